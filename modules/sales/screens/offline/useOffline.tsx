/**
 * The till's connection (issue 39): online or offline and since when (kept in this browser, so a
 * page reloaded offline still says since when), the sales waiting to be sent and those the server
 * refused; the queue is sent whenever the connection comes back (and when the till opens online).
 * The service worker is registered at once on the till (the back office registers it after 30 s):
 * the till's code is then cached for the next time it opens without a connection. The queue and the
 * sync code load lazily (./store, ./sync): the till's first load stays light.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Button } from 'antd';

export const SEJAK_KEY = 'niaga_kasir_luring_sejak';
/** How long the till waits before sending again what a cut-short round left. */
const RETRY_MS = 3000;

/** Marks the till offline from now, unless it already was (the first moment is kept). */
export function markOffline(): string {
  let s = localStorage.getItem(SEJAK_KEY);
  if (!s) {
    s = new Date().toISOString();
    localStorage.setItem(SEJAK_KEY, s);
  }
  return s;
}

const OfflinePanel = lazy(() => import('./OfflinePanel'));

export function useOffline(company: string, userid: string, compname: string) {
  const [online, setOnline] = useState(() => navigator.onLine);
  const [sejak, setSejak] = useState<string | null>(() => (navigator.onLine ? null : markOffline()));
  const [antri, setAntri] = useState({ menunggu: 0, ditolak: 0 });
  const [mengirim, setMengirim] = useState(false);
  /** Sales sent that went below zero stock (accepted; reported here until closed). */
  const [stokminus, setStokminus] = useState<string[]>([]);

  const refresh = useCallback(async () => {
    if (!company) return;
    const { queued } = await import('./store');
    const all = (await queued(company)).filter((s) => s.userid === userid);
    setAntri({ menunggu: all.filter((s) => s.status === 'menunggu').length, ditolak: all.filter((s) => s.status === 'ditolak').length });
  }, [company, userid]);

  const sync = useCallback(async () => {
    if (!company || !navigator.onLine) return;
    setMengirim(true);
    try {
      const { syncQueue } = await import('./sync');
      const r = await syncQueue(company, userid, compname);
      if (r.putus) setSejak(markOffline());
      if (r.stokminus.length) setStokminus((x) => [...x, ...r.stokminus]);
    } finally {
      setMengirim(false);
      await refresh();
    }
  }, [company, userid, compname, refresh]);

  useEffect(() => {
    const on = () => {
      localStorage.removeItem(SEJAK_KEY);
      setOnline(true);
      setSejak(null);
      void sync();
    };
    const off = () => {
      setOnline(false);
      setSejak(markOffline());
    };
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    if (navigator.onLine) on();
    else void refresh();
    // Fetched now, while there is a connection: a till whose service worker is not there yet still sells offline.
    void Promise.all([import('./offlineSale'), import('./store'), import('./sync'), import('./OfflinePanel')]).catch(() => undefined);
    if ('serviceWorker' in navigator && window.isSecureContext) void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, [sync, refresh]);

  // Sales still waiting while online (a round cut short, the server busy): tried again in a while.
  useEffect(() => {
    if (!online || mengirim || !antri.menunggu) return;
    const t = window.setTimeout(() => void sync(), RETRY_MS);
    return () => window.clearTimeout(t);
  }, [online, mengirim, antri.menunggu, sync]);

  return { online, sejak, antri, mengirim, refresh, sync, stokminus, tutupStokminus: () => setStokminus([]) };
}

export type TillOffline = ReturnType<typeof useOffline>;

const jamTanggal = (iso: string) => new Date(iso).toLocaleString('id-ID', { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' });

/** The bar above the till: offline since when, the sales waiting, those refused (the supervisor opens them). */
export function OfflineBar({ o, company }: { o: TillOffline; company: string }) {
  const [buka, setBuka] = useState(false);
  const { online, sejak, antri, mengirim, stokminus } = o;
  if (online && !antri.menunggu && !antri.ditolak && !stokminus.length) return null;
  return (
    <div className="kasir-luring" role="status" style={{ padding: '4px 12px', background: online ? '#e6f4ff' : '#fff1b8', display: 'flex', gap: 12, alignItems: 'center' }}>
      {!online && <b>Luring (tanpa koneksi) sejak {sejak ? jamTanggal(sejak) : '-'}: penjualan tunai tetap jalan dan dikirim saat koneksi kembali.</b>}
      {antri.menunggu > 0 && <span className="kasir-luring-antri">{mengirim ? `Mengirim ${antri.menunggu} penjualan luring…` : `${antri.menunggu} penjualan luring menunggu dikirim`}</span>}
      {antri.ditolak > 0 && (
        <Button size="small" danger onClick={() => setBuka(true)}>
          {antri.ditolak} penjualan luring ditolak server
        </Button>
      )}
      {stokminus.length > 0 && (
        <span className="kasir-luring-stokminus">
          Stok di bawah nol karena penjualan luring (diterima, periksa stok): {stokminus.join(' · ')}{' '}
          <a href="/kasirluringlist" target="_blank" rel="noreferrer" data-testid="kasir-luring-laporan">
            Laporan
          </a>{' '}
          <Button size="small" onClick={o.tutupStokminus}>
            Tutup
          </Button>
        </span>
      )}
      {buka && (
        <Suspense fallback={null}>
          <OfflinePanel company={company} onClose={() => setBuka(false)} afterChange={() => void o.sync()} />
        </Suspense>
      )}
    </div>
  );
}
