/**
 * Receivables by invoice and the customer's credit limit. An invoice is a sale with a credit part
 * (JL back office, KSR till); what remains of it is its credit less the sales returns that reduced
 * it (RJ with potong piutang). `receivables` is the ONE place that says what a customer owes:
 * receivable payments (`bayarpiutang`) and opening receivables (`saldoawalpiutang`) join it here
 * when they exist (as purchasing's payables.ts does for BH and SAH).
 */
import { sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { rowsOf, type ActContext, type Tx } from '@niaga/kernel/server';
import { dec, formatId, type Dec } from '@niaga/core';

export interface Receivable {
  notransaksi: string;
  tipe: 'JL' | 'KSR';
  tanggal: string;
  kodesupel: string;
  jatuhtempo: string | null;
  jumlah: string;
  sisa: string;
}

export interface ReceivableQuery {
  kodesupel?: string;
  nos?: string[];
  /** Remaining as at this date (default: everything). */
  sampai?: string;
  /** A document left out (the return or sale being edited). */
  kecuali?: string;
  /** Only invoices with something remaining. */
  terbuka?: boolean;
}

/** A customer's invoices (sales on credit) with what remains of each. */
export async function receivables(tx: Tx, q: ReceivableQuery = {}): Promise<Receivable[]> {
  if (q.nos && !q.nos.length) return [];
  const sampai = q.sampai ?? '9999-12-31';
  const kecuali = q.kecuali ?? '';
  const conds = [sql`i.notransaksi <> ${kecuali}`];
  if (q.kodesupel) conds.push(sql`i.kodesupel = ${q.kodesupel}`);
  if (q.nos) conds.push(sql`i.notransaksi in (${sql.join(q.nos.map((n) => sql`${n}`), sql`, `)})`);
  if (q.sampai) conds.push(sql`i.tanggal <= ${sampai}::date`);
  return rowsOf<Receivable>(
    tx,
    sql`with i as (
          select * from (select notransaksi, 'JL' as tipe, tanggal, kodesupel, jatuhtempo, kredit as jumlah from jual where kredit > 0
                         union all
                         select notransaksi, 'KSR', tanggal, kodesupel, jatuhtempo, kredit from kasir where kredit > 0) i
          where ${sql.join(conds, sql` and `)}),
        r as (select nojual as no, sum(total) as v from returjual
              where potongpiutang and nojual in (select notransaksi from i) and tanggal <= ${sampai}::date and notransaksi <> ${kecuali} group by 1),
        x as (select i.notransaksi, i.tipe, to_char(i.tanggal, 'YYYY-MM-DD') as tanggal, i.kodesupel, to_char(i.jatuhtempo, 'YYYY-MM-DD') as jatuhtempo,
                     i.jumlah::text as jumlah, (i.jumlah - coalesce(r.v, 0))::numeric(18,2) as sisa
              from i left join r on r.no = i.notransaksi)
        select notransaksi, tipe, tanggal, kodesupel, jatuhtempo, jumlah, sisa::text as sisa from x
        ${q.terbuka ? sql`where x.sisa > 0` : sql``}
        order by x.tanggal, x.notransaksi`,
  );
}

/** What a customer owes now (the sum of its invoices' remaining), leaving one document out. */
export async function openReceivable(tx: Tx, kodesupel: string, kecuali = ''): Promise<Dec> {
  const rows = await receivables(tx, { kodesupel, kecuali });
  return rows.reduce((a, r) => a.plus(dec(r.sisa)), dec(0));
}

/** The right whose holder may let a customer go over the credit limit (a supervisor's grant stands in for it). */
export const LIMIT_OVERRIDE = { modul: 'mPelanggan', aksi: 'medit' } as const;

const rp = (v: Dec) => `Rp ${formatId(v, 2).replace(/,00$/, '')}`;

/**
 * The customer's credit limit (`pelanggan.limitkredit`, 0 = no limit): the open receivable plus
 * what this document adds may not exceed it, unless the user may edit customers or sends a
 * supervisor's one-time grant for that right (`izin`). The customer's row is locked so that two
 * documents cannot both fit under the limit.
 */
export async function checkCreditLimit(ctx: ActContext, p: { kodesupel: string; amount: Dec; kecuali?: string; dokumen: string }) {
  if (!p.amount.gt(0)) return;
  const [pel] = await rowsOf<{ limitkredit: string; namasupel: string }>(
    ctx.tx,
    sql`select limitkredit::text as limitkredit, namasupel from pelanggan where kodesupel = ${p.kodesupel} for update`,
  );
  if (!pel) return;
  const limit = dec(pel.limitkredit);
  if (!limit.gt(0)) return;
  const open = await openReceivable(ctx.tx, p.kodesupel, p.kecuali ?? '');
  const after = open.plus(p.amount);
  if (after.lte(limit)) return;
  if (await ctx.can(LIMIT_OVERRIDE.modul, LIMIT_OVERRIDE.aksi)) return;
  const msg =
    `Limit kredit pelanggan ${p.kodesupel} ${pel.namasupel} ${rp(limit)} terlampaui: piutang terbuka ${rp(open)} + ${p.dokumen} ${rp(p.amount)} = ${rp(after)}. ` +
    'Melebihi limit kredit memerlukan otorisasi supervisor.';
  const refusal = new ActError(NUM.RULE, msg, { fields: { kodesupel: `Limit kredit ${rp(limit)} terlampaui` }, otorisasi: { ...LIMIT_OVERRIDE, action: `Melebihi limit kredit ${p.kodesupel}` } });
  if (!ctx.demand) throw refusal;
  try {
    await ctx.demand(LIMIT_OVERRIDE);
  } catch {
    throw refusal;
  }
}
