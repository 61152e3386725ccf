/**
 * The dashboard's first load (`dsbreqag_lite`, issue 16) on a company with 1,000,000 sale lines
 * (BENCH_SALE_LINES; 5-line till sales over the last 24 months, 2,000 items, 3 offices), against its
 * baseline: the same tables computed by a scan of every sale line. The figures the act reads are the
 * ones every sale save keeps (modules/system/dashboard/figures.ts); here they are built once from
 * the generated sales by `rebuildSaleFigures`, as `npm run dashboard:rebuild` does. Target ≤ 100 ms.
 * On PGlite, or on PostgreSQL with BENCH_DATABASE_URL. Prints figures; not a test.
 *   npx tsx bench/src/dashboard.ts        (BENCH_SALE_LINES=1000000, BENCH_RUNS=21)
 */
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type ActContext, type Tx } from '@niaga/kernel/server';
import { initialiseBooks } from '@niaga/accounting';
import { dashboard, rebuildSaleFigures } from '@niaga/system/server';
import { migrate, newCompany } from '../../apps/server/src/app';
import { ensurePgDatabase } from '../../apps/server/test/db-env';

const LINES = Number(process.env.BENCH_SALE_LINES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const ITEMS = 2000;
const url = process.env.BENCH_DATABASE_URL;

if (url) await ensurePgDatabase(url);
const db = await openDatabase(url ? { databaseUrl: url, poolSize: 2 } : {});
await migrate(db);
const iper = `BD${Date.now().toString(36).toUpperCase()}`;
const company = await newCompany(db, { idperusahaan: iper, nama: 'Bench dasbor', startflag: 1, adminPassword: 'bench-pass' });
const inCompany = <T>(fn: (tx: Tx) => Promise<T>) => db.tx(company.schema_name, fn);

let t = performance.now();
await inCompany(async (tx) => {
  const year = Number(new Date().toISOString().slice(0, 4));
  await initialiseBooks(tx, { kodekantor: 'UTM', namakantor: 'Kantor Pusat', tahun: year, bulanAwal: 1, bulanAkhir: 12 });
  await tx.execute(sql`insert into kantor (kodekantor, namakantor, pusat, timezone) values ('CB1', 'Cabang Satu', false, 'Asia/Jakarta'), ('CB2', 'Cabang Dua', false, 'Asia/Jakarta') on conflict do nothing`);
  await tx.execute(sql`insert into satuan (kodesatuan, namasatuan) values ('PCS', 'Pieces') on conflict do nothing`);
  await tx.execute(sql`insert into item (kodeitem, namaitem, satuan) select 'BRG' || lpad(i::text, 5, '0'), 'Barang Dagangan Nomor ' || i, 'PCS' from generate_series(1, ${ITEMS}) i`);
  await tx.execute(sql`insert into satuanitem (item_id, satuan, konversi, urut) select id, 'PCS', 1, 1 from item`);
  const sales = Math.ceil(LINES / 5);
  // Till sales spread over the last 24 months, a third at each office.
  await tx.execute(sql`insert into kasir (notransaksi, tanggal, kodesupel, kodegudang, dpp, total, tunai, kodekantor)
    select 'KSR-B' || i, current_date - ((i * 7) % 730), 'UMUM', 'UTM', 0, 0, 0, (array['UTM', 'CB1', 'CB2'])[1 + i % 3] from generate_series(1, ${sales}) i`);
  await tx.execute(sql`insert into kasir_detail (kasir_id, urut, kodeitem, satuan, jumlah, harga, total)
    select h.id, k, 'BRG' || lpad((1 + ((h.id * 31 + k * 17) % ${ITEMS}))::text, 5, '0'), 'PCS', 1 + (h.id + k) % 5, 1000 + (h.id % 50) * 500, (1 + (h.id + k) % 5) * (1000 + (h.id % 50) * 500)
    from kasir h cross join generate_series(1, 5) k`);
  await tx.execute(sql`update kasir h set dpp = d.t, total = d.t, tunai = d.t from (select kasir_id, sum(total) as t from kasir_detail group by 1) d where d.kasir_id = h.id`);
});
if (db.kind === 'postgres') await db.rows(sql.raw(`analyze "${company.schema_name}".kasir; analyze "${company.schema_name}".kasir_detail; analyze "${company.schema_name}".item`));
const [{ n }] = await inCompany((tx) => rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from kasir_detail`));
console.log(`${db.kind}: ${n.toLocaleString('en')} sale lines generated in ${((performance.now() - t) / 1000).toFixed(1)} s`);

t = performance.now();
await inCompany((tx) => rebuildSaleFigures(tx));
const [{ r1, r2 }] = await inCompany((tx) => rowsOf<{ r1: number; r2: number }>(tx, sql`select (select count(*)::int from dsb_jual_item) as r1, (select count(*)::int from dsb_omset) as r2`));
console.log(`figures built from every sale (dashboard:rebuild): ${r1.toLocaleString('en')} item-month and ${r2} office-month rows in ${((performance.now() - t) / 1000).toFixed(1)} s`);

async function time(label: string, fn: (tx: Tx) => Promise<unknown>) {
  const lat: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    await inCompany(fn);
    lat.push(performance.now() - s);
  }
  lat.sort((a, b) => a - b);
  const med = lat[Math.floor(lat.length / 2)];
  console.log(`${label.padEnd(58)} median ${med.toFixed(1).padStart(8)} ms   p95 ${lat[Math.floor(lat.length * 0.95)].toFixed(1).padStart(8)} ms`);
  return med;
}

const ctx = (tx: Tx) => ({ tx, books: null, company: null, session: null }) as unknown as ActContext;
const lite = await time('dsbreqag_lite (maintained figures)', (tx) => dashboard(ctx(tx)));
// Baseline: the same four tables by scanning every sale line of the year and of the last 4 months.
await time('baseline: the same tables scanning every sale line', (tx) =>
  tx.execute(sql`
    with l as (select date_trunc('month', h.tanggal)::date as bulan, h.kodekantor, d.kodeitem, d.jumlah * coalesce(s.konversi, 1) as q, d.total
               from kasir h join kasir_detail d on d.kasir_id = h.id left join item i on i.kodeitem = d.kodeitem left join satuanitem s on s.item_id = i.id and s.satuan = d.satuan
               where h.tanggal >= least(date_trunc('year', current_date), date_trunc('month', current_date) - interval '3 months'))
    select (select json_agg(x) from (select bulan, kodeitem, sum(q) from l where bulan >= date_trunc('month', current_date) - interval '3 months' group by 1, 2 order by 3 desc limit 20) x),
           (select json_agg(x) from (select kodeitem, sum(q) from l where bulan >= date_trunc('year', current_date) group by 1 order by 2 desc limit 10) x),
           (select json_agg(x) from (select bulan, kodekantor, sum(total) from l where bulan >= date_trunc('year', current_date) group by 1, 2) x)`),
);
console.log(`dsbreqag_lite at ${n.toLocaleString('en')} sale lines: ${lite <= 100 ? 'within' : 'OVER'} the 100 ms target`);
await db.close();
