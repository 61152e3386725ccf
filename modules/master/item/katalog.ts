/**
 * The catalogue a till keeps (issue 11 and 14; docs/items.md "Till catalogue"): the active items
 * with their units, barcodes, price levels, active variant combinations, customer-group
 * prices and prices by quantity, as columnar JSON (one array per field; the n-th entries of a part's arrays are its n-th
 * row):
 * - `item`: id, kodeitem, namaitem, tipe, satuan, jenispajak, timbangan (0/1), bulat (0/1),
 *   opsibulat, nilaibulat;
 * - one part per child table of KATALOG_PARTS (`satuan`, `varian`, `grup`, `hargajumlah`): the item's id, then
 *   the part's fields, in the item's row order.
 * Decimals are strings without trailing zeros ("1.5", "12").
 *
 * MAINTAINED: the catalogue is kept in `katalog_blok`, one row per block of KATALOG_BLOK item ids
 * (`blok_katalog(id)` = id / 5000, a SQL function of the migration), holding the block's JSON
 * gzipped (`isi`), its md5 (`versi`) and its number of items. Statement triggers on `item` and on
 * every table of KATALOG_PARTS add a mark (`katalog_basi`) for the blocks of the rows a statement
 * inserts, updates or deletes, in the writer's own transaction (migration, data step of katalog).
 * A load (`item_katalog`, the sales module's `kasir_katalog`) rebuilds marked blocks first (for at
 * most half a second a call: on PGlite every other act waits meanwhile; `lagi` asks the till to
 * call again while some are left), then answers the blocks whose `versi` differs from what the
 * till says it holds (`punya`): a till that keeps its blocks gets only what changed. A block also
 * carries `cari`: its rows sorted by each code a scan looks up, so the till searches without
 * building an index (modules/sales/screens/katalog.ts).
 */
import { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import { customType, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createHash } from 'node:crypto';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { companies, defineAct, inList, rowsOf, type ActDef, type Database, type Tx } from '@niaga/kernel/server';
import { LEVEL_HARGA } from './item';

const HARGA = LEVEL_HARGA.map((n) => `hargajual${n}`);
const gzipAsync = promisify(gzip);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/** Item ids a block holds: the same number as the migration's `blok_katalog(id)` (id / 5000). */
export const KATALOG_BLOK = 5000;

/** The maintained catalogue: one row per block of item ids (see above), written only by a load. */
export const katalogBlok = pgTable('katalog_blok', {
  blok: integer('blok').primaryKey(),
  /** md5 of the block's JSON. */
  versi: varchar('versi', { length: 32 }).notNull(),
  jumlah: integer('jumlah').notNull(),
  /** The block's columnar JSON, gzipped. */
  isi: bytea('isi').notNull(),
});

/**
 * The marks of stale blocks: a row per block a writing statement touched (the triggers insert
 * them, never update or lock a shared row, so a writer never waits for a loading till nor the
 * till for a writer). No key: a block may be marked many times until a load rebuilds it.
 */
export const katalogBasi = pgTable('katalog_basi', { blok: integer('blok').notNull() }, (t) => [index('katalog_basi_blok').on(t.blok)]);

/** The item fields of the catalogue, in its `item` columns (after `id`). */
export const KATALOG_ITEM = ['kodeitem', 'namaitem', 'tipe', 'satuan', 'jenispajak', 'timbangan', 'bulat', 'opsibulat', 'nilaibulat'] as const;

/** A child table the catalogue carries: its part in the JSON, its table, its fields (after the item's id), which rows. */
export interface KatalogPart {
  part: string;
  table: string;
  fields: readonly string[];
  /** A condition on the table's rows (default: all). */
  where?: string;
  /** Fields a scan looks a code up by: the block carries its rows sorted by each (`cari`). */
  keys?: readonly string[];
}

/**
 * The child tables of the catalogue. One more (prices by quantity, say) is one more entry here,
 * its decimal fields in DECIMAL, its statement triggers beside the others in the migration (the
 * test 'every table of the catalogue marks its blocks stale' checks they are there), and its
 * decoding in modules/sales/screens/katalog.ts (decodeKatalog).
 */
export const KATALOG_PARTS: readonly KatalogPart[] = [
  { part: 'satuan', table: 'satuanitem', fields: ['satuan', 'konversi', 'barcode', ...HARGA], keys: ['barcode'] },
  { part: 'varian', table: 'detailvarian', fields: ['iddetailvarian', 'nilai1', 'nilai2', 'barcode', ...HARGA], where: 'aktif', keys: ['iddetailvarian', 'barcode'] },
  { part: 'grup', table: 'hargagruppel', fields: ['kgruppel', 'satuan', 'hargajual'] },
  // Prices by quantity (@niaga/core hargaJual): iddetailvarian '' = every combination of the item.
  { part: 'hargajumlah', table: 'hargajumlah', fields: ['satuan', 'iddetailvarian', 'jumlahdari', 'hargajual'] },
];

/** Fields written as decimal strings without trailing zeros, and flags written 0/1. */
const DECIMAL = new Set(['konversi', 'nilaibulat', 'hargajual', 'jumlahdari', ...HARGA]);
const FLAG = new Set(['timbangan', 'bulat']);
/** `json_build_object('f', json_agg(f), …)` over rows already in order: one array per field. */
const columns = (fields: readonly string[]) =>
  `json_build_object(${fields.map((f) => `'${f}', coalesce(json_agg(${DECIMAL.has(f) ? `trim_scale(${f})::text` : FLAG.has(f) ? `${f}::int` : f}), '[]')`).join(', ')})`;

/**
 * The catalogue of the active items `items` selects (a condition on `item`), as its JSON text,
 * built by the database in one statement: the items by primary key, their child rows by the range
 * of their ids through each child table's item index. Besides the parts, `cari` gives for each
 * looked-up field ('item.kodeitem', 'satuan.barcode', 'varian.iddetailvarian', 'varian.barcode')
 * the part's row numbers (from 0) sorted by that field, byte order, empty values left out: the
 * till finds a code by binary search and builds no index of its own.
 */
async function buildJson(tx: Tx, items: SQL): Promise<{ katalog: string; jumlah: number }> {
  const within = `item_id between (select min(id) from p) and (select max(id) from p) and item_id in (select id from p)`;
  const ctes = KATALOG_PARTS.map(
    (t) => `, c_${t.part} as materialized (select row_number() over (order by item_id, urut) - 1 as r, item_id as id, ${t.fields.join(', ')} from ${t.table} where ${t.where ? `${t.where} and ` : ''}${within})`,
  );
  const parts = KATALOG_PARTS.map((t) => `, '${t.part}', (select ${columns(['id', ...t.fields])} from (select * from c_${t.part} order by r) x)`);
  const sorted = (part: string, field: string) => `'${part}.${field}', (select coalesce(json_agg(r order by ${field} collate "C"), '[]') from ${part === 'item' ? 'c_item' : `c_${part}`} where ${field} <> '')`;
  const cari = [sorted('item', 'kodeitem'), ...KATALOG_PARTS.flatMap((t) => (t.keys ?? []).map((k) => sorted(t.part, k)))].join(', ');
  const [row] = await rowsOf<{ katalog: string; jumlah: number }>(
    tx,
    sql`
      with p as materialized (select id, ${sql.raw(KATALOG_ITEM.join(', '))} from item where aktif and ${items}),
      c_item as (select row_number() over (order by id) - 1 as r, kodeitem from p)${sql.raw(ctes.join(''))}
      select (select count(*)::int from p) as jumlah, json_build_object(
        'item', (select ${sql.raw(columns(['id', ...KATALOG_ITEM]))} from (select * from p order by id) x)${sql.raw(parts.join(''))},
        'cari', json_build_object(${sql.raw(cari)})
      )::text as katalog`,
  );
  return row;
}

/** A block as a load answers it: `katalog` is its gzipped JSON in base64. */
export interface KatalogBlokIsi {
  blok: number;
  versi: string;
  jumlah: number;
  katalog: string;
}

/** Builds block `blok` from the tables: its gzipped JSON, md5 and number of items. */
async function buildBlock(tx: Tx, blok: number): Promise<{ isi: Buffer; versi: string; jumlah: number }> {
  const { katalog, jumlah } = await buildJson(tx, sql`id >= ${blok * KATALOG_BLOK} and id < ${(blok + 1) * KATALOG_BLOK}`);
  return { isi: await gzipAsync(katalog, { level: 6 }), versi: createHash('md5').update(katalog).digest('hex'), jumlah };
}

/** How long one load may spend rebuilding stale blocks (at least one is rebuilt): on PGlite every other act waits meanwhile. */
export const KATALOG_REBUILD_MS = 500;

/**
 * Rebuilds stale blocks, in block order, for at most `budgetMs` (at least one). For each, its
 * marks are deleted first and the block read after, in a statement of its own: every write whose
 * mark this removed was committed before and is in what is built; a writer not yet committed
 * keeps its mark (the delete does not see it) and its block is built again by a later load.
 * Returns the blocks still stale.
 */
export async function rebuildStale(tx: Tx, budgetMs = KATALOG_REBUILD_MS): Promise<number[]> {
  const stale = (await rowsOf<{ blok: number }>(tx, sql`select distinct blok from katalog_basi order by blok`)).map((r) => r.blok);
  const until = performance.now() + budgetMs;
  let done = 0;
  for (const blok of stale) {
    if (done && performance.now() > until) break;
    await tx.execute(sql`delete from katalog_basi where blok = ${blok}`);
    const b = await buildBlock(tx, blok);
    await tx.execute(sql`insert into katalog_blok (blok, versi, jumlah, isi) values (${blok}, ${b.versi}, ${b.jumlah}, ${b.isi}) on conflict (blok) do update set versi = excluded.versi, jumlah = excluded.jumlah, isi = excluded.isi`);
    done++;
  }
  return stale.slice(done);
}

/** The background builder's turn: how often, and how long it may hold a company's database a turn. */
export const KATALOG_BUILDER_MS = 2_000;
export const KATALOG_BUILDER_BUDGET_MS = 200;

/**
 * One turn of the background builder: for every company with stale blocks, rebuilds them for at
 * most `budgetMs` (at least one block), so that a till's next load finds them ready instead of
 * building them itself. A company without marks costs one short read. A company another process's
 * builder holds (an advisory lock for its transaction) is left to it. Returns the blocks still
 * stale, per company schema.
 */
export async function buildStaleBlocks(db: Database, budgetMs = KATALOG_BUILDER_BUDGET_MS): Promise<Map<string, number>> {
  const schemas = (await db.tx(null, (tx) => tx.select({ schema: companies.schema_name }).from(companies))).map((c) => c.schema);
  const left = new Map<string, number>();
  for (const schema of schemas) {
    const n = await db
      .tx(schema, async (tx) => {
        // Marks, and no other process's builder on this company now (several Niaga processes on one
        // database: each company's blocks are built by one of them a turn; issue 43).
        const [r] = await rowsOf<{ mine: boolean }>(tx, sql`select pg_try_advisory_xact_lock(hashtext(${`niaga-katalog:${schema}`})) as mine from katalog_basi limit 1`);
        return r?.mine ? (await rebuildStale(tx, budgetMs)).length : 0;
      })
      .catch(() => 0); // a company being created or restored: its next turn
    if (n) left.set(schema, n);
  }
  return left;
}

/**
 * Starts the background builder (one turn every `everyMs`, never two at once); returns its stop.
 * After a write (an item saved, a file of 10,000 items imported) the blocks it touched are built
 * within a few turns, behind the tills.
 */
export function startKatalogBuilder(db: Database, everyMs = KATALOG_BUILDER_MS): () => void {
  let busy = false;
  const t = setInterval(() => {
    if (busy) return;
    busy = true;
    buildStaleBlocks(db)
      .catch((e: Error) => console.error(`[katalog] pembangunan blok gagal: ${e.message}`))
      .finally(() => (busy = false));
  }, everyMs);
  t.unref();
  return () => clearInterval(t);
}

export const KATALOG_MAKS = 20;

export const katalogSchema = z.object({
  punya: z
    .record(z.string().regex(/^\d{1,9}$/, 'punya: nomor blok harus berupa angka'), z.string({ error: 'punya: versi harus berupa teks' }).max(32), { error: 'punya harus berupa objek {blok: versi}' })
    .refine((r) => Object.keys(r).length <= 100_000, 'punya: terlalu banyak blok')
    .default({}),
  maks: z.coerce.number({ error: 'maks harus berupa angka' }).int().min(1).max(100).default(KATALOG_MAKS),
});
export type KatalogInput = z.output<typeof katalogSchema>;

export const KATALOG_SUMMARY =
  'punya {blok: versi} (blok yang sudah disimpan kasir; kosong = muat semua), maks (blok berisi per balasan, maks. 100) → blok [{blok, versi, jumlah}] (semua blok katalog saat ini; blok yang tidak ada di sini dibuang kasir), isi [{blok, versi, jumlah, katalog}] (blok yang versinya beda dari punya; katalog = JSON kolom gzip base64: {item: {id, kodeitem, namaitem, tipe, satuan, jenispajak, timbangan, bulat, opsibulat, nilaibulat}, satuan: {id, satuan, konversi, barcode, hargajual1..4}, varian: {id, iddetailvarian, nilai1, nilai2, barcode, hargajual1..4}, grup: {id, kgruppel, satuan, hargajual}, hargajumlah: {id, satuan, iddetailvarian, jumlahdari, hargajual}}, id = id item), lagi (1 = masih ada blok berubah: panggil lagi dengan punya yang baru).';

/**
 * A load: stale blocks rebuilt (for at most KATALOG_REBUILD_MS), then every block's version and
 * the content of those the till lacks (at most `maks`). A block still stale is listed (the till
 * keeps what it has of it) but not sent: `lagi` says to call again, when it will have been rebuilt.
 */
export async function loadCatalog(tx: Tx, p: KatalogInput, budgetMs = KATALOG_REBUILD_MS): Promise<{ blok: Array<{ blok: number; versi: string; jumlah: number }>; isi: KatalogBlokIsi[]; lagi: 0 | 1 }> {
  const stale = new Set(await rebuildStale(tx, budgetMs));
  const blok = await rowsOf<{ blok: number; versi: string; jumlah: number }>(tx, sql`select blok, versi, jumlah from katalog_blok order by blok`);
  const wanted = blok.filter((b) => !stale.has(b.blok) && p.punya[String(b.blok)] !== b.versi);
  const take = wanted.slice(0, p.maks);
  const rows = take.length ? await rowsOf<{ blok: number; isi: Uint8Array }>(tx, sql`select blok, isi from katalog_blok where blok in ${inList(take.map((b) => b.blok))}`) : [];
  const stored = new Map(rows.map((r) => [r.blok, Buffer.from(r.isi).toString('base64')]));
  return { blok, isi: take.map((b) => ({ ...b, katalog: stored.get(b.blok) ?? '' })), lagi: wanted.length > take.length || stale.size ? 1 : 0 };
}

/** `item_katalog`: the catalogue for the master (item right); the till's `kasir_katalog` answers the same. */
export function itemCatalogAct(generic: ActDef): ActDef {
  return defineAct({
    name: 'item_katalog',
    module: generic.module,
    access: generic.access,
    summary: `Katalog item untuk kasir, per blok id item yang dirawat (hanya blok yang berubah): ${KATALOG_SUMMARY}`,
    schema: katalogSchema,
    handler: (ctx, p) => loadCatalog(ctx.tx, p),
  });
}
