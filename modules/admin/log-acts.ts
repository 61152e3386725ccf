/**
 * The activity log screen (/logaktivitas, mLogAktivitas) and open records (/modulterbuka,
 * mListResetModulOL). The kernel writes the log and keeps the locks; these acts read and release.
 */
import { z } from 'zod';
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { ActError, NUM, PAGE_SIZE, MAX_PAGE_SIZE } from '@niaga/kernel';
import { defineAct, escapeLike, listLocks, logAktivitas, releaseLock, releaseLocks, reply, rowsOf, type Reply } from '@niaga/kernel/server';
import type { LogAktivitasReply, ModulTerbukaReply, ModulTerbukaReset } from './replies';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateSchema = (label: string) => z.string({ error: `${label} harus berupa tanggal` }).trim().regex(DATE, `${label} harus berformat TTTT-BB-HH`).optional();

/** The company's time zone (head office), for "which day" filters. */
export async function timeZone(tx: Parameters<typeof rowsOf>[0]): Promise<string> {
  const [r] = await rowsOf<{ timezone: string }>(tx, sql`select timezone from kantor where pusat order by id limit 1`);
  return r?.timezone || 'Asia/Jakarta';
}

export const logaktivitas_list = defineAct({
  name: 'logaktivitas_list',
  summary:
    'Log aktivitas (/logaktivitas), terbaru dulu: dari, sampai (tanggal TTTT-BB-HH, zona waktu kantor pusat), userid, modul (nama akses), jenis (tambah, ubah, hapus, posting, login, logout, …), q (cari di dokumen dan act), page (dari 0), limit (15) → query_data [{totpage, totrec}], tbl_logaktivitas [{id, waktu, userid, act, modul, jenis, dokumen, ringkasan {sebelum, sesudah}, ip}].',
  access: { modul: 'mLogAktivitas', aksi: 'mopen' },
  module: 'admin',
  schema: z.object({
    dari: dateSchema('Tanggal dari'),
    sampai: dateSchema('Tanggal sampai'),
    userid: z.string({ error: 'userid harus berupa teks' }).trim().toUpperCase().max(30).optional(),
    modul: z.string({ error: 'modul harus berupa teks' }).trim().max(60).optional(),
    jenis: z.string({ error: 'jenis harus berupa teks' }).trim().toLowerCase().max(12).optional(),
    q: z.string({ error: 'q harus berupa teks' }).trim().max(100, 'Teks pencarian maksimal 100 karakter').optional(),
    page: z.coerce.number({ error: 'page harus berupa angka' }).int().min(0, 'page minimal 0').default(0),
    limit: z.coerce.number({ error: 'limit harus berupa angka' }).int().min(1, 'limit minimal 1').max(MAX_PAGE_SIZE, `limit maksimal ${MAX_PAGE_SIZE}`).default(PAGE_SIZE),
  }),
  async handler(ctx, p): Promise<LogAktivitasReply> {
    if (p.dari && p.sampai && p.dari > p.sampai) throw new ActError(NUM.INVALID, 'Tanggal dari tidak boleh setelah tanggal sampai.', { fields: { sampai: 'Tanggal sampai sebelum tanggal dari' } });
    const tz = await timeZone(ctx.tx);
    const conds: SQL[] = [];
    // Days of the company's clock: [dari 00:00, sampai+1 00:00) in its time zone (index on waktu).
    if (p.dari) conds.push(gte(logAktivitas.waktu, sql`(${p.dari}::date)::timestamp at time zone ${tz}`));
    if (p.sampai) conds.push(lt(logAktivitas.waktu, sql`(${p.sampai}::date + 1)::timestamp at time zone ${tz}`));
    if (p.userid) conds.push(eq(logAktivitas.userid, p.userid));
    if (p.modul) conds.push(eq(logAktivitas.modul, p.modul));
    if (p.jenis) conds.push(eq(logAktivitas.jenis, p.jenis));
    if (p.q) conds.push(or(ilike(logAktivitas.dokumen, `%${escapeLike(p.q)}%`), ilike(logAktivitas.act, `%${escapeLike(p.q)}%`))!);
    const where = conds.length ? and(...conds) : undefined;
    const [{ n }] = await ctx.tx.select({ n: count() }).from(logAktivitas).where(where);
    const rows = await ctx.tx
      .select({
        id: logAktivitas.id,
        waktu: sql<string>`to_char(${logAktivitas.waktu} at time zone ${tz}, 'YYYY-MM-DD HH24:MI:SS')`,
        userid: logAktivitas.userid,
        act: logAktivitas.act,
        modul: logAktivitas.modul,
        jenis: logAktivitas.jenis,
        dokumen: logAktivitas.dokumen,
        ringkasan: logAktivitas.ringkasan,
        ip: logAktivitas.ip,
      })
      .from(logAktivitas)
      .where(where)
      .orderBy(desc(logAktivitas.waktu), desc(logAktivitas.id))
      .limit(p.limit)
      .offset(p.page * p.limit);
    const totrec = Number(n);
    return { query_data: [{ totpage: Math.ceil(totrec / p.limit), totrec, page: p.page, limit: p.limit }], tbl_logaktivitas: rows };
  },
});

