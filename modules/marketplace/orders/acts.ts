/**
 * The order acts (spec §7.6, issue 37 items 5 and 6): `mp_getorder {shop_id}` pulls a shop's orders
 * now — after the act's transaction, since no platform call is made inside one — and
 * `mp_get_logorder {shop_id}` gives the last pull's outcome for popup 3 (Log Get Order). When a
 * pull has something to say, the company gets the notice 'Proses Get Order Marketplace' naming the
 * shop (spec §4: its toast opens that log).
 */
import { z } from 'zod';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { afterCommit, defineAct, rowsOf, type Company, type Database, type Tx } from '@niaga/kernel/server';
import { sendMessage } from '@niaga/system/server';
import { marketplaceToko } from '../tables';
import { periodic } from '../engine/worker';
import type { Marketplace } from '../shops';
import { accessOf, adapterOf } from './deps';
import { opensHere } from '../connect';
import { NUM_MALFORMED, MALFORMED_MSG } from './errors';
import type { OrderShop } from './import';
import { pullNamed, pullOrders, sinceOf, type PullResult, type PullSource } from './pull';
import { mpTarik, mpTarikBaris } from './tables';
import { pollDue } from './pacing';
import type { HistoryOrderReply, HistoryOrderRow, LogOrderReply } from '../replies';

export const GET_ORDER_TITLE = 'Proses Get Order Marketplace';

const shopSchema = z
  .object({
    shop_id: z.coerce.string({ error: 'shop_id wajib diisi' }).trim().min(1, 'shop_id wajib diisi').max(60),
    marketplace: z.string().trim().max(20).optional(),
  })
  .passthrough();

/** A shop of the company by its id (and marketplace when given); 40 when it is not connected here. */
export async function shopOf(tx: Tx, shop_id: string, marketplace?: string): Promise<OrderShop> {
  const [s] = await tx
    .select({ marketplace: marketplaceToko.marketplace, shop_id: marketplaceToko.shop_id, namatoko: marketplaceToko.namatoko, dept: marketplaceToko.dept })
    .from(marketplaceToko)
    .where(marketplace ? and(eq(marketplaceToko.shop_id, shop_id), eq(marketplaceToko.marketplace, marketplace)) : eq(marketplaceToko.shop_id, shop_id))
    .orderBy(asc(marketplaceToko.marketplace))
    .limit(1);
  if (!s) throw new ActError(NUM.NOT_FOUND, `Toko marketplace ${shop_id} tidak terhubung dengan perusahaan ini.`);
  return { ...s, marketplace: s.marketplace as Marketplace };
}

/** Pulls running now, by company and shop: one at a time per shop. */
const running = new Map<string, Promise<PullResult | null>>();
const keyOf = (company: Company, shop: OrderShop) => `${company.idperusahaan}/${shop.marketplace}/${shop.shop_id}`;

/** The notice of a pull (nothing when it found nothing). */
async function notify(db: Database, company: Company, shop: OrderShop, r: PullResult, sumber: PullSource) {
  // The poll speaks only of orders (its own failure is in the log, not a toast every 5 minutes).
  if (!r.berhasil.length && !r.gagal.length && (!r.msg || sumber === 'tarik')) return;
  const isi = r.msg
    ? `${shop.namatoko || shop.shop_id}: ${r.msg}`
    : `${shop.namatoko || shop.shop_id}: ${r.berhasil.length} pesanan berhasil disimpan, ${r.gagal.length} gagal.`;
  await sendMessage(db, { topic: 'pesan', idperusahaan: company.idperusahaan, judul: GET_ORDER_TITLE, isi, shop_id: shop.shop_id }).catch((e: Error) =>
    console.error(`[marketplace] notifikasi pesanan gagal: ${e.message}`),
  );
}

/**
 * Runs one pull of a shop outside any transaction (the poll, `mp_getorder`, a push's orders), then
 * its notice. A pull of the same shop already running is joined, not repeated (unless `nos` are
 * named: a push's orders are pulled after it).
 */
export function startPull(db: Database, company: Company, shop: OrderShop, sumber: PullSource, nos?: string[]): Promise<PullResult | null> {
  const key = keyOf(company, shop);
  const busy = running.get(key);
  if (busy && !nos) return busy;
  const work = (async () => {
    if (busy) await busy.catch(() => null);
    const accessFor = accessOf(db, company);
    const adapter = adapterOf(shop.marketplace);
    if (!adapter) return null;
    const r = nos ? await pullNamed(db, company, shop, adapter, accessFor, nos) : await pullOrders(db, company, shop, adapter, accessFor, await sinceOf(db, company, shop), { sumber });
    await notify(db, company, shop, r, nos ? 'push' : sumber);
    return r;
  })();
  const tracked = work.finally(() => {
    if (running.get(key) === tracked) running.delete(key);
  });
  running.set(key, tracked);
  return tracked;
}

