/**
 * The sync acts (spec §7.6; docs/marketplace.md): pull a shop's listings and map them
 * (itemmp_tarik), push chosen items now (setting_sync_all), read the sync log (mp_get_logsync).
 * A platform is never called inside the act's transaction: the handler checks the payload and the
 * shop in it, then returns `afterCommit(run)`; `run` calls the platform and writes in its own
 * short transactions.
 *
 * Access: the mapping is item data (mItem, as /itemadmp and /itemedmp), the sync a marketplace
 * setting (mSettingMP): either right will do.
 */
import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { afterCommit, defineAct, rowsOf, serverOf, valuesList, type ActContext, type Company, type Database, type Tx } from '@niaga/kernel/server';
import { MpError, type MpListing } from '../adapter';
import { marketplaceToko } from '../tables';
import itemmpMeta, { mappingKey } from '../itemmp/itemmp';
import { itemmpTable } from '../itemmp/mapping';
import { fillFromVariant, stampShopVariants, stampVariant, variantsOfTiktokSkus } from '../itemmp/variant-tts';
import { engineDeps, type EngineDeps } from './deps';
import { enqueueListings, type ListingKey } from './enqueue';
import { drain } from './worker';
import type { ItemTarikReply, ItemTarikRow, LogSyncReply, SyncLogRow } from '../replies';

/** How long setting_sync_all waits before it answers 600 and goes on in the background. */
export const SYNC_WAIT_MS = 20_000;
/** How long the background goes on before it leaves the rest to the worker. */
const BACKGROUND_MS = 10 * 60_000;
export const SYNC_TIMEOUT_MSG = 'Waktu tunggu habis, proses sync data berlanjut di latar belakang...';

let waitMs = SYNC_WAIT_MS;
/** The wait of setting_sync_all (tests); returns the previous. */
export function syncWait(ms: number): number {
  const before = waitMs;
  waitMs = ms;
  return before;
}

const shopSchema = z.string({ error: 'shop_id harus diisi' }).trim().min(1, 'shop_id harus diisi').max(60);
const mpSchema = z.string().trim().max(20).default('Shopee');

const requireDeps = (marketplace: string): EngineDeps => {
  const deps = engineDeps();
  const adapter = deps?.adapter(marketplace);
  if (!deps || !adapter) throw new ActError(NUM.RULE, `Marketplace ${marketplace} belum dikonfigurasi di server ini.`);
  const missing = adapter.missingConfig();
  if (missing) throw new ActError(NUM.RULE, missing);
  return deps;
};

async function requireShop(tx: Tx, marketplace: string, shop_id: string) {
  const [t] = await tx
    .select({ aktifharga: marketplaceToko.aktifharga, namatoko: marketplaceToko.namatoko })
    .from(marketplaceToko)
    .where(and(eq(marketplaceToko.marketplace, marketplace), eq(marketplaceToko.shop_id, shop_id)))
    .limit(1);
  if (!t) throw new ActError(NUM.NOT_FOUND, `Toko ${marketplace} dengan shop_id ${shop_id} belum terhubung.`, { fields: { shop_id: 'Toko belum terhubung' } });
  return t;
}

const platformError = (e: unknown) =>
  e instanceof MpError && e.kind === 'malformed' ? new ActError(2, 'Data yang diterima bermasalah') : e instanceof MpError ? new ActError(NUM.RULE, e.message) : e;

const company = (ctx: ActContext): Company => {
  if (!ctx.company) throw new ActError(NUM.NO_SESSION, 'Sesi tidak valid.');
  return ctx.company;
};

interface Match {
  kodeitem: string;
  iddetailvarian: string;
}

/**
 * Our item of each SKU: the item code, a unit's barcode, a variant's id or barcode (a variant's
 * gives the variant). Case-insensitive; one query for all.
 */
async function matchSkus(tx: Tx, skus: string[]): Promise<Map<string, Match>> {
  const wanted = [...new Set(skus.map((s) => s.trim().toUpperCase()).filter(Boolean))];
  if (!wanted.length) return new Map();
  const rows = await rowsOf<{ sku: string; kodeitem: string; iddetailvarian: string; rank: number }>(
    tx,
    sql`with w(sku) as (values ${valuesList(wanted.map((s) => [s]), ['::text'])})
        select w.sku, i.kodeitem, '' as iddetailvarian, 1 as rank from w join item i on upper(i.kodeitem) = w.sku
        union all
        select w.sku, i.kodeitem, dv.iddetailvarian, 2 from w join detailvarian dv on upper(dv.iddetailvarian) = w.sku or upper(dv.barcode) = w.sku join item i on i.id = dv.item_id
        union all
        select w.sku, i.kodeitem, '', 3 from w join satuanitem su on upper(su.barcode) = w.sku join item i on i.id = su.item_id
        order by 1, 4`,
  );
  const out = new Map<string, Match>();
  for (const r of rows) if (!out.has(r.sku)) out.set(r.sku, { kodeitem: r.kodeitem, iddetailvarian: r.iddetailvarian });
  return out;
}

