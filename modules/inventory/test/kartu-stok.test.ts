/**
 * The stock card's opening balance, totals and running quantity (/kartustok) are taken from
 * maintained figures, not by summing every earlier move: over all warehouses from the running
 * state kept on the moves, in one warehouse from the monthly figures (stok_saldo) before the
 * range's month plus that month's moves before the range; the range's totals in and out from the
 * monthly figures of its whole months plus the moves of the days at its edges; a later page from
 * the moves of the range before it; the range's count of moves (`totrec`, the pages) from the
 * monthly counts of its whole months plus the moves of its edge days. Each must give what summing
 * (counting) the moves gives, and the monthly counts must stay those of the moves through posting,
 * editing, deleting, back-dated re-costing and a repair.
 */
import { expect, test } from 'vitest';
import { invariants, type BooksCompany } from '../../accounting/test/books';
import { stockCompany } from './company';
import { actOrEdit } from '../../../apps/server/test/harness';

type Card = { info: { awal: { qty: string }; akhir: { qty: string }; masuk: string; keluar: string }[]; query_data: { totrec: number; totpage: number }[]; tbl_kartustok: { notransaksi: string; masuk: string; keluar: string; saldo: string }[] };

test('opening balance per warehouse from the monthly figures and a month of moves, over all warehouses from the running state, totals from whole months and edge days, and the running quantity on later pages', async () => {
  const co = await stockCompany();
  const ok = async (act: string, p: Record<string, unknown>) => expect((await actOrEdit(co, act, p)).num).toBe(0);
  // UTM: +24 (Jan 2), −5 (Mar 5), −4 to GD2 (Apr 1), +10 (Dec 1). GD2: +12 (Feb 10), +4 (Apr 1), −3 (Nov 20).
  await ok('saldoawalitem_save', { tanggal: '2026-01-02', kodegudang: 'UTM', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2', harga: '12000' }] });
  await ok('itemmasuk_save', { tanggal: '2026-02-10', kodegudang: 'GD2', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '12', harga: '1200' }] });
  await ok('itemkeluar_save', { tanggal: '2026-03-05', kodegudang: 'UTM', kodeacc: '6-1100', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '5' }] });
  await ok('transferitem_save', { tanggal: '2026-04-01', kodegudang: 'UTM', kodegudangtujuan: 'GD2', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '4' }] });
  await ok('itemkeluar_save', { tanggal: '2026-11-20', kodegudang: 'GD2', kodeacc: '6-1100', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '3' }] });
  await ok('itemmasuk_save', { tanggal: '2026-12-01', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '10', harga: '1100' }] });

  const card = async (p: Record<string, unknown>) => {
    const r = await co.act('kartustok', { kodeitem: 'KOPI01', sampai: '2026-12-31', ...p });
    expect(r.num).toBe(0);
    return r.data as Card;
  };
  const opening = async (kodegudang: string, dari: string) => (await card({ kodegudang, dari })).info[0].awal.qty;

  // UTM from March: January and February's figures (24).
  expect(await opening('UTM', '2026-03-01')).toBe('24.0000');
  // UTM from November: the figures of January to October (24 − 5 − 4).
  expect(await opening('UTM', '2026-11-01')).toBe('15.0000');
  // UTM from March 10 and from April 15: the months before, then the month's moves before the day (−5; −4).
  expect(await opening('UTM', '2026-03-10')).toBe('19.0000');
  expect(await opening('UTM', '2026-04-15')).toBe('15.0000');
  // GD2 from November: +12 + 4 to October; the −3 of November 20 is in the range.
  expect(await opening('GD2', '2026-11-01')).toBe('16.0000');
  expect(await opening('GD2', '2026-11-21')).toBe('13.0000');
  // Totals of a range with whole months (April–November from the figures) and edge days (March
  // 10–31, December 1–15 from the moves).
  expect((await card({ kodegudang: 'UTM', dari: '2026-03-10', sampai: '2026-12-15' })).info[0]).toMatchObject({ awal: { qty: '19.0000' }, masuk: '10.0000', keluar: '4.0000', akhir: { qty: '25.0000' } });
  const mid = await card({ dari: '2026-02-15', sampai: '2026-11-20' });
  expect(mid.info[0]).toMatchObject({ awal: { qty: '36.0000' }, masuk: '4.0000', keluar: '12.0000', akhir: { qty: '28.0000' } });
  expect(mid.query_data[0]).toMatchObject({ totrec: 4 });
  expect((await card({ dari: '2026-04-02', sampai: '2026-04-30' })).info[0]).toMatchObject({ awal: { qty: '31.0000' }, masuk: '0.0000', keluar: '0.0000' });
  // Before and after every move of the warehouse.
  expect(await opening('GD2', '2026-01-01')).toBe('0.0000');
  const late = await card({ kodegudang: 'UTM', dari: '2026-12-15' });
  expect(late.info[0]).toMatchObject({ awal: { qty: '25.0000' }, akhir: { qty: '25.0000' }, masuk: '0.0000', keluar: '0.0000' });
  expect(late.tbl_kartustok).toEqual([]);
  // All warehouses from November: the running quantity kept on the last move before it (31).
  expect(await opening('', '2026-11-01')).toBe('31.0000');

  // The whole year two moves a page: every page's running quantity continues the one before.
  const saldo: string[] = [];
  for (let page = 0; page < 4; page++) {
    const c = await card({ dari: '2026-01-01', limit: 2, page });
    expect(c.query_data[0]).toMatchObject({ totrec: 7, totpage: 4 });
    saldo.push(...c.tbl_kartustok.map((x) => x.saldo));
  }
  expect(saldo).toEqual(['24.0000', '36.0000', '31.0000', '27.0000', '31.0000', '28.0000', '38.0000']);
  // One warehouse, a later page: UTM's moves 3 and 4 (the transfer out, then December's +10).
  const utm = await card({ kodegudang: 'UTM', dari: '2026-01-01', limit: 2, page: 1 });
  expect(utm.tbl_kartustok.map((x) => [x.keluar, x.masuk, x.saldo])).toEqual([
    ['4.0000', '0.0000', '15.0000'],
    ['0.0000', '10.0000', '25.0000'],
  ]);
});

