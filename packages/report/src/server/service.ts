/**
 * Reports on the server: the acts (list, run, file) and the file download.
 *
 * - `laporan_list`: the reports the user may open (mopen of each report's access name).
 * - `laporan_run`: one page of a report's rows (right mopen of the report, checked by the endpoint).
 * - `laporan_unduh`: checks mprint (PDF) or mexport (XLSX) and mopen, validates the parameters and
 *   answers with a one-time download address valid for DOWNLOAD_SECONDS.
 * - `GET /unduh/<token>`: takes the token (once), checks the session is alive and the right still
 *   held, renders the file to a temporary file inside one read transaction, then sends it with its
 *   length (the browser shows real progress) and deletes it. Failures answer with the envelope.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { integer, jsonb, timestamp, varchar } from 'drizzle-orm/pg-core';
import { ActError, NUM, type Aksi } from '@niaga/kernel';
import { control, defineAct, hashToken, rowsOf, sessions, type AccessPolicy, type ActDef, type Company, type Database, type Envelope, type Tx } from '@niaga/kernel/server';
import { chartOf, columnsOf, reportRoute, type ParamValues, type ReportDecl } from '../declare';
import { describeParams, paramsSchema } from '../params';
import { layoutOf } from './layout';
import type { ReportContext, ServerReport } from './define';
import { writePdf, type CompanyHeader, type DocumentInfo } from './pdf';
import { writeXlsx } from './xlsx';
import type { ReportFileReply, ReportListReply, ReportRunReply } from '../replies';
import { readForReport, replicaText } from './replica';

/** One-time download tokens of report files (control schema: a token belongs to a session). */
export const unduhToken = control.table('unduh_token', {
  token_hash: varchar('token_hash', { length: 64 }).primaryKey(),
  company_id: integer('company_id').notNull(),
  session_id: integer('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  userid: varchar('userid', { length: 30 }).notNull(),
  lap: varchar('lap', { length: 60 }).notNull(),
  format: varchar('format', { length: 4 }).notNull(),
  param: jsonb('param').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const DOWNLOAD_SECONDS = 120;
/** A PDF holds at most this many rows (pages are kept until their numbers are written); XLSX has no limit. */
export const PDF_MAX_ROWS = 50_000;
export const DOWNLOAD_PATH = '/unduh';
/** Rows of one page on screen, at most. */
export const MAX_PAGE_SIZE_REPORT = 5000;

/**
 * A file that is not a report (the tax invoices of /eksporcsv): made by its module's own act, which
 * checks the right and calls `issueDownload`; `GET /unduh/<token>` checks the right again and
 * writes it with `write`.
 */
export interface ServerFile {
  /** Its name in unduh_token.lap (never a report's access name). */
  name: string;
  /** Per format (at most 4 letters): the content type and the right it needs. */
  formats: Record<string, { type: string; modul: string; aksi: Aksi }>;
  /** Writes the file at `file` (inside the tenant's read transaction) and answers its name. */
  write(ctx: ReportContext, param: unknown, format: string, file: string): Promise<string>;
}

/** A one-time download address of a ServerFile, made by an act that checked the right. */
export async function issueDownload(ctx: { tx: Tx; company?: Company | null; session?: { sessionId: number; userid: string } | null }, f: { name: string; format: string; param: unknown }) {
  const token = randomBytes(24).toString('base64url');
  await ctx.tx.delete(unduhToken).where(lt(unduhToken.expires_at, sql`now()`));
  await ctx.tx.insert(unduhToken).values({
    token_hash: hashToken(token),
    company_id: ctx.company!.id,
    session_id: ctx.session!.sessionId,
    userid: ctx.session!.userid,
    lap: f.name,
    format: f.format,
    param: f.param ?? {},
    expires_at: sql`now() + make_interval(secs => ${DOWNLOAD_SECONDS})`,
  });
  return `${DOWNLOAD_PATH}/${token}`;
}

export interface ReportServiceOptions {
  reports: ServerReport[];
  /** Files other than reports (ServerFile), by name. */
  files?: ServerFile[];
  /** Company name, address and logo for PDF and XLSX. */
  header(tx: Tx, company: Company): Promise<CompanyHeader>;
  /** The company's today, 'YYYY-MM-DD'. */
  today(tx: Tx): Promise<string>;
}

export type FileFormat = 'pdf' | 'xlsx';

const FORMAT_RIGHT: Record<FileFormat, Aksi> = { pdf: 'mprint', xlsx: 'mexport' };

const lapField = z.string({ error: 'Nama laporan (lap) wajib diisi' }).trim().min(1, 'Nama laporan (lap) wajib diisi').max(60);

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A file name from the title and the parameters' dates. */
function fileName(decl: ReportDecl, p: ParamValues, format: FileFormat): string {
  const parts = [slug(decl.title)];
  for (const v of Object.values(p)) {
    if (typeof v === 'string' && /^\d{4}-\d{2}(-\d{2})?$/.test(v)) parts.push(v);
    else if (v && typeof v === 'object' && 'dari' in v && 'sampai' in v && /^\d{4}-/.test(String((v as { dari: string }).dari))) parts.push(`${(v as { dari: string }).dari}_${(v as { sampai: string }).sampai}`);
  }
  return `${parts.join('-')}.${format}`;
}

function printedAt(timeZone = 'Asia/Jakarta'): string {
  const f = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).formatToParts(new Date());
  const g = (t: string) => f.find((x) => x.type === t)?.value ?? '';
  return `${g('day')}/${g('month')}/${g('year')} ${g('hour')}:${g('minute')}`;
}

/** Validated parameters of a report, or the refusal naming the first wrong one (`param.<name>`). */
function validate(decl: ReportDecl, raw: unknown, today: string): ParamValues {
  const r = paramsSchema(decl, today).safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0];
    const field = issue.path.length ? `param.${String(issue.path[0])}` : 'param';
    throw new ActError(NUM.INVALID, issue.message, { fields: { [field]: issue.message } });
  }
  return r.data;
}