/** The listings of a shop written as mappings: a person's mapping is kept, its platform data refreshed. */
async function mapListings(tx: Tx, marketplace: string, shop_id: string, listings: MpListing[]) {
  const matches = await matchSkus(tx, listings.map((l) => l.sku));
  // A TikTok SKU whose id a combination already carries maps to that combination, whatever its seller SKU.
  const byTts = await variantsOfTiktokSkus(tx, listings.map((l) => l.tts?.itemid ?? ''));
  const t = itemmpTable();
  const success: ItemTarikRow[] = [];
  const failed: ItemTarikRow[] = [];
  const fresh: ListingKey[] = [];
  const existing = new Map(
    (await rowsOf<{ kunci: string; kodeitem: string }>(tx, sql`select kunci, kodeitem from itemmp where marketplace = ${marketplace} and shop_id = ${shop_id}`)).map((r) => [r.kunci, r.kodeitem]),
  );
  for (const l of listings) {
    const kunci = mappingKey({ marketplace, shop_id, item_id: l.item_id, model_id: l.model_id });
    const had = existing.get(kunci) ?? '';
    const m = had ? { kodeitem: had, iddetailvarian: undefined } : (byTts.get(l.tts?.itemid ?? '') ?? matches.get(l.sku.trim().toUpperCase()));
    const row = { item_id: l.item_id, model_id: l.model_id || '0', sku: l.sku, namaitem: l.nama, isvarian: l.isvarian };
    const tts = l.tts ? { productid_tts: l.tts.productid, itemid_tts: l.tts.itemid, parentid_tts: l.tts.parentid } : {};
    const status = m ? 'OK' : l.sku.trim() ? `SKU '${l.sku}' tidak ditemukan di data item.` : 'SKU kosong di marketplace.';
    const values = {
      kunci, marketplace, shop_id, ...row, model_id: row.model_id,
      namaitem: l.nama.slice(0, 255), sku: l.sku.slice(0, 100), hargajual: l.harga || '0', status,
      ...(m && !had ? { kodeitem: m.kodeitem, iddetailvarian: m.iddetailvarian ?? '' } : {}),
      terpetakan: Boolean(m),
      ...tts,
    };
    await tx
      .insert(t)
      .values(values)
      .onConflictDoUpdate({ target: t.kunci, set: { sku: values.sku, namaitem: values.namaitem, isvarian: l.isvarian, hargajual: values.hargajual, status, terpetakan: Boolean(m), updated_at: new Date(), ...tts, ...(m && !had ? { kodeitem: m.kodeitem, iddetailvarian: m.iddetailvarian ?? '' } : {}) } });
    if (m) {
      success.push({ ...row, kodeitem: m.kodeitem, msg: had ? 'Sudah dipetakan' : 'Dipetakan' });
      if (!had) fresh.push({ marketplace, shop_id, item_id: l.item_id });
    } else failed.push({ ...row, kodeitem: '', msg: status });
  }
  await stampShopVariants(tx, marketplace, shop_id);
  // New mappings allocate all of the stock: pushed at once.
  await enqueueListings(tx, 'stok', fresh);
  await tx.execute(sql`insert into mp_synclog (marketplace, shop_id, jenis, item_id, model_id, sku, kodeitem, ok, msg)
                       select ${marketplace}, ${shop_id}, 'tarik', '', '', '', '', true, ${`${success.length} listing dipetakan, ${failed.length} tidak cocok`}`);
  return { success, failed };
}

export const itemmp_tarik = defineAct({
  name: 'itemmp_tarik',
  summary:
    'Tarik listing toko marketplace dan petakan ke item menurut SKU (= kodeitem, barcode satuan, ID/barcode varian): shop_id, marketplace (bawaan Shopee) → tbl_info_success [{item_id, model_id, sku, namaitem, isvarian, kodeitem, msg}], tbl_info_failed [{…, msg}] (SKU tidak cocok: dipetakan di /listitemmp). Pemetaan yang sudah ada dipertahankan. Memanggil marketplace setelah transaksi.',
  module: 'marketplace',
  access: [{ modul: 'mItem', aksi: 'madd' }, { modul: 'mSettingMP', aksi: 'medit' }],
  readOnly: true,
  schema: z.object({ shop_id: shopSchema, marketplace: mpSchema }).passthrough(),
  async handler(ctx, p) {
    const co = company(ctx);
    const deps = requireDeps(p.marketplace);
    await requireShop(ctx.tx, p.marketplace, p.shop_id);
    const db = ctx.db;
    return afterCommit(async (): Promise<ItemTarikReply> => {
      let listings: MpListing[];
      try {
        const auth = await deps.accessFor(db, co.schema_name)(p.marketplace as never, p.shop_id);
        listings = await deps.adapter(p.marketplace)!.listings(auth);
      } catch (e) {
        throw platformError(e);
      }
      const r = await db.tx(co.schema_name, (tx) => mapListings(tx, p.marketplace, p.shop_id, listings));
      return { tbl_info_success: r.success, tbl_info_failed: r.failed };
    });
  },
});

