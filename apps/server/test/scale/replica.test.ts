/**
 * Reports from a streaming replica (issue 43, `REPLICA_DATABASE_URL`, packages/report replica.ts):
 * a primary cluster made here with `pg_createcluster`, a hot standby of it made with
 * `pg_basebackup -R` into a second cluster, a Niaga server on the primary with the standby as its
 * replica. A report (Neraca Saldo) reads the standby and says how far behind it is; with the
 * standby's replay paused a journal saved on the primary (writes stay there) is not in the report
 * until the replay goes on. Needs PostgreSQL 15 with postgresql-common (pg_createcluster) and root
 * (runuser postgres); skipped otherwise, saying why.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Envelope } from '@niaga/kernel/server';
import type { ReportRunReply } from '@niaga/report';
import { startServer, type RunningServer } from '../../src/server';
import { initialiseBooks, newCompany } from '../../src/app';
import { freePort } from './pgbouncer';

const why = !process.env.TEST_DATABASE_URL
  ? 'perlu PostgreSQL (TEST_DATABASE_URL)'
  : !existsSync('/usr/bin/pg_createcluster')
    ? 'pg_createcluster tidak ada (postgresql-common)'
    : process.getuid?.() !== 0
      ? 'perlu root untuk membuat cluster'
      : '';
if (why) console.warn(`[replica.test] dilewati: ${why}`);

const t0 = Date.now();
const sh = (cmd: string, args: string[]) => {
  const out = execFileSync(cmd, args, { stdio: 'pipe', timeout: 30_000 }).toString();
  if (process.env.DEBUG_REPLICA) console.log(`[replica.test] ${cmd} ${Date.now() - t0} ms`);
  return out;
};

describe.skipIf(!!why)('reports read from a streaming replica', () => {
  const tag = `${process.pid}`;
  const names = { primary: `niaga_prim_${tag}`, standby: `niaga_stby_${tag}` };
  let ports: { primary: number; standby: number };
  let srv: RunningServer;
  let standby: pg.Client;
  const iper = `R${randomBytes(4).toString('hex').toUpperCase()}`;
  const password = randomBytes(8).toString('hex');

  const call = async (act: string, fields: Record<string, string>, payload?: unknown) => {
    const body = new URLSearchParams({ act, ...fields, ...(payload !== undefined ? { aprq: JSON.stringify(payload) } : {}) });
    const res = await fetch(`${srv.url}/api`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    return (await res.json()) as Envelope;
  };
  /** The primary's WAL position replayed on the standby. */
  const caughtUp = async () => {
    const c = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${ports.primary}/postgres` });
    await c.connect();
    const { rows } = await c.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    await c.end();
    for (let i = 0; i < 200; i++) {
      const r = await standby.query<{ ok: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok', [rows[0].lsn]);
      if (r.rows[0].ok) return;
      await new Promise((res) => setTimeout(res, 50));
    }
    throw new Error('replika tidak menyusul');
  };

  beforeAll(async () => {
    ports = { primary: await freePort(), standby: await freePort() };
    sh('pg_createcluster', ['15', names.primary, '-p', String(ports.primary), '--start', '--', '--auth-local=trust', '--auth-host=trust']);
    sh('psql', ['-h', '127.0.0.1', '-p', String(ports.primary), '-U', 'postgres', '-c', 'create database niaga']);
    sh('pg_createcluster', ['15', names.standby, '-p', String(ports.standby), '--', '--auth-local=trust', '--auth-host=trust']);
    const dir = `/var/lib/postgresql/15/${names.standby}`;
    execFileSync('sh', ['-c', `rm -rf ${dir}/*`]);
    sh('runuser', ['-u', 'postgres', '--', 'pg_basebackup', '-h', '127.0.0.1', '-p', String(ports.primary), '-U', 'postgres', '-D', dir, '-R', '-X', 'stream', '--checkpoint=fast']);
    sh('pg_ctlcluster', ['15', names.standby, 'start']);
    standby = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${ports.standby}/niaga` });
    await standby.connect();
    srv = await startServer({
      databaseUrl: `postgres://postgres@127.0.0.1:${ports.primary}/niaga`,
      replicaUrl: `postgres://postgres@127.0.0.1:${ports.standby}/niaga`,
      port: 0,
      host: '127.0.0.1',
      demo: false,
      scheduler: false,
    });
    if (process.env.DEBUG_REPLICA) console.log(`[replica.test] server ${Date.now() - t0} ms`);
    const c = await newCompany(srv.db, { idperusahaan: iper, nama: `PT ${iper}`, startflag: 1, adminPassword: password });
    await srv.db.tx(c.schema_name, async (t) => {
      await t.execute(sql`insert into kantor (kodekantor, namakantor, pusat, timezone) values ('UTM', 'Kantor Pusat', true, 'Asia/Jakarta') on conflict do nothing`);
      await initialiseBooks(t, { kodekantor: 'UTM', namakantor: 'Kantor Pusat', tahun: 2026, bulanAwal: 1, bulanAkhir: 12 });
    });
  }, 90_000);

  afterAll(async () => {
    await srv?.close();
    await standby?.end().catch(() => undefined);
    for (const n of [names.standby, names.primary]) {
      try {
        sh('pg_dropcluster', ['15', n, '--stop']);
      } catch {
        // not made
      }
    }
  });

  test('the report reads the standby and shows its lag; a paused standby does not show the newest journal', async () => {
    const login = await call('lgx', { iper, uname: 'ADMIN', passw: password });
    expect(login.num, login.msg).toBe(0);
    const token = (login.data as { token: string }).token;
    const journal = (amount: string) =>
      call('jurnal_save', { token }, {
        tanggal: '2026-01-15',
        keterangan: `listrik ${amount}`,
        lines: [
          { kodeacc: '6-1100', keterangan: 'listrik', debet: amount, kredit: '0' },
          { kodeacc: '1-1100', keterangan: 'kas', debet: '0', kredit: amount },
        ],
      });
    const report = async () => {
      const r = await call('laporan_run', { token }, { lap: 'mLapBB002', param: { periode: { dari: '2026-01-01', sampai: '2026-01-31' } } });
      expect(r.num, r.msg).toBe(0);
      const d = r.data as ReportRunReply;
      return { info: d.info[0], listrik: d.tbl_laporan.find((x) => x._k === 'd' && x.kodeacc === '6-1100')?.debet ?? null };
    };

    expect((await journal('100.25')).num).toBe(0);
    await caughtUp();
    const first = await report();
    expect(first.listrik).toBe('100.25');
    expect(typeof first.info.replika?.jeda_detik).toBe('number');
    expect(first.info.catatan.join(' ')).toMatch(/Dibaca dari replika basis data, tertinggal .* dari basis data utama\./);

    // Replay paused: the primary takes the next journal (writes stay there), the report does not see it.
    await standby.query('select pg_wal_replay_pause()');
    try {
      const saved = await journal('50');
      expect(saved.num, saved.msg).toBe(0);
      const stale = await report();
      expect(stale.listrik).toBe('100.25');
    } finally {
      await standby.query('select pg_wal_replay_resume()');
    }
    await caughtUp();
    expect((await report()).listrik).toBe('150.25');
  }, 60_000);
});
