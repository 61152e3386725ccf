/**
 * Posting throughput of a 6-line journal with 8 concurrent writers: the posting core alone
 * (`post` in one transaction each) and the whole act (`jurnal_save` over HTTP: validation,
 * numbering, document rows, posting). On PGlite, or PostgreSQL with BENCH_DATABASE_URL.
 *   npx tsx bench/src/ledger-posting.ts            (BENCH_SECONDS=10)
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '@niaga/kernel/server';
import { initialiseBooks } from '@niaga/accounting';
import { checkInvariants, credit, debit, post } from '@niaga/ledger';
import { startServer } from '../../apps/server/src/server';
import { newCompany } from '../../apps/server/src/app';
import { ensurePgDatabase } from '../../apps/server/test/db-env';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WRITERS = 8;
const url = process.env.BENCH_DATABASE_URL;
if (url) await ensurePgDatabase(url);
const db = await openDatabase(url ? { databaseUrl: url, poolSize: WRITERS + 2 } : {});
const srv = await startServer({ db, port: 0, demo: false });
const iper = `BP${Date.now().toString(36).toUpperCase()}`;
const company = await newCompany(db, { idperusahaan: iper, nama: 'Bench posting', startflag: 1, adminPassword: 'bench-pass' });
await db.tx(company.schema_name, (tx) => initialiseBooks(tx, { kodekantor: 'UTM', namakantor: 'Bench', tahun: 2026, bulanAwal: 1, bulanAkhir: 12 }));
const login = await (await fetch(`${srv.url}/api`, { method: 'POST', body: new URLSearchParams({ act: 'lgx', iper, uname: 'ADMIN', passw: 'bench-pass' }) })).json();
const token = login.data.token as string;

const lines6 = (i: number) => [
  debit('6-1100', `${100 + (i % 50)}.25`),
  debit('6-1200', '200.00'),
  debit('6-1300', '50.75'),
  credit({ role: 'kas' }, '150.00'),
  credit({ role: 'bank' }, `${150 + (i % 50)}.00`),
  credit('4-9000', '51.00'),
];

async function run(label: string, one: (writer: number, i: number) => Promise<void>) {
  let n = 0;
  const lat: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      for (let i = 0; performance.now() < end; i++) {
        const s = performance.now();
        await one(w, i);
        lat.push(performance.now() - s);
        n++;
      }
    }),
  );
  lat.sort((a, b) => a - b);
  const p = (q: number) => lat[Math.min(lat.length - 1, Math.floor(q * lat.length))].toFixed(1);
  console.log(`${label.padEnd(40)} ${(n / SECONDS).toFixed(0).padStart(6)} journals/s   p50 ${p(0.5)} ms   p95 ${p(0.95)} ms`);
}

console.log(`6-line journal, ${WRITERS} concurrent writers, ${SECONDS} s each, ${db.kind}`);
await run('posting core: post() per transaction', (w, i) =>
  db.tx(company.schema_name, async (tx) => {
    await post(tx, { sumber: 'JU', notransaksi: `P${w}-${i}`, tanggal: `2026-0${1 + (i % 9)}-15`, lines: lines6(i) });
  }),
);
await run('act jurnal_save over HTTP', async (_w, i) => {
  const aprq = JSON.stringify({
    tanggal: `2026-0${1 + (i % 9)}-15`,
    keterangan: 'bench',
    lines: lines6(i).map((l) => ({ kodeacc: typeof l.akun === 'string' ? l.akun : l.akun === undefined ? '' : (l.akun as { role: string }).role === 'kas' ? '1-1100' : '1-1200', debet: l.debet ?? '0', kredit: l.kredit ?? '0' })),
  });
  const r = await fetch(`${srv.url}/api`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ act: 'jurnal_save', token, aprq }).toString() });
  const j = await r.json();
  if (j.num !== 0) throw new Error(j.msg);
});
const inv = await db.tx(company.schema_name, (tx) => checkInvariants(tx));
console.log(`invariants after the run: ${inv.ok ? 'ok' : inv.masalah.join(' | ')}`);
await srv.close();
if (db.kind === 'postgres') {
  await db.rows(sql.raw(`drop schema "${company.schema_name}" cascade`));
  await db.rows(sql`delete from control.companies where id = ${company.id}`);
}
await db.close();
