/** Session acts of spec §7.1: cekloginshift, lgx, lgxtk, logoutact. */
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { ActError, NUM, type SessionReply } from '@niaga/kernel';
import { companies, sessions, createSession, defineAct, revokeSession, SESSION_COOKIE, REMEMBER_DAYS, normaliseCompanyId, type ActContext, type Company, type Tx } from '@niaga/kernel/server';
import { kantor, pengguna } from './tables';
import { USER_FLAGS, type UserFlag } from './doctypes';
import { cashierLogo, configValues } from './settings-acts';
import { verifyPassword } from './passwords';
import { openModules } from './access';
import { LOGIN_SHIFTS } from './settings';
import { clearFailures, reserveAttempt } from './ratelimit';

const required = (msg: string) => z.string({ error: msg }).trim().min(1, msg);
const upperId = (msg: string) => required(msg).max(30, 'User ID maksimal 30 karakter').transform((s) => s.toUpperCase());

/** Cashier input mode (konfigurasi modeinputkasir): 2 opens /kasiradmode3, anything else /kasiradmode2. */
export const KASIR_MODE_KEY = 'modeinputkasir';

/** The config names a client asks for in lgx/lgxtk aprq (a list, JSON or base64 JSON). */
function configNames(aprq: unknown): string[] {
  const list = Array.isArray(aprq) ? aprq : aprq && typeof aprq === 'object' && Array.isArray((aprq as { config?: unknown }).config) ? (aprq as { config: unknown[] }).config : [];
  return [...new Set(list.filter((x): x is string => typeof x === 'string' && x.length > 0 && x.length <= 60))].slice(0, 200);
}

export async function assertSubscription(tx: Tx, company: Company) {
  const [c] = await tx.select({ lewat: sql<boolean>`${companies.expires_at} is not null and ${companies.expires_at} < current_date` }).from(companies).where(eq(companies.id, company.id));
  if (c?.lewat) throw new ActError(NUM.SUBSCRIPTION, 'Masa berlaku langganan perusahaan sudah habis. Silakan perpanjang langganan untuk dapat login kembali.');
}

/** A short device description from adinfo for the log. */
const deviceOf = (adinfo: Record<string, unknown>) =>
  ['os', 'osversion', 'model', 'platform', 'browser']
    .map((k) => adinfo[k])
    .filter((v): v is string => typeof v === 'string' && v.length > 0)
    .join(' ')
    .slice(0, 120);

/** What the client needs after login or token login. */
async function sessionInfo(ctx: ActContext, company: Company, userid: string, token: string | null, names: string[], loginshift: string): Promise<SessionReply> {
  const tx = ctx.tx;
  const [u] = await tx.select().from(pengguna).where(eq(pengguna.userid, userid)).limit(1);
  // Per-user flags of spec §6 are configuration too: asked by name, they answer '1'/'0'.
  const userFlags = Object.fromEntries((Object.keys(USER_FLAGS) as UserFlag[]).map((k) => [k, Boolean(u?.[k])])) as Record<UserFlag, boolean>;
  const userValues: Record<string, string> = { ...Object.fromEntries(Object.entries(userFlags).map(([k, v]) => [k, v ? '1' : '0'])), logindept: u?.kodedept ?? '', loginid: userid };
  const companyNames = names.filter((n) => !(n in userValues));
  const cfgRows = await configValues(tx, [...new Set([...companyNames, KASIR_MODE_KEY])]);
  const cfg = new Map(cfgRows.map((r) => [r.confname, r.confvalue]));
  const offices = await tx
    .select({ kodekantor: kantor.kodekantor, namakantor: kantor.namakantor, pusat: kantor.pusat, timezone: kantor.timezone })
    .from(kantor)
    .orderBy(sql`${kantor.pusat} desc`, kantor.kodekantor);
  const open = await openModules(tx, userid);
  const can = (m: string) => open.all || open.modules.has(m);
  const kasirmode = cfg.get(KASIR_MODE_KEY) === '2' ? 2 : 1;
  const akseskasir = can('mSKasir');
  const aksesterminalharga = can('mSTerminalHarga');
  // Spec §2.1: whoever may open the cashier (mSKasir) lands on it — an administrator too, who holds
  // every right — in the company's input mode; else the price terminal; else /home.
  const rute = company.startflag === 0 ? '/startingdb' : akseskasir ? (kasirmode === 2 ? '/kasiradmode3' : '/kasiradmode2') : aksesterminalharga ? '/terminalharga' : '/home';
  return {
    token,
    idp: company.idperusahaan,
    idperusahaan: company.idperusahaan,
    namaperusahaan: company.nama,
    userid,
    namauser: u?.nama ?? userid,
    admin: u?.admin ?? false,
    kodedept: u?.kodedept ?? '',
    loginshift,
    startflag: company.startflag,
    kasirmode,
    akseskasir,
    aksesterminalharga,
    rute,
    appcfg: {
      namaperusahaan: company.nama,
      startflag: company.startflag,
      config: names.map((n) => ({ confname: n, confvalue: userValues[n] ?? cfg.get(n) ?? '' })),
      tbl_kantor: offices,
      logo: await cashierLogo(tx),
      pengguna: { ...userFlags, logindept: u?.kodedept ?? '', loginid: userid, kelompok: u?.kelompok ?? '' },
    },
  };
}