/** Waits for the pulls running now (tests, shutdown). */
export const pullsSettled = () => Promise.allSettled([...running.values()]);

/** How often every connected shop's orders are polled (the safety net under the pushes). */
export const POLL_MS = 5 * 60_000;

/** Polls every connected shop of a company once: the sync engine's periodic task (registered below). */
export async function pollCompany(db: Database, company: Company): Promise<void> {
  const shops = await db.tx(company.schema_name, (tx) =>
    tx.select({ marketplace: marketplaceToko.marketplace, shop_id: marketplaceToko.shop_id, namatoko: marketplaceToko.namatoko, dept: marketplaceToko.dept, status: marketplaceToko.status, token: marketplaceToko.token }).from(marketplaceToko),
  );
  for (const s of shops) {
    // A marketplace without its configuration, or a shop to connect again, is not asked every 5 minutes.
    const adapter = adapterOf(s.marketplace as Marketplace);
    if (!adapter || adapter.missingConfig() || s.status !== 'aktif') continue;
    // A shop whose token this server cannot open (sealed under another key) is left to the server that can.
    if (!opensHere(s.token)) continue;
    // A platform that asks to be polled less often (Lazada), with backoff after failures.
    if (adapter.pollIntervalMs && !(await pollDue(db, company, s, adapter.pollIntervalMs()))) continue;
    await startPull(db, company, { marketplace: s.marketplace as Marketplace, shop_id: s.shop_id, namatoko: s.namatoko, dept: s.dept }, 'tarik');
  }
}

periodic('order-poll', POLL_MS, (db, company) => pollCompany(db, company));

/** How long mp_getorder waits for its pull before it answers 600 and lets it finish in the background. */
let waitMs = 20_000;
/** The wait of mp_getorder (tests); returns the previous. */
export function getOrderWait(ms: number): number {
  const before = waitMs;
  waitMs = ms;
  return before;
}
export const GET_ORDER_TIMEOUT_MSG = 'Waktu tunggu habis, proses get order berlanjut di latar belakang...';

/** A pull's outcome as the log reply of popup 3. */
const logReply = (r: PullResult) => ({
  tbl_info_tanggal: [{ tanggal: new Date().toISOString(), msg: r.msg, num: r.malformed ? NUM_MALFORMED : r.msg ? NUM.RULE : 0 }],
  tbl_info_success: r.berhasil.map((no_order_mp) => ({ no_order_mp })),
  tbl_info_failed: r.gagal,
});

export const mp_getorder = defineAct({
  name: 'mp_getorder',
  summary:
    'Tarik pesanan marketplace sekarang {shop_id} (marketplace boleh): setelah transaksi act selesai, pesanan yang berubah sejak tarikan terakhir diambil dari marketplace dan disimpan sebagai Pesanan Marketplace → shop_id, tbl_info_tanggal, tbl_info_success [{no_order_mp}], tbl_info_failed [{no_order_mp, msg}] (seperti mp_get_logorder), dan notifikasi "Proses Get Order Marketplace". 2 "Data yang diterima bermasalah" bila balasan marketplace tidak sesuai; 600 bila lewat batas tunggu (proses berlanjut, hasilnya di notifikasi dan mp_get_logorder); 40 bila toko tidak terhubung; 1 bila marketplace belum dikonfigurasi atau tarikan gagal.',
  module: 'marketplace',
  access: { modul: 'mPesananMarketplace', aksi: 'madd' },
  log: 'proses',
  schema: shopSchema,
  async handler(ctx, p) {
    const shop = await shopOf(ctx.tx, p.shop_id, p.marketplace);
    const adapter = adapterOf(shop.marketplace);
    if (!adapter) throw new ActError(NUM.RULE, `Marketplace ${shop.marketplace} belum dikonfigurasi di server ini.`);
    const missing = adapter.missingConfig();
    if (missing) throw new ActError(NUM.RULE, missing);
    const db = ctx.db;
    const company = ctx.company!;
    const wait = waitMs;
    ctx.activity?.({ dokumen: `${shop.marketplace} ${shop.shop_id}` });
    // The platform is called after this act's transaction (kernel afterCommit), never inside it.
    return afterCommit(async () => {
      const pull = startPull(db, company, shop, 'manual');
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((r) => (timer = setTimeout(() => r('late'), wait)));
      const r = await Promise.race([pull, late]).finally(() => clearTimeout(timer));
      if (r === 'late') {
        pull.catch((e: unknown) => console.error(`[marketplace] tarik pesanan ${shop.shop_id}:`, e));
        throw new ActError(NUM.BACKGROUND, GET_ORDER_TIMEOUT_MSG);
      }
      if (!r) throw new ActError(NUM.RULE, `Marketplace ${shop.marketplace} belum dikonfigurasi di server ini.`);
      if (r.malformed) throw new ActError(NUM_MALFORMED, MALFORMED_MSG, logReply(r));
      if (r.msg) throw new ActError(NUM.RULE, r.msg, logReply(r));
      return { shop_id: shop.shop_id, ...logReply(r) };
    });
  },
});

