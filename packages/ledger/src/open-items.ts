/**
 * Open items: payables and receivables by invoice, one mechanism for both sides. A side describes
 * its invoice tables (purchases with credit and opening payables; sales with credit and opening
 * receivables), what settles an invoice (payment lines, returns that reduce it) and its deposits.
 * An invoice's remaining amount at a date = its amount − Σ settlements dated up to then: exact per
 * invoice, and the sum over a side's invoices equals its control account (Hutang / Piutang Usaha).
 *
 * Its remaining amount now is also kept on the invoice's own row (`openItemFields()` of
 * @niaga/accounting/open-items/fields: `sisakredit`,
 * and `tempo`, the due date while something remains, null once settled, indexed): an invoice is
 * saved with all of its amount remaining (`openItemValues`: an invoice a settlement uses cannot be
 * changed), and every settlement's save and delete recomputes the invoices it names (`keepOpen`).
 * Reads of now (lists, reminders, a contact's open invoices, a payment's checks) take the kept
 * figure; reads at a past date (`sampai`: the ageing reports) sum the settlements up to that date.
 *
 * The descriptions name tables and columns of the modules' own declarations (static text, never
 * input); every value that comes from a request is a bound parameter.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ActError, COUNT_CAP, NUM } from '@niaga/kernel';
import { rowsOf, type DoctypeServer, type Row, type Tx } from '@niaga/kernel/server';

/**
 * The kept figures of an invoice being saved (its `beforeSave`): all of its amount remains (a
 * settled invoice is refused before: it cannot be changed), due on its due date, else its date.
 * The invoice tables declare the two columns with `openItemFields()` (@niaga/accounting
 * open-items/fields.ts, isomorphic: the declarations run in the browser too).
 */
export function openItemValues(rec: Record<string, unknown>, jumlah: unknown) {
  const v = String(jumlah ?? '0');
  rec.sisakredit = v;
  rec.tempo = Number(v) > 0 ? String(rec.jatuhtempo || rec.tanggal) : null;
}

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

export interface OpenItemSide<N extends string = string> {
  /** 'hutang' or 'piutang': the word in messages (typed: a side's documents name their fields by it). */
  nama: N;
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
  /** Only invoices whose number contains this (a picker's search), case-insensitive. */
  cari?: string;
  /** Invoices left out by number (those a form already has). */
  tanpa?: string[];
}

