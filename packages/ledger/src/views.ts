/**
 * Read side of the books: trial balance for any date range, monthly movements, balance sheet,
 * and the ledger of one account with its running balance. Whole months come from the maintained
 * monthly balances (gl_saldo), the days of partial months at the edges from the maintained daily
 * balances (gl_saldo_harian); only listings of lines read the lines.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { addDays, lastDay, periodeOf, ymd } from './dates';

export interface TrialBalanceRow {
  perkiraan_id: number;
  kodeacc: string;
  namaacc: string;
  kelompok: string;
  tipe: string;
  saldonormal: 'D' | 'K';
  /** Balance before `dari` (debit − credit). */
  awal: string;
  debet: string;
  kredit: string;
  /** Balance at the end of `sampai` (debit − credit). */
  akhir: string;
}

export interface RangeInput {
  /** First day (inclusive); absent: from the beginning (opening balances included in movement). */
  dari?: string;
  /** Last day (inclusive). */
  sampai: string;
}

const monthStart = (t: string) => `${t.slice(0, 8)}01`;
const monthEnd = (t: string) => ymd(Number(t.slice(0, 4)), Number(t.slice(5, 7)), lastDay(Number(t.slice(0, 4)), Number(t.slice(5, 7))));

const dayNo = (t: string) => Number(t.slice(8, 10));
const nextPeriode = (p: number) => (p % 100 === 12 ? p + 89 : p + 1);
const prevPeriode = (p: number) => (p % 100 === 1 ? p - 89 : p - 1);

/** Σ of whole days [a, b] per account from the daily balances, with a sign. */
function days(a: string, b: string, sign: 1 | -1): SQL {
  return sign === 1
    ? sql`select perkiraan_id, debet, kredit from gl_saldo_harian where tanggal between ${a}::date and ${b}::date`
    : sql`select perkiraan_id, -debet as debet, -kredit as kredit from gl_saldo_harian where tanggal between ${a}::date and ${b}::date`;
}

/**
 * Σ over [dari, sampai] per account, from maintained figures only: whole months from gl_saldo; a
 * partial month at either edge either subtracts the days outside the range from its whole month or
 * adds the days inside it (gl_saldo_harian), whichever reads fewer days.
 */
function movementSql(dari: string | undefined, sampai: string): SQL {
  const parts: SQL[] = [];
  let from = dari ? periodeOf(dari) : 0;
  let to = periodeOf(sampai);
  if (dari && from === to) {
    const inside = dayNo(sampai) - dayNo(dari) + 1;
    const outside = dayNo(dari) - 1 + (dayNo(monthEnd(sampai)) - dayNo(sampai));
    if (outside === 0) return sql`select perkiraan_id, debet, kredit from gl_saldo where periode = ${from}`;
    if (inside <= outside) return days(dari, sampai, 1);
    parts.push(sql`select perkiraan_id, debet, kredit from gl_saldo where periode = ${from}`);
    if (dari !== monthStart(dari)) parts.push(days(monthStart(dari), addDays(dari, -1), -1));
    if (sampai !== monthEnd(sampai)) parts.push(days(addDays(sampai, 1), monthEnd(sampai), -1));
    return sql.join(parts, sql` union all `);
  }
  if (dari && dari !== monthStart(dari)) {
    const before = dayNo(dari) - 1;
    const inside = dayNo(monthEnd(dari)) - dayNo(dari) + 1;
    if (before <= inside) parts.push(days(monthStart(dari), addDays(dari, -1), -1));
    else {
      parts.push(days(dari, monthEnd(dari), 1));
      from = nextPeriode(from);
    }
  }
  if (sampai !== monthEnd(sampai)) {
    const after = dayNo(monthEnd(sampai)) - dayNo(sampai);
    const inside = dayNo(sampai);
    if (after <= inside) parts.push(days(addDays(sampai, 1), monthEnd(sampai), -1));
    else {
      parts.push(days(monthStart(sampai), sampai, 1));
      to = prevPeriode(to);
    }
  }
  if (from <= to) parts.push(sql`select perkiraan_id, debet, kredit from gl_saldo where periode between ${from} and ${to}`);
  if (!parts.length) return sql`select 0 as perkiraan_id, 0::numeric as debet, 0::numeric as kredit where false`;
  return sql.join(parts, sql` union all `);
}

