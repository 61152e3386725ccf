/**
 * What the storefront reads from the company's schema: the store (tokoonline), its items with the
 * price of its level and their live stock, one item with its units and variants, and the item
 * kinds (jenis) as the shop's categories. Only items the store shows are ever read: active, and
 * among the chosen ones when it shows chosen items; out of stock hidden when it says so. Server only.
 */
import { sql, type SQL } from 'drizzle-orm';
import { prepared, rowsOf, type Tx } from '@niaga/kernel/server';
import { canRemember, remembered } from './versi';

export interface Store {
  id: number;
  shareid: string;
  namatoko: string;
  logo: string;
  tema: string;
  layouttoko: string;
  layoutproduk: string;
  modebanner: string;
  kategori: string;
  wa: string;
  tampilitem: string;
  levelharga: number;
  sembunyihabis: boolean;
}

export interface ShopItem {
  kodeitem: string;
  namaitem: string;
  satuan: string;
  harga: string;
  /** Company-wide stock in base units; null: not kept in stock (a service, a non-stock item). */
  stok: string | null;
  jenis: string;
  gambar: boolean;
}

export const PER_PAGE = 24;
/** Item types whose stock the books keep (master TIPE_STOK). */
const TIPE_STOK = ['0', '3', '4', '7'];

export async function storeOf(tx: Tx, shareid: string): Promise<Store | null> {
  const [s] = await rowsOf<Store>(
    tx,
    sql`select id, shareid, namatoko, logo, tema, layouttoko, layoutproduk, modebanner, kategori, wa, tampilitem, levelharga, sembunyihabis
        from tokoonline where shareid = ${shareid} and aktif limit 1`,
  );
  return s ?? null;
}

const level = (s: Store) => sql.raw(`hargajual${Math.min(4, Math.max(1, Math.trunc(Number(s.levelharga) || 1)))}`);
const stokTipe = sql.join(TIPE_STOK.map((t) => sql`${t}`), sql`, `);

