/**
 * The till's start (Kasir.tsx): the settings it needs, the promo cache, the user's warehouse, the
 * cash drawer of this device and the catalogue in memory; then the general customer for a bill
 * without one.
 */
import { useEffect, useRef, useState } from 'react';
import { timbanganDariKonfigurasi } from '@niaga/core';
import { call, callOk } from '@niaga/ui/api';
import type { AccCfgOptReply } from '@niaga/admin/replies';
import type { PickReply } from '@niaga/kernel';
// Types only: the till loads no declaration (its first load stays light, issue 36 item 5).
import type { gudang as gudangMeta } from '@niaga/master';
import type { KasLaciStatusReply, PromoListReply } from '../replies';
import { idbStore, Katalog, loadKatalog, type KatalogReply } from './katalog';
import { CONFIG, customerOf, deviceName, type AppApi } from './kasirShared';
import { BELUM_PERNAH, keepStart, lastStart, noConnection, type TillStartKept } from './offline/tillCache';
import type { Bill, Customer, PromoCache, TillSettings } from './till';

export function useTillStart(company: string, kodedept: string | undefined, focusScan: () => void, openLaci: () => void, message: AppApi['message']) {
  const [settings, setSettings] = useState<TillSettings | null>(null);
  // The scan box is disabled until the settings are read, so its autoFocus cannot take: it gets the
  // focus once they are (the Kas Laci popup, when it opens, takes it for itself).
  useEffect(() => {
    if (settings) focusScan();
  }, [settings, focusScan]);
  const [cfg, setCfg] = useState<Record<string, string>>({});
  const [cache, setCache] = useState<PromoCache>({ diskon: [], promo: [], tebus: [] });
  const [gudang, setGudang] = useState('');
  // The catalogue in memory (katalog.ts): a scan of a code it holds adds its line without a round trip.
  const katalog = useRef(new Katalog());
  /** Items in the catalogue once every page is read (shown under the figures; null while it loads). */
  const [katalogSiap, setKatalogSiap] = useState<number | null>(null);

  // Start: settings, the promo cache, the default customer and warehouse, the cash drawer. Without a
  // connection, what the till last read in this browser (offline/tillCache.ts, issue 39).
  useEffect(() => {
    let gone = false;
    void (async () => {
      let kept: TillStartKept;
      let online = true;
      try {
        const r = await callOk<AccCfgOptReply>('acccfgopt', { cfg: CONFIG });
        const c = Object.fromEntries(r.confreq.map((x) => [x.confname, x.confvalue]));
        const promo = await callOk<PromoListReply>('getdiskonperiode_promo_list', {});
        const g = await callOk<PickReply<typeof gudangMeta>>('gudang_pick', { q: '', limit: 20 });
        kept = { cfg: c, promo, gudang: (g.tbl_gudang.find((x) => x.kodegudang === kodedept) ?? g.tbl_gudang[0])?.kodegudang ?? '' };
        keepStart(company, kept);
      } catch (e) {
        const last = noConnection(e) ? lastStart(company) : null;
        if (!last) throw noConnection(e) ? new Error(BELUM_PERNAH) : e;
        kept = last;
        online = false;
      }
      if (gone) return;
      const c = kept.cfg;
      setCfg(c);
      setSettings({ tipepajak: c.tipepajak ?? '0', pembulatanaktif: c.pembulatanaktif === '1', opsipembulatan: c.opsipembulatan ?? '1', timbanganaktif: c.timbanganaktif === '1', timbangan: timbanganDariKonfigurasi(c) });
      setCache({ diskon: kept.promo.tbl_itemdisp, promo: kept.promo.tbl_itempromo, tebus: kept.promo.tbl_itempromotebus });
      setGudang(kept.gudang);
      if (online && c.modekaslaci === '1') {
        const st = await call<KasLaciStatusReply>('getkaslacistatus', { compname: deviceName() });
        if (!gone && st.num === 0 && !st.data?.tbl_kaslaci[0]?.login_flag) openLaci();
      }
      // The catalogue behind the cashier's work: the blocks kept in this browser, then those that
      // changed since; until it is read, scans ask the server. Offline, the blocks kept are the catalogue.
      try {
        await loadKatalog(katalog.current, (punya) => callOk<KatalogReply>('kasir_katalog', { punya }), { store: idbStore(company), stopped: () => gone });
      } catch (e) {
        if (!noConnection(e) || !katalog.current.size) throw e;
        katalog.current.complete = true;
      }
      if (!gone && katalog.current.complete) setKatalogSiap(katalog.current.size);
    })().catch((e: unknown) => message.error(e instanceof Error ? e.message : String(e)));
    return () => {
      gone = true;
    };
  }, []);
  return { settings, cfg, cache, gudang, katalog, katalogSiap };
}

/**
 * The default customer (Pelanggan Umum Default; a new company's is UMUM) for a bill without one:
 * read once, then given at once (a reply per bill, applied to the bill it was asked for, could put
 * back a bill scanned meanwhile).
 */
export function useUmum(pelangganumum: string | undefined, bill: Bill, setBill: (b: Bill) => void, company = '') {
  const [umum, setUmum] = useState<Customer | null>(null);
  useEffect(() => {
    // Kept for the till opened offline (issue 39): the last one read.
    if (pelangganumum)
      void customerOf(pelangganumum).then(
        (u) => {
          setUmum(u);
          if (company) keepStart(company, { umum: u });
        },
        () => setUmum(company ? (lastStart(company)?.umum ?? null) : null),
      );
  }, [pelangganumum]);
  useEffect(() => {
    if (!bill.customer.kodesupel && umum) setBill({ ...bill, customer: umum });
  }, [umum, bill, setBill]);
  return umum;
}
