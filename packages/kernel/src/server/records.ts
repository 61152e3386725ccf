/**
 * The generic acts of every doctype — `<name>_list`, `_get`, `_save`, `_del`, `_pick` — for flat
 * masters, masters with child tables (an item and its units) and business documents (numbered,
 * dated under the period lock, posted through the books, linked to the documents they take from)
 * alike. One save path:
 *
 *   lock the record → check it may change (edit lock, in use, dates) → compute its figures and
 *   refuse a sent figure that differs → rules → uniqueness → references → the module's rules →
 *   links (remaining quantities) → number → write the record and the changes of its rows →
 *   post → log.
 *
 * A new document takes its number in the statement that writes it with all its rows (after every
 * read and check, so the series row is locked for the shortest time); the look-ups a save needs
 * (user, office, number formats, the books' calendar) are one query.
 *
 * All in the request's one transaction: any refusal leaves nothing written.
 */
import { z } from 'zod';
import { and, asc, desc, eq, gte, ilike, inArray, like, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { dec, formatId } from '@niaga/core';
import { actNames, childTableOf, COUNT_CAP, LINK_FIELD, LINK_SOURCE_FIELD, MAX_PAGE_SIZE, namesSource, PAGE_SIZE, REMAINING_FIELD, rightFor, sourceOf, tableOf, type Aksi, type ChildMeta, type DoctypeMeta, type LinkSource } from '../doctype';
import { isDocument, STATUS, type DocumentMeta } from '../document';
import { checkRules, computedMismatches, computeRecord } from '../compute';
import type { FieldSpec } from '../fields';
import { recordSchema, yesNo } from '../validate';
import { ActError, NUM } from '../errors';
import { defineAct, type Access, type ActContext, type ActDef } from './acts';
import { afterNext, prepared, rowsOf, valuesList, type Tx } from './db';
import { acquireLock, assertNotLocked, dropLocks, releaseLock } from './locks';
import { LATE_NUMBER, type PostingRef } from './books';
import { nextNumber, planNumber, type NumberFormat, type NumberPlan, type SeriesFacts } from './numbering';
import { assertNotReferenced, checkRefs, planRefs, refKeyOf, whereSql, type RefPlan, type RefSource } from './refs';
import { colsOf, linkersOf, referringDoctypes, registered, registerPosting, targetOf } from './registry';
import { parentColumn, recordTables, type RecordTables } from './table';

/** A saved record: header fields, `id`, and each child table's rows (with `id`, `urut`). */
/** The refusal of a unique field's value already used: its declared message, or "<label> '<value>' sudah dipakai.". */
const usedText = (f: FieldSpec, v: unknown) => f.uniqueMessage?.replaceAll('{code}', String(v)) ?? `${f.label} '${String(v)}' sudah dipakai.`;

export type Row = Record<string, unknown> & { id: number };
export type Rec = Record<string, unknown>;

/** What a module adds on the server to a declaration: rules needing the database, and posting. */
export interface DoctypeServer {
  /** Payload fields of `_save` that are not columns (a password, a rights matrix), with their schemas. */
  extra?: Record<string, z.ZodType>;
  /**
   * Rules beyond the declaration (they may read the database): throw an ActError to refuse. `rec`
   * (header fields and child rows, computed) may be changed; it is what is written. `old` is the
   * saved record when editing; `extra` the validated extra fields.
   */
  beforeSave?(ctx: ActContext, rec: Rec, old: Row | null, extra: Record<string, unknown>): Promise<void> | void;
  /**
   * The same rules for many new records at once (an import), reading the database once for all:
   * the refusal of each record at its index, undefined where it passes. Without it, a batch calls
   * `beforeSave` record by record.
   */
  beforeSaveMany?(ctx: ActContext, recs: Rec[]): Promise<(ActError | undefined)[]>;
  /** After the record is written, in the same transaction. */
  afterSave?(ctx: ActContext, saved: Row, old: Row | null, extra: Record<string, unknown>): Promise<void> | void;
  beforeDelete?(ctx: ActContext, old: Row): Promise<void> | void;
  /**
   * Business documents: the posting of the saved document (journal lines and stock moves for the
   * books; it may read the database). Called on every save; the books replace the old posting.
   */
  posting?(ctx: ActContext, doc: Row): Promise<unknown> | unknown;
  /**
   * A new document takes its number after its posting's locks and reads, not before (PostingRef.number):
   * `posting` is then called before the record is written, with the record as it will be written,
   * its `notransaksi` LATE_NUMBER and no ids. For documents whose posting needs nothing the write
   * gives (ids): the purchase, whose 8 concurrent writers queued on the number series (docs/purchasing.md).
   */
  numberLast?: boolean;
}
/** The older name of DoctypeServer. */
export type DoctypeHooks = DoctypeServer;

/** A record of a batch refused, by its index in the batch. */
export interface BatchRefusal {
  index: number;
  error: ActError;
}
/**
 * `_save` of a master whose new records can be saved as a batch (`saveNew`, used by imports): the
 * checks of `_save` for every record, then the records written a chunk per statement.
 */
export type SaveAct = ActDef & { saveNew?: (ctx: ActContext, payloads: Rec[], progress?: (saved: number) => void) => Promise<BatchRefusal[]> };

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type Cols = Record<string, PgColumn>;

/** `_get`'s `edit` as sent, before validation: read-only only when it surely says no (an edit takes the record's edit lock). */
const editFlag = yesNo('edit');
const readsOnly = (edit: unknown) => {
  const e = editFlag.safeParse(edit);
  return e.success && !e.data;
};

const idSchema = z.coerce.number({ error: 'id harus berupa angka' }).int().positive('id harus berupa angka bulat positif');

/** The filter values of a list: field → value, list of values, or a date range {dari, sampai}. */
function filterSchema(meta: DoctypeMeta) {
  const shape: Record<string, z.ZodType> = {};
  const tanggal = z
    .string({ error: 'Tanggal filter harus berupa tanggal' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal filter bukan tanggal yang valid (TTTT-BB-HH)');
  for (const { field } of meta.list.filters) {
    const f = meta.fields[field];
    const label = f.label;
    if (f.kind === 'date')
      shape[field] = z
        .union([z.object({ dari: tanggal.optional().or(z.literal('')), sampai: tanggal.optional().or(z.literal('')) }), z.tuple([tanggal.or(z.literal('')), tanggal.or(z.literal(''))])], {
          error: `Filter ${label} harus {dari, sampai}`,
        })
        .transform((v) => (Array.isArray(v) ? { dari: v[0] || undefined, sampai: v[1] || undefined } : { dari: v.dari || undefined, sampai: v.sampai || undefined }))
        .optional();
    else if (f.kind === 'flag') shape[field] = yesNo(label).optional();
    else
      shape[field] = z
        .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()])).max(200)], { error: `Filter ${label} tidak valid` })
        .transform((v) => (Array.isArray(v) ? v.map(String) : String(v).trim()))
        .optional();
  }
  return z.strictObject(shape, { error: (iss) => (iss.code === 'unrecognized_keys' ? `Filter tidak dikenal: ${iss.keys.join(', ')}` : 'filter harus berupa objek') }).default({});
}

export function listSchema(meta: DoctypeMeta) {
  const sortable = ['id', ...Object.keys(meta.fields)] as [string, ...string[]];
  return z.object({
    page: z.coerce.number({ error: 'page harus berupa angka' }).int().min(0, 'page minimal 0').default(0),
    limit: z.coerce.number({ error: 'limit harus berupa angka' }).int().min(1, 'limit minimal 1').max(MAX_PAGE_SIZE, `limit maksimal ${MAX_PAGE_SIZE}`).default(PAGE_SIZE),
    q: z.string({ error: 'q harus berupa teks' }).max(100, 'Teks pencarian maksimal 100 karakter').default(''),
    sort: z.enum(sortable, { error: `sort harus salah satu dari: ${sortable.join(', ')}` }).default(meta.list.sort.field),
    dir: z.enum(['asc', 'desc'], { error: "dir harus 'asc' atau 'desc'" }).default(meta.list.sort.dir),
    filter: filterSchema(meta),
  });
}

/**
 * The search of a list or picker: codes by prefix (and, from three characters, anywhere), texts by
 * every word, and the lookup field of a child table (an item by any unit's barcode) exactly.
 */
