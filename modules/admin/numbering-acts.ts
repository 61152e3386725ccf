/**
 * Number formats per transaction code and office (/settingnomortrs, /settingnomorsp;
 * mSettingNoTrs). The mechanism is the kernel's (numbering.ts); this is its settings screen.
 */
import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import { ActError, NUM, yesNo } from '@niaga/kernel';
import { defaultFormat, defineAct, formatProblem, MAX_DIGIT, MIN_DIGIT, numberFormat, PEMISAH, previewNumber, reply, settingNomor, type NumberFormat } from '@niaga/kernel/server';
import { kantor } from './tables';
import type { NumberFormatRow, SettingNomorReply } from './replies';
import { transactionCode, transactionCodes } from './transaction-codes';

const today = () => new Date().toISOString().slice(0, 10);

const kodeSchema = z.string({ error: 'kode wajib diisi' }).trim().toUpperCase().min(1, 'kode wajib diisi').max(10, 'kode maksimal 10 karakter');
const kantorSchema = z.string({ error: 'kodekantor harus berupa teks' }).trim().toUpperCase().max(5, 'kodekantor maksimal 5 karakter').default('');

const formatSchema = z.object({
  kode: kodeSchema,
  kodekantor: kantorSchema,
  awalan: z.string({ error: 'awalan harus berupa teks' }).trim().toUpperCase().max(10, 'Awalan maksimal 10 karakter').default(''),
  pakaikantor: yesNo('pakaikantor', { dflt: false }),
  tahun: z.enum(['', 'YY', 'YYYY'], { error: "tahun harus '', 'YY' atau 'YYYY'" }).default('YY'),
  bulan: yesNo('bulan', { dflt: true }),
  digit: z.coerce.number({ error: 'digit harus berupa angka' }).int().min(MIN_DIGIT, `digit minimal ${MIN_DIGIT}`).max(MAX_DIGIT, `digit maksimal ${MAX_DIGIT}`).default(5),
  pemisah: z.enum(PEMISAH, { error: "pemisah harus '-', '/', '.' atau ''" }).default('-'),
  gabungperiode: yesNo('gabungperiode', { dflt: true }),
});

const grupSchema = z.object({ grup: z.enum(['trs', 'sp', 'semua'], { error: "grup harus 'trs', 'sp' atau 'semua'" }).default('trs'), tanggal: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'tanggal TTTT-BB-HH').optional() });

export const settingnomor_list = defineAct({
  name: 'settingnomor_list',
  summary:
    "Format nomor transaksi (/settingnomortrs grup 'trs', /settingnomorsp grup 'sp'): grup, tanggal (contoh) → tbl_settingnomor [{kode, judul, kodekantor ('' semua kantor), awalan, pakaikantor, tahun ('', YY, YYYY), bulan, digit, pemisah, gabungperiode, bawaan (true: belum diatur), contoh (nomor berikutnya)}], tbl_kantor.",
  access: { modul: 'mSettingNoTrs', aksi: 'mopen' },
  module: 'admin',
  schema: grupSchema,
  async handler(ctx, p): Promise<SettingNomorReply> {
    const codes = transactionCodes().filter((c) => p.grup === 'semua' || c.grup === p.grup);
    const saved = (await ctx.tx.select().from(settingNomor)) as Array<NumberFormat & { id: number }>;
    const date = p.tanggal ?? today();
    const rows: NumberFormatRow[] = [];
    const known = new Set(codes.map((c) => c.kode));
    // Saved formats of codes outside the catalogue are shown with the 'trs' group.
    const extra = p.grup === 'sp' ? [] : [...new Set(saved.map((s) => s.kode).filter((k) => !transactionCode(k)))].map((kode) => ({ kode, judul: kode, grup: 'trs' as const }));
    for (const c of [...codes, ...extra.filter((e) => !known.has(e.kode))]) {
      const own = saved.filter((s) => s.kode === c.kode).sort((a, b) => a.kodekantor.localeCompare(b.kodekantor));
      const list = own.some((s) => s.kodekantor === '') ? own : [{ ...defaultFormat(c.kode), bawaan: true }, ...own];
      for (const f of list) {
        const { id: _id, updated_at: _u, ...fmt } = f as NumberFormat & { id?: number; updated_at?: unknown; bawaan?: boolean };
        rows.push({ ...fmt, judul: c.judul, bawaan: Boolean((f as { bawaan?: boolean }).bawaan), contoh: await previewNumber(ctx.tx, fmt, date, f.kodekantor) });
      }
    }
    const offices = await ctx.tx.select({ kodekantor: kantor.kodekantor, namakantor: kantor.namakantor, pusat: kantor.pusat }).from(kantor).orderBy(sql`${kantor.pusat} desc`, kantor.kodekantor);
    return { tbl_settingnomor: rows, tbl_kantor: offices };
  },
});

