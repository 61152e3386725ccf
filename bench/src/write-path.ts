/**
 * The write path of a document (issue 10, part 2): a 5-line `jurnal_save` through the kernel's
 * dispatcher (session, right, validation, number, document rows, posting, activity log — the
 * server-side time, without HTTP), beside a hand-written SQL transaction doing the same writes
 * (number, document and its lines, journal and its lines, balances, activity log), in the same
 * run on the same database:
 *   - one writer: p50/p95 per save;
 *   - 8 concurrent writers: saves per second of each, and Niaga's share of the hand-written rate;
 *   - SQL statements per save, counted at the driver (every statement drizzle sends, BEGIN and
 *     COMMIT included).
 * On PGlite always, and on PostgreSQL too when BENCH_DATABASE_URL is set (created when missing).
 *   npx tsx bench/src/write-path.ts      (BENCH_SAVES=300 one-writer saves, BENCH_SECONDS=5 per concurrent run)
 */
import { sql } from 'drizzle-orm';
import { dispatch, openDatabase, rowsOf, type Database, type Kernel, type Tx } from '@niaga/kernel/server';
import { initialiseBooks } from '@niaga/accounting';
import { accessPolicy } from '@niaga/admin';
import { checkInvariants, ledgerBooks } from '@niaga/ledger';
import { buildRegistry, migrate, newCompany } from '../../apps/server/src/app';
import { ensurePgDatabase } from '../../apps/server/test/db-env';
import { statementTrace } from './lib/trace';
import { cpuMeter } from './lib/cpu';