export const cekloginshift = defineAct({
  name: 'cekloginshift',
  summary: 'Apakah user wajib memilih Login Shift: iper, uname → data true/false (user tidak dikenal: false).',
  session: false,
  company: (p) => p.iper,
  module: 'admin',
  schema: z.object({
    iper: required('Masukkan Id Perusahaan').transform(normaliseCompanyId),
    uname: upperId('Masukkan User ID'),
    aprq: z.unknown().optional(),
  }),
  async handler(ctx, p) {
    const [u] = await ctx.tx.select({ loginshift: pengguna.loginshift, aktif: pengguna.aktif }).from(pengguna).where(eq(pengguna.userid, p.uname)).limit(1);
    return Boolean(u?.aktif && u.loginshift);
  },
});

export const lgx = defineAct({
  name: 'lgx',
  summary:
    'Login: iper, uname, passw, remember (y), loginshift (PAGI/SORE/MALAM, wajib bila cekloginshift true), aprq = daftar nama konfigurasi → token, idp, userid, startflag, kasirmode, akseskasir, aksesterminalharga, rute, appcfg {config [{confname, confvalue}] (nilai tersimpan, default katalog, atau flag user: kuncitanggal, opsiemoney, opsirakitan, restoredb, jatuhtempo, qrisaktif, snapaktif, logindept, loginid), tbl_kantor, logo {data, rasio} atau null, pengguna {flag user, logindept, loginid, kelompok}}; cookie sesi HttpOnly; tercatat di log aktivitas. 22 salah password, 23 terlalu banyak percobaan gagal (per perusahaan+user dan per alamat), 24 langganan habis, 15 "Pilih Login Shift".',
  session: false,
  company: (p) => p.iper,
  module: 'admin',
  log: 'login',
  schema: z.object({
    iper: required('Masukkan Id Perusahaan').transform(normaliseCompanyId),
    uname: upperId('Masukkan User ID'),
    passw: z.string({ error: 'Masukkan Password' }).min(1, 'Masukkan Password').max(200, 'Password terlalu panjang'),
    remember: z.union([z.string(), z.boolean()]).optional().transform((v) => v === true || v === 'y' || v === '1' || v === 'true'),
    loginshift: z.string().trim().max(10).optional().default('').transform((s) => s.toUpperCase()),
    aprq: z.unknown().optional(),
  }),
  async handler(ctx, p) {
    const company = ctx.company!;
    const attempt = { companyId: company.id, userid: p.uname, ip: ctx.ip, jenis: 'login' as const };
    const slot = await reserveAttempt(ctx.tx, attempt);
    let u: { hash: string; aktif: boolean; loginshift: boolean } | undefined;
    try {
      [u] = await ctx.tx.select({ hash: pengguna.password_hash, aktif: pengguna.aktif, loginshift: pengguna.loginshift }).from(pengguna).where(eq(pengguna.userid, p.uname)).limit(1);
      if (!(await verifyPassword(u?.hash ?? null, p.passw)) || !u) {
        slot.fail(ctx.db);
        throw new ActError(NUM.LOGIN, 'User ID atau Password salah.');
      }
    } finally {
      slot.release();
    }
    if (!u.aktif) throw new ActError(NUM.LOGIN, 'User tidak aktif, hubungi administrator.');
    await assertSubscription(ctx.tx, company);
    let shift = '';
    if (u.loginshift) {
      if (!(LOGIN_SHIFTS as readonly string[]).includes(p.loginshift)) throw new ActError(NUM.INVALID, 'Pilih Login Shift', { fields: { loginshift: 'Pilih Login Shift' } });
      shift = p.loginshift;
    }
    await clearFailures(ctx.tx, attempt);
    const { token } = await createSession(ctx.tx, { company, userid: p.uname, remember: p.remember, loginshift: shift, ip: ctx.ip, adinfo: ctx.adinfo });
    ctx.activity?.({ userid: p.uname, modul: '', dokumen: p.uname, after: { loginshift: shift, remember: p.remember, perangkat: deviceOf(ctx.adinfo) } });
    ctx.cookies.set(SESSION_COOKIE, token, { maxAgeSeconds: p.remember ? REMEMBER_DAYS * 86_400 : undefined });
    return sessionInfo(ctx, company, p.uname, token, configNames(p.aprq), shift);
  },
});

export const lgxtk = defineAct({
  name: 'lgxtk',
  summary: 'Login dengan token (cookie sesi atau field token), aprq = daftar nama konfigurasi: data sesi yang sama dengan lgx, token null. 24 langganan habis; user nonaktif → 22.',
  module: 'admin',
  schema: z.object({ aprq: z.unknown().optional() }).passthrough(),
  async handler(ctx, p) {
    const [u] = await ctx.tx.select({ aktif: pengguna.aktif }).from(pengguna).where(eq(pengguna.userid, ctx.session!.userid)).limit(1);
    if (!u?.aktif) throw new ActError(NUM.LOGIN, 'User tidak aktif, hubungi administrator.');
    await assertSubscription(ctx.tx, ctx.company!);
    const [s] = await ctx.tx.select({ loginshift: sessions.loginshift }).from(sessions).where(eq(sessions.id, ctx.session!.sessionId));
    return sessionInfo(ctx, ctx.company!, ctx.session!.userid, null, configNames(p.aprq), s?.loginshift ?? '');
  },
});

export const logoutact = defineAct({
  name: 'logoutact',
  summary: 'Logout: mencabut sesi dan menghapus cookie (tercatat di log aktivitas).',
  module: 'admin',
  log: 'logout',
  schema: z.object({}).passthrough(),
  async handler(ctx) {
    await revokeSession(ctx.tx, ctx.session!.sessionId);
    ctx.activity?.({ modul: '', dokumen: ctx.session!.userid });
    ctx.cookies.clear(SESSION_COOKIE);
    return null;
  },
});
