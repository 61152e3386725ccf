/**
 * Customers on the server: the sub-region must belong to the region, and the verification of
 * customers that registered themselves (/listpelverifikasi, /pelverifikasi).
 */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { ActError, NUM, fieldError } from '@niaga/kernel';
import { colsOf, defineAct, loadRecord, serverOf, type RecordTables } from '@niaga/kernel/server';
import meta from './pelanggan';

export const pelangganServer = (sub: RecordTables) =>
  serverOf(meta, {
    async beforeSave(ctx, rec) {
      if (!rec.kodesubwilayah) return;
      const c = colsOf(sub.main);
      const [s] = await ctx.tx.select({ w: c.kodewilayah }).from(sub.main).where(eq(c.kodesubwilayah, rec.kodesubwilayah)).limit(1);
      if (s && s.w !== rec.kodewilayah) throw fieldError('kodesubwilayah', `Sub Wilayah ${rec.kodesubwilayah} bukan bagian dari Wilayah ${rec.kodewilayah} (${String(s.w)}).`);
    },
  });

/** `pelanggan_verifikasi`: approve (verifikasi on) or refuse (aktif off) a self-registered customer. */
export const verifikasiAct = (t: RecordTables) =>
  defineAct({
    name: 'pelanggan_verifikasi',
    summary: 'Verifikasi pelanggan (/pelverifikasi): id, setuju 1 (terverifikasi) atau 0 (ditolak: tidak aktif).',
    access: { modul: meta.access, aksi: 'medit' },
    module: 'master',
    schema: z.object({ id: z.coerce.number({ error: 'id harus berupa angka' }).int().positive('id harus berupa angka bulat positif'), setuju: z.union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0'])], { error: 'setuju harus 1 atau 0' }).transform((v) => v === true || v === 1 || v === '1') }),
    async handler(ctx, p) {
      const old = await loadRecord(ctx.tx, meta, t, { id: p.id }, { lock: true });
      if (!old) throw new ActError(NUM.NOT_FOUND, 'Data Pelanggan tidak ditemukan.');
      if (old.verifikasi) throw new ActError(NUM.RULE, `Pelanggan ${String(old.kodesupel)} sudah terverifikasi.`);
      const c = colsOf(t.main);
      const patch = p.setuju ? { verifikasi: true, aktif: true } : { aktif: false };
      await ctx.tx.update(t.main).set(patch).where(eq(c.id, p.id));
      ctx.activity?.({ jenis: 'ubah', dokumen: String(old.kodesupel), before: { verifikasi: old.verifikasi, aktif: old.aktif }, after: { verifikasi: p.setuju, aktif: p.setuju } });
      return { id: p.id, kodesupel: old.kodesupel, verifikasi: p.setuju, aktif: p.setuju };
    },
  });

