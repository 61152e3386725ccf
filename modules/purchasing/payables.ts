/**
 * Payables by invoice: every purchase with a credit part (BL) and every opening payable (SAH) is
 * an invoice; its remaining amount at a date is what it owes less the payments (BH: paid plus
 * discount) and the returns that reduced it (RB with potong hutang) dated up to then.
 */
import { sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { rowsOf, type Tx } from '@niaga/kernel/server';

export interface Invoice {
  notransaksi: string;
  tipe: 'BL' | 'SAH';
  tanggal: string;
  kodesupel: string;
  jatuhtempo: string | null;
  jumlah: string;
  sisa: string;
}

export interface InvoiceQuery {
  kodesupel?: string;
  nos?: string[];
  /** Remaining as at this date (default: everything). */
  sampai?: string;
  /** A payment or return left out (the one being edited). */
  kecuali?: string;
  /** Only invoices with something remaining. */
  terbuka?: boolean;
  /** Take the invoices' row locks (payments of one invoice wait for each other). */
  lock?: boolean;
}

export async function invoices(tx: Tx, q: InvoiceQuery = {}): Promise<Invoice[]> {
  if (q.nos && !q.nos.length) return [];
  const sampai = q.sampai ?? '9999-12-31';
  const kecuali = q.kecuali ?? '';
  if (q.lock && q.nos) {
    const list = sql.join(q.nos.map((n) => sql`${n}`), sql`, `);
    await tx.execute(sql`select id from beli where notransaksi in (${list}) order by id for update`);
    await tx.execute(sql`select id from saldoawalhutang where notransaksi in (${list}) order by id for update`);
  }
  const conds = [sql`true`];
  if (q.kodesupel) conds.push(sql`i.kodesupel = ${q.kodesupel}`);
  if (q.nos) conds.push(sql`i.notransaksi in (${sql.join(q.nos.map((n) => sql`${n}`), sql`, `)})`);
  if (q.sampai) conds.push(sql`i.tanggal <= ${sampai}::date`);
  // One pass over payments and returns, grouped by invoice, joined to the invoices asked for.
  const rows = await rowsOf<Invoice>(
    tx,
    sql`with i as (
          select * from (select notransaksi, 'BL' as tipe, tanggal, kodesupel, jatuhtempo, kredit as jumlah from beli where kredit > 0
                         union all
                         select notransaksi, 'SAH', tanggal, kodesupel, jatuhtempo, jumlah from saldoawalhutang) i
          where ${sql.join(conds, sql` and `)}),
        p as (select d.noinvoice as no, sum(d.bayar + d.potongan) as v from bayarhutang_detail d join bayarhutang h on h.id = d.bayarhutang_id
              where d.noinvoice in (select notransaksi from i) and h.tanggal <= ${sampai}::date and h.notransaksi <> ${kecuali} group by 1),
        r as (select nobeli as no, sum(total) as v from returbeli
              where potonghutang and nobeli in (select notransaksi from i) and tanggal <= ${sampai}::date and notransaksi <> ${kecuali} group by 1),
        x as (select i.notransaksi, i.tipe, to_char(i.tanggal, 'YYYY-MM-DD') as tanggal, i.kodesupel, to_char(i.jatuhtempo, 'YYYY-MM-DD') as jatuhtempo,
                     i.jumlah::text as jumlah, (i.jumlah - coalesce(p.v, 0) - coalesce(r.v, 0))::numeric(18,2) as sisa
              from i left join p on p.no = i.notransaksi left join r on r.no = i.notransaksi)
        select notransaksi, tipe, tanggal, kodesupel, jatuhtempo, jumlah, sisa::text as sisa from x
        ${q.terbuka ? sql`where x.sisa > 0` : sql``}
        order by x.tanggal, x.notransaksi`,
  );
  return rows;
}

/** Refuses (42) to change or delete an invoice that a payment or a return against its payable uses. */
export async function assertNotPaid(tx: Tx, title: string, notransaksi: string, doing: 'diubah' | 'dihapus') {
  const [hit] = await rowsOf<{ no: string; jenis: string }>(
    tx,
    sql`select h.notransaksi as no, 'Pembayaran Hutang' as jenis from bayarhutang_detail d join bayarhutang h on h.id = d.bayarhutang_id where d.noinvoice = ${notransaksi}
        union all select notransaksi, 'Retur Pembelian' from returbeli where nobeli = ${notransaksi}
        limit 1`,
  );
  if (hit) throw new ActError(NUM.IN_USE, `${title} ${notransaksi} sudah dipakai di ${hit.jenis} ${hit.no} sehingga tidak dapat ${doing}.`);
}

/** A supplier's deposit balance: deposits (DB) less what purchases used, leaving one purchase out. */
export async function depositSaldo(tx: Tx, kodesupel: string, kecuali = ''): Promise<string> {
  const [r] = await rowsOf<{ v: string }>(
    tx,
    sql`select (coalesce((select sum(jumlah) from depositsup where kodesupel = ${kodesupel} and notransaksi <> ${kecuali}), 0)
              - coalesce((select sum(deposit) from beli where kodesupel = ${kodesupel} and notransaksi <> ${kecuali}), 0))::numeric(18,2)::text as v`,
  );
  return r.v;
}
