/**
 * The till (/kasiradmode2, /kasiradmode3; spec §2.7 mJual type KSR): keyboard first. The scan box
 * keeps the focus: a code or any unit's barcode + Enter adds a line (`3*KOPI01` three of it; a
 * weighing barcode its weight); F2 quantity, F3 next unit, Del removes a line and Esc voids the
 * bill (both with a supervisor when the user may not edit sales), F6 customer, F7 the free item of
 * an option-2 promo (the till asks by itself when the bill earns one), F8 hold, F9 recall, F10 or
 * End pay. Prices, period discounts, free-item promos, PPN and rounding come from the
 * pricing engine the server checks with (./till.ts); the save carries an `idem` key kept until it
 * succeeds, so a retry after a lost reply never sells twice. The open bill and the held bills live
 * in the browser (per company and user) and survive a reload. Mode 3 is the compact layout.
 *
 * Its parts: the start (useTillStart), the bill (useBill), the items (useTillCatalog), the scan and
 * line edits (useLineEdits), payment and save (usePayment, useSaleSave), the free-item chooser
 * (GratisChooser), the keys (useTillKeys), the screen (TillPanels) and the dialogs (TillDialogs,
 * PayDialog).
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { preloadPickers } from './TillPicker';
import { App } from 'antd';
import { dec } from '@niaga/core';
import { getSession } from '@niaga/ui/session';
import { useOtorisasi } from '@niaga/ui/shell/Otorisasi';
import { MOBILE_WIDTH, useWindowWidth } from '@niaga/ui/shell/useWidth';
import { GratisChooser, useChooser } from './GratisChooser';
import { KasLaci } from './KasLaci';
import { deviceName, type Asking } from './kasirShared';
import { PayDialog } from './PayDialog';
import { ScanBox } from './ScanBox';
import { saleDoc } from './till';
import type { TagihanQris } from './billStruk';
import { StrukDialog, TillDialogs } from './TillDialogs';
import { TillView } from './TillPanels';
import { useBill, useHeldBills } from './useBill';
import { useLineEdits, useScan } from './useLineEdits';
import { usePayment } from './usePayment';
import { useReprint, useSaleSave } from './useSaleSave';
import { useTillCatalog } from './useTillCatalog';
import { useTillFocus } from './useTillFocus';
import { useTillKeys } from './useTillKeys';
import { useTillStart, useUmum } from './useTillStart';
import { OfflineBar, useOffline } from './offline/useOffline';

export { deviceName };

// Tutup Kasir (its summary is antd's Table) loads when the shift is first closed, not with the till (issue 36).
const TutupKasir = lazy(() => import('./TutupKasir').then((m) => ({ default: m.TutupKasir })));

export default function Kasir({ mode = 2 }: { mode?: 2 | 3 }) {
  const { message, modal } = App.useApp();
  const s = getSession();
  const session = s.status === 'out' ? null : s.session;
  const company = session?.idperusahaan ?? '';
  const user = session?.userid ?? '';
  const [otorisasi, otorisasiHolder] = useOtorisasi();
  const focus = useTillFocus();
  const { focusScan, tillDialog } = focus;
  const [laciOpen, setLaciOpen] = useState(false);
  const [tutup, setTutup] = useState(false);
  // Mounted from the first time it opens (then kept, so that it closes as any dialog does).
  const tutupDibuka = useRef(false);
  if (tutup) tutupDibuka.current = true;
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  // A phone (issue 34): the bill as cards, the scan box on top and the total with Bayar at the bottom of the screen.
  const narrow = useWindowWidth() < MOBILE_WIDTH;
  // A supervisor's one-time grant for this bill's other prices (sent with the save as `izin`).
  const izin = useRef<string | null>(null);
  const openLaci = () => setLaciOpen(true);

  const { settings, cfg, cache, gudang, katalog, katalogSiap } = useTillStart(company, session?.kodedept, focusScan, openLaci, message);
  const billState = useBill(company, user);
  const { bill, setBill, held, selected, setSelected } = billState;
  const umum = useUmum(cfg.pelangganumum, bill, setBill, company);
  // Offline (issue 39): since when, the sales waiting to be sent and those refused.
  const luring = useOffline(company, user, deviceName());
  const doc = useMemo(() => (settings ? saleDoc(bill, settings) : null), [bill, settings]);
  const total = doc?.total ?? dec(0);
  const cacheRef = useRef(cache);
  cacheRef.current = cache;
  const catalog = useTillCatalog(katalog, cache, billState.billRef, cacheRef, setBill);
  const base = { ...billState, ...catalog, ...focus, settings, cache, message };
  const onScanLatest = useScan({ ...base, busy, setBusy });

  /** Removing a line or voiding the bill: an administrator goes on; anyone else needs a supervisor (mJual · Ubah). */
  const guarded = async (action: string): Promise<boolean> => {
    if (session?.admin) return true;
    return (await otorisasi({ modul: 'mJual', type: 'medit', action })) !== null;
  };
  const edits = useLineEdits({ ...base, cfg, admin: session?.admin, guarded, otorisasi, izin, setAsking, modal });
  const { voidBill, hold, recall } = useHeldBills({ ...billState, company, user, guarded, izin, focusScan, setAsking, message });
  const payment = usePayment({ bill, setBill, doc, total, umum, cfg, settings, items: catalog.items, itemFor: catalog.itemFor, setAsking, message });
  const { paying, openPay } = payment;
  const finish = useSaleSave({ ...payment, company, user, settings, gudang, bill, setBill, setSelected, busy, setBusy, izin, otorisasi, openLaci, message, modal, afterOffline: () => void luring.refresh() });
  const reprints = useReprint(company, user, setAsking, message);
  /** A pay-later bill with its QRIS (issue 38): printed by ./tagihan, loaded only then. */
  const printTagihan = async (q: TagihanQris) => (settings ? (await import('./tagihan')).printTagihan({ bill, settings, userid: user, kodegudang: gudang, q }) : null);
  const chooser = useChooser({ bill, setBill, cache, settle: catalog.settle, otherOpen: !!(asking || paying || laciOpen || tutup), message });
  focus.dialogOpen.current = paying || asking !== null || laciOpen || tutup || chooser.choosing !== null;

  useTillKeys({ ...billState, ...chooser, ...payment, ...edits, ...reprints, asking, setAsking, laciOpen, tutup, setTutup, hold, voidBill, scanText: focus.scanText, clearScan: focus.clearScan });

  // What the till loads lazily (the pickers of payment and F6, Tutup Kasir) is fetched once it is
  // drawn, so a connection that drops later still leaves a whole till (issue 36 kept its first load light).
  useEffect(() => {
    const t = setTimeout(() => void Promise.all([preloadPickers(), import('./TutupKasir')]).catch(() => undefined), 0);
    return () => clearTimeout(t);
  }, []);

  // The selected line (a line just scanned is selected) is scrolled into the table's view.
  useEffect(() => {
    if (selected >= 0) document.querySelector('.kasir .ant-table-row-selected, .kasir .kasir-baris-dipilih')?.scrollIntoView({ block: 'nearest' });
  }, [selected, bill.lines.length]);

  const scanBox = <ScanBox ref={focus.scanRef} disabled={!settings || !!chooser.choosing || laciOpen} onEnter={onScanLatest} />;
  return (
    <div className={`kasir kasir-mode${mode}`}>
      {otorisasiHolder}
      <KasLaci open={laciOpen} compname={deviceName()} onClose={() => setLaciOpen(false)} afterClose={focusScan} />
      {tutupDibuka.current && (
        <Suspense fallback={null}>
          <TutupKasir
            open={tutup}
            compname={deviceName()}
            onClose={(ditutup) => {
              setTutup(false);
              // A block of offline numbers partly used gives back its rest (void, listed), issue 39.
              if (ditutup) void import('./offline/sync').then((m) => m.releaseBlock(company, user, deviceName())).then((said) => void (said && message.info(said)), () => undefined);
              // The shift is closed: the next sale goes into a new drawer, asked for at once.
              if (ditutup && cfg.modekaslaci === '1') setLaciOpen(true);
            }}
            afterClose={focusScan}
          />
        </Suspense>
      )}
      <OfflineBar o={luring} company={company} />
      <TillView
        {...{ mode, narrow, scanBox, bill, selected, held, doc, total, katalogSiap, openPay, hold }}
        openRecall={() => setAsking('recall')}
        reprint={reprints.reprint}
        // The shift counts the offline sales: they are sent first (Tutup Kasir needs the connection).
        closeShift={() => (luring.antri.menunggu || !luring.online ? void message.warning(`Tutup Kasir menunggu ${luring.antri.menunggu} penjualan luring terkirim: sambungkan koneksi dulu.`) : setTutup(true))}
      />
      <TillDialogs {...billState} {...catalog} {...edits} {...reprints} {...{ tillDialog, focusScan, asking, setAsking, settings, cache, recall, message }} />
      <GratisChooser ch={chooser} tillDialog={tillDialog} />
      <StrukDialog {...reprints} {...{ tillDialog, focusScan, asking, setAsking }} />
      <PayDialog {...payment} {...{ tillDialog, narrow, busy, bill, cache, total, finish, printAgain: reprints.printAgain, printTagihan }} />
    </div>
  );
}

export const KasirMode3 = () => <Kasir mode={3} />;
