/**
 * A purchase with 8 concurrent writers (issue 13): a 10-line `beli_save` on credit (stock in at
 * the purchase price, the payable to the supplier), made by a purchasing user (not an
 * administrator), through the kernel's dispatcher in process — beside a hand-written SQL
 * transaction doing the same writes in the same run on the same database (number, purchase and
 * lines, journal and lines, stock moves at the new average cost, item and warehouse stock,
 * balances, activity log):
 *   - one writer: p50/p95 per purchase;
 *   - 8 writers at once: purchases per second of each (target ≥ 300 a second on PostgreSQL), and
 *     Niaga's share of the hand-written rate;
 *   - SQL statements per purchase.
 * On PGlite always, and on PostgreSQL when BENCH_DATABASE_URL is set (created when missing).
 *   npx tsx bench/src/purchase-writers.ts      (BENCH_SAVES=300, BENCH_SECONDS=5; BENCH_TRACE=n, BENCH_CPU=1)
 */
import { sql } from 'drizzle-orm';
import { dec } from '@niaga/core';
import { dispatch, openDatabase, rowsOf, type Database, type Kernel, type Tx } from '@niaga/kernel/server';
import { initialiseBooks } from '@niaga/accounting';
import { accessPolicy, hashPassword } from '@niaga/admin';
import { checkInvariants, ledgerBooks } from '@niaga/ledger';
import { buildRegistry, migrate, newCompany } from '../../apps/server/src/app';
import { ensurePgDatabase } from '../../apps/server/test/db-env';
import { statementTrace } from './lib/trace';
import { cpuMeter } from './lib/cpu';

