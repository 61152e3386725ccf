/**
 * /kasirppob (mJual; issue 41 item 2): selling PPOB at the till by keyboard — type to find the
 * product (↑/↓, Enter), type the customer number (checked in shape as the server checks it), Enter
 * sells for cash (`ppob_beli`). The sale's ref_id is made once and kept across retries, so a second
 * press or a retry after a lost answer never buys twice. The receipt (the till's layout, ../receipt.ts)
 * shows the serial number / PLN token and is printed as the till prints (the mini printer through
 * the printer service, or the browser's printer) once the sale is Sukses or Gagal; a Pending sale is
 * asked about again with F5 (`ppob_cek`); Enter or Esc starts the next. Today's sales are listed
 * below with Cetak Ulang. Loaded lazily: nothing of it is in the till's first bundle.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Typography, type InputRef } from 'antd';
import { call, callOk, newIdemKey } from '@niaga/ui/api';
import { formatMoney } from '@niaga/ui/digits';
import { autoPrint } from '@niaga/sales/print';
import { ReceiptView } from '@niaga/sales/receipt-view';
import { checkCustomerNo, type JenisPpob } from '../customer-no';
import { strukPpob } from '../receipt';
import { cetakPpob } from './cetak';
import { PpobRiwayat, RIWAYAT_KEY } from './PpobRiwayat';
import type { PpobProduk, PpobTransaksi, PpobTransaksiReply } from '../replies';

const JENIS: Record<string, string> = { pulsa: 'Pulsa', data: 'Paket Data', pln: 'Token PLN', lain: 'Lainnya' };

/** The receipt on screen: the lines the printer gets (the till's slip, ReceiptView). */
function Struk({ t }: { t: PpobTransaksi }) {
  const sale = useMemo(() => strukPpob(t), [t]);
  return (
    <div role="region" aria-label="Struk PPOB" className="ppob-struk" style={{ marginBottom: 12 }}>
      <ReceiptView sale={sale} />
    </div>
  );
}

/** The answered sale: its receipt, a printing failure, and what comes next. */
function Hasil({ t, busy, cetakMsg, cek, cetak, reset }: { t: PpobTransaksi; busy: boolean; cetakMsg: string | null; cek: () => void; cetak: () => void; reset: () => void }) {
  return (
    <>
      <Struk t={t} />
      {cetakMsg && <Alert type="warning" showIcon message={`Struk tidak tercetak: ${cetakMsg}`} style={{ marginBottom: 12 }} />}
      {t.status === 'Pending' && (
        <Button onClick={cek} loading={busy}>
          Cek Status (F5)
        </Button>
      )}{' '}
      <Button onClick={cetak}>Cetak Struk</Button>{' '}
      <Button type="primary" onClick={reset}>
        Transaksi Baru (Enter)
      </Button>
    </>
  );
}

/** The products found by what was typed; the highlighted one is taken with Enter. */
function Produk({ shown, hi, pick, loaded }: { shown: PpobProduk[]; hi: number; pick: (p: PpobProduk) => void; loaded: boolean }) {
  return (
    <ul role="listbox" aria-label="Produk PPOB" style={{ listStyle: 'none', padding: 0, margin: '8px 0' }}>
      {loaded && shown.length === 0 && <li>Tidak ada produk (ambil daftar harga di Pengaturan PPOB).</li>}
      {shown.map((p, i) => (
        <li key={p.sku} role="option" aria-selected={i === hi} onClick={() => pick(p)} style={{ padding: '4px 8px', cursor: 'pointer', background: i === hi ? '#e6f4ff' : undefined }}>
          {JENIS[p.jenis] ?? p.jenis} · {p.nama} · {formatMoney(p.jual)}
        </li>
      ))}
    </ul>
  );
}

