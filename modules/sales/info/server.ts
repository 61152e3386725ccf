/**
 * Sales reads of issue 15: the points report's query (mLaporanPoint), the sales price history
 * (/historyhj, mHistoryHJ: the purchase side's `historyhb` shape over the sale documents) and
 * /infopayment (how the sales of a period were paid).
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { dec, sum } from '@niaga/core';
import type { LineHistoryReply } from '@niaga/kernel';
import { defineAct, lineHistory, lineHistorySchema, rowsOf } from '@niaga/kernel/server';
import { grouped, row, serverReport, type ServerReport } from '@niaga/report/server';
import { pointPenjualan } from './reports';
import type { InfoPaymentReply } from '../replies';

/** Both sale documents (back office JL, till KSR) as one relation with their type. */
export const SALE_DOCS = [
  { doc: 'jual', tipe: 'JL' },
  { doc: 'kasir', tipe: 'KSR' },
];
const sales = sql.join(
  SALE_DOCS.map(({ doc, tipe }) => sql`select ${tipe}::text as tipe, id, notransaksi, tanggal, kodesupel, total, tunai, kembali, bayarkartu, kodebank, bayaremoney, kodeemoney, bayarqris, deposit, pointdapat, pointpakai, bayarpoint, kredit, batal from ${sql.identifier(doc)}`),
  sql` union all `,
);

type Range = { dari: string; sampai: string };

const pointReport = serverReport(pointPenjualan, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  const kodesupel = (p.kodesupel as string | undefined) ?? '';
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select to_char(s.tanggal, 'YYYY-MM-DD') as tanggal, s.notransaksi, s.tipe, s.kodesupel, coalesce(c.namasupel, '') as namasupel, c.point::text as saldo,
               s.total::text as total, s.pointdapat::text as pointdapat, s.pointpakai::text as pointpakai, s.bayarpoint::text as bayarpoint
        from (${sales}) s left join pelanggan c on c.kodesupel = s.kodesupel
        where s.tanggal between ${dari} and ${sampai} and not s.batal and (s.pointdapat <> 0 or s.pointpakai <> 0) ${kodesupel ? sql`and s.kodesupel = ${kodesupel}` : sql``}
        order by s.kodesupel, s.tanggal, s.tipe, s.id`,
  );
  const saldo = new Map(rows.map((r) => [r.kodesupel, r.saldo]));
  const name = new Map(rows.map((r) => [r.kodesupel, r.namasupel]));
  const g = grouped(rows, {
    key: (r) => r.kodesupel,
    label: (k) => `${k} · ${name.get(k) ?? ''}`,
    row: (r) => ({ tanggal: r.tanggal, notransaksi: r.notransaksi, tipe: r.tipe, total: r.total, pointdapat: r.pointdapat, pointpakai: r.pointpakai, bayarpoint: r.bayarpoint }),
    sum: ['total', 'pointdapat', 'pointpakai', 'bayarpoint'],
    subtotal: (k) => `Jumlah ${k} (saldo point sekarang ${dec(saldo.get(k) ?? 0).toString()})`,
  });
  return { rows: g.rows, totals: [row.t('Total', g.sums.values())] };
});

export const serverReports: ServerReport[] = [pointReport];

export const historyhj = defineAct({
  name: 'historyhj',
  summary:
    'History harga jual (mHistoryHJ): kodeitem, kodesupel (pelanggan, opsional), page (dari 0), limit → query_data, tbl_historyhj (tanggal, tipe JL/KSR, notransaksi, kodesupel, namasupel, satuan, jumlah, harga, diskon1..4, total, hargabersih = total ÷ jumlah), terbaru dahulu.',
  module: 'sales',
  access: { modul: 'mHistoryHJ', aksi: 'mopen' },
  schema: lineHistorySchema,
  async handler(ctx, p): Promise<LineHistoryReply<'historyhj'>> {
    const { query_data, rows } = await lineHistory(ctx.tx, { docs: SALE_DOCS, party: 'pelanggan' }, p);
    return { query_data, tbl_historyhj: rows };
  },
});

const tanggal = (label: string) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} bukan tanggal yang valid (TTTT-BB-HH)`);

