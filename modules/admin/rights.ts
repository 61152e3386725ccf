/**
 * Access rights (mUser): access groups (Kelompok Akses User) with their rights matrix, and each
 * user's own rights over the group's (/aksesuser). A right is a `hak_akses` row: jenis 'G'
 * (subjek = group code) or 'U' (subjek = user id) × access name × action → allowed or not. A
 * user's own row decides over the group's; no row means no; administrators hold every right.
 */
import { z } from 'zod';
import { and, asc, eq } from 'drizzle-orm';
import { ActError, NUM, yesNo } from '@niaga/kernel';
import { defineAct, serverOf, type ActContext } from '@niaga/kernel/server';
import { hakAkses, kelompokAkses, pengguna } from './tables';
import { kelompokAkses as kelompokAksesDecl } from './doctypes';
import { accessNames, accessMatrix, accessName, AKSI_LABEL } from './access-names';
import { assertGrantable, assertManageable, assertNotOwnRights, effectiveRights, groupRights } from './escalation';
import type { HakAksesReply } from './replies';

export interface Right {
  modul: string;
  aksi: string;
  izin: boolean;
}

const rightSchema = z.object({
  modul: z.string({ error: 'modul wajib diisi' }).trim().min(1, 'modul wajib diisi').max(60),
  aksi: z.string({ error: 'aksi wajib diisi' }).trim().min(1, 'aksi wajib diisi').max(20),
  izin: yesNo('izin', { required: true }),
});
/** The rights matrix of a save: every explicit entry; an entry left out has no row. */
export const rightsSchema = z.array(rightSchema, { error: 'hak harus berupa daftar {modul, aksi, izin}' }).max(5000, 'Terlalu banyak hak akses');

function checkRights(rights: Right[]) {
  const seen = new Set<string>();
  for (const r of rights) {
    const a = accessName(r.modul);
    if (!a) throw new ActError(NUM.INVALID, `Nama akses '${r.modul}' tidak dikenal.`, { fields: { hak: `Nama akses '${r.modul}' tidak dikenal` } });
    if (!a.aksi.includes(r.aksi)) throw new ActError(NUM.INVALID, `Aksi '${r.aksi}' tidak berlaku untuk ${r.modul} (${a.aksi.join(', ')}).`, { fields: { hak: `Aksi '${r.aksi}' tidak berlaku untuk ${r.modul}` } });
    const key = `${r.modul}:${r.aksi}`;
    if (seen.has(key)) throw new ActError(NUM.INVALID, `Hak ${r.modul} ${r.aksi} disebut dua kali.`, { fields: { hak: 'Hak disebut dua kali' } });
    seen.add(key);
  }
}

/** Replaces every right of a subject by `rights`. */
export async function writeRights(ctx: ActContext, jenis: 'G' | 'U', subjek: string, rights: Right[]) {
  checkRights(rights);
  await ctx.tx.delete(hakAkses).where(and(eq(hakAkses.jenis, jenis), eq(hakAkses.subjek, subjek)));
  if (rights.length) await ctx.tx.insert(hakAkses).values(rights.map((r, i) => ({ jenis, subjek, modul: r.modul, aksi: r.aksi, izin: r.izin, urut: i })));
}

export async function readRights(ctx: ActContext, jenis: 'G' | 'U', subjek: string): Promise<Right[]> {
  return ctx.tx
    .select({ modul: hakAkses.modul, aksi: hakAkses.aksi, izin: hakAkses.izin })
    .from(hakAkses)
    .where(and(eq(hakAkses.jenis, jenis), eq(hakAkses.subjek, subjek)))
    .orderBy(asc(hakAkses.modul), asc(hakAkses.aksi));
}

export const groupHooks = serverOf(kelompokAksesDecl, {
  extra: { hak: rightsSchema.optional() },
  async beforeSave(ctx, rec, old, extra) {
    const hak = extra.hak as Right[] | undefined;
    if (hak) {
      // Not one's own group; no right the caller does not hold (escalation.ts).
      if (old) await assertNotOwnRights(ctx, { jenis: 'G', subjek: old.kodekelompok });
      await assertGrantable(ctx, groupRights(hak), old ? groupRights(await readRights(ctx, 'G', old.kodekelompok)) : new Set());
    }
    if (old && rec.kodekelompok !== old.kodekelompok) {
      const users = await ctx.tx.select({ userid: pengguna.userid }).from(pengguna).where(eq(pengguna.kelompok, old.kodekelompok)).limit(5);
      if (users.length) throw new ActError(NUM.IN_USE, `Kode Kelompok tidak dapat diubah karena masih dipakai user ${users.map((u) => u.userid).join(', ')}.`);
    }
  },
  async afterSave(ctx, saved, old, extra) {
    if (old && old.kodekelompok !== saved.kodekelompok) await ctx.tx.update(hakAkses).set({ subjek: saved.kodekelompok }).where(and(eq(hakAkses.jenis, 'G'), eq(hakAkses.subjek, old.kodekelompok)));
    const hak = extra.hak as Right[] | undefined;
    if (hak) {
      const before = old ? await readRights(ctx, 'G', saved.kodekelompok) : [];
      await writeRights(ctx, 'G', saved.kodekelompok, hak);
      ctx.activity?.({ dokumen: saved.kodekelompok, before: old ? { ...old, hak: summary(before) } : null, after: { ...saved, hak: summary(hak) } });
    }
  },
  async beforeDelete(ctx, old) {
    const users = await ctx.tx.select({ userid: pengguna.userid }).from(pengguna).where(eq(pengguna.kelompok, old.kodekelompok)).limit(5);
    if (users.length) throw new ActError(NUM.IN_USE, `Kelompok Akses ${old.kodekelompok} masih dipakai user ${users.map((u) => u.userid).join(', ')}.`);
    await ctx.tx.delete(hakAkses).where(and(eq(hakAkses.jenis, 'G'), eq(hakAkses.subjek, old.kodekelompok)));
  },
});

