import { afterAll, describe, expect, test } from 'vitest';
import { createECDH, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, createServer } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freshCompany, testServer, TEST_ORIGIN, type TestCompany } from '../../../apps/server/test/harness';
import { buildApp } from '../../../apps/server/src/server';
import { addUser, grant, loginAs } from '../../../apps/server/test/auth-helpers';
import { maintenanceFromArgs } from '../../../apps/server/src/cli/maintenance-publish';
import { publishMaintenance } from '../dashboard/maintenance';
import { reaches, topicOf } from '../dashboard/live';
import { setPushAgent } from '../dashboard/push';

type Data = Record<string, Array<Record<string, unknown>>>;
const maint = async (c: { act: (n: string, p?: unknown) => Promise<{ num: number; data: unknown }> }) => {
  const r = await c.act('maintenance_info', {});
  expect(r.num).toBe(0);
  return r.data as Data;
};

describe('maintenance info', () => {
  test('published from the command line to one company or to all; shown until ended; clear refusals', async () => {
    const { db } = await testServer();
    const a = await freshCompany();
    const b = await freshCompany();
    // Other tests of this database may have published to every company: end those first.
    await maintenanceFromArgs(db, ['--selesai']);
    expect(await maint(a)).toMatchObject({ sts_info: [{ status: '0' }], IM: [] });

    const out = await maintenanceFromArgs(db, ['--judul', 'Pemeliharaan server', '--isi', '<p>Sabtu 22.00 WIB</p>', '--tanggal', '2030-01-05T22:00:00+07:00', '--id', a.iper.toLowerCase()]);
    expect(out).toMatch(new RegExp(`Info maintenance #\\d+ diterbitkan untuk perusahaan ${a.iper}: Pemeliharaan server`));
    expect(await maint(a)).toMatchObject({
      sts_info: [{ status: '1' }],
      IM: [{ judulinfo: 'Pemeliharaan server', dateinfo: '2030-01-05T15:00:00.000Z', isiinfo: '<p>Sabtu 22.00 WIB</p>' }],
    });
    expect(await maint(b)).toMatchObject({ sts_info: [{ status: '0' }], IM: [] });

    // To every company; the newest one shows.
    await maintenanceFromArgs(db, ['--judul', 'Migrasi database', '--isi', 'Semua toko']);
    expect((await maint(b)).IM).toMatchObject([{ judulinfo: 'Migrasi database' }]);
    expect((await maint(a)).IM).toMatchObject([{ judulinfo: 'Migrasi database' }]);
    // Ended for all: a's own notice shows again; then ended too.
    expect(await maintenanceFromArgs(db, ['--selesai'])).toBe('1 info maintenance untuk semua perusahaan diakhiri.');
    expect((await maint(a)).IM).toMatchObject([{ judulinfo: 'Pemeliharaan server' }]);
    expect(await maintenanceFromArgs(db, ['--selesai', '--id', a.iper])).toBe(`1 info maintenance untuk perusahaan ${a.iper} diakhiri.`);
    expect(await maint(a)).toMatchObject({ sts_info: [{ status: '0' }], IM: [] });
    // A notice that has run out is not shown.
    await publishMaintenance(db, { idperusahaan: a.iper, judul: 'Lama', isi: 'x', sampai: new Date(Date.now() - 1000) });
    expect((await maint(a)).IM).toEqual([]);

    await expect(maintenanceFromArgs(db, ['--judul', 'Tanpa isi'])).rejects.toThrow('Judul dan isi info maintenance wajib diisi.');
    await expect(maintenanceFromArgs(db, ['--judul', 'x', '--isi', 'y', '--sampai', 'kemarin'])).rejects.toThrow('--sampai bukan waktu yang valid');
    await expect(maintenanceFromArgs(db, ['--judul', 'x', '--isi', 'y', '--id', 'TIDAKADA99'])).rejects.toThrow();
    await expect(maintenanceFromArgs(db, ['--salah'])).rejects.toThrow(/Pemakaian/);
    // Without a session: refused.
    const { post } = await import('../../../apps/server/test/harness');
    expect((await post({ act: 'maintenance_info' })).num).toBe(20);
  });
});