const rowSchema = z
  .object({
    shop_id: shopSchema,
    marketplace: mpSchema,
    kodeitem: z.string().trim().toUpperCase().max(30).default(''),
    item_id: z.string().trim().max(40).default(''),
  })
  .passthrough();

/** The platform items the rows name: a row with shop_id only names all of the shop's mapped items. */
async function keysOf(db: Database, schema: string, rows: z.output<typeof rowSchema>[]) {
  return db.tx(schema, async (tx) => {
    const keys: (ListingKey & { aktifharga: boolean })[] = [];
    const none: Record<string, unknown>[] = [];
    for (const r of rows) {
      const found = await rowsOf<{ item_id: string; aktifharga: boolean }>(
        tx,
        sql`select distinct m.item_id, t.aktifharga from itemmp m join marketplace_toko t on t.marketplace = m.marketplace and t.shop_id = m.shop_id
            where m.marketplace = ${r.marketplace} and m.shop_id = ${r.shop_id} and m.aktifsync and m.kodeitem <> '' and m.item_id <> ''
              and (${r.kodeitem} = '' or m.kodeitem = ${r.kodeitem}) and (${r.item_id} = '' or m.item_id = ${r.item_id})`,
      );
      if (!found.length) none.push({ shop_id: r.shop_id, kodeitem: r.kodeitem, item_id: r.item_id, sku: '', msg: 'Tidak ada item terpetakan dengan sync aktif.' });
      for (const f of found) keys.push({ marketplace: r.marketplace, shop_id: r.shop_id, item_id: f.item_id, aktifharga: Boolean(f.aktifharga) });
    }
    // Price rows first: every writer of the outbox locks its rows in (kind, marketplace, shop_id, kunci) order.
    const harga = await enqueueListings(tx, 'harga', keys.filter((k) => k.aktifharga));
    const stok = await enqueueListings(tx, 'stok', keys);
    const [{ id }] = await rowsOf<{ id: number }>(tx, sql`select coalesce(max(id), 0)::int as id from mp_synclog`);
    return { keys, none, ids: [...stok, ...harga], logFrom: Number(id) };
  });
}

export const setting_sync_all = defineAct({
  name: 'setting_sync_all',
  summary: `Sync stok (dan harga bila toko aktifharga) sekarang: MarketPlaceData [{shop_id, marketplace (bawaan Shopee), kodeitem?, item_id?}] (hanya shop_id: semua item terpetakan toko itu) → tbl_info_success [{shop_id, item_id, model_id, sku, kodeitem, jenis, nilai}], tbl_info_failed [{…, msg}]. Lewat batas waktu: num 600 '${SYNC_TIMEOUT_MSG}', proses berlanjut.`,
  module: 'marketplace',
  access: [{ modul: 'mSettingMP', aksi: 'medit' }, { modul: 'mItem', aksi: 'medit' }],
  readOnly: true,
  schema: z.object({ MarketPlaceData: z.array(rowSchema, { error: 'MarketPlaceData harus berupa daftar' }).min(1, 'MarketPlaceData kosong').max(1000) }).passthrough(),
  async handler(ctx, p) {
    const co = company(ctx);
    for (const m of new Set(p.MarketPlaceData.map((r) => r.marketplace))) requireDeps(m);
    const deps = engineDeps()!;
    for (const r of p.MarketPlaceData) await requireShop(ctx.tx, r.marketplace, r.shop_id);
    const db = ctx.db;
    const wait = waitMs;
    return afterCommit(async () => {
      const { keys, none, ids, logFrom } = await keysOf(db, co.schema_name, p.MarketPlaceData);
      // The sync goes on whatever the wait: past it, the answer is 600 and the rest finishes in the
      // background (a call under way is not cut short; the worker would send the rows anyway).
      const work = ids.length ? drain(db, co, deps, { ids, untried: true, deadline: Date.now() + BACKGROUND_MS }) : Promise.resolve(true);
      let timer: NodeJS.Timeout | undefined;
      const waited = await Promise.race([work, new Promise<'habis'>((r) => (timer = setTimeout(() => r('habis'), wait)))]);
      clearTimeout(timer);
      if (waited === 'habis') {
        work.catch((e: unknown) => console.error(`[marketplace] sync ${co.idperusahaan}:`, e));
        throw new ActError(NUM.BACKGROUND, SYNC_TIMEOUT_MSG);
      }
      const log = keys.length
        ? await db.tx(co.schema_name, (tx) =>
            rowsOf<Record<string, unknown> & { ok: boolean }>(
              tx,
              sql`select l.shop_id, l.item_id, l.model_id, l.sku, l.kodeitem, l.jenis, l.nilai, l.ok, l.msg from mp_synclog l
                  join (values ${valuesList(keys.map((k) => [k.marketplace, k.shop_id, k.item_id]))}) as k(marketplace, shop_id, item_id)
                    on l.marketplace = k.marketplace and l.shop_id = k.shop_id and l.item_id = k.item_id
                  where l.id > ${logFrom} and l.jenis in ('stok', 'harga') order by l.shop_id, l.item_id, l.model_id, l.jenis desc, l.id`,
            ),
          )
        : [];
      const strip = ({ ok: _ok, ...r }: Record<string, unknown>) => r;
      return { tbl_info_success: log.filter((l) => l.ok).map(({ msg: _m, ...r }) => strip(r)), tbl_info_failed: [...none, ...log.filter((l) => !l.ok).map(strip)] };
    });
  },
});