export function searchCondition(meta: DoctypeMeta, t: RecordTables, q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const cols = colsOf(t.main);
  const words = text.split(/\s+/).filter(Boolean);
  const conds: SQL[] = [];
  for (const k of meta.list.search) {
    const f = meta.fields[k];
    const c = cols[k];
    if (f.kind === 'code') {
      const prefix = f.upper ? like(c, `${escapeLike(text.toUpperCase())}%`) : ilike(c, `${escapeLike(text)}%`);
      conds.push(text.length >= 3 ? or(prefix, ilike(c, `%${escapeLike(text)}%`))! : prefix);
    } else conds.push(and(...words.map((w) => ilike(c, `%${escapeLike(w)}%`)))!);
  }
  if (meta.lookup) {
    const child = meta.tables[meta.lookup.table];
    const ct = t.children[child.key];
    const cc = colsOf(ct);
    conds.push(sql`exists (select 1 from ${ct} where ${cc[parentColumn(meta)]} = ${cols.id} and ${cc[meta.lookup.field]} = ${text})`);
  }
  return conds.length ? or(...conds) : undefined;
}

function filterConditions(meta: DoctypeMeta, cols: Cols, filter: Record<string, unknown>): SQL[] {
  const out: SQL[] = [];
  for (const [k, v] of Object.entries(filter)) {
    if (v === undefined || v === '' || (Array.isArray(v) && !v.length)) continue;
    const c = cols[k];
    if (meta.fields[k].kind === 'date') {
      const r = v as { dari?: string; sampai?: string };
      if (r.dari) out.push(gte(c, r.dari));
      if (r.sampai) out.push(lte(c, r.sampai));
    } else if (Array.isArray(v)) out.push(inArray(c, v as string[]));
    else out.push(eq(c, v as string | boolean));
  }
  return out;
}

/** Output columns of the main table: id and every declared field. */
const mainOutput = (meta: DoctypeMeta, cols: Cols) => Object.fromEntries(['id', ...Object.keys(meta.fields)].map((k) => [k, cols[k]]));
/**
 * `konfirmasi` of a posting document's save: true — the warnings were seen and confirmed; false —
 * the client asks for them; absent — not asked (a client that cannot ask a person, an import).
 */
const KONFIRMASI = z
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
async function askFirst(ctx: ActContext, ref: PostingRef, posting: unknown, konfirmasi: boolean | undefined) {
  if (konfirmasi !== false || !ctx.books?.warnings) return;
  const peringatan = await ctx.books.warnings(ctx.tx, ref, posting);
  if (peringatan.length) throw new ActError(NUM.RULE, peringatan.join(' '), { perlukonfirmasi: true, peringatan });
}

/** A row naming a source row (`idsumber`) whose quantity is 0: nothing taken, so no row. */
const untaken = (c: ChildMeta, r: Rec): boolean => !!r[LINK_FIELD] && !!c.linksTo && /^-?0*(\.0*)?$/.test(String(r[c.linksTo.qty] ?? '0').trim());
/** The row columns the kernel keeps for links: the source row's id, and its doctype when there are several sources. */
const linkKeys = (c: ChildMeta): string[] => (c.linksTo ? [LINK_FIELD, ...(namesSource(c) ? [LINK_SOURCE_FIELD] : [])] : []);
const childOutput = (c: ChildMeta, cols: Cols) =>
  Object.fromEntries(['id', 'urut', ...Object.keys(c.fields), ...linkKeys(c), ...(c.remaining ? [REMAINING_FIELD] : [])].map((k) => [k, cols[k]]));

/** Loads a record with its child rows; `lock` takes its row lock first (FOR UPDATE). */
export async function loadRecord(tx: Tx, meta: DoctypeMeta, t: RecordTables, by: { id?: number; key?: string }, opts: { lock?: boolean } = {}): Promise<Row | null> {
  const cols = colsOf(t.main);
  const where = by.id !== undefined ? eq(cols.id, by.id) : eq(cols[meta.key], by.key!);
  const q = tx.select(mainOutput(meta, cols)).from(t.main).where(where).limit(1);
  const [head] = (opts.lock ? await q.for('update') : await q) as Row[];
  if (!head) return null;
  const rec: Row = { ...head };
  for (const c of Object.values(meta.tables)) {
    const ct = t.children[c.key];
    const cc = colsOf(ct);
    rec[c.key] = await tx.select(childOutput(c, cc)).from(ct).where(eq(cc[parentColumn(meta)], head.id)).orderBy(asc(cc.urut), asc(cc.id));
  }
  return rec;
}

/**
 * The names beside the codes a record refers to (`kodeitem_nama`, `kodeacc_nama`), in the header
 * and in every row: one query per referenced doctype. For replies that people read (`_get`).
 */
export async function withNames(tx: Tx, meta: DoctypeMeta, r: Row): Promise<Row> {
  const wanted = new Map<string, Set<string>>();
  const uses: { rec: Rec; field: string; target: string }[] = [];
  const scan = (rec: Rec, fields: Record<string, FieldSpec>) => {
    for (const [k, f] of Object.entries(fields)) {
      const v = rec[k];
      if (!f.ref || f.ref.within || typeof v !== 'string' || !v) continue;
      const t = targetOf(f.ref.doctype);
      if (!t?.name || t.parent) continue;
      if (!wanted.has(f.ref.doctype)) wanted.set(f.ref.doctype, new Set());
      wanted.get(f.ref.doctype)!.add(v);
      uses.push({ rec, field: k, target: f.ref.doctype });
    }
  };
  const out: Row = { ...r };
  scan(out, meta.fields);
  for (const c of Object.values(meta.tables)) {
    out[c.key] = ((r[c.key] as Rec[]) ?? []).map((row) => ({ ...row }));
    for (const row of out[c.key] as Rec[]) scan(row, c.fields);
  }
  const names = new Map<string, Map<string, unknown>>();
  for (const [target, codes] of wanted) {
    const t = targetOf(target)!;
    const rows = (await tx.select({ k: t.key, n: t.name! }).from(t.table).where(inArray(t.key, [...codes]))) as { k: string; n: unknown }[];
    names.set(target, new Map(rows.map((x) => [x.k, x.n])));
  }
  for (const u of uses) u.rec[`${u.field}_nama`] = names.get(u.target)?.get(String(u.rec[u.field])) ?? '';
  return out;
}

/** The header of a record without its child rows (activity log, hooks that want only fields). */
const headerOf = (meta: DoctypeMeta, r: Rec | null) => (r ? Object.fromEntries(Object.entries(r).filter(([k]) => !(k in meta.tables))) : null);

/** An identifier as SQL text, quoted. */
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;


/** Updates many rows of one table in one statement, returning them. */
async function updateRows(tx: Tx, table: PgTable, keys: string[], rows: Rec[], output: Cols): Promise<Rec[]> {
  if (!rows.length) return [];
  const cols = colsOf(table);
  const values = valuesList(
    rows.map((r) => [r.id, ...keys.map((k) => r[k] ?? null)]),
    ['::integer', ...keys.map((k) => `::${cols[k].getSQLType()}`)],
  );
  const names = sql.join([sql.identifier('id'), ...keys.map((k) => sql.identifier(k))], sql`, `);
  const sets = sql.join(keys.map((k) => sql`${sql.identifier(k)} = v.${sql.identifier(k)}`), sql`, `);
  const ret = sql.join(Object.entries(output).map(([k, c]) => sql`t.${sql.identifier(c.name)} as ${sql.identifier(k)}`), sql`, `);
  return rowsOf<Rec>(tx, sql`update ${table} as t set ${sets} from (values ${values}) as v(${names}) where t.id = v.id returning ${ret}`);
}

/** Shown in messages: a decimal in id-ID form (a quantity without trailing zeros). */
const shown = (f: FieldSpec, v: unknown) => {
  if (f.kind !== 'decimal') return String(v ?? '');
  const d = dec(String(v ?? 0));
  return (f.scale ?? 2) > 2 ? formatId(d, d.decimalPlaces()) : formatId(d, f.scale ?? 2);
};

