/**
 * /kartustok (mKartuStok): the stock card of one item — in one warehouse or all — over a period:
 * the opening balance, each move in or out (in base units) with the running quantity and the
 * average cost after it, the closing balance; a variant item's card is one variant's (the books
 * keep stock and cost per variant). A move opens its document. The choice lives in the URL
 * (?kodeitem=&iddetailvarian=&kodegudang=&dari=&sampai=) so a card can be linked and reloaded.
 */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Empty, Flex, Space, Table, Typography } from 'antd';
import { PrinterOutlined, SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { callOk } from '@niaga/ui/api';
import { getOf } from '@niaga/ui/doctype/acts';
import { DATE_FORMAT, formatDate, formatInt, WIRE_DATE } from '@niaga/ui/format';
import { RefPicker, refTarget } from '@niaga/ui/doctype/RefPicker';
import { PrintStyle } from '@niaga/ui/document/PrintStyle';
import { companyToday } from '@niaga/ui/session';
import { documentOf, kartuColumns, money, qty, type Move } from './KartuStokParts';
import type { KartuStokReply as Reply } from '../kartu-stok/reply';


const PAGE = 100;

export default function KartuStok() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const today = companyToday();
  const [kodeitem, setKodeitem] = useState(params.get('kodeitem') ?? '');
  const [iddetailvarian, setVarian] = useState(params.get('iddetailvarian') ?? '');
  const [kodegudang, setKodegudang] = useState(params.get('kodegudang') ?? '');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => {
    const d = dayjs(params.get('dari') ?? '', WIRE_DATE, true);
    const s = dayjs(params.get('sampai') ?? '', WIRE_DATE, true);
    return [d.isValid() ? d : today.startOf('month'), s.isValid() ? s : today];
  });
  const [page, setPage] = useState(0);
  const asked = params.get('kodeitem')
    ? { kodeitem: params.get('kodeitem')!, iddetailvarian: params.get('iddetailvarian') ?? '', kodegudang: params.get('kodegudang') ?? '', dari: params.get('dari') ?? range[0].format(WIRE_DATE), sampai: params.get('sampai') ?? range[1].format(WIRE_DATE) }
    : null;

  const card = useQuery({
    queryKey: ['kartustok', asked, page],
    queryFn: () => callOk<Reply>('kartustok', { ...asked!, page, limit: PAGE }),
    enabled: asked !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

  const show = () => {
    if (!kodeitem) return;
    setPage(0);
    setParams({ kodeitem, ...(iddetailvarian ? { iddetailvarian } : {}), ...(kodegudang ? { kodegudang } : {}), dari: range[0].format(WIRE_DATE), sampai: range[1].format(WIRE_DATE) });
    if (asked && asked.kodeitem === kodeitem && asked.iddetailvarian === iddetailvarian) void card.refetch();
  };

  const openDocument = async (m: Move) => {
    const d = documentOf(m.sumber);
    if (!d) return;
    try {
      const got = await getOf(d, { notransaksi: m.notransaksi });
      navigate(`${d.routes.edit}?id=${got.id}`);
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };

  const info = card.data?.info[0];
  const total = card.data?.query_data[0]?.totrec ?? 0;

  return (
    <Card className="print-area">
      <PrintStyle />
      <Flex gap={12} wrap align="end" className="no-print" style={{ marginBottom: 16 }}>
        <div style={{ flex: '1 1 320px', maxWidth: 440 }}>
          <Typography.Text>Item</Typography.Text>
          <RefPicker
            id="ks-kodeitem"
            target={refTarget('item')!}
            value={kodeitem}
            onChange={(v) => {
              setKodeitem(v);
              setVarian('');
            }}
            aria-label="Item"
            autoFocus
            style={{ maxWidth: 'none' }}
          />
        </div>
        <div style={{ flex: '0 1 200px' }}>
          <Typography.Text>Varian</Typography.Text>
          <RefPicker id="ks-iddetailvarian" target={refTarget('detailvarian')!} within={kodeitem || null} value={iddetailvarian} onChange={setVarian} aria-label="Varian" placeholder="Barang varian saja" />
        </div>
        <div style={{ flex: '0 1 240px' }}>
          <Typography.Text>Gudang</Typography.Text>
          <RefPicker id="ks-kodegudang" target={refTarget('gudang')!} value={kodegudang} onChange={setKodegudang} aria-label="Gudang" placeholder="Semua gudang" />
        </div>
        <div>
          <Typography.Text>Periode</Typography.Text>
          <br />
          <DatePicker.RangePicker format={DATE_FORMAT} value={range} allowClear={false} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} aria-label="Periode" />
        </div>
        <Space style={{ marginBottom: 1 }}>
          <Button type="primary" icon={<SearchOutlined />} onClick={show} disabled={!kodeitem}>
            Tampilkan
          </Button>
          <Button icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!info}>
            Cetak
          </Button>
        </Space>
      </Flex>
      {card.error && <Alert type="error" showIcon title={card.error.message} style={{ marginBottom: 12 }} />}
      {!asked && <Empty description="Pilih item dan periode, lalu Tampilkan" />}
      {info && (
        <div data-testid="kartustok">
          <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 4 }}>
            Kartu Stok {info.kodeitem}
            {info.iddetailvarian ? ` varian ${info.iddetailvarian}` : ''} · {info.namaitem}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {info.kodegudang ? `Gudang ${info.kodegudang}` : 'Semua gudang'} · periode {formatDate(info.dari)} s/d {formatDate(info.sampai)} · jumlah dalam satuan {info.satuan}
          </Typography.Paragraph>
          <Table<Move>
            size="small"
            bordered
            rowKey="id"
            loading={card.isFetching}
            dataSource={card.data?.tbl_kartustok ?? []}
            scroll={{ x: 900 }}
            locale={{ emptyText: 'Tidak ada mutasi dalam periode ini' }}
            pagination={
              total > PAGE
                ? { current: page + 1, pageSize: PAGE, total, showSizeChanger: false, onChange: (p) => setPage(p - 1), showTotal: (t) => `${formatInt(t)} mutasi` }
                : false
            }
            columns={kartuColumns(info, openDocument)}
            summary={() => (
              <>
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={info.kodegudang ? 3 : 4}>
                    Saldo awal {qty(info.awal.qty)} · HPP {money(info.awal.hpp)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    <b>{qty(info.masuk)}</b>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    <b>{qty(info.keluar)}</b>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} align="right">
                    <b data-testid="saldoakhir">{qty(info.akhir.qty)}</b>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} align="right">
                    <b data-testid="hppakhir">{money(info.akhir.hpp)}</b>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              </>
            )}
          />
        </div>
      )}
    </Card>
  );
}