describe('news added in the application', () => {
  test('info_ae adds and edits the company’s own news; other users see it unread; the service’s news cannot be edited', async () => {
    const { db } = await testServer();
    const a = await freshCompany();
    const b = await freshCompany();
    const pw = await addUser(a, { userid: 'KASIR1' });
    const kasir = await loginAs(a, 'KASIR1', pw);
    const unread = async (c: { act: (n: string) => Promise<{ data: unknown }> }) => ((await c.act('getunreadinfo')).data as Data).tbl_berita[0].jumlah as number;
    const before = await unread(kasir);
    const bBefore = await unread(b);

    const r = await a.act('info_ae', { judul: 'Stok opname Sabtu', isi: 'Toko tutup jam 15.00.' });
    expect(r).toMatchObject({ num: 0, data: { tbl_berita: [{ judul: 'Stok opname Sabtu' }] } });
    const id = (r.data as Data).tbl_berita[0].id as number;
    expect(await unread(kasir)).toBe(before + 1);
    expect(await unread(b)).toBe(bBefore);
    expect(await a.act('info_ae', { id, judul: 'Stok opname Minggu', isi: 'Toko tutup jam 14.00.' })).toMatchObject({ num: 0 });
    expect(await kasir.act('info_get', { id })).toMatchObject({ num: 0, data: { tbl_berita: [{ judul: 'Stok opname Minggu', isi: 'Toko tutup jam 14.00.' }] } });

    // Another company's news, or the service's news to all, is not this company's to edit.
    expect(await b.act('info_ae', { id, judul: 'x', isi: 'y' })).toMatchObject({ num: 40 });
    const { publishNews } = await import('@niaga/admin');
    const global = await publishNews(db, { judul: 'Versi baru', isi: 'semua' });
    expect(await a.act('info_ae', { id: global, judul: 'x', isi: 'y' })).toMatchObject({ num: 40 });
    expect(await a.act('info_ae', { judul: '', isi: 'y' })).toMatchObject({ num: 15, msg: expect.stringContaining('Judul wajib diisi') });
    // A user without the settings right may not.
    expect((await kasir.act('info_ae', { judul: 'x', isi: 'y' })).num).toBe(30);
  });
});

/** An open page of a user: the events /live sends it. */
async function openPage(base: string, token: string) {
  const ctrl = new AbortController();
  const res = await fetch(`${base}/live?token=${encodeURIComponent(token)}`, { signal: ctrl.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: Array<{ event: string; data: Record<string, unknown> }> = [];
  let ready!: () => void;
  const siap = new Promise<void>((r) => (ready = r));
  void (async () => {
    const reader = res.body!.getReader();
    let buf = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buf += new TextDecoder().decode(value);
        let i;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const ev = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (ev && data) {
            if (ev === 'siap') ready();
            else events.push({ event: ev, data: JSON.parse(data) as Record<string, unknown> });
          }
        }
      }
    } catch {
      /* closed */
    }
  })();
  await siap;
  return { events, close: () => ctrl.abort() };
}

/** A stand-in push service over HTTPS (its own certificate, trusted by the server's push agent): records what the server posts. */
async function pushService() {
  const dir = mkdtempSync(join(tmpdir(), 'push-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', join(dir, 'k.pem'), '-out', join(dir, 'c.pem')], { stdio: 'ignore' });
  const cert = readFileSync(join(dir, 'c.pem'));
  setPushAgent(new Agent({ ca: cert, checkServerIdentity: () => undefined }));
  const got: Array<{ path: string; headers: IncomingHttpHeaders; bytes: number }> = [];
  const server = createServer({ key: readFileSync(join(dir, 'k.pem')), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ path: req.url ?? '', headers: req.headers, bytes: Buffer.concat(chunks).length });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { got, endpoint: (name: string) => `https://127.0.0.1:${port}/push/${name}`, close: () => server.close() };
}

const browserKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

