/**
 * Users (mUser: /listuser, /userad, /usered): the generic doctype acts over `pengguna` with the
 * rules of the users module, `pengguna_setpw` for an administrator's password reset, and
 * `gantipwsendiri` for every user's change of their own password (no right needed but a session).
 * The password hash never leaves the server.
 */
import { z } from 'zod';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { defineAct, reply, revokeUserSessions, serverOf, sessions, type ActContext } from '@niaga/kernel/server';
import { PASSWORD_MAX, PASSWORD_MIN, pengguna as penggunaDecl } from './doctypes';
import { hakAkses, kelompokAkses, pengguna } from './tables';
import { hashPassword, verifyPassword } from './passwords';
import { assertGrantable, assertManageable, callerIsAdmin, effectiveRights, RIGHT_FIELDS } from './escalation';

export const passwordSchema = z
  .string({ error: 'Password harus berupa teks' })
  .min(PASSWORD_MIN, `Password minimal ${PASSWORD_MIN} karakter`)
  .max(PASSWORD_MAX, 'Password terlalu panjang');

async function isAdmin(ctx: ActContext, userid: string): Promise<boolean> {
  const [u] = await ctx.tx.select({ admin: pengguna.admin, aktif: pengguna.aktif }).from(pengguna).where(eq(pengguna.userid, userid)).limit(1);
  return Boolean(u?.admin && u.aktif);
}

/** Only an administrator may make, unmake, change or reset an administrator. */
async function requireAdminFor(ctx: ActContext, what: string) {
  if (!(await isAdmin(ctx, ctx.session!.userid))) throw new ActError(NUM.DENIED, `Hanya administrator yang dapat ${what}.`);
}

/**
 * Refuses when `userid` is the last active administrator. The active administrators' rows are
 * locked first, so two concurrent demotions cannot both pass.
 */
async function assertOtherAdmin(ctx: ActContext, userid: string, message: string) {
  const admins = await ctx.tx
    .select({ userid: pengguna.userid })
    .from(pengguna)
    .where(and(eq(pengguna.admin, true), eq(pengguna.aktif, true)))
    .for('update');
  if (!admins.some((a) => a.userid !== userid)) throw new ActError(NUM.RULE, message);
}

