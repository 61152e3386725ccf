/**
 * /stokminimum (mStokMin): the items whose stock in a warehouse is under the minimum declared on
 * the item, with what is missing and the suggested quantity to order (base unit), the item's main
 * supplier and purchase price; a variant item has a row per variant (its own stock against the
 * item's minimum), the variant shown and carried onto the order's line. Filter by warehouse and by item code or name. Chosen rows (with the
 * quantity to order, the suggestion by default) become purchase orders — one per main supplier and
 * warehouse — through `pesanbeli_stokminimum`; the orders made are listed with links to open them.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Input, Table, Typography } from 'antd';
import { PrinterOutlined, SearchOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { callOk } from '@niaga/ui/api';
import { formatInt } from '@niaga/ui/format';
import { formatMoney } from '@niaga/ui/digits';
import { RefPicker, refTarget } from '@niaga/ui/doctype/RefPicker';
import { PrintStyle } from '@niaga/ui/document/PrintStyle';
import { itemOf, keyOf, stokMinColumns } from './StokMinimumParts';
import type { StokMinimumReply as Reply, StokMinimumRow as Row } from '../stok-minimum/reply';
import type { PesanDariStok, PesanDariStokReply } from '@niaga/purchasing/pesan-beli/reply';

type Made = PesanDariStok;

const PAGE = 100;

export default function StokMinimum() {
  const [kodegudang, setKodegudang] = useState('');
  const [q, setQ] = useState('');
  const [asked, setAsked] = useState({ kodegudang: '', q: '' });
  const [page, setPage] = useState(0);
  // Chosen rows and the quantity to order of each (the suggestion until changed).
  const [chosen, setChosen] = useState<Map<string, Row>>(new Map());
  const [pesan, setPesan] = useState<Record<string, string>>({});
  const [made, setMade] = useState<Made[]>([]);
  const [busy, setBusy] = useState(false);
  const { modal, message } = App.useApp();
  const list = useQuery({
    queryKey: ['stokminimum', asked, page],
    queryFn: () => callOk<Reply>('stokminimum', { ...asked, page, limit: PAGE }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const show = () => {
    setPage(0);
    setAsked({ kodegudang, q });
    void list.refetch();
  };
  const total = list.data?.query_data[0]?.totrec ?? 0;
  const qtyOf = (r: Row) => pesan[keyOf(r)] ?? r.saran;
  const order = () => {
    const rows = [...chosen.values()];
    const bySupplier = new Map<string, number>();
    for (const r of rows) bySupplier.set(`${r.kodesupel || '(tanpa supplier)'} → ${r.kodegudang}`, (bySupplier.get(`${r.kodesupel || '(tanpa supplier)'} → ${r.kodegudang}`) ?? 0) + 1);
    modal.confirm({
      title: 'Buat Pesanan Pembelian',
      content: (
        <div>
          <p>{`${formatInt(rows.length)} item dipesan ke supplier utamanya, satu pesanan per supplier dan gudang:`}</p>
          <ul data-testid="sm-rencana">
            {[...bySupplier].map(([k, n]) => (
              <li key={k}>{`${k}: ${formatInt(n)} item`}</li>
            ))}
          </ul>
        </div>
      ),
      okText: 'Buat',
      cancelText: 'Batal',
      onOk: async () => {
        setBusy(true);
        try {
          const r = await callOk<PesanDariStokReply>('pesanbeli_stokminimum', {
            baris: rows.map((x) => ({ kodeitem: x.kodeitem, iddetailvarian: x.iddetailvarian, kodegudang: x.kodegudang, jumlah: qtyOf(x) })),
          });
          setMade(r.tbl_pesanbeli);
          setChosen(new Map());
          void message.success(`${formatInt(r.tbl_pesanbeli.length)} pesanan pembelian dibuat.`);
        } catch (e) {
          void message.error((e as Error).message);
        } finally {
          setBusy(false);
        }
      },
    });
  };
  return (
    <Card className="print-area">
      <PrintStyle />
      <Flex gap={12} wrap align="end" className="no-print" style={{ marginBottom: 16 }}>
        <div style={{ flex: '0 1 240px' }}>
          <Typography.Text>Gudang</Typography.Text>
          <RefPicker id="sm-kodegudang" target={refTarget('gudang')!} value={kodegudang} onChange={setKodegudang} aria-label="Gudang" placeholder="Semua gudang" />
        </div>
        <div style={{ flex: '1 1 240px', maxWidth: 360 }}>
          <Typography.Text>Cari item</Typography.Text>
          <Input id="sm-q" value={q} onChange={(e) => setQ(e.target.value)} onPressEnter={show} placeholder="Kode atau nama item" aria-label="Cari item" allowClear />
        </div>
        <Button type="primary" icon={<SearchOutlined />} onClick={show}>
          Tampilkan
        </Button>
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          Cetak
        </Button>
        <Button icon={<ShoppingCartOutlined />} disabled={!chosen.size} loading={busy} onClick={order}>
          {chosen.size ? `Buat Pesanan Pembelian (${formatInt(chosen.size)})` : 'Buat Pesanan Pembelian'}
        </Button>
      </Flex>
      {made.length > 0 && (
        <Alert
          className="no-print"
          type="success"
          showIcon
          closable
          onClose={() => setMade([])}
          style={{ marginBottom: 12 }}
          title="Pesanan pembelian dibuat"
          description={
            <ul data-testid="sm-dibuat" style={{ margin: 0, paddingLeft: 18 }}>
              {made.map((m) => (
                <li key={m.id}>
                  <Link to={`/pesanbelied?id=${m.id}`}>{m.notransaksi}</Link>
                  {` — ${m.kodesupel}, gudang ${m.kodegudang}, ${formatInt(m.jumlahitem)} item, total ${formatMoney(m.total)}`}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {list.error && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 12 }} />}
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Stok Minimum
      </Typography.Title>
      <Typography.Paragraph type="secondary">Item yang stoknya di bawah stok minimum gudang; barang varian per varian (stok minimum item berlaku untuk tiap variannya); saran pesan = stok minimum − stok, dalam satuan dasar item.</Typography.Paragraph>
      <Table<Row>
        data-testid="stokminimum"
        size="small"
        bordered
        rowKey={keyOf}
        rowSelection={{
          fixed: true,
          selectedRowKeys: [...chosen.keys()],
          onChange: (_keys, rows) => {
            // Rows chosen on other pages stay chosen.
            const shown = new Set((list.data?.tbl_stokminimum ?? []).map(keyOf));
            const next = new Map([...chosen].filter(([k]) => !shown.has(k)));
            for (const r of rows) if (r) next.set(keyOf(r), r);
            setChosen(next);
          },
          getCheckboxProps: (r) => ({ 'aria-label': `Pilih ${itemOf(r)} ${r.kodegudang}` }),
        }}
        loading={list.isFetching}
        dataSource={list.data?.tbl_stokminimum ?? []}
        scroll={{ x: 1240 }}
        locale={{ emptyText: 'Tidak ada item di bawah stok minimum' }}
        pagination={total > PAGE ? { current: page + 1, pageSize: PAGE, total, showSizeChanger: false, onChange: (p) => setPage(p - 1), showTotal: (t) => `${formatInt(t)} item` } : false}
        columns={stokMinColumns({ qtyOf, setPesan, chosen, setChosen })}
      />
    </Card>
  );
}