/** Balance per account strictly before `tanggal` (debit − credit), from maintained figures. */
function beforeSql(tanggal: string): SQL {
  const p = periodeOf(tanggal);
  if (tanggal === monthStart(tanggal)) return sql`select perkiraan_id, debet, kredit from gl_saldo where periode < ${p}`;
  const inside = dayNo(tanggal) - 1;
  const after = dayNo(monthEnd(tanggal)) - dayNo(tanggal) + 1;
  if (inside <= after) return sql`select perkiraan_id, debet, kredit from gl_saldo where periode < ${p} union all ${days(monthStart(tanggal), addDays(tanggal, -1), 1)}`;
  return sql`select perkiraan_id, debet, kredit from gl_saldo where periode <= ${p} union all ${days(tanggal, monthEnd(tanggal), -1)}`;
}

/**
 * Live closing journals (year-end, sumber TB) in [dari, sampai], negated: added to a movement they
 * take the closing out of it, so a profit and loss over a closed year still shows the year's
 * figures. A reversed closing and its reversal net to zero in the movement already. Reads the few
 * closing journals through the partial index of live postings (gl_jurnal_live_key).
 */
function withoutClosingSql(dari: string | undefined, sampai: string): SQL {
  const from = dari ? sql`and j.tanggal >= ${dari}::date` : sql``;
  return sql`select b.perkiraan_id, -b.debet as debet, -b.kredit as kredit from gl_jurnal j join gl_baris b on b.jurnal_id = j.id
             where j.sumber = ${SUMBER_TUTUP_KODE} and j.status = 0 ${from} and j.tanggal <= ${sampai}::date`;
}

/** The code of closing journals (also SUMBER_TUTUP of yearend.ts). */
const SUMBER_TUTUP_KODE = 'TB';

/**
 * The trial balance over [dari, sampai] from maintained figures (any range: whole months and the
 * days at its edges). `tanpaTutup` leaves the year-end closing journals out of the movement (for
 * a profit and loss); the opening balance always includes them.
 */
export async function trialBalance(tx: Tx, r: RangeInput & { kelompok?: string[]; tanpaTutup?: boolean }): Promise<TrialBalanceRow[]> {
  const awal = r.dari ? beforeSql(r.dari) : sql`select 0 as perkiraan_id, 0::numeric as debet, 0::numeric as kredit where false`;
  const move = r.tanpaTutup ? sql`${movementSql(r.dari, r.sampai)} union all ${withoutClosingSql(r.dari, r.sampai)}` : movementSql(r.dari, r.sampai);
  const kel = r.kelompok?.length ? sql`and p.kelompok in (${sql.join(r.kelompok.map((k) => sql`${k}`), sql`, `)})` : sql``;
  return rowsOf<TrialBalanceRow>(
    tx,
    sql`with a as (select perkiraan_id, sum(debet - kredit) as v from (${awal}) x group by 1),
             m as (select perkiraan_id, sum(debet) as d, sum(kredit) as k from (${move}) y group by 1)
        select p.id as perkiraan_id, p.kodeacc, p.namaacc, p.kelompok, p.tipe, p.saldonormal,
               coalesce(a.v, 0)::numeric(20,2) as awal, coalesce(m.d, 0)::numeric(20,2) as debet, coalesce(m.k, 0)::numeric(20,2) as kredit,
               (coalesce(a.v, 0) + coalesce(m.d, 0) - coalesce(m.k, 0))::numeric(20,2) as akhir
        from perkiraan p left join a on a.perkiraan_id = p.id left join m on m.perkiraan_id = p.id
        where not p.grup and (a.v <> 0 or m.d <> 0 or m.k <> 0) ${kel}
        order by p.kodeacc`,
  );
}

