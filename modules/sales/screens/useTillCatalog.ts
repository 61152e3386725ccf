/**
 * The till's items (Kasir.tsx): from the catalogue in memory when it holds the code (read again from
 * the server behind the cashier's back), else from the server; and the bill with its promo lines.
 */
import { useRef, type MutableRefObject } from 'react';
import { callOk } from '@niaga/ui/api';
import type { Katalog } from './katalog';
import { nowAt, type Found } from './kasirShared';
import { freeItemCodes, reprice, withPromos, type Bill, type PromoCache, type TillItem } from './till';
import type { KasirItemReply } from '../replies';

/** How long after a scan the till reads the scanned item again from the server (`verify`). */
const VERIFY_AFTER_MS = 1500;

export function useTillCatalog(katalog: MutableRefObject<Katalog>, cache: PromoCache, billRef: MutableRefObject<Bill>, cacheRef: MutableRefObject<PromoCache>, setBill: (b: Bill) => void) {
  const items = useRef(new Map<string, TillItem>());
  // When each item was last read from the server (kasir_item), to check the catalogue's copy now and then.
  const checked = useRef(new Map<string, number>());

  /** An item by its exact code or barcode from the server (kasir_item, with its cost); the catalogue keeps the fresh copy. */
  const fromServer = async (code: string): Promise<Found | null> => {
    const r = await callOk<KasirItemReply>('kasir_item', { exact: code });
    const it = r.tbl_item[0];
    if (!it) return null;
    items.current.set(it.kodeitem, it);
    katalog.current.put(it);
    checked.current.set(it.kodeitem, Date.now());
    return { item: it, satuan: r.cocok?.satuan ?? null, iddetailvarian: r.cocok?.iddetailvarian ?? null };
  };

  /**
   * The catalogue's copy of an item read again from the server behind the cashier's back (at most
   * once a minute per item): a price changed since the catalogue was read re-prices that item's
   * lines, so the save is not refused for it. The scan never waits for this, and it starts a
   * moment after the scan (VERIFY_AFTER_MS), so its reply is not handled while the line is drawn.
   */
  const verify = (kode: string) => {
    const t = checked.current.get(kode);
    if (t && Date.now() - t < 60_000) return;
    checked.current.set(kode, Date.now());
    setTimeout(() => verifyNow(kode), VERIFY_AFTER_MS);
  };
  const verifyNow = (kode: string) =>
    void callOk<KasirItemReply>('kasir_item', { exact: kode }).then(
      (r) => {
        const it = r.tbl_item[0];
        if (!it || it.kodeitem !== kode) return;
        items.current.set(kode, it);
        katalog.current.put(it);
        const b = billRef.current;
        // Only this item's lines: the others' prices did not change with it.
        const again = reprice(b, new Map([[kode, it]]), cacheRef.current, nowAt());
        const moved = again.lines.some((l, i) => ['harga', 'diskon1', 'diskon2', 'diskon3', 'diskon4'].some((k) => l[k as 'harga'] !== b.lines[i][k as 'harga']));
        if (moved) setBill(again);
      },
      () => checked.current.delete(kode),
    );

  /** An item by its exact code or barcode from the catalogue in memory (checked behind, `verify`); null when it does not hold it. */
  const fromKatalog = (code: string) => {
    const hit = katalog.current.find(code);
    if (!hit) return null;
    items.current.set(hit.item.kodeitem, hit.item);
    verify(hit.item.kodeitem);
    return hit;
  };

  /** An item by its exact code or barcode: from the catalogue in memory when it holds it, else from the server. */
  const itemFor = async (code: string): Promise<Found | null> => fromKatalog(code) ?? fromServer(code);

  /** An item with its cost (for the minimum-profit check): read from the server when the catalogue's copy has none. */
  const costed = async (kode: string): Promise<TillItem | undefined> => {
    const it = items.current.get(kode);
    if (it?.hpp !== undefined) return it;
    return (await fromServer(kode).catch(() => null))?.item ?? it;
  };

  /** The bill with its promo lines for what it sells now; free items looked up when new. */
  const settle = async (b: Bill): Promise<Bill> => {
    const at = nowAt();
    const missing = freeItemCodes(b, cache, at).filter((k) => !items.current.has(k));
    for (const k of missing) await itemFor(k);
    return withPromos(b, items.current, cache, at);
  };

  /** The bill with its promo lines, at once, when every free item it gives is in memory; else null (`settle` asks the server). */
  const settledNow = (b: Bill): Bill | null => {
    const at = nowAt();
    for (const k of freeItemCodes(b, cache, at)) if (!items.current.has(k) && fromKatalog(k)?.item.kodeitem !== k) return null;
    return withPromos(b, items.current, cache, at);
  };

  return { items, fromKatalog, itemFor, costed, settle, settledNow };
}

export type TillCatalog = ReturnType<typeof useTillCatalog>;
