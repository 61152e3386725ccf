/** Helpers of the login, reset, access and news tests: users, calls from an address. */
import { randomBytes } from 'node:crypto';
import { hashPassword } from '@niaga/admin';
import { openThenSave, testServer, type Fields, type TestCompany } from './harness';
import type { Envelope } from '@niaga/kernel/server';

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;

export interface NewUser {
  userid: string;
  password?: string;
  admin?: boolean;
  loginshift?: boolean;
  email?: string;
  kelompok?: string;
  aktif?: boolean;
}

export async function addUser(co: TestCompany, u: NewUser): Promise<string> {
  const password = u.password ?? randomBytes(6).toString('hex');
  await co.sql(
    `insert into pengguna (userid, nama, password_hash, admin, loginshift, email, kelompok, aktif) values (${q(u.userid)}, ${q('User ' + u.userid)}, ${q(await hashPassword(password))}, ${u.admin ?? false}, ${u.loginshift ?? false}, ${q(u.email ?? '')}, ${q(u.kelompok ?? '')}, ${u.aktif ?? true})`,
  );
  return password;
}

/** Grants (or refuses) mopen-style rights: [modul, aksi?, izin?] for a user (U) or group (G). */
export async function grant(co: TestCompany, jenis: 'U' | 'G', subjek: string, rights: Array<[string, string?, boolean?]>) {
  for (const [modul, aksi = 'mopen', izin = true] of rights)
    await co.sql(`insert into hak_akses (jenis, subjek, modul, aksi, izin) values (${q(jenis)}, ${q(subjek)}, ${q(modul)}, ${q(aksi)}, ${izin})`);
}

/** A random private address, so that per-address limits of parallel test files never meet. */
export const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/** Posts a form from an address, as the trusted proxy (127.0.0.1) of the test server says it (X-Forwarded-For). */
export async function postFrom(ip: string, fields: Fields, cookie?: string): Promise<Envelope & { cookies: Record<string, string> }> {
  const { app } = await testServer();
  const body = new URLSearchParams(Object.entries(fields).filter(([, v]) => v !== undefined) as [string, string][]).toString();
  const res = await app.inject({
    method: 'POST',
    url: '/api',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
  return { ...(res.json() as Envelope), cookies: Object.fromEntries(res.cookies.map((c) => [c.name, c.value])) };
}

/** Logs a user in and returns a caller with their session. */
export async function loginAs(co: TestCompany, userid: string, password: string, extra: Fields = {}) {
  const ip = randomIp();
  const r = await postFrom(ip, { act: 'lgx', iper: co.iper, uname: userid, passw: password, ...extra });
  if (r.num !== 0) throw new Error(`login ${userid} gagal: ${r.num} ${r.msg}`);
  const token = (r.data as { token: string }).token;
  const act = (name: string, payload: unknown = {}, more: Fields = {}) => postFrom(ip, { act: name, token, aprq: JSON.stringify(payload), ...more });
  return {
    token,
    data: r.data as Record<string, unknown>,
    act,
    /** An edit of an existing record as this user: opened with `_get` for its version, then saved (`openThenSave`). */
    edit: (save: string, payload: Record<string, unknown>, more?: Fields) => openThenSave(act, save, payload, more),
  };
}