const SAVES = Number(process.env.BENCH_SAVES ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WRITERS = 8;
const TANGGAL = '2026-01-15';
const ITEMS = Array.from({ length: 10 }, (_, k) => k + 1);
const code = (i: number) => `BRG${String(i).padStart(2, '0')}`;
// Ten lines, 2 pieces each at 1,000 … 10,000: 110,000 on credit, no PPN.
const PURCHASE = {
  tanggal: TANGGAL,
  kodegudang: 'UTM',
  kodesupel: 'SUP01',
  lines: ITEMS.map((i) => ({ kodeitem: code(i), satuan: 'PCS', jumlah: '2', harga: `${i}000` })),
};
const TOTAL = ITEMS.reduce((t, i) => t + 2 * i * 1000, 0);

interface Figures {
  engine: string;
  p50: number;
  p95: number;
  sqlP50: number;
  sqlP95: number;
  statements: number;
  sqlStatements: number;
  rate: number;
  sqlRate: number;
  invariants: string;
}
const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

async function onEngine(kind: 'pglite' | 'postgres', url?: string): Promise<Figures> {
  let counting = false;
  let statements = 0;
  const trace = statementTrace(kind);
  const db: Database = await openDatabase({
    ...(kind === 'postgres' ? { databaseUrl: url, poolSize: WRITERS + 2 } : {}),
    onQuery: (q) => {
      if (counting) statements++;
      trace.onQuery(q);
    },
  });
  const perTx = kind === 'pglite' ? 2 : 0;
  await migrate(db);
  const iper = `PW${Date.now().toString(36).toUpperCase()}`;
  const company = await newCompany(db, { idperusahaan: iper, nama: 'Bench purchase', startflag: 1, adminPassword: 'bench-pass' });
  const schema = company.schema_name;
  await db.tx(schema, (tx) => initialiseBooks(tx, { kodekantor: 'UTM', namakantor: 'Bench', tahun: 2026, bulanAwal: 1, bulanAkhir: 12 }));
  const kernel: Kernel = { db, registry: buildRegistry(), access: accessPolicy, books: ledgerBooks, onError: (e) => console.error(e) };
  const call = (act: string, p: unknown, token?: string, fields: Record<string, string> = {}) =>
    dispatch(kernel, { act, token, aprq: JSON.stringify(p), fields, ip: '127.0.0.1', cookies: { set() {}, clear() {} } });
  const loginAs = async (uname: string, passw: string) => {
    const r = await call('lgx', {}, undefined, { iper, uname, passw });
    if (r.num !== 0) throw new Error(r.msg);
    return (r.data as { token: string }).token;
  };
  const admin = await loginAs('ADMIN', 'bench-pass');
  const ok = async (act: string, p: unknown) => {
    const r = await call(act, p, admin);
    if (r.num !== 0) throw new Error(`${act}: ${r.msg}`);
  };
  await ok('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
  for (const i of ITEMS) await ok('item_save', { kodeitem: code(i), namaitem: `Barang ${i}`, satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: `${i * 1500}` }] });
  await ok('supplier_save', { kodesupel: 'SUP01', namasupel: 'PT Pemasok', jatuhtempo: 30 });
  await db.tx(schema, async (tx) => {
    await tx.execute(sql`insert into pengguna (userid, nama, password_hash, admin) values ('BELI1', 'Pembelian', ${await hashPassword('beli-pass')}, false)`);
    await tx.execute(sql`insert into hak_akses (jenis, subjek, modul, aksi, izin) values ('U', 'BELI1', 'mBeli', 'mopen', true), ('U', 'BELI1', 'mBeli', 'madd', true)`);
  });
  const token = await loginAs('BELI1', 'beli-pass');

  // ------------------------------------------------------------------ Niaga: beli_save
  const niaga = async () => {
    const r = await call('beli_save', PURCHASE, token);
    if (r.num !== 0) throw new Error(`beli_save: ${r.msg}`);
  };

  // ------------------------------------------------------------------ the same writes, hand-written
  const ids = await db.tx(schema, async (tx) => {
    const acc = Object.fromEntries(
      (await rowsOf<{ peran: string; id: number }>(tx, sql`select s.peran, s.perkiraan_id as id from setting_akun s where s.peran in ('persediaan', 'hutang')`)).map((r) => [r.peran, Number(r.id)]),
    );
    const items = (await rowsOf<{ id: number }>(tx, sql`select id from item where kodeitem like 'BRG%' order by kodeitem`)).map((r) => Number(r.id));
    const [g] = await rowsOf<{ id: number }>(tx, sql`select id from gudang where kodegudang = 'UTM'`);
    return { acc, items, gudang: Number(g.id) };
  });
  let m = 0;
  const handWritten = () =>
    db.tx(schema, async (tx: Tx) => {
      const i = m++;
      const [{ nomor }] = await rowsOf<{ nomor: number }>(
        tx,
        sql`insert into nomor_urut (kode, kodekantor, periode, nomor) values ('BL', '', '2601', 1) on conflict (kode, kodekantor, periode) do update set nomor = nomor_urut.nomor + 1 returning nomor`,
      );
      const no = `BL-2601-${String(nomor).padStart(5, '0')}`;
      await tx.execute(sql`with h as (insert into beli (notransaksi, tanggal, kodesupel, kodegudang, subtotal, tipeppn, jenispajak, dpp, total, kredit, jatuhtempo, kodekantor)
            values (${no}, ${TANGGAL}, 'SUP01', 'UTM', ${TOTAL}, 'N', '1112', ${TOTAL}, ${TOTAL}, ${TOTAL}, '2026-02-14', 'UTM') returning id)
        insert into beli_detail (beli_id, urut, kodeitem, satuan, jumlah, harga, total, nilai, sisa)
        select h.id, v.* from h, (values ${sql.join(ITEMS.map((k) => sql`(${k}::int, ${code(k)}::varchar, 'PCS'::varchar, 2::numeric, ${k * 1000}::numeric, ${2 * k * 1000}::numeric, ${2 * k * 1000}::numeric, 2::numeric)`), sql`, `)}) v`);
      const ket = `Pembelian ${no} SUP01`;
      const [{ id: jurnal }] = await rowsOf<{ id: number }>(tx, sql`insert into gl_jurnal (sumber, notransaksi, tanggal, keterangan, userid) values ('BL', ${no}, ${TANGGAL}, ${ket}, 'BELI1') returning id`);
      // Stock in at the purchase price: the items' rows locked, the new quantity and value after each line.
      const stok = await rowsOf<{ item_id: number; qty: string; nilai: string }>(tx, sql`select item_id, qty, nilai from stok_item where item_id in (${sql.join(ids.items.map((x) => sql`${x}`), sql`, `)}) and iddetailvarian = 0 order by item_id for update`);
      const lines = stok.map((s, k) => ({ item: Number(s.item_id), nilai: dec(2 * (k + 1) * 1000), qty: dec(s.qty).plus(2), saldo: dec(s.nilai).plus(2 * (k + 1) * 1000) }));
      const moves = await rowsOf<{ id: number }>(
        tx,
        sql`insert into stok_mutasi (jurnal_id, sumber, notransaksi, tanggal, item_id, iddetailvarian, gudang_id, qty, nilai, metode, perkiraan_id, keterangan, saldo_qty, saldo_nilai)
            values ${sql.join(lines.map((l, k) => sql`(${jurnal}, 'BL', ${no}, ${TANGGAL}, ${l.item}, 0, ${ids.gudang}, 2, ${l.nilai.toFixed(2)}, 'T', ${ids.acc.persediaan}, ${`${code(k + 1)} 2.0000 PCS`}, ${l.qty.toFixed(4)}, ${l.saldo.toFixed(2)})`), sql`, `)}
            returning id`,
      );
      await tx.execute(sql`insert into gl_baris (jurnal_id, perkiraan_id, tanggal, periode, debet, kredit, keterangan, kontak, mutasi_id)
        values (${jurnal}, ${ids.acc.hutang}, ${TANGGAL}, 202601, 0, ${TOTAL}, ${ket}, 'SUP01', null),
               ${sql.join(lines.map((l, k) => sql`(${jurnal}, ${ids.acc.persediaan}, ${TANGGAL}, 202601, ${l.nilai.toFixed(2)}::numeric, 0, ${`${code(k + 1)} 2.0000 PCS`}, '', ${Number(moves[k].id)})`), sql`, `)}`);
      await tx.execute(sql`insert into stok_gudang (item_id, iddetailvarian, gudang_id, qty) values ${sql.join(lines.map((l) => sql`(${l.item}, 0, ${ids.gudang}, 2)`), sql`, `)}
        on conflict (item_id, iddetailvarian, gudang_id) do update set qty = stok_gudang.qty + excluded.qty`);
      await tx.execute(sql`update stok_item s set qty = v.qty, nilai = v.nilai from (values ${sql.join(lines.map((l) => sql`(${l.item}::int, ${l.qty.toFixed(4)}::numeric, ${l.saldo.toFixed(2)}::numeric)`), sql`, `)}) v(item, qty, nilai) where s.item_id = v.item and s.iddetailvarian = 0`);
      const slot = i % 16;
      const sums = [
        [ids.acc.persediaan, String(TOTAL), '0'],
        [ids.acc.hutang, '0', String(TOTAL)],
      ].sort((a, b) => Number(a[0]) - Number(b[0]));
      await tx.execute(sql`with v (perkiraan_id, debet, kredit) as (values ${sql.join(sums.map(([a, d, c]) => sql`(${a}::int, ${d}::numeric, ${c}::numeric)`), sql`, `)}),
          s as (insert into gl_saldo (perkiraan_id, periode, slot, debet, kredit) select perkiraan_id, 202601, ${slot}, debet, kredit from v
                on conflict (perkiraan_id, periode, slot) do update set debet = gl_saldo.debet + excluded.debet, kredit = gl_saldo.kredit + excluded.kredit)
        insert into gl_saldo_harian (perkiraan_id, tanggal, slot, debet, kredit) select perkiraan_id, ${TANGGAL}, ${slot}, debet, kredit from v
          on conflict (perkiraan_id, tanggal, slot) do update set debet = gl_saldo_harian.debet + excluded.debet, kredit = gl_saldo_harian.kredit + excluded.kredit`);
      await tx.execute(sql`insert into log_aktivitas (userid, act, modul, jenis, dokumen, ringkasan, ip) values ('BELI1', 'beli_save', 'mBeli', 'tambah', ${no}, ${JSON.stringify({ sebelum: null, sesudah: { notransaksi: no, total: `${TOTAL}.00` } })}::jsonb, '127.0.0.1')`);
    });

  // ------------------------------------------------------------------ measure
  for (let i = 0; i < 30; i++) await niaga();
  for (let i = 0; i < 30; i++) await handWritten();
  if (process.env.BENCH_TRACE) await trace.report(niaga);
  const oneWriter = async (fn: () => Promise<unknown>) => {
    const lat: number[] = [];
    statements = 0;
    counting = true;
    for (let i = 0; i < SAVES; i++) {
      const s = performance.now();
      await fn();
      lat.push(performance.now() - s);
    }
    counting = false;
    return { p50: pct(lat, 0.5), p95: pct(lat, 0.95), statements: statements / SAVES + perTx };
  };
  const one = await oneWriter(niaga);
  const hw = await oneWriter(handWritten);
  const concurrent = async (fn: () => Promise<unknown>) => {
    let done = 0;
    const end = performance.now() + SECONDS * 1000;
    const t0 = performance.now();
    const meter = await cpuMeter(db, `${kind} ${fn === niaga ? 'act' : 'hand-written'}`);
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        while (performance.now() < end) {
          await fn();
          done++;
        }
      }),
    );
    const rate = done / ((performance.now() - t0) / 1000);
    await meter(done);
    return rate;
  };
  const rate = await concurrent(niaga);
  const sqlRate = await concurrent(handWritten);
  const inv = await db.tx(schema, (tx) => checkInvariants(tx));
  const [gaps] = await db.tx(schema, (tx) => rowsOf<{ n: number; max: number }>(tx, sql`select count(*)::int as n, max(substring(notransaksi from 9)::int) as max from beli where notransaksi like 'BL-2601-%'`));
  if (kind === 'postgres') {
    await db.rows(sql.raw(`drop schema "${schema}" cascade`));
    await db.rows(sql`delete from control.companies where id = ${company.id}`);
  }
  await db.close();
  return {
    engine: kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
    p50: one.p50,
    p95: one.p95,
    sqlP50: hw.p50,
    sqlP95: hw.p95,
    statements: one.statements,
    sqlStatements: hw.statements,
    rate,
    sqlRate,
    invariants: `${inv.ok ? 'ok' : inv.masalah.slice(0, 3).join(' | ')}; numbers ${gaps.n === gaps.max ? 'gap-free' : `NOT gap-free (${gaps.n} purchases, highest ${gaps.max})`}`,
  };
}

