/**
 * /perbaikansaldo on 200,000 stock moves (issue 13, target ≤ 10 s): 2,000 items × 100 moves
 * (stock-in, two stock-outs at average cost, a transfer between two warehouses), written in bulk
 * SQL as the ledger writes them but with every average-cost value and running state still to be
 * computed (bench/src/lib/stock-moves.ts). Then the real act `perbaikansaldo` through the kernel's
 * dispatcher (right, snapshot before, `recalculate`, snapshot after, the deep invariants):
 *   - first run: the books before a repair, every move costed and written;
 *   - second run: sound books, nothing to change (the usual check).
 * Beside each, in the same run on the same data, a hand-written SQL floor: the set-based part of a
 * repair (every move read in order, the running quantity per item by a window and written where it
 * differs, stock per warehouse and item, balances per month and day rebuilt), with no costing.
 * On PGlite always, and on PostgreSQL too when BENCH_DATABASE_URL is set (created when missing).
 * Each run is profiled: its statements counted, the slowest printed with their time and share
 * (BENCH_PROFILE=0: figures only).
 *   npx tsx bench/src/perbaikan-saldo.ts      (BENCH_ITEMS=2000, BENCH_PER_ITEM=100)
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { checkInvariants } from '@niaga/ledger';
import { ensurePgDatabase } from '../../apps/server/test/db-env';
import { benchCompany, benchItems, benchMoves, printProfile } from './lib/stock-moves';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 2000);
const PER_ITEM = Number(process.env.BENCH_PER_ITEM ?? 100);

type Profile = { ms: number; statements: Array<{ ms: number; q: string }> };

interface Figures {
  engine: string;
  moves: number;
  fill: number;
  first: Profile;
  firstChanged: number;
  second: Profile;
  secondChanged: number;
  sqlStale: Profile;
  sqlSound: Profile;
  invariants: string;
}

class Rollback extends Error {}

/** The hand-written floor: what a repair does that needs no costing, in plain SQL. */
async function handWritten(tx: Tx) {
  await rowsOf(tx, sql`select id, item_id, iddetailvarian, qty, nilai, metode, pasangan_id, saldo_qty, saldo_nilai from stok_mutasi where not batal order by item_id, iddetailvarian, tanggal, id`);
  await tx.execute(sql`update stok_mutasi m set saldo_qty = w.run
                       from (select id, sum(qty) over (partition by item_id, iddetailvarian order by tanggal, id) as run from stok_mutasi where not batal) w
                       where w.id = m.id and m.saldo_qty <> w.run`);
  await tx.execute(sql`delete from stok_gudang`);
  await tx.execute(sql`insert into stok_gudang (item_id, iddetailvarian, gudang_id, qty) select item_id, iddetailvarian, gudang_id, sum(qty) from stok_mutasi where not batal group by 1, 2, 3`);
  await tx.execute(sql`update stok_item i set qty = s.q, nilai = s.n from (select item_id, iddetailvarian, sum(qty) as q, sum(nilai) as n from stok_mutasi where not batal group by 1, 2) s
                       where s.item_id = i.item_id and s.iddetailvarian = i.iddetailvarian`);
  await tx.execute(sql`delete from gl_saldo`);
  await tx.execute(sql`insert into gl_saldo (perkiraan_id, periode, debet, kredit) select perkiraan_id, periode, sum(debet), sum(kredit) from gl_baris group by 1, 2`);
  await tx.execute(sql`delete from gl_saldo_harian`);
  await tx.execute(sql`insert into gl_saldo_harian (perkiraan_id, tanggal, debet, kredit) select perkiraan_id, tanggal, sum(debet), sum(kredit) from gl_baris group by 1, 2`);
}

async function onEngine(kind: 'pglite' | 'postgres', url?: string): Promise<Figures> {
  const co = await benchCompany(kind, url, 'PS');
  const t0 = performance.now();
  const items = await benchItems(co, 'PS', ITEMS);
  const moves = await benchMoves(co, items, PER_ITEM, 360);
  const fill = performance.now() - t0;

  const floor = (rollback: boolean) =>
    co.profile(async () => {
      try {
        await co.db.tx(co.schema, async (tx) => {
          await handWritten(tx);
          if (rollback) throw new Rollback();
        });
      } catch (e) {
        if (!(e instanceof Rollback)) throw e;
      }
    });
  const repair = async () => {
    const p = await co.profile(() => co.call('perbaikansaldo', {}));
    const r = p.result;
    if (r.num !== 0) throw new Error(`perbaikansaldo: ${r.msg}`);
    const d = r.data as { ok: boolean; masalah: string[]; mutasiBerubah: number };
    if (!d.ok) throw new Error(`perbaikansaldo: ${d.masalah.join(' | ')}`);
    return { ms: p.ms, statements: p.statements, changed: d.mutasiBerubah };
  };

  const sqlStale = await floor(true);
  const first = await repair();
  const second = await repair();
  const sqlSound = await floor(false);
  const inv = await co.db.tx(co.schema, (tx) => checkInvariants(tx, { deep: true }));
  await co.close();
  return {
    engine: kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
    moves,
    fill,
    first,
    firstChanged: first.changed,
    second,
    secondChanged: second.changed,
    sqlStale,
    sqlSound,
    invariants: inv.ok ? 'ok' : inv.masalah.join(' | '),
  };
}

const url = process.env.BENCH_DATABASE_URL;
if (url) await ensurePgDatabase(url);
const results: Figures[] = process.env.BENCH_PGLITE === '0' ? [] : [await onEngine('pglite')];
if (url) results.push(await onEngine('postgres', url));

console.log(`\n/perbaikansaldo (act perbaikansaldo, in process) on ${ITEMS} items × ${PER_ITEM} moves, beside the set-based part of a repair hand-written in SQL`);
const VERBOSE = process.env.BENCH_PROFILE !== '0';
for (const r of results) {
  const s = (p: Profile) => `${(p.ms / 1000).toFixed(2)} s in ${p.statements.length} statements`;
  const share = (a: Profile, b: Profile) => `${((100 * a.ms) / b.ms).toFixed(0)} % of the floor`;
  console.log(`[${r.engine}] ${r.moves} moves written in bulk SQL in ${(r.fill / 1000).toFixed(2)} s`);
  console.log(`[${r.engine}] perbaikansaldo, books before a repair:  ${s(r.first)}   (${r.firstChanged} moves re-costed; ${share(r.first, r.sqlStale)}; target ≤ 10 s)`);
  console.log(`[${r.engine}] hand-written SQL floor, same books:      ${s(r.sqlStale)}`);
  console.log(`[${r.engine}] perbaikansaldo, sound books:            ${s(r.second)}   (${r.secondChanged} moves changed; ${share(r.second, r.sqlSound)}; target ≤ 10 s)`);
  console.log(`[${r.engine}] hand-written SQL floor, sound books:    ${s(r.sqlSound)}`);
  console.log(`[${r.engine}] after the run: invariants (deep) ${r.invariants}`);
  if (VERBOSE) {
    printProfile(`${r.engine} repair, before`, r.first);
    printProfile(`${r.engine} floor, before`, r.sqlStale);
    printProfile(`${r.engine} repair, sound`, r.second);
    printProfile(`${r.engine} floor, sound`, r.sqlSound);
  }
}
if (results.some((r) => r.invariants !== 'ok' || r.secondChanged !== 0)) process.exitCode = 1;
