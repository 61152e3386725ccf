/**
 * Property tests of the posting core on a real company schema: random sequences of post, edit,
 * delete and back-dated post keep every invariant, and a full recalculation changes nothing.
 */
import { expect, test } from 'vitest';
import fc from 'fast-check';
import { ActError } from '@niaga/kernel';
import type { Tx } from '@niaga/kernel/server';
import { rowsOf } from '@niaga/kernel/server';
import { sql } from 'drizzle-orm';
import { checkInvariants, credit, debit, post, recalculate, repost, subledger, trialBalance, unpost, type Posting } from '../src';
import { companyWithBooks, type BooksCompany } from '../../../modules/accounting/test/books';

type Kind = 'beli' | 'jual' | 'transfer' | 'opname' | 'kas' | 'retur';
interface Doc {
  kind: Kind;
  hari: number;
  item: number;
  gudang: number;
  qty: number;
  harga: number;
}

const docArb = fc.record({
  kind: fc.constantFrom<Kind>('beli', 'beli', 'jual', 'jual', 'transfer', 'opname', 'kas', 'retur'),
  hari: fc.integer({ min: 0, max: 89 }),
  item: fc.integer({ min: 0, max: 1 }),
  gudang: fc.integer({ min: 0, max: 1 }),
  qty: fc.integer({ min: 1, max: 20 }),
  harga: fc.integer({ min: 1, max: 99999 }),
});

type Op = { op: 'post'; doc: Doc } | { op: 'edit'; which: number; doc: Doc } | { op: 'delete'; which: number };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: docArb.map((doc) => ({ op: 'post' as const, doc })) },
  { weight: 2, arbitrary: fc.record({ which: fc.nat(), doc: docArb }).map((r) => ({ op: 'edit' as const, ...r })) },
  { weight: 1, arbitrary: fc.nat().map((which) => ({ op: 'delete' as const, which })) },
);

const tanggal = (hari: number) => new Date(Date.UTC(2026, 0, 1 + hari)).toISOString().slice(0, 10);

interface World {
  items: number[];
  gudang: number[];
}

function posting(w: World, no: string, d: Doc): Posting {
  const item = w.items[d.item];
  const g = w.gudang[d.gudang];
  const g2 = w.gudang[1 - d.gudang];
  const nilai = ((d.qty * d.harga) / 7).toFixed(2);
  const base = { notransaksi: no, tanggal: tanggal(d.hari), keterangan: d.kind };
  switch (d.kind) {
    case 'beli':
      return { ...base, sumber: 'XB', lines: [credit({ role: 'hutang' }, nilai, { kontak: 'SUP1' })], moves: [{ item, gudang: g, qty: d.qty, nilai }] };
    case 'retur':
      return { ...base, sumber: 'XR', lines: [debit({ role: 'hutang' }, nilai, { kontak: 'SUP1' })], moves: [{ item, gudang: g, qty: -d.qty, nilai: `-${nilai}` }] };
    case 'jual':
      return {
        ...base,
        sumber: 'XL',
        lines: [debit({ role: 'piutang' }, nilai, { kontak: 'PEL1' }), credit({ role: 'penjualan' }, nilai)],
        moves: [{ item, gudang: g, qty: -d.qty, lawan: { role: 'hpp' } }],
      };
    case 'transfer':
      return {
        ...base,
        sumber: 'XT',
        lines: [],
        moves: [
          { item, gudang: g, qty: -d.qty, akun: null },
          { item, gudang: g2, qty: d.qty, akun: null, pasangan: 0 },
        ],
      };
    case 'opname':
      return { ...base, sumber: 'XO', lines: [], moves: [{ item, gudang: g, qty: d.qty, lawan: { role: 'selisihpersediaan' } }] };
    case 'kas':
      return { ...base, sumber: 'XK', lines: [debit('6-1900', nilai), credit({ role: 'kas' }, nilai)] };
  }
}

async function snapshot(tx: Tx) {
  return {
    mutasi: await rowsOf(tx, sql`select id, nilai, saldo_qty, saldo_nilai from stok_mutasi order by id`),
    baris: await rowsOf(tx, sql`select id, debet, kredit from gl_baris order by id`),
    saldo: await rowsOf(tx, sql`select perkiraan_id, periode, sum(debet) as d, sum(kredit) as k from gl_saldo group by 1, 2 having sum(debet) <> 0 or sum(kredit) <> 0 order by 1, 2`),
    harian: await rowsOf(tx, sql`select perkiraan_id, tanggal, sum(debet) as d, sum(kredit) as k from gl_saldo_harian group by 1, 2 having sum(debet) <> 0 or sum(kredit) <> 0 order by 1, 2`),
    gudang: await rowsOf(tx, sql`select * from stok_gudang where qty <> 0 order by 1, 2, 3`),
    item: await rowsOf(tx, sql`select * from stok_item where qty <> 0 or nilai <> 0 order by 1, 2`),
  };
}

