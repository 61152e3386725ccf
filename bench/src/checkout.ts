/**
 * The till's checkout (issue 14): a 5-line `kasir_save` with cash and change, made by a cashier (not
 * an administrator, so every price, discount, promo and rounding is checked), each with its own
 * `idem` key, through the kernel's dispatcher in process — beside a hand-written SQL transaction
 * doing the same writes in the same run on the same database (idempotency row, number, sale and
 * lines, journal and lines, stock moves at average cost, item and warehouse stock, balances,
 * the dashboard's sales figures, activity log):
 *   - one cashier: p50/p95 per checkout (target p95 ≤ 15 ms);
 *   - 8 cashiers at once: sales per second of each, and Niaga's share (target ≥ 50 %);
 *   - SQL statements per checkout.
 * On PGlite always, and on PostgreSQL when BENCH_DATABASE_URL is set (created when missing).
 *   npx tsx bench/src/checkout.ts      (BENCH_SAVES=300, BENCH_SECONDS=5)
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
const CASHIERS = 8;
const TANGGAL = '2026-01-15';
const ITEMS = [1, 2, 3, 4, 5];
// Prices 1,000 … 5,000 incl. PPN (1112): 15,000 = DPP 13,514 + PPN 1,486; paid 20,000, change 5,000.
const SALE = {
  tanggal: TANGGAL,
  kodegudang: 'UTM',
  kodesupel: 'UMUM',
  tipeppn: 'I',
  tunai: '20000',
  lines: ITEMS.map((i) => ({ kodeitem: `BRG0${i}`, satuan: 'PCS', jumlah: '1', harga: `${i}000`, jenispajak: '1112' })),
};

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
    ...(kind === 'postgres' ? { databaseUrl: url, poolSize: CASHIERS + 2 } : {}),
    onQuery: (q) => {
      if (counting) statements++;
      trace.onQuery(q);
    },
  });
  const perTx = kind === 'pglite' ? 2 : 0;
  await migrate(db);
  const iper = `CO${Date.now().toString(36).toUpperCase()}`;
  const company = await newCompany(db, { idperusahaan: iper, nama: 'Bench checkout', startflag: 1, adminPassword: 'bench-pass' });
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
  for (const i of ITEMS) await ok('item_save', { kodeitem: `BRG0${i}`, namaitem: `Barang ${i}`, satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: `${i}000` }] });
  await ok('pelanggan_save', { kodesupel: 'UMUM', namasupel: 'Pelanggan Umum' });
  await ok('itemmasuk_save', { tanggal: '2026-01-02', kodegudang: 'UTM', kodeacc: '3-1000', lines: ITEMS.map((i) => ({ kodeitem: `BRG0${i}`, satuan: 'PCS', jumlah: '1000000', harga: `${i * 600}` })) });
  await db.tx(schema, async (tx) => {
    await tx.execute(sql`insert into pengguna (userid, nama, password_hash, admin) values ('KASIR1', 'Kasir', ${await hashPassword('kasir-pass')}, false)`);
    await tx.execute(sql`insert into hak_akses (jenis, subjek, modul, aksi, izin) values ('U', 'KASIR1', 'mJual', 'mopen', true), ('U', 'KASIR1', 'mJual', 'madd', true)`);
  });
  const token = await loginAs('KASIR1', 'kasir-pass');

  // ------------------------------------------------------------------ Niaga: kasir_save
  let n = 0;
  const niaga = async () => {
    const r = await call('kasir_save', SALE, token, { idem: `bench-ksr-${n++}` });
    if (r.num !== 0) throw new Error(`kasir_save: ${r.msg}`);
  };

  // ------------------------------------------------------------------ the same writes, hand-written
  const ids = await db.tx(schema, async (tx) => {
    const acc = Object.fromEntries(
      (await rowsOf<{ peran: string; id: number }>(tx, sql`select s.peran, s.perkiraan_id as id from setting_akun s where s.peran in ('kas', 'penjualan', 'ppnkeluaran', 'hpp', 'persediaan')`)).map((r) => [r.peran, Number(r.id)]),
    );
    const items = (await rowsOf<{ id: number }>(tx, sql`select id from item where kodeitem like 'BRG0%' order by kodeitem`)).map((r) => Number(r.id));
    const [g] = await rowsOf<{ id: number }>(tx, sql`select id from gudang where kodegudang = 'UTM'`);
    return { acc, items, gudang: Number(g.id) };
  });
  let m = 0;
  const handWritten = () =>
    db.tx(schema, async (tx: Tx) => {
      const i = m++;
      const kunci = `bench-sql-${i}`;
      await tx.execute(sql`insert into idempotensi (userid, kunci, act, sidik) values ('KASIR1', ${kunci}, 'kasir_save', 'x') on conflict (userid, kunci) do nothing`);
      const [{ nomor }] = await rowsOf<{ nomor: number }>(
        tx,
        sql`insert into nomor_urut (kode, kodekantor, periode, nomor) values ('KSR', '', '2601', 1) on conflict (kode, kodekantor, periode) do update set nomor = nomor_urut.nomor + 1 returning nomor`,
      );
      const no = `KSR-2601-${String(nomor).padStart(5, '0')}`;
      await tx.execute(sql`with h as (insert into kasir (notransaksi, tanggal, jam, userid, kodesupel, kodegudang, subtotal, tipeppn, dpp, ppn, total, tunai, dibayar, kembali, kodekantor)
            values (${no}, ${TANGGAL}, '10:00:00', 'KASIR1', 'UMUM', 'UTM', 15000, 'I', 13514, 1486, 15000, 20000, 20000, 5000, 'UTM') returning id)
        insert into kasir_detail (kasir_id, urut, kodeitem, satuan, jumlah, harga, total, jenispajak)
        select h.id, v.* from h, (values ${sql.join(ITEMS.map((k) => sql`(${k}::int, ${`BRG0${k}`}::varchar, 'PCS'::varchar, 1::numeric, ${k * 1000}::numeric, ${k * 1000}::numeric, '1112'::varchar)`), sql`, `)}) v`);
      const [{ id: jurnal }] = await rowsOf<{ id: number }>(tx, sql`insert into gl_jurnal (sumber, notransaksi, tanggal, keterangan, userid) values ('KSR', ${no}, ${TANGGAL}, ${`Penjualan ${no}`}, 'KASIR1') returning id`);
      // Stock at average cost: the items' rows locked, one unit of each out.
      const stok = await rowsOf<{ item_id: number; qty: string; nilai: string }>(tx, sql`select item_id, qty, nilai from stok_item where item_id in (${sql.join(ids.items.map((x) => sql`${x}`), sql`, `)}) and iddetailvarian = 0 order by item_id for update`);
      const out = stok.map((s) => ({ item: Number(s.item_id), qty: dec(s.qty), nilai: dec(s.nilai), cost: dec(s.nilai).div(dec(s.qty)).toDecimalPlaces(2) }));
      const moves = await rowsOf<{ id: number; item_id: number }>(
        tx,
        sql`insert into stok_mutasi (jurnal_id, sumber, notransaksi, tanggal, item_id, iddetailvarian, gudang_id, qty, nilai, metode, perkiraan_id, lawan_id, keterangan, saldo_qty, saldo_nilai)
            values ${sql.join(out.map((o) => sql`(${jurnal}, 'KSR', ${no}, ${TANGGAL}, ${o.item}, 0, ${ids.gudang}, -1, ${o.cost.neg().toFixed(2)}, 'A', ${ids.acc.persediaan}, ${ids.acc.hpp}, '', ${o.qty.minus(1).toFixed(4)}, ${o.nilai.minus(o.cost).toFixed(2)})`), sql`, `)}
            returning id, item_id`,
      );
      const hpp = out.reduce((t, o) => t.plus(o.cost), dec(0));
      const lines: Array<[number, string, string, number | null]> = [
        [ids.acc.kas, '15000', '0', null],
        [ids.acc.penjualan, '0', '13514', null],
        [ids.acc.ppnkeluaran, '0', '1486', null],
        ...out.flatMap((o, k): Array<[number, string, string, number | null]> => [
          [ids.acc.hpp, o.cost.toFixed(2), '0', Number(moves[k].id)],
          [ids.acc.persediaan, '0', o.cost.toFixed(2), Number(moves[k].id)],
        ]),
      ];
      await tx.execute(sql`insert into gl_baris (jurnal_id, perkiraan_id, tanggal, periode, debet, kredit, keterangan, mutasi_id)
        values ${sql.join(lines.map(([a, d, c, mu]) => sql`(${jurnal}, ${a}, ${TANGGAL}, 202601, ${d}::numeric, ${c}::numeric, ${`Penjualan ${no}`}, ${mu})`), sql`, `)}`);
      await tx.execute(sql`insert into stok_gudang (item_id, iddetailvarian, gudang_id, qty) values ${sql.join(out.map((o) => sql`(${o.item}, 0, ${ids.gudang}, -1)`), sql`, `)}
        on conflict (item_id, iddetailvarian, gudang_id) do update set qty = stok_gudang.qty + excluded.qty`);
      await tx.execute(sql`update stok_item s set qty = v.qty, nilai = v.nilai from (values ${sql.join(out.map((o) => sql`(${o.item}::int, ${o.qty.minus(1).toFixed(4)}::numeric, ${o.nilai.minus(o.cost).toFixed(2)}::numeric)`), sql`, `)}) v(item, qty, nilai) where s.item_id = v.item and s.iddetailvarian = 0`);
      const slot = i % 16;
      const sums = [
        [ids.acc.kas, '15000', '0'],
        [ids.acc.penjualan, '0', '13514'],
        [ids.acc.ppnkeluaran, '0', '1486'],
        [ids.acc.hpp, hpp.toFixed(2), '0'],
        [ids.acc.persediaan, '0', hpp.toFixed(2)],
      ].sort((a, b) => Number(a[0]) - Number(b[0]));
      await tx.execute(sql`with v (perkiraan_id, debet, kredit) as (values ${sql.join(sums.map(([a, d, c]) => sql`(${a}::int, ${d}::numeric, ${c}::numeric)`), sql`, `)}),
          s as (insert into gl_saldo (perkiraan_id, periode, slot, debet, kredit) select perkiraan_id, 202601, ${slot}, debet, kredit from v
                on conflict (perkiraan_id, periode, slot) do update set debet = gl_saldo.debet + excluded.debet, kredit = gl_saldo.kredit + excluded.kredit)
        insert into gl_saldo_harian (perkiraan_id, tanggal, slot, debet, kredit) select perkiraan_id, ${TANGGAL}, ${slot}, debet, kredit from v
          on conflict (perkiraan_id, tanggal, slot) do update set debet = gl_saldo_harian.debet + excluded.debet, kredit = gl_saldo_harian.kredit + excluded.kredit`);
      // The dashboard's sales figures (item × month, item × year, office × month), as every sale keeps them.
      await tx.execute(sql`with i as (insert into dsb_jual_item (bulan, kodeitem, jmljual) values ${sql.join(ITEMS.map((k) => sql`('2026-01-01'::date, ${`BRG0${k}`}, 1::numeric)`), sql`, `)}
            on conflict (bulan, kodeitem) do update set jmljual = dsb_jual_item.jmljual + excluded.jmljual),
          y as (insert into dsb_jual_item_thn (tahun, kodeitem, jmljual) values ${sql.join(ITEMS.map((k) => sql`(2026, ${`BRG0${k}`}, 1::numeric)`), sql`, `)}
            on conflict (tahun, kodeitem) do update set jmljual = dsb_jual_item_thn.jmljual + excluded.jmljual)
        insert into dsb_omset (bulan, kodekantor, omset) values ('2026-01-01', 'UTM', 13514) on conflict (bulan, kodekantor) do update set omset = dsb_omset.omset + excluded.omset`);
      await tx.execute(sql`insert into log_aktivitas (userid, act, modul, jenis, dokumen, ringkasan, ip) values ('KASIR1', 'kasir_save', 'mJual', 'tambah', ${no}, ${JSON.stringify({ sebelum: null, sesudah: { notransaksi: no, total: '15000.00' } })}::jsonb, '127.0.0.1')`);
      await tx.execute(sql`update idempotensi set hasil = ${JSON.stringify({ msg: 'OK', data: { notransaksi: no } })}::jsonb where userid = 'KASIR1' and kunci = ${kunci}`);
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
      Array.from({ length: CASHIERS }, async () => {
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
  const [gaps] = await db.tx(schema, (tx) => rowsOf<{ n: number; max: number }>(tx, sql`select count(*)::int as n, max(substring(notransaksi from 10)::int) as max from kasir where notransaksi like 'KSR-2601-%'`));
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
    invariants: `${inv.ok ? 'ok' : inv.masalah.slice(0, 3).join(' | ')}; numbers ${gaps.n === gaps.max ? 'gap-free' : `NOT gap-free (${gaps.n} sales, highest ${gaps.max})`}`,
  };
}

const url = process.env.BENCH_DATABASE_URL;
if (url) await ensurePgDatabase(url);
// BENCH_PGLITE=0 measures PostgreSQL alone (for profiling the server side of the save).
const results: Figures[] = process.env.BENCH_PGLITE === '0' ? [] : [await onEngine('pglite')];
if (url) results.push(await onEngine('postgres', url));

console.log(`\nkasir_save, 5 lines with cash and change, by a cashier: Niaga's act (server-side, in process) beside the same writes hand-written in SQL`);
for (const r of results) {
  console.log(`[${r.engine}] one cashier, kasir_save:       p50 ${r.p50.toFixed(2)} ms   p95 ${r.p95.toFixed(2)} ms   (target p95 ≤ 15 ms)`);
  console.log(`[${r.engine}] one cashier, hand-written SQL: p50 ${r.sqlP50.toFixed(2)} ms   p95 ${r.sqlP95.toFixed(2)} ms`);
  console.log(`[${r.engine}] ${CASHIERS} cashiers, kasir_save:       ${r.rate.toFixed(0)} sales/s`);
  console.log(`[${r.engine}] ${CASHIERS} cashiers, hand-written SQL: ${r.sqlRate.toFixed(0)} sales/s   (Niaga ${((100 * r.rate) / r.sqlRate).toFixed(0)}% of it; target ≥ 50%)`);
  console.log(`[${r.engine}] SQL per checkout: kasir_save ${r.statements.toFixed(1)} statements, hand-written ${r.sqlStatements.toFixed(1)} statements (BEGIN and COMMIT included)`);
  console.log(`[${r.engine}] after the run: invariants ${r.invariants}`);
}
if (results.some((r) => !r.invariants.startsWith('ok') || r.invariants.includes('NOT'))) process.exitCode = 1;
