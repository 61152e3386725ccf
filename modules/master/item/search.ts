/**
 * The one item search (issue 11, deliver 4): every item picker (`item_pick`, which the generic
 * RefPicker and the grids' scan box call) and the till use it. By
 * - a code or barcode typed or scanned exactly (`exact`): the item code, any unit's barcode (that
 *   unit is chosen), a variant's barcode or `iddetailvarian` (that variant is chosen);
 * - a search text (`q`): the item code by prefix, every word of the name, any unit's or variant's
 *   barcode exactly, and words naming a variant's values ("kaos merah xl");
 * with `varian: 1` a variant item comes back once per combination (`iddetailvarian`, values,
 * barcode and prices of the combination), as the till needs.
 *
 * Each way of matching is its own indexed query (the code's prefix index, the name's trigram
 * index, the barcodes' unique indexes, the variant values' indexes), put together with UNION ALL
 * and ranked: exact barcode or code first, then codes by prefix, then names, then variant values.
 * The catalogue a till keeps (`item_katalog`) is in ./katalog.ts.
 */
import { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import { defineAct, inList, rowsOf, type ActDef, type Tx } from '@niaga/kernel/server';
import { escapeLike } from '@niaga/kernel/server';
import { yesNo } from '@niaga/kernel';
import itemMeta, { LEVEL_HARGA, TIPE_VARIAN } from './item';

type Rec = Record<string, unknown>;

const ITEM_FIELDS = Object.keys(itemMeta.fields);
const HARGA = LEVEL_HARGA.map((n) => `hargajual${n}`);
const MAX_WORDS = 6;
/**
 * Codes by prefix: up to this many matches (the filter's) are read through the prefix index and
 * sorted; with more, the code index is walked in order until `limit` match (under the C collation,
 * PGlite's, that walk starts at the prefix; under others at the first code).
 */
const FEW_CODES = 500;

const filterValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()])).max(200)]);

export const searchSchema = z.object({
  q: z.string({ error: 'q harus berupa teks' }).max(100, 'Teks pencarian maksimal 100 karakter').default(''),
  exact: z.string({ error: 'exact harus berupa teks' }).trim().max(100).optional(),
  filter: z.partialRecord(z.enum(ITEM_FIELDS as [string, ...string[]]), filterValue, { error: 'filter tidak valid' }).default({}),
  limit: z.coerce.number({ error: 'limit harus berupa angka' }).int().min(1).max(100).default(20),
  varian: yesNo('varian'),
});
export type SearchInput = z.output<typeof searchSchema>;

/** `(v1, v2, …)` for `in`: one parameter per value (never empty here). */

/** The item columns every answer carries (`i.` prefixed), as the generic pick answered them. */
const itemCols = sql.raw(['i.id', ...ITEM_FIELDS.map((k) => `i.${k}`)].join(', '));

/** The filter on item fields: a value, or a list of values. */
function filterSql(filter: Record<string, unknown>): SQL {
  const parts: SQL[] = [sql`true`];
  for (const [k, v] of Object.entries(filter)) {
    if (v === undefined || v === '' || (Array.isArray(v) && !v.length)) continue;
    const col = sql.raw(`i.${k}`);
    const f = itemMeta.fields[k];
    if (Array.isArray(v)) parts.push(sql`${col} in ${inList(v.map(String))}`);
    else if (f.kind === 'flag') parts.push(sql`${col} = ${v === true || v === 1 || v === '1' || v === 'true'}`);
    else parts.push(sql`${col} = ${String(v)}`);
  }
  return sql.join(parts, sql` and `);
}

interface Hit extends Rec {
  id: number;
  kodeitem: string;
  tipe: string;
  peringkat: number;
  cocok_satuan: string | null;
  cocok_varian: string | null;
}

/**
 * The variant-values arm of a search (`union all (…)`, or nothing): the combinations of which every
 * word is in the item's name or in one of its two values, at least one word naming a value exactly.
 * The values a word can name are read first from the variant master (`nilaivarian`: a
 * combination's values are always its values), so that
 * - no word naming a value exactly → no arm at all (most searches);
 * - a word no value contains must be in the name: the items are found by the name's trigram index
 *   (variant items only) before their combinations, instead of every combination holding a value.
 */
