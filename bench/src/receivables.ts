/**
 * The receivables list with many open invoices: the first page of the due receivables
 * (`reminderpiutanglist`'s query: each invoice's kept remaining amount from the shared open-items
 * mechanism, due ones with something left along the `tempo` index, oldest due first, with the
 * count for totpage, capped as lists are) and one customer's open invoices (`piutangpelanggan`),
 * against the target of 50 ms for the first page; and the receivables ageing report (mLapPT002)
 * over all of them, against 500 ms. Baselines from the same run: the same page by hand-written SQL
 * on the kept columns, and the page with every invoice's remaining summed over its settlements at
 * read time (the read at a date, as before the amounts were kept).
 * Invoices are opening receivables (SAP) of 1,000 customers; every third is partly paid by a
 * receivable payment (BP) line; the kept amounts are filled by `keepOpen` (as every payment's save
 * keeps them). On PGlite, or on PostgreSQL with BENCH_DATABASE_URL. Prints figures; not a test.
 *   npx tsx bench/src/receivables.ts            (BENCH_INVOICES=100000, BENCH_RUNS=15)
 */
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Tx } from '@niaga/kernel/server';
import { initialiseBooks } from '@niaga/accounting';
import { invoicePage, invoices, keepOpen } from '@niaga/ledger';
import { PIUTANG, receivableServerReports } from '@niaga/sales/server';
import { paramsSchema } from '@niaga/report';
import { layoutOf } from '@niaga/report/server';
import { migrate, newCompany } from '../../apps/server/src/app';
import { ensurePgDatabase } from '../../apps/server/test/db-env';

const N = Number(process.env.BENCH_INVOICES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const TARGET_MS = 50;
const url = process.env.BENCH_DATABASE_URL;

if (url) await ensurePgDatabase(url);
const db = await openDatabase(url ? { databaseUrl: url, poolSize: 2 } : {});
await migrate(db);
const iper = `BR${Date.now().toString(36).toUpperCase()}`;
const company = await newCompany(db, { idperusahaan: iper, nama: 'Bench receivables', startflag: 1, adminPassword: 'bench-pass' });
const inCompany = <T>(fn: (tx: Tx) => Promise<T>) => db.tx(company.schema_name, fn);

let t = performance.now();
await inCompany(async (tx) => {
  await tx.execute(sql`insert into kantor (kodekantor, namakantor, pusat, timezone) values ('UTM', 'Kantor Pusat', true, 'Asia/Jakarta') on conflict do nothing`);
  await initialiseBooks(tx, { kodekantor: 'UTM', namakantor: 'Bench', tahun: 2026, bulanAwal: 1, bulanAkhir: 12 });
  await tx.execute(sql`insert into pelanggan (kodesupel, namasupel) select 'PL' || lpad(i::text, 4, '0'), 'Pelanggan ' || i from generate_series(1, 1000) i`);
  await tx.execute(sql`insert into saldoawalpiutang (notransaksi, tanggal, kodesupel, jumlah, jatuhtempo, kodekantor)
                       select 'SAP-B-' || lpad(i::text, 7, '0'), date '2026-01-01' + (i % 200), 'PL' || lpad((1 + i % 1000)::text, 4, '0'),
                              100000 + (i % 997) * 100, date '2026-01-01' + (i % 200) + 30, 'UTM'
                       from generate_series(1, ${N}) i`);
  // One payment a customer, paying 10,000 of every third invoice of theirs.
  await tx.execute(sql`insert into bayarpiutang (notransaksi, tanggal, kodesupel, kodeacckas, deposit, total, totalpotongan, kas, kodekantor)
                       select 'BP-B-' || lpad(i::text, 5, '0'), date '2026-08-01', 'PL' || lpad(i::text, 4, '0'), '1-1100', 0, 0, 0, 0, 'UTM' from generate_series(1, 1000) i`);
  await tx.execute(sql`insert into bayarpiutang_detail (bayarpiutang_id, urut, noinvoice, bayar, potongan)
                       select h.id, row_number() over (partition by h.id), s.notransaksi, 10000, 0
                       from saldoawalpiutang s join bayarpiutang h on h.kodesupel = s.kodesupel where s.id % 3 = 0`);
  // What each payment's save keeps: every invoice's remaining and open due date.
  await keepOpen(tx, PIUTANG);
});
if (db.kind === 'postgres') await db.rows(sql.raw(`analyze "${company.schema_name}".saldoawalpiutang; analyze "${company.schema_name}".bayarpiutang; analyze "${company.schema_name}".bayarpiutang_detail`));
const [{ n, p }] = await inCompany((tx) =>
  rowsOf<{ n: number; p: number }>(tx, sql`select (select count(*) from saldoawalpiutang)::int as n, (select count(*) from bayarpiutang_detail)::int as p`),
);
console.log(`${db.kind}: ${n.toLocaleString('en')} open invoices, ${p.toLocaleString('en')} payment lines generated in ${((performance.now() - t) / 1000).toFixed(1)} s`);

async function time(label: string, fn: (tx: Tx) => Promise<unknown>, target?: number) {
  const lat: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    await inCompany(fn);
    lat.push(performance.now() - s);
  }
  lat.sort((a, b) => a - b);
  const med = lat[Math.floor(lat.length / 2)];
  console.log(`${label.padEnd(56)} median ${med.toFixed(1).padStart(8)} ms   min ${lat[0].toFixed(1).padStart(8)} ms${target ? `   (target ≤ ${target} ms: ${med <= target ? 'ok' : 'MISSED'})` : ''}`);
}

