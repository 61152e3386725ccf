/**
 * The monthly depreciation run of 10,000 assets (issue 17, target ≤ 5 s): the assets are inserted
 * directly (half straight line, half declining balance, acquired over 2025), then
 * `prosespenyusutan` for one month is called over HTTP — computing every asset's amount,
 * writing the run's detail rows and posting its one journal — and called again (a re-run replaces
 * the journal). On PGlite, or PostgreSQL with BENCH_DATABASE_URL.
 *   npx tsx bench/src/depreciation.ts            (BENCH_ASSETS=10000)
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '@niaga/kernel/server';
import { initialiseBooks } from '@niaga/accounting';
import { checkInvariants } from '@niaga/ledger';
import { startServer } from '../../apps/server/src/server';
import { newCompany } from '../../apps/server/src/app';
import { ensurePgDatabase } from '../../apps/server/test/db-env';

const N = Number(process.env.BENCH_ASSETS ?? 10_000);
const url = process.env.BENCH_DATABASE_URL;
if (url) await ensurePgDatabase(url);
const db = await openDatabase(url ? { databaseUrl: url, poolSize: 4 } : {});
const srv = await startServer({ db, port: 0, demo: false });
const iper = `BD${Date.now().toString(36).toUpperCase()}`;
const company = await newCompany(db, { idperusahaan: iper, nama: 'Bench penyusutan', startflag: 1, adminPassword: 'bench-pass' });
await db.tx(company.schema_name, async (tx) => {
  await initialiseBooks(tx, { kodekantor: 'UTM', namakantor: 'Bench', tahun: 2025, bulanAwal: 1, bulanAkhir: 12 });
  await tx.execute(sql`insert into grupaset (kodegrupaset, namagrupaset, kelompok, metode, umur, tarif, kodeaccaset, kodeaccakum, kodeaccbiaya)
    values ('K1SM', 'Peralatan', '1', 'SM', 4, 50, '1-2400', '1-2940', '6-1500'), ('K2GL', 'Kendaraan', '2', 'GL', 8, 12.5, '1-2300', '1-2930', '6-1500')`);
  await tx.execute(sql`insert into dataaset (kodeaset, namaaset, kodegrupaset, tglperolehan, hargaperolehan, metode, umur, tarif, kodeaccaset, kodeaccakum, kodeaccbiaya, hargajual)
    select 'A' || lpad(i::text, 6, '0'), 'Aset ' || i, case when i % 2 = 0 then 'K1SM' else 'K2GL' end, date '2025-01-01' + (i % 365),
           1000000 + (i % 997) * 1000, case when i % 2 = 0 then 'SM' else 'GL' end, case when i % 2 = 0 then 4 else 8 end, case when i % 2 = 0 then 50 else 12.5 end,
           case when i % 2 = 0 then '1-2400' else '1-2300' end, case when i % 2 = 0 then '1-2940' else '1-2930' end, '6-1500', 0
    from generate_series(1, ${N}) i`);
});
const login = await (await fetch(`${srv.url}/api`, { method: 'POST', body: new URLSearchParams({ act: 'lgx', iper, uname: 'ADMIN', passw: 'bench-pass' }) })).json();
const token = login.data.token as string;
const call = async (periode: string) => {
  const s = performance.now();
  const r = await (await fetch(`${srv.url}/api`, { method: 'POST', body: new URLSearchParams({ act: 'prosespenyusutan', token, aprq: JSON.stringify({ periode }) }) })).json();
  if (r.num !== 0) throw new Error(r.msg);
  return { ms: performance.now() - s, msg: r.msg as string };
};
console.log(`${N} assets, ${db.kind}`);
for (const [label, periode] of [['first run 2026-06', '2026-06'], ['re-run 2026-06 (journal replaced)', '2026-06'], ['first run 2026-07', '2026-07']]) {
  const r = await call(periode);
  console.log(`${label.padEnd(36)} ${(r.ms / 1000).toFixed(2)} s   ${r.msg}`);
}
const inv = await db.tx(company.schema_name, (tx) => checkInvariants(tx, { deep: false }));
console.log(`cekbuku: ${inv.ok ? 'bersih' : inv.masalah.join('; ')}`);
await srv.close();
process.exit(0);