export const settingnomor_save = defineAct({
  name: 'settingnomor_save',
  summary:
    "Simpan format nomor: rows [{kode, kodekantor ('' semua kantor), awalan ('' = kode), pakaikantor, tahun, bulan, digit (3-10), pemisah, gabungperiode}] → contoh nomor berikutnya. Nomor urut mulai lagi dari 1 setiap kali bagian tanggal yang ditampilkan berganti; dihitung per kantor bila kode kantor ditampilkan.",
  access: { modul: 'mSettingNoTrs', aksi: 'medit' },
  module: 'admin',
  log: 'ubah',
  schema: z.object({ rows: z.array(formatSchema, { error: 'rows harus berupa daftar format' }).min(1, 'rows minimal 1 baris').max(200) }),
  async handler(ctx, p) {
    const out = [];
    for (const [i, r] of p.rows.entries()) {
      const f: NumberFormat = r;
      const problem = formatProblem(f);
      if (problem) throw new ActError(NUM.INVALID, `Baris ${i + 1} (${f.kode}): ${problem}`, { fields: { [`rows.${i}`]: problem } });
      if (f.kodekantor) {
        const [k] = await ctx.tx.select({ id: kantor.id }).from(kantor).where(eq(kantor.kodekantor, f.kodekantor)).limit(1);
        if (!k) throw new ActError(NUM.INVALID, `Baris ${i + 1}: kantor ${f.kodekantor} tidak ditemukan.`, { fields: { [`rows.${i}.kodekantor`]: 'Kantor tidak ditemukan' } });
      }
      const before = await numberFormat(ctx.tx, f.kode, f.kodekantor);
      await ctx.tx
        .insert(settingNomor)
        .values({ ...f, updated_at: sql`now()` })
        .onConflictDoUpdate({
          target: [settingNomor.kode, settingNomor.kodekantor],
          set: { awalan: f.awalan, pakaikantor: f.pakaikantor, tahun: f.tahun, bulan: f.bulan, digit: f.digit, pemisah: f.pemisah, gabungperiode: f.gabungperiode, updated_at: sql`now()` },
        });
      out.push({ kode: f.kode, kodekantor: f.kodekantor, contoh: await previewNumber(ctx.tx, f, today(), f.kodekantor), sebelum: before });
    }
    ctx.activity?.({
      dokumen: p.rows.map((r) => (r.kodekantor ? `${r.kode}/${r.kodekantor}` : r.kode)).join(',').slice(0, 100),
      before: Object.fromEntries(out.map((o) => [o.kodekantor ? `${o.kode}/${o.kodekantor}` : o.kode, JSON.stringify(o.sebelum)])),
      after: Object.fromEntries(p.rows.map((r) => [r.kodekantor ? `${r.kode}/${r.kodekantor}` : r.kode, JSON.stringify(r)])),
    });
    return reply({ tbl_settingnomor: out.map(({ sebelum: _s, ...o }) => o) }, 'Format nomor berhasil disimpan.');
  },
});

export const settingnomor_del = defineAct({
  name: 'settingnomor_del',
  summary: "Hapus format nomor satu kode (dan kantor): kode, kodekantor ('' umum) → kembali ke format kantor umum atau bawaan (KODE-YYMM-00001). Nomor urut yang sudah terpakai tidak berubah.",
  access: { modul: 'mSettingNoTrs', aksi: 'mdelete' },
  module: 'admin',
  schema: z.object({ kode: kodeSchema, kodekantor: kantorSchema }),
  async handler(ctx, p) {
    const rows = await ctx.tx
      .delete(settingNomor)
      .where(and(eq(settingNomor.kode, p.kode), eq(settingNomor.kodekantor, p.kodekantor)))
      .returning({ id: settingNomor.id });
    if (!rows.length) throw new ActError(NUM.NOT_FOUND, `Format nomor ${p.kode}${p.kodekantor ? ` kantor ${p.kodekantor}` : ''} tidak ditemukan.`);
    ctx.activity?.({ dokumen: p.kodekantor ? `${p.kode}/${p.kodekantor}` : p.kode });
    return { kode: p.kode, kodekantor: p.kodekantor };
  },
});