async function variantWords(tx: Tx, words: string[], likes: string[], F: SQL, L: number): Promise<SQL> {
  const upper = words.map((w) => w.toUpperCase());
  const values = await rowsOf<Rec>(
    tx,
    sql`select distinct nilai, ${sql.join(likes.map((l, i) => sql`nilai ilike ${l} as ${sql.raw(`m${i}`)}`), sql`, `)} from nilaivarian where ${sql.join(likes.map((l) => sql`nilai ilike ${l}`), sql` or `)}`,
  );
  const exact = upper.filter((w) => values.some((v) => v.nilai === w));
  if (!exact.length) return sql``;
  const named = (i: number) => values.filter((v) => v[`m${i}`] === true).map((v) => String(v.nilai));
  const inName: SQL[] = [];
  const perWord: SQL[] = [];
  likes.forEach((l, i) => {
    const vs = named(i);
    if (!vs.length) inName.push(sql`i.namaitem ilike ${l}`);
    else perWord.push(sql`(i.namaitem ilike ${l} or d.nilai1 in ${inList(vs)} or d.nilai2 in ${inList(vs)})`);
  });
  const byValue = sql`(d.nilai1 in ${inList(exact)} or d.nilai2 in ${inList(exact)}) and ${sql.join(perWord.length ? perWord : [sql`true`], sql` and `)}`;
  // The type as a literal: the variant items' own trigram index (item_varian_namaitem_trgm, `where tipe = '7'`) is then provably usable.
  const variant = sql.raw(`i.tipe = '${TIPE_VARIAN}'`);
  if (!inName.length)
    return sql`
    union all
    (select i.id, i.kodeitem, 3, null, d.iddetailvarian, d.urut from detailvarian d join item i on i.id = d.item_id
      where ${byValue} and ${variant} and ${F} order by i.kodeitem, d.urut limit ${L})`;
  // A word that must be in the name: the few variant items are found first (fenced, through their
  // names' trigram index), then only their combinations are read.
  return sql`
    union all
    (select i.id, i.kodeitem, 3, null, d.iddetailvarian, d.urut
      from (select i.id, i.kodeitem, i.namaitem from item i where ${variant} and ${sql.join(inName, sql` and `)} and ${F} order by i.kodeitem offset 0) i
      join detailvarian d on d.item_id = i.id
      where ${byValue} order by i.kodeitem, d.urut limit ${L})`;
}

