/**
 * Forgot and set password (spec §2.3, §7.1): resetpw mails a link
 * `{origin}/gantipw-form?prs={iper}&rst={token}` valid for RESET_LINK_MINUTES (60), once;
 * cekresetpw tells whether a link is still valid; gantipw sets the password, uses the link up and
 * revokes the user's sessions. Only the sha-256 of the token is stored.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { defineAct, hashToken, normaliseCompanyId, passwordResets, reply, revokeUserSessions, type Company, type Tx } from '@niaga/kernel/server';
import { pengguna } from './tables';
import { hashPassword } from './passwords';
import { sendMail } from './mail';
import { settings } from './settings';
import { assertNotLimited, recordInTx } from './ratelimit';

const required = (msg: string) => z.string({ error: msg }).trim().min(1, msg);

/** One answer for every case (no user enumeration), worded truthfully: nothing is sent without an e-mail. */
export const RESET_SENT = 'Jika user terdaftar dan memiliki email, link reset telah dikirim. Link berlaku {menit} menit dan hanya dapat dipakai satu kali.';
export const RESET_INVALID = 'Link Reset Password Expired / Tidak Aktif';

/**
 * The origin the link points to. Never the request's own choice: the client's origin (url… field)
 * only when it is one of the configured APP_ORIGINS (or PUBLIC_URL), else the first of them; with
 * none configured, the address this server is served on (`served`, PUBLIC_URL or its listen URL).
 */
export function linkOrigin(payload: Record<string, unknown>, served: string): string {
  const allowed = settings.appOrigins();
  if (!allowed.length) {
    if (!served) throw new ActError(NUM.RULE, 'Alamat server untuk link reset password belum diatur (PUBLIC_URL).');
    return served.replace(/\/+$/, '');
  }
  const sent = Object.entries(payload).find(([k, v]) => /^url/i.test(k) && typeof v === 'string' && v.trim())?.[1] as string | undefined;
  let origin: string | null = null;
  if (sent) {
    try {
      origin = new URL(sent.trim()).origin;
    } catch {
      origin = null;
    }
  }
  return origin && allowed.includes(origin) ? origin : allowed[0];
}

export const resetLink = (origin: string, iper: string, token: string) => `${origin}/gantipw-form?prs=${encodeURIComponent(iper)}&rst=${encodeURIComponent(token)}`;

export const resetpw = defineAct({
  name: 'resetpw',
  summary:
    'Lupa password: iper, uname, url… (origin situs, mis. urlniaga; dipakai hanya bila termasuk APP_ORIGINS, selain itu alamat server ini) → mengirim email berisi link {origin}/gantipw-form?prs={iper}&rst={token} (berlaku RESET_LINK_MINUTES menit, sekali pakai). Balasan sama untuk user yang tidak ada/tanpa email. 23 terlalu sering, 26 email gagal dikirim.',
  session: false,
  company: (p) => p.iper,
  module: 'admin',
  schema: z
    .object({
      iper: required('Masukkan Id Perusahaan').transform(normaliseCompanyId),
      uname: required('Masukkan User ID').max(30, 'User ID maksimal 30 karakter').transform((s) => s.toUpperCase()),
    })
    .passthrough(),
  async handler(ctx, p) {
    const company = ctx.company!;
    const origin = linkOrigin(p, ctx.origin ?? '');
    const attempt = { companyId: company.id, userid: p.uname, ip: ctx.ip, jenis: 'reset' as const };
    await assertNotLimited(ctx.tx, attempt);
    await recordInTx(ctx.tx, attempt);
    const minutes = settings.resetLinkMinutes();
    const done = reply(null, RESET_SENT.replace('{menit}', String(minutes)));
    const [u] = await ctx.tx.select({ nama: pengguna.nama, email: pengguna.email, aktif: pengguna.aktif }).from(pengguna).where(eq(pengguna.userid, p.uname)).limit(1);
    if (!u || !u.aktif || !u.email) {
      console.warn(`[resetpw] ${company.idperusahaan}/${p.uname}: ${!u ? 'user tidak ada' : !u.aktif ? 'user tidak aktif' : 'user tidak memiliki email'}; tidak ada email dikirim.`);
      return done;
    }
    // A new link replaces the user's older unused ones.
    await ctx.tx
      .update(passwordResets)
      .set({ used_at: sql`now()` })
      .where(and(eq(passwordResets.company_id, company.id), eq(passwordResets.userid, p.uname), isNull(passwordResets.used_at)));
    const token = randomBytes(32).toString('base64url');
    await ctx.tx.insert(passwordResets).values({
      token_hash: hashToken(token),
      company_id: company.id,
      userid: p.uname,
      ip: ctx.ip,
      expires_at: sql`now() + make_interval(mins => ${minutes})`,
    });
    const link = resetLink(origin, company.idperusahaan, token);
    const product = settings.productName();
    try {
      await sendMail({
        to: u.email,
        subject: `Reset Password ${product} - ${company.idperusahaan}`,
        text: [
          `Halo ${u.nama || p.uname},`,
          '',
          `Ada permintaan reset password untuk User ID ${p.uname} pada Id Perusahaan ${company.idperusahaan} (${company.nama}).`,
          'Buka link berikut untuk membuat password baru:',
          '',
          link,
          '',
          `Link berlaku ${minutes} menit dan hanya dapat dipakai satu kali.`,
          'Jika Anda tidak meminta reset password, abaikan email ini; password Anda tidak berubah.',
          '',
          product,
        ].join('\n'),
      });
    } catch (err) {
      console.error('[resetpw] email gagal dikirim:', err);
      throw new ActError(NUM.MAIL, 'Email reset password gagal dikirim, silakan coba lagi beberapa saat lagi.');
    }
    return done;
  },
});