/** The payment means of a sale, in the order the screen shows them. */
export const CARA_BAYAR = [
  { key: 'tunai', label: 'Tunai' },
  { key: 'kartu', label: 'Kartu' },
  { key: 'emoney', label: 'E-Money' },
  { key: 'qris', label: 'QRIS' },
  { key: 'deposit', label: 'Deposit' },
  { key: 'point', label: 'Point' },
  { key: 'kredit', label: 'Kredit (Piutang)' },
] as const;

export const infopayment = defineAct({
  name: 'infopayment',
  summary:
    'Info pembayaran penjualan (/infopayment; hak mJual · Buka): dari, sampai (yyyy-MM-dd), kodesupel (opsional) → tbl_ringkasan [{jenis tunai/kartu/emoney/qris (bila ada)/deposit/point/kredit, label, rincian (bank atau e-money, kosong untuk yang lain), jumlah (transaksi), nilai}], tbl_total [{transaksi, total}]; tunai sudah dikurangi kembalian, kartu per bank, e-money per penyedia.',
  module: 'sales',
  access: { modul: 'mJual', aksi: 'mopen' },
  log: false,
  schema: z
    .object({ dari: tanggal('Tanggal dari'), sampai: tanggal('Tanggal sampai'), kodesupel: z.string().trim().toUpperCase().max(30).optional().default('') })
    .refine((p) => p.dari <= p.sampai, { message: 'Tanggal dari tidak boleh setelah tanggal sampai', path: ['sampai'] }),
  async handler(ctx, p): Promise<InfoPaymentReply> {
    const where = sql`s.tanggal between ${p.dari} and ${p.sampai} and not s.batal ${p.kodesupel ? sql`and s.kodesupel = ${p.kodesupel}` : sql``}`;
    const rows = await rowsOf<{ jenis: string; rincian: string; jumlah: number; nilai: string }>(
      ctx.tx,
      sql`with s as (select * from (${sales}) s where ${where})
          select 'tunai' as jenis, '' as rincian, count(*) filter (where tunai - kembali <> 0)::int as jumlah, coalesce(sum(tunai - kembali), 0)::text as nilai from s
          union all select 'kartu', kodebank, count(*)::int, sum(bayarkartu)::text from s where bayarkartu <> 0 group by kodebank
          union all select 'emoney', kodeemoney, count(*)::int, sum(bayaremoney)::text from s where bayaremoney <> 0 group by kodeemoney
          union all select 'qris', '', count(*)::int, sum(bayarqris)::text from s where bayarqris <> 0 having count(*) > 0
          union all select 'deposit', '', count(*) filter (where deposit <> 0)::int, coalesce(sum(deposit), 0)::text from s
          union all select 'point', '', count(*) filter (where bayarpoint <> 0)::int, coalesce(sum(bayarpoint), 0)::text from s
          union all select 'kredit', '', count(*) filter (where kredit <> 0)::int, coalesce(sum(kredit), 0)::text from s
          union all select 'total', '', count(*)::int, coalesce(sum(total), 0)::text from s`,
    );
    const order = CARA_BAYAR.map((c) => c.key as string);
    const ringkasan = rows
      .filter((r) => r.jenis !== 'total')
      .sort((a, b) => order.indexOf(a.jenis) - order.indexOf(b.jenis) || a.rincian.localeCompare(b.rincian))
      .map((r) => ({ jenis: r.jenis, label: CARA_BAYAR.find((c) => c.key === r.jenis)!.label, rincian: r.rincian, jumlah: r.jumlah, nilai: dec(r.nilai).toFixed(2) }));
    const total = rows.find((r) => r.jenis === 'total')!;
    return { tbl_ringkasan: ringkasan, tbl_total: [{ transaksi: total.jumlah, total: dec(total.nilai).toFixed(2), jumlahrincian: sum(ringkasan.map((r) => r.nilai)).toFixed(2) }] };
  },
});
