/**
 * Listings of journal lines for reports: the ledger of a range of accounts (with opening balance
 * and running balance per account), the journal data of a period, and the journal analysis
 * (movement per source document and account). Summaries come in one query; the lines themselves
 * come a page at a time (screens) or in chunks through a cursor in the caller's transaction
 * (files), so 100,000 lines never sit in memory at once.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { dec } from '@niaga/core';
import { trialBalance } from './views';

/** Rows of a listing: a page at a time, or every row in order, in chunks. */
export interface Paged<T> {
  /** Rows in total. */
  total: number;
  page(offset: number, limit: number): Promise<T[]>;
  /** Every row in order, `size` at a time, through a cursor (inside the caller's transaction). */
  chunks(size?: number): AsyncGenerator<T[]>;
}

let cursorNo = 0;

function paged<T>(tx: Tx, total: number, query: SQL, map: (r: T) => T = (r) => r): Paged<T> {
  return {
    total,
    async page(offset, limit) {
      return (await rowsOf<T>(tx, sql`${query} offset ${Math.max(0, offset)} limit ${Math.max(0, limit)}`)).map(map);
    },
    async *chunks(size = 2000) {
      const name = sql.raw(`niaga_lst_${++cursorNo}`);
      await tx.execute(sql`declare ${name} no scroll cursor for ${query}`);
      try {
        for (;;) {
          const rows = await rowsOf<T>(tx, sql`fetch forward ${sql.raw(String(Math.max(1, Math.floor(size))))} from ${name}`);
          if (!rows.length) break;
          yield rows.map(map);
          if (rows.length < size) break;
        }
      } finally {
        await tx.execute(sql`close ${name}`);
      }
    },
  };
}

const codeRange = (alias: string, dari?: string, sampai?: string): SQL => {
  const a = sql.raw(alias);
  return sql`${dari ? sql`and ${a}.kodeacc >= ${dari}` : sql``} ${sampai ? sql`and ${a}.kodeacc <= ${sampai}` : sql``}`;
};

export interface LedgerAccount {
  perkiraan_id: number;
  kodeacc: string;
  namaacc: string;
  saldonormal: 'D' | 'K';
  /** Opening balance on the account's normal side. */
  saldoawal: string;
  /** Σ of the shown lines. */
  debet: string;
  kredit: string;
  saldoakhir: string;
  /** Lines shown for the account. */
  baris: number;
}

export interface LedgerLine {
  id: number;
  perkiraan_id: number;
  kodeacc: string;
  tanggal: string;
  sumber: string;
  notransaksi: string;
  keterangan: string;
  kontak: string;
  debet: string;
  kredit: string;
  /** Running balance on the account's normal side. */
  saldo: string;
  batal: boolean;
}

export interface LedgerInput {
  dari: string;
  sampai: string;
  /** Account code range (inclusive); absent: every account. */
  kodeDari?: string;
  kodeSampai?: string;
  /** Show reversed postings and their reversals too (they net to zero). */
  semua?: boolean;
}

/**
 * The ledger of every detail account in a code range over [dari, sampai]: per account its opening
 * balance, totals and closing balance (accounts with an opening balance or lines), and the lines in
 * account, date order with the running balance — the same figures /bukubesar shows per account.
 */
export async function ledgerListing(tx: Tx, r: LedgerInput): Promise<{ accounts: LedgerAccount[]; lines: Paged<LedgerLine> }> {
  const hide = r.semua ? sql`` : sql`and not b.batal`;
  const opening = await trialBalance(tx, { dari: r.dari, sampai: r.dari });
  const openById = new Map(opening.map((o) => [Number(o.perkiraan_id), o.awal]));
  const sums = await rowsOf<{ perkiraan_id: number; kodeacc: string; namaacc: string; saldonormal: 'D' | 'K'; n: number; d: string; k: string }>(
    tx,
    sql`select p.id as perkiraan_id, p.kodeacc, p.namaacc, p.saldonormal, coalesce(x.n, 0)::int as n,
               coalesce(x.d, 0)::numeric(20,2) as d, coalesce(x.k, 0)::numeric(20,2) as k
        from perkiraan p left join (
          select b.perkiraan_id, count(*) as n, sum(b.debet) as d, sum(b.kredit) as k from gl_baris b
          where b.tanggal between ${r.dari}::date and ${r.sampai}::date ${hide} and (b.debet <> 0 or b.kredit <> 0) group by 1) x on x.perkiraan_id = p.id
        where not p.grup ${codeRange('p', r.kodeDari, r.kodeSampai)}
        order by p.kodeacc`,
  );
  const accounts: LedgerAccount[] = [];
  for (const a of sums) {
    const awal = openById.get(Number(a.perkiraan_id)) ?? '0.00';
    if (Number(a.n) === 0 && Number(awal) === 0) continue;
    const sign = a.saldonormal === 'K' ? -1 : 1;
    const akhir = dec(awal).plus(dec(a.d)).minus(dec(a.k));
    accounts.push({
      perkiraan_id: Number(a.perkiraan_id),
      kodeacc: a.kodeacc,
      namaacc: a.namaacc,
      saldonormal: a.saldonormal,
      saldoawal: dec(awal).times(sign).toFixed(2),
      debet: a.d,
      kredit: a.k,
      saldoakhir: akhir.times(sign).toFixed(2),
      baris: Number(a.n),
    });
  }
  const ids = accounts.filter((a) => a.baris > 0);
  const total = ids.reduce((t, a) => t + a.baris, 0);
  const openVals = ids.length
    ? sql.join(
        ids.map((a) => sql`(${a.perkiraan_id}::int, ${openById.get(a.perkiraan_id) ?? '0'}::numeric)`),
        sql`, `,
      )
    : sql`(0, 0::numeric)`;
  const query = sql`select b.id, b.perkiraan_id, p.kodeacc, b.tanggal, j.sumber, j.notransaksi,
                           coalesce(nullif(b.keterangan, ''), j.keterangan) as keterangan, b.kontak, b.debet, b.kredit, b.batal,
                           ((o.awal + sum(b.debet - b.kredit) over (partition by b.perkiraan_id order by b.tanggal, b.id))
                             * case when p.saldonormal = 'K' then -1 else 1 end)::numeric(20,2) as saldo
                    from gl_baris b join (values ${openVals}) as o(perkiraan_id, awal) on o.perkiraan_id = b.perkiraan_id
                    join perkiraan p on p.id = b.perkiraan_id join gl_jurnal j on j.id = b.jurnal_id
                    where b.tanggal between ${r.dari}::date and ${r.sampai}::date ${hide} and (b.debet <> 0 or b.kredit <> 0)
                    order by p.kodeacc, b.tanggal, b.id`;
  return { accounts, lines: paged<LedgerLine>(tx, total, query, (x) => ({ ...x, id: Number(x.id), perkiraan_id: Number(x.perkiraan_id) })) };
}