t = performance.now();
const first = await inCompany((tx) => invoicePage(tx, PIUTANG, { jatuhtempo: '2026-12-31', terbuka: true, limit: 15, offset: 0 }));
console.log(`check: first page ${first.rows.length} rows of ${first.total.toLocaleString('en')} due (${(performance.now() - t).toFixed(0)} ms cold)`);
await time('due receivables, first page of 15 (with totpage)', (tx) => invoicePage(tx, PIUTANG, { jatuhtempo: '2026-12-31', terbuka: true, limit: 15, offset: 0 }), TARGET_MS);
await time('baseline: hand-written SQL, same page on the kept columns', (tx) =>
  rowsOf(
    tx,
    sql`select notransaksi, tanggal, kodesupel, jatuhtempo, jumlah, sisakredit, (select count(*) from (select 1 from saldoawalpiutang where tempo <= '2026-12-31' limit 10001) c) as n
        from saldoawalpiutang where tempo <= '2026-12-31' order by tempo, tanggal, notransaksi limit 15`,
  ),
);
await time('baseline: same page summed over every settlement at read', (tx) => invoicePage(tx, PIUTANG, { sampai: '2999-12-31', jatuhtempo: '2026-12-31', terbuka: true, limit: 15, offset: 0 }));
await time('due receivables, page 100 of 15', (tx) => invoicePage(tx, PIUTANG, { jatuhtempo: '2026-12-31', terbuka: true, limit: 15, offset: 1500 }));
await time('one customer’s open invoices (piutangpelanggan)', (tx) => invoices(tx, PIUTANG, { kodesupel: 'PL0500', terbuka: true }));
// The receivables ageing report (mLapPT002) over every open invoice, as the report act runs it (issue 19: ≤ 500 ms at 100,000).
const umur = receivableServerReports.find((r) => r.decl.access === 'mLapPT002')!;
const age = async (tx: Tx, rinci: boolean) => layoutOf(await umur.run({ tx, today: '2026-12-31', userid: 'BENCH' }, paramsSchema(umur.decl, '2026-12-31').parse({ tanggal: '2026-12-31', rinci }))).length;
t = performance.now();
console.log(`check: ageing ${(await inCompany((tx) => age(tx, false))).toLocaleString('en')} rows per customer (${(performance.now() - t).toFixed(0)} ms cold)`);
await time('baseline: invoices() of every open invoice at the date', (tx) => invoices(tx, PIUTANG, { sampai: '2026-12-31', terbuka: true }));
await time('mLapPT002 umur piutang per customer, whole report', (tx) => age(tx, false), 500);
await time('mLapPT002 umur piutang per invoice (rinci), whole report', (tx) => age(tx, true));
await db.close?.();
