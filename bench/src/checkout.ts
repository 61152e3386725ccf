/**
 * The till's checkout (issue 14): a 5-line `kasir_save` with cash and change, made by a cashier (not
 * an administrator, so every price, discount, promo and rounding is checked), each with its own
 * `idem` key — beside a hand-written SQL transaction doing the same writes (idempotency row,
 * number, sale and lines, journal and lines, stock moves at average cost, item and warehouse
 * stock, the month's stock figures, account balances, the dashboard's sales figures, activity log):
 *   - one cashier: p50/p95 per checkout (target p95 ≤ 15 ms);
 *   - 8 cashiers at once: sales per second of each, and Niaga's share (target ≥ 50 %);
 *   - SQL statements per checkout; the rows each side writes; invariants and the dashboard's
 *     figures against a rebuild after the run.
 * The harness (lib/writers.ts) says how it is run and what it prints.
 *   npx tsx bench/src/checkout.ts      (BENCH_SAVES=300, BENCH_SECONDS=5, BENCH_TRACE=n, BENCH_CPU=1, BENCH_PROFILE=dir)
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { rebuildSaleFigures } from '@niaga/system/server';
import { runWriteBench, TANGGAL } from './lib/writers';
import { handWrittenSale } from './lib/sale-sql';

const ITEMS = [1, 2, 3, 4, 5];
// Prices 1,000 … 5,000 incl. PPN (1112): 15,000 = DPP 13,514 + PPN 1,486; paid 20,000, change 5,000.
const SALE = {
  tanggal: TANGGAL,
  kodegudang: 'UTM',
  kodesupel: 'UMUM',
  tipeppn: 'I',
  tunai: '20000',
  lines: ITEMS.map((i) => ({ kodeitem: `BRG0${i}`, satuan: 'PCS', jumlah: '1', harga: `${i}000`, jenispajak: '1112' })),
};

await runWriteBench({
  title: 'kasir_save, 5 lines with cash and change, by a cashier',
  act: 'kasir_save',
  unit: 'sales',
  writer: 'cashier',
  prefix: 'CO',
  numbers: { table: 'kasir', prefix: 'KSR-2601-' },
  targets: { p95: 15, share: 50 },
  async setup(env) {
    await env.ok('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
    for (const i of ITEMS) await env.ok('item_save', { kodeitem: `BRG0${i}`, namaitem: `Barang ${i}`, satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: `${i}000` }] });
    await env.ok('pelanggan_save', { kodesupel: 'UMUM', namasupel: 'Pelanggan Umum' });
    await env.ok('itemmasuk_save', { tanggal: '2026-01-02', kodegudang: 'UTM', kodeacc: '3-1000', lines: ITEMS.map((i) => ({ kodeitem: `BRG0${i}`, satuan: 'PCS', jumlah: '1000000', harga: `${i * 600}` })) });
    const token = await env.user('KASIR1', [
      ['mJual', 'mopen'],
      ['mJual', 'madd'],
    ]);
    const ids = await env.tx(async (tx) => {
      const acc = Object.fromEntries(
        (await rowsOf<{ peran: string; id: number }>(tx, sql`select s.peran, s.perkiraan_id as id from setting_akun s where s.peran in ('kas', 'penjualan', 'ppnkeluaran', 'hpp', 'persediaan')`)).map((r) => [r.peran, Number(r.id)]),
      );
      const items = (await rowsOf<{ id: number; kode: string }>(tx, sql`select id, kodeitem as kode from item where kodeitem like 'BRG0%' order by id`)).map((r) => ({ id: Number(r.id), kode: r.kode }));
      const [g] = await rowsOf<{ id: number }>(tx, sql`select id from gudang where kodegudang = 'UTM'`);
      return { acc, items, gudang: Number(g.id), key: 'bench-sql' };
    });
    return {
      async act(i) {
        const r = await env.call('kasir_save', SALE, token, { idem: `bench-ksr-${i}` });
        if (r.num !== 0) throw new Error(`kasir_save: ${r.msg}`);
      },
      handWritten: (tx: Tx, i: number) => handWrittenSale(tx, i, ids),
      checks: dashboardFigures,
    };
  },
});

/** The dashboard's kept sales figures against a rebuild from the sales (in a savepoint, undone). */
async function dashboardFigures(tx: Tx): Promise<string[]> {
  const tables = ['dsb_jual_item', 'dsb_jual_item_thn', 'dsb_omset', 'dsb_jual_satuan'];
  const snap = async () => {
    const out: Record<string, string> = {};
    for (const t of tables) out[t] = (await rowsOf<{ r: string }>(tx, sql.raw(`select coalesce(string_agg(x::text, ';' order by x::text), '') as r from "${t}" x`)))[0].r;
    return out;
  };
  const kept = await snap();
  await tx.execute(sql`savepoint figures`);
  await rebuildSaleFigures(tx);
  const rebuilt = await snap();
  await tx.execute(sql`rollback to savepoint figures`);
  return tables.filter((t) => kept[t] !== rebuilt[t]).map((t) => `dashboard figures ${t} differ from a rebuild from the sales`);
}