export interface MonthlyRow {
  perkiraan_id: number;
  kodeacc: string;
  periode: number;
  /** Movement of the month, debit − credit. */
  mutasi: string;
}

/**
 * Movement per account and month between two periods (yyyymm), e.g. a monthly profit and loss;
 * `tanpaTutup` leaves the year-end closing journals out.
 */
export async function monthlyMovements(tx: Tx, r: { dariPeriode: number; sampaiPeriode: number; kelompok?: string[]; tanpaTutup?: boolean }): Promise<MonthlyRow[]> {
  const kel = r.kelompok?.length ? sql`and p.kelompok in (${sql.join(r.kelompok.map((k) => sql`${k}`), sql`, `)})` : sql``;
  const closing = r.tanpaTutup
    ? sql`union all select b.perkiraan_id, b.periode, -(b.debet - b.kredit) from gl_jurnal j join gl_baris b on b.jurnal_id = j.id
          where j.sumber = ${SUMBER_TUTUP_KODE} and j.status = 0 and b.periode between ${r.dariPeriode} and ${r.sampaiPeriode}`
    : sql``;
  return rowsOf<MonthlyRow>(
    tx,
    sql`select s.perkiraan_id, p.kodeacc, s.periode, sum(s.v)::numeric(20,2) as mutasi
        from (select perkiraan_id, periode, debet - kredit as v from gl_saldo where periode between ${r.dariPeriode} and ${r.sampaiPeriode} ${closing}) s
        join perkiraan p on p.id = s.perkiraan_id
        where true ${kel}
        group by s.perkiraan_id, p.kodeacc, s.periode having sum(s.v) <> 0
        order by p.kodeacc, s.periode`,
  );
}

export interface BalanceSheet {
  rows: TrialBalanceRow[];
  /** Profit of the fiscal year up to the date (credit − debit of classes 4–6), not yet closed. */
  labaBerjalan: string;
  /** Profit of earlier years not closed yet. */
  labaBelumDitutup: string;
}

/** Balance sheet at a date: classes 1–3 plus the profit not yet closed to Laba Ditahan. */
export async function balanceSheet(tx: Tx, tanggal: string, tahunMulai: string): Promise<BalanceSheet> {
  const rows = await trialBalance(tx, { sampai: tanggal, kelompok: ['1', '2', '3'] });
  const [pl] = await rowsOf<{ berjalan: string; lalu: string }>(
    tx,
    sql`select coalesce(sum(case when x.tanggal >= ${tahunMulai}::date then x.v end), 0)::numeric(20,2) as berjalan,
               coalesce(sum(case when x.tanggal < ${tahunMulai}::date then x.v end), 0)::numeric(20,2) as lalu
        from (select to_date(s.periode::text || '01', 'YYYYMMDD') as tanggal, s.kredit - s.debet as v
              from gl_saldo s join perkiraan p on p.id = s.perkiraan_id where p.kelompok in ('4', '5', '6') and s.periode <= ${periodeOf(tanggal)}
              union all select h.tanggal, h.debet - h.kredit from gl_saldo_harian h join perkiraan p on p.id = h.perkiraan_id
              where p.kelompok in ('4', '5', '6') and h.tanggal > ${tanggal}::date and h.tanggal <= ${monthEnd(tanggal)}::date) x`,
  );
  return { rows, labaBerjalan: pl.berjalan, labaBelumDitutup: pl.lalu };
}