const url = process.env.BENCH_DATABASE_URL;
if (url) await ensurePgDatabase(url);
// BENCH_PGLITE=0 measures PostgreSQL alone (for profiling the server side of the save).
const results: Figures[] = process.env.BENCH_PGLITE === '0' ? [] : [await onEngine('pglite')];
if (url) results.push(await onEngine('postgres', url));

console.log(`\nbeli_save, 10 lines on credit, by a purchasing user: Niaga's act (server-side, in process) beside the same writes hand-written in SQL`);
for (const r of results) {
  console.log(`[${r.engine}] one writer, beli_save:         p50 ${r.p50.toFixed(2)} ms   p95 ${r.p95.toFixed(2)} ms`);
  console.log(`[${r.engine}] one writer, hand-written SQL:  p50 ${r.sqlP50.toFixed(2)} ms   p95 ${r.sqlP95.toFixed(2)} ms`);
  console.log(`[${r.engine}] ${WRITERS} writers, beli_save:         ${r.rate.toFixed(0)} purchases/s   (target ≥ 300/s on PostgreSQL)`);
  console.log(`[${r.engine}] ${WRITERS} writers, hand-written SQL:  ${r.sqlRate.toFixed(0)} purchases/s   (Niaga ${((100 * r.rate) / r.sqlRate).toFixed(0)}% of it)`);
  console.log(`[${r.engine}] SQL per purchase: beli_save ${r.statements.toFixed(1)} statements, hand-written ${r.sqlStatements.toFixed(1)} statements (BEGIN and COMMIT included)`);
  console.log(`[${r.engine}] after the run: invariants ${r.invariants}`);
}
if (results.some((r) => !r.invariants.startsWith('ok') || r.invariants.includes('NOT'))) process.exitCode = 1;
