/**
 * A price history of one item in documents' lines, newest first — optionally of one party — with
 * the price, the line discounts and the net unit price after them: /historyhb (purchases, act
 * historyhb, supplier) and /historyhj (sales JL and KSR, act historyhj, customer). The acts share
 * the kernel's `lineHistory`.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Table, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { LineHistoryReply, PriceLine } from '@niaga/kernel';
import { callOk } from '../api';
import { formatDate, formatDecimal, formatInt } from '../format';
import { formatMoney } from '../digits';
import { RefPicker, refTarget } from '../doctype/RefPicker';

type Harga = PriceLine;

export interface PriceHistoryProps {
  /** historyhb or historyhj; the reply's rows are tbl_<act>. */
  act: 'historyhb' | 'historyhj';
  /** The party picker: supplier or pelanggan. */
  party: 'supplier' | 'pelanggan';
  partyLabel: string;
  /** "pembelian" / "penjualan", for the counts and the empty text. */
  noun: string;
}

const PAGE = 15;
const trim = (v: string) => formatDecimal(v.replace(/\.?0+$/, '') || '0');

export default function PriceHistory({ act, party, partyLabel, noun }: PriceHistoryProps) {
  const [kodeitem, setKodeitem] = useState('');
  const [kodesupel, setKodesupel] = useState('');
  const [asked, setAsked] = useState<{ kodeitem: string; kodesupel: string } | null>(null);
  const [page, setPage] = useState(0);
  const q = useQuery({
    queryKey: [act, asked, page],
    queryFn: () => callOk<LineHistoryReply<typeof act>>(act, { ...asked!, page, limit: PAGE }),
    enabled: asked !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const total = q.data?.query_data[0]?.totrec ?? 0;
  const diskon = (h: Harga) => [h.diskon1, h.diskon2, h.diskon3, h.diskon4].filter((d) => Number(d) > 0).map(trim).join(' + ');
  return (
    <Card>
      <Flex gap={12} wrap align="end" style={{ marginBottom: 16 }}>
        <div style={{ flex: '1 1 320px', maxWidth: 440 }}>
          <Typography.Text>Item</Typography.Text>
          <RefPicker id={`${act.slice(-2)}-kodeitem`} target={refTarget('item')!} value={kodeitem} onChange={setKodeitem} aria-label="Item" autoFocus style={{ maxWidth: 'none' }} />
        </div>
        <div style={{ flex: '0 1 280px' }}>
          <Typography.Text>{partyLabel}</Typography.Text>
          <RefPicker id={`${act.slice(-2)}-kodesupel`} target={refTarget(party)!} value={kodesupel} onChange={setKodesupel} aria-label={partyLabel} placeholder={`Semua ${partyLabel.toLowerCase()}`} />
        </div>
        <Button
          type="primary"
          icon={<SearchOutlined />}
          disabled={!kodeitem}
          onClick={() => {
            setPage(0);
            setAsked({ kodeitem, kodesupel });
          }}
        >
          Tampilkan
        </Button>
      </Flex>
      {q.error && <Alert type="error" showIcon title={q.error.message} style={{ marginBottom: 12 }} />}
      {!asked && <Empty description="Pilih item, lalu Tampilkan" />}
      {asked && (
        <Table<Harga>
          size="small"
          bordered
          data-testid={act}
          rowKey={(h) => `${h.notransaksi}-${h.satuan}-${h.harga}-${h.jumlah}`}
          loading={q.isFetching}
          dataSource={q.data?.[`tbl_${act}`] ?? []}
          locale={{ emptyText: `Belum ada ${noun} item ini` }}
          pagination={total > PAGE ? { current: page + 1, pageSize: PAGE, total, showSizeChanger: false, onChange: (p) => setPage(p - 1), showTotal: (t) => `${formatInt(t)} ${noun}` } : false}
          columns={[
            { key: 'tanggal', dataIndex: 'tanggal', title: 'Tanggal', width: 110, render: (v: string) => formatDate(v) },
            { key: 'notransaksi', dataIndex: 'notransaksi', title: 'No. Transaksi', width: 160 },
            ...(act === 'historyhj' ? [{ key: 'tipe', dataIndex: 'tipe', title: 'Tipe', width: 70 }] : []),
            { key: 'supel', title: partyLabel, render: (_: unknown, h: Harga) => `${h.kodesupel} · ${h.namasupel ?? ''}` },
            { key: 'satuan', dataIndex: 'satuan', title: 'Satuan', width: 90 },
            { key: 'jumlah', dataIndex: 'jumlah', title: 'Jumlah', align: 'right' as const, width: 100, render: trim },
            { key: 'harga', dataIndex: 'harga', title: 'Harga', align: 'right' as const, width: 130, render: (v: string) => formatMoney(v) },
            { key: 'diskon', title: 'Diskon (%)', align: 'right' as const, width: 120, render: (_: unknown, h: Harga) => diskon(h) },
            { key: 'hargabersih', dataIndex: 'hargabersih', title: 'Harga Bersih', align: 'right' as const, width: 140, render: (v: string) => <b>{formatMoney(v)}</b> },
          ]}
        />
      )}
    </Card>
  );
}