export const userHooks = serverOf(penggunaDecl, {
  extra: { password: z.union([passwordSchema, z.literal(''), z.null(), z.undefined()]).optional() },
  async beforeSave(ctx, rec, old, extra) {
    const me = ctx.session!.userid;
    const password = (extra.password as string | null | undefined) || '';
    if (old && rec.userid !== old.userid) throw new ActError(NUM.RULE, 'User ID tidak dapat diubah; tambahkan user baru bila perlu.', { fields: { userid: 'User ID tidak dapat diubah' } });
    if ((rec.admin && !old?.admin) || old?.admin) await requireAdminFor(ctx, 'menambah atau mengubah user administrator');
    if (!(await callerIsAdmin(ctx))) {
      if (old?.userid === me) {
        // Nobody changes their own rights: their group, department, shift and flags (escalation.ts).
        const changed = RIGHT_FIELDS.filter((f) => rec[f] !== undefined && rec[f] !== old[f]);
        if (changed.length)
          throw new ActError(NUM.DENIED, 'Anda tidak dapat mengubah kelompok akses dan pengaturan hak user Anda sendiri; minta administrator.', {
            fields: Object.fromEntries(changed.map((f) => [f, 'Tidak dapat diubah untuk user sendiri'])),
          });
      } else {
        // Only users within one's own rights, and into rights one holds.
        if (old) await assertManageable(ctx, old.userid);
        const after = await effectiveRights(ctx.tx, rec.userid, { user: { ...(old ?? {}), ...rec } });
        await assertGrantable(ctx, after, old ? await effectiveRights(ctx.tx, old.userid) : new Set());
      }
    }
    if (rec.kelompok) {
      const [g] = await ctx.tx.select({ id: kelompokAkses.id }).from(kelompokAkses).where(eq(kelompokAkses.kodekelompok, rec.kelompok)).limit(1);
      if (!g) throw new ActError(NUM.INVALID, `Kelompok Akses '${rec.kelompok}' tidak ditemukan.`, { fields: { kelompok: 'Kelompok Akses tidak ditemukan' } });
    }
    if (!old) {
      if (!password) throw new ActError(NUM.INVALID, 'Data tidak valid: Password wajib diisi.', { fields: { password: 'Password wajib diisi' } });
      // The hash is kept outside the declaration (tables.ts): written with the record, never read back.
      Object.assign(rec, { password_hash: await hashPassword(password) });
      return;
    }
    if (password) throw new ActError(NUM.INVALID, 'Password user yang sudah ada diganti dengan Reset Password (pengguna_setpw).', { fields: { password: 'Gunakan Reset Password' } });
    if (old.userid === me) {
      if (!rec.aktif) throw new ActError(NUM.RULE, 'Anda tidak dapat menonaktifkan user Anda sendiri.');
      if (old.admin && !rec.admin) throw new ActError(NUM.RULE, 'Anda tidak dapat mencabut hak administrator user Anda sendiri.');
    }
    if (old.admin && old.aktif && (!rec.admin || !rec.aktif)) await assertOtherAdmin(ctx, old.userid, 'Administrator aktif terakhir tidak dapat dinonaktifkan atau dicabut hak administratornya.');
  },
  async afterSave(ctx, saved, old) {
    // A deactivated user is logged out everywhere at once.
    if (old && old.aktif && !saved.aktif) await revokeUserSessions(ctx.tx, ctx.company!.id, saved.userid);
  },
  async beforeDelete(ctx, old) {
    if (old.userid === ctx.session!.userid) throw new ActError(NUM.RULE, 'Anda tidak dapat menghapus user Anda sendiri.');
    await assertManageable(ctx, old.userid);
    if (old.admin) {
      await requireAdminFor(ctx, 'menghapus user administrator');
      if (old.aktif) await assertOtherAdmin(ctx, old.userid, 'Administrator aktif terakhir tidak dapat dihapus.');
    }
    await ctx.tx.delete(hakAkses).where(and(eq(hakAkses.jenis, 'U'), eq(hakAkses.subjek, old.userid)));
    await revokeUserSessions(ctx.tx, ctx.company!.id, old.userid);
  },
});


export const pengguna_setpw = defineAct({
  name: 'pengguna_setpw',
  summary: `Reset password user oleh admin (mUser · medit): id atau userid, password (minimal ${PASSWORD_MIN} karakter) → disimpan sebagai argon2id, semua sesi user itu dicabut. Password user administrator hanya dapat direset oleh administrator; user lain hanya bila haknya tidak melebihi hak pengubah (30).`,
  access: { modul: 'mUser', aksi: 'medit' },
  module: 'admin',
  log: 'ubah',
  schema: z
    .object({
      id: z.coerce.number({ error: 'id harus berupa angka' }).int().positive('id harus berupa angka bulat positif').optional(),
      userid: z.string({ error: 'userid harus berupa teks' }).trim().toUpperCase().max(30).optional(),
      password: passwordSchema,
    })
    .refine((v) => v.id !== undefined || !!v.userid, { message: 'id atau userid wajib diisi', path: ['userid'] }),
  async handler(ctx, p) {
    const where = p.id !== undefined ? eq(pengguna.id, p.id) : eq(pengguna.userid, p.userid!);
    const [u] = await ctx.tx.select({ id: pengguna.id, userid: pengguna.userid, admin: pengguna.admin }).from(pengguna).where(where).limit(1);
    if (!u) throw new ActError(NUM.NOT_FOUND, 'Data User tidak ditemukan.');
    if (u.admin && u.userid !== ctx.session!.userid) await requireAdminFor(ctx, 'mereset password user administrator');
    // Else one could log in as a user with more rights than one's own.
    await assertManageable(ctx, u.userid);
    await ctx.tx
      .update(pengguna)
      .set({ password_hash: await hashPassword(p.password), updated_at: sql`now()` })
      .where(eq(pengguna.id, u.id));
    // Every session of the user ends, except the caller's own when resetting their own password.
    const revoked = await ctx.tx
      .update(sessions)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(sessions.company_id, ctx.company!.id), eq(sessions.userid, u.userid), isNull(sessions.revoked_at), ne(sessions.id, ctx.session!.sessionId)))
      .returning({ id: sessions.id });
    ctx.activity?.({ dokumen: u.userid, after: { password: 'diganti' } });
    return reply({ id: u.id, userid: u.userid, sesidicabut: revoked.length }, `Password user ${u.userid} berhasil diganti.`);
  },
});

