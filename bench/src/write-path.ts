/**
 * The write path of a document (issue 10, part 2): a 5-line `jurnal_save` by the administrator —
 * beside a hand-written SQL transaction doing the same writes (number, document and its lines,
 * journal and its lines, balances, activity log):
 *   - one writer: p50/p95 per save (targets p50 ≤ 5 ms, p95 ≤ 10 ms on PostgreSQL);
 *   - 8 concurrent writers: saves per second of each, and Niaga's share (target ≥ 50 %);
 *   - SQL statements per save; the rows each side writes; invariants after the run.
 * The harness (lib/writers.ts) says how it is run and what it prints.
 *   npx tsx bench/src/write-path.ts      (BENCH_SAVES=300, BENCH_SECONDS=5, BENCH_TRACE=n, BENCH_CPU=1, BENCH_PROFILE=dir)
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { runWriteBench, TANGGAL } from './lib/writers';

/** The 5 lines of every journal: three debits, two credits, balanced. */
const LINES = (i: number) => [
  { kodeacc: '6-1100', keterangan: 'listrik', debet: `${100 + (i % 50)}.25`, kredit: '0' },
  { kodeacc: '6-1200', keterangan: 'air', debet: '200.00', kredit: '0' },
  { kodeacc: '6-1300', keterangan: 'telepon', debet: '50.75', kredit: '0' },
  { kodeacc: '1-1100', keterangan: 'kas', debet: '0', kredit: '151.00' },
  { kodeacc: '1-1200', keterangan: 'bank', debet: '0', kredit: `${200 + (i % 50)}.00` },
];

await runWriteBench({
  title: 'jurnal_save, 5 lines',
  act: 'jurnal_save',
  unit: 'journals',
  writer: 'writer',
  prefix: 'WP',
  numbers: { table: 'jurnal', prefix: 'JU-2601-' },
  targets: { p50: 5, p95: 10, share: 50 },
  async setup(env) {
    const login = await env.call('lgx', {}, undefined, { iper: env.iper, uname: 'ADMIN', passw: 'bench-pass' });
    if (login.num !== 0) throw new Error(login.msg);
    const token = (login.data as { token: string }).token;
    const ids = Object.fromEntries(
      (await env.tx((tx) => rowsOf<{ kodeacc: string; id: number }>(tx, sql`select kodeacc, id from perkiraan where kodeacc in ('6-1100', '6-1200', '6-1300', '1-1100', '1-1200')`))).map((r) => [
        r.kodeacc,
        Number(r.id),
      ]),
    );
    return {
      async act(i) {
        const r = await env.call('jurnal_save', { tanggal: TANGGAL, keterangan: `bench ${i}`, lines: LINES(i) }, token);
        if (r.num !== 0) throw new Error(`jurnal_save: ${r.msg}`);
      },
      async handWritten(tx: Tx, i: number) {
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
      },
    };
  },
});