type Reply = { num: number; msg: string; data: Record<string, unknown> };

/** Rows of stok_saldo whose count of moves is not the count of the live moves of its month. */
const countsOff = (co: BooksCompany) =>
  co.sql(`select coalesce(s.item_id, m.item_id) as item_id, coalesce(s.iddetailvarian, m.iddetailvarian) as varian, coalesce(s.gudang_id, m.gudang_id) as gudang_id,
                 coalesce(s.periode, m.periode) as periode, s.mutasi, m.n
          from stok_saldo s full join (select item_id, iddetailvarian, gudang_id, (extract(year from tanggal) * 100 + extract(month from tanggal))::int as periode, count(*)::int as n
                                       from stok_mutasi where not batal group by 1, 2, 3, 4) m
            on m.item_id = s.item_id and m.iddetailvarian = s.iddetailvarian and m.gudang_id = s.gudang_id and m.periode = s.periode
          where coalesce(s.mutasi, 0) <> coalesce(m.n, 0)`);

test('the page count (totrec) from the months\' counts and the edge days\' moves, for ranges cutting months, one warehouse and all, per variant; the counts follow post, edit, delete, re-costing and repair', async () => {
  const co = await stockCompany();
  const save = async (act: string, p: Record<string, unknown>) => {
    // An edit (with an id) is opened first for its version, as a client does.
    const r = (p.id ? await co.edit(act, p) : await co.act(act, p)) as Reply;
    expect(r.num, `${act}: ${r.msg}`).toBe(0);
    return r.data as { id: number };
  };
  await save('varian_save', { kodevarian: 'WARNA', namavarian: 'Warna', nilaivarian: [{ nilai: 'MERAH' }, { nilai: 'BIRU' }] });
  await save('item_save', {
    kodeitem: 'KAOS',
    namaitem: 'Kaos Polos',
    tipe: '7',
    satuan: 'PCS',
    detailvarian: [
      { iddetailvarian: 'KAOS-MERAH', varian1: 'WARNA', nilai1: 'MERAH' },
      { iddetailvarian: 'KAOS-BIRU', varian1: 'WARNA', nilai1: 'BIRU' },
    ],
  });
  const kaos = (varian: string, jumlah: string, harga?: string) => ({ kodeitem: 'KAOS', iddetailvarian: `KAOS-${varian}`, satuan: 'PCS', jumlah, ...(harga ? { harga } : {}) });
  const im = (tanggal: string, kodegudang: string, lines: Record<string, unknown>[]) => save('itemmasuk_save', { tanggal, kodegudang, kodeacc: '3-1000', lines });
  const ik = (tanggal: string, kodegudang: string, lines: Record<string, unknown>[]) => save('itemkeluar_save', { tanggal, kodegudang, kodeacc: '6-1100', lines });
  // Moves on the first and last days of months, both variants and warehouses, a transfer (a pair).
  await im('2026-01-05', 'UTM', [kaos('MERAH', '10', '1000'), kaos('BIRU', '7', '1500'), { kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '5', harga: '900' }]);
  await im('2026-01-20', 'GD2', [kaos('MERAH', '5', '1100')]);
  await im('2026-01-31', 'UTM', [kaos('MERAH', '1', '1200'), kaos('MERAH', '1', '1200')]);
  await im('2026-02-14', 'UTM', [kaos('MERAH', '3', '1050'), kaos('BIRU', '2', '1500')]);
  const keluar = await ik('2026-02-28', 'UTM', [kaos('MERAH', '2')]);
  await im('2026-03-01', 'UTM', [kaos('MERAH', '2', '1000')]);
  await im('2026-03-31', 'GD2', [kaos('MERAH', '4', '1000'), kaos('BIRU', '1', '1600')]);
  await save('transferitem_save', { tanggal: '2026-04-15', kodegudang: 'UTM', kodegudangtujuan: 'GD2', lines: [kaos('MERAH', '3'), kaos('BIRU', '2')] });
  const juni = await im('2026-06-10', 'UTM', [kaos('MERAH', '6', '1000')]);
  await im('2026-06-30', 'GD2', [kaos('MERAH', '2', '1000')]);
  await ik('2026-07-01', 'GD2', [kaos('MERAH', '1'), kaos('BIRU', '1')]);
  expect(await countsOff(co)).toEqual([]);

  const gudang = new Map((await co.sql<{ id: number; kodegudang: string }>('select id, kodegudang from gudang')).map((g) => [g.kodegudang, Number(g.id)]));
  const varianId = new Map((await co.sql<{ id: number; iddetailvarian: string }>('select id, iddetailvarian from detailvarian')).map((v) => [v.iddetailvarian, Number(v.id)]));
  const ranges = [
    ['2026-01-01', '2026-12-31'],
    ['2026-01-06', '2026-06-29'],
    ['2026-01-20', '2026-01-20'],
    ['2026-01-31', '2026-02-28'],
    ['2026-02-15', '2026-03-31'],
    ['2026-03-01', '2026-04-15'],
    ['2026-03-31', '2026-04-01'],
    ['2026-04-16', '2026-05-31'],
    ['2025-12-15', '2026-07-01'],
    ['2026-06-30', '2026-07-01'],
  ];
  // Every card's count, pages and totals against the moves themselves.
  const checkCards = async () => {
    const moves = await co.sql<{ tanggal: string; gudang_id: number; iddetailvarian: number; qty: string }>(
      `select tanggal::text as tanggal, gudang_id, iddetailvarian, qty::text from stok_mutasi m join item i on i.id = m.item_id where i.kodeitem = 'KAOS' and not m.batal`,
    );
    for (const varian of ['MERAH', 'BIRU'])
      for (const kodegudang of ['', 'UTM', 'GD2'])
        for (const [dari, sampai] of ranges) {
          const mine = moves.filter(
            (m) => Number(m.iddetailvarian) === varianId.get(`KAOS-${varian}`) && (!kodegudang || Number(m.gudang_id) === gudang.get(kodegudang)) && m.tanggal >= dari && m.tanggal <= sampai,
          );
          const sum = (f: (q: number) => number) => mine.reduce((t, m) => t + f(Number(m.qty)), 0).toFixed(4);
          const c = (await co.act('kartustok', { kodeitem: 'KAOS', iddetailvarian: `KAOS-${varian}`, kodegudang, dari, sampai, limit: 2 })) as Reply;
          const what = `${varian} ${kodegudang || 'semua'} ${dari}..${sampai}`;
          expect(c.num, what).toBe(0);
          const d = c.data as Card;
          expect(d.query_data[0], what).toMatchObject({ totrec: mine.length, totpage: Math.ceil(mine.length / 2) });
          expect(d.info[0], what).toMatchObject({ masuk: sum((q) => Math.max(q, 0)), keluar: sum((q) => Math.max(-q, 0)) });
          expect(d.tbl_kartustok.length, what).toBe(Math.min(mine.length, 2));
        }
    // The pages of a card cutting months at both ends hold exactly its moves.
    const pages: string[] = [];
    for (let page = 0; page < 5; page++) {
      const c = (await co.act('kartustok', { kodeitem: 'KAOS', iddetailvarian: 'KAOS-MERAH', kodegudang: 'UTM', dari: '2026-01-06', sampai: '2026-06-29', limit: 2, page })) as Reply;
      pages.push(...(c.data as Card).tbl_kartustok.map((x) => x.notransaksi));
    }
    const utm = moves.filter((m) => Number(m.iddetailvarian) === varianId.get('KAOS-MERAH') && Number(m.gudang_id) === gudang.get('UTM') && m.tanggal >= '2026-01-06' && m.tanggal <= '2026-06-29');
    expect(pages.length).toBe(utm.length);
  };
  await checkCards();

  // Edit: the June stock-in moves to March with two lines (the count leaves June for March);
  // delete: February's stock-out goes; back-dated: a stock-in on January 2 re-costs every later
  // move of the red one (values change, counts do not).
  await save('itemmasuk_save', { id: juni.id, tanggal: '2026-03-15', kodegudang: 'UTM', kodeacc: '3-1000', lines: [kaos('MERAH', '6', '1000'), kaos('BIRU', '1', '1400')] });
  expect(await countsOff(co)).toEqual([]);
  expect((await co.act('itemkeluar_del', { id: keluar.id })).num).toBe(0);
  expect(await countsOff(co)).toEqual([]);
  const values = await co.sql(`select sum(nilai)::text as n from stok_mutasi where not batal`);
  await im('2026-01-02', 'UTM', [kaos('MERAH', '4', '2500')]);
  expect(await co.sql(`select sum(nilai)::text as n from stok_mutasi where not batal and tanggal > '2026-01-02'`)).not.toEqual(values);
  expect(await countsOff(co)).toEqual([]);
  expect(await invariants(co)).toEqual([]);
  await checkCards();

  // A damaged count is named by the invariants and given back by the repair.
  await co.sql(`update stok_saldo set mutasi = mutasi + 3 where periode = 202603`);
  await co.sql(`delete from stok_saldo where periode = 202601 and iddetailvarian <> 0`);
  expect((await countsOff(co)).length).toBeGreaterThan(2);
  expect((await invariants(co)).some((m) => m.startsWith('Mutasi bulanan') && m.includes(' mutasi'))).toBe(true);
  expect(await co.act('perbaikansaldo', {})).toMatchObject({ num: 0, data: { ok: true } });
  expect(await countsOff(co)).toEqual([]);
  await checkCards();
});