/** The reports by access name, the other files by name, and a report run on checked parameters. */
function catalogue(opts: ReportServiceOptions) {
  const byAccess = new Map<string, ServerReport>();
  for (const r of opts.reports) {
    if (byAccess.has(r.decl.access)) throw new Error(`laporan '${r.decl.access}' terdaftar dua kali`);
    byAccess.set(r.decl.access, r);
  }
  const files = new Map((opts.files ?? []).map((f) => [f.name, f]));
  const find = (lap: string): ServerReport => {
    const r = byAccess.get(lap);
    if (!r) throw new ActError(NUM.NOT_FOUND, `Laporan '${lap.slice(0, 60)}' tidak dikenal.`);
    return r;
  };
  const prepare = async (tx: Tx, report: ServerReport, raw: unknown, userid: string) => {
    const today = await opts.today(tx);
    const p = validate(report.decl, raw, today);
    const ctx: ReportContext = { tx, today, userid };
    const data = await report.run(ctx, p);
    return { p, data, layout: layoutOf(data) };
  };
  return { opts, byAccess, files, find, prepare };
}

type Catalogue = ReturnType<typeof catalogue>;

/** `laporan_list`: the reports the user may open. */
function listAct({ opts }: Catalogue) {
  return defineAct({
    name: 'laporan_list',
    summary: 'Menu laporan (/menulaporan): tbl_laporan [{lap (nama akses), judul, grup, keterangan, rute (/menulap…), cetak, ekspor}] — hanya laporan yang boleh dibuka user (hak mopen); cetak/ekspor: hak mprint/mexport.',
    module: 'report',
    schema: z.object({}).passthrough(),
    async handler(ctx): Promise<ReportListReply> {
      const out = [];
      for (const r of opts.reports) {
        const lap = r.decl.access;
        if (!(await ctx.can(lap, 'mopen'))) continue;
        out.push({ lap, judul: r.decl.title, grup: r.decl.group, keterangan: r.decl.description ?? '', rute: reportRoute(lap), cetak: await ctx.can(lap, 'mprint'), ekspor: await ctx.can(lap, 'mexport') });
      }
      return { tbl_laporan: out };
    },
  });
}

/** `laporan_run`: one page of a report's rows. */
function runAct({ find, prepare }: Catalogue) {
  return defineAct({
    name: 'laporan_run',
    summary: `Menjalankan laporan: lap (nama akses, mis. mLapBB002; hak mopen), param {…} (yang tidak dikirim memakai nilai awal), page (dari 0), limit (1–${MAX_PAGE_SIZE_REPORT}, default 500) → info [{lap, judul, parameter [{label, nilai}], catatan}], kolom [{key, label, format}], grafik (atau null), query_data [{totpage, totrec, totdetail (baris detail saja), page, limit}], tbl_laporan (baris: _k h/d/s/t = judul grup/detail/subtotal/total, _l label).`,
    module: 'report',
    access: (p: { lap?: unknown }) => ({ modul: typeof p?.lap === 'string' ? p.lap.trim() : '', aksi: 'mopen' }),
    schema: z.object({
      lap: lapField,
      param: z.unknown().optional(),
      page: z.coerce.number({ error: 'page harus berupa angka' }).int().min(0).default(0),
      limit: z.coerce.number({ error: 'limit harus berupa angka' }).int().min(1).max(MAX_PAGE_SIZE_REPORT, `limit maksimal ${MAX_PAGE_SIZE_REPORT}`).default(500),
    }),
    async handler(ctx, q): Promise<ReportRunReply> {
      const report = find(q.lap);
      // Read on the replica when one is configured (replica.ts).
      return readForReport(ctx.tx, ctx.company, async (tx, replika) => {
      const { p, data, layout } = await prepare(tx, report, q.param, ctx.session?.userid ?? '');
      const rows = await layout.page(q.page * q.limit, q.limit);
      const chart = chartOf(report.decl, p);
      const catatan = [...(data.notes ?? []), ...(replika ? [replicaText(replika)] : [])];
      return {
        info: [{ lap: report.decl.access, judul: report.decl.title, parameter: describeParams(report.decl, p), catatan, param: p, replika }],
        kolom: data.columns ?? columnsOf(report.decl, p),
        grafik: chart ? { ...chart, rows: layout.details() } : null,
        query_data: [{ totpage: Math.ceil(layout.length / q.limit), totrec: layout.length, totdetail: layout.detailCount, page: q.page, limit: q.limit }],
        tbl_laporan: rows,
      };
      });
    },
  });
}