async function world(co: BooksCompany, negatif: boolean): Promise<World> {
  return co.tx(async (tx) => {
    const items = await rowsOf<{ id: number }>(tx, sql`insert into item (kodeitem, namaitem, satuan) values ('A', 'Item A', 'PCS'), ('B', 'Item B', 'PCS'), ('C', 'Item C', 'KG') returning id`);
    await tx.execute(sql`insert into gudang (kodegudang, namagudang) values ('G2', 'Gudang 2')`);
    const gudang = await rowsOf<{ id: number }>(tx, sql`select id from gudang order by id`);
    if (negatif) await tx.execute(sql`insert into konfigurasi (nama, nilai) values ('stokminus', '1')`);
    return { items: items.map((r) => Number(r.id)), gudang: gudang.map((r) => Number(r.id)) };
  });
}

async function run(co: BooksCompany, w: World, ops: Op[]) {
  const live: string[] = [];
  const model = new Map<string, { doc: Doc }>();
  let seq = 0;
  let refused = 0;
  for (const o of ops) {
    let pending = () => {};
    try {
      await co.tx(async (tx) => {
        if (o.op === 'post') {
          const no = `D${++seq}`;
          await post(tx, posting(w, no, o.doc));
          live.push(`${no}|${o.doc.kind}`);
          pending = () => model.set(no, { doc: o.doc });
        } else if (live.length) {
          const i = o.which % live.length;
          const [no] = live[i].split('|');
          const sumber = (await rowsOf<{ sumber: string }>(tx, sql`select sumber from gl_jurnal where notransaksi = ${no} and status = 0`))[0].sumber;
          if (o.op === 'edit') {
            const p = posting(w, no, o.doc);
            if (p.sumber !== sumber) await unpost(tx, sumber, no);
            await repost(tx, p);
            pending = () => model.set(no, { doc: o.doc });
          } else {
            await unpost(tx, sumber, no);
            live.splice(i, 1);
            pending = () => model.delete(no);
          }
        }
      });
    } catch (e) {
      if (!(e instanceof ActError)) throw e;
      if (process.env.LEDGER_STATS) console.log('TOLAK', o.op, e.message);
      refused++;
      continue;
    }
    pending();
  }
  return { refused, model };
}

async function property(negatif: boolean) {
  await fc.assert(
    fc.asyncProperty(fc.array(opArb, { minLength: 10, maxLength: 40, size: 'max' }), async (ops) => {
      const co = await companyWithBooks();
      const w = await world(co, negatif);
      const { model } = await run(co, w, ops);
      await co.tx(async (tx) => {
        if (process.env.LEDGER_STATS) console.log(JSON.stringify(await rowsOf(tx, sql`select metode, count(*) filter (where nilai <> 0) as nz, count(*) as n, count(*) filter (where batal) as b from stok_mutasi group by 1`)));
        // An independent model: stock per item and warehouse from the live documents.
        const expected = new Map<string, number>();
        for (const { doc } of model.values()) {
          const p = posting(w, 'M', doc);
          for (const m of p.moves ?? []) expected.set(`${m.item}:${m.gudang}`, (expected.get(`${m.item}:${m.gudang}`) ?? 0) + Number(m.qty));
        }
        const actual = await rowsOf<{ item_id: number; gudang_id: number; qty: string }>(tx, sql`select item_id, gudang_id, qty from stok_gudang`);
        for (const r of actual) expect(Number(r.qty)).toBe(expected.get(`${r.item_id}:${r.gudang_id}`) ?? 0);
        for (const [k, q] of expected) if (q !== 0) expect(actual.some((r) => `${r.item_id}:${r.gudang_id}` === k)).toBe(true);
        // The payable subledger (per supplier) sums to the control account of the trial balance.
        const sub = await subledger(tx, { tipe: 'HUTANG' });
        const control = (await trialBalance(tx, { sampai: '2026-12-31' })).find((r) => r.kodeacc === '2-1100')?.akhir ?? '0.00';
        expect(sub.reduce((t, r) => t + Math.round(Number(r.saldo) * 100), 0)).toBe(Math.round(Number(control) * 100));
        const inv = await checkInvariants(tx, { deep: true });
        expect(inv.masalah).toEqual([]);
        const before = await snapshot(tx);
        await recalculate(tx);
        expect(await snapshot(tx)).toEqual(before);
        expect((await checkInvariants(tx, { deep: true })).masalah).toEqual([]);
      });
    }),
    { numRuns: Number(process.env.LEDGER_RUNS ?? 8) },
  );
}

