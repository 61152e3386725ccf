/**
 * Importing 10,000 items (mode S: two units each, one with a barcode) from one XLSX file through
 * `importdata_proses` over real HTTP, checked and written in one transaction by the items' own
 * save path; then, for comparison, the same rows written by hand-written SQL (two multi-row
 * inserts, no checks) in the same run. PGlite, or PostgreSQL with BENCH_DATABASE_URL.
 *   npm run import -w @niaga/bench          (BENCH_ROWS=… to change the count)
 */
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@niaga/kernel/server';
import { startServer } from '../../apps/server/src/server';
import { newCompany } from '../../apps/server/src/app';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const url = process.env.BENCH_DATABASE_URL;
const db = await openDatabase(url ? { databaseUrl: url } : {});
const srv = await startServer({ db, port: 0, demo: false });
const iper = `BENCH${Date.now().toString(36).toUpperCase()}`;
const company = await newCompany(db, { idperusahaan: iper, nama: 'Bench', startflag: 1, adminPassword: 'bench-pass' });
await db.tx(company.schema_name, (tx) => tx.execute(sql`insert into satuan (kodesatuan, namasatuan) values ('PCS', 'Pcs'), ('DUS', 'Dus')`));
const call = async (act: string, aprq: object, token = '') => {
  const r = await fetch(`${srv.url}/api`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ act, token, aprq: JSON.stringify(aprq) }).toString() });
  return r.json() as Promise<{ num: number; msg: string; data: Record<string, unknown> }>;
};
const login = await (await fetch(`${srv.url}/api`, { method: 'POST', body: new URLSearchParams({ act: 'lgx', iper, uname: 'ADMIN', passw: 'bench-pass' }) })).json();
const token = login.data.token as string;

// The file a shop would upload: item header on the first unit row, the box on the second.
const wb = new ExcelJS.Workbook();
const ws = wb.addWorksheet('Data');
ws.addRow(['kodeitem', 'namaitem', 'satuan', 'hargabeli', 'satuanitem.satuan', 'satuanitem.konversi', 'satuanitem.barcode']);
for (let i = 1; i <= ROWS; i++) {
  const k = `BRG${String(i).padStart(6, '0')}`;
  ws.addRow([k, `Barang contoh nomor ${i}`, 'PCS', 1000 + i, 'PCS', 1, `89${String(i).padStart(11, '0')}`]);
  ws.addRow([k, '', '', '', 'DUS', 24, '']);
}
const file = Buffer.from(await wb.xlsx.writeBuffer());
console.log(`import ${ROWS} items (${ROWS * 2} rows, XLSX ${(file.length / 1024).toFixed(0)} KiB), ${db.kind}`);

const t0 = performance.now();
const started = await call('importdata_proses', { jenis: 'S', nama: 'items.xlsx', isi: file.toString('base64') }, token);
if (started.num !== 0) throw new Error(started.msg);
const tUpload = performance.now();
let st: Record<string, unknown>;
for (;;) {
  const s = await call('importdata_status', { idproses: started.data.idproses }, token);
  if (s.num !== 0) throw new Error(s.msg);
  st = s.data;
  if (st.status === 'selesai' || st.status === 'gagal') break;
  await new Promise((r) => setTimeout(r, 200));
}
const tDone = performance.now();
if (st.status !== 'selesai') throw new Error(`${String(st.pesan)} ${JSON.stringify(st.kesalahan).slice(0, 500)}`);
console.log(`upload + read file + header            ${((tUpload - t0) / 1000).toFixed(1)} s`);
console.log(`check every row + save (one tx)        ${((tDone - tUpload) / 1000).toFixed(1)} s   (target total ≤ 30 s)`);
console.log(`total                                  ${((tDone - t0) / 1000).toFixed(1)} s   ${(ROWS / ((tDone - t0) / 1000)).toFixed(0)} items/s`);

// Baseline: the same rows by hand-written SQL, no checks, in another company.
const base = await newCompany(db, { idperusahaan: `${iper}B`, nama: 'Bench B', startflag: 1, adminPassword: 'bench-pass' });
const t1 = performance.now();
await db.tx(base.schema_name, async (tx) => {
  await tx.execute(sql`insert into satuan (kodesatuan, namasatuan) values ('PCS', 'Pcs'), ('DUS', 'Dus')`);
  await tx.execute(sql`insert into item (kodeitem, namaitem, satuan, tipe, hargabeli, aktif)
    select 'BRG' || lpad(i::text, 6, '0'), 'Barang contoh nomor ' || i, 'PCS', '0', 1000 + i, true from generate_series(1, ${ROWS}) i`);
  await tx.execute(sql`insert into satuanitem (item_id, urut, satuan, konversi, barcode)
    select id, 1, 'PCS', 1, '89' || lpad(substr(kodeitem, 4)::int::text, 11, '0') from item
    union all select id, 2, 'DUS', 24, '' from item`);
});
console.log(`hand-written SQL baseline (no checks)  ${((performance.now() - t1) / 1000).toFixed(1)} s`);
await srv.close();
await db.close();
