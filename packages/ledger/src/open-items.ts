/**
 * Open items: payables and receivables by invoice, one mechanism for both sides. A side describes
 * its invoice tables (purchases with credit and opening payables; sales with credit and opening
 * receivables), what settles an invoice (payment lines, returns that reduce it) and its deposits.
 * An invoice's remaining amount at a date = its amount − Σ settlements dated up to then: exact per
 * invoice, and the sum over a side's invoices equals its control account (Hutang / Piutang Usaha).
 *
 * The descriptions name tables and columns of the modules' own declarations (static text, never
 * input); every value that comes from a request is a bound parameter.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { rowsOf, type Tx } from '@niaga/kernel/server';

/** A table whose rows are invoices of the side. */
export interface InvoiceSource {
  /** Transaction type code of the rows (BL, SAH, JL, KSR, SAP). */
  tipe: string;
  /** The document's title, for messages ("Pembelian"). */
  title: string;
  table: string;
  /** The amount owed: a column or an expression over the row (`kredit`). */
  jumlah: string;
  /** Which rows are invoices (`kredit > 0`); default all. */
  where?: string;
}

/**
 * Something that settles invoices: a payment's lines (`line` given: the child table and its parent
 * key) or a document naming one invoice in its header (a return).
 */
export interface Settlement {
  title: string;
  /** The document's table (its `tanggal` and `notransaksi` date and name the settlement). */
  table: string;
  /** Payment lines: the child table and its key to the document (`bayarhutang_detail`, `bayarhutang_id`). */
  line?: { table: string; fk: string };
  /** The column naming the invoice (`noinvoice` on a line, `nobeli` on a return). */
  ref: string;
  /** The amount settled, an expression over the line (`d.`) or the document (`h.`). */
  amount: string;
  /** Which documents settle (`h.potonghutang`); default all. */
  where?: string;
}

/** Deposits of the side's contacts and the documents that use them. */
export interface DepositBook {
  table: string;
  /** Tables whose `deposit` column uses a contact's deposit (purchases; sales and receivable payments). */
  uses: string[];
}

export interface OpenItemSide {
  /** 'hutang' or 'piutang': the word in messages. */
  nama: string;
  invoices: InvoiceSource[];
  settlements: Settlement[];
  deposit?: DepositBook;
}

export interface Invoice {
  notransaksi: string;
  tipe: string;
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
  /** A settlement left out (the one being edited). */
  kecuali?: string;
  /** Only invoices with something remaining. */
  terbuka?: boolean;
  /** Only invoices due on or before this date (the due date, else the invoice date). */
  jatuhtempo?: string;
  /** Take the invoices' row locks (settlements of one invoice wait for each other). */
  lock?: boolean;
  /** Paging: rows from `offset`, at most `limit`. */
  limit?: number;
  offset?: number;
}

const raw = (s: string) => sql.raw(s);
const list = (xs: string[]) => sql.join(xs.map((x) => sql`${x}`), sql`, `);

/** The invoices of a side as one relation (notransaksi, tipe, tanggal, kodesupel, jatuhtempo, jumlah). */
function invoiceUnion(side: OpenItemSide): SQL {
  return sql.join(
    side.invoices.map(
      (s) => sql`select notransaksi, ${s.tipe}::text as tipe, tanggal, kodesupel, jatuhtempo, (${raw(s.jumlah)})::numeric(18,2) as jumlah from ${raw(s.table)} ${s.where ? raw(`where ${s.where}`) : sql``}`,
    ),
    sql` union all `,
  );
}

/** Every settlement as (no, tanggal, notransaksi, v). */
function settlementUnion(side: OpenItemSide, filter: SQL | null): SQL {
  return sql.join(
    side.settlements.map((s) => {
      const from = s.line ? raw(`${s.line.table} d join ${s.table} h on h.id = d.${s.line.fk}`) : raw(`${s.table} h`);
      const ref = raw(s.line ? `d.${s.ref}` : `h.${s.ref}`);
      return sql`select ${ref} as no, h.tanggal, h.notransaksi, (${raw(s.amount)}) as v, ${s.title}::text as jenis from ${from}
                 where ${filter ? sql`${ref} in (${filter})` : sql`true`} ${s.where ? raw(`and ${s.where}`) : sql``}`;
    }),
    sql` union all `,
  );
}

export async function invoices(tx: Tx, side: OpenItemSide, q: InvoiceQuery = {}): Promise<Invoice[]> {
  return (await invoicePage(tx, side, q)).rows;
}