/** What a new document's save needs to know about its user and its number series, read at once. */
interface DocumentFacts {
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

export interface RecordActsOptions {
  /** Module name for the protocol document. */
  module?: string;
}

/** The acts of one doctype over its tables. */
export function recordActs(meta: DoctypeMeta, t: RecordTables, server: DoctypeServer = {}, opts: RecordActsOptions = {}): ActDef[] {
  const module = opts.module ?? '';
  const names = actNames(meta.name);
  const cols = colsOf(t.main);
  const tbl = tableOf(meta);
  const doc: DocumentMeta | null = isDocument(meta) ? meta : null;
  const children = Object.values(meta.tables);
  const notFound = () => new ActError(NUM.NOT_FOUND, `Data ${meta.title} tidak ditemukan.`);
  const lockOf = (r: Row) => ({ modul: meta.name, kunci: String(r.id), label: `${meta.title} ${String(r[meta.key] ?? r.id)}` });
  const output = mainOutput(meta, cols);
  // New records are written in one statement when every column reads back the same raw as through drizzle.
  const plainColumns =
    Object.values(output).every(isPlain) &&
    children.every((c) => Object.values(childOutput(c, colsOf(t.children[c.key]))).every(isPlain) && [...Object.keys(c.fields), 'urut'].every((k) => isPlain(colsOf(t.children[c.key])[k])));
  // The parts of a new record's statement that depend only on the declaration (insertRecord).
  const outputKeys = Object.keys(output);
  const headSelect = sql.raw(Object.entries(output).map(([k, c]) => `h.${quoted(c.name)} as ${quoted(k)}`).join(', '));
  const childStatics = children.map((c, ci) => {
    const ct = t.children[c.key];
    const cc = colsOf(ct);
    const out = childOutput(c, cc);
    const alias = quoted(`c${ci}`);
    const keys = [...Object.keys(c.fields), ...linkKeys(c), ...(c.remaining ? [REMAINING_FIELD] : []), 'urut'];
    const json = `json_agg(json_build_object(${Object.entries(out).map(([k, col]) => `'${k}'::text, ${alias}.${quoted(col.name)}::text`).join(', ')}) order by ${alias}.urut)`;
    return {
      keys,
      outEntries: Object.entries(out),
      casts: keys.map((k) => `::${cc[k].getSQLType()}`),
      pick: `(select ${json} from ${alias})`,
      into: sql`${sql.raw(`${alias} as (insert into `)}${ct}${sql.raw(` (${quoted(parentColumn(meta))}, ${keys.map((k) => quoted(cc[k].name)).join(', ')}) select h.id, v.* from h, (values `)}`,
      as: sql.raw(`) as v (${keys.map((k) => quoted(k)).join(', ')}) returning *)`),
    };
  });
  const reply = (r: Row) => ({
    id: r.id,
    ...(doc ? { notransaksi: r.notransaksi } : {}),
    [tbl]: [headerOf(meta, r)],
    ...Object.fromEntries(children.map((c) => [childTableOf(c), r[c.key] ?? []])),
  });
  const load = (tx: Tx, by: { id?: number; key?: string }, o: { lock?: boolean } = {}) => loadRecord(tx, meta, t, by, o);
  // The books' checks pair every posting document with its live posting (ledger invariants).
  if (doc?.posts && server.posting) registerPosting(meta.name);

  // ---------------------------------------------------------------- list
  const refJoins = meta.list.columns.flatMap((k) => {
    const ref = meta.fields[k].ref;
    const target = ref && !ref.within ? targetOf(ref.doctype) : undefined;
    return target?.name && !target.parent ? [{ field: k, target }] : [];
  });
  const list = defineAct({
    name: names.list,
    summary:
      `Daftar ${meta.title}: halaman (page dari 0, limit ${PAGE_SIZE}), cari (q: kode di awal, kata nama), urut (sort, dir)` +
      (meta.list.filters.length ? `, filter {${meta.list.filters.map((f) => (meta.fields[f.field].kind === 'date' ? `${f.field}: {dari, sampai}` : f.field)).join(', ')}}` : '') +
      `. query_data (totpage, totrec maksimal ${COUNT_CAP}, lebih) dan ${tbl}` +
      (refJoins.length ? ` dengan nama rujukan (${refJoins.map((j) => `${j.field}_nama`).join(', ')})` : '') +
      '.',
    access: { modul: meta.access, aksi: 'mopen' },
    schema: listSchema(meta),
    module,
    readOnly: true,
    async handler(ctx, p) {
      const where = and(searchCondition(meta, t, p.q), ...filterConditions(meta, cols, p.filter as Record<string, unknown>));
      const [{ n }] = await rowsOf<{ n: number }>(ctx.tx, sql`select count(*)::int as n from (select 1 from ${t.main} where ${where ?? sql`true`} limit ${COUNT_CAP + 1}) x`);
      const joined = refJoins.map((j) => ({ ...j, a: alias(j.target.table, `r_${j.field}`) }));
      const select: Record<string, unknown> = { ...output };
      for (const j of joined) select[`${j.field}_nama`] = (j.a as unknown as Cols)[j.target.name!.name];
      let q = ctx.tx.select(select as Cols).from(t.main).$dynamic();
      for (const j of joined) q = q.leftJoin(j.a, eq((j.a as unknown as Cols)[j.target.key.name], cols[j.field]));
      const order = p.dir === 'desc' ? desc(cols[p.sort]) : asc(cols[p.sort]);
      const rows = await q.where(where).orderBy(order, p.dir === 'desc' ? desc(cols.id) : asc(cols.id)).limit(p.limit).offset(p.page * p.limit);
      const totrec = Math.min(Number(n), COUNT_CAP);
      return { query_data: [{ totpage: Math.ceil(totrec / p.limit), totrec, lebih: Number(n) > COUNT_CAP, page: p.page, limit: p.limit }], [tbl]: rows };
    },
  });

  // ---------------------------------------------------------------- get
  const getSchema = z
    .object({ id: idSchema.optional(), [meta.key]: z.string({ error: `${meta.fields[meta.key].label} harus berupa teks` }).trim().max(100).optional(), edit: yesNo('edit') })
    .refine((v) => v.id !== undefined || !!v[meta.key], { message: `id atau ${meta.key} wajib diisi` });
  const byOf = (p: Record<string, unknown>) => (p.id !== undefined ? { id: p.id as number } : { key: meta.fields[meta.key].upper ? String(p[meta.key]).toUpperCase() : String(p[meta.key]) });
  const get = defineAct({
    name: names.get,
    summary: `Satu ${meta.title}${children.length ? ` dengan ${children.map((c) => childTableOf(c)).join(', ')}` : ''}, menurut id atau ${meta.key}, dengan nama di samping kode rujukan (<field>_nama); edit: 1 membukanya untuk diubah (dikunci untuk user ini, 43 bila sedang dibuka user lain).`,
    access: { modul: meta.access, aksi: 'mopen' },
    schema: getSchema,
    module,
    // Read-only unless it opens the record for editing (its edit lock is written).
    readOnly: (raw) => readsOnly(raw.edit),
    async handler(ctx, p) {
      const r = await load(ctx.tx, byOf(p));
      if (!r) throw notFound();
      if (p.edit) await acquireLock(ctx, lockOf(r));
      return reply(await withNames(ctx.tx, meta, r));
    },
  });

  // ---------------------------------------------------------------- save
  // A posting document's save may carry `konfirmasi` (KONFIRMASI): absent, the books' warnings are not asked.
  const schema = recordSchema(meta, { ...server.extra, ...(doc?.posts ? { konfirmasi: KONFIRMASI } : {}) });
  const save = defineAct({
    name: names.save,
    summary:
      `Simpan ${meta.title}${doc ? ` (${doc.code})` : ''}: tanpa id menambah${doc ? ' dan memberi nomor' : ''}, dengan id mengubah` +
      (children.length ? `; ${children.map((c) => `${c.key}: [baris, dengan id bila sudah ada]`).join(', ')}` : '') +
      (doc?.posts ? '; diposting dalam transaksi yang sama' : '') +
      (doc?.posts ? '; konfirmasi 0: peringatan (saldo kas/bank menjadi minus) ditanyakan dulu — dijawab 1 dengan data.perlukonfirmasi dan data.peringatan, tidak disimpan; konfirmasi 1: peringatan sudah disetujui; tanpa konfirmasi: tidak ditanyakan' : '') +
      '. Angka hitungan (total …) dihitung ulang server; yang berbeda ditolak (15).',
    access: (p) => ({ modul: meta.access, aksi: rightFor(meta, (p as { id?: number }).id ? 'edit' : 'add') }),
    schema,
    module,
    async handler(ctx, payload) {
      const { id, konfirmasi, ...rest } = payload as Rec & { id?: number | null; konfirmasi?: boolean };
      const extra: Rec = {};
      for (const k of Object.keys(server.extra ?? {})) {
        extra[k] = rest[k];
        delete rest[k];
      }
      const old = id ? await load(ctx.tx, { id }, { lock: true }) : null;
      if (id && !old) throw notFound();
      if (old) await assertNotLocked(ctx, lockOf(old));
      // Child tables left out of an edit keep their rows; a new record starts without rows.
      for (const c of children) if (rest[c.key] === undefined) rest[c.key] = old ? stripKept(c, old[c.key] as Rec[]) : [];
      // A row taken from another document with nothing taken (quantity 0) is not part of the record:
      // leaving a taken line at 0 leaves it out (a return of some of a sale's lines).
      for (const c of children) if (c.linksTo) rest[c.key] = (rest[c.key] as Rec[]).filter((r) => !untaken(c, r));
      // The reference check's read goes out with the document's facts, for the codes as sent; used
      // when the record, once dated, numbered and computed, names the same codes (it nearly always does).
      const refSources = (r: Rec): RefSource[] => [
        { fields: meta.fields, records: [r], path: (_, k) => k },
        ...children.map((c) => ({ fields: c.fields, records: (r[c.key] ?? []) as Rec[], path: (i: number, k: string) => `${c.key}.${i}.${k}`, header: r })),
      ];
      const facts = doc ? await prepareDocument(ctx, doc, rest, old, planRefs(ctx.tx, refSources(rest))) : null;
      for (const c of children) {
        const n = (rest[c.key] as Rec[]).length;
        if (n < c.min) throw new ActError(NUM.INVALID, `${c.title} minimal ${c.min} baris.`, { fields: { [c.key]: `${c.title} minimal ${c.min} baris` } });
      }
      // Figures: computed again; a figure sent that differs is refused, one left out is filled.
      const rec = computeRecord(meta, rest);
      refuseAll(computedMismatches(meta, rest, rec, shown), NUM.INVALID);
      if (facts?.refs && facts.refs.key === refKeyOf(refSources(rec))) facts.refs.judge(ctx.tx);
      else await checkRefs(ctx.tx, refSources(rec));
      refuseAll(checkRules(meta, rec), NUM.INVALID);
      await checkUnique(ctx, rec, old);
      if (old && !doc && old[meta.key] !== rec[meta.key]) await assertNotReferenced(ctx.tx, meta.name, meta.title, String(old[meta.key]), 'diubah kodenya');
      await server.beforeSave?.(ctx, rec, old, extra);
      const touched = await applyLinks(ctx, rec, old);
      // The number last, after every check: the series row stays locked from there to the commit.
      // A new record is written in one statement (header, rows, and the number when it takes one).
      const numbering = doc && !old && !rec.notransaksi ? { code: doc.code, date: rec.tanggal as string, kodekantor: (rec.kodekantor as string) || undefined } : null;
      let saved: Row;
      const oneStatement = doc && !old && plainColumns && Object.entries(rec).every(([k, v]) => k === 'id' || k in meta.tables || v === undefined || (cols[k] && isPlain(cols[k])));
      const plan = numbering ? planNumber(numbering, facts?.series ?? { formats: [], headOffice: '' }) : null;
      if (oneStatement && plan && doc?.posts && server.numberLast && server.posting && ctx.books) {
        // The number after the posting's locks: the record's statement (with the number) goes out
        // with the posting's next statement, after it, in its message (`afterNext`) — the items'
        // locks — and the posting, once it has costed its moves, takes the number from its row;
        // its own writes then go with the COMMIT.
        const posting = await server.posting(ctx, { ...rec, id: 0, notransaksi: LATE_NUMBER } as Row);
        await askFirst(ctx, { sumber: doc.code, notransaksi: LATE_NUMBER, tanggal: String(rec.tanggal), fresh: true }, posting, konfirmasi);
        const insert = recordInsert(rec, plan);
        const later = await afterNext<Rec>(ctx.tx, insert.query);
        let written: Row | null = null;
        const record = async () => {
          if (written) return written;
          written = insert.saved((await later.rows())[0]);
          await updateStatus(ctx.tx, touched);
          return written;
        };
        const ref = { sumber: doc.code, notransaksi: LATE_NUMBER, number: async () => String((await record()).notransaksi), tanggal: String(rec.tanggal), userid: ctx.session?.userid, fresh: true };
        await ctx.books.post(ctx.tx, ref, posting);
        saved = await record();
      } else {
        if (oneStatement) saved = await insertRecord(ctx, rec, plan);
        else {
          if (numbering) rec.notransaksi = await nextNumber(ctx.tx, numbering, facts?.series);
          saved = await write(ctx, rec, old);
        }
        await updateStatus(ctx.tx, touched);
        if (doc?.posts && server.posting && ctx.books) {
          const posting = await server.posting(ctx, saved);
          await askFirst(ctx, { sumber: doc.code, notransaksi: String(saved.notransaksi), tanggal: String(saved.tanggal), fresh: !old }, posting, konfirmasi);
          await ctx.books.post(ctx.tx, { sumber: doc.code, notransaksi: String(saved.notransaksi), tanggal: String(saved.tanggal), userid: ctx.session?.userid, fresh: !old }, posting);
        }
      }
      await server.afterSave?.(ctx, saved, old, extra);
      ctx.activity?.({ dokumen: String(saved[meta.key] ?? saved.id), before: headerOf(meta, old), after: headerOf(meta, saved) });
      if (old) await releaseLock(ctx, lockOf(old));
      return reply(saved);
    },
  });

  /** The date rule (spec §4), the period lock, the office; an edit keeps the number. */
  async function prepareDocument(ctx: ActContext, d: DocumentMeta, rec: Rec, old: Row | null, refs: RefPlan | null): Promise<DocumentFacts> {
    if (old) await assertNotUsed(ctx, old, 'diubah');
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

  /** Refuses (42) to change or delete a document another one uses (takes rows from it, or names it). */
  async function assertNotUsed(ctx: ActContext, r: Row, doing: 'diubah' | 'dihapus') {
    for (const c of children) {
      if (!c.remaining) continue;
      const ids = ((r[c.key] as Rec[]) ?? []).map((x) => Number(x.id));
      if (!ids.length) continue;
      for (const l of linkersOf(meta.name, c.key)) {
        const lc = colsOf(l.table);
        const pc = colsOf(l.parent);
        const [hit] = await ctx.tx
          .select({ no: pc[l.meta.key] })
          .from(l.table)
          .innerJoin(l.parent, eq(pc.id, lc[parentColumn(l.meta)]))
          // A table taking from several sources: only its rows taken from this one.
          .where(and(inArray(lc[LINK_FIELD], ids), namesSource(l.child) ? eq(lc[LINK_SOURCE_FIELD], meta.name) : undefined))
          .limit(1);
        if (hit) throw new ActError(NUM.IN_USE, `${meta.title} ${String(r[meta.key])} sudah dipakai di ${l.meta.title} ${String(hit.no)} sehingga tidak dapat ${doing}.`);
      }
    }
    await assertNotReferenced(ctx.tx, meta.name, meta.title, String(r[meta.key]), doing === 'diubah' ? 'diubah kodenya' : 'dihapus').catch((e: unknown) => {
      if (e instanceof ActError && doing === 'diubah') throw new ActError(e.num, e.message.replace('tidak dapat diubah kodenya', 'tidak dapat diubah'));
      throw e;
    });
  }

  /** Uniqueness: the record's unique fields; child fields unique across every record; fields unique within one record. */
  async function checkUnique(ctx: ActContext, rec: Rec, old: Row | null) {
    for (const [k, f] of Object.entries(meta.fields)) {
      if (!f.unique || (doc && k === 'notransaksi')) continue;
      const v = rec[k];
      if (v === null || v === undefined || v === '') continue;
      const conds: SQL[] = [eq(cols[k], v as string)];
      if (old) conds.push(ne(cols.id, old.id));
      const hit = await ctx.tx.select({ id: cols.id }).from(t.main).where(and(...conds)).limit(1);
      if (hit.length) throw new ActError(NUM.DUPLICATE, usedText(f, v), { fields: { [k]: `${f.label} sudah dipakai` } });
    }
    const fields: Record<string, string> = {};
    for (const c of children) {
      const rows = rec[c.key] as Rec[];
      const ct = t.children[c.key];
      const cc = colsOf(ct);
      for (const k of [...c.uniqueWithin, ...Object.entries(c.fields).filter(([, f]) => f.unique).map(([k]) => k)]) {
        const f = c.fields[k];
        const seen = new Map<string, number>();
        rows.forEach((r, i) => {
          const v = String(r[k] ?? '');
          if (!v) return;
          if (seen.has(v)) fields[`${c.key}.${i}.${k}`] ??= `Baris ${i + 1}: ${f.label} '${v}' sudah ada di baris ${seen.get(v)! + 1}.`;
          else seen.set(v, i);
        });
      }
      for (const [k, f] of Object.entries(c.fields)) {
        if (!f.unique) continue;
        const values = [...new Set(rows.map((r) => String(r[k] ?? '')).filter(Boolean))];
        if (!values.length) continue;
        const pc = colsOf(t.main);
        const conds: SQL[] = [inArray(cc[k], values)];
        if (old) conds.push(ne(cc[parentColumn(meta)], old.id));
        const hits = await ctx.tx
          .select({ v: cc[k], owner: pc[meta.key] })
          .from(ct)
          .innerJoin(t.main, eq(pc.id, cc[parentColumn(meta)]))
          .where(and(...conds));
        for (const h of hits) {
          const i = rows.findIndex((r) => r[k] === h.v);
          fields[`${c.key}.${i}.${k}`] ??= `Baris ${i + 1}: ${f.label} '${String(h.v)}' sudah dipakai di ${meta.title} ${String(h.owner)}.`;
        }
      }
    }
    const msgs = Object.values(fields);
    if (msgs.length) throw new ActError(NUM.DUPLICATE, msgs.length === 1 ? msgs[0] : `${msgs[0]} (dan ${msgs.length - 1} lainnya)`, { fields });
  }

  /**
   * Rows taken from other documents' rows (`idsumber`; with several source tables, `jenissumber`
   * names the row's): each source row's remaining quantity
   * (`sisa`) goes down by what this record takes and up by what its old version took; a row can
   * take no more than remains. The sources' records are locked first, in id order. Returns the
   * source records whose status must follow.
   */
  async function applyLinks(ctx: ActContext, rec: Rec | null, old: Row | null): Promise<Touched[]> {
    const touched: Touched[] = [];
    for (const c of children) {
      if (!c.linksTo) continue;
      const rows = ((rec?.[c.key] as Rec[] | undefined) ?? []).map((r, i) => ({ r, i })).filter(({ r }) => r[LINK_FIELD]);
      const before = ((old?.[c.key] as Rec[] | undefined) ?? []).filter((r) => r[LINK_FIELD]);
      // With several sources each taken row names its source's doctype.
      const unnamed: Record<string, string> = {};
      for (const { r, i } of rows)
        if (!sourceOf(c, r))
          unnamed[`${c.key}.${i}.${LINK_SOURCE_FIELD}`] ??= `Baris ${i + 1}: sebutkan sumber baris yang diambil (${LINK_SOURCE_FIELD}: ${c.linksTo.sources.map((x) => x.doctype).join(' atau ')}).`;
      refuseFields(unnamed);
      for (const source of c.linksTo.sources) {
        const from = (r: Rec) => sourceOf(c, r) === source;
        const t = await takeFrom(ctx, rec, c, source, rows.filter(({ r }) => from(r)), before.filter(from));
        if (t) touched.push(t);
      }
    }
    return touched;
  }

  /** The rows of one child table taken from one source table: checked against it and its remaining kept. */
  async function takeFrom(ctx: ActContext, rec: Rec | null, c: ChildMeta, source: LinkSource, rows: { r: Rec; i: number }[], before: Rec[]): Promise<Touched | null> {
    const links = c.linksTo!;
    const src = registered(source.doctype);
    const sc = src?.meta.tables[source.child];
    if (!src || !sc?.remaining) throw new Error(`${meta.name}.${c.key}: sumber ${source.doctype}.${source.child} tidak terdaftar atau tidak menyimpan sisa`);
    const st = src.tables.children[sc.key];
    const scols = colsOf(st);
    const mcols = colsOf(src.tables.main);
    const fk = scols[parentColumn(src.meta)];
    const delta = new Map<number, ReturnType<typeof dec>>();
    for (const { r } of rows) delta.set(Number(r[LINK_FIELD]), (delta.get(Number(r[LINK_FIELD])) ?? dec(0)).plus(dec(String(r[links.qty] ?? 0))));
    for (const r of before) delta.set(Number(r[LINK_FIELD]), (delta.get(Number(r[LINK_FIELD])) ?? dec(0)).minus(dec(String(r[links.qty] ?? 0))));
    const ids = [...delta.keys()];
    if (!ids.length) return null;
    const parents = (await ctx.tx.selectDistinct({ p: fk }).from(st).where(inArray(scols.id, ids))).map((x) => Number(x.p)).sort((a, b) => a - b);
    if (parents.length) await ctx.tx.select({ id: mcols.id }).from(src.tables.main).where(inArray(mcols.id, parents)).orderBy(asc(mcols.id)).for('update');
    const srcRows = (await ctx.tx
      .select({
        id: scols.id,
        p: fk,
        no: mcols[src.meta.key],
        sisa: scols[REMAINING_FIELD],
        ...Object.fromEntries(links.match.map((k) => [k, scols[k]])),
        ...Object.fromEntries(links.same.map((k) => [`__h_${k}`, mcols[k]])),
      })
      .from(st)
      .innerJoin(src.tables.main, eq(mcols.id, fk))
      .where(inArray(scols.id, ids))) as Rec[];
    const byId = new Map(srcRows.map((s) => [Number(s.id), s]));
    const fields: Record<string, string> = {};
    for (const { r, i } of rows) {
      const s = byId.get(Number(r[LINK_FIELD]));
      if (!s) {
        fields[`${c.key}.${i}.${LINK_FIELD}`] ??= `Baris ${i + 1}: baris ${src.meta.title} yang diambil tidak ditemukan.`;
        continue;
      }
      // The source document's header fields this one must share (its supplier, its customer).
      for (const k of links.same)
        if (String(s[`__h_${k}`] ?? '') !== String(rec?.[k] ?? ''))
          fields[`${c.key}.${i}.${LINK_FIELD}`] ??= `Baris ${i + 1}: ${src.meta.title} ${String(s.no)} milik ${(meta.fields[k]?.label ?? k).toLowerCase()} ${String(s[`__h_${k}`])}, bukan ${String(rec?.[k] ?? '')}.`;
      for (const k of links.match)
        if (String(s[k] ?? '') !== String(r[k] ?? ''))
          fields[`${c.key}.${i}.${k}`] ??= `Baris ${i + 1}: ${c.fields[k].label} harus sama dengan ${src.meta.title} ${String(s.no)} (${String(s[k])}).`;
    }
    refuseFields(fields);
    for (const [sid, d] of delta) {
      if (d.isZero()) continue;
      const s = byId.get(sid);
      if (!s) continue;
      const sisa = dec(String(s.sisa));
      if (sisa.minus(d).isNegative()) {
        const { i } = rows.find(({ r }) => Number(r[LINK_FIELD]) === sid) ?? { i: 0 };
        const f = c.fields[links.qty];
        // What this record may take from the row: what remains plus what its old version took.
        const can = before.filter((b) => Number(b[LINK_FIELD]) === sid).reduce((a, b) => a.plus(dec(String(b[links.qty] ?? 0))), sisa);
        // The row named by what it must match (its item and unit), when it declares that.
        const what = links.match.map((k) => String(s[k] ?? '')).filter(Boolean).join(' ');
        throw new ActError(NUM.INVALID, `Baris ${i + 1}: ${f.label}${what ? ` ${what}` : ''} melebihi sisa ${src.meta.title} ${String(s.no)} (sisa ${shown(f, can.toString())}).`, {
          fields: { [`${c.key}.${i}.${links.qty}`]: `Melebihi sisa ${shown(f, can.toString())}` },
        });
      }
      await ctx.tx.execute(sql`update ${st} set ${sql.identifier(REMAINING_FIELD)} = ${sql.identifier(REMAINING_FIELD)} - ${d.toString()}::numeric where id = ${sid}`);
    }
    return { meta: src.meta, tables: src.tables, child: sc, ids: parents };
  }

  /**
   * A new record in one statement: the number's counter (when it takes one), the header and every
   * child table's rows, returning them as saved. The counter's row is locked by this statement,
   * the last of the save's reads and checks.
   */
  async function insertRecord(ctx: ActContext, rec: Rec, number: NumberPlan | null): Promise<Row> {
    const insert = recordInsert(rec, number);
    const [r] = await rowsOf<Rec>(ctx.tx, insert.query);
    return insert.saved(r);
  }

  /** The statement writing a new record (header, rows, the number when it takes one), and the record as saved from its row. */
  function recordInsert(rec: Rec, number: NumberPlan | null): { query: SQL; saved(r: Rec): Row } {
    // What save checked: every key is a plain column (save falls back to write otherwise).
    const header = Object.entries(rec).filter(([k, v]) => k !== 'id' && !(k in meta.tables) && v !== undefined && !(number && k === 'notransaksi'));
    // Names and casts as raw text, the values as one flat VALUES row (drizzle walks every nested
    // template of a statement each time it builds it: what a save's statements cost in this process).
    const names = sql.raw([...header.map(([k]) => quoted(cols[k].name)), ...(number ? [quoted(cols.notransaksi.name)] : [])].join(', '));
    const values = valuesList([[...header.map(([, v]) => v), ...(number ? [number.value(sql`(select nomor from n)`)] : [])]], [...header.map(([k]) => `::${cols[k].getSQLType()}`), '']);
    const ctes: SQL[] = [];
    if (number) ctes.push(sql`n as (${number.upsert})`);
    ctes.push(sql`h as (insert into ${t.main} (${names}) values ${values} returning *)`);
    const picks: string[] = [];
    children.forEach((c, ci) => {
      const rows = (rec[c.key] as Rec[]) ?? [];
      const st = childStatics[ci];
      picks.push(rows.length ? st.pick : 'null');
      if (!rows.length) return;
      const tuples = valuesList(
        rowValues(c, rows).map((v) => st.keys.map((k) => v[k] ?? null)),
        st.casts,
      );
      ctes.push(sql`${st.into}${tuples}${st.as}`);
    });
    const query = prepared(sql`with ${sql.join(ctes, sql`, `)} select ${headSelect}${sql.raw(`${number ? ', (select nomor from n) as __nomor' : ''}${picks.map((p, i) => `, ${p} as ${quoted(`__c${i}`)}`).join('')}`)} from h`);
    const saved = (r: Rec): Row => {
      if (number && r.notransaksi !== number.format(Number(r.__nomor))) throw new Error(`nomor ${String(r.notransaksi)} tidak sesuai format ${number.format(Number(r.__nomor))}`);
      const out = {} as Row;
      for (const k of outputKeys) out[k] = r[k];
      children.forEach((c, ci) => {
        const entries = childStatics[ci].outEntries;
        out[c.key] = ((r[`__c${ci}`] as Rec[] | null) ?? []).map((row) => {
          const o: Rec = {};
          for (const [k, col] of entries) o[k] = fromText(col, row[k]);
          return o;
        });
      });
      return out;
    };
    return { query, saved };
  }

  /** Writes the record and the changes of its rows (kept ids updated, new ones inserted, missing ones deleted). */
  async function write(ctx: ActContext, rec: Rec, old: Row | null): Promise<Row> {
    // The declared fields, and what the module's rules added (a password hash).
    const header = Object.fromEntries(Object.entries(rec).filter(([k]) => k !== 'id' && !(k in meta.tables)));
    let saved: Row;
    if (old) [saved] = (await ctx.tx.update(t.main).set({ ...header, updated_at: sql`now()` }).where(eq(cols.id, old.id)).returning(output)) as Row[];
    else [saved] = (await ctx.tx.insert(t.main).values(header).returning(output)) as Row[];
    if (!saved) throw notFound();
    for (const c of children) saved[c.key] = await writeRows(ctx, c, saved, rec[c.key] as Rec[], old);
    return saved;
  }

  async function writeRows(ctx: ActContext, c: ChildMeta, parent: Row, rows: Rec[], old: Row | null): Promise<Rec[]> {
    const ct = t.children[c.key];
    const cc = colsOf(ct);
    const fk = parentColumn(meta);
    const out = childOutput(c, cc);
    const oldRows = ((old?.[c.key] as Rec[] | undefined) ?? []) as Rec[];
    const oldIds = new Set(oldRows.map((r) => Number(r.id)));
    const seen = new Set<number>();
    rows.forEach((r, i) => {
      if (r.id === null || r.id === undefined) return;
      const rid = Number(r.id);
      if (!oldIds.has(rid) || seen.has(rid)) throw new ActError(NUM.INVALID, `Baris ${i + 1}: id baris ${c.title} tidak dikenal.`, { fields: { [`${c.key}.${i}.id`]: 'id baris tidak dikenal' } });
      seen.add(rid);
    });
    const gone = oldRows.filter((r) => !seen.has(Number(r.id)));
    // A row others refer to (a unit of an item) is not deleted or re-coded while in use.
    if (c.rowKey && targetOf(c.table)) {
      const now = new Map(rows.filter((r) => r.id).map((r) => [Number(r.id), r]));
      for (const g of oldRows) {
        const kept = now.get(Number(g.id));
        if (kept && kept[c.rowKey] === g[c.rowKey]) continue;
        await assertNotReferenced(ctx.tx, c.table, c.fields[c.rowKey].label, String(g[c.rowKey]), kept ? 'diubah kodenya' : 'dihapus', String(parent[meta.key]));
      }
    }
    if (gone.length) await ctx.tx.delete(ct).where(and(eq(cc[fk], parent.id), inArray(cc.id, gone.map((g) => Number(g.id)))));
    const keys = [...Object.keys(c.fields), ...linkKeys(c), ...(c.remaining ? [REMAINING_FIELD] : [])];
    const values = rowValues(c, rows);
    const updated = await updateRows(
      ctx.tx,
      ct,
      [...keys, 'urut'],
      values.map((v, i) => ({ ...v, id: rows[i].id })).filter((v) => v.id),
      out,
    );
    const fresh = values.filter((_, i) => !rows[i].id);
    const inserted = fresh.length ? ((await ctx.tx.insert(ct).values(fresh.map((v) => ({ ...v, [fk]: parent.id }))).returning(out)) as Rec[]) : [];
    return [...updated, ...inserted].sort((a, b) => Number(a.urut) - Number(b.urut));
  }

  // ---------------------------------------------------------------- delete
  const del = defineAct({
    name: names.del,
    summary: `Hapus ${meta.title} menurut id atau ${meta.key}${doc?.posts ? '; postingnya dibalik' : ''}. 42 bila masih dipakai data lain.`,
    access: { modul: meta.access, aksi: rightFor(meta, 'delete') },
    schema: getSchema,
    module,
    async handler(ctx, p) {
      const old = await load(ctx.tx, byOf(p), { lock: true });
      if (!old) throw notFound();
      await assertNotLocked(ctx, lockOf(old));
      if (doc) {
        await assertNotUsed(ctx, old, 'dihapus');
        await ctx.books?.checkDate(ctx.tx, String(old.tanggal));
      }
      await server.beforeDelete?.(ctx, old);
      if (!doc) await assertNotReferenced(ctx.tx, meta.name, meta.title, String(old[meta.key]), 'dihapus');
      const touched = await applyLinks(ctx, null, old);
      if (doc?.posts && server.posting && ctx.books) await ctx.books.unpost(ctx.tx, { sumber: doc.code, notransaksi: String(old.notransaksi), userid: ctx.session?.userid });
      const gone = await ctx.tx.delete(t.main).where(eq(cols.id, old.id)).returning({ id: cols.id });
      if (gone.length !== 1) throw notFound();
      await updateStatus(ctx.tx, touched);
      if (ctx.company) await dropLocks(ctx.tx, ctx.company.id, lockOf(old));
      ctx.activity?.({ dokumen: String(old[meta.key] ?? old.id), before: headerOf(meta, old) });
      return { id: old.id, ...(doc ? { notransaksi: old.notransaksi } : {}) };
    },
  });


  // ---------------------------------------------------------------- batch of new records
  /**
   * New records of a master in a few statements (imports): every record prepared and checked as
   * `_save` checks a new one — figures, rules, references (one statement for all), uniqueness in
   * the batch and in the table (one statement per unique field), the module's rules
   * (`beforeSaveMany`, or `beforeSave` per record) — and, only when none is refused, written a
   * chunk of records per statement (headers and their rows). Returns the refusals by index; an
   * empty list means all were written. Documents (numbers, postings, links) and masters with an
   * `afterSave` save record by record through `_save`.
   */
  async function saveNew(ctx: ActContext, payloads: Rec[], progress?: (saved: number) => void): Promise<BatchRefusal[]> {
    const refused = new Map<number, ActError>();
    const refuse = (i: number, e: unknown) => {
      if (!(e instanceof ActError)) throw e;
      if (!refused.has(i)) refused.set(i, e);
    };
    const ready: { i: number; rec: Rec; extra: Rec }[] = [];
    payloads.forEach((payload, i) => {
      try {
        const { id, ...rest } = payload;
        if (id) throw new Error(`${names.save}: saveNew hanya untuk data baru`);
        const extra: Rec = {};
        for (const k of Object.keys(server.extra ?? {})) {
          extra[k] = rest[k];
          delete rest[k];
        }
        for (const c of children) {
          rest[c.key] ??= [];
          const n = (rest[c.key] as Rec[]).length;
          if (n < c.min) throw new ActError(NUM.INVALID, `${c.title} minimal ${c.min} baris.`, { fields: { [c.key]: `${c.title} minimal ${c.min} baris` } });
        }
        const rec = computeRecord(meta, rest);
        refuseAll(computedMismatches(meta, rest, rec, shown), NUM.INVALID);
        refuseAll(checkRules(meta, rec), NUM.INVALID);
        ready.push({ i, rec, extra });
      } catch (e) {
        refuse(i, e);
      }
    });
    // References of every record in one statement; each refusal goes back to its record.
    const cell = (n: number, path: string) => `${n}|${path}`;
    try {
      await checkRefs(
        ctx.tx,
        ready.flatMap((r, n) => [
          { fields: meta.fields, records: [r.rec], path: (_: number, k: string) => cell(n, k) },
          ...children.map((c) => ({ fields: c.fields, records: r.rec[c.key] as Rec[], path: (i: number, k: string) => cell(n, `${c.key}.${i}.${k}`), header: r.rec })),
        ]),
      );
    } catch (e) {
      const fields = (e instanceof ActError && (e.data as { fields?: Record<string, string> } | null)?.fields) || null;
      if (!fields) throw e;
      const per = new Map<number, Record<string, string>>();
      for (const [k, m] of Object.entries(fields)) {
        const [n, path] = [Number(k.slice(0, k.indexOf('|'))), k.slice(k.indexOf('|') + 1)];
        per.set(n, { ...per.get(n), [path]: m });
      }
      for (const [n, f] of per) refuse(ready[n].i, new ActError(NUM.INVALID, fieldsMessage(f), { fields: f }));
    }
    await checkUniqueMany(ctx, ready, refuse);
    const passing = ready.filter((r) => !refused.has(r.i));
    if (server.beforeSaveMany) {
      const errors = await server.beforeSaveMany(
        ctx,
        passing.map((r) => r.rec),
      );
      errors.forEach((e, n) => e && refuse(passing[n].i, e));
    } else if (server.beforeSave)
      for (const r of passing)
        try {
          await server.beforeSave(ctx, r.rec, null, r.extra);
        } catch (e) {
          refuse(r.i, e);
        }
    if (refused.size) return [...refused].sort((a, b) => a[0] - b[0]).map(([index, error]) => ({ index, error }));
    // Writing: as many records per statement as keep it under PostgreSQL's 65,535 parameters.
    const headerKeys = Object.keys(meta.fields).filter((k) => cols[k] && ready.some((r) => r.rec[k] !== undefined));
    const rowKeys = children.map((c) => [...Object.keys(c.fields), 'urut']);
    const params = (r: Rec) => headerKeys.length + children.reduce((a, c, ci) => a + ((r[c.key] as Rec[]).length) * (rowKeys[ci].length + 1), 0);
    let saved = 0;
    for (let start = 0; start < ready.length; ) {
      let end = start;
      for (let used = 0; end < ready.length && (end === start || used + params(ready[end].rec) <= 30_000); end++) used += params(ready[end].rec);
      await insertMany(
        ctx,
        ready.slice(start, end).map((r) => r.rec),
        headerKeys,
        rowKeys,
      );
      saved = end;
      progress?.(saved);
      start = end;
    }
    return [];
  }

  /** New records, their headers and every child table's rows, in one statement (rows find their header by its key). */
  async function insertMany(ctx: ActContext, recs: Rec[], headerKeys: string[], rowKeys: string[][]) {
    const key = cols[meta.key];
    const ctes: SQL[] = [
      sql`h as (insert into ${t.main} (${sql.join(
        headerKeys.map((k) => sql.identifier(cols[k].name)),
        sql`, `,
      )}) values ${valuesList(
        recs.map((r) => headerKeys.map((k) => r[k] ?? null)),
        headerKeys.map((k) => `::${cols[k].getSQLType()}`),
      )} returning id, ${sql.identifier(key.name)} as k)`,
    ];
    children.forEach((c, ci) => {
      const rows = recs.flatMap((r) => rowValues(c, r[c.key] as Rec[]).map((v) => [r[meta.key], ...rowKeys[ci].map((k) => v[k] ?? null)]));
      if (!rows.length) return;
      const cc = colsOf(t.children[c.key]);
      ctes.push(
        sql`${sql.identifier(`c${ci}`)} as (insert into ${t.children[c.key]} (${sql.identifier(parentColumn(meta))}, ${sql.join(
          rowKeys[ci].map((k) => sql.identifier(cc[k].name)),
          sql`, `,
        )}) select h.id, ${sql.join(
          rowKeys[ci].map((k) => sql`v.${sql.identifier(k)}`),
          sql`, `,
        )} from (values ${valuesList(rows, [`::${key.getSQLType()}`, ...rowKeys[ci].map((k) => `::${cc[k].getSQLType()}`)])}) as v (__k, ${sql.join(
          rowKeys[ci].map((k) => sql.identifier(k)),
          sql`, `,
        )}) join h on h.k = v.__k)`,
      );
    });
    const [r] = await rowsOf<{ n: number }>(ctx.tx, sql`with ${sql.join(ctes, sql`, `)} select count(*)::int as n from h`);
    if (Number(r.n) !== recs.length) throw new Error(`${meta.name}: ${recs.length} data dikirim, ${r.n} tersimpan`);
  }

  /** `checkUnique` for a batch of new records: in the batch and in the table, one statement per unique field. */
  async function checkUniqueMany(ctx: ActContext, ready: { i: number; rec: Rec }[], refuse: (i: number, e: unknown) => void) {
    for (const [k, f] of Object.entries(meta.fields)) {
      if (!f.unique) continue;
      const first = new Map<string, number>();
      for (const r of ready) {
        const v = r.rec[k];
        if (v === null || v === undefined || v === '') continue;
        if (first.has(String(v))) refuse(r.i, new ActError(NUM.DUPLICATE, `${f.label} '${String(v)}' sudah ada di data ke-${first.get(String(v))! + 1}.`, { fields: { [k]: `${f.label} sudah dipakai` } }));
        else first.set(String(v), r.i);
      }
      if (!first.size) continue;
      const hits = await ctx.tx.select({ v: cols[k] }).from(t.main).where(inArray(cols[k], [...first.keys()]));
      for (const h of hits) refuse(first.get(String(h.v))!, new ActError(NUM.DUPLICATE, usedText(f, h.v), { fields: { [k]: `${f.label} sudah dipakai` } }));
    }
    for (const c of children) {
      const ct = t.children[c.key];
      const cc = colsOf(ct);
      const pc = colsOf(t.main);
      for (const k of [...new Set([...c.uniqueWithin, ...Object.entries(c.fields).filter(([, f]) => f.unique).map(([k]) => k)])]) {
        const f = c.fields[k];
        const across = !!f.unique;
        const first = new Map<string, { i: number; row: number }>();
        for (const r of ready) {
          const seen = new Map<string, number>();
          const fields: Record<string, string> = {};
          (r.rec[c.key] as Rec[]).forEach((row, n) => {
            const v = String(row[k] ?? '');
            if (!v) return;
            if (seen.has(v)) fields[`${c.key}.${n}.${k}`] ??= `Baris ${n + 1}: ${f.label} '${v}' sudah ada di baris ${seen.get(v)! + 1}.`;
            else seen.set(v, n);
            if (!across) return;
            const other = first.get(v);
            if (other && other.i !== r.i) fields[`${c.key}.${n}.${k}`] ??= `Baris ${n + 1}: ${f.label} '${v}' sudah ada di data ke-${other.i + 1}.`;
            else if (!other) first.set(v, { i: r.i, row: n });
          });
          if (Object.keys(fields).length) refuse(r.i, new ActError(NUM.DUPLICATE, fieldsMessage(fields), { fields }));
        }
        if (!across || !first.size) continue;
        const hits = await ctx.tx
          .select({ v: cc[k], owner: pc[meta.key] })
          .from(ct)
          .innerJoin(t.main, eq(pc.id, cc[parentColumn(meta)]))
          .where(inArray(cc[k], [...first.keys()]));
        for (const h of hits) {
          const at = first.get(String(h.v))!;
          const path = `${c.key}.${at.row}.${k}`;
          refuse(at.i, new ActError(NUM.DUPLICATE, `Baris ${at.row + 1}: ${f.label} '${String(h.v)}' sudah dipakai di ${meta.title} ${String(h.owner)}.`, { fields: { [path]: `${f.label} sudah dipakai` } }));
        }
      }
    }
  }

  // Masters written as plain columns, without an afterSave, take batches of new records.
  if (!doc && plainColumns && !server.afterSave && meta.fields[meta.key]?.unique) (save as SaveAct).saveNew = saveNew;

  return [list, get, save, del, pickAct(meta, t, module)] as ActDef[];
}

/** The column values of a child table's rows as written (with the link, what remains, the order). */
function rowValues(c: ChildMeta, rows: Rec[]): Rec[] {
  return rows.map((r, i) => {
    const v: Rec = Object.fromEntries(Object.keys(c.fields).map((k) => [k, r[k]]));
    if (c.linksTo) v[LINK_FIELD] = r[LINK_FIELD] ?? null;
    // The source's doctype is kept only on a taken row.
    if (namesSource(c)) v[LINK_SOURCE_FIELD] = r[LINK_FIELD] ? (r[LINK_SOURCE_FIELD] ?? null) : null;
    // A document others take from is never edited while in use: what remains is all of it.
    if (c.remaining) v[REMAINING_FIELD] = r[c.remaining.qty] ?? '0';
    v.urut = i + 1;
    return v;
  });
}

/** Column types whose values come back the same from a raw statement as through drizzle. */
const PLAIN = new Set(['PgSerial', 'PgInteger', 'PgVarchar', 'PgText', 'PgNumeric', 'PgDateString', 'PgBoolean']);
const isPlain = (c: PgColumn) => PLAIN.has(c.columnType);

/** A value a json_build_object of `::text` columns gave back, in the column's own type. */
function fromText(c: PgColumn, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (c.columnType === 'PgSerial' || c.columnType === 'PgInteger') return Number(v);
  if (c.columnType === 'PgBoolean') return v === 'true';
  return v;
}

/** The rows of a saved child table as a save payload sends them (kept fields dropped). */
const stripKept = (c: ChildMeta, rows: Rec[] | undefined) =>
  (rows ?? []).map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'urut' && k !== REMAINING_FIELD && (k in c.fields || k === 'id' || k === LINK_FIELD || k === LINK_SOURCE_FIELD))));

interface Touched {
  meta: DoctypeMeta;
  tables: RecordTables;
  child: ChildMeta;
  ids: number[];
}

/** A document others take from: open while nothing is taken, closed when nothing remains, partly between. */
async function updateStatus(tx: Tx, touched: Touched[]) {
  for (const x of touched) {
    if (!x.ids.length || !isDocument(x.meta) || !x.meta.status) continue;
    const st = x.tables.children[x.child.key];
    const q = x.child.remaining!.qty;
    const fk = sql.identifier(parentColumn(x.meta));
    await tx.execute(sql`update ${x.tables.main} m set status = case
        when not exists (select 1 from ${st} s where s.${fk} = m.id and s.${sql.identifier(REMAINING_FIELD)} > 0) then ${STATUS.closed}
        when not exists (select 1 from ${st} s where s.${fk} = m.id and s.${sql.identifier(REMAINING_FIELD)} <> s.${sql.identifier(q)}) then ${STATUS.open}
        else ${STATUS.partly} end
      where m.id in ${sql`(${sql.join(x.ids.map((i) => sql`${i}`), sql`, `)})`}`);
  }
}

function refuseAll(list: { field?: string; message: string }[], num: number) {
  if (!list.length) return;
  const fields: Record<string, string> = {};
  for (const r of list) if (r.field) fields[r.field] ??= r.message;
  throw new ActError(num, list.length === 1 ? list[0].message : `${list[0].message} (dan ${list.length - 1} lainnya)`, Object.keys(fields).length ? { fields } : null);
}

/** One message for several refused fields: the first, and how many more. */
function fieldsMessage(fields: Record<string, string>): string {
  const msgs = Object.values(fields);
  return msgs.length === 1 ? msgs[0] : `${msgs[0]} (dan ${msgs.length - 1} lainnya)`;
}

function refuseFields(fields: Record<string, string>) {
  if (Object.keys(fields).length) throw new ActError(NUM.INVALID, fieldsMessage(fields), { fields });
}

const PICK_LIMIT = 20;

/**
 * `<name>_pick`: what a picker of this doctype offers — for any user who may open the doctype or
 * a doctype that refers to it (a cashier picks items without the item master right). By the key
 * or lookup field exactly (`exact`: a typed or scanned code; the matched child row's fill values
 * come back in `cocok`), or searched (`q`), with the reference's conditions (`filter`).
 */
function pickAct(meta: DoctypeMeta, t: RecordTables, module: string): ActDef {
  const cols = colsOf(t.main);
  const output = mainOutput(meta, cols);
  const tbl = tableOf(meta);
  const fieldNames = Object.keys(meta.fields);
  return defineAct({
    name: `${meta.name}_pick`,
    summary: `Pilihan ${meta.title} untuk pemilih (picker): q (cari), exact (kode/barcode persis), filter {field: nilai}, limit (maks. 100) → ${tbl}${meta.lookup ? ' dan cocok (nilai isian dari baris yang cocok, mis. satuan dari barcode)' : ''}. Boleh bagi user yang dapat membuka ${meta.title} atau dokumen yang merujuknya.`,
    access: () => [{ modul: meta.access, aksi: 'mopen' as Aksi }, ...referringDoctypes(meta.name).map((d) => ({ modul: d.access, aksi: 'mopen' as Aksi }))] as Access[],
    schema: z.object({
      q: z.string({ error: 'q harus berupa teks' }).max(100, 'Teks pencarian maksimal 100 karakter').default(''),
      exact: z.string({ error: 'exact harus berupa teks' }).trim().max(100).optional(),
      filter: z.partialRecord(z.enum(fieldNames as [string, ...string[]]), z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]), { error: 'filter tidak valid' }).default({}),
      limit: z.coerce.number({ error: 'limit harus berupa angka' }).int().min(1).max(100).default(PICK_LIMIT),
    }),
    module,
    readOnly: true,
    async handler(ctx, p) {
      const target = targetOf(meta.name)!;
      const filter = whereSql(target, p.filter as Record<string, string>);
      if (p.exact) {
        const code = meta.fields[meta.key].upper ? p.exact.toUpperCase() : p.exact;
        const [byKey] = await ctx.tx.select(output).from(t.main).where(and(eq(cols[meta.key], code), filter)).limit(1);
        if (byKey) return { [tbl]: [byKey], cocok: null };
        if (meta.lookup) {
          const c = meta.tables[meta.lookup.table];
          const ct = t.children[c.key];
          const cc = colsOf(ct);
          const fills = Object.fromEntries(Object.entries(meta.lookup.fills).map(([local, k]) => [local, cc[k]]));
          const [hit] = (await ctx.tx
            .select({ ...output, ...Object.fromEntries(Object.entries(fills).map(([k, v]) => [`__${k}`, v])) })
            .from(ct)
            .innerJoin(t.main, eq(cols.id, cc[parentColumn(meta)]))
            .where(and(eq(cc[meta.lookup.field], p.exact), filter))
            .limit(1)) as Rec[];
          if (hit) {
            const cocok = Object.fromEntries(Object.keys(fills).map((k) => [k, hit[`__${k}`]]));
            const row = Object.fromEntries(Object.entries(hit).filter(([k]) => !k.startsWith('__')));
            return { [tbl]: [row], cocok };
          }
        }
        return { [tbl]: [], cocok: null };
      }
      const where = and(searchCondition(meta, t, p.q), filter);
      const key = cols[meta.key];
      const q = p.q.trim();
      // The exact code first, then codes that start with it, then the rest, by code.
      const order = q ? [sql`case when ${key} = ${meta.fields[meta.key].upper ? q.toUpperCase() : q} then 0 when ${key} ilike ${`${escapeLike(q)}%`} then 1 else 2 end`, asc(key)] : [asc(key)];
      const rows = await ctx.tx.select(output).from(t.main).where(where).orderBy(...order).limit(p.limit);
      return { [tbl]: rows };
    },
  });
}

