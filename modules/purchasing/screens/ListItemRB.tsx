/**
 * /listitemrb (mReturBeli, "Item Retur Pembelian"): the item lines of purchase returns of both
 * modes in a date range (this month to start), newest first, searchable (return or purchase number,
 * item, supplier), paged from the server (`listitemrb`) with the selection's totals; printable.
 * A return number opens the return.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Flex, Input, Table, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { callOk } from '@niaga/ui/api';
import { DATE_FORMAT, formatDate, formatDecimal, formatInt, WIRE_DATE } from '@niaga/ui/format';
import { formatMoney } from '@niaga/ui/digits';
import { companyToday } from '@niaga/ui/session';
import { PrintStyle } from '@niaga/ui/document/PrintStyle';
import type { ItemReturBeliRow as Baris, ItemReturBeliReply as Reply } from '../item-retur-beli-reply';

const PAGE_SIZES = [50, 200, 1000];
const trim = (v: string) => formatDecimal(v.replace(/\.?0+$/, '') || '0');

export default function ListItemRB() {
  const today = companyToday();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([today.startOf('month'), today.endOf('month')]);
  const [cari, setCari] = useState('');
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(PAGE_SIZES[0]);
  const dari = range[0].format(WIRE_DATE);
  const sampai = range[1].format(WIRE_DATE);
  const q = useQuery({
    queryKey: ['listitemrb', dari, sampai, cari, page, limit],
    queryFn: () => callOk<Reply>('listitemrb', { dari, sampai, cari, page, limit }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const info = q.data?.query_data[0];
  return (
    <Card className="print-area">
      <PrintStyle />
      <Typography.Title level={5} className="print-only-title" style={{ marginTop: 0 }}>
        Item Retur Pembelian · {formatDate(dari)} s/d {formatDate(sampai)}
        {cari ? ` · "${cari}"` : ''}
      </Typography.Title>
      <Flex gap={12} wrap style={{ marginBottom: 12 }} className="no-print">
        <DatePicker.RangePicker
          aria-label="Periode"
          format={DATE_FORMAT}
          allowClear={false}
          value={range}
          onChange={(v) => {
            if (v?.[0] && v[1]) {
              setPage(0);
              setRange([v[0], v[1]]);
            }
          }}
        />
        <Input.Search
          autoFocus
          allowClear
          aria-label="Cari item retur"
          placeholder="Cari no. retur, no. pembelian, item atau supplier"
          style={{ maxWidth: 380 }}
          onSearch={(v) => {
            setPage(0);
            setCari(v.trim());
          }}
        />
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          Cetak
        </Button>
      </Flex>
      {q.error && <Alert type="error" showIcon title={q.error.message} style={{ marginBottom: 12 }} />}
      <Table<Baris>
        size="small"
        bordered
        data-testid="listitemrb"
        rowKey={(r, i) => `${r.notransaksi}-${i ?? 0}`}
        loading={q.isFetching}
        dataSource={q.data?.tbl_itemrb ?? []}
        locale={{ emptyText: 'Tidak ada item retur pembelian pada periode ini' }}
        pagination={{
          current: page + 1,
          pageSize: limit,
          total: info?.totrec ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          onChange: (p, s) => {
            setPage(s === limit ? p - 1 : 0);
            setLimit(s);
          },
          showTotal: (t) => `${formatInt(t)} baris`,
        }}
        columns={[
          { key: 'tanggal', dataIndex: 'tanggal', title: 'Tanggal', width: 100, render: (v: string) => formatDate(v) },
          { key: 'notransaksi', dataIndex: 'notransaksi', title: 'No. Retur', width: 150, render: (v: string, r: Baris) => <Link to={`${r.mode === '2' ? '/returbeliflexed' : '/returbelied'}?id=${encodeURIComponent(v)}`}>{v}</Link> },
          { key: 'mode', dataIndex: 'mode', title: 'Mode', width: 90, render: (v: string) => (v === '2' ? 'Bebas' : 'Pembelian') },
          { key: 'nobeli', dataIndex: 'nobeli', title: 'No. Pembelian', width: 150 },
          { key: 'supel', title: 'Supplier', render: (_: unknown, r: Baris) => (r.kodesupel ? `${r.kodesupel} · ${r.namasupel ?? ''}` : '') },
          { key: 'item', title: 'Item', render: (_: unknown, r: Baris) => `${r.kodeitem} · ${r.namaitem ?? ''}` },
          { key: 'kodegudang', dataIndex: 'kodegudang', title: 'Gudang', width: 80 },
          { key: 'jumlah', dataIndex: 'jumlah', title: 'Jumlah', align: 'right' as const, width: 90, render: trim },
          { key: 'satuan', dataIndex: 'satuan', title: 'Satuan', width: 80 },
          { key: 'harga', dataIndex: 'harga', title: 'Harga', align: 'right' as const, width: 120, render: (v: string) => formatMoney(v) },
          { key: 'total', dataIndex: 'total', title: 'Total', align: 'right' as const, width: 130, render: (v: string) => formatMoney(v) },
        ]}
        summary={() =>
          info && info.totrec > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={7}>
                <b>Total {formatDate(dari)} s/d {formatDate(sampai)}</b>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={7} align="right">
                <b data-testid="itemrb-jumlah">{trim(info.jumlah)}</b>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={8} colSpan={2} />
              <Table.Summary.Cell index={10} align="right">
                <b data-testid="itemrb-total">{formatMoney(info.total)}</b>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </Card>
  );
}