export default function KasirPpob() {
  const list = useQuery({ queryKey: ['ppob_produk'], queryFn: () => callOk<{ tbl_produk: PpobProduk[] }>('ppob_produk', {}), staleTime: 60_000 });
  const [q, setQ] = useState('');
  const [hi, setHi] = useState(0);
  const [prod, setProd] = useState<PpobProduk | null>(null);
  const [no, setNo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [hasil, setHasil] = useState<PpobTransaksi | null>(null);
  const [cetakMsg, setCetakMsg] = useState<string | null>(null);
  const qc = useQueryClient();
  const ref = useRef<string | null>(null);
  const findRef = useRef<InputRef>(null);
  const noRef = useRef<InputRef>(null);
  const shown = useMemo(() => {
    const w = q.trim().toLowerCase();
    return (list.data?.tbl_produk ?? []).filter((p) => !w || `${p.sku} ${p.nama} ${p.brand} ${JENIS[p.jenis] ?? ''}`.toLowerCase().includes(w)).slice(0, 12);
  }, [q, list.data]);

  const reset = () => {
    ref.current = null;
    setHasil(null);
    setCetakMsg(null);
    setProd(null);
    setNo('');
    setQ('');
    setError(null);
    setTimeout(() => findRef.current?.focus(), 0);
  };

  const pick = (p: PpobProduk | undefined) => {
    if (!p) return;
    setProd(p);
    setError(null);
    setTimeout(() => noRef.current?.focus(), 0);
  };

  const onFindKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') setHi((i) => Math.min(i + 1, shown.length - 1));
    else if (e.key === 'ArrowUp') setHi((i) => Math.max(i - 1, 0));
    else if (e.key === 'Enter') pick(shown[hi]);
    else return;
    e.preventDefault();
  };

  const sell = async () => {
    if (!prod || busy) return;
    const c = checkCustomerNo(prod.jenis as JenisPpob, no);
    if (!c.ok) return setError(c.msg);
    setBusy(true);
    setError(null);
    // One ref_id per sale, kept until the sale is answered: a retry asks about the same purchase.
    ref.current ??= newIdemKey();
    const env = await call<PpobTransaksiReply>('ppob_beli', { ref_id: ref.current, sku: prod.sku, customer_no: c.no });
    setBusy(false);
    if (env.num !== 0) return setError(env.msg);
    answered(env.data.tbl_ppob[0] ?? null);
  };

  const cetak = async (t: PpobTransaksi) => setCetakMsg(await cetakPpob(t));

  /** A sale answered: shown; printed by itself once final (as the till prints each sale), the list refreshed. */
  const answered = (t: PpobTransaksi | null, before?: PpobTransaksi) => {
    setHasil(t);
    void qc.invalidateQueries({ queryKey: RIWAYAT_KEY });
    if (t && t.status !== 'Pending' && before?.status !== t.status && autoPrint()) void cetak(t);
  };

  const cek = async () => {
    if (!hasil || busy) return;
    setBusy(true);
    const env = await call<PpobTransaksiReply>('ppob_cek', { ref_id: hasil.ref_id });
    setBusy(false);
    if (env.num !== 0) return setError(env.msg);
    answered(env.data.tbl_ppob[0] ?? hasil, hasil);
  };

  useEffect(() => {
    if (!hasil) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'F5' && hasil.status === 'Pending') {
        e.preventDefault();
        void cek();
      } else if (e.key === 'Enter' || e.key === 'Escape') {
        e.preventDefault();
        reset();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <Card style={{ maxWidth: 760 }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Kasir PPOB
      </Typography.Title>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      {hasil ? (
        <Hasil t={hasil} busy={busy} cetakMsg={cetakMsg} cek={() => void cek()} cetak={() => void cetak(hasil)} reset={reset} />
      ) : (
        <>
          <Input
            ref={findRef}
            autoFocus
            aria-label="Cari produk PPOB"
            placeholder="Ketik nama atau kode produk (pulsa, data, PLN)"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setHi(0);
              setProd(null);
            }}
            onKeyDown={onFindKey}
          />
          {!prod && <Produk shown={shown} hi={hi} pick={pick} loaded={!!list.data} />}
          {prod && (
            <div style={{ marginTop: 12 }}>
              <Typography.Text strong>
                {prod.nama} — {formatMoney(prod.jual)}
              </Typography.Text>
              <Input
                ref={noRef}
                style={{ marginTop: 8 }}
                aria-label="Nomor pelanggan"
                placeholder={prod.jenis === 'pln' ? 'Nomor meter / ID pelanggan PLN' : 'Nomor HP'}
                inputMode="numeric"
                value={no}
                disabled={busy}
                onChange={(e) => setNo(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') void sell();
                  if (e.key === 'Escape') reset();
                }}
              />
              <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
                Enter: bayar tunai {formatMoney(prod.jual)} · Esc: batal
              </Typography.Paragraph>
            </div>
          )}
        </>
      )}
      <PpobRiwayat />
    </Card>
  );
}