/** The matches of a search, best first: one row per item (or per matched variant), at most `limit`. */
export async function searchItems(tx: Tx, p: SearchInput): Promise<{ rows: Rec[]; cocok: Rec | null }> {
  const F = filterSql(p.filter);
  const L = p.limit;
  let hits: Hit[];
  if (p.exact) {
    const code = p.exact;
    const upper = code.toUpperCase();
    hits = await rowsOf<Hit>(
      tx,
      sql`
        select ${itemCols}, h.peringkat, h.cocok_satuan, h.cocok_varian from (
          (select i.id, 0 as peringkat, null::varchar as cocok_satuan, null::varchar as cocok_varian from item i where i.kodeitem = ${upper} and ${F})
          union all
          (select i.id, 1, s.satuan, null from satuanitem s join item i on i.id = s.item_id where s.barcode = ${code} and ${F} limit 1)
          union all
          (select i.id, 2, null, d.iddetailvarian from detailvarian d join item i on i.id = d.item_id where (d.barcode = ${code} or d.iddetailvarian = ${upper}) and ${F} limit 1)
          order by peringkat limit 1
        ) h join item i on i.id = h.id`,
    );
  } else {
    const text = p.q.trim();
    if (!text) {
      hits = await rowsOf<Hit>(tx, sql`select ${itemCols}, 9 as peringkat, null::varchar as cocok_satuan, null::varchar as cocok_varian from item i where ${F} order by i.kodeitem limit ${L}`);
    } else {
      const words = [...new Set(text.split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
      const likes = words.map((w) => `%${escapeLike(w)}%`);
      const nameAll = sql.join(likes.map((l) => sql`i.namaitem ilike ${l}`), sql` and `);
      // Two words or more are rare together: the planner would walk the code index and test every
      // name until 20 match (the whole table when few do); fenced, it takes the trigram index.
      const names = words.length > 1 ? sql`i.id in (select id from item where ${sql.join(likes.map((l) => sql`namaitem ilike ${l}`), sql` and `)} offset 0)` : nameAll;
      const variantArm = await variantWords(tx, words, likes, F, L);
      const prefix = `${escapeLike(text.toUpperCase())}%`;
      // The arms give ids (and what matched) only; the item's columns are read once, for the hits.
      hits = await rowsOf<Hit>(
        tx,
        sql`
          with kode as materialized (select i.id, i.kodeitem from item i where i.kodeitem like ${prefix} and ${F} limit ${FEW_CODES})
          select ${itemCols}, h.peringkat, h.cocok_satuan, h.cocok_varian from (
            (select i.id, i.kodeitem, 0 as peringkat, null::varchar as cocok_satuan, null::varchar as cocok_varian, null::int as urut from item i where i.kodeitem = ${text.toUpperCase()} and ${F})
            union all
            (select i.id, i.kodeitem, 0, s.satuan, null, null from satuanitem s join item i on i.id = s.item_id where s.barcode = ${text} and ${F} limit 1)
            union all
            (select i.id, i.kodeitem, 0, null, d.iddetailvarian, null from detailvarian d join item i on i.id = d.item_id where (d.barcode = ${text} or d.iddetailvarian = ${text.toUpperCase()}) and ${F} limit 1)
            union all
            (select k.id, k.kodeitem, 1, null, null, null from kode k where (select count(*) from kode) < ${FEW_CODES} order by k.kodeitem limit ${L})
            union all
            (select i.id, i.kodeitem, 1, null, null, null from item i where (select count(*) from kode) >= ${FEW_CODES} and i.kodeitem like ${prefix} and ${F} order by i.kodeitem limit ${L})
            union all
            (select i.id, i.kodeitem, 2, null, null, null from item i where ${names} and ${F} order by i.kodeitem limit ${L})
            ${variantArm}
          ) h join item i on i.id = h.id
          order by h.peringkat, h.kodeitem, h.urut`,
      );
    }
  }
  // One row per item (per matched variant in variant mode), the best match kept.
  const seen = new Set<string>();
  const best: Hit[] = [];
  for (const h of hits) {
    const key = p.varian && h.cocok_varian ? `${h.id}/${h.cocok_varian}` : String(h.id);
    if (seen.has(key) || seen.has(String(h.id))) continue;
    seen.add(key);
    best.push(h);
    if (best.length >= L) break;
  }
  const first = best[0];
  const cocok = p.exact && first ? { satuan: first.cocok_satuan ?? null, iddetailvarian: first.cocok_varian ?? null } : null;
  const clean = (h: Hit): Rec => {
    const { peringkat: _p, cocok_satuan: _s, cocok_varian: _v, ...row } = h;
    return row;
  };
  if (!p.varian) return { rows: best.map(clean), cocok: p.exact && first ? (first.cocok_satuan ? { satuan: first.cocok_satuan } : first.cocok_varian ? { iddetailvarian: first.cocok_varian } : null) : null };
  // Variant mode: a variant item once per combination (only the matched one when a variant matched).
  const ids = [...new Set(best.filter((h) => h.tipe === TIPE_VARIAN).map((h) => h.id))];
  const variants = ids.length
    ? await rowsOf<Rec>(
        tx,
        sql`select item_id, iddetailvarian, varian1, nilai1, varian2, nilai2, barcode, ${sql.raw(HARGA.join(', '))} from detailvarian where item_id in ${inList(ids)} and aktif order by item_id, urut`,
      )
    : [];
  const byItem = new Map<number, Rec[]>();
  for (const v of variants) byItem.set(Number(v.item_id), [...(byItem.get(Number(v.item_id)) ?? []), v]);
  const out: Rec[] = [];
  for (const h of best) {
    const row = clean(h);
    const vs = byItem.get(h.id) ?? [];
    const chosen = h.cocok_varian ? vs.filter((v) => v.iddetailvarian === h.cocok_varian) : vs;
    if (h.tipe !== TIPE_VARIAN || !chosen.length) out.push({ ...row, iddetailvarian: null });
    else for (const v of chosen) out.push({ ...row, ...Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'item_id').map(([k, x]) => [k === 'barcode' ? 'barcodevarian' : k, x])) });
    if (out.length >= L) break;
  }
  return { rows: out.slice(0, L), cocok };
}

/**
 * `item_pick` for items: the same payload and answer as every doctype's picker (q, exact, filter,
 * limit → tbl_item, cocok), through the search above, plus `varian`. Takes the generic act's
 * access (the item right, or the right of any document that has items).
 */
export function itemPickAct(generic: ActDef): ActDef {
  return defineAct({
    name: generic.name,
    module: generic.module,
    access: generic.access,
    readOnly: true,
    summary:
      'Pencarian item satu-satunya (pemilih item, kotak scan, kasir): exact (kode item, barcode satuan → cocok.satuan, barcode/ID varian → cocok.iddetailvarian) atau q (kode diawali, semua kata nama, barcode satuan/varian persis, nilai varian), filter {field: nilai}, limit (maks. 100), varian: 1 → satu baris per kombinasi varian → tbl_item.',
    schema: searchSchema,
    async handler(ctx, p) {
      const { rows, cocok } = await searchItems(ctx.tx, p);
      return { tbl_item: rows, cocok };
    },
  });
}