export const mp_get_logorder = defineAct({
  name: 'mp_get_logorder',
  summary:
    'Log Get Order (popup 3) {shop_id}: tarikan pesanan terakhir toko → tbl_info_tanggal [{tanggal, sumber, msg, num}], tbl_info_success [{no_order_mp}] (No Nota Marketplace), tbl_info_failed [{no_order_mp, msg}]. num 2 "Data yang diterima bermasalah" bila balasan marketplace tidak sesuai. Kosong bila belum pernah ditarik.',
  module: 'marketplace',
  access: [
    { modul: 'mPesananMarketplace', aksi: 'mopen' },
    { modul: 'mSettingMP', aksi: 'mopen' },
  ],
  readOnly: true,
  schema: shopSchema,
  async handler(ctx, p): Promise<LogOrderReply> {
    const shop = await shopOf(ctx.tx, p.shop_id, p.marketplace);
    const [last] = await ctx.tx
      .select({ id: mpTarik.id, mulai: mpTarik.mulai, selesai: mpTarik.selesai, sumber: mpTarik.sumber, msg: mpTarik.msg })
      .from(mpTarik)
      .where(and(eq(mpTarik.marketplace, shop.marketplace), eq(mpTarik.shop_id, shop.shop_id), sql`${mpTarik.selesai} is not null`))
      .orderBy(desc(mpTarik.id))
      .limit(1);
    if (!last) return { tbl_info_tanggal: [], tbl_info_success: [], tbl_info_failed: [] };
    const rows = await ctx.tx.select().from(mpTarikBaris).where(eq(mpTarikBaris.tarik_id, last.id)).orderBy(asc(mpTarikBaris.id));
    const malformed = last.msg.startsWith(MALFORMED_MSG);
    return {
      tbl_info_tanggal: [{ tanggal: (last.selesai ?? last.mulai).toISOString(), sumber: last.sumber, msg: last.msg, num: malformed ? NUM_MALFORMED : last.msg ? NUM.RULE : 0 }],
      tbl_info_success: rows.filter((r) => r.berhasil).map((r) => ({ no_order_mp: r.no_order_mp })),
      tbl_info_failed: [...(last.msg ? [{ no_order_mp: '', msg: last.msg }] : []), ...rows.filter((r) => !r.berhasil).map((r) => ({ no_order_mp: r.no_order_mp, msg: r.msg }))],
    };
  },
});

/** The orders a history shows: done with (completed, cancelled, returned). */
export const HISTORY_STATUS = ['COMPLETED', 'CANCELLED', 'TO_RETURN'];

export const mp_historyorder = defineAct({
  name: 'mp_historyorder',
  summary:
    'History Pesanan Marketplace (/historypesanmarketplace): pesanan marketplace yang selesai, batal atau diretur, terbaru dulu; page (dari 0), limit (≤ 100, default 15), q (no. order, pembeli, resi, no. transaksi), status (satu status; kosong: ketiganya), shop_id → tbl_pesananmp [{id, notransaksi, tanggal, marketplace, shop_id, no_order_mp, buyer, status, total, nojual, noretur}], query_data [{totrec, totpage}].',
  module: 'marketplace',
  access: { modul: 'mHistoryOrderMarketplace', aksi: 'mopen' },
  readOnly: true,
  schema: z
    .object({
      page: z.coerce.number().int().min(0).default(0),
      limit: z.coerce.number().int().min(1).max(100).default(15),
      q: z.string().trim().max(100).optional().default(''),
      status: z.string().trim().toUpperCase().max(30).optional().default(''),
      shop_id: z.coerce.string().trim().max(60).optional().default(''),
    })
    .passthrough(),
  async handler(ctx, p): Promise<HistoryOrderReply> {
    const statuses = p.status ? [p.status] : HISTORY_STATUS;
    const like = `%${p.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = sql`status in (${sql.join(
      statuses.map((s) => sql`${s}`),
      sql`, `,
    )}) ${p.shop_id ? sql`and shop_id = ${p.shop_id}` : sql``} ${p.q ? sql`and (no_order_mp ilike ${like} or buyer ilike ${like} or resi ilike ${like} or notransaksi ilike ${like})` : sql``}`;
    const rows = await rowsOf<HistoryOrderRow>(
      ctx.tx,
      sql`select id, notransaksi, tanggal::text as tanggal, marketplace, shop_id, no_order_mp, buyer, status, total::text as total, nojual, noretur
          from pesananmp where ${where} order by tanggal desc, id desc limit ${p.limit} offset ${p.page * p.limit}`,
    );
    const [{ n }] = await rowsOf<{ n: number }>(ctx.tx, sql`select count(*)::int as n from pesananmp where ${where}`);
    return { tbl_pesananmp: rows, query_data: [{ totrec: Number(n), totpage: Math.ceil(Number(n) / p.limit) }] };
  },
});