export const mp_get_logsync = defineAct({
  name: 'mp_get_logsync',
  summary:
    'Log sync data satu toko (popup Log Sync Data): shop_id → tbl_info_success [{sku, kodeitem, item_id, model_id, jenis, nilai, msg, tanggal_sync}], tbl_info_failed [{…, msg}] (24 jam terakhir sampai sync terakhir, maks. 500 masing-masing), tbl_info_tanggal [{tanggal_sync}] (sync terakhir).',
  module: 'marketplace',
  access: [{ modul: 'mSettingMP', aksi: 'mopen' }, { modul: 'mItem', aksi: 'mopen' }],
  readOnly: true,
  schema: z.object({ shop_id: shopSchema }).passthrough(),
  async handler(ctx, p): Promise<LogSyncReply> {
    const [last] = await rowsOf<{ t: string | null }>(ctx.tx, sql`select max(tanggal_sync) as t from mp_synclog where shop_id = ${p.shop_id}`);
    if (!last?.t) return { tbl_info_success: [], tbl_info_failed: [], tbl_info_tanggal: [] };
    const rows = (ok: boolean) =>
      rowsOf<SyncLogRow>(
        ctx.tx,
        sql`select sku, kodeitem, item_id, model_id, jenis, nilai, msg, to_char(tanggal_sync, 'YYYY-MM-DD HH24:MI:SS') as tanggal_sync from mp_synclog
            where shop_id = ${p.shop_id} and ok = ${ok} and tanggal_sync > ${last.t}::timestamptz - interval '24 hours' order by id desc limit 500`,
      );
    const [tgl] = await rowsOf<{ tanggal_sync: string }>(ctx.tx, sql`select to_char(${last.t}::timestamptz, 'YYYY-MM-DD HH24:MI:SS') as tanggal_sync`);
    return { tbl_info_success: await rows(true), tbl_info_failed: await rows(false), tbl_info_tanggal: [tgl] };
  },
});

/** A mapping saved: `terpetakan` follows its item; its listing is pushed (stock, and price when the shop syncs prices). */
export const itemmpServer = serverOf(itemmpMeta, {
  async beforeSave(ctx, rec, old) {
    rec.terpetakan = Boolean(rec.kodeitem);
    await fillFromVariant(ctx.tx, rec, old ? Number(old.id) : null);
  },
  async afterSave(ctx, saved) {
    await stampVariant(ctx.tx, saved);
    if (!saved.aktifsync || !saved.kodeitem || !saved.item_id) return;
    const key = { marketplace: String(saved.marketplace), shop_id: String(saved.shop_id), item_id: String(saved.item_id) };
    // Price first: the outbox's rows are locked in (kind, marketplace, shop_id, kunci) order by every writer.
    const [t] = await rowsOf<{ aktifharga: boolean }>(ctx.tx, sql`select aktifharga from marketplace_toko where marketplace = ${key.marketplace} and shop_id = ${key.shop_id}`);
    if (t?.aktifharga) await enqueueListings(ctx.tx, 'harga', [key]);
    await enqueueListings(ctx.tx, 'stok', [key]);
  },
});

export const syncActs = [itemmp_tarik, setting_sync_all, mp_get_logsync];
