/**
 * Long jobs across processes (issue 43): the progress of a backup, a vacuum and an item import is a
 * row of control.pekerjaan, so that a poll answered by another process shows it. This test's own
 * server (A, in process) and `apps/server/src/main.ts` as a second process (B) on one PostgreSQL,
 * sharing a backup folder. A job whose process died reads as failed and stops nothing.
 * Needs PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type Envelope } from '@niaga/kernel/server';
import { configureSystem } from '@niaga/system/server';
import { buildApp } from '../../src/server';
import { newCompany } from '../../src/app';
import { scaleDatabaseUrl, startChild, type Child } from './processes';

const base = process.env.TEST_DATABASE_URL;
if (!base) console.warn('[jobs.test] dilewati: perlu PostgreSQL (TEST_DATABASE_URL)');

type Call = (act: string, fields: Record<string, string>, payload?: unknown) => Promise<Envelope>;

describe.skipIf(!base)('long jobs polled on another process', () => {
  let db: Database;
  let app: FastifyInstance;
  let b: Child;
  let dir: string;
  const iper = `J${randomBytes(4).toString('hex').toUpperCase()}`;
  const password = randomBytes(8).toString('hex');

  const callA: Call = async (act, fields, payload) => {
    const body = new URLSearchParams({ act, ...fields, ...(payload !== undefined ? { aprq: JSON.stringify(payload) } : {}) }).toString();
    const res = await app.inject({ method: 'POST', url: '/api', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
    return res.json() as Envelope;
  };
  const login = async (call: Call) => {
    const r = await call('lgx', { iper, uname: 'ADMIN', passw: password });
    if (r.num !== 0) throw new Error(`login: ${r.msg}`);
    return (r.data as { token: string }).token;
  };
  /** Polls `act` on `call` until `done` says so; every reply seen. */
  const poll = async (call: Call, token: string, act: string, payload: unknown, done: (d: Record<string, unknown>) => boolean) => {
    const seen: Array<Record<string, unknown>> = [];
    for (let i = 0; i < 600; i++) {
      const r = await call(act, { token }, payload);
      expect(r.num, r.msg).toBe(0);
      const d = r.data as Record<string, unknown>;
      seen.push(d);
      if (done(d)) return seen;
      await new Promise((res) => setTimeout(res, 50));
    }
    throw new Error(`${act}: tidak selesai`);
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'niaga-jobs-'));
    configureSystem({ backupDir: dir });
    const url = await scaleDatabaseUrl(base!);
    db = await openDatabase({ databaseUrl: url, poolSize: 4 });
    app = await buildApp(db, { dev: true });
    await newCompany(db, { idperusahaan: iper, nama: `PT ${iper}`, startflag: 1, adminPassword: password });
    b = await startChild(url, { BACKUP_DIR: dir });
  });
  afterAll(async () => {
    await b?.stop();
    await app?.close();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a backup started on A is followed to its end on B; a vacuum started on B on A', async () => {
    const onA = await login(callA);
    const onB = await login(b.call);
    const started = await callA('backup_buat', { token: onA }, {});
    expect(started.num, started.msg).toBe(0);
    const { job } = started.data as { job: string };
    const seen = await poll(b.call, onB, 'backup_status', { job }, (d) => d.status !== 'jalan');
    expect(seen.at(-1)).toMatchObject({ job, jenis: 'backup', status: 'selesai' });
    expect(String(seen.at(-1)!.msg)).toMatch(/^Backup .* selesai dibuat\.$/);
    // The backup B reports is the file A made (the shared folder).
    const list = await b.call('listbackup', { token: onB }, {});
    expect((list.data as { tbl_backup: Array<{ file: string }> }).tbl_backup.map((x) => x.file)).toContain((seen.at(-1)!.hasil as { file: string }).file);

    const vac = await b.call('db_vacuum', { token: onB }, {});
    expect(vac.num, vac.msg).toBe(0);
    const v = await poll(callA, onA, 'backup_status', { job: (vac.data as { job: string }).job }, (d) => d.status !== 'jalan');
    expect(v.at(-1)).toMatchObject({ jenis: 'vacuum', status: 'selesai' });
  });

  test('an item import received by B shows its progress and outcome on A', async () => {
    const onA = await login(callA);
    const onB = await login(b.call);
    const rows = Array.from({ length: 300 }, (_, i) => `S${String(i).padStart(4, '0')},Pemasok ${i}`).join('\n');
    const r = await b.call('importdata_proses', { token: onB }, { jenis: 'SU', nama: 'pemasok.csv', isi: Buffer.from(`kodesupel,namasupel\n${rows}\n`).toString('base64') });
    expect(r.num, r.msg).toBe(0);
    const { idproses } = r.data as { idproses: string };
    const seen = await poll(callA, onA, 'importdata_status', { idproses }, (d) => d.status === 'selesai' || d.status === 'gagal');
    expect(seen.at(-1)).toMatchObject({ idproses, status: 'selesai', total: 300, selesai: 300, persen: 100 });
    // Unknown on A before issue 43 (the progress lived in B's memory): 5 "Proses import tidak ditemukan".
    expect(seen.every((d) => d.idproses === idproses)).toBe(true);
  });

  test('a job whose process died reads as failed on any process, and the company may start another', async () => {
    const onA = await login(callA);
    const onB = await login(b.call);
    const id = `mati${randomBytes(6).toString('hex')}`;
    const isi = { id, iper, jenis: 'backup', status: 'jalan', mulai: new Date().toISOString(), msg: 'backup sedang berjalan…' };
    await db.rows(sql`insert into control.pekerjaan (id, iper, jenis, status, isi, hidup_sampai) values (${id}, ${iper}, 'backup', 'jalan', ${JSON.stringify(isi)}::jsonb, clock_timestamp() + interval '1 hour')`);
    // While it lives, another job of the company is refused (on either process).
    const busy = await b.call('backup_buat', { token: onB }, {});
    expect(busy.num).not.toBe(0);
    expect(busy.msg).toContain('Proses backup perusahaan ini sedang berjalan');
    // Its process died: its lease runs out.
    await db.rows(sql`update control.pekerjaan set hidup_sampai = clock_timestamp() - interval '1 second' where id = ${id}`);
    expect((await callA('backup_status', { token: onA }, { job: id })).data).toMatchObject({ status: 'gagal', msg: expect.stringContaining('Proses terhenti') });
    const again = await b.call('backup_buat', { token: onB }, {});
    expect(again.num, again.msg).toBe(0);
    await poll(callA, onA, 'backup_status', { job: (again.data as { job: string }).job }, (d) => d.status !== 'jalan');
  });
});
