/**
 * The item search (`item_pick`, modules/master/item/search.ts) answers exactly what its rules say,
 * whatever plan its SQL takes: every search of a corpus (codes, prefixes, name words, barcodes,
 * variant words, filters, limits, one row per combination) is compared with a plain reading of the
 * rules over the same items, done here in memory.
 */
import { expect, test } from 'vitest';
import { freshCompany, type TestCompany } from '../../../apps/server/test/harness';

type Row = Record<string, unknown>;
interface Item { id: number; kodeitem: string; namaitem: string; tipe: string; aktif: boolean }
interface Unit { item_id: number; satuan: string; barcode: string }
interface Combo { item_id: number; urut: number; iddetailvarian: string; nilai1: string; nilai2: string; barcode: string; aktif: boolean }

const W1 = ['Kopi', 'Teh', 'Gula', 'Kaos', 'Sabun', 'Celana'];
const W2 = ['Bubuk', 'Celup', 'Merah', 'Polos', 'Hitam', 'Wangi', 'Katun'];
const W3 = ['Kapal', 'Sari', 'Emas'];
const VALUES = [['MERAH', 'M'], ['MERAH', 'XL'], ['HITAM', 'M'], ['HITAM', 'XL'], ['BIRU', 'S']];

/** 240 items (and 560 plain ones): names of three words and a number, pieces (and boxes for every third), every fifth a variant item. */
async function seed(co: TestCompany) {
  expect((await co.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' })).num).toBe(0);
  expect((await co.act('varian_save', { kodevarian: 'WARNA', namavarian: 'Warna', nilaivarian: [{ nilai: 'MERAH' }, { nilai: 'HITAM' }, { nilai: 'BIRU' }] })).num).toBe(0);
  expect((await co.act('varian_save', { kodevarian: 'UKURAN', namavarian: 'Ukuran', nilaivarian: [{ nilai: 'S' }, { nilai: 'M' }, { nilai: 'XL' }] })).num).toBe(0);
  const arr = (a: string[]) => `array[${a.map((w) => `'${w}'`).join(',')}]`;
  await co.sql(`
    insert into item (kodeitem, namaitem, tipe, satuan, aktif)
    select 'BRG' || lpad(i::text, 4, '0'),
      (${arr(W1)})[1 + i % 6] || ' ' || (${arr(W2)})[1 + (i / 6) % 7] || ' ' || (${arr(W3)})[1 + (i / 42) % 3] || ' ' || (100 + i % 13),
      case when i % 5 = 0 then '7' when i % 11 = 0 then '2' else '0' end, 'PCS', i % 17 <> 0
    from generate_series(1, 240) i`);
  await co.sql(`
    insert into satuanitem (item_id, urut, satuan, konversi, barcode)
    select id, 1, 'PCS', 1, '899' || substr(kodeitem, 4) from item
    union all select id, 2, 'BOX', 12, '898' || substr(kodeitem, 4) from item where substr(kodeitem, 4)::int % 3 = 0`);
  await co.sql(`
    insert into detailvarian (item_id, urut, iddetailvarian, varian1, nilai1, varian2, nilai2, barcode, aktif)
    select id, v.urut, kodeitem || '-V' || v.urut, 'WARNA', v.w, 'UKURAN', v.u, '897' || substr(kodeitem, 4) || v.urut, not (v.urut = 2 and substr(kodeitem, 4)::int % 20 = 0)
    from item, (values ${VALUES.map(([w, u], i) => `(${i + 1}, '${w}', '${u}')`).join(', ')}) as v(urut, w, u)
    where tipe = '7' and v.urut <= 2 + substr(kodeitem, 4)::int % 4`);
  // Codes enough for a prefix to match more than the search sorts itself (500): the code-order walk.
  await co.sql(`insert into item (kodeitem, namaitem, tipe, satuan, aktif) select 'X' || lpad(i::text, 4, '0'), 'Barang Polos ' || i, '0', 'PCS', i % 7 <> 0 from generate_series(1, 560) i`);
}

/** The rules of the search (docs/items.md "One item search"), read plainly over every row. */
function expected(items: Item[], units: Unit[], combos: Combo[], p: Row): { rows: Row[]; cocok: Row | null } {
  const L = Number(p.limit ?? 20);
  const f = (p.filter ?? {}) as Row;
  const ok = (i: Item) => (f.aktif === undefined || i.aktif === f.aktif) && (f.tipe === undefined || (f.tipe as string[]).includes(i.tipe));
  const byId = new Map(items.map((i) => [i.id, i]));
  const byCode = (a: Item, b: Item) => (a.kodeitem < b.kodeitem ? -1 : a.kodeitem > b.kodeitem ? 1 : 0);
  const sorted = items.filter(ok).sort(byCode);
  type Hit = { item: Item; satuan?: string; varian?: string };
  const hits: Hit[] = [];
  if (p.exact !== undefined) {
    const code = String(p.exact).trim();
    const upper = code.toUpperCase();
    const item = sorted.find((i) => i.kodeitem === upper);
    const unit = units.find((u) => u.barcode === code && ok(byId.get(u.item_id)!));
    const combo = combos.find((c) => (c.barcode === code || c.iddetailvarian === upper) && ok(byId.get(c.item_id)!));
    const h = item ? { item } : unit ? { item: byId.get(unit.item_id)!, satuan: unit.satuan } : combo ? { item: byId.get(combo.item_id)!, varian: combo.iddetailvarian } : null;
    if (h) hits.push(h);
  } else {
    const text = String(p.q ?? '').trim();
    if (!text) hits.push(...sorted.slice(0, L).map((item) => ({ item })));
    else {
      const upper = text.toUpperCase();
      const words = [...new Set(text.split(/\s+/).filter(Boolean))].slice(0, 6).map((w) => w.toLowerCase());
      const has = (s: string, w: string) => s.toLowerCase().includes(w);
      const unit = units.find((u) => u.barcode === text && ok(byId.get(u.item_id)!));
      const combo = combos.find((c) => (c.barcode === text || c.iddetailvarian === upper) && ok(byId.get(c.item_id)!));
      const rank0: Hit[] = [...sorted.filter((i) => i.kodeitem === upper).map((item) => ({ item })), ...(unit ? [{ item: byId.get(unit.item_id)! }] : []), ...(combo ? [{ item: byId.get(combo.item_id)!, varian: combo.iddetailvarian }] : [])];
      hits.push(...rank0.sort((a, b) => byCode(a.item, b.item)));
      hits.push(...sorted.filter((i) => i.kodeitem.startsWith(upper)).slice(0, L).map((item) => ({ item })));
      hits.push(...sorted.filter((i) => words.every((w) => has(i.namaitem, w))).slice(0, L).map((item) => ({ item })));
      const variantHits = combos
        .filter((c) => {
          const i = byId.get(c.item_id)!;
          return i.tipe === '7' && ok(i) && words.some((w) => w.toUpperCase() === c.nilai1 || w.toUpperCase() === c.nilai2) && words.every((w) => has(i.namaitem, w) || has(c.nilai1, w) || has(c.nilai2, w));
        })
        .sort((a, b) => byCode(byId.get(a.item_id)!, byId.get(b.item_id)!) || a.urut - b.urut)
        .slice(0, L);
      hits.push(...variantHits.map((c) => ({ item: byId.get(c.item_id)!, varian: c.iddetailvarian })));
    }
  }
  const seen = new Set<string>();
  const best: Hit[] = [];
  for (const h of hits) {
    const key = p.varian && h.varian ? `${h.item.id}/${h.varian}` : String(h.item.id);
    if (seen.has(key) || seen.has(String(h.item.id))) continue;
    seen.add(key);
    best.push(h);
    if (best.length >= L) break;
  }
  const first = best[0];
  const cocok = p.exact !== undefined && first ? (first.satuan ? { satuan: first.satuan } : first.varian ? { iddetailvarian: first.varian } : null) : null;
  if (!p.varian) return { rows: best.map((h) => ({ kodeitem: h.item.kodeitem })), cocok };
  const out: Row[] = [];
  for (const h of best) {
    const vs = combos.filter((c) => c.item_id === h.item.id && c.aktif).sort((a, b) => a.urut - b.urut);
    const chosen = h.varian ? vs.filter((v) => v.iddetailvarian === h.varian) : vs;
    if (h.item.tipe !== '7' || !chosen.length) out.push({ kodeitem: h.item.kodeitem, iddetailvarian: null });
    else for (const v of chosen) out.push({ kodeitem: h.item.kodeitem, iddetailvarian: v.iddetailvarian, nilai1: v.nilai1, nilai2: v.nilai2, barcodevarian: v.barcode });
    if (out.length >= L) break;
  }
  return { rows: out.slice(0, L), cocok: p.exact !== undefined && first ? { satuan: first.satuan ?? null, iddetailvarian: first.varian ?? null } : null };
}

test('item_pick answers every search of a corpus as its rules say (codes, names, barcodes, variant words, filters, limits, varian: 1)', async () => {
  const co = await freshCompany();
  await seed(co);
  const items = await co.sql<Item>('select id, kodeitem, namaitem, tipe, aktif from item');
  const units = await co.sql<Unit>('select item_id, satuan, barcode from satuanitem');
  const combos = await co.sql<Combo>('select item_id, urut, iddetailvarian, nilai1, nilai2, barcode, aktif from detailvarian');
  const texts = [
    ...W1, ...W2, ...W3, 'kop', 'opi', 'e', 'KAOS', 'kopi bubuk', 'bubuk kopi', 'teh celup sari', 'gula emas 104', '10', '112', 'zzz', 'kopi zzz',
    'BRG', 'brg0', 'BRG01', 'BRG012', 'BRG0120', 'BRG0241', '8990012', '8980012', '8990013', '89700101', '89700252', '8970010', 'BRG0010-V2', 'brg0015-v1',
    'merah', 'MERAH', 'xl', 'm', 'merah xl', 'xl merah', 'kaos merah', 'kaos merah xl', 'kopi hitam m', 'teh biru', 'biru s', 'mer', 'merah polos',
    'hitam katun', 'celana hitam xl', 'sabun wangi merah', 'kopi merah m emas', 'biru', 's', 'kaos  merah   xl ', 'a b c d e f g',
    'x', 'X0', 'x05', 'X04', 'polos 12',
  ];
  const payloads: Row[] = [];
  for (const q of texts) {
    payloads.push({ q }, { q, varian: 1 }, { q, limit: 5 }, { q, varian: 1, limit: 7, filter: { aktif: true } }, { q, filter: { tipe: ['7'] } });
  }
  payloads.push({ q: '' }, { q: '', filter: { tipe: ['2'] }, limit: 3 }, { q: '', varian: 1, limit: 9 });
  for (const exact of ['BRG0007', 'brg0007', '8980012', '8990013', '89700252', 'BRG0010-V3', 'brg0010-v1', '89700203', 'nope', 'BRG0017']) payloads.push({ exact }, { exact, varian: 1 }, { exact, filter: { aktif: true } });

  let compared = 0;
  for (const p of payloads) {
    const r = await co.act('item_pick', p);
    expect(r.num, JSON.stringify(p)).toBe(0);
    const data = r.data as { tbl_item: Row[]; cocok: Row | null };
    const want = expected(items, units, combos, p);
    const keys = p.varian ? ['kodeitem', 'iddetailvarian', 'nilai1', 'nilai2', 'barcodevarian'] : ['kodeitem'];
    const got = data.tbl_item.map((row) => Object.fromEntries(keys.filter((k) => k in row || k === 'kodeitem').map((k) => [k, row[k] ?? null])));
    const wantRows = want.rows.map((row) => Object.fromEntries(keys.filter((k) => k in row || k === 'kodeitem').map((k) => [k, row[k] ?? null])));
    expect({ p, rows: got, cocok: data.cocok ?? null }).toEqual({ p, rows: wantRows, cocok: want.cocok });
    compared++;
  }
  expect(compared).toBe(payloads.length);
  // The corpus meets every way of matching (so that no rule goes unchecked).
  const some = async (p: Row) => ((await co.act('item_pick', p)).data as { tbl_item: Row[] }).tbl_item;
  expect((await some({ q: 'kaos merah xl', varian: 1 })).some((r) => typeof r.iddetailvarian === 'string')).toBe(true);
  expect((await some({ q: 'merah polos' })).length).toBeGreaterThan(0);
  expect((await some({ q: 'BRG012' })).length).toBe(10);
});