/** The `cari` and `tanpa` conditions on an invoice relation's `notransaksi` (alias `a`). */
function pickerConds(q: InvoiceQuery, a: string): SQL[] {
  const out: SQL[] = [];
  if (q.cari) out.push(sql`${raw(a)}.notransaksi ilike ${`%${q.cari.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (q.tanpa?.length) out.push(sql`${raw(a)}.notransaksi not in (${list(q.tanpa)})`);
  return out;
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

/** Every settlement as (no, tanggal, notransaksi, v); of the invoices in `filter`, of the document `doc`. */
function settlementUnion(side: OpenItemSide, filter: SQL | null, doc?: string): SQL {
  return sql.join(
    side.settlements.map((s) => {
      const from = s.line ? raw(`${s.line.table} d join ${s.table} h on h.id = d.${s.line.fk}`) : raw(`${s.table} h`);
      const ref = raw(s.line ? `d.${s.ref}` : `h.${s.ref}`);
      return sql`select ${ref} as no, h.tanggal, h.notransaksi, (${raw(s.amount)}) as v, ${s.title}::text as jenis from ${from}
                 where ${filter ? sql`${ref} in (${filter})` : sql`true`} ${doc !== undefined ? sql`and h.notransaksi = ${doc}` : sql``} ${s.where ? raw(`and ${s.where}`) : sql``}`;
    }),
    sql` union all `,
  );
}

/**
 * Recomputes the kept remaining of invoices (`nos`; every invoice when left out): amount − every
 * settlement, leaving one settlement document out (`kecuali`: the one being deleted). Called by
 * each settlement's save (the invoices of its new and old version) and delete.
 */
export async function keepOpen(tx: Tx, side: OpenItemSide, nos?: string[], kecuali = ''): Promise<void> {
  if (nos && !nos.length) return;
  const filter = nos ? sql`${list([...new Set(nos)])}` : null;
  for (const src of side.invoices) {
    await tx.execute(
      sql`with s as (select no, sum(v) as v from (${settlementUnion(side, filter)}) s where s.notransaksi <> ${kecuali} group by no),
               x as (select i.id, ((${raw(src.jumlah)}) - coalesce(s.v, 0))::numeric(18,2) as sisa, coalesce(i.jatuhtempo, i.tanggal) as due
                     from ${raw(src.table)} i left join s on s.no = i.notransaksi ${filter ? sql`where i.notransaksi in (${filter})` : sql``})
          update ${raw(src.table)} t set sisakredit = x.sisa, tempo = case when x.sisa > 0 then x.due end from x where t.id = x.id`,
    );
  }
}

/**
 * A settlement document's server with the kept remaining of the invoices it names (`invoicesOf` a
 * saved or old version) following its save (old and new invoices) and its delete.
 */
export function keepsOpen(side: OpenItemSide, invoicesOf: (doc: Row) => string[], server: DoctypeServer): DoctypeServer {
  return {
    ...server,
    async afterSave(ctx, saved, old, extra) {
      await server.afterSave?.(ctx, saved, old, extra);
      await keepOpen(ctx.tx, side, [...invoicesOf(saved), ...(old ? invoicesOf(old) : [])]);
    },
    async beforeDelete(ctx, old) {
      await server.beforeDelete?.(ctx, old);
      await keepOpen(ctx.tx, side, invoicesOf(old), String(old.notransaksi));
    },
  };
}

export async function invoices(tx: Tx, side: OpenItemSide, q: InvoiceQuery = {}): Promise<Invoice[]> {
  return (await invoicePage(tx, side, q)).rows;
}

/** Invoices with their remaining amounts; `total` counts every row matching (for paging). */
export async function invoicePage(tx: Tx, side: OpenItemSide, q: InvoiceQuery = {}): Promise<{ rows: Invoice[]; total: number; lebih?: boolean }> {
  if (q.nos && !q.nos.length) return { rows: [], total: 0 };
  if (!q.sampai) return keptPage(tx, side, q);
  const sampai = q.sampai ?? '9999-12-31';
  const kecuali = q.kecuali ?? '';
  if (q.lock && q.nos) for (const s of side.invoices) await tx.execute(sql`select id from ${raw(s.table)} where notransaksi in (${list(q.nos)}) order by id for update`);
  const conds = [sql`true`];
  if (q.kodesupel) conds.push(sql`i.kodesupel = ${q.kodesupel}`);
  if (q.nos) conds.push(sql`i.notransaksi in (${list(q.nos)})`);
  if (q.sampai) conds.push(sql`i.tanggal <= ${sampai}::date`);
  if (q.jatuhtempo) conds.push(sql`coalesce(i.jatuhtempo, i.tanggal) <= ${q.jatuhtempo}::date`);
  conds.push(...pickerConds(q, 'i'));
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

/**
 * Invoices now, from their kept remaining (`sisakredit`); a settlement left out (`kecuali`) adds
 * back what it settled. Open invoices of every contact, oldest due first, are read along the
 * `tempo` index a page at a time; a page's count stops at COUNT_CAP (`lebih`), as lists do.
 */
async function keptPage(tx: Tx, side: OpenItemSide, q: InvoiceQuery): Promise<{ rows: Invoice[]; total: number; lebih?: boolean }> {
  if (q.lock && q.nos) for (const s of side.invoices) await tx.execute(sql`select id from ${raw(s.table)} where notransaksi in (${list(q.nos)}) order by id for update`);
  const back = q.kecuali ? sql`select no, sum(v) as v from (${settlementUnion(side, null, q.kecuali)}) k group by no` : null;
  // Open (and due): the kept due date says it, unless a settlement is left out.
  const byTempo = !!q.terbuka && !back;
  // Branches without their own WHERE (the planner then reads them as one relation: each branch's
  // conditions pushed down to its table, a page merged from each table's `tempo` index in order).
  const branch = (s: InvoiceSource) =>
    sql`select notransaksi::text as notransaksi, ${s.tipe}::text as tipe, tanggal, kodesupel::text as kodesupel, jatuhtempo, tempo,
               (${raw(s.jumlah)})::numeric(18,2) as jumlah, sisakredit::numeric(18,2) as sisa, (${raw(s.where ?? 'true')}) as faktur
        from ${raw(s.table)}`;
  // Open invoices have an amount: the kept due date implies each table's own condition.
  const conds = byTempo ? [] : [sql`x.faktur`];
  if (q.kodesupel) conds.push(sql`x.kodesupel = ${q.kodesupel}`);
  if (q.nos) conds.push(sql`x.notransaksi in (${list(q.nos)})`);
  if (byTempo) conds.push(q.jatuhtempo ? sql`x.tempo <= ${q.jatuhtempo}::date` : sql`x.tempo is not null`);
  else if (q.jatuhtempo) conds.push(sql`coalesce(x.jatuhtempo, x.tanggal) <= ${q.jatuhtempo}::date`);
  conds.push(...pickerConds(q, 'x'));
  const u = sql`(select * from (${sql.join(side.invoices.map(branch), sql` union all `)}) x where ${conds.length ? sql.join(conds, sql` and `) : sql`true`})`;
  const from = back
    ? sql`(select i.notransaksi, i.tipe, i.tanggal, i.kodesupel, i.jatuhtempo, i.tempo, i.jumlah, (i.sisa + coalesce(k.v, 0))::numeric(18,2) as sisa from ${u} i left join (${back}) k on k.no = i.notransaksi) x
          ${q.terbuka ? sql`where x.sisa > 0` : sql``}`
    : sql`${u} x`;
  const paged = q.limit !== undefined;
  const order = paged ? (byTempo ? sql`x.tempo, x.tanggal, x.notransaksi` : sql`coalesce(x.jatuhtempo, x.tanggal), x.tanggal, x.notransaksi`) : sql`x.tanggal, x.notransaksi`;
  const cols = sql`x.notransaksi, x.tipe, to_char(x.tanggal, 'YYYY-MM-DD') as tanggal, x.kodesupel, to_char(x.jatuhtempo, 'YYYY-MM-DD') as jatuhtempo, x.jumlah::text as jumlah, x.sisa::text as sisa`;
  if (!paged) {
    const rows = await rowsOf<Invoice>(tx, sql`select ${cols} from ${from} order by ${order}`);
    return { rows, total: rows.length };
  }
  // One statement: the page, and the count of every row (up to COUNT_CAP + 1) even past the last page.
  const got = await rowsOf<Invoice & { r: number | null; n: number }>(
    tx,
    sql`select p.*, c.n from (select count(*)::int as n from (select 1 from ${from} limit ${COUNT_CAP + 1}) c) c
        left join lateral (select ${cols}, row_number() over () as r from (select * from ${from} order by ${order} limit ${q.limit} offset ${q.offset ?? 0}) x) p on true
        order by p.r`,
  );
  const n = Number(got[0]?.n ?? 0);
  const rows = got.filter((x) => x.r !== null).map(({ r: _r, n: _n, ...x }) => x);
  return { rows, total: Math.min(n, COUNT_CAP), lebih: n > COUNT_CAP };
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