/**
 * `<child table>_pick` for child tables other records refer to (`satuanitem`): the rows of one
 * record (`within`: its key), for a picker that depends on the row (a line's unit among its
 * item's units).
 */
export function childPickAct(meta: DoctypeMeta, t: RecordTables, c: ChildMeta, module: string): ActDef {
  const ct = t.children[c.key];
  const cc = colsOf(ct);
  const mc = colsOf(t.main);
  return defineAct({
    name: `${c.table}_pick`,
    summary: `Pilihan ${c.title} satu ${meta.title}: within (kode ${meta.title}) → ${childTableOf(c)}.`,
    access: () => [{ modul: meta.access, aksi: 'mopen' as Aksi }, ...referringDoctypes(c.table).map((d) => ({ modul: d.access, aksi: 'mopen' as Aksi }))] as Access[],
    schema: z.object({ within: z.string({ error: 'within wajib diisi' }).trim().min(1, 'within wajib diisi').max(100), q: z.string().max(100).default('') }),
    module,
    readOnly: true,
    async handler(ctx, p) {
      const rows = await ctx.tx
        .select(childOutput(c, cc))
        .from(ct)
        .innerJoin(t.main, eq(mc.id, cc[parentColumn(meta)]))
        .where(and(eq(mc[meta.key], meta.fields[meta.key].upper ? p.within.toUpperCase() : p.within), p.q ? ilike(cc[c.rowKey!], `${escapeLike(p.q)}%`) : undefined))
        .orderBy(asc(cc.urut), asc(cc.id));
      return { [childTableOf(c)]: rows };
    },
  });
}

/** The generic acts of a flat doctype over a given table (compatibility with hand-written tables). */
export function doctypeActs(meta: DoctypeMeta, table: PgTable, hooks: DoctypeServer = {}, module = ''): ActDef[] {
  return recordActs(meta, recordTables(meta, table), hooks, { module });
}