/** The unused, unexpired link of a token in this company, locked for the change. */
async function validLink(tx: Tx, company: Company, token: string, lock: boolean) {
  if (!token || token.length > 200) return null;
  const q = tx
    .select({ id: passwordResets.id, userid: passwordResets.userid })
    .from(passwordResets)
    .where(and(eq(passwordResets.token_hash, hashToken(token)), eq(passwordResets.company_id, company.id), isNull(passwordResets.used_at), gt(passwordResets.expires_at, sql`now()`)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

const linkSchema = {
  iper: required('Masukkan Id Perusahaan').transform(normaliseCompanyId),
  tokenreset: z.string({ error: RESET_INVALID }).trim().max(200, RESET_INVALID),
  aprq: z.unknown().optional(),
};

export const cekresetpw = defineAct({
  name: 'cekresetpw',
  summary: 'Memeriksa link reset: iper, tokenreset → 0 (data {userid}) bila masih berlaku; 25 "Link Reset Password Expired / Tidak Aktif" bila tidak dikenal, kedaluwarsa atau sudah dipakai.',
  session: false,
  company: (p) => p.iper,
  module: 'admin',
  schema: z.object(linkSchema),
  async handler(ctx, p) {
    const link = await validLink(ctx.tx, ctx.company!, p.tokenreset, false);
    if (!link) throw new ActError(NUM.RESET_INVALID, RESET_INVALID);
    return reply({ userid: link.userid }, 'Link reset password aktif.');
  },
});

export const gantipw = defineAct({
  name: 'gantipw',
  summary: 'Ganti password dari link reset: iper, tokenreset, pass → password baru (argon2id), link tidak berlaku lagi, semua sesi user dicabut; 25 bila link tidak berlaku.',
  session: false,
  company: (p) => p.iper,
  module: 'admin',
  schema: z.object({
    ...linkSchema,
    pass: z.string({ error: 'Masukkan Password' }).min(1, 'Masukkan Password').max(200, 'Password terlalu panjang'),
  }),
  async handler(ctx, p) {
    const company = ctx.company!;
    const link = await validLink(ctx.tx, company, p.tokenreset, true);
    if (!link) throw new ActError(NUM.RESET_INVALID, RESET_INVALID);
    const changed = await ctx.tx
      .update(pengguna)
      .set({ password_hash: await hashPassword(p.pass), updated_at: sql`now()` })
      .where(eq(pengguna.userid, link.userid))
      .returning({ id: pengguna.id });
    if (!changed.length) throw new ActError(NUM.RESET_INVALID, RESET_INVALID);
    await ctx.tx.update(passwordResets).set({ used_at: sql`now()` }).where(eq(passwordResets.id, link.id));
    await revokeUserSessions(ctx.tx, company.id, link.userid);
    return reply(null, 'Password berhasil diganti');
  },
});
