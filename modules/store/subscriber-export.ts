/**
 * The subscribers' CSV export (issue 42; /listsharesubscriber's Ekspor CSV): the act
 * `sharesubscriber_ekspor` (right mShare · Ekspor) answers a one-time download address of the
 * report service (GET /unduh/<token>), whose file lists e-mail, store, active, sign-up date and
 * each subscriber's unsubscribe link; `;` separated with a header line, UTF-8 with a BOM (as Excel
 * in Indonesia opens it). A cell of visitor text that would start a spreadsheet formula is
 * written with a leading apostrophe. Server only.
 */
import { writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { defineAct, rowsOf, type Tx } from '@niaga/kernel/server';
import { issueDownload, type ServerFile } from '@niaga/report/server';

const AKSES = { modul: 'mShare', aksi: 'mexport' } as const;
const param = z.object({
  shareid: z.string().trim().max(40).optional().default(''),
  aktif: z.boolean().optional().default(false),
});
type Param = z.infer<typeof param>;

interface Row {
  email: string;
  shareid: string;
  aktif: boolean;
  tanggal: string;
  token: string;
}

const where = (p: Param) => sql`where (${p.shareid} = '' or shareid = ${p.shareid}) and (not ${p.aktif} or aktif)`;
const read = (tx: Tx, p: Param) =>
  rowsOf<Row>(tx, sql`select email, shareid, aktif, to_char(created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as tanggal, token from sharesubscriber ${where(p)} order by shareid, email`);

/** One CSV cell: quoted when it holds the separator, a quote or a line break; a formula start defused. */
export function csvCell(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function subscriberCsv(rows: Row[], origin: string): string {
  const head = ['email', 'toko', 'aktif', 'tanggal_daftar', 'tautan_berhenti'];
  const lines = rows.map((r) => [r.email, r.shareid, r.aktif ? 'ya' : 'tidak', r.tanggal, `${origin}/s/${encodeURIComponent(r.shareid)}/berhenti/${r.token}`].map(csvCell).join(';'));
  return `\uFEFF${[head.join(';'), ...lines].join('\r\n')}\r\n`;
}

const fileName = (p: Param) => `subscriber${p.shareid ? `-${p.shareid}` : ''}.csv`;

export const sharesubscriber_ekspor = defineAct({
  name: 'sharesubscriber_ekspor',
  summary:
    'Ekspor subscriber toko online ke CSV (hak mShare · Ekspor): shareid (kosong: semua toko), aktif (true: hanya yang masih berlangganan) → {url: /unduh/<token> (GET, sekali pakai), nama, baris}. Kolom: email;toko;aktif;tanggal_daftar;tautan_berhenti.',
  module: 'store',
  access: AKSES,
  log: 'ekspor',
  schema: param,
  async handler(ctx, p) {
    const [{ n }] = await rowsOf<{ n: number }>(ctx.tx, sql`select count(*)::int as n from sharesubscriber ${where(p)}`);
    if (!n) throw new ActError(NUM.RULE, 'Belum ada subscriber untuk diekspor.');
    const url = await issueDownload(ctx, { name: 'sharesubscriber', format: 'csv', param: p });
    ctx.activity?.({ jenis: 'ekspor', dokumen: 'sharesubscriber', after: { shareid: p.shareid, aktif: p.aktif, baris: n } });
    return { url, nama: fileName(p), baris: n };
  },
});

export const subscriberFile: ServerFile = {
  name: 'sharesubscriber',
  formats: { csv: { type: 'text/csv; charset=utf-8', ...AKSES } },
  async write(ctx, raw, _format, file) {
    const p = param.parse(raw);
    await writeFile(file, subscriberCsv(await read(ctx.tx, p), (process.env.PUBLIC_URL ?? '').replace(/\/$/, '')));
    return fileName(p);
  },
};
