/**
 * What the acts of one doctype share (records.ts builds it once per doctype): its declaration,
 * tables and server hooks, and the helpers every act uses — the record as loaded and as replied,
 * its edit lock, the refusals of fields and rows.
 */
import { z } from 'zod';
import { asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { dec, formatId } from '@niaga/core';
import { actNames, childTableOf, LINK_FIELD, LINK_SOURCE_FIELD, namesSource, REMAINING_FIELD, tableOf, type ChildMeta, type DoctypeMeta } from '../../doctype';
import { isDocument, type DocumentMeta } from '../../document';
import type { FieldSpec } from '../../fields';
import { yesNo } from '../../validate';
import { ActError, NUM } from '../../errors';
import type { ActContext, ActDef } from '../acts';
import type { Tx } from '../db';
import { colsOf, targetOf } from '../registry';
import { parentColumn, type RecordTables } from '../table';
import type { DoctypeServer } from './hooks';

export type Row = Record<string, unknown> & { id: number };
export type Rec = Record<string, unknown>;
export type Cols = Record<string, PgColumn>;

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

/** The refusal of a unique field's value already used: its declared message, or "<label> '<value>' sudah dipakai.". */
export const usedText = (f: FieldSpec, v: unknown) => f.uniqueMessage?.replaceAll('{code}', String(v)) ?? `${f.label} '${String(v)}' sudah dipakai.`;

export const idSchema = z.coerce.number({ error: 'id harus berupa angka' }).int().positive('id harus berupa angka bulat positif');

/** Output columns of the main table: id and every declared field. */
export const mainOutput = (meta: DoctypeMeta, cols: Cols) => Object.fromEntries(['id', ...Object.keys(meta.fields)].map((k) => [k, cols[k]]));

/** A row naming a source row (`idsumber`) whose quantity is 0: nothing taken, so no row. */
export const untaken = (c: ChildMeta, r: Rec): boolean => !!r[LINK_FIELD] && !!c.linksTo && /^-?0*(\.0*)?$/.test(String(r[c.linksTo.qty] ?? '0').trim());
/** The row columns the kernel keeps for links: the source row's id, and its doctype when there are several sources. */
export const linkKeys = (c: ChildMeta): string[] => (c.linksTo ? [LINK_FIELD, ...(namesSource(c) ? [LINK_SOURCE_FIELD] : [])] : []);
export const childOutput = (c: ChildMeta, cols: Cols) =>
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
export const headerOf = (meta: DoctypeMeta, r: Rec | null) => (r ? Object.fromEntries(Object.entries(r).filter(([k]) => !(k in meta.tables))) : null);

/** An identifier as SQL text, quoted. */
export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Shown in messages: a decimal in id-ID form (a quantity without trailing zeros). */
export const shown = (f: FieldSpec, v: unknown) => {
  if (f.kind !== 'decimal') return String(v ?? '');
  const d = dec(String(v ?? 0));
  return (f.scale ?? 2) > 2 ? formatId(d, d.decimalPlaces()) : formatId(d, f.scale ?? 2);
};

/** The rows of a saved child table as a save payload sends them (kept fields dropped). */
export const stripKept = (c: ChildMeta, rows: Rec[] | undefined) =>
  (rows ?? []).map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'urut' && k !== REMAINING_FIELD && (k in c.fields || k === 'id' || k === LINK_FIELD || k === LINK_SOURCE_FIELD))));

export function refuseAll(list: { field?: string; message: string }[], num: number) {
  if (!list.length) return;
  const fields: Record<string, string> = {};
  for (const r of list) if (r.field) fields[r.field] ??= r.message;
  throw new ActError(num, list.length === 1 ? list[0].message : `${list[0].message} (dan ${list.length - 1} lainnya)`, Object.keys(fields).length ? { fields } : null);
}

/** One message for several refused fields: the first, and how many more. */
export function fieldsMessage(fields: Record<string, string>): string {
  const msgs = Object.values(fields);
  return msgs.length === 1 ? msgs[0] : `${msgs[0]} (dan ${msgs.length - 1} lainnya)`;
}

export function refuseFields(fields: Record<string, string>) {
  if (Object.keys(fields).length) throw new ActError(NUM.INVALID, fieldsMessage(fields), { fields });
}

/** A record looked up by its id or its key (`_get`, `_del`). */
export interface RecordKey {
  id?: number;
  key?: string;
}

/** `_get`'s and `_del`'s payload: the record's id or key, and `edit`. */
const keySchemaOf = (meta: DoctypeMeta) =>
  z
    .object({ id: idSchema.optional(), [meta.key]: z.string({ error: `${meta.fields[meta.key].label} harus berupa teks` }).trim().max(100).optional(), edit: yesNo('edit') })
    .refine((v) => v.id !== undefined || !!v[meta.key], { message: `id atau ${meta.key} wajib diisi` });

/** What the acts of one doctype share. */
export interface RecordContext {
  meta: DoctypeMeta;
  t: RecordTables;
  server: DoctypeServer;
  /** Module name for the protocol document. */
  module: string;
  names: ReturnType<typeof actNames>;
  /** The main table's columns, and the output of its declared fields (with id). */
  cols: Cols;
  output: Cols;
  /** The reply's table name (`tbl_<name>`). */
  tbl: string;
  /** The declaration as a business document (numbered, dated, posted), or null for a master. */
  doc: DocumentMeta | null;
  children: ChildMeta[];
  notFound(): ActError;
  /** The record's edit lock. */
  lockOf(r: Row): { modul: string; kunci: string; label: string };
  load(tx: Tx, by: RecordKey, o?: { lock?: boolean }): Promise<Row | null>;
  /** A saved or loaded record as `_get` and `_save` reply it. */
  reply(r: Row): Rec;
  /** `_get`'s and `_del`'s payload: id or key, and `edit`. */
  keySchema: ReturnType<typeof keySchemaOf>;
  byOf(p: Record<string, unknown>): RecordKey;
}

export function recordContext(meta: DoctypeMeta, t: RecordTables, server: DoctypeServer, module: string): RecordContext {
  const cols = colsOf(t.main);
  const tbl = tableOf(meta);
  const doc: DocumentMeta | null = isDocument(meta) ? meta : null;
  const children = Object.values(meta.tables);
  return {
    meta,
    t,
    server,
    module,
    names: actNames(meta.name),
    cols,
    output: mainOutput(meta, cols),
    tbl,
    doc,
    children,
    notFound: () => new ActError(NUM.NOT_FOUND, `Data ${meta.title} tidak ditemukan.`),
    lockOf: (r) => ({ modul: meta.name, kunci: String(r.id), label: `${meta.title} ${String(r[meta.key] ?? r.id)}` }),
    load: (tx, by, o = {}) => loadRecord(tx, meta, t, by, o),
    reply: (r) => ({
      id: r.id,
      ...(doc ? { notransaksi: r.notransaksi } : {}),
      [tbl]: [headerOf(meta, r)],
      ...Object.fromEntries(children.map((c) => [childTableOf(c), r[c.key] ?? []])),
    }),
    keySchema: keySchemaOf(meta),
    byOf: (p) => (p.id !== undefined ? { id: p.id as number } : { key: meta.fields[meta.key].upper ? String(p[meta.key]).toUpperCase() : String(p[meta.key]) }),
  };
}