/** The items a store shows (with a search text and a category), as SQL conditions on `i`. */
function shown(s: Store, f: { q?: string; jenis?: string; kodeitem?: string; merek?: string; where?: SQL }): SQL {
  const parts: SQL[] = [sql`i.aktif`];
  if (s.tampilitem === 'pilih') parts.push(sql`exists (select 1 from tokoonline_item c where c.tokoonline_id = ${s.id} and c.kodeitem = i.kodeitem)`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(i.namaitem ilike ${like} or i.kodeitem ilike ${like})`);
  }
  if (f.jenis) parts.push(sql`i.jenis = ${f.jenis}`);
  if (f.kodeitem) parts.push(sql`i.kodeitem = ${f.kodeitem}`);
  if (f.merek) parts.push(sql`i.merek = ${f.merek}`);
  if (f.where) parts.push(f.where);
  if (s.sembunyihabis) parts.push(sql`(i.tipe not in (${stokTipe}) or coalesce((select sum(v.qty) from v_stok_item v where v.item_id = i.id), 0) > 0)`);
  return sql.join(parts, sql` and `);
}

const itemFrom = () => sql`from item i
  left join satuanitem u on u.item_id = i.id and u.satuan = i.satuan
  left join lateral (select sum(v.qty) as qty from v_stok_item v where v.item_id = i.id) st on true`;
const itemCols = (s: Store) => sql`i.kodeitem, i.namaitem, i.satuan, i.jenis, coalesce(u.${level(s)}, 0)::text as harga,
  case when i.tipe in (${stokTipe}) then coalesce(st.qty, 0)::text else null end as stok,
  exists (select 1 from item_gambar g where g.item_id = i.id) as gambar`;

/** The most items a list's ids are kept for (versi.ts `remembered`); a longer list is paged by the database. */
const IDS_KEPT = 50_000;

/**
 * One page (from 0) of the store's items, by name. In a page's transaction (one with a data
 * version: versi.ts) a list without a search text (the home, a category, a brand) is read once
 * per version as the ordered ids of all its items: its count is their number and any page is the
 * 24 items of its slice, looked up by id (no count, no OFFSET walk over the items before it). A
 * search, or a read outside a page, counts and pages in the database.
 */
export async function itemsPage(tx: Tx, s: Store, f: { q?: string; jenis?: string; merek?: string }, page: number): Promise<{ items: ShopItem[]; total: number }> {
  const where = shown(s, f);
  if (!f.q && canRemember(tx)) {
    const ids = await remembered(tx, JSON.stringify(['ids', s.id, f.jenis ?? '', f.merek ?? '']), async () => {
      const rows = await rowsOf<{ id: number }>(tx, sql`select i.id from item i where ${where} order by i.namaitem, i.kodeitem limit ${IDS_KEPT + 1}`);
      return rows.length > IDS_KEPT ? null : Int32Array.from(rows, (r) => r.id);
    });
    if (ids) {
      const mine = ids.subarray(page * PER_PAGE, (page + 1) * PER_PAGE);
      if (!mine.length) return { items: [], total: ids.length };
      // Prepared: every page of every list sends it again with other ids; planned once, not per page.
      const items = await rowsOf<ShopItem>(
        tx,
        prepared(sql`select ${itemCols(s)} ${itemFrom()} where i.id = any(${`{${mine.join(',')}}`}::int[]) order by i.namaitem, i.kodeitem`),
      );
      return { items, total: ids.length };
    }
  }
  // Counted and paged on the items alone; price and stock are read for the page's 24 only.
  // The count is shared by every page of the list: kept for the company's data version (versi.ts).
  const n = await remembered(tx, JSON.stringify([s.id, f.q ?? '', f.jenis ?? '', f.merek ?? '']), async () => {
    const [r] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from item i where ${where}`);
    return r.n;
  });
  const items = await rowsOf<ShopItem>(
    tx,
    sql`with p as (select i.id from item i where ${where} order by i.namaitem, i.kodeitem limit ${PER_PAGE} offset ${page * PER_PAGE})
        select ${itemCols(s)} from p join item i on i.id = p.id
        left join satuanitem u on u.item_id = i.id and u.satuan = i.satuan
        left join lateral (select sum(v.qty) as qty from v_stok_item v where v.item_id = i.id) st on true
        order by i.namaitem, i.kodeitem`,
  );
  return { items, total: n };
}

export interface ItemDetail extends ShopItem {
  keterangan: string;
  namajenis: string;
  units: { satuan: string; konversi: string; harga: string }[];
  variants: { iddetailvarian: string; nama: string; harga: string; stok: string | null }[];
}

export async function itemDetail(tx: Tx, s: Store, kodeitem: string): Promise<ItemDetail | null> {
  const [it] = await rowsOf<ShopItem & { id: number; tipe: string; keterangan: string; namajenis: string | null }>(
    tx,
    sql`select i.id, i.tipe, coalesce(i.keterangan, '') as keterangan, (select j.namajenis from jenis j where j.kodejenis = i.jenis) as namajenis, ${itemCols(s)}
        ${itemFrom()} where ${shown(s, { kodeitem })} limit 1`,
  );
  if (!it) return null;
  const units = await rowsOf<{ satuan: string; konversi: string; harga: string }>(
    tx,
    sql`select satuan, konversi::text, ${level(s)}::text as harga from satuanitem where item_id = ${it.id} order by konversi, urut`,
  );
  const variants =
    it.tipe === '7'
      ? await rowsOf<{ iddetailvarian: string; nama: string; harga: string; stok: string | null }>(
          tx,
          sql`select d.iddetailvarian, concat_ws(' ', nullif(d.nilai1, ''), nullif(d.nilai2, '')) as nama, d.${level(s)}::text as harga, coalesce(st.qty, 0)::text as stok
              from detailvarian d left join v_stok_item st on st.item_id = d.item_id and st.iddetailvarian = d.id
              where d.item_id = ${it.id} and d.aktif order by d.urut, d.id`,
        )
      : [];
  return { ...it, namajenis: it.namajenis ?? '', units, variants };
}