export interface LedgerRow {
  id: number;
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

export interface AccountLedger {
  saldoawal: string;
  saldoakhir: string;
  totdebet: string;
  totkredit: string;
  totrec: number;
  rows: LedgerRow[];
}

/**
 * The ledger of one account over [dari, sampai]: opening balance, lines in date order with the
 * running balance on the account's normal side. Reversed postings and their reversals (`batal`)
 * net to zero on the same date and are hidden unless `semua`.
 */
export async function accountLedger(
  tx: Tx,
  r: { perkiraan_id: number; saldonormal: 'D' | 'K'; dari: string; sampai: string; semua?: boolean; offset?: number; limit?: number },
): Promise<AccountLedger> {
  const sign = r.saldonormal === 'K' ? -1 : 1;
  const [o] = await rowsOf<{ v: string }>(tx, sql`select (coalesce(sum(debet - kredit), 0) * ${sign})::numeric(20,2) as v from (${beforeSql(r.dari)}) x where perkiraan_id = ${r.perkiraan_id}`);
  const hide = r.semua ? sql`` : sql`and not b.batal`;
  const base = sql`from gl_baris b join gl_jurnal j on j.id = b.jurnal_id
                   where b.perkiraan_id = ${r.perkiraan_id} and b.tanggal between ${r.dari}::date and ${r.sampai}::date ${hide} and (b.debet <> 0 or b.kredit <> 0)`;
  const [t] = await rowsOf<{ n: number; d: string; k: string }>(tx, sql`select count(*)::int as n, coalesce(sum(b.debet), 0)::numeric(20,2) as d, coalesce(sum(b.kredit), 0)::numeric(20,2) as k ${base}`);
  const rows = await rowsOf<LedgerRow>(
    tx,
    sql`select * from (
          select b.id, b.tanggal, j.sumber, j.notransaksi, coalesce(nullif(b.keterangan, ''), j.keterangan) as keterangan, b.kontak, b.debet, b.kredit, b.batal,
                 (${o.v}::numeric + ${sign} * sum(b.debet - b.kredit) over (order by b.tanggal, b.id))::numeric(20,2) as saldo
          ${base}) x order by tanggal, id offset ${r.offset ?? 0} limit ${r.limit ?? 1000000}`,
  );
  const [e] = await rowsOf<{ v: string }>(tx, sql`select (${o.v}::numeric + ${sign} * (${t.d}::numeric - ${t.k}::numeric))::numeric(20,2) as v`);
  return { saldoawal: o.v, saldoakhir: e.v, totdebet: t.d, totkredit: t.k, totrec: Number(t.n), rows: rows.map((x) => ({ ...x, id: Number(x.id) })) };
}

export interface SubledgerRow {
  kontak: string;
  kodeacc: string;
  /** Balance (debit − credit) up to `sampai`. */
  saldo: string;
}

/**
 * The receivable or payable subledger: balance per customer/supplier on the control accounts
 * (type PIUTANG or HUTANG) up to a date. Σ of it equals the control accounts (invariant).
 */
export async function subledger(tx: Tx, r: { tipe: 'PIUTANG' | 'HUTANG'; sampai?: string; kontak?: string }): Promise<SubledgerRow[]> {
  const until = r.sampai ? sql`and b.tanggal <= ${r.sampai}::date` : sql``;
  const who = r.kontak ? sql`and b.kontak = ${r.kontak}` : sql``;
  return rowsOf<SubledgerRow>(
    tx,
    sql`select b.kontak, p.kodeacc, sum(b.debet - b.kredit)::numeric(20,2) as saldo
        from gl_baris b join perkiraan p on p.id = b.perkiraan_id
        where p.tipe = ${r.tipe} ${until} ${who}
        group by b.kontak, p.kodeacc having sum(b.debet - b.kredit) <> 0 order by b.kontak, p.kodeacc`,
  );
}

/** Balances (debit − credit) of some accounts at the end of `tanggal`, from maintained figures. */
export async function balancesAt(tx: Tx, ids: number[], tanggal: string): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await rowsOf<{ perkiraan_id: number; v: string }>(
    tx,
    sql`select perkiraan_id, sum(debet - kredit)::numeric(20,2)::text as v from (${movementSql(undefined, tanggal)}) x
        where perkiraan_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) group by 1`,
  );
  return new Map(rows.map((r) => [Number(r.perkiraan_id), r.v]));
}
