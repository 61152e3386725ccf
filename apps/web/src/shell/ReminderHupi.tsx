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
 * The popup itself is ./ReminderPopup, loaded the first time it opens.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { AlertOutlined } from '@ant-design/icons';
import type { ReminderHupiReply, ReminderRow } from '@niaga/sales/replies';
import { call } from '@niaga/ui/api';
import { MOBILE_WIDTH, useWindowWidth } from '@niaga/ui/shell/useWidth';

/** Browser setting: 'true' turns the periodic check on. */
export const CFG_TAMPILHUPI = 'CFG_TAMPILHUPI';
/** Spec §9: payables/receivables check every 1,500,000 ms. */
export const CHECK_MS = 1_500_000;
const OPEN_EVENT = 'niaga:pengingat-hupi';
// The popup (its grids, antd's Table and Modal) loads when it first opens, not with the header (the till's budget).
const Popup = lazy(() => import('./ReminderPopup'));

/** Opens the reminder popup from anywhere (the dashboard's Pengingat Hutang Piutang button). */
export const openReminder = () => window.dispatchEvent(new Event(OPEN_EVENT));

export type { ReminderRow };

export function ReminderHupi() {
  const wide = useWindowWidth() >= MOBILE_WIDTH;
  const [open, setOpen] = useState(false);
  const [blink, setBlink] = useState(false);
  const [tampil, setTampil] = useState(() => localStorage.getItem(CFG_TAMPILHUPI) === 'true');
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

  const show = useCallback(() => {
    setBlink(false);
    setOpen(true);
  }, []);

  useEffect(() => {
    window.addEventListener(OPEN_EVENT, show);
    return () => window.removeEventListener(OPEN_EVENT, show);
  }, [show]);

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
      {open && (
        <Suspense fallback={null}>
          <Popup tampil={tampil} setTampil={setSetting} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
