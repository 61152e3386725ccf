/**
 * A 50-line document against a 5-line one (issue 21: within 2×), through the one save path over
 * real HTTP: `itemmasuk_save` (lines in two units, stock moves and a journal posted), one writer,
 * on PGlite or on PostgreSQL (BENCH_DATABASE_URL).
 *   npm run document-lines -w @niaga/bench
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '@niaga/kernel/server';
import { initialiseBooks } from '@niaga/accounting';
import { startServer } from '../../apps/server/src/server';
import { newCompany } from '../../apps/server/src/app';

const SAVES = Number(process.env.BENCH_SAVES ?? 30);
const url = process.env.BENCH_DATABASE_URL;
// Every statement sent is counted, so the figures say where a line's cost is.
let statements = 0;
const seen = new Map<string, number>();
const onQuery = (q: string) => {
  statements++;
  if (process.env.BENCH_SHOW_SQL) seen.set(q.slice(0, 90), (seen.get(q.slice(0, 90)) ?? 0) + 1);
};
const db = await openDatabase(url ? { databaseUrl: url, onQuery } : { onQuery });
const srv = await startServer({ db, port: 0, demo: false });
const iper = `BENCH${Date.now().toString(36).toUpperCase()}`;
const company = await newCompany(db, { idperusahaan: iper, nama: 'Bench', startflag: 1, adminPassword: 'bench-pass' });
const year = new Date().getFullYear();
await db.tx(company.schema_name, async (tx) => {
  await tx.execute(sql`insert into kantor (kodekantor, namakantor, pusat, timezone) values ('UTM', 'Kantor Pusat', true, 'Asia/Jakarta') on conflict do nothing`);
  await initialiseBooks(tx, { kodekantor: 'UTM', namakantor: 'Kantor Pusat', tahun: year, bulanAwal: 1, bulanAkhir: 12 });
});

const login = await (await fetch(`${srv.url}/api`, { method: 'POST', body: new URLSearchParams({ act: 'lgx', iper, uname: 'ADMIN', passw: 'bench-pass' }) })).json();
const token = login.data.token as string;
async function act(name: string, payload: object) {
  const r = await fetch(`${srv.url}/api`, { method: 'POST', body: new URLSearchParams({ act: name, token, aprq: JSON.stringify(payload) }) });
  const j = await r.json();
  if (j.num !== 0) throw new Error(`${name}: ${j.msg}`);
  return j;
}

await act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
await act('satuan_save', { kodesatuan: 'BOX', namasatuan: 'Box' });
const items = Array.from({ length: 50 }, (_, i) => `BRG${String(i + 1).padStart(3, '0')}`);
for (const [i, kode] of items.entries())
  await act('item_save', {
    kodeitem: kode,
    namaitem: `Barang nomor ${i + 1}`,
    satuan: 'PCS',
    hargabeli: '1000',
    satuanitem: [
      { satuan: 'PCS', konversi: '1' },
      { satuan: 'BOX', konversi: '12' },
    ],
  });

const today = new Date().toISOString().slice(0, 10);
const doc = (n: number) => ({
  tanggal: today,
  kodegudang: 'UTM',
  kodeacc: '3-1000',
  keterangan: `${n} baris`,
  lines: items.slice(0, n).map((kodeitem, i) => ({ kodeitem, satuan: i % 2 ? 'BOX' : 'PCS', jumlah: String(1 + (i % 5)), harga: '1250.50' })),
});

/** Statements of one save of `n` lines. */
async function counted(n: number): Promise<number> {
  seen.clear();
  const before = statements;
  await act('itemmasuk_save', doc(n));
  if (process.env.BENCH_SHOW_SQL) for (const [q, c] of [...seen].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${String(c).padStart(3)} × ${q.replace(/\s+/g, ' ')}`);
  return statements - before;
}

async function timed(n: number): Promise<number[]> {
  await act('itemmasuk_save', doc(n)); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < SAVES; i++) {
    const t = performance.now();
    await act('itemmasuk_save', doc(n));
    ms.push(performance.now() - t);
  }
  return ms.sort((a, b) => a - b);
}
const p = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))];

console.log(`itemmasuk_save over HTTP, one writer, ${SAVES} saves each, ${db.kind}`);
const five = await timed(5);
const fifty = await timed(50);
for (const [label, xs] of [['5 lines', five], ['50 lines', fifty]] as const)
  console.log(`${label.padEnd(10)} p50 ${p(xs, 0.5).toFixed(1)} ms   p95 ${p(xs, 0.95).toFixed(1)} ms`);
console.log(`SQL statements per save: 5 lines ${await counted(5)}, 50 lines ${await counted(50)}`);
const ratio = p(fifty, 0.5) / p(five, 0.5);
console.log(`50 lines / 5 lines (p50): ${ratio.toFixed(2)}× (target ≤ 2×) ${ratio <= 2 ? 'ok' : 'MELEBIHI TARGET'}`);
await srv.close();
await db.close();