/** Invoices with their remaining amounts; `total` counts every row matching (for paging). */
export async function invoicePage(tx: Tx, side: OpenItemSide, q: InvoiceQuery = {}): Promise<{ rows: Invoice[]; total: number }> {
  if (q.nos && !q.nos.length) return { rows: [], total: 0 };
  const sampai = q.sampai ?? '9999-12-31';
  const kecuali = q.kecuali ?? '';
  if (q.lock && q.nos) for (const s of side.invoices) await tx.execute(sql`select id from ${raw(s.table)} where notransaksi in (${list(q.nos)}) order by id for update`);
  const conds = [sql`true`];
  if (q.kodesupel) conds.push(sql`i.kodesupel = ${q.kodesupel}`);
  if (q.nos) conds.push(sql`i.notransaksi in (${list(q.nos)})`);
  if (q.sampai) conds.push(sql`i.tanggal <= ${sampai}::date`);
  if (q.jatuhtempo) conds.push(sql`coalesce(i.jatuhtempo, i.tanggal) <= ${q.jatuhtempo}::date`);
  const paged = q.limit !== undefined;
  // A few invoices (by number or contact): settlements of those only; otherwise one pass over all of them.
  const narrow = !!(q.nos || q.kodesupel);
  // One pass over the settlements of the invoices asked for, grouped by invoice.
  const rows = await rowsOf<Invoice & { n?: number }>(
    tx,
    sql`with i as (select * from (${invoiceUnion(side)}) i where ${sql.join(conds, sql` and `)}),
        s as (select no, sum(v) as v from (${settlementUnion(side, narrow ? sql`select notransaksi from i` : null)}) s
              where s.tanggal <= ${sampai}::date and s.notransaksi <> ${kecuali} group by no),
        x as materialized (select i.notransaksi, i.tipe, i.tanggal, i.kodesupel, i.jatuhtempo, i.jumlah, (i.jumlah - coalesce(s.v, 0))::numeric(18,2) as sisa
              from i left join s on s.no = i.notransaksi)
        select notransaksi, tipe, to_char(tanggal, 'YYYY-MM-DD') as tanggal, kodesupel, to_char(jatuhtempo, 'YYYY-MM-DD') as jatuhtempo, jumlah::text as jumlah, sisa::text as sisa
               ${paged ? sql`, count(*) over ()::int as n` : sql``}
        from x ${q.terbuka ? sql`where x.sisa > 0` : sql``}
        ${paged ? sql`order by coalesce(x.jatuhtempo, x.tanggal), x.tanggal, x.notransaksi limit ${q.limit} offset ${q.offset ?? 0}` : sql`order by x.tanggal, x.notransaksi`}`,
  );
  const total = paged ? Number(rows[0]?.n ?? 0) : rows.length;
  if (paged && !rows.length && (q.offset ?? 0) > 0) {
    // Past the last page: count without the page.
    const all = await invoicePage(tx, side, { ...q, limit: 1, offset: 0 });
    return { rows: [], total: all.total };
  }
  for (const r of rows) delete r.n;
  return { rows, total };
}

/** Refuses (42) to change or delete an invoice that a settlement (payment, return) uses. */
export async function assertNotSettled(tx: Tx, side: OpenItemSide, title: string, notransaksi: string, doing: 'diubah' | 'dihapus') {
  const [hit] = await rowsOf<{ no: string; jenis: string }>(tx, sql`select notransaksi as no, jenis from (${settlementUnion(side, sql`${notransaksi}`)}) s limit 1`);
  if (hit) throw new ActError(NUM.IN_USE, `${title} ${notransaksi} sudah dipakai di ${hit.jenis} ${hit.no} sehingga tidak dapat ${doing}.`);
}

/** A contact's deposit balance: deposits less what documents used, leaving one document out. */
export async function depositBalance(tx: Tx, side: OpenItemSide, kodesupel: string, kecuali = ''): Promise<string> {
  const book = side.deposit;
  if (!book) throw new Error(`open items ${side.nama}: no deposit book`);
  const used = book.uses.map((t) => sql`coalesce((select sum(deposit) from ${raw(t)} where kodesupel = ${kodesupel} and notransaksi <> ${kecuali}), 0)`);
  const [r] = await rowsOf<{ v: string }>(
    tx,
    sql`select (coalesce((select sum(jumlah) from ${raw(book.table)} where kodesupel = ${kodesupel} and notransaksi <> ${kecuali}), 0)
              - ${sql.join(used, sql` - `)})::numeric(18,2)::text as v`,
  );
  return r.v;
}

