/**
 * Sales commissions. A sale (JL, KSR) with a sales person (`kodesales`) earns the commission
 * `komisi` = DPP × the person's Komisi Penjualan (%) (master `sales.komisijual`), rounded to the
 * rupiah cent half up, stamped on the sale when it is saved (a later change of the rate does not
 * change earlier sales). It is owed until commission payments (`bayarkomisi`, BKS) pay it; the
 * expense is recognised when paid (ACCOUNTING.md §2 BKS: Dr Beban Komisi / Cr Kas/Bank).
 * A sales return against the sale (`returjual.nojual`, mode 1) takes back its share of the
 * commission: the sale's commission × the return's DPP ÷ the sale's DPP (rounded half up), as at
 * the return's date.
 * A receivable payment (BP) of a sale with a sales person earns them the commission on collection
 * (`komisibayar`): each payment line's `bayar` × the person's Komisi Pelunasan Piutang (%)
 * (master `sales.komisibayar`), stamped on the line when the payment is saved (`komisiTagih`) and
 * owed with the sale's commission as at the payment's date; a payment whose commission was
 * already paid out is not changed or deleted below it (`assertKomisiCovered`).
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { ActError, NUM, num } from '@niaga/kernel';
import { defineAct, referencedRow, rowsOf, type Tx } from '@niaga/kernel/server';
import { dec, formatAmount, money, type Dec } from '@niaga/core';

/** The commission of a sale being saved: its DPP × the sales person's komisijual %. */
export async function komisiOf(tx: Tx, rec: { kodesales: string; dpp: string }): Promise<string> {
  const kodesales = rec.kodesales ?? '';
  if (!kodesales) return '0.00';
  let rate = referencedRow(tx, 'sales', kodesales)?.komisijual as string | undefined;
  if (rate === undefined) {
    const [r] = await rowsOf<{ rate: string }>(tx, sql`select komisijual::text as rate from sales where kodesales = ${kodesales}`);
    rate = r?.rate ?? '0';
  }
  return money(dec(rec.dpp ?? '0').times(dec(String(rate))).div(100));
}

/**
 * The commission on collection of receivable payment lines being saved: each line of a sale (JL,
 * KSR) with a sales person earns bayar × that person's komisibayar %; other invoices earn none.
 */
export async function komisiTagih(tx: Tx, lines: { noinvoice: string; bayar: string; komisi?: unknown }[]): Promise<void> {
  const nos = [...new Set(lines.map((l) => l.noinvoice))];
  const rates = new Map(
    nos.length
      ? (
          await rowsOf<{ no: string; rate: string }>(
            tx,
            sql`select j.notransaksi as no, s.komisibayar::text as rate
                from (select notransaksi, kodesales from jual where notransaksi in (${sql.join(nos.map((n) => sql`${n}`), sql`, `)})
                      union all select notransaksi, kodesales from kasir where notransaksi in (${sql.join(nos.map((n) => sql`${n}`), sql`, `)})) j
                join sales s on s.kodesales = j.kodesales`,
          )
        ).map((r) => [r.no, r.rate])
      : [],
  );
  for (const l of lines) l.komisi = money(dec(l.bayar ?? '0').times(dec(rates.get(l.noinvoice) ?? '0')).div(100));
}

/**
 * Refuses (42) a change to receivable payments that would leave a sale's commission paid out
 * beyond what it now earns: `less` is what leaves each sale (the commission on collection of the
 * payment being deleted, by invoice), checked against what is owed now.
 */
export async function assertKomisiCovered(tx: Tx, nobp: string, less: Map<string, Dec>, doing: 'diubah' | 'dihapus') {
  if (!less.size) return;
  const rows = await komisiSales(tx, { nos: [...less.keys()] });
  for (const r of rows) {
    const after = dec(r.sisa).minus(less.get(r.notransaksi) ?? dec(0));
    if (after.isNegative())
      throw new ActError(
        NUM.IN_USE,
        `Komisi sales ${r.kodesales} atas penjualan ${r.notransaksi} sudah dibayar ${formatAmount(r.dibayar)}; Pembayaran Piutang ${nobp} tidak dapat ${doing} karena komisi pelunasannya sudah ikut dibayar.`,
      );
  }
}

/** Refuses (42) to change or delete a sale whose commission a payment paid. */
export async function assertKomisiUnpaid(tx: Tx, title: string, notransaksi: string, doing: 'diubah' | 'dihapus') {
  const [hit] = await rowsOf<{ no: string }>(
    tx,
    sql`select h.notransaksi as no from bayarkomisi_detail d join bayarkomisi h on h.id = d.bayarkomisi_id where d.nojual = ${notransaksi} order by h.id limit 1`,
  );
  if (hit) throw new ActError(NUM.IN_USE, `${title} ${notransaksi} sudah dipakai di Pembayaran Komisi Sales ${hit.no} sehingga tidak dapat ${doing}.`);
}

export interface KomisiRow {
  notransaksi: string;
  tipe: 'JL' | 'KSR';
  tanggal: string;
  kodesupel: string;
  kodesales: string;
  dpp: string;
  komisi: string;
  /** The commission on collection its receivable payments earned (komisibayar). */
  komisibayar: string;
  /** The share of the commission that returns against the sale took back. */
  retur: string;
  dibayar: string;
  sisa: string;
}

