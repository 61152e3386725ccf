/**
 * The server side of business documents: header and lines tables, numbering (./numbering), and the
 * acts `<name>_list/_get/_save/_del`. Saving runs the module's rules, writes header and lines and
 * posts, all in the request's one transaction; deleting reverses the posting first. The kernel
 * knows no accounting: the module passes its posting functions.
 */
import { z } from 'zod';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { integer, pgTable, serial, timestamp, index, type PgColumn, type PgColumnBuilderBase, type PgTable } from 'drizzle-orm/pg-core';
import { actNames } from '../doctype';
import { linesTable, type DocumentMeta } from '../document';
import { ActError, NUM } from '../errors';
import { fieldSchema, recordSchema, strictRecord, yesNo } from '../validate';
import { defineAct, type ActContext, type ActDef } from './acts';
import { doctypeActs, type Row } from './crud';
import { acquireLock, assertNotLocked, dropLocks, releaseLock } from './locks';
import { rowsOf, type Tx } from './db';
import { nextNumber } from './numbering';
import { checkRefs, registerReferrers } from './refs';
import { column, tableFor } from './table';

export interface DocumentTables {
  header: PgTable;
  lines: PgTable | null;
}

/** Header table as for any doctype; lines `<name>_detail` (id, <name>_id, urut, line fields). */
export function documentTables(meta: DocumentMeta) {
  const header = tableFor(meta);
  if (!meta.lines) return { header, lines: null };
  const fk = `${meta.name}_id`;
  const hid = (getTableColumns(header) as Record<string, PgColumn>).id;
  const cols: Record<string, PgColumnBuilderBase> = {
    id: serial('id').primaryKey(),
    [fk]: integer(fk)
      .notNull()
      .references(() => hid, { onDelete: 'cascade' }),
    urut: integer('urut').notNull().default(0),
  };
  for (const [k, f] of Object.entries(meta.lines.fields)) cols[k] = column(k, f);
  cols.created_at = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
  const lines = pgTable(`${meta.name}_detail`, cols, (t) => [index(`${meta.name}_detail_doc`).on(t[fk])]);
  // A line names its document by id only; the message names the document kind.
  registerReferrers(meta.lines.fields, lines, meta.title, null);
  return { header, lines };
}

export interface SavedDocument {
  header: Row & { notransaksi: string; tanggal: string };
  lines: Record<string, unknown>[];
}

export interface DocumentServer {
  /**
   * Business rules before saving: check, fill derived header values (totals) in place, throw an
   * ActError to refuse. `old` is the saved version when editing.
   */
  prepare?(ctx: ActContext, doc: { header: Record<string, unknown>; lines: Record<string, unknown>[] }, old: SavedDocument | null): Promise<void> | void;
  /** Posts the saved document (edit: reverse the old posting and post again). Same transaction. */
  post?(ctx: ActContext, doc: SavedDocument, old: SavedDocument | null): Promise<void>;
  /** Reverses the posting of a document being deleted. */
  unpost?(ctx: ActContext, doc: SavedDocument): Promise<void>;
  /** Refuses a date in a locked period; asked for the new date, and the old one when editing or deleting. */
  checkDate?(ctx: ActContext, tanggal: string): Promise<void>;
  /** Today in the company's time zone (date lock, spec §4). */
  today?(ctx: ActContext): Promise<string>;
}

/** Whether the session's user has the date-lock flag (pengguna.kuncitanggal, spec §4). */
export async function userDateLocked(ctx: ActContext): Promise<boolean> {
  if (!ctx.session) return false;
  const [u] = await rowsOf<{ k: boolean }>(ctx.tx, sql`select kuncitanggal as k from pengguna where userid = ${ctx.session.userid}`);
  return u?.k === true;
}

const ref = z
  .object({
    id: z.coerce.number({ error: 'id harus berupa angka' }).int().positive('id harus berupa angka bulat positif').optional(),
    notransaksi: z.string({ error: 'notransaksi harus berupa teks' }).trim().toUpperCase().max(40).optional(),
  })
  .refine((v) => v.id !== undefined || !!v.notransaksi, { message: 'id atau notransaksi wajib diisi' });
const getRef = ref.and(z.object({ edit: yesNo('edit') }));

