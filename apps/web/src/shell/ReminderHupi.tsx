/**
 * Pengingat Hutang Piutang Sudah Jatuh Tempo (spec §2.11, §2.12 popup 1, §4, §5, §9): a header
 * button that blinks when something is due, and its popup.
 *
 * - The check (`reminderhupilist`) runs every 1,500,000 ms (25 minutes), and once after start, only
 *   while the browser setting CFG_TAMPILHUPI is 'true' and the popup is not open; rows due flag
 *   the button, which blinks.
 * - Opening stops the periodic check, sets the open flag and stops the blink; closing re-enables it.
 * - Two grids, Data Piutang and Data Hutang (Pelanggan / Supplier, Notransaksi, Tanggal, Tgl Jt,
 *   Sisa), each paged from 0 by 15 (`reminderpiutanglist`, `reminderhutanglist`) with previous,
 *   next and 'Hal n / total'; previous is ignored on the first page or when the total is 0 or
 *   less, next on the last page; a load answering a nonzero number silently stops.
 * - Single row selection; selecting in one grid clears the other. Buka Transaksi opens
 *   {route}?mode=edit&id={notransaksi} in a new tab; nothing selected, SAH and SAP rows are refused
 *   with the spec's messages. 620 high, 900 wide (the window width − 50 under 780 px).
 *
 * Mounted once in the header; other screens (the dashboard's button) open it with `openReminder()`.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { App, Button, Checkbox, Modal, Space } from 'antd';
import { AlertOutlined, ReloadOutlined, ExportOutlined } from '@ant-design/icons';
import type { ReminderHupiReply, ReminderListReply, ReminderRow, ReminderTable, WaKirimReply } from '@niaga/sales/replies';
import { call } from '@niaga/ui/api';
import { Loading } from './Loading';
import { MOBILE_WIDTH, useWindowWidth } from '@niaga/ui/shell/useWidth';

/** Browser setting: 'true' turns the periodic check on. */
export const CFG_TAMPILHUPI = 'CFG_TAMPILHUPI';
/** Spec §9: payables/receivables check every 1,500,000 ms. */
export const CHECK_MS = 1_500_000;
/** Spec §9: the default page search limit, which the reminder pages use. */
export const PAGE_SIZE = 15;
const OPEN_EVENT = 'niaga:pengingat-hupi';
// The two grids (antd's Table) load when the popup first opens, not with the header.
const Grid = lazy(() => import('./ReminderGrid'));

/** Opens the reminder popup from anywhere (the dashboard's Pengingat Hutang Piutang button). */
export const openReminder = () => window.dispatchEvent(new Event(OPEN_EVENT));

/** Buka Transaksi: the edit route of each type (spec §2.12); SAH and SAP cannot be opened. */
export const EDIT_ROUTE: Record<string, string> = {
  BL: '/belied',
  IM: '/itemmasuked',
  RB: '/returbelied',
  JL: '/kasired',
  KSR: '/kasiredmode2',
  IK: '/itemkeluared',
  RJ: '/returjualed',
  TR: '/itemtransfered',
};

export type { ReminderRow };

/** What Buka Transaksi does with the selected row: a route to open, or the message to show. */
export function bukaTransaksi(row: ReminderRow | null): { url: string } | { pesan: string } {
  if (!row) return { pesan: 'Tidak ada yang dipilih, silahkan pilih salah satu data.' };
  if (row.tipe === 'SAH') return { pesan: 'Maaf, Saldo Awal Hutang tidak dapat dibuka.' };
  if (row.tipe === 'SAP') return { pesan: 'Maaf, Saldo Awal Piutang tidak dapat dibuka.' };
  const route = EDIT_ROUTE[row.tipe];
  if (!route) return { pesan: `Maaf, transaksi ${row.tipe} tidak dapat dibuka.` };
  return { url: `${route}?mode=edit&id=${encodeURIComponent(row.notransaksi)}` };
}

export interface Side {
  act: 'reminderpiutanglist' | 'reminderhutanglist';
  table: ReminderTable;
  title: string;
  supel: string;
}
const PIUTANG: Side = { act: 'reminderpiutanglist', table: 'tbl_piutang_list', title: 'Data Piutang', supel: 'Pelanggan' };
const HUTANG: Side = { act: 'reminderhutanglist', table: 'tbl_hutang_list', title: 'Data Hutang', supel: 'Supplier' };

interface Paged {
  page: number;
  totpage: number;
  rows: ReminderRow[];
  loading: boolean;
}
const EMPTY: Paged = { page: 0, totpage: 0, rows: [], loading: false };

export function usePages(side: Side) {
  const [s, set] = useState<Paged>(EMPTY);
  const load = useCallback(
    async (page: number) => {
      set((x) => ({ ...x, loading: true }));
      const env = await call<ReminderListReply<ReminderTable>>(side.act, { pagenum: page, itemlimit: PAGE_SIZE });
      // A nonzero number silently stops the load.
      if (env.num !== 0) return set((x) => ({ ...x, loading: false }));
      const q = env.data?.query_data?.[0];
      set({ page, totpage: Number(q?.totpage ?? 0), rows: env.data?.[side.table] ?? [], loading: false });
    },
    [side],
  );
  return { ...s, load };
}