export interface KomisiQuery {
  kodesales?: string;
  nos?: string[];
  /** Owed as at this date: sales and payments dated up to then (default: everything). */
  sampai?: string;
  /** A payment left out (the one being edited). */
  kecuali?: string;
  /** Only sales with commission still owed. */
  terbuka?: boolean;
}

/** Each sale's commission, what payments paid of it and what is still owed. */
export async function komisiSales(tx: Tx, q: KomisiQuery): Promise<KomisiRow[]> {
  if (q.nos && !q.nos.length) return [];
  const sampai = q.sampai ?? '9999-12-31';
  const conds = [sql`not batal`, sql`tanggal <= ${sampai}::date`];
  if (q.kodesales) conds.push(sql`kodesales = ${q.kodesales}`);
  if (q.nos) conds.push(sql`notransaksi in (${sql.join(q.nos.map((n) => sql`${n}`), sql`, `)})`);
  const where = sql.join(conds, sql` and `);
  return rowsOf<KomisiRow>(
    tx,
    sql`with s as (select notransaksi, 'JL' as tipe, tanggal, kodesupel, kodesales, dpp, komisi from jual where ${where}
                   union all
                   select notransaksi, 'KSR', tanggal, kodesupel, kodesales, dpp, komisi from kasir where ${where}),
        p as (select d.nojual as no, sum(d.bayar) as v from bayarkomisi_detail d join bayarkomisi h on h.id = d.bayarkomisi_id
              where d.nojual in (select notransaksi from s) and h.tanggal <= ${sampai}::date and h.notransaksi <> ${q.kecuali ?? ''} group by 1),
        r as (select nojual as no, sum(dpp) as v from returjual where nojual in (select notransaksi from s) and tanggal <= ${sampai}::date group by 1),
        t as (select d.noinvoice as no, sum(d.komisi) as v from bayarpiutang_detail d join bayarpiutang h on h.id = d.bayarpiutang_id
              where d.noinvoice in (select notransaksi from s) and h.tanggal <= ${sampai}::date group by 1),
        x as (select s.*, coalesce(p.v, 0) as dibayar, coalesce(t.v, 0) as tagih,
                     case when s.dpp > 0 and r.v is not null then round(s.komisi * least(r.v, s.dpp) / s.dpp, 2) else 0 end as retur
              from s left join p on p.no = s.notransaksi left join r on r.no = s.notransaksi left join t on t.no = s.notransaksi)
        select notransaksi, tipe, to_char(tanggal, 'YYYY-MM-DD') as tanggal, kodesupel, kodesales, dpp::text as dpp, komisi::text as komisi,
               tagih::numeric(18,2)::text as komisibayar, retur::numeric(18,2)::text as retur, dibayar::numeric(18,2)::text as dibayar,
               (komisi + tagih - retur - dibayar)::numeric(18,2)::text as sisa
        from x
        where kodesales is not null and kodesales <> '' ${q.terbuka ? sql`and komisi + tagih - retur - dibayar > 0` : sql``}
        order by tanggal, notransaksi`,
  );
}

export const komisisales = defineAct({
  name: 'komisisales',
  summary:
    'Komisi per penjualan seorang sales (untuk memilih yang dibayar): kodesales, sampai (opsional), semua (1: juga yang sudah lunas), kecuali (no. pembayaran yang sedang diubah) → tbl_komisi (notransaksi, tipe JL/KSR, tanggal, kodesupel, kodesales, dpp, komisi, komisibayar = komisi pelunasan dari pembayaran piutangnya, retur = bagian komisi yang diambil kembali oleh retur penjualan, dibayar, sisa), total sisa.',
  module: 'sales',
  access: { modul: 'mBayarKomisiSls', aksi: 'mopen' },
  schema: z.object({
    kodesales: z.string({ error: 'Sales wajib diisi' }).trim().toUpperCase().min(1, 'Sales wajib diisi').max(20),
    sampai: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal sampai bukan tanggal yang valid (TTTT-BB-HH)').optional().or(z.literal('')),
    semua: z.coerce.number().int().min(0).max(1).default(0),
    kecuali: z.string().trim().max(40).default(''),
  }),
  async handler(ctx, p) {
    const [s] = await rowsOf<{ namasales: string; komisijual: string }>(ctx.tx, sql`select namasales, komisijual::text as komisijual from sales where kodesales = ${p.kodesales}`);
    if (!s) throw new ActError(NUM.NOT_FOUND, `Sales '${p.kodesales}' tidak ditemukan.`, { fields: { kodesales: 'Sales tidak ditemukan.' } });
    const rows = await komisiSales(ctx.tx, { kodesales: p.kodesales, sampai: p.sampai || undefined, terbuka: !p.semua, kecuali: p.kecuali });
    const sisa = rows.reduce((a, r) => a.plus(num(r.sisa)), dec(0)).toFixed(2);
    return { kodesales: p.kodesales, namasales: s.namasales, komisijual: s.komisijual, sisa, tbl_komisi: rows };
  },
});
