/**
 * Two Niaga processes on one PostgreSQL database (issue 43 item 1): this test's own server (A, in
 * process) and `apps/server/src/main.ts` started as a second process (B). A login on one and the
 * next call on the other; a backup upload link made on one taken on the other; a live message sent on A reaching a page open on B (LISTEN/NOTIFY); a
 * change of rights and of a company setting made on A seen by B's very next call (rights and
 * settings are read in each request's transaction, never kept by a process).
 * Needs PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type Envelope } from '@niaga/kernel/server';
import { hashPassword } from '@niaga/admin';
import { buildApp } from '../../src/server';
import { newCompany } from '../../src/app';
import { openLive, scaleDatabaseUrl, startChild, type Child } from './processes';

const base = process.env.TEST_DATABASE_URL;
if (!base) console.warn('[two-processes.test] dilewati: perlu PostgreSQL (TEST_DATABASE_URL)');

describe.skipIf(!base)('two Niaga processes on one PostgreSQL', () => {
  let db: Database;
  let app: FastifyInstance;
  let b: Child;
  const iper = `S${randomBytes(4).toString('hex').toUpperCase()}`;
  const other = `S${randomBytes(4).toString('hex').toUpperCase()}`;
  const password = randomBytes(8).toString('hex');

  const callA = async (act: string, fields: Record<string, string>, payload?: unknown): Promise<Envelope> => {
    const body = new URLSearchParams({ act, ...fields, ...(payload !== undefined ? { aprq: JSON.stringify(payload) } : {}) }).toString();
    const res = await app.inject({ method: 'POST', url: '/api', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
    return res.json() as Envelope;
  };
  const login = async (call: typeof callA, uname: string, passw: string, company = iper) => {
    const r = await call('lgx', { iper: company, uname, passw });
    if (r.num !== 0) throw new Error(`login ${uname}: ${r.msg}`);
    return (r.data as { token: string }).token;
  };

  beforeAll(async () => {
    const url = await scaleDatabaseUrl(base!);
    db = await openDatabase({ databaseUrl: url, poolSize: 4 });
    app = await buildApp(db, { dev: true });
    await newCompany(db, { idperusahaan: iper, nama: `PT ${iper}`, startflag: 1, adminPassword: password });
    await newCompany(db, { idperusahaan: other, nama: `PT ${other}`, startflag: 1, adminPassword: password });
    b = await startChild(url, { BACKUP_DIR: join(tmpdir(), `niaga-scale-backup-${iper}`) });
  });
  afterAll(async () => {
    await b?.stop();
    rmSync(join(tmpdir(), `niaga-scale-backup-${iper}`), { recursive: true, force: true });
    await app?.close();
    await db?.close();
  });

  test('a login on one process, the next call on the other', async () => {
    const onA = await login(callA, 'ADMIN', password);
    expect((await b.call('acccfgopt', { token: onA }, ['pajakdefault'])).num).toBe(0);
    const onB = await login(b.call, 'ADMIN', password);
    expect((await callA('satuan_list', { token: onB }, {})).num).toBe(0);
  });

  test('a live message sent on A reaches a page open on B, and only its own company’s', async () => {
    const token = await login(b.call, 'ADMIN', password);
    const live = await openLive(b.url, token);
    try {
      await live.next((e) => e.event === 'siap');
      // Another company's message first (NOTIFY keeps the order of commits): it must not reach this page.
      const otherOnA = await login(callA, 'ADMIN', password, other);
      expect((await callA('pesan_kirim', { token: otherOnA }, { judul: 'Rahasia toko lain' })).num).toBe(0);
      const onA = await login(callA, 'ADMIN', password);
      const sent = await callA('pesan_kirim', { token: onA }, { judul: 'Stok opname jam 5', isi: 'Semua kasir tutup pukul 17.00' });
      expect(sent.num).toBe(0);
      const got = await live.next((e) => e.event === 'pesan');
      expect(got.data).toMatchObject({ idperusahaan: iper, judul: 'Stok opname jam 5', isi: 'Semua kasir tutup pukul 17.00', topik: `pesan${iper}` });
      expect(live.events.filter((e) => e.event === 'pesan').map((e) => (e.data as { judul: string }).judul)).toEqual(['Stok opname jam 5']);
    } finally {
      live.close();
    }
  });

  test('a one-time backup upload link made on A is taken on B, once', async () => {
    const admin = await login(callA, 'ADMIN', password);
    const link = await callA('backup_unggah', { token: admin }, {});
    expect(link.num).toBe(0);
    const to = `${b.url}${(link.data as { url: string }).url}`;
    const up = async () => (await (await fetch(to, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: 'bukan backup' })).json()) as Envelope;
    // B knows the link: it checks the file (and refuses it: not a backup), rather than not knowing the link.
    expect((await up()).msg).toContain('bukan backup Niaga');
    expect((await up()).msg).toContain('Link unggah sudah tidak berlaku');
  });

  test('rights and settings changed on A are what B judges by at its next call', async () => {
    await db.tx(null, async (tx) => {
      const [{ schema_name }] = (await tx.execute(sql`select schema_name from control.companies where idperusahaan = ${iper}`)).rows as { schema_name: string }[];
      await tx.execute(sql.raw(`set local search_path to "${schema_name}", control, public`));
      await tx.execute(sql`insert into pengguna (userid, nama, password_hash, admin, kelompok, aktif) values ('BUDI', 'Budi', ${await hashPassword('rahasia-budi')}, false, '', true)`);
      await tx.execute(sql`insert into hak_akses (jenis, subjek, modul, aksi, izin) values ('U', 'BUDI', 'mSatuan', 'mopen', true)`);
    });
    const budi = await login(b.call, 'BUDI', 'rahasia-budi');
    expect((await b.call('satuan_list', { token: budi }, {})).num).toBe(0);
    const admin = await login(callA, 'ADMIN', password);
    const revoked = await callA('hakakses_save', { token: admin }, { jenis: 'U', subjek: 'BUDI', hak: [{ modul: 'mSatuan', aksi: 'mopen', izin: false }] });
    expect(revoked.num).toBe(0);
    expect((await b.call('satuan_list', { token: budi }, {})).num).not.toBe(0);

    const pajak = async () => ((await b.call('acccfgopt', { token: admin }, ['pajakdefault'])).data as { confreq: { confvalue: string }[] }).confreq[0].confvalue;
    expect(await pajak()).toMatch(/^10(\.0+)?$/);
    expect((await callA('pengaturanumum_save', { token: admin }, { pajakdefault: '11' })).num).toBe(0);
    expect(await pajak()).toMatch(/^11(\.0+)?$/);
  });

  test('WORKERS=2: two worker processes on one port; a worker killed is started again and the calls go on', async () => {
    const c = await startChild((await scaleDatabaseUrl(base!)), { WORKERS: '2' });
    try {
      const lines = await c.waitFor(/Niaga berjalan di \S+ \(worker \d+\)/, 2);
      const pids = lines.map((l) => Number(/worker (\d+)/.exec(l)![1]));
      expect(new Set(pids).size).toBe(2);
      const token = await login(c.call, 'ADMIN', password);
      expect((await c.call('satuan_list', { token }, {})).num).toBe(0);
      process.kill(pids[0], 'SIGKILL');
      await c.waitFor(/dijalankan lagi/);
      await c.waitFor(/Niaga berjalan di \S+ \(worker \d+\)/, 3);
      for (let i = 0; i < 6; i++) expect((await c.call('satuan_list', { token }, {})).num).toBe(0);
    } finally {
      await c.stop();
    }
  });
});