/** `laporan_unduh`: a one-time download address of a report's file. */
function unduhAct({ find, prepare }: Catalogue) {
  return defineAct({
    name: 'laporan_unduh',
    summary: `Berkas laporan: lap, format (pdf: hak mprint; xlsx: hak mexport; keduanya juga mopen), param {…} → {url: '${DOWNLOAD_PATH}/<token>' (GET, sekali pakai, ${DOWNLOAD_SECONDS} detik, sesi yang sama), nama (nama berkas), baris}. PDF maksimal ${PDF_MAX_ROWS.toLocaleString('id-ID')} baris.`,
    module: 'report',
    log: 'cetak',
    access: (p: { lap?: unknown; format?: unknown }) => ({ modul: typeof p?.lap === 'string' ? p.lap.trim() : '', aksi: p?.format === 'xlsx' ? 'mexport' : 'mprint' }),
    schema: z.object({
      lap: lapField,
      format: z.enum(['pdf', 'xlsx'], { error: 'format harus pdf atau xlsx' }),
      param: z.unknown().optional(),
    }),
    async handler(ctx, q): Promise<ReportFileReply> {
      const report = find(q.lap);
      if (!(await ctx.can(q.lap, 'mopen'))) throw new ActError(NUM.DENIED, `Maaf, Anda tidak memiliki hak akses buka pada modul ${q.lap}.`);
      const { p, layout } = await prepare(ctx.tx, report, q.param, ctx.session!.userid);
      if (q.format === 'pdf' && layout.length > PDF_MAX_ROWS)
        throw new ActError(
          NUM.RULE,
          `Laporan ini berisi ${layout.length.toLocaleString('id-ID')} baris, terlalu banyak untuk PDF (maksimal ${PDF_MAX_ROWS.toLocaleString('id-ID')}). Persempit parameter atau unduh sebagai XLSX.`,
        );
      const token = randomBytes(24).toString('base64url');
      await ctx.tx.delete(unduhToken).where(lt(unduhToken.expires_at, sql`now()`));
      await ctx.tx.insert(unduhToken).values({
        token_hash: hashToken(token),
        company_id: ctx.company!.id,
        session_id: ctx.session!.sessionId,
        userid: ctx.session!.userid,
        lap: q.lap,
        format: q.format,
        param: p,
        expires_at: sql`now() + make_interval(secs => ${DOWNLOAD_SECONDS})`,
      });
      ctx.activity?.({ jenis: q.format === 'pdf' ? 'cetak' : 'ekspor', dokumen: q.lap, after: { format: q.format, ...p } });
      return { url: `${DOWNLOAD_PATH}/${token}`, nama: fileName(report.decl, p, q.format), baris: layout.length };
    },
  });
}

/** Takes a download token (once: it is deleted), with whether its session is alive, it is fresh, and its company. */
async function claimToken(db: Database, token: string) {
  return db.tx(null, async (tx) => {
    const [t] = await tx
      .delete(unduhToken)
      .where(eq(unduhToken.token_hash, hashToken(token)))
      .returning();
    if (!t) return null;
    const [s] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, t.session_id), isNull(sessions.revoked_at), gt(sessions.expires_at, sql`now()`)))
      .limit(1);
    const [fresh] = await rowsOf<{ ok: boolean }>(tx, sql`select ${t.expires_at}::timestamptz > now() as ok`);
    const [company] = await rowsOf<Company>(tx, sql`select id, idperusahaan, nama, schema_name, startflag, ip_sistem from control.companies where id = ${t.company_id}`);
    return { t, session: Boolean(s), fresh: Boolean(fresh?.ok), company };
  });
}

/**
 * Renders the file of a download token to a temporary file. Returns the file and its name, or
 * an envelope saying why not (unknown/used/expired token, session gone, right withdrawn).
 */