/** A rights list as one comparable text for the activity log. */
const summary = (rights: Right[]) =>
  rights
    .filter((r) => r.izin)
    .map((r) => `${r.modul}.${r.aksi}`)
    .sort()
    .join(' ');


const subjectSchema = z.object({
  jenis: z.enum(['G', 'U'], { error: "jenis harus 'G' (kelompok) atau 'U' (user)" }),
  subjek: z.string({ error: 'subjek wajib diisi' }).trim().toUpperCase().min(1, 'subjek wajib diisi').max(30),
});

async function subjectExists(ctx: ActContext, jenis: 'G' | 'U', subjek: string): Promise<{ kelompok: string } | null> {
  if (jenis === 'G') {
    const [g] = await ctx.tx.select({ kode: kelompokAkses.kodekelompok }).from(kelompokAkses).where(eq(kelompokAkses.kodekelompok, subjek)).limit(1);
    return g ? { kelompok: String(g.kode) } : null;
  }
  const [u] = await ctx.tx.select({ kelompok: pengguna.kelompok }).from(pengguna).where(eq(pengguna.userid, subjek)).limit(1);
  return u ?? null;
}

export const hakakses_get = defineAct({
  name: 'hakakses_get',
  summary:
    "Hak akses satu kelompok atau user (/aksesuser): jenis ('G' kelompok, 'U' user), subjek (kode kelompok / user id) → tbl_hakakses [{modul, aksi, izin}] (baris yang ada saja); untuk user juga kelompok dan tbl_hakakses_kelompok (hak kelompoknya, yang berlaku bila user tidak punya baris sendiri).",
  access: { modul: 'mUser', aksi: 'mopen' },
  module: 'admin',
  schema: subjectSchema,
  async handler(ctx, p): Promise<HakAksesReply> {
    const s = await subjectExists(ctx, p.jenis, p.subjek);
    if (!s) throw new ActError(NUM.NOT_FOUND, p.jenis === 'G' ? `Kelompok Akses ${p.subjek} tidak ditemukan.` : `User ${p.subjek} tidak ditemukan.`);
    const own = await readRights(ctx, p.jenis, p.subjek);
    if (p.jenis === 'G') return { jenis: 'G', subjek: p.subjek, tbl_hakakses: own };
    return { jenis: 'U', subjek: p.subjek, kelompok: s.kelompok, tbl_hakakses: own, tbl_hakakses_kelompok: s.kelompok ? await readRights(ctx, 'G', s.kelompok) : [] };
  },
});

export const hakakses_save = defineAct({
  name: 'hakakses_save',
  summary:
    "Simpan hak akses kelompok atau user: jenis ('G'/'U'), subjek, hak [{modul, aksi, izin}] = seluruh baris subjek itu (yang tidak disebut dihapus; untuk user berarti ikut kelompok). Nama akses dan aksi harus ada di katalog (aksesnama_list). 30 bila mengubah hak sendiri (atau kelompok sendiri, bukan administrator), memberi hak yang tidak dimiliki, atau mengubah user yang haknya melebihi hak sendiri.",
  access: { modul: 'mUser', aksi: 'medit' },
  module: 'admin',
  log: 'ubah',
  schema: subjectSchema.extend({ hak: rightsSchema }),
  async handler(ctx, p) {
    if (!(await subjectExists(ctx, p.jenis, p.subjek))) throw new ActError(NUM.NOT_FOUND, p.jenis === 'G' ? `Kelompok Akses ${p.subjek} tidak ditemukan.` : `User ${p.subjek} tidak ditemukan.`);
    const before = await readRights(ctx, p.jenis, p.subjek);
    // Nobody changes their own rights or grants one they do not hold (escalation.ts).
    await assertNotOwnRights(ctx, p);
    if (p.jenis === 'U') {
      await assertManageable(ctx, p.subjek);
      await assertGrantable(ctx, await effectiveRights(ctx.tx, p.subjek, { own: p.hak }), await effectiveRights(ctx.tx, p.subjek));
    } else await assertGrantable(ctx, groupRights(p.hak), groupRights(before));
    await writeRights(ctx, p.jenis, p.subjek, p.hak);
    ctx.activity?.({ dokumen: `${p.jenis}:${p.subjek}`, before: { hak: summary(before) }, after: { hak: summary(p.hak) } });
    return { jenis: p.jenis, subjek: p.subjek, jumlah: p.hak.length };
  },
});

export const aksesnama_list = defineAct({
  name: 'aksesnama_list',
  summary:
    'Katalog nama akses untuk matriks hak (sama dengan modules/admin/access-names.ts): tbl_aksesnama [{modul, judul, grup, aksi: [..]}], grup [{grup, modul: [..]}], tbl_aksi [{aksi, label}].',
  access: { modul: 'mUser', aksi: 'mopen' },
  module: 'admin',
  schema: z.object({}).passthrough(),
  async handler() {
    return {
      tbl_aksesnama: accessNames(),
      grup: accessMatrix().map((g) => ({ grup: g.grup, modul: g.modul.map((m) => m.modul) })),
      tbl_aksi: Object.entries(AKSI_LABEL).map(([aksi, label]) => ({ aksi, label })),
    };
  },
});
