/**
 * Pulling a shop's orders (issue 37 item 5): the poll, the safety net under the pushes, and
 * `mp_getorder`. The order numbers updated in a window of update_time come page by page
 * (`orderList`, cursors; Shopee allows 15 days a window, so longer spans are cut), their details in
 * batches (`orderDetail`, 50 a call), and each order is imported on its own (import.ts): one that
 * fails is logged with its message and the rest go on. Every pull is a run in `mp_tarik` with each
 * order's outcome (`mp_tarik_baris`): what `mp_get_logorder` and popup 3 show. No platform call is
 * made inside a database transaction.
 */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { ActError } from '@niaga/kernel';
import type { Company, Database } from '@niaga/kernel/server';
import { MpError, type AccessFor, type MarketplaceAdapter } from '../adapter';
import { importOrder, type OrderShop } from './import';
import { messageOf } from './errors';
import { mpTarik, mpTarikBaris } from './tables';

/** Shopee: get_order_list's time range is at most 15 days. */
export const WINDOW_SECONDS = 15 * 24 * 3600;
/** Order details asked in one call (Shopee: order_sn_list ≤ 50). */
export const DETAIL_BATCH = 50;
/** Orders of a batch imported at once (each in its own transactions; the number series queue their writes). */
export const IMPORT_CONCURRENCY = 4;
/** A poll starts this much before where the last one ended (a late update in the platform's index); the import is idempotent. */
export const OVERLAP_SECONDS = 5 * 60;
/** With no poll before: how far back the first one looks. */
export const FIRST_LOOK_SECONDS = 3 * 24 * 3600;

export type PullSource = 'tarik' | 'manual' | 'push';

/**
 * A read of the platform (a page of the list, a batch of details) that fails retriably — no answer,
 * busy, 5xx — is asked again after these pauses before its orders are logged as failed. A kept-alive
 * connection closed by the platform as it was reused (ECONNRESET, seen in the three-platform bench
 * when a batch's imports kept the connection idle past the server's keep-alive) is such a failure.
 */
export const RETRY_PAUSES_MS = [250, 1000];
let pauses = RETRY_PAUSES_MS;
/** The pauses (tests); returns the previous. */
export function retryPauses(ms: number[]): number[] {
  const before = pauses;
  pauses = ms;
  return before;
}

/** `read()`, asked again after each pause while it fails retriably. */
async function retried<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read();
    } catch (e) {
      if (!(e instanceof MpError) || !e.retriable || attempt >= pauses.length) throw e;
      await new Promise((r) => setTimeout(r, pauses[attempt]));
    }
  }
}

export interface PullResult {
  tarik_id: number;
  berhasil: string[];
  gagal: { no_order_mp: string; msg: string }[];
  /** The whole pull failed (the list could not be read): its message; '' otherwise. */
  msg: string;
  /** The pull failed because the platform's reply was malformed (spec §8 code 2). */
  malformed: boolean;
}

/** Where the next poll of a shop starts (Unix seconds): the end of the last finished pull less the overlap. */
export async function sinceOf(db: Database, company: Company, shop: OrderShop, now = Math.floor(Date.now() / 1000)): Promise<number> {
  const [last] = await db.tx(company.schema_name, (tx) =>
    tx
      .select({ sampai: mpTarik.sampai })
      .from(mpTarik)
      .where(and(eq(mpTarik.marketplace, shop.marketplace), eq(mpTarik.shop_id, shop.shop_id), isNotNull(mpTarik.selesai), eq(mpTarik.msg, ''), sql`${mpTarik.sampai} > 0`))
      .orderBy(desc(mpTarik.sampai))
      .limit(1),
  );
  return last ? Math.max(0, Number(last.sampai) - OVERLAP_SECONDS) : now - FIRST_LOOK_SECONDS;
}

async function begin(db: Database, company: Company, shop: OrderShop, sumber: PullSource, dari: number, sampai: number): Promise<number> {
  const [r] = await db.tx(company.schema_name, (tx) =>
    tx.insert(mpTarik).values({ marketplace: shop.marketplace, shop_id: shop.shop_id, sumber, dari, sampai }).returning({ id: mpTarik.id }),
  );
  return r.id;
}

async function finish(db: Database, company: Company, r: PullResult): Promise<void> {
  await db.tx(company.schema_name, async (tx) => {
    const rows = [...r.berhasil.map((no) => ({ tarik_id: r.tarik_id, no_order_mp: no, berhasil: true, msg: '' })), ...r.gagal.map((g) => ({ tarik_id: r.tarik_id, no_order_mp: g.no_order_mp, berhasil: false, msg: g.msg.slice(0, 2000) }))];
    for (let i = 0; i < rows.length; i += 500) await tx.insert(mpTarikBaris).values(rows.slice(i, i + 500));
    await tx.update(mpTarik).set({ selesai: sql`now()`, msg: r.msg.slice(0, 2000) }).where(eq(mpTarik.id, r.tarik_id));
  });
}