async function render({ opts, byAccess, files, prepare }: Catalogue, db: Database, access: AccessPolicy, token: string): Promise<{ file: string; dir: string; name: string; type: string } | Envelope> {
  if (!token || token.length > 100) return { num: NUM.NOT_FOUND, msg: 'Tautan unduhan tidak dikenal.', data: null };
  const claimed = await claimToken(db, token);
  if (!claimed) return { num: NUM.NOT_FOUND, msg: 'Tautan unduhan tidak dikenal atau sudah dipakai. Unduh ulang dari layar laporan.', data: null };
  if (!claimed.fresh) return { num: NUM.EXPIRED, msg: 'Tautan unduhan sudah kedaluwarsa. Unduh ulang dari layar laporan.', data: null };
  if (!claimed.session || !claimed.company) return { num: NUM.EXPIRED, msg: 'Sesi login sudah berakhir, silakan login kembali.', data: null };
  const { t, company } = claimed;
  const other = files.get(t.lap);
  if (other) return renderFile(opts, db, access, other, t, company);
  const format = t.format as FileFormat;
  const report = byAccess.get(t.lap);
  if (!report) return { num: NUM.NOT_FOUND, msg: `Laporan '${t.lap}' tidak dikenal.`, data: null };
  const dir = await mkdtemp(join(tmpdir(), 'niaga-lap-'));
  const file = join(dir, `laporan.${format}`);
  try {
    const denied = await db.tx(company.schema_name, async (tx) => {
      for (const aksi of ['mopen', FORMAT_RIGHT[format]] as Aksi[])
        if (!(await access(tx, company, t.userid, t.lap, aksi))) return `Maaf, Anda tidak memiliki hak akses ${aksi === 'mopen' ? 'buka' : aksi === 'mprint' ? 'cetak' : 'ekspor'} pada modul ${t.lap}.`;
      const { p, data, layout } = await prepare(tx, report, t.param, t.userid);
      const info: DocumentInfo = {
        title: report.decl.title,
        company: await opts.header(tx, company),
        params: describeParams(report.decl, p),
        notes: data.notes,
        columns: data.columns ?? columnsOf(report.decl, p),
        printed: `${printedAt()} · ${t.userid}`,
        orientation: report.decl.orientation,
      };
      if (format === 'pdf') await writePdf(file, info, layout.stream());
      else await writeXlsx(file, info, layout.stream());
      return null;
      // A snapshot that only reads: one moment's figures, and no move lock (a company move does not wait for a long export).
    }, { snapshot: true });
    if (denied) {
      await rm(dir, { recursive: true, force: true });
      return { num: NUM.DENIED, msg: denied, data: null };
    }
    return { file, dir, name: fileName(report.decl, t.param as ParamValues, format), type: format === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
  } catch (e) {
    await rm(dir, { recursive: true, force: true });
    throw e;
  }
}

async function renderFile(opts: ReportServiceOptions, db: Database, access: AccessPolicy, f: ServerFile, t: typeof unduhToken.$inferSelect, company: Company) {
  const fmt = f.formats[t.format];
  if (!fmt) return { num: NUM.NOT_FOUND, msg: `Format '${t.format}' tidak dikenal.`, data: null } as Envelope;
  const dir = await mkdtemp(join(tmpdir(), 'niaga-file-'));
  const file = join(dir, `berkas.${t.format}`);
  try {
    const out = await db.tx(company.schema_name, async (tx) => {
      if (!(await access(tx, company, t.userid, fmt.modul, fmt.aksi))) return { denied: `Maaf, Anda tidak memiliki hak akses pada modul ${fmt.modul}.` };
      return { name: await f.write({ tx, today: await opts.today(tx), userid: t.userid }, t.param, t.format, file) };
    }, { snapshot: true });
    if ('denied' in out) {
      await rm(dir, { recursive: true, force: true });
      return { num: NUM.DENIED, msg: out.denied, data: null } as Envelope;
    }
    return { file, dir, name: out.name, type: fmt.type };
  } catch (e) {
    await rm(dir, { recursive: true, force: true });
    throw e;
  }
}

/** Opens a rendered file for sending; the directory is removed once the stream closes. */
async function open(f: { file: string; dir: string }) {
  const { size } = await stat(f.file);
  const stream = createReadStream(f.file);
  stream.on('close', () => void rm(f.dir, { recursive: true, force: true }));
  return { size, stream };
}

export function reportService(opts: ReportServiceOptions) {
  const c = catalogue(opts);
  return {
    acts: [listAct(c), runAct(c), unduhAct(c)] as ActDef[],
    render: (db: Database, access: AccessPolicy, token: string) => render(c, db, access, token),
    open,
    find: (lap: string) => c.byAccess.get(lap) ?? null,
    reports: opts.reports,
  };
}

export type ReportService = ReturnType<typeof reportService>;
