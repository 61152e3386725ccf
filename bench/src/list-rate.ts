/**
 * Generic list calls per second (`satuan_list`, the shape every doctype list uses) on 10,000 rows,
 * over real HTTP with 8 concurrent clients, on PGlite or on PostgreSQL (BENCH_DATABASE_URL).
 *   npm run list-rate -w @niaga/bench
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '@niaga/kernel/server';
import { startServer } from '../../apps/server/src/server';
import { newCompany } from '../../apps/server/src/app';

const ROWS = 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 8;

const url = process.env.BENCH_DATABASE_URL;
const db = await openDatabase(url ? { databaseUrl: url } : {});
const srv = await startServer({ db, port: 0, demo: false });
const iper = `BENCH${Date.now().toString(36).toUpperCase()}`;
const company = await newCompany(db, { idperusahaan: iper, nama: 'Bench', startflag: 1, adminPassword: 'bench-pass' });
await db.tx(company.schema_name, (tx) =>
  tx.execute(sql`insert into satuan (kodesatuan, namasatuan) select 'S' || lpad(i::text, 6, '0'), 'Satuan nomor ' || i from generate_series(1, ${ROWS}) i`),
);
const login = await (await fetch(`${srv.url}/api`, { method: 'POST', body: new URLSearchParams({ act: 'lgx', iper, uname: 'ADMIN', passw: 'bench-pass' }) })).json();
const token = login.data.token as string;

async function rate(label: string, aprq: object) {
  const body = new URLSearchParams({ act: 'satuan_list', token, aprq: JSON.stringify(aprq) }).toString();
  let calls = 0;
  const lat: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        const r = await fetch(`${srv.url}/api`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
        const j = await r.json();
        if (j.num !== 0) throw new Error(j.msg);
        lat.push(performance.now() - t);
        calls++;
      }
    }),
  );
  lat.sort((a, b) => a - b);
  const p = (q: number) => lat[Math.min(lat.length - 1, Math.floor(q * lat.length))].toFixed(1);
  console.log(`${label.padEnd(34)} ${(calls / SECONDS).toFixed(0).padStart(6)} calls/s   p50 ${p(0.5)} ms   p95 ${p(0.95)} ms`);
}

console.log(`satuan_list on ${ROWS} rows, ${CONCURRENCY} clients, ${SECONDS} s each, ${db.kind}`);
await rate('first page (15 rows)', {});
await rate('search q="nomor 12"', { q: 'nomor 12' });
await rate('sort namasatuan desc', { sort: 'namasatuan', dir: 'desc' });
await rate('deep page 600', { page: 600 });
await srv.close();
await db.close();
