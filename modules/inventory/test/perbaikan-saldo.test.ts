/**
 * /perbaikansaldo over many items: books made by real documents are taken as the truth, then
 * damaged everywhere a repair looks — move values and running states, derived lines, stock per
 * warehouse (changed, lost, and one where no move stands), item totals, monthly stock figures
 * (their counts of moves too, alone on some rows),
 * monthly and daily account balances (extra slots, a month without lines) — and one repair must
 * give back every figure, report exactly the rows it changed, and leave nothing for a second run.
 */
import { expect, test } from 'vitest';
import { invariants } from '../../accounting/test/books';
import { stockCompany } from './company';
import { actOrEdit } from '../../../apps/server/test/harness';

type Reply = { num: number; msg: string; data: Record<string, unknown> };
type Row = Record<string, unknown>;

const ITEMS = 40;

/** Every figure a repair rebuilds, in a fixed order (slotted balances summed per key). */
const FIGURES = {
  moves: 'select id, nilai::text, saldo_qty::text, saldo_nilai::text from stok_mutasi order by id',
  lines: 'select id, debet::text, kredit::text from gl_baris order by id',
  gudang: 'select item_id, iddetailvarian, gudang_id, qty::text from stok_gudang order by 1, 2, 3',
  item: 'select item_id, iddetailvarian, qty::text, nilai::text from stok_item order by 1, 2',
  saldo: 'select item_id, iddetailvarian, gudang_id, periode, qmasuk::text, nmasuk::text, qkeluar::text, nkeluar::text, mutasi from stok_saldo order by 1, 2, 3, 4',
  bulan: 'select perkiraan_id, periode, sum(debet)::text as d, sum(kredit)::text as k from gl_saldo group by 1, 2 order by 1, 2',
  hari: 'select perkiraan_id, tanggal, sum(debet)::text as d, sum(kredit)::text as k from gl_saldo_harian group by 1, 2 order by 1, 2',
};

