/**
 * The rows of a report in display order, whatever its size: fixed rows (heads, feet, totals, or
 * every row of a small report) and spans of a listing's lines. A page reads at most one range of
 * the listing; a stream reads the listing once, through its cursor.
 */
import type { ReportRow } from '../declare';
import type { ReportData } from './define';

type Segment = { rows: ReportRow[] } | { from: number; count: number };

export interface Layout {
  /** Rows in display order. */
  length: number;
  /** Of them, the detail rows (`_k` 'd': a listing's lines and detail rows; not group heads, subtotals or totals). */
  detailCount: number;
  page(offset: number, limit: number): Promise<ReportRow[]>;
  /** Every row in order, in chunks. */
  stream(chunk?: number): AsyncGenerator<ReportRow[]>;
  /** Every detail row of a small report (charts); empty for listings. */
  details(): ReportRow[];
}

const size = (s: Segment) => ('rows' in s ? s.rows.length : s.count);

export function layoutOf(data: ReportData): Layout {
  const segments: Segment[] = [];
  if (data.rows?.length) segments.push({ rows: data.rows });
  const listing = data.listing;
  if (listing) {
    let from = 0;
    const groups = listing.groups ?? [{ head: [], count: listing.rows.total, foot: [] }];
    for (const g of groups) {
      if (g.head.length) segments.push({ rows: g.head });
      if (g.count > 0) segments.push({ from, count: g.count });
      from += g.count;
      if (g.foot.length) segments.push({ rows: g.foot });
    }
  }
  if (data.totals?.length) segments.push({ rows: data.totals });
  const length = segments.reduce((t, s) => t + size(s), 0);
  const fixedDetails = segments.reduce((t, s) => t + ('rows' in s ? s.rows.filter((r) => r._k === 'd').length : s.count), 0);

  return {
    length,
    detailCount: fixedDetails,
    details: () => (data.rows ?? []).filter((r) => r._k === 'd'),
    async page(offset, limit) {
      const end = Math.min(length, offset + limit);
      // What of each segment falls in [offset, end), and the one range of listing lines needed.
      const parts: Array<{ rows: ReportRow[] } | { raw: number; n: number }> = [];
      let pos = 0;
      let rawA = Infinity;
      let rawB = -Infinity;
      for (const s of segments) {
        const n = size(s);
        const a = Math.max(offset, pos);
        const b = Math.min(end, pos + n);
        if (a < b) {
          if ('rows' in s) parts.push({ rows: s.rows.slice(a - pos, b - pos) });
          else {
            const raw = s.from + (a - pos);
            parts.push({ raw, n: b - a });
            rawA = Math.min(rawA, raw);
            rawB = Math.max(rawB, raw + (b - a));
          }
        }
        pos += n;
        if (pos >= end) break;
      }
      const lines = listing && rawB > rawA ? (await listing.rows.page(rawA, rawB - rawA)).map(listing.map) : [];
      const out: ReportRow[] = [];
      for (const p of parts) out.push(...('rows' in p ? p.rows : lines.slice(p.raw - rawA, p.raw - rawA + p.n)));
      return out;
    },
    async *stream(chunk = 2000) {
      const it = listing ? listing.rows.chunks(chunk) : null;
      let buf: ReportRow[] = [];
      const take = async (n: number): Promise<ReportRow[]> => {
        while (buf.length < n && it) {
          const next = await it.next();
          if (next.done) break;
          buf = buf.concat(next.value.map(listing!.map));
        }
        const got = buf.slice(0, n);
        buf = buf.slice(n);
        return got;
      };
      try {
        for (const s of segments) {
          if ('rows' in s) {
            for (let i = 0; i < s.rows.length; i += chunk) yield s.rows.slice(i, i + chunk);
            continue;
          }
          let left = s.count;
          while (left > 0) {
            const got = await take(Math.min(chunk, left));
            if (!got.length) break;
            left -= got.length;
            yield got;
          }
        }
      } finally {
        // Drain and close the cursor (the generator's finally closes it).
        await it?.return(undefined);
      }
    },
  };
}