/** Imports the details of these orders, batch by batch; each order's outcome into `r`. */
async function importAll(db: Database, company: Company, shop: OrderShop, adapter: MarketplaceAdapter, accessFor: AccessFor, nos: string[], r: PullResult) {
  for (let i = 0; i < nos.length; i += DETAIL_BATCH) {
    const batch = nos.slice(i, i + DETAIL_BATCH);
    let orders;
    try {
      orders = await retried(async () => adapter.orderDetail(await accessFor(shop.marketplace, shop.shop_id), batch));
      if (!Array.isArray(orders)) throw new MpError('malformed', 'detail pesanan bukan daftar');
    } catch (e) {
      const msg = messageOf(e);
      for (const no of batch) r.gagal.push({ no_order_mp: no, msg });
      continue;
    }
    const seen = new Set(orders.map((o) => String(o?.no_order_mp ?? '')));
    // A few orders at a time (each in its own transactions); the outcomes kept in the platform's order.
    const outcome: ({ ok: true } | { ok: false; msg: string })[] = new Array(orders.length);
    let next = 0;
    const worker = async () => {
      for (let k = next++; k < orders.length; k = next++) {
        const o = orders[k];
        try {
          const res = await importOrder(db, company, shop, o);
          outcome[k] = res.tertahan ? { ok: false, msg: res.tertahan } : { ok: true };
        } catch (e) {
          if (!(e instanceof ActError)) console.error(`[marketplace] pesanan ${shop.marketplace} ${String(o?.no_order_mp ?? '')} gagal:`, e);
          outcome[k] = { ok: false, msg: messageOf(e) };
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(IMPORT_CONCURRENCY, orders.length) }, worker));
    orders.forEach((o, i) => {
      const no = String(o?.no_order_mp ?? '');
      const x = outcome[i];
      if (x.ok) r.berhasil.push(no);
      else r.gagal.push({ no_order_mp: no, msg: x.msg });
    });
    for (const no of batch) if (!seen.has(no)) r.gagal.push({ no_order_mp: no, msg: `Detail pesanan ${no} tidak diberikan oleh ${shop.marketplace}.` });
  }
}

/**
 * Pulls the orders of a shop updated since `since` (Unix seconds) up to now, and imports them.
 * Never throws for a platform's failure: the run records it (`msg`), as each order's.
 */
export async function pullOrders(
  db: Database,
  company: Company,
  shop: OrderShop,
  adapter: MarketplaceAdapter,
  accessFor: AccessFor,
  since: number,
  opts: { sumber?: PullSource; now?: number } = {},
): Promise<PullResult> {
  const to = opts.now ?? Math.floor(Date.now() / 1000);
  const r: PullResult = { tarik_id: await begin(db, company, shop, opts.sumber ?? 'tarik', since, to), berhasil: [], gagal: [], msg: '', malformed: false };
  const nos: string[] = [];
  try {
    for (let from = since; from < to; from += WINDOW_SECONDS) {
      const end = Math.min(to, from + WINDOW_SECONDS);
      let cursor = '';
      for (let page = 0; page < 10_000; page++) {
        const got = await retried(async () => adapter.orderList(await accessFor(shop.marketplace, shop.shop_id), { from, to: end, cursor }));
        if (!got || !Array.isArray(got.orders) || typeof got.next !== 'string') throw new MpError('malformed', 'daftar pesanan tidak sesuai');
        for (const no of got.orders) if (!nos.includes(no)) nos.push(no);
        if (!got.next || got.next === cursor) break;
        cursor = got.next;
      }
    }
  } catch (e) {
    r.malformed = e instanceof MpError && e.kind === 'malformed';
    r.msg = messageOf(e);
  }
  // What the list gave before a failure is still imported.
  await importAll(db, company, shop, adapter, accessFor, nos, r);
  await finish(db, company, r);
  return r;
}

/** Imports named orders (a push's hint), logged as one run. */
export async function pullNamed(db: Database, company: Company, shop: OrderShop, adapter: MarketplaceAdapter, accessFor: AccessFor, nos: string[]): Promise<PullResult> {
  const r: PullResult = { tarik_id: await begin(db, company, shop, 'push', 0, 0), berhasil: [], gagal: [], msg: '', malformed: false };
  await importAll(db, company, shop, adapter, accessFor, [...new Set(nos)], r);
  await finish(db, company, r);
  return r;
}
