/**
 * API keys for other systems (/pengaturanapisistem, mSettingApi): a key per calling system, with
 * the rights of one user group; shown once, stored hashed, revocable; its last use and address
 * shown. The kernel resolves a key on every call (api-keys.ts), logs every call of it, and counts
 * an unknown key against its address like a failed login (apiKeyAttempt).
 */
import { z } from 'zod';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { apiKeys, defineAct, newApiKey, reply, type Kernel, type Reply } from '@niaga/kernel/server';
import type { ApiSistemReply, NewApiKey } from './replies';
import { kelompokAkses } from './tables';
import { reserveAttempt } from './ratelimit';
import { timeZone } from './log-acts';

const SETTING = 'mSettingApi';

export const apisistem_list = defineAct({
  name: 'apisistem_list',
  summary:
    'Kunci API sistem lain (/pengaturanapisistem) → tbl_apisistem [{id, nama, kelompok, awalan, dibuatoleh, dibuat, terakhirdipakai, ipterakhir, dicabut}]: kunci aktif dulu, lalu yang dicabut. Kunci itu sendiri tidak pernah dikirim lagi.',
  access: { modul: SETTING, aksi: 'mopen' },
  module: 'admin',
  readOnly: true,
  schema: z.object({}),
  async handler(ctx): Promise<ApiSistemReply> {
    const tz = await timeZone(ctx.tx);
    // A time in the company's clock (null where the column is).
    const fmt = <T extends string | null = string | null>(col: unknown) => sql<T>`to_char(${col} at time zone ${tz}, 'YYYY-MM-DD HH24:MI:SS')`;
    const rows = await ctx.tx
      .select({
        id: apiKeys.id,
        nama: apiKeys.nama,
        kelompok: apiKeys.kelompok,
        awalan: apiKeys.awalan,
        dibuatoleh: apiKeys.dibuat_oleh,
        dibuat: fmt<string>(apiKeys.created_at),
        terakhirdipakai: fmt(apiKeys.last_used_at),
        ipterakhir: apiKeys.last_ip,
        dicabut: fmt(apiKeys.revoked_at),
      })
      .from(apiKeys)
      .where(eq(apiKeys.company_id, ctx.company!.id))
      .orderBy(sql`${apiKeys.revoked_at} is not null`, asc(apiKeys.nama), desc(apiKeys.id));
    return { tbl_apisistem: rows };
  },
});

const NAMA = /^[A-Za-z0-9_-]+$/;

export const apisistem_add = defineAct({
  name: 'apisistem_add',
  summary:
    'Membuat kunci API untuk satu sistem: nama (huruf, angka, - dan _, maks. 20; unik di antara kunci aktif), kelompok (kode kelompok akses user yang haknya dipakai) → {id, nama, kunci}. Kunci hanya ditampilkan sekali ini; yang disimpan hanya hash-nya.',
  access: { modul: SETTING, aksi: 'medit' },
  module: 'admin',
  log: 'tambah',
  schema: z.object({
    nama: z
      .string({ error: 'Nama Sistem wajib diisi' })
      .trim()
      .min(1, 'Nama Sistem wajib diisi')
      .max(20, 'Nama Sistem maksimal 20 karakter')
      .regex(NAMA, 'Nama Sistem hanya boleh berisi huruf, angka, - dan _')
      .transform((s) => s.toUpperCase()),
    kelompok: z.string({ error: 'Kelompok Akses wajib dipilih' }).trim().min(1, 'Kelompok Akses wajib dipilih').max(30),
  }),
  async handler(ctx, p): Promise<Reply<NewApiKey>> {
    const companyId = ctx.company!.id;
    const [g] = await ctx.tx.select({ kode: kelompokAkses.kodekelompok }).from(kelompokAkses).where(eq(kelompokAkses.kodekelompok, p.kelompok)).limit(1);
    if (!g) throw new ActError(NUM.INVALID, `Kelompok Akses '${p.kelompok}' tidak ditemukan.`, { fields: { kelompok: 'Kelompok Akses tidak ditemukan' } });
    const [taken] = await ctx.tx
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(eq(apiKeys.company_id, companyId), eq(apiKeys.nama, p.nama), isNull(apiKeys.revoked_at)))
      .limit(1);
    if (taken) throw new ActError(NUM.DUPLICATE, `Sistem ${p.nama} sudah memiliki kunci API aktif. Cabut kunci itu dahulu untuk membuat yang baru.`, { fields: { nama: 'Sudah memiliki kunci aktif' } });
    const k = newApiKey();
    const [row] = await ctx.tx
      .insert(apiKeys)
      .values({ company_id: companyId, nama: p.nama, kelompok: g.kode, key_hash: k.hash, awalan: k.awalan, dibuat_oleh: ctx.session!.userid })
      .returning({ id: apiKeys.id });
    ctx.activity?.({ dokumen: p.nama, after: { nama: p.nama, kelompok: g.kode, awalan: k.awalan } });
    return reply({ id: row!.id, nama: p.nama, kunci: k.key }, `Kunci API untuk ${p.nama} dibuat. Salin sekarang: kunci ini tidak akan ditampilkan lagi.`);
  },
});

export const apisistem_cabut = defineAct({
  name: 'apisistem_cabut',
  summary: 'Mencabut kunci API (id): panggilan berikutnya dengan kunci itu ditolak (nomor 20). Kunci yang dicabut tetap tampil di daftar.',
  access: { modul: SETTING, aksi: 'medit' },
  module: 'admin',
  log: 'hapus',
  schema: z.object({ id: z.coerce.number({ error: 'id harus berupa angka' }).int().positive('id harus berupa angka') }),
  async handler(ctx, p) {
    const [row] = await ctx.tx
      .update(apiKeys)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(apiKeys.id, p.id), eq(apiKeys.company_id, ctx.company!.id), isNull(apiKeys.revoked_at)))
      .returning({ nama: apiKeys.nama });
    if (!row) throw new ActError(NUM.NOT_FOUND, 'Kunci API tidak ditemukan atau sudah dicabut.');
    ctx.activity?.({ dokumen: row.nama });
    return reply({ id: p.id }, `Kunci API ${row.nama} dicabut.`);
  },
});

/** The kernel's hook: an API key lookup holds one of its address's allowed failed attempts. */
export const apiKeyAttempt: NonNullable<Kernel['apiKeyAttempt']> = (tx, ip) => reserveAttempt(tx, { companyId: null, userid: '', ip, jenis: 'api' }, 'kunci API');