export interface JournalLineRow {
  id: number;
  tanggal: string;
  sumber: string;
  notransaksi: string;
  /** The journal's description. */
  uraian: string;
  kodeacc: string;
  namaacc: string;
  /** The line's own description. */
  keterangan: string;
  kontak: string;
  debet: string;
  kredit: string;
  batal: boolean;
}

export interface JournalInput {
  dari: string;
  sampai: string;
  /** Source document codes (KM, KK, JU, …); absent: all. */
  sumber?: string[];
  semua?: boolean;
}

/** Journal data: every line of the journals of a period, in date and journal order, with totals. */
export async function journalListing(tx: Tx, r: JournalInput): Promise<{ debet: string; kredit: string; jurnal: number; lines: Paged<JournalLineRow> }> {
  const hide = r.semua ? sql`` : sql`and not b.batal`;
  const src = r.sumber?.length ? sql`and j.sumber in (${sql.join(r.sumber.map((s) => sql`${s}`), sql`, `)})` : sql``;
  const where = sql`from gl_baris b join gl_jurnal j on j.id = b.jurnal_id
                    where b.tanggal between ${r.dari}::date and ${r.sampai}::date ${hide} ${src} and (b.debet <> 0 or b.kredit <> 0)`;
  // Totals: without a source filter the journals' table is not needed.
  const from = r.sumber?.length ? where : sql`from gl_baris b where b.tanggal between ${r.dari}::date and ${r.sampai}::date ${hide} and (b.debet <> 0 or b.kredit <> 0)`;
  const [t] = await rowsOf<{ n: number; j: number; d: string; k: string }>(
    tx,
    sql`select count(*)::int as n, count(distinct b.jurnal_id)::int as j, coalesce(sum(b.debet), 0)::numeric(20,2) as d, coalesce(sum(b.kredit), 0)::numeric(20,2) as k ${from}`,
  );
  const query = sql`select b.id, b.tanggal, j.sumber, j.notransaksi, j.keterangan as uraian, p.kodeacc, p.namaacc, b.keterangan, b.kontak, b.debet, b.kredit, b.batal
                    from gl_baris b join gl_jurnal j on j.id = b.jurnal_id join perkiraan p on p.id = b.perkiraan_id
                    where b.tanggal between ${r.dari}::date and ${r.sampai}::date ${hide} ${src} and (b.debet <> 0 or b.kredit <> 0)
                    order by b.tanggal, b.jurnal_id, b.id`;
  return { debet: t.d, kredit: t.k, jurnal: Number(t.j), lines: paged<JournalLineRow>(tx, Number(t.n), query, (x) => ({ ...x, id: Number(x.id) })) };
}

export interface SourceMovementRow {
  sumber: string;
  kodeacc: string;
  namaacc: string;
  /** Journals of this source that touched the account. */
  jurnal: number;
  debet: string;
  kredit: string;
}

/**
 * Journal analysis: Σ debit and credit per source document code and account over a period
 * (reversed postings and their reversals left out, as they net to zero).
 */
export async function movementsBySource(tx: Tx, r: { dari: string; sampai: string; sumber?: string[] }): Promise<SourceMovementRow[]> {
  const src = r.sumber?.length ? sql`and j.sumber in (${sql.join(r.sumber.map((s) => sql`${s}`), sql`, `)})` : sql``;
  return rowsOf<SourceMovementRow>(
    tx,
    sql`select j.sumber, p.kodeacc, p.namaacc, count(distinct b.jurnal_id)::int as jurnal,
               sum(b.debet)::numeric(20,2) as debet, sum(b.kredit)::numeric(20,2) as kredit
        from gl_baris b join gl_jurnal j on j.id = b.jurnal_id join perkiraan p on p.id = b.perkiraan_id
        where b.tanggal between ${r.dari}::date and ${r.sampai}::date and not b.batal ${src} and (b.debet <> 0 or b.kredit <> 0)
        group by j.sumber, p.kodeacc, p.namaacc order by j.sumber, p.kodeacc`,
  );
}

/** Source document codes that have postings (for a report's choice of sources). */
export async function postedSources(tx: Tx): Promise<string[]> {
  return (await rowsOf<{ sumber: string }>(tx, sql`select distinct sumber from gl_jurnal order by 1`)).map((r) => r.sumber);
}
