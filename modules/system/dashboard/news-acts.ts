/**
 * info_ae (spec §7.4): a company's own news, added (no id) or edited (id), for the Update badge,
 * /listinfo and the news toast of its users. News the service publishes to every company
 * (`npm run news:publish`) cannot be edited here. Right: the Pengaturan section (mSPengaturan · mopen).
 */
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { berita, defineAct } from '@niaga/kernel/server';
import { sendFromAct } from './push';

const teks = (label: string, max: number) =>
  z.string({ error: `${label} wajib diisi` }).trim().min(1, `${label} wajib diisi`).max(max, `${label} maksimal ${max} karakter`);

export const info_ae = defineAct({
  name: 'info_ae',
  summary: 'Tambah (tanpa id) atau ubah (id) berita perusahaan sendiri: judul (maks 200), isi → tbl_berita [{id, judul, tanggal}]; berita dari layanan untuk semua perusahaan tidak dapat diubah (40).',
  module: 'system',
  access: { modul: 'mSPengaturan', aksi: 'mopen' },
  log: 'ubah',
  schema: z
    .object({
      id: z.coerce.number({ error: 'id harus berupa angka' }).int().positive().optional().nullable(),
      judul: teks('Judul', 200),
      isi: teks('Isi berita', 20_000),
    })
    .passthrough(),
  async handler(ctx, p) {
    const c = ctx.company!.id;
    let row: { id: number; judul: string; tanggal: Date };
    if (p.id) {
      const [r] = await ctx.tx
        .update(berita)
        .set({ judul: p.judul, isi: p.isi })
        .where(and(eq(berita.id, p.id), eq(berita.company_id, c)))
        .returning({ id: berita.id, judul: berita.judul, tanggal: berita.tanggal });
      if (!r) throw new ActError(NUM.NOT_FOUND, 'Berita tidak ditemukan atau bukan berita perusahaan ini.');
      row = r;
    } else {
      [row] = await ctx.tx.insert(berita).values({ company_id: c, judul: p.judul, isi: p.isi }).returning({ id: berita.id, judul: berita.judul, tanggal: berita.tanggal });
    }
    ctx.activity?.({ dokumen: `berita ${row.id}` });
    // The company's open pages and subscribed browsers hear of it (topic berita).
    await sendFromAct(ctx, { topic: 'berita', idperusahaan: ctx.company!.idperusahaan, judul: row.judul, isi: p.isi.slice(0, 200), id: row.id });
    return { tbl_berita: [{ ...row, tanggal: new Date(row.tanggal).toISOString() }] };
  },
});