const until = async (cond: () => boolean, what: string) => {
  for (let i = 0; i < 200 && !cond(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!cond()) throw new Error(`tidak terjadi: ${what}`);
};

describe('live messages and web push', () => {
  const closers: Array<() => void> = [];
  afterAll(() => closers.forEach((c) => c()));

  test('the topic rule of spec §5: same company; per-user needs the same login id too', () => {
    const m = { topic: 'pesan' as const, idperusahaan: 'TOKO1', userid: 'KASIR1', judul: 'x' };
    expect(topicOf(m)).toBe('pesanTOKO1KASIR1');
    expect(topicOf({ ...m, userid: undefined })).toBe('pesanTOKO1');
    expect(topicOf({ ...m, topic: 'berita' })).toBe('berita');
    expect(reaches({ idperusahaan: 'TOKO1', userid: 'KASIR1' }, m)).toBe(true);
    expect(reaches({ idperusahaan: 'TOKO1', userid: 'KASIR2' }, m)).toBe(false);
    expect(reaches({ idperusahaan: 'TOKO2', userid: 'KASIR1' }, m)).toBe(false);
    expect(reaches({ idperusahaan: 'TOKO1', userid: 'KASIR2' }, { ...m, userid: undefined })).toBe(true);
    expect(reaches({ idperusahaan: 'TOKO2', userid: 'KASIR2' }, { ...m, userid: undefined })).toBe(false);
  });

  test('two companies, two users each: a per-user message reaches only that user of that company, live and by Web Push', async () => {
    // A second server of the same database, listening on a port (the shared test app is injected only).
    const { db } = await testServer();
    const app = await buildApp(db, { dev: true, routing: { origin: () => TEST_ORIGIN } });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    closers.push(() => void app.close());
    const ps = await pushService();
    closers.push(ps.close);

    // Company A and B both have ADMIN and KASIR1: the same login ids in two companies.
    const a = await freshCompany();
    const b = await freshCompany();
    const users = async (co: TestCompany) => {
      const pw = await addUser(co, { userid: 'KASIR1' });
      return { admin: co, kasir: await loginAs(co, 'KASIR1', pw) };
    };
    const A = await users(a);
    const B = await users(b);
    const pages = {
      aAdmin: await openPage(base, a.token),
      aKasir: await openPage(base, A.kasir.token),
      bAdmin: await openPage(base, b.token),
      bKasir: await openPage(base, B.kasir.token),
    };
    closers.push(...Object.values(pages).map((p) => p.close));

    // Every browser subscribed to Web Push; the public key comes from the server.
    const key = await a.act('push_vapidkey', {});
    expect(key.num).toBe(0);
    const publickey = (key.data as Data).tbl_push[0].publickey as string;
    expect(Buffer.from(publickey, 'base64url')).toHaveLength(65);
    expect(((await b.act('push_vapidkey', {})).data as Data).tbl_push[0].publickey).toBe(publickey);
    for (const [name, c] of [['aAdmin', a], ['aKasir', A.kasir], ['bAdmin', b], ['bKasir', B.kasir]] as const)
      expect(await c.act('push_langganan', { endpoint: ps.endpoint(name), keys: browserKeys() })).toMatchObject({ num: 0 });

    // A's administrator writes to A's KASIR1.
    const r = await a.act('pesan_kirim', { userid: 'kasir1', judul: 'Tutup kasir', isi: 'Setor kas sebelum 21.00' });
    expect(r).toMatchObject({ num: 0, data: { live: 1, push: 1, topik: `pesan${a.iper}KASIR1` } });
    await until(() => pages.aKasir.events.length === 1, 'pesan sampai di halaman');
    await until(() => ps.got.length === 1, 'pesan sampai di layanan push');
    expect(pages.aKasir.events[0]).toMatchObject({ event: 'pesan', data: { idperusahaan: a.iper, userid: 'KASIR1', judul: 'Tutup kasir', topik: `pesan${a.iper}KASIR1` } });
    expect(ps.got[0].path).toBe('/push/aKasir');
    expect(ps.got[0].headers['content-encoding']).toBe('aes128gcm');
    expect(String(ps.got[0].headers.authorization)).toContain(`k=${publickey}`);
    expect(ps.got[0].bytes).toBeGreaterThan(0);

    // To all of A: both A pages, both A subscriptions; nothing of B.
    expect(await a.act('pesan_kirim', { judul: 'Rapat', isi: 'Jam 8' })).toMatchObject({ num: 0, data: { live: 2, push: 2, topik: `pesan${a.iper}` } });
    await until(() => pages.aAdmin.events.length === 1 && pages.aKasir.events.length === 2 && ps.got.length === 3, 'pesan perusahaan sampai');
    expect(ps.got.slice(1).map((g) => g.path).sort()).toEqual(['/push/aAdmin', '/push/aKasir']);

    // B writes to its KASIR1: only B's.
    expect(await b.act('pesan_kirim', { userid: 'KASIR1', judul: 'Untuk B' })).toMatchObject({ num: 0, data: { live: 1, push: 1 } });
    await until(() => pages.bKasir.events.length === 1 && ps.got.length === 4, 'pesan B sampai');
    expect(ps.got[3].path).toBe('/push/bKasir');
    // News added in A reaches A's pages (topic berita), not B's.
    expect((await a.act('info_ae', { judul: 'Info A', isi: 'x' })).num).toBe(0);
    await until(() => pages.aAdmin.events.length === 2 && pages.aKasir.events.length === 3, 'berita sampai');
    expect(pages.aAdmin.events[1]).toMatchObject({ event: 'berita', data: { topik: 'berita', idperusahaan: a.iper, judul: 'Info A' } });
    await until(() => ps.got.length === 6, 'berita push');

    // Nothing else arrived anywhere.
    expect(pages.bAdmin.events).toEqual([]);
    expect(pages.bKasir.events.map((e) => e.data.judul)).toEqual(['Untuk B']);
    expect(pages.aKasir.events.map((e) => e.data.judul)).toEqual(['Tutup kasir', 'Rapat', 'Info A']);
    expect(ps.got.filter((g) => g.path.startsWith('/push/b')).map((g) => g.path)).toEqual(['/push/bKasir']);

    // Refusals: an unknown user; a user without the right; no session on /live.
    expect(await a.act('pesan_kirim', { userid: 'TIDAKADA', judul: 'x' })).toMatchObject({ num: 40, msg: 'User TIDAKADA tidak ditemukan.' });
    expect((await A.kasir.act('pesan_kirim', { userid: 'ADMIN', judul: 'x' })).num).toBe(30);
    await grant(a, 'U', 'KASIR1', [['mSPengaturan']]);
    expect((await A.kasir.act('pesan_kirim', { userid: 'ADMIN', judul: 'Dari kasir' })).num).toBe(0);
    expect((await fetch(`${base}/live?token=salah`)).status).toBe(401);
    expect(await a.act('push_langganan', { endpoint: 'bukan-url', keys: browserKeys() })).toMatchObject({ num: 15 });
    expect(await a.act('push_langganan', { endpoint: 'http://push.example/x', keys: browserKeys() })).toMatchObject({ num: 15 });
    setPushAgent(undefined);
  });
});