/** Every contact's deposit balance (deposits in, used), for /depositsaldo; paged and searchable. */
export async function depositBalances(
  tx: Tx,
  side: OpenItemSide,
  contacts: { table: string; nama: string },
  q: { cari?: string; limit: number; offset: number },
): Promise<{ rows: { kodesupel: string; namasupel: string; masuk: string; dipakai: string; saldo: string }[]; total: number }> {
  const book = side.deposit;
  if (!book) throw new Error(`open items ${side.nama}: no deposit book`);
  const used = sql.join(book.uses.map((t) => sql`select kodesupel, deposit as v from ${raw(t)} where deposit <> 0`), sql` union all `);
  const cari = q.cari ? `%${q.cari.toUpperCase()}%` : '';
  const rows = await rowsOf<{ kodesupel: string; namasupel: string; masuk: string; dipakai: string; saldo: string; n: number }>(
    tx,
    sql`with m as (select kodesupel, sum(jumlah) as v from ${raw(book.table)} group by 1),
             u as (select kodesupel, sum(v) as v from (${used}) u group by 1),
             x as (select coalesce(m.kodesupel, u.kodesupel) as kodesupel, coalesce(m.v, 0)::numeric(18,2) as masuk, coalesce(u.v, 0)::numeric(18,2) as dipakai
                   from m full join u on u.kodesupel = m.kodesupel)
        select x.kodesupel, coalesce(c.${raw(contacts.nama)}, '') as namasupel, x.masuk::text as masuk, x.dipakai::text as dipakai, (x.masuk - x.dipakai)::numeric(18,2)::text as saldo,
               count(*) over ()::int as n
        from x left join ${raw(contacts.table)} c on c.kodesupel = x.kodesupel
        ${cari ? sql`where upper(x.kodesupel) like ${cari} or upper(c.${raw(contacts.nama)}) like ${cari}` : sql``}
        order by x.kodesupel limit ${q.limit} offset ${q.offset}`,
  );
  return { rows: rows.map(({ n: _n, ...r }) => r), total: Number(rows[0]?.n ?? 0) };
}

export interface AgeingRow {
  kodesupel: string;
  /** Invoices with something remaining. */
  n: number;
  b0: string;
  b30: string;
  b60: string;
  b90: string;
  b91: string;
  sisa: string;
}

/**
 * The remaining of the open invoices at a date summed per contact by days past due (the due date,
 * else the invoice date): not yet due, 1–30, 31–60, 61–90, over 90 — the same amounts as
 * `invoices(…, { sampai, terbuka: true })`, grouped in the database (the ageing reports).
 */
export async function invoiceAgeing(tx: Tx, side: OpenItemSide, q: { sampai: string; kodesupel?: string }): Promise<AgeingRow[]> {
  const conds = [sql`i.tanggal <= ${q.sampai}::date`];
  if (q.kodesupel) conds.push(sql`i.kodesupel = ${q.kodesupel}`);
  const b = (lo: number | null, hi: number | null) =>
    sql`coalesce(sum(sisa) filter (where ${lo === null ? sql`true` : sql`late >= ${lo}`} and ${hi === null ? sql`true` : sql`late <= ${hi}`}), 0)::numeric(18,2)::text`;
  const rows = await rowsOf<AgeingRow>(
    tx,
    sql`with i as (select * from (${invoiceUnion(side)}) i where ${sql.join(conds, sql` and `)}),
        s as (select no, sum(v) as v from (${settlementUnion(side, q.kodesupel ? sql`select notransaksi from i` : null)}) s where s.tanggal <= ${q.sampai}::date group by no),
        x as (select i.kodesupel, (i.jumlah - coalesce(s.v, 0))::numeric(18,2) as sisa, (${q.sampai}::date - coalesce(i.jatuhtempo, i.tanggal)) as late
              from i left join s on s.no = i.notransaksi)
        select kodesupel, count(*)::int as n, ${b(null, 0)} as b0, ${b(1, 30)} as b30, ${b(31, 60)} as b60, ${b(61, 90)} as b90, ${b(91, null)} as b91, sum(sisa)::numeric(18,2)::text as sisa
        from x where sisa > 0 group by kodesupel order by kodesupel`,
  );
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}
