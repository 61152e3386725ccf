/** /prosestahunan (mProsesTahun): close and reopen fiscal years; the admin's book check and repair. */
import { z } from 'zod';
import { yesNo } from '@niaga/kernel';
import { defineAct, reply, type Reply } from '@niaga/kernel/server';
import { checkInvariants, closeYear, companyToday, fiscalYears, reopenYear, requireBooks } from '@niaga/ledger';
import type { BukaTahunReply, ProsesTahunanInfo, TutupTahunReply } from './reply';

const tahun = z.coerce.number({ error: 'Tahun harus berupa angka' }).int('Tahun harus berupa angka bulat').min(2000).max(2100);

export const prosestahunanInfo = defineAct({
  name: 'prosestahunan_info',
  summary: 'Tahun buku dari awal pencatatan: tbl_tahunbuku (tahun, tglawal, tglakhir, tutup, notransaksi) dan buku (tglawal, bulanakhir, tglkunci).',
  module: 'accounting',
  access: { modul: 'mProsesTahun', aksi: 'mopen' },
  schema: z.object({}).passthrough(),
  async handler(ctx): Promise<ProsesTahunanInfo> {
    const b = await requireBooks(ctx.tx);
    return { buku: [b], tbl_tahunbuku: await fiscalYears(ctx.tx, await companyToday(ctx.tx)) };
  },
});

export const prosestahunanTutup = defineAct({
  name: 'prosestahunan_tutup',
  summary: 'Tutup tahun buku: pendapatan, HPP dan beban ke Laba Ditahan (jurnal TB-<tahun>), semua tanggal sampai akhir tahun itu dikunci.',
  module: 'accounting',
  access: { modul: 'mProsesTahun', aksi: 'madd' },
  schema: z.object({ tahun }),
  async handler(ctx, p): Promise<Reply<TutupTahunReply>> {
    const r = await closeYear(ctx.tx, p.tahun, { userid: ctx.session?.userid, hariIni: await companyToday(ctx.tx) });
    return reply(r, `Tahun buku ${p.tahun} sudah ditutup.`);
  },
});

export const prosestahunanBuka = defineAct({
  name: 'prosestahunan_buka',
  summary: 'Buka kembali tahun buku terakhir yang ditutup (hak mProsesTahun hapus); tanpa konfirmasi: ditolak dengan peringatan (data.perlukonfirmasi).',
  module: 'accounting',
  access: { modul: 'mProsesTahun', aksi: 'mdelete' },
  schema: z.object({
    tahun,
    konfirmasi: yesNo('konfirmasi'),
  }),
  async handler(ctx, p): Promise<Reply<BukaTahunReply>> {
    const r = await reopenYear(ctx.tx, p.tahun, { userid: ctx.session?.userid, konfirmasi: p.konfirmasi });
    return reply(r, `Tahun buku ${p.tahun} dibuka kembali.`);
  },
});

export const cekbuku = defineAct({
  name: 'cekbuku',
  summary:
    'Memeriksa invarian buku (jurnal seimbang, neraca saldo, saldo terpelihara, stok = mutasi, persediaan = buku besar, buku pembantu = akun kontrol, posting dibatalkan paling banyak sekali, dokumen = posting aktif, harga pokok) → ok, masalah.',
  module: 'accounting',
  access: { modul: 'mPerbaikanSaldo', aksi: 'mopen' },
  schema: z.object({}).passthrough(),
  async handler(ctx) {
    const r = await checkInvariants(ctx.tx, { deep: true });
    return reply(r, r.ok ? 'Buku benar: semua pemeriksaan lulus.' : `Ditemukan ${r.masalah.length} masalah.`);
  },
});