export function ReminderHupi() {
  const { modal, message } = App.useApp();
  const width = useWindowWidth();
  const wide = width >= MOBILE_WIDTH;
  const [open, setOpen] = useState(false);
  const [blink, setBlink] = useState(false);
  const [tampil, setTampil] = useState(() => localStorage.getItem(CFG_TAMPILHUPI) === 'true');
  const [sel, setSel] = useState<{ side: 'P' | 'H'; row: ReminderRow } | null>(null);
  const piutang = usePages(PIUTANG);
  const hutang = usePages(HUTANG);
  const openRef = useRef(open);
  openRef.current = open;

  // The periodic check: only with CFG_TAMPILHUPI 'true' and the popup closed.
  useEffect(() => {
    if (open || !tampil) return;
    const check = async () => {
      if (openRef.current || localStorage.getItem(CFG_TAMPILHUPI) !== 'true') return;
      const env = await call<ReminderHupiReply>('reminderhupilist', {});
      if (env.num === 0 && !openRef.current && ((env.data?.tbl_piutang_list?.length ?? 0) > 0 || (env.data?.tbl_hutang_list?.length ?? 0) > 0)) setBlink(true);
    };
    const first = setTimeout(() => void check(), 500);
    const every = setInterval(() => void check(), CHECK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, [open, tampil]);

  const loadP = piutang.load;
  const loadH = hutang.load;
  const refresh = useCallback(() => {
    setSel(null);
    void loadP(0);
    void loadH(0);
  }, [loadP, loadH]);

  const show = useCallback(() => {
    setBlink(false);
    setOpen(true);
    refresh();
  }, [refresh]);

  useEffect(() => {
    const on = () => show();
    window.addEventListener(OPEN_EVENT, on);
    return () => window.removeEventListener(OPEN_EVENT, on);
  }, [show]);

  const buka = () => {
    const r = bukaTransaksi(sel?.row ?? null);
    if ('pesan' in r) modal.warning({ title: 'Niaga', content: r.pesan });
    // Without noopener: the new tab inherits this tab's session storage (the login when not remembered).
    else window.open(r.url, '_blank');
  };

  // The reminder of the selected receivable to the customer's WhatsApp (docs/whatsapp.md).
  const kirimWa = async (notransaksi: string) => {
    const r = await call<WaKirimReply>('wa_kirim', { jenis: 'pengingat', notransaksi });
    if (r.num !== 0) modal.warning({ title: 'Niaga', content: r.msg });
    else message.success(`Pengingat ${notransaksi} ${r.data.status === 'terkirim' ? 'terkirim' : 'masuk antrean'} ke ${r.data.nomor}.`);
  };

  const setSetting = (on: boolean) => {
    localStorage.setItem(CFG_TAMPILHUPI, on ? 'true' : 'false');
    setTampil(on);
  };

  return (
    <>
      <style>{'@keyframes niaga-blink{50%{opacity:.25}} .niaga-blink{animation:niaga-blink 1s step-start infinite;color:#cf1322!important}'}</style>
      <Button type="text" icon={<AlertOutlined />} className={blink ? 'niaga-blink' : undefined} aria-label="Pengingat Hutang Piutang" title="Pengingat Hutang Piutang" onClick={show}>
        {wide ? 'Pengingat' : null}
      </Button>
      <Modal
        open={open}
        title="Pengingat Hutang Piutang Sudah Jatuh Tempo"
        width={wide ? 900 : width - 50}
        styles={{ body: { height: 620 - 56, overflowY: 'auto' } }}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
      >
        <Suspense fallback={<Loading margin={24} />}>
          <Grid side={PIUTANG} p={piutang} selected={sel?.side === 'P' ? sel.row.notransaksi : null} onSelect={(row) => setSel({ side: 'P', row })} />
          <Grid side={HUTANG} p={hutang} selected={sel?.side === 'H' ? sel.row.notransaksi : null} onSelect={(row) => setSel({ side: 'H', row })} />
        </Suspense>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Checkbox checked={tampil} onChange={(e) => setSetting(e.target.checked)}>
            Periksa otomatis tiap 25 menit
          </Checkbox>
          <Space>
            <Button type="primary" icon={<ExportOutlined />} onClick={buka}>
              Buka Transaksi
            </Button>
            {sel?.side === 'P' && (
              <Button onClick={() => void kirimWa(sel.row.notransaksi)}>
                Kirim WA
              </Button>
            )}
            <Button icon={<ReloadOutlined />} onClick={refresh}>
              Refresh
            </Button>
          </Space>
        </Space>
      </Modal>
    </>
  );
}
