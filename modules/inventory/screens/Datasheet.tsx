/**
 * /datasheet (mItemDS): every stock item with its stock in each warehouse (one column per
 * warehouse), total stock, value and average cost, in base units; a variant item's variants
 * below it, each with its own figures. Searchable, paged, printable. The import is /imdatasheet.
 */
import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, Table, Typography } from 'antd';
import { PrinterOutlined, SearchOutlined } from '@ant-design/icons';
import { callOk } from '@niaga/ui/api';
import { formatDecimal, formatInt } from '@niaga/ui/format';
import { formatMoney } from '@niaga/ui/digits';
import { PrintStyle } from '@niaga/ui/document/PrintStyle';
import type { DatasheetFigures as Figures, DatasheetItem as Item, DatasheetReply as Reply } from '../datasheet/reply';

/** A row of the table: an item, or one of its variants under it. */
interface Row extends Figures {
  /** The item's code, or item/variant for a variant's row. */
  key: string;
  kodeitem: string;
  namaitem: string;
  satuan: string;
  hargabeli: string | null;
  children?: Row[];
}

/** An item's row, with its variants as rows under it. */
const rowOf = ({ varian, ...it }: Item): Row => ({
  ...it,
  key: it.kodeitem,
  ...(varian?.length
    ? { children: varian.map((v) => ({ ...v, key: `${it.kodeitem}/${v.iddetailvarian}`, kodeitem: v.iddetailvarian, namaitem: `Varian ${v.nama}`, satuan: it.satuan, hargabeli: null })) }
    : {}),
});

const PAGE = 100;
const qty = (v: string | undefined) => formatDecimal((v ?? '0').replace(/\.?0+$/, '') || '0');

export default function Datasheet() {
  const [q, setQ] = useState('');
  const [asked, setAsked] = useState('');
  const [page, setPage] = useState(0);
  const list = useQuery({ queryKey: ['datasheet', asked, page], queryFn: () => callOk<Reply>('datasheet', { q: asked, page, limit: PAGE }), placeholderData: keepPreviousData, retry: false });
  const total = list.data?.query_data[0]?.totrec ?? 0;
  const rows = useMemo(() => (list.data?.tbl_datasheet ?? []).map(rowOf), [list.data]);
  const show = () => {
    setPage(0);
    setAsked(q);
  };
  return (
    <Card className="print-area">
      <PrintStyle />
      <Flex gap={12} wrap align="end" className="no-print" style={{ marginBottom: 16 }}>
        <div style={{ flex: '1 1 240px', maxWidth: 360 }}>
          <Typography.Text>Cari item</Typography.Text>
          <Input id="ds-q" value={q} onChange={(e) => setQ(e.target.value)} onPressEnter={show} placeholder="Kode atau nama item" aria-label="Cari item" allowClear />
        </div>
        <Button type="primary" icon={<SearchOutlined />} onClick={show}>
          Tampilkan
        </Button>
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          Cetak
        </Button>
      </Flex>
      {list.error && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 12 }} />}
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Datasheet Item
      </Typography.Title>
      <Table<Row>
        data-testid="datasheet"
        size="small"
        bordered
        rowKey="key"
        loading={list.isFetching}
        dataSource={rows}
        expandable={{ expandedRowKeys: rows.filter((r) => r.children).map((r) => r.key), showExpandColumn: false }}
        scroll={{ x: 900 }}
        locale={{ emptyText: 'Tidak ada item persediaan' }}
        pagination={total > PAGE ? { current: page + 1, pageSize: PAGE, total, showSizeChanger: false, onChange: (p) => setPage(p - 1), showTotal: (t) => `${formatInt(t)} item` } : false}
        columns={[
          { key: 'kodeitem', dataIndex: 'kodeitem', title: 'Kode Item', width: 160, render: (v: string, r: Row) => (r.hargabeli === null ? <span style={{ paddingLeft: 16 }}>{v}</span> : v) },
          { key: 'namaitem', dataIndex: 'namaitem', title: 'Nama Item' },
          { key: 'satuan', dataIndex: 'satuan', title: 'Satuan', width: 80 },
          { key: 'hargabeli', dataIndex: 'hargabeli', title: 'Harga Beli', align: 'right', width: 120, render: (v: string | null) => (v === null ? '' : formatMoney(v)) },
          ...(list.data?.tbl_gudang ?? []).map((g) => ({
            key: `g-${g.kodegudang}`,
            title: g.kodegudang,
            align: 'right' as const,
            width: 100,
            render: (_: unknown, r: Row) => qty(r.stokgudang[g.kodegudang]),
          })),
          { key: 'stok', dataIndex: 'stok', title: 'Total Stok', align: 'right', width: 110, render: (v: string) => <b>{qty(v)}</b> },
          { key: 'nilai', dataIndex: 'nilai', title: 'Nilai', align: 'right', width: 130, render: (v: string) => formatMoney(v) },
          { key: 'hpp', dataIndex: 'hpp', title: 'HPP Rata-rata', align: 'right', width: 130, render: (v: string) => formatMoney(v) },
        ]}
      />
    </Card>
  );
}