const SAVES = Number(process.env.BENCH_SAVES ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WRITERS = 8;
const TANGGAL = '2026-01-15';

/** The 5 lines of every journal: three debits, two credits, balanced. */
const LINES = (i: number) => [
  { kodeacc: '6-1100', keterangan: 'listrik', debet: `${100 + (i % 50)}.25`, kredit: '0' },
  { kodeacc: '6-1200', keterangan: 'air', debet: '200.00', kredit: '0' },
  { kodeacc: '6-1300', keterangan: 'telepon', debet: '50.75', kredit: '0' },
  { kodeacc: '1-1100', keterangan: 'kas', debet: '0', kredit: '151.00' },
  { kodeacc: '1-1200', keterangan: 'bank', debet: '0', kredit: `${200 + (i % 50)}.00` },
];

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

const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

async function onEngine(kind: 'pglite' | 'postgres', url?: string): Promise<Figures> {
  let counting = false;
  const trace = statementTrace(kind);
  let statements = 0;
  const db: Database = await openDatabase({
    ...(kind === 'postgres' ? { databaseUrl: url, poolSize: WRITERS + 2 } : {}),
    onQuery: (q) => {
      if (counting) statements++;
      trace.onQuery(q);
    },
  });
  // PGlite's transactions begin and commit inside the driver, out of the logger's sight.
  const perTx = kind === 'pglite' ? 2 : 0;
  await migrate(db);
  const iper = `WP${Date.now().toString(36).toUpperCase()}`;
  const company = await newCompany(db, { idperusahaan: iper, nama: 'Bench write path', startflag: 1, adminPassword: 'bench-pass' });
  const schema = company.schema_name;
  await db.tx(schema, (tx) => initialiseBooks(tx, { kodekantor: 'UTM', namakantor: 'Bench', tahun: 2026, bulanAwal: 1, bulanAkhir: 12 }));
  const kernel: Kernel = { db, registry: buildRegistry(), access: accessPolicy, books: ledgerBooks, onError: (e) => console.error(e) };
  const call = (act: string, fields: Record<string, string>, token?: string, aprq?: string) =>
    dispatch(kernel, { act, token, aprq, fields, ip: '127.0.0.1', cookies: { set() {}, clear() {} } });
  const login = await call('lgx', { iper, uname: 'ADMIN', passw: 'bench-pass' });
  if (login.num !== 0) throw new Error(login.msg);
  const token = (login.data as { token: string }).token;

  // ------------------------------------------------------------------ Niaga: jurnal_save
  let n = 0;
  const niaga = async () => {
    const i = n++;
    const r = await call('jurnal_save', {}, token, JSON.stringify({ tanggal: TANGGAL, keterangan: `bench ${i}`, lines: LINES(i) }));
    if (r.num !== 0) throw new Error(`jurnal_save: ${r.msg}`);
  };

  // ------------------------------------------------------------------ the same writes, hand-written
  const ids = Object.fromEntries(
    (await db.tx(schema, (tx) => rowsOf<{ kodeacc: string; id: number }>(tx, sql`select kodeacc, id from perkiraan where kodeacc in ('6-1100', '6-1200', '6-1300', '1-1100', '1-1200')`))).map((r) => [r.kodeacc, Number(r.id)]),
  );
  let m = 0;
  const handWritten = () =>
    db.tx(schema, async (tx: Tx) => {
      const i = m++;
      const lines = LINES(i);
      const total = lines.reduce((t, l) => t + Number(l.debet), 0).toFixed(2);
      const [{ nomor }] = await rowsOf<{ nomor: number }>(
        tx,
        sql`insert into nomor_urut (kode, kodekantor, periode, nomor) values ('JU', '', '2601', 1)
            on conflict (kode, kodekantor, periode) do update set nomor = nomor_urut.nomor + 1 returning nomor`,
      );
      const no = `JU-2601-${String(nomor).padStart(5, '0')}`;
      const values = (f: (l: (typeof lines)[number], k: number) => ReturnType<typeof sql>) => sql.join(lines.map(f), sql`, `);
      await tx.execute(sql`with j as (insert into jurnal (notransaksi, tanggal, keterangan, total, kodekantor) values (${no}, ${TANGGAL}, ${`bench ${i}`}, ${total}, 'UTM') returning id)
        insert into jurnal_detail (jurnal_id, urut, kodeacc, keterangan, kontak, debet, kredit)
        select j.id, v.* from j, (values ${values((l, k) => sql`(${k + 1}::int, ${l.kodeacc}::varchar, ${l.keterangan}::varchar, ''::varchar, ${l.debet}::numeric, ${l.kredit}::numeric)`)}) v`);
      const slot = i % 16;
      await tx.execute(sql`with g as (insert into gl_jurnal (sumber, notransaksi, tanggal, keterangan, userid) values ('JU', ${no}, ${TANGGAL}, ${`bench ${i}`}, 'ADMIN') returning id),
          v (perkiraan_id, debet, kredit, keterangan) as (values ${values((l) => sql`(${ids[l.kodeacc]}::int, ${l.debet}::numeric, ${l.kredit}::numeric, ${l.keterangan}::varchar)`)}),
          b as (insert into gl_baris (jurnal_id, perkiraan_id, tanggal, periode, debet, kredit, keterangan, kontak) select g.id, v.perkiraan_id, ${TANGGAL}, 202601, v.debet, v.kredit, v.keterangan, '' from g, v),
          s as (insert into gl_saldo (perkiraan_id, periode, slot, debet, kredit) select perkiraan_id, 202601, ${slot}, debet, kredit from v order by perkiraan_id
                on conflict (perkiraan_id, periode, slot) do update set debet = gl_saldo.debet + excluded.debet, kredit = gl_saldo.kredit + excluded.kredit)
        insert into gl_saldo_harian (perkiraan_id, tanggal, slot, debet, kredit) select perkiraan_id, ${TANGGAL}, ${slot}, debet, kredit from v order by perkiraan_id
          on conflict (perkiraan_id, tanggal, slot) do update set debet = gl_saldo_harian.debet + excluded.debet, kredit = gl_saldo_harian.kredit + excluded.kredit`);
      await tx.execute(sql`insert into log_aktivitas (userid, act, modul, jenis, dokumen, ringkasan, ip)
        values ('ADMIN', 'jurnal_save', 'mJurnal', 'tambah', ${no}, ${JSON.stringify({ sebelum: null, sesudah: { notransaksi: no, tanggal: TANGGAL, total } })}::jsonb, '127.0.0.1')`);
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
  const gaps = await db.tx(schema, (tx) =>
    rowsOf<{ n: number; max: number }>(tx, sql`select count(*)::int as n, max(substring(notransaksi from 9)::int) as max from jurnal where notransaksi like 'JU-2601-%'`),
  );
  const gapFree = gaps[0].n === gaps[0].max;
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
    invariants: `${inv.ok ? 'ok' : inv.masalah.join(' | ')}; numbers ${gapFree ? 'gap-free' : `NOT gap-free (${gaps[0].n} documents, highest ${gaps[0].max})`}`,
  };
}

const url = process.env.BENCH_DATABASE_URL;
if (url) await ensurePgDatabase(url);
// BENCH_PGLITE=0 measures PostgreSQL alone (for profiling the server side of the save).
const results: Figures[] = process.env.BENCH_PGLITE === '0' ? [] : [await onEngine('pglite')];
if (url) results.push(await onEngine('postgres', url));

console.log(`\njurnal_save, 5 lines: Niaga's act (server-side, in process) beside the same writes hand-written in SQL`);
for (const r of results) {
  console.log(`[${r.engine}] one writer, jurnal_save:        p50 ${r.p50.toFixed(2)} ms   p95 ${r.p95.toFixed(2)} ms`);
  console.log(`[${r.engine}] one writer, hand-written SQL:   p50 ${r.sqlP50.toFixed(2)} ms   p95 ${r.sqlP95.toFixed(2)} ms`);
  console.log(`[${r.engine}] ${WRITERS} writers, jurnal_save:        ${r.rate.toFixed(0)} journals/s`);
  console.log(`[${r.engine}] ${WRITERS} writers, hand-written SQL:   ${r.sqlRate.toFixed(0)} journals/s   (Niaga ${((100 * r.rate) / r.sqlRate).toFixed(0)}% of it)`);
  console.log(`[${r.engine}] SQL per save:                 jurnal_save ${r.statements.toFixed(1)} statements, hand-written ${r.sqlStatements.toFixed(1)} statements (BEGIN and COMMIT included)`);
  console.log(`[${r.engine}] after the run: invariants ${r.invariants}`);
}
if (results.some((r) => !r.invariants.startsWith('ok') || r.invariants.includes('NOT'))) process.exitCode = 1;