test('random post / edit / delete / back-dated sequences keep every invariant (negative stock refused)', () => property(false), 300_000);
test('… and with negative stock allowed; recalculation equals the incremental result', () => property(true), 300_000);

test('an unbalanced journal is refused and nothing is written; locked and pre-start dates are refused', async () => {
  const co = await companyWithBooks();
  await expect(
    co.tx((tx) => post(tx, { sumber: 'XJ', notransaksi: 'X1', tanggal: '2026-01-05', lines: [debit('1-1100', '100'), credit('4-9000', '99.99')] })),
  ).rejects.toThrow('Jurnal X1 tidak seimbang: debet 100.00, kredit 99.99. Transaksi tidak disimpan.');
  expect(await co.sql('select * from gl_jurnal')).toEqual([]);
  await expect(co.tx((tx) => post(tx, { sumber: 'XJ', notransaksi: 'X2', tanggal: '2025-12-31', lines: [] }))).rejects.toThrow(
    'Tanggal 31/12/2025 sebelum awal periode pencatatan (01/01/2026). Transaksi tidak dapat disimpan.',
  );
  await co.sql(`update buku_periode set tglkunci = '2026-01-31'`);
  await expect(co.tx((tx) => post(tx, { sumber: 'XJ', notransaksi: 'X3', tanggal: '2026-01-31', lines: [] }))).rejects.toThrow(
    'Periode sampai dengan 31/01/2026 sudah ditutup (tutup buku). Transaksi tanggal 31/01/2026 tidak dapat ditambah, diubah, atau dihapus.',
  );
  await expect(co.tx((tx) => post(tx, { sumber: 'XJ', notransaksi: 'X4', tanggal: '2026-02-01', lines: [debit('1-1300', '5'), credit('1-1100', '5')] }))).rejects.toThrow(
    'akun kontrol; isi kode pelanggan',
  );
  await expect(co.tx((tx) => post(tx, { sumber: 'XJ', notransaksi: 'X5', tanggal: '2026-02-01', lines: [debit('1-1400', '5'), credit('1-1100', '5')] }))).rejects.toThrow(
    'hanya berubah melalui transaksi persediaan',
  );
});

test('a back-dated purchase re-costs later sales and their HPP lines', async () => {
  const co = await companyWithBooks();
  const w = await world(co, false);
  const [A] = w.items;
  const [G] = w.gudang;
  await co.tx((tx) => post(tx, { sumber: 'XB', notransaksi: 'B1', tanggal: '2026-01-10', lines: [credit({ role: 'hutang' }, '1000', { kontak: 'S' })], moves: [{ item: A, gudang: G, qty: 10, nilai: '1000' }] }));
  await co.tx((tx) => post(tx, { sumber: 'XL', notransaksi: 'J1', tanggal: '2026-01-20', lines: [debit({ role: 'kas' }, '500'), credit({ role: 'penjualan' }, '500')], moves: [{ item: A, gudang: G, qty: -4, lawan: { role: 'hpp' } }] }));
  const hpp = async () => (await co.sql<{ v: string }>(`select sum(debet - kredit) as v from gl_baris b join perkiraan p on p.id = b.perkiraan_id where p.kodeacc = '5-1000'`))[0].v;
  expect(await hpp()).toBe('400.00');
  // 10 more at 130 each on 15 Jan: average 115, the sale of 20 Jan now costs 460.
  await co.tx((tx) => post(tx, { sumber: 'XB', notransaksi: 'B0', tanggal: '2026-01-15', lines: [credit({ role: 'hutang' }, '1300', { kontak: 'S' })], moves: [{ item: A, gudang: G, qty: 10, nilai: '1300' }] }));
  expect(await hpp()).toBe('460.00');
  expect(await co.sql(`select qty, nilai from stok_item where item_id = ${A}`)).toEqual([{ qty: '16.0000', nilai: '1840.00' }]);
  // Deleting the first purchase leaves the sale on 20 Jan costed at 130.
  await co.tx((tx) => unpost(tx, 'XB', 'B1'));
  expect(await hpp()).toBe('520.00');
  // Deleting the other one now would take the stock below zero on 20 Jan: refused.
  await expect(co.tx((tx) => unpost(tx, 'XB', 'B0'))).rejects.toThrow('Stok item A di gudang UTM tidak mencukupi: menjadi -4 pada 20/01/2026.');
  expect((await co.tx((tx) => checkInvariants(tx, { deep: true }))).masalah).toEqual([]);
});