export function documentActs(meta: DocumentMeta, tables: DocumentTables, server: DocumentServer = {}, module = ''): ActDef[] {
  const names = actNames(meta.name);
  const tbl = `tbl_${meta.name}`;
  const tblLines = linesTable(meta.name);
  const hcols = getTableColumns(tables.header) as Record<string, PgColumn>;
  const lcols = tables.lines ? (getTableColumns(tables.lines) as Record<string, PgColumn>) : null;
  const fk = `${meta.name}_id`;
  const hout = Object.fromEntries(['id', ...Object.keys(meta.fields)].map((k) => [k, hcols[k]]));
  const lout = lcols && meta.lines ? Object.fromEntries(['urut', ...Object.keys(meta.lines.fields)].map((k) => [k, lcols[k]])) : null;
  const notFound = () => new ActError(NUM.NOT_FOUND, `Data ${meta.title} tidak ditemukan.`);

  async function load(tx: Tx, by: { id?: number; notransaksi?: string }): Promise<SavedDocument | null> {
    const where = by.id !== undefined ? eq(hcols.id, by.id) : eq(hcols.notransaksi, by.notransaksi!);
    const [header] = (await tx.select(hout).from(tables.header).where(where).limit(1)) as SavedDocument['header'][];
    if (!header) return null;
    const lines = tables.lines && lout ? await tx.select(lout).from(tables.lines).where(eq(lcols![fk], header.id)).orderBy(asc(lcols!.urut), asc(lcols!.id)) : [];
    return { header, lines };
  }

  // Edit locks as for every doctype: opened with edit: 1, checked by save and delete.
  const lockOf = (d: SavedDocument) => ({ modul: meta.name, kunci: String(d.header.id), label: `${meta.title} ${d.header.notransaksi}` });
  const reply = (d: SavedDocument) => ({ id: d.header.id, notransaksi: d.header.notransaksi, [tbl]: [d.header], ...(tables.lines ? { [tblLines]: d.lines } : {}) });

  const [list] = doctypeActs(meta, tables.header, {}, module);

  const get = defineAct({
    name: names.get,
    summary: `Satu ${meta.title} dengan detailnya, menurut id atau notransaksi; edit: 1 membukanya untuk diubah (dikunci untuk user ini, 43 bila sedang dibuka user lain).`,
    access: { modul: meta.access, aksi: 'mopen' },
    schema: getRef,
    module,
    async handler(ctx, p) {
      const d = await load(ctx.tx, p);
      if (!d) throw notFound();
      if (p.edit) await acquireLock(ctx, lockOf(d));
      return reply(d);
    },
  });

  const lineShape: Record<string, z.ZodType> = {};
  if (meta.lines) for (const [k, f] of Object.entries(meta.lines.fields)) lineShape[k] = fieldSchema(f);
  const lineSchema = strictRecord(lineShape, 'Baris detail harus berupa objek', 'Field detail tidak dikenal');
  const linesSchema = meta.lines
    ? z
        .array(lineSchema, { error: 'lines harus berupa daftar baris' })
        .min(meta.lines.min, `${meta.lines.title} minimal ${meta.lines.min} baris`)
        .max(meta.lines.max, `${meta.lines.title} maksimal ${meta.lines.max} baris`)
    : z.undefined({ error: `${meta.title} tidak memiliki detail` });
  const saveSchema = recordSchema(meta, { lines: meta.lines ? linesSchema : linesSchema.optional() });

  const save = defineAct({
    name: names.save,
    summary: `Simpan ${meta.title} (${meta.code}) dengan detail (lines): tanpa id menambah dan memberi nomor, dengan id mengubah; diposting dalam transaksi yang sama.`,
    access: (p) => ({ modul: meta.access, aksi: (p as { id?: number }).id ? 'medit' : 'madd' }),
    schema: saveSchema,
    module,
    async handler(ctx, payload) {
      const { id, lines = [], ...header } = payload as Record<string, unknown> & { id?: number | null; lines?: Record<string, unknown>[] };
      const old = id ? await load(ctx.tx, { id }) : null;
      if (id && !old) throw notFound();
      if (old) await assertNotLocked(ctx, lockOf(old));
      // Date lock (spec §4): a date-locked user adds with today's date and edits keep the original date.
      if (await userDateLocked(ctx)) {
        if (old) header.tanggal = old.header.tanggal;
        else if (server.today) header.tanggal = await server.today(ctx);
      }
      if (old) {
        await server.checkDate?.(ctx, old.header.tanggal);
        header.notransaksi = old.header.notransaksi;
      }
      await server.checkDate?.(ctx, header.tanggal as string);
      if (!old && header.notransaksi) {
        const [dup] = await ctx.tx.select({ id: hcols.id }).from(tables.header).where(eq(hcols.notransaksi, header.notransaksi as string)).limit(1);
        if (dup) throw new ActError(NUM.DUPLICATE, `No. Transaksi '${String(header.notransaksi)}' sudah dipakai.`);
      }
      await checkRefs(ctx.tx, [
        { fields: meta.fields, records: [header], path: (_, k) => k },
        ...(meta.lines ? [{ fields: meta.lines.fields, records: lines, path: (i: number, k: string) => `lines.${i}.${k}` }] : []),
      ]);
      await server.prepare?.(ctx, { header, lines }, old);
      // Numbered after the rules: the series row stays locked until commit, so take it late.
      if (!old && !header.notransaksi) header.notransaksi = await nextNumber(ctx.tx, { code: meta.code, date: header.tanggal as string });
      let hid: number;
      if (old) {
        await ctx.tx
          .update(tables.header)
          .set({ ...header, updated_at: sql`now()` })
          .where(eq(hcols.id, old.header.id));
        hid = old.header.id;
        if (tables.lines) await ctx.tx.delete(tables.lines).where(eq(lcols![fk], hid));
      } else {
        const [row] = (await ctx.tx.insert(tables.header).values(header).returning({ id: hcols.id })) as { id: number }[];
        hid = row.id;
      }
      if (tables.lines && lines.length) await ctx.tx.insert(tables.lines).values(lines.map((l, i) => ({ ...l, [fk]: hid, urut: i + 1 })));
      const saved = (await load(ctx.tx, { id: hid }))!;
      await server.post?.(ctx, saved, old);
      if (old) await releaseLock(ctx, lockOf(old));
      return reply(saved);
    },
  });

  const del = defineAct({
    name: names.del,
    summary: `Hapus ${meta.title} menurut id atau notransaksi; postingnya dibalik.`,
    access: { modul: meta.access, aksi: 'mdelete' },
    schema: ref,
    module,
    async handler(ctx, p) {
      const d = await load(ctx.tx, p);
      if (!d) throw notFound();
      await assertNotLocked(ctx, lockOf(d));
      await server.checkDate?.(ctx, d.header.tanggal);
      await server.unpost?.(ctx, d);
      await ctx.tx.delete(tables.header).where(eq(hcols.id, d.header.id));
      if (ctx.company) await dropLocks(ctx.tx, ctx.company.id, lockOf(d));
      return { id: d.header.id, notransaksi: d.header.notransaksi };
    },
  });

  return [list, get, save, del] as ActDef[];
}
