/**
 * What a business document's save reads and checks before its own rules: the user's date lock and
 * office, the number series' formats and the books' calendar (one statement), the dates against
 * the period lock; and the books' warnings a person confirms (`konfirmasi`).
 */
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { STATUS, type DocumentMeta } from '../../document';
import { ActError, NUM } from '../../errors';
import type { ActContext } from '../acts';
import type { PostingRef } from '../books';
import { prepared, rowsOf, type Tx } from '../db';
import type { NumberFormat, SeriesFacts } from '../numbering';
import type { RefPlan } from '../refs';
import { assertNotUsed } from './checks';
import type { Rec, RecordContext, Row } from './context';

/**
 * `konfirmasi` of a posting document's save: true — the warnings were seen and confirmed; false —
 * the client asks for them; absent — not asked (a client that cannot ask a person, an import).
 */
export const KONFIRMASI = z
  .unknown()
  .optional()
  .transform((v, c): boolean | undefined => {
    if (v === undefined || v === null || v === '') return undefined;
    if (v === true || v === 1 || v === '1' || v === 'true') return true;
    if (v === false || v === 0 || v === '0' || v === 'false') return false;
    c.addIssue({ code: 'custom', message: 'konfirmasi harus bernilai ya/tidak' });
    return z.NEVER;
  });

/**
 * Before the posting is made: the books' warnings (a cash account below zero), when the client
 * asks for them (`konfirmasi` false), refuse the save (num 1, data.perlukonfirmasi and
 * data.peringatan) for the person to confirm and save again with `konfirmasi` true.
 */
export async function askFirst(ctx: ActContext, ref: PostingRef, posting: unknown, konfirmasi: boolean | undefined) {
  if (konfirmasi !== false || !ctx.books?.warnings) return;
  const peringatan = await ctx.books.warnings(ctx.tx, ref, posting);
  if (peringatan.length) throw new ActError(NUM.RULE, peringatan.join(' '), { perlukonfirmasi: true, peringatan });
}

/** What a new document's save needs to know about its user and its number series, read at once. */
export interface DocumentFacts {
  /** The user has the date-lock flag (pengguna.kuncitanggal, spec §4). */
  dateLocked: boolean;
  /** The user's login department when it is an office, else the head office ('' when none). */
  office: string;
  /** The number series' formats: known to `nextNumber`, which then reads nothing but the counter. */
  series: SeriesFacts;
  /** The reference check read with the facts (same statement), for the codes of `key`. */
  refs: { key: string; judge(tx: Tx): void } | null;
}

/** One query: the user's date lock and office, the head office, the formats of a number series, the books' calendar. */
async function documentFacts(ctx: ActContext, code: string, refs: RefPlan | null): Promise<DocumentFacts> {
  const userid = ctx.session?.userid ?? '';
  const books = ctx.books?.prefetch;
  const [r] = await rowsOf<{ k: boolean | null; office: string; pusat: string | null; formats: NumberFormat[] | null; books: unknown } & Record<string, unknown>>(
    ctx.tx,
    prepared(sql`select (select kuncitanggal from pengguna where userid = ${userid}) as k,
               coalesce((select k.kodekantor from kantor k join pengguna u on u.kodedept = k.kodekantor where u.userid = ${userid} limit 1),
                        (select kodekantor from kantor order by pusat desc, id limit 1), '') as office,
               (select kodekantor from kantor where pusat order by id limit 1) as pusat,
               (select json_agg(json_build_object('kode', kode, 'kodekantor', kodekantor, 'awalan', awalan, 'pakaikantor', pakaikantor, 'tahun', tahun, 'bulan', bulan,
                                                  'digit', digit, 'pemisah', pemisah, 'gabungperiode', gabungperiode))
                  from setting_nomor where kode = ${code}) as formats,
               ${books ? books.sql : sql`null`} as books${refs?.columns ? sql`, ${refs.columns}` : sql``}`),
  );
  if (books) books.known(ctx.tx, r?.books ?? null);
  return { refs: refs?.columns ? { key: refs.key, judge: (tx: Tx) => refs.judge(tx, r) } : null, dateLocked: !!ctx.session && r?.k === true, office: r?.office ?? '', series: { formats: r?.formats ?? [], headOffice: r?.pusat ?? '' } };
}

/** Whether the session's user has the date-lock flag (pengguna.kuncitanggal, spec §4). */
export async function userDateLocked(ctx: ActContext): Promise<boolean> {
  if (!ctx.session) return false;
  const [u] = await rowsOf<{ k: boolean }>(ctx.tx, sql`select kuncitanggal as k from pengguna where userid = ${ctx.session.userid}`);
  return u?.k === true;
}

/** The date rule (spec §4), the period lock, the office; an edit keeps the number. */
export async function prepareDocument(cx: RecordContext, ctx: ActContext, d: DocumentMeta, rec: Rec, old: Row | null, refs: RefPlan | null): Promise<DocumentFacts> {
  const { t, cols } = cx;
  if (old) await assertNotUsed(cx, ctx, old, 'diubah');
  const facts = await documentFacts(ctx, d.code, refs);
  if (facts.dateLocked) {
    if (old) rec.tanggal = old.tanggal;
    else if (ctx.books) rec.tanggal = await ctx.books.today(ctx.tx);
  }
  if (old) {
    await ctx.books?.checkDate(ctx.tx, String(old.tanggal));
    rec.notransaksi = old.notransaksi;
    rec.kodekantor ||= old.kodekantor;
  }
  await ctx.books?.checkDate(ctx.tx, String(rec.tanggal));
  if (!old && rec.notransaksi) {
    const [dup] = await ctx.tx.select({ id: cols.id }).from(t.main).where(eq(cols.notransaksi, rec.notransaksi as string)).limit(1);
    if (dup) throw new ActError(NUM.DUPLICATE, `No. Transaksi '${String(rec.notransaksi)}' sudah dipakai.`, { fields: { notransaksi: 'No. Transaksi sudah dipakai' } });
  }
  rec.kodekantor ||= facts.office;
  if (d.status) rec.status = STATUS.open;
  return facts;
}