/** Items the store shows among those `where` (a condition on `i`) selects, in `order`, at most `limit`. */
export async function itemsWhere(tx: Tx, s: Store, where: SQL, order: SQL, limit: number): Promise<ShopItem[]> {
  return rowsOf<ShopItem>(tx, sql`select ${itemCols(s)} ${itemFrom()} where ${shown(s, { where })} order by ${order} limit ${limit}`);
}

/**
 * The shop's categories: its own (sharekategori, named in the shop, in their order) when it has
 * any, else the item kinds; either way only those with at least one active item.
 */
export async function categories(tx: Tx): Promise<{ kodejenis: string; namajenis: string }[]> {
  const own = await rowsOf<{ kodejenis: string; namajenis: string }>(
    tx,
    sql`select k.jenis as kodejenis, min(k.nama) as namajenis from sharekategori k where k.aktif and exists (select 1 from item i where i.jenis = k.jenis and i.aktif)
        group by k.jenis order by min(k.urut), min(k.nama)`,
  );
  if (own.length) return own;
  return rowsOf(tx, sql`select j.kodejenis, j.namajenis from jenis j where j.aktif and exists (select 1 from item i where i.jenis = j.kodejenis and i.aktif) order by j.namajenis`);
}

/** The first picture of a shown item (JPEG bytes). */
export async function itemPicture(tx: Tx, s: Store, kodeitem: string): Promise<{ mime: string; data: Buffer } | null> {
  const [g] = await rowsOf<{ mime: string; data: Buffer }>(
    tx,
    sql`select g.mime, g.data from item_gambar g join item i on i.id = g.item_id
        left join (select item_id, sum(qty) as qty from v_stok_item group by item_id) st on st.item_id = i.id
        where ${shown(s, { kodeitem })} order by g.urut, g.id limit 1`,
  );
  return g ? { mime: g.mime, data: Buffer.from(g.data) } : null;
}

export interface RichPage {
  slug: string;
  judul: string;
  ringkasan: string;
  isi: string;
  gambar: string;
  updated_at: string;
}
/** The rich-text doctypes the storefront shows (never a table named by the request). */
const RICH = { halaman: sql.raw('sharecontent'), blog: sql.raw('shareblog') } as const;
export type RichKind = keyof typeof RICH;

/** Published pages or posts, in their order (newest first among equals), without their body. */
export async function richList(tx: Tx, kind: RichKind): Promise<Omit<RichPage, 'isi'>[]> {
  return rowsOf(tx, sql`select slug, judul, ringkasan, gambar, updated_at::text from ${RICH[kind]} where terbit order by urut, updated_at desc limit 100`);
}

/** One published page or post (its body was sanitised when stored). */
export async function richOne(tx: Tx, kind: RichKind, slug: string): Promise<RichPage | null> {
  const [r] = await rowsOf<RichPage>(tx, sql`select slug, judul, ringkasan, isi, gambar, updated_at::text from ${RICH[kind]} where terbit and slug = ${slug} limit 1`);
  return r ?? null;
}

export interface Sidebar {
  cats: { kodejenis: string; namajenis: string }[];
  halaman: { slug: string; judul: string }[];
}
/** The categories and content pages beside every page: read once per data version (versi.ts `remembered`). */
export async function sidebar(tx: Tx): Promise<Sidebar> {
  return remembered(tx, 'sidebar', async () => ({ cats: await categories(tx), halaman: (await richList(tx, 'halaman')).map((h) => ({ slug: h.slug, judul: h.judul })) }));
}

/** The codes of the store's items for its sitemap (at most `limit`). */
export async function itemCodes(tx: Tx, s: Store, limit: number): Promise<string[]> {
  const rows = await rowsOf<{ kodeitem: string }>(tx, sql`select i.kodeitem ${itemFrom()} where ${shown(s, {})} order by i.kodeitem limit ${limit}`);
  return rows.map((r) => r.kodeitem);
}
