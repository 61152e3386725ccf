import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { setMailLog } from '@niaga/admin';
import { freshCompany, post, testServer, TEST_ORIGIN } from './harness';
import { startupNotes } from '../src/server';
import { addUser, loginAs } from './auth-helpers';

interface Captured {
  from: string;
  to: string[];
  raw: string;
}
const inbox: Captured[] = [];
let smtp: SMTPServer;
const ENV = { ...process.env };

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
        cb();
      });
    },
  });
  await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', ok));
  const { port } = smtp.server.address() as AddressInfo;
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_FROM: 'Niaga <noreply@niaga.test>', APP_ORIGINS: '' });
});
afterAll(async () => {
  process.env = { ...ENV };
  await new Promise<void>((ok) => smtp.close(() => ok()));
});

/** The reset link in the last mail to `to` (quoted-printable soft breaks undone). */
function linkIn(to: string): URL {
  const mail = [...inbox].reverse().find((m) => m.to.includes(to));
  if (!mail) throw new Error(`tidak ada email ke ${to}`);
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = body.match(/https?:\/\/\S+\/gantipw-form\?\S+/);
  if (!m) throw new Error('link tidak ditemukan di email');
  return new URL(m[0]);
}

describe('forgot and set password', () => {
  test('resetpw mails a one-time link; cekresetpw accepts it; gantipw sets the password, revokes sessions and uses the link up', async () => {
    const co = await freshCompany();
    const old = await addUser(co, { userid: 'RINA', email: 'rina@toko.test' });
    const session = await loginAs(co, 'RINA', old);
    expect((await session.act('lgxtk')).num).toBe(0);

    const r = await post({ act: 'resetpw', iper: co.iper.toLowerCase(), uname: 'rina', urlniaga: 'http://toko.test:5173/lupapw-form' });
    expect(r).toMatchObject({ num: 0, msg: 'Jika user terdaftar dan memiliki email, link reset telah dikirim. Link berlaku 60 menit dan hanya dapat dipakai satu kali.' });
    const mail = inbox.find((m) => m.to.includes('rina@toko.test'))!;
    expect(mail.from).toBe('noreply@niaga.test');
    expect(mail.raw).toMatch(/Subject: Reset Password Niaga/);
    const link = linkIn('rina@toko.test');
    // No APP_ORIGINS: the link points to the server's own address, not to what the client sent.
    expect(link.origin).toBe(TEST_ORIGIN);
    expect(link.pathname).toBe('/gantipw-form');
    expect(link.searchParams.get('prs')).toBe(co.iper);
    const rst = link.searchParams.get('rst')!;
    expect(rst).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the hash is stored.
    const { db } = await testServer();
    const stored = await db.rows<{ token_hash: string }>(sql`select token_hash from control.password_resets where company_id = ${co.company.id}`);
    expect(stored.map((s) => s.token_hash)).not.toContain(rst);

    expect(await post({ act: 'cekresetpw', iper: co.iper, tokenreset: rst })).toMatchObject({ num: 0, data: { userid: 'RINA' } });
    expect(await post({ act: 'gantipw', iper: co.iper, tokenreset: rst, pass: '' })).toMatchObject({ num: 15, msg: 'Data tidak valid: Masukkan Password.' });
    expect(await post({ act: 'gantipw', iper: co.iper, tokenreset: rst, pass: 'baru-123' })).toMatchObject({ num: 0, msg: 'Password berhasil diganti' });

    expect((await session.act('lgxtk')).num).toBe(21);
    expect((await post({ act: 'lgx', iper: co.iper, uname: 'RINA', passw: 'baru-123' })).num).toBe(0);

    // Used: refused, and the password stays.
    expect(await post({ act: 'cekresetpw', iper: co.iper, tokenreset: rst })).toMatchObject({ num: 25, msg: 'Link Reset Password Expired / Tidak Aktif' });
    expect(await post({ act: 'gantipw', iper: co.iper, tokenreset: rst, pass: 'lagi' })).toMatchObject({ num: 25, msg: 'Link Reset Password Expired / Tidak Aktif' });
    expect((await post({ act: 'lgx', iper: co.iper, uname: 'RINA', passw: 'baru-123' })).num).toBe(0);
  });

  test('an expired link, a link of another company and a made-up token are refused', async () => {
    const co = await freshCompany();
    await addUser(co, { userid: 'DEDI', email: 'dedi@toko.test' });
    expect((await post({ act: 'resetpw', iper: co.iper, uname: 'DEDI', urlniaga: 'https://niaga.test' })).num).toBe(0);
    const rst = linkIn('dedi@toko.test').searchParams.get('rst')!;
    const other = await freshCompany();
    expect((await post({ act: 'cekresetpw', iper: other.iper, tokenreset: rst })).num).toBe(25);
    expect((await post({ act: 'cekresetpw', iper: co.iper, tokenreset: 'x'.repeat(43) })).num).toBe(25);
    expect((await post({ act: 'cekresetpw', iper: co.iper, tokenreset: '' })).num).toBe(25);

    const { db } = await testServer();
    await db.tx(null, (tx) => tx.execute(sql`update control.password_resets set expires_at = now() - interval '1 second' where company_id = ${co.company.id}`));
    expect(await post({ act: 'cekresetpw', iper: co.iper, tokenreset: rst })).toMatchObject({ num: 25, msg: 'Link Reset Password Expired / Tidak Aktif' });
    expect((await post({ act: 'gantipw', iper: co.iper, tokenreset: rst, pass: 'baru' })).num).toBe(25);
  });

  test('a new link replaces the older one; the lifetime comes from RESET_LINK_MINUTES', async () => {
    process.env.RESET_LINK_MINUTES = '30';
    try {
      const co = await freshCompany();
      await addUser(co, { userid: 'EKO', email: 'eko@toko.test' });
      expect((await post({ act: 'resetpw', iper: co.iper, uname: 'EKO', urlniaga: 'https://niaga.test' })).msg).toMatch(/berlaku 30 menit/);
      const first = linkIn('eko@toko.test').searchParams.get('rst')!;
      expect((await post({ act: 'resetpw', iper: co.iper, uname: 'EKO', urlniaga: 'https://niaga.test' })).num).toBe(0);
      const second = linkIn('eko@toko.test').searchParams.get('rst')!;
      expect(second).not.toBe(first);
      expect((await post({ act: 'cekresetpw', iper: co.iper, tokenreset: first })).num).toBe(25);
      expect((await post({ act: 'cekresetpw', iper: co.iper, tokenreset: second })).num).toBe(0);
      const { db } = await testServer();
      const [row] = await db.rows<{ m: number }>(sql`select round(extract(epoch from expires_at - created_at) / 60)::int as m from control.password_resets where company_id = ${co.company.id} and used_at is null`);
      expect(row.m).toBe(30);
    } finally {
      delete process.env.RESET_LINK_MINUTES;
    }
  });

  test('the same reply for unknown users and users without email, nothing mailed; requests per user are limited', async () => {
    const co = await freshCompany();
    const before = inbox.length;
    const a = await post({ act: 'resetpw', iper: co.iper, uname: 'TIDAKADA', urlniaga: 'https://niaga.test' });
    const b = await post({ act: 'resetpw', iper: co.iper, uname: 'ADMIN', urlniaga: 'https://niaga.test' });
    expect(a).toMatchObject({ num: 0 });
    expect(b.msg).toBe(a.msg);
    expect(inbox.length).toBe(before);
    expect(await post({ act: 'resetpw', iper: co.iper, uname: '', urlniaga: 'https://niaga.test' })).toMatchObject({ num: 15, msg: 'Data tidak valid: Masukkan User ID.' });
    expect(await post({ act: 'resetpw', iper: 'ZZTIDAKADA', uname: 'ADMIN', urlniaga: 'https://niaga.test' })).toMatchObject({ num: 4 });
    for (let i = 0; i < 2; i++) expect((await post({ act: 'resetpw', iper: co.iper, uname: 'ADMIN', urlniaga: 'https://niaga.test' })).num).toBe(0);
    const limited = await post({ act: 'resetpw', iper: co.iper, uname: 'ADMIN', urlniaga: 'https://niaga.test' });
    expect(limited.num).toBe(23);
    expect(limited.msg).toMatch(/Permintaan reset password terlalu sering/);
  });

  test('in the default configuration a stranger cannot have a link mailed that points to their own site', async () => {
    const co = await freshCompany();
    await addUser(co, { userid: 'IRMA', email: 'irma@toko.test' });
    for (const urlniaga of ['https://attacker.example', 'https://attacker.example/lupapw-form', 'javascript:alert(1)']) {
      expect((await post({ act: 'resetpw', iper: co.iper, uname: 'IRMA', urlniaga })).num).toBe(0);
      expect(linkIn('irma@toko.test').origin).toBe(TEST_ORIGIN);
    }
    // And the operator is told at start where links point, and how to change it.
    expect(startupNotes({ origin: 'http://localhost:3000' }).join('\n')).toMatch(/Link reset password memakai alamat server ini: http:\/\/localhost:3000\. .*atur PUBLIC_URL atau APP_ORIGINS/);
  });

  test('with APP_ORIGINS set the client\'s origin is used only when listed, else the first', async () => {
    process.env.APP_ORIGINS = 'https://app.niaga.test, https://cabang.niaga.test/';
    try {
      const co = await freshCompany();
      await addUser(co, { userid: 'FAJAR', email: 'fajar@toko.test' });
      expect((await post({ act: 'resetpw', iper: co.iper, uname: 'FAJAR', urlniaga: 'https://penipu.test' })).num).toBe(0);
      expect(linkIn('fajar@toko.test').origin).toBe('https://app.niaga.test');
      expect((await post({ act: 'resetpw', iper: co.iper, uname: 'FAJAR', urlniaga: 'https://cabang.niaga.test/lupapw-form' })).num).toBe(0);
      expect(linkIn('fajar@toko.test').origin).toBe('https://cabang.niaga.test');
      expect(startupNotes({ origin: 'http://localhost:3000' })).toEqual(['Link reset password memakai alamat https://app.niaga.test, https://cabang.niaga.test (APP_ORIGINS/PUBLIC_URL).']);
    } finally {
      process.env.APP_ORIGINS = '';
    }
  });

  test('without SMTP_HOST the link is written to the server log', async () => {
    const host = process.env.SMTP_HOST;
    delete process.env.SMTP_HOST;
    const lines: string[] = [];
    setMailLog((l) => lines.push(l));
    try {
      const co = await freshCompany();
      await addUser(co, { userid: 'GITA', email: 'gita@toko.test' });
      expect((await post({ act: 'resetpw', iper: co.iper, uname: 'GITA', urlniaga: 'https://niaga.test' })).num).toBe(0);
      expect(lines.join('\n')).toMatch(new RegExp(`http://niaga\\.test/gantipw-form\\?prs=${co.iper}&rst=[A-Za-z0-9_-]{43}`));
    } finally {
      process.env.SMTP_HOST = host;
    }
  });

  test('an SMTP server that cannot be reached: a clear message and no link stored', async () => {
    const port = process.env.SMTP_PORT;
    process.env.SMTP_PORT = '1';
    try {
      const co = await freshCompany();
      await addUser(co, { userid: 'HADI', email: 'hadi@toko.test' });
      const r = await post({ act: 'resetpw', iper: co.iper, uname: 'HADI', urlniaga: 'https://niaga.test' });
      expect(r).toMatchObject({ num: 26, msg: 'Email reset password gagal dikirim, silakan coba lagi beberapa saat lagi.' });
      const { db } = await testServer();
      expect(await db.rows(sql`select 1 from control.password_resets where company_id = ${co.company.id}`)).toHaveLength(0);
    } finally {
      process.env.SMTP_PORT = port;
    }
  });
});