/** Spec §5 (set password): the messages of the new password and its retype. */
export const OWN_PW = {
  lama: 'Masukkan Password Lama',
  baru: 'Masukkan Password',
  ulang: 'Masukkan Ulang Password',
  tidakcocok: 'Maaf, Password baru dengan password yang diketik ulang tidak cocok',
  salah: 'Password lama salah.',
} as const;

export const gantipwsendiri = defineAct({
  name: 'gantipwsendiri',
  summary: `Ganti password sendiri (menu user → Ganti Password), tanpa hak Data User: passlama, passbaru (minimal ${PASSWORD_MIN} karakter), passulang → password baru (argon2id); sesi lain user itu dicabut, sesi ini tetap. 15 bila isian kosong atau ketik ulang tidak cocok, 1 "${OWN_PW.salah}"`,
  module: 'admin',
  log: 'ubah',
  schema: z
    .object({
      passlama: z.string({ error: OWN_PW.lama }).min(1, OWN_PW.lama).max(PASSWORD_MAX, 'Password terlalu panjang'),
      passbaru: z.string({ error: OWN_PW.baru }).min(1, OWN_PW.baru).pipe(passwordSchema),
      passulang: z.string({ error: OWN_PW.ulang }).min(1, OWN_PW.ulang),
    })
    .refine((v) => v.passbaru === v.passulang, { message: OWN_PW.tidakcocok, path: ['passulang'] }),
  async handler(ctx, p) {
    const userid = ctx.session!.userid;
    const [u] = await ctx.tx.select({ id: pengguna.id, hash: pengguna.password_hash }).from(pengguna).where(eq(pengguna.userid, userid)).limit(1);
    if (!u) throw new ActError(NUM.NOT_FOUND, 'Data User tidak ditemukan.');
    if (!(await verifyPassword(u.hash, p.passlama))) throw new ActError(NUM.RULE, OWN_PW.salah, { fields: { passlama: OWN_PW.salah } });
    await ctx.tx
      .update(pengguna)
      .set({ password_hash: await hashPassword(p.passbaru), updated_at: sql`now()` })
      .where(eq(pengguna.id, u.id));
    // Other devices logged in as this user must log in again with the new password.
    await ctx.tx
      .update(sessions)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(sessions.company_id, ctx.company!.id), eq(sessions.userid, userid), isNull(sessions.revoked_at), ne(sessions.id, ctx.session!.sessionId)));
    ctx.activity?.({ dokumen: userid, after: { password: 'diganti sendiri' } });
    return reply(null, 'Password berhasil diganti');
  },
});

/** Users of a group, for a refusal message. */
export async function usersOfGroup(ctx: ActContext, kode: string, exceptId?: number) {
  const conds = [eq(pengguna.kelompok, kode)];
  if (exceptId) conds.push(ne(pengguna.id, exceptId));
  return ctx.tx.select({ userid: pengguna.userid }).from(pengguna).where(and(...conds));
}