test('a repair over 40 items gives back every figure of deliberately damaged books and reports exactly what it changed', async () => {
  const co = await stockCompany();
  const kode = (i: number) => `B${String(i).padStart(2, '0')}`;
  for (let i = 1; i <= ITEMS; i++) expect((await co.act('item_save', { kodeitem: kode(i), namaitem: `Barang ${i}`, satuan: 'PCS' })).num).toBe(0);
  const lines = (f: (i: number) => Row) => Array.from({ length: ITEMS }, (_, n) => ({ kodeitem: kode(n + 1), satuan: 'PCS', ...f(n + 1) }));
  const save = async (act: string, p: Row) => {
    const r = (await actOrEdit(co, act, p)) as Reply;
    expect(r.num, `${act}: ${r.msg}`).toBe(0);
  };
  // January: opening stock in UTM, a second stock-in at another price in GD2, stock out of UTM,
  // a transfer UTM → GD2; February: more out of both warehouses (averages with awkward remainders).
  await save('saldoawalitem_save', { tanggal: '2026-01-02', kodegudang: 'UTM', lines: lines((i) => ({ jumlah: String(10 + i), harga: String(1000 + 37 * i) })) });
  await save('itemmasuk_save', { tanggal: '2026-01-10', kodegudang: 'GD2', kodeacc: '3-1000', lines: lines((i) => ({ jumlah: String(3 + (i % 7)), harga: String(1100 + 53 * i) })) });
  await save('itemkeluar_save', { tanggal: '2026-01-15', kodegudang: 'UTM', kodeacc: '6-1100', lines: lines((i) => ({ jumlah: String(1 + (i % 3)) })) });
  await save('transferitem_save', { tanggal: '2026-01-20', kodegudang: 'UTM', kodegudangtujuan: 'GD2', lines: lines((i) => ({ jumlah: String(2 + (i % 4)) })) });
  await save('itemkeluar_save', { tanggal: '2026-02-03', kodegudang: 'GD2', kodeacc: '6-1100', lines: lines((i) => ({ jumlah: String(1 + (i % 5)) })) });
  await save('itemkeluar_save', { tanggal: '2026-02-04', kodegudang: 'UTM', kodeacc: '6-1100', lines: lines(() => ({ jumlah: '3' })) });
  expect(await invariants(co)).toEqual([]);

  const figures = async () => Object.fromEntries(await Promise.all(Object.entries(FIGURES).map(async ([k, q]) => [k, await co.sql(q)] as const)));
  const sound = await figures();
  expect(sound.moves.length).toBe(ITEMS * 7);
  // The kept counts are the moves' (January: 3 in UTM — in, out, transfer out — and 2 in GD2; February: 1 each).
  expect([...new Set(sound.saldo.map((r: Row) => `${r.periode}:${r.mutasi}`))].sort()).toEqual(['202601:2', '202601:3', '202602:1']);
  expect(sound.saldo.reduce((t: number, r: Row) => t + Number(r.mutasi), 0)).toBe(ITEMS * 7);

  // The damage.
  await co.sql(`update stok_mutasi set saldo_qty = 0, saldo_nilai = 0 where item_id % 3 = 0`);
  await co.sql(`update stok_mutasi set nilai = nilai * 2 where sumber = 'IK' and item_id % 2 = 0`);
  await co.sql(`update stok_mutasi set nilai = 0 where sumber = 'TR' and qty > 0 and item_id % 5 = 1`);
  await co.sql(`update gl_baris set kredit = kredit + 7 where kredit > 0 and mutasi_id in (select id from stok_mutasi where sumber = 'IK' and item_id % 5 = 0)`);
  await co.sql(`update stok_gudang set qty = qty + 1 where item_id % 4 = 0`);
  await co.sql(`delete from stok_gudang where item_id % 7 = 0`);
  await co.sql(`insert into stok_gudang (item_id, iddetailvarian, gudang_id, qty) select i.id, 0, g.id, 5 from item i, gudang g where i.kodeitem = 'GULA01' and g.kodegudang = 'UTM'`);
  await co.sql(`update stok_item set nilai = 0 where item_id % 3 = 1`);
  await co.sql(`update stok_saldo set qkeluar = qkeluar + 1, nkeluar = nkeluar + 10 where periode = 202602 and item_id % 2 = 1`);
  await co.sql(`delete from stok_saldo where periode = 202601 and item_id % 6 = 0`);
  await co.sql(`update stok_saldo set mutasi = mutasi - 1 where periode = 202601 and item_id % 5 = 2`);
  await co.sql(`insert into stok_saldo (item_id, iddetailvarian, gudang_id, periode, qmasuk) select item_id, iddetailvarian, gudang_id, 202605, 4 from stok_gudang where item_id % 9 = 0`);
  await co.sql(`insert into gl_saldo (perkiraan_id, periode, slot, debet, kredit) select perkiraan_id, periode, 15, 100, 0 from gl_saldo where periode = 202601 group by 1, 2
                on conflict (perkiraan_id, periode, slot) do update set debet = gl_saldo.debet + 100`);
  await co.sql(`insert into gl_saldo (perkiraan_id, periode, slot, debet) select id, 202611, 3, 50 from perkiraan where kodeacc = '1-1100'`);
  await co.sql(`delete from gl_saldo_harian where tanggal = '2026-01-15'`);
  await co.sql(`insert into gl_saldo_harian (perkiraan_id, tanggal, slot, kredit) select id, '2026-03-01', 2, 9 from perkiraan where kodeacc = '6-1100'`);
  const damaged = await figures();
  for (const k of Object.keys(FIGURES)) expect(damaged[k], k).not.toEqual(sound[k]);
  expect(await invariants(co)).not.toEqual([]);

  // What the report must name, from the two sets of figures: moves changed, stock per item and
  // warehouse, item totals, account balances (only those that differ).
  const key = (r: Row, cols: string[]) => cols.map((c) => String(r[c])).join('/');
  const differing = (a: Row[], b: Row[], cols: string[]) => {
    const before = new Map(a.map((r) => [key(r, cols), JSON.stringify(r)]));
    const after = new Map(b.map((r) => [key(r, cols), JSON.stringify(r)]));
    return [...new Set([...before.keys(), ...after.keys()])].filter((k) => before.get(k) !== after.get(k)).sort();
  };
  const movesChanged = differing(damaged.moves, sound.moves, ['id']).length;
  const codes = new Map((await co.sql<{ id: number; kodeitem: string }>('select id, kodeitem from item')).map((r) => [String(r.id), r.kodeitem]));
  const gudangs = new Map((await co.sql<{ id: number; kodegudang: string }>('select id, kodegudang from gudang')).map((r) => [String(r.id), r.kodegudang]));
  const stokRows = differing(damaged.gudang, sound.gudang, ['item_id', 'iddetailvarian', 'gudang_id']).map((k) => {
    const [item, , gudang] = k.split('/');
    return `${codes.get(item)} ${gudangs.get(gudang)}`;
  });
  const itemRows = differing(damaged.item, sound.item, ['item_id', 'iddetailvarian']).map((k) => codes.get(k.split('/')[0]));
  const akunBalance = (rows: Row[]) => {
    const m = new Map<string, number>();
    for (const r of rows) m.set(String(r.perkiraan_id), (m.get(String(r.perkiraan_id)) ?? 0) + Math.round(Number(r.d) * 100) - Math.round(Number(r.k) * 100));
    return m;
  };
  const [akunBefore, akunAfter] = [akunBalance(damaged.bulan), akunBalance(sound.bulan)];
  const accounts = new Map((await co.sql<{ id: number; kodeacc: string }>('select id, kodeacc from perkiraan')).map((r) => [String(r.id), r.kodeacc]));
  const akunRows = [...new Set([...akunBefore.keys(), ...akunAfter.keys()])].filter((k) => (akunBefore.get(k) ?? 0) !== (akunAfter.get(k) ?? 0)).map((k) => accounts.get(k));

  const fixed = (await co.act('perbaikansaldo', {})) as Reply;
  expect(fixed).toMatchObject({ num: 0, data: { ok: true, masalah: [], items: ITEMS, mutasiBerubah: movesChanged } });
  expect(movesChanged).toBeGreaterThan(ITEMS);
  const d = fixed.data as { tbl_stok: Row[]; tbl_item: Row[]; tbl_perkiraan: Row[] };
  expect(d.tbl_stok.map((r) => `${r.kodeitem} ${r.kodegudang}`).sort()).toEqual(stokRows.sort());
  expect(d.tbl_item.map((r) => r.kodeitem).sort()).toEqual(itemRows.sort());
  expect(d.tbl_perkiraan.map((r) => r.kodeacc).sort()).toEqual(akunRows.sort());
  expect(stokRows.length).toBeGreaterThan(10);
  expect(itemRows.length).toBeGreaterThan(10);
  expect(akunRows.length).toBeGreaterThan(2);
  // Each reported figure is the sound one.
  for (const r of d.tbl_stok) {
    const s = sound.gudang.find((g) => codes.get(String(g.item_id)) === r.kodeitem && gudangs.get(String(g.gudang_id)) === r.kodegudang);
    expect(r.sesudah).toBe(s ? s.qty : '0.0000');
  }

  // Every figure is back.
  const after = await figures();
  for (const k of Object.keys(FIGURES)) expect(after[k], k).toEqual(sound[k]);
  expect(await invariants(co)).toEqual([]);

  // Nothing left for a second run.
  expect(await co.act('perbaikansaldo', {})).toMatchObject({
    num: 0,
    msg: `Perhitungan ulang selesai: ${ITEMS} item, 0 mutasi berubah; tidak ada yang perlu diperbaiki.`,
    data: { ok: true, mutasiBerubah: 0, tbl_stok: [], tbl_item: [], tbl_perkiraan: [] },
  });
  expect(await figures()).toEqual(sound);
});