export const modulterbuka_list = defineAct({
  name: 'modulterbuka_list',
  summary: 'Data yang sedang dibuka untuk diubah (/modulterbuka): tbl_modulterbuka [{id, modul, kunci, label, userid, sejak, ip}]; kunci yang sesinya sudah berakhir dibersihkan.',
  access: { modul: 'mListResetModulOL', aksi: 'mopen' },
  module: 'admin',
  schema: z.object({}).passthrough(),
  async handler(ctx): Promise<ModulTerbukaReply> {
    return { tbl_modulterbuka: await listLocks(ctx.tx, ctx.company!.id) };
  },
});

export const modulterbuka_reset = defineAct({
  name: 'modulterbuka_reset',
  summary: "Lepas kunci data yang sedang dibuka (administrator): ids [id…] dari modulterbuka_list, atau semua: true → data {jumlah}.",
  access: { modul: 'mListResetModulOL', aksi: 'mdelete' },
  module: 'admin',
  log: 'hapus',
  schema: z
    .object({
      ids: z.array(z.coerce.number().int().positive(), { error: 'ids harus berupa daftar id' }).max(1000).optional(),
      semua: z.union([z.boolean(), z.literal(1), z.literal('1')]).optional(),
    })
    .refine((v) => v.semua || (v.ids && v.ids.length > 0), { message: 'Pilih data yang akan dilepas (ids) atau semua', path: ['ids'] }),
  async handler(ctx, p): Promise<Reply<ModulTerbukaReset>> {
    const before = await listLocks(ctx.tx, ctx.company!.id);
    const jumlah = await releaseLocks(ctx.tx, ctx.company!.id, p.semua ? 'semua' : p.ids!);
    const released = p.semua ? before : before.filter((l) => p.ids!.includes(l.id));
    ctx.activity?.({ dokumen: released.map((l) => l.label || `${l.modul} ${l.kunci}`).join(', ').slice(0, 100), before: Object.fromEntries(released.map((l) => [l.label || `${l.modul} ${l.kunci}`, l.userid])) });
    return reply({ jumlah }, `${jumlah} data dilepas.`);
  },
});

export const kunci_lepas = defineAct({
  name: 'kunci_lepas',
  summary: 'Melepas kunci milik user sendiri ketika form ubah ditutup tanpa menyimpan: modul (nama doctype, mis. satuan), kunci (id) → data {dilepas}.',
  module: 'admin',
  log: false,
  schema: z.object({
    modul: z.string({ error: 'modul wajib diisi' }).trim().min(1, 'modul wajib diisi').max(60),
    kunci: z.union([z.string(), z.number()], { error: 'kunci wajib diisi' }).transform((v) => String(v).trim()).pipe(z.string().min(1, 'kunci wajib diisi').max(100)),
  }),
  async handler(ctx, p) {
    return { dilepas: await releaseLock(ctx, { modul: p.modul, kunci: p.kunci }) };
  },
});
