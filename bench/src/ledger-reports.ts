/**
 * Report queries on 1,000,000 journal lines (250,000 four-line journals over three years): trial
 * balance, balance sheet, monthly profit and loss over 36 months, against a raw GROUP BY over the
 * lines. On PGlite, or on PostgreSQL with BENCH_DATABASE_URL. Prints figures; not a test.
 *   npx tsx bench/src/ledger-reports.ts            (BENCH_LINES=1000000, BENCH_RUNS=21)
 */
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Tx } from '@niaga/kernel/server';
import { initialiseBooks } from '@niaga/accounting';
import { balanceSheet, checkInvariants, monthlyMovements, trialBalance } from '@niaga/ledger';
import { migrate, newCompany } from '../../apps/server/src/app';
import { ensurePgDatabase } from '../../apps/server/test/db-env';

const LINES = Number(process.env.BENCH_LINES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const url = process.env.BENCH_DATABASE_URL;

if (url) await ensurePgDatabase(url);
const db = await openDatabase(url ? { databaseUrl: url, poolSize: 2 } : {});
await migrate(db);
const iper = `BL${Date.now().toString(36).toUpperCase()}`;
const company = await newCompany(db, { idperusahaan: iper, nama: 'Bench ledger', startflag: 1, adminPassword: 'bench-pass' });
const inCompany = <T>(fn: (tx: Tx) => Promise<T>) => db.tx(company.schema_name, fn);

let t = performance.now();
await inCompany(async (tx) => {
  await initialiseBooks(tx, { kodekantor: 'UTM', namakantor: 'Bench', tahun: 2024, bulanAwal: 1, bulanAkhir: 12 });
  const ids = (await rowsOf<{ id: number }>(tx, sql`select id from perkiraan where not grup and tipe <> 'PERSEDIAAN' order by id`)).map((r) => Number(r.id));
  const arr = sql.raw(`array[${ids.join(',')}]`);
  const n = ids.length;
  const journals = Math.ceil(LINES / 4);
  await tx.execute(sql`insert into gl_jurnal (sumber, notransaksi, tanggal, keterangan)
                       select 'JU', 'B' || i, date '2024-01-01' + ((i * 37) % 1096), 'bench' from generate_series(1, ${journals}) i`);
  // Four lines a journal: Dr A a / Cr B a / Dr C b / Cr D b.
  await tx.execute(sql`insert into gl_baris (jurnal_id, perkiraan_id, tanggal, periode, debet, kredit, kontak)
    select j.id, (${arr})[1 + ((j.id * 7 + k * 13) % ${n})], j.tanggal,
           extract(year from j.tanggal)::int * 100 + extract(month from j.tanggal)::int,
           case when k in (0, 2) then ((j.id * 7919 + k) % 10000000) / 100.0 else 0 end,
           case when k = 1 then ((j.id * 7919 + 0) % 10000000) / 100.0 when k = 3 then ((j.id * 7919 + 2) % 10000000) / 100.0 else 0 end,
           'K' || (j.id % 100)
    from gl_jurnal j cross join generate_series(0, 3) k`);
  await tx.execute(sql`insert into gl_saldo (perkiraan_id, periode, debet, kredit) select perkiraan_id, periode, sum(debet), sum(kredit) from gl_baris group by 1, 2`);
});
if (db.kind === 'postgres') await db.rows(sql.raw(`analyze "${company.schema_name}".gl_baris; analyze "${company.schema_name}".gl_saldo; analyze "${company.schema_name}".perkiraan`));
const [{ n }] = await inCompany((tx) => rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from gl_baris`));
console.log(`${db.kind}: ${n.toLocaleString('en')} journal lines generated in ${((performance.now() - t) / 1000).toFixed(1)} s`);

t = performance.now();
const inv = await inCompany((tx) => checkInvariants(tx));
console.log(`invariant check (without costing): ${inv.ok ? 'ok' : inv.masalah.join(' | ')} in ${(performance.now() - t).toFixed(0)} ms`);

async function time(label: string, fn: (tx: Tx) => Promise<unknown>) {
  const lat: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    await inCompany(fn);
    lat.push(performance.now() - s);
  }
  lat.sort((a, b) => a - b);
  console.log(`${label.padEnd(52)} median ${lat[Math.floor(lat.length / 2)].toFixed(1).padStart(7)} ms   min ${lat[0].toFixed(1).padStart(7)} ms`);
}

console.log(`each figure: one transaction per run (as an act), ${RUNS} runs`);
await time('trial balance to 2026-12-31 (maintained balances)', (tx) => trialBalance(tx, { sampai: '2026-12-31' }));
await time('trial balance 2025-03-10 … 2026-08-20 (partial months)', (tx) => trialBalance(tx, { dari: '2025-03-10', sampai: '2026-08-20' }));
await time('balance sheet at 2026-06-30', (tx) => balanceSheet(tx, '2026-06-30', '2026-01-01'));
await time('monthly profit and loss, 36 months', (tx) => monthlyMovements(tx, { dariPeriode: 202401, sampaiPeriode: 202612, kelompok: ['4', '5', '6'] }));
await time('baseline: raw GROUP BY over the lines (trial balance)', (tx) =>
  rowsOf(tx, sql`select perkiraan_id, sum(debet), sum(kredit) from gl_baris where tanggal <= '2026-12-31' group by 1`),
);
await time('baseline: raw GROUP BY over the lines (monthly P&L)', (tx) =>
  rowsOf(tx, sql`select b.perkiraan_id, b.periode, sum(b.debet - b.kredit) from gl_baris b join perkiraan p on p.id = b.perkiraan_id where p.kelompok in ('4','5','6') group by 1, 2`),
);
if (db.kind === 'postgres') {
  await db.rows(sql.raw(`drop schema "${company.schema_name}" cascade`));
  await db.rows(sql`delete from control.companies where id = ${company.id}`);
}
await db.close();
