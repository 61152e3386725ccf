/**
 * The server part of a report: the declaration plus its query. A query returns either every row
 * (reports bounded by the chart of accounts or the months of a year) or a listing read a page at a
 * time and in chunks (journal lines), between group heads and feet it gives.
 */
import type { Tx } from '@niaga/kernel/server';
import { dec, ZERO, type Dec } from '@niaga/core';
import type { ColumnSpec, ParamValues, ReportDecl, ReportRow } from '../declare';

export interface ReportContext {
  tx: Tx;
  /** The company's today ('YYYY-MM-DD', head office time zone). */
  today: string;
  userid: string;
}

/** Rows read a page at a time or in chunks (structurally the ledger's `Paged`). */
export interface PagedRows<T = Record<string, unknown>> {
  total: number;
  page(offset: number, limit: number): Promise<T[]>;
  chunks(size?: number): AsyncGenerator<T[]>;
}

export interface ListingGroup {
  /** Rows before the group's lines (its header, an opening balance). */
  head: ReportRow[];
  /** Lines of the group in the listing, in order. */
  count: number;
  /** Rows after them (subtotal, closing balance). */
  foot: ReportRow[];
}

export interface ReportData {
  /** Every row, in order (small reports). */
  rows?: ReportRow[];
  /** A large listing: its lines become detail rows (through `map`), between the groups' heads and feet. */
  listing?: {
    rows: PagedRows;
    map(row: Record<string, unknown>): ReportRow;
    /** In listing order; their counts add up to rows.total. Absent: one run of lines. */
    groups?: ListingGroup[];
  };
  /** Rows after everything: the totals. */
  totals?: ReportRow[];
  /** Lines printed under the parameters. */
  notes?: string[];
  /** The columns when the query decides them (months of a fiscal year); default the declaration's. */
  columns?: ColumnSpec[];
}

export interface ServerReport {
  decl: ReportDecl;
  run(ctx: ReportContext, p: ParamValues): Promise<ReportData>;
}

export function serverReport<D extends ReportDecl>(decl: D, run: (ctx: ReportContext, p: ParamValues) => Promise<ReportData>): ServerReport {
  return { decl, run };
}

/** Detail, header, subtotal and total rows. */
export const row = {
  d: (values: Record<string, unknown>): ReportRow => ({ _k: 'd', ...values }),
  h: (label: string, values: Record<string, unknown> = {}, indent = 0): ReportRow => ({ _k: 'h', _l: label, ...(indent ? { _i: indent } : {}), ...values }),
  s: (label: string, values: Record<string, unknown> = {}, indent = 0): ReportRow => ({ _k: 's', _l: label, ...(indent ? { _i: indent } : {}), ...values }),
  t: (label: string, values: Record<string, unknown> = {}): ReportRow => ({ _k: 't', _l: label, ...values }),
};

/** Exact sums of decimal-string columns. */
/** A plain decimal string ('-1234.5'), summed exactly as a scaled integer. */
const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Exact sums of the given keys. Plain decimal strings (what the queries return) are added as
 * scaled integers — exact, and some 20 times faster than decimal objects over thousands of rows;
 * anything else goes through `dec`.
 */
export class Sums {
  private readonly v = new Map<string, { n: bigint; scale: number; d: Dec }>();
  constructor(private readonly keys: string[]) {}
  add(values: Record<string, unknown>) {
    for (const k of this.keys) {
      const x = values[k];
      if (x === undefined || x === null || x === '') continue;
      const cur = this.v.get(k) ?? { n: 0n, scale: 0, d: ZERO };
      const m = typeof x === 'string' ? PLAIN.exec(x) : null;
      if (!m) {
        this.v.set(k, { ...cur, d: cur.d.plus(dec(x as string)) });
        continue;
      }
      const frac = m[3] ?? '';
      let n = BigInt(m[2] + frac) * (m[1] ? -1n : 1n);
      let { n: total, scale } = cur;
      if (frac.length > scale) {
        total *= 10n ** BigInt(frac.length - scale);
        scale = frac.length;
      } else n *= 10n ** BigInt(scale - frac.length);
      this.v.set(k, { n: total + n, scale, d: cur.d });
    }
    return this;
  }
  get(k: string): Dec {
    const c = this.v.get(k);
    if (!c) return ZERO;
    const neg = c.n < 0n;
    const digits = (neg ? -c.n : c.n).toString().padStart(c.scale + 1, '0');
    const text = c.scale ? `${digits.slice(0, digits.length - c.scale)}.${digits.slice(digits.length - c.scale)}` : digits;
    return dec(`${neg ? '-' : ''}${text}`).plus(c.d);
  }
  /** The sums as 2-decimal strings. */
  values(): Record<string, string> {
    return Object.fromEntries(this.keys.map((k) => [k, this.get(k).toFixed(2)]));
  }
}

export interface GroupOptions<T> {
  /** The group an item belongs to. */
  key(item: T): string;
  /** The group's head label. */
  label(key: string): string;
  /** The detail row of an item. */
  row(item: T): Record<string, unknown>;
  /** Columns summed per group and overall. */
  sum: string[];
  /** The subtotal's label (default "Jumlah <label>"). */
  subtotal?(key: string, label: string, count: number): string;
  /** Groups in this order (others after, in order of appearance); groups listed here show even when empty. */
  order?: string[];
  /** Rows after a group's subtotal (e.g. a computed line). */
  after?(key: string, sums: Sums): ReportRow[];
}

/** Items in groups: a head, the details, a subtotal per group; and the sums of everything. */
export function grouped<T>(items: T[], o: GroupOptions<T>): { rows: ReportRow[]; sums: Sums; groups: Map<string, Sums> } {
  const byKey = new Map<string, T[]>();
  for (const k of o.order ?? []) byKey.set(k, []);
  for (const it of items) {
    const k = o.key(it);
    if (!byKey.has(k)) byKey.set(k, []);
    byKey.get(k)!.push(it);
  }
  const rows: ReportRow[] = [];
  const all = new Sums(o.sum);
  const groups = new Map<string, Sums>();
  for (const [k, list] of byKey) {
    const label = o.label(k);
    const g = new Sums(o.sum);
    rows.push(row.h(label));
    for (const it of list) {
      const r = o.row(it);
      g.add(r);
      all.add(r);
      rows.push(row.d(r));
    }
    rows.push(row.s(o.subtotal ? o.subtotal(k, label, list.length) : `Jumlah ${label}`, g.values()));
    groups.set(k, g);
    if (o.after) rows.push(...o.after(k, g));
  }
  return { rows, sums: all, groups };
}
