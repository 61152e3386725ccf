/**
 * The generic acts of a doctype: `<name>_list`, `_get`, `_save`, `_del`, with paging, search,
 * sort and the module rights of its access name.
 */
import { z } from 'zod';
import { and, asc, count, desc, eq, getTableColumns, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { actNames, MAX_PAGE_SIZE, PAGE_SIZE, type DoctypeMeta } from '../doctype';
import { recordSchema, yesNo } from '../validate';
import { acquireLock, assertNotLocked, dropLocks, releaseLock } from './locks';
import { ActError, NUM } from '../errors';
import { defineAct, type ActContext, type ActDef } from './acts';
import { assertNotReferenced, checkRefs } from './refs';

export type Row = Record<string, unknown> & { id: number };

/** Server-side rules a doctype may add to the generic save and delete. */
export interface DoctypeHooks {
  /**
   * Throw an ActError to refuse; `old` is null when adding. `record` may be changed (it is what is
   * written); `extra` holds the validated values of `extra` fields.
   */
  beforeSave?(ctx: ActContext, record: Record<string, unknown>, old: Row | null, extra: Record<string, unknown>): Promise<void>;
  /** After the row is written, in the same transaction (e.g. child rows). */
  afterSave?(ctx: ActContext, saved: Row, old: Row | null, extra: Record<string, unknown>): Promise<void>;
  beforeDelete?(ctx: ActContext, old: Row): Promise<void>;
  /** Payload fields of `_save` that are not columns (a password, a rights matrix), with their schemas. */
  extra?: Record<string, z.ZodType>;
}

const idSchema = z.object({ id: z.coerce.number({ error: 'id harus berupa angka' }).int().positive('id harus berupa angka bulat positif') });
const getSchema = idSchema.extend({ edit: yesNo('edit') });

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function listSchema(meta: DoctypeMeta) {
  const sortable = ['id', ...Object.keys(meta.fields)] as [string, ...string[]];
  return z.object({
    page: z.coerce.number({ error: 'page harus berupa angka' }).int().min(0, 'page minimal 0').default(0),
    limit: z.coerce
      .number({ error: 'limit harus berupa angka' })
      .int()
      .min(1, 'limit minimal 1')
      .max(MAX_PAGE_SIZE, `limit maksimal ${MAX_PAGE_SIZE}`)
      .default(PAGE_SIZE),
    q: z.string({ error: 'q harus berupa teks' }).max(100, 'Teks pencarian maksimal 100 karakter').default(''),
    sort: z.enum(sortable, { error: `sort harus salah satu dari: ${sortable.join(', ')}` }).default(meta.list.sort.field),
    dir: z.enum(['asc', 'desc'], { error: "dir harus 'asc' atau 'desc'" }).default(meta.list.sort.dir),
  });
}

export function doctypeActs(meta: DoctypeMeta, table: PgTable, hooks: DoctypeHooks = {}, module = ''): ActDef[] {
  const names = actNames(meta.name);
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const tbl = `tbl_${meta.name}`;
  const notFound = () => new ActError(NUM.NOT_FOUND, `Data ${meta.title} tidak ditemukan.`);
  const output = Object.fromEntries(['id', ...Object.keys(meta.fields)].map((k) => [k, cols[k]]));
  const lockOf = (row: Row) => ({ modul: meta.name, kunci: String(row.id), label: `${meta.title} ${String(row[meta.key] ?? row.id)}` });

  async function find(ctx: ActContext, id: number): Promise<Row | null> {
    const rows = await ctx.tx.select(output).from(table).where(eq(cols.id, id)).limit(1);
    return (rows[0] as Row | undefined) ?? null;
  }

  async function checkUnique(ctx: ActContext, rec: Record<string, unknown>, id: number | null) {
    for (const [k, f] of Object.entries(meta.fields)) {
      if (!f.unique) continue;
      const conds: SQL[] = [eq(cols[k], rec[k] as string)];
      if (id !== null) conds.push(ne(cols.id, id));
      const hit = await ctx.tx.select({ id: cols.id }).from(table).where(and(...conds)).limit(1);
      if (hit.length) throw new ActError(NUM.DUPLICATE, `${f.label} '${String(rec[k])}' sudah dipakai.`, { fields: { [k]: `${f.label} sudah dipakai` } });
    }
  }

  const list = defineAct({
    name: names.list,
    summary: `Daftar ${meta.title}: halaman (page dari 0, limit ${PAGE_SIZE}), cari (q), urut (sort, dir).`,
    access: { modul: meta.access, aksi: 'mopen' },
    schema: listSchema(meta),
    module,
    async handler(ctx, p) {
      const where = p.q.trim()
        ? or(...meta.list.search.map((k) => ilike(cols[k], `%${escapeLike(p.q.trim())}%`)))
        : undefined;
      const [{ n }] = await ctx.tx.select({ n: count() }).from(table).where(where);
      const order = p.dir === 'desc' ? desc(cols[p.sort]) : asc(cols[p.sort]);
      const rows = await ctx.tx
        .select(output)
        .from(table)
        .where(where)
        .orderBy(order, asc(cols.id))
        .limit(p.limit)
        .offset(p.page * p.limit);
      const totrec = Number(n);
      return { query_data: [{ totpage: Math.ceil(totrec / p.limit), totrec, page: p.page, limit: p.limit }], [tbl]: rows };
    },
  });

  const get = defineAct({
    name: names.get,
    summary: `Satu data ${meta.title} menurut id; edit: 1 membukanya untuk diubah (dikunci untuk user ini, 43 bila sedang dibuka user lain).`,
    access: { modul: meta.access, aksi: 'mopen' },
    schema: getSchema,
    module,
    async handler(ctx, p) {
      const row = await find(ctx, p.id);
      if (!row) throw notFound();
      if (p.edit) await acquireLock(ctx, lockOf(row));
      return { [tbl]: [row] };
    },
  });

  const schema = recordSchema(meta, hooks.extra);
  const save = defineAct({
    name: names.save,
    summary: `Simpan ${meta.title}: tanpa id menambah, dengan id mengubah.`,
    access: (p) => ({ modul: meta.access, aksi: p.id ? 'medit' : 'madd' }),
    schema,
    module,
    async handler(ctx, p) {
      const { id, ...rec } = p as Record<string, unknown> & { id?: number | null };
      const extra: Record<string, unknown> = {};
      for (const k of Object.keys(hooks.extra ?? {})) {
        extra[k] = rec[k];
        delete rec[k];
      }
      const old = id ? await find(ctx, id) : null;
      if (id && !old) throw notFound();
      if (old) await assertNotLocked(ctx, lockOf(old));
      await checkUnique(ctx, rec, id ?? null);
      await checkRefs(ctx.tx, [{ fields: meta.fields, records: [rec], path: (_, k) => k }]);
      if (old && rec[meta.key] !== undefined && old[meta.key] !== rec[meta.key])
        await assertNotReferenced(ctx.tx, meta.name, meta.title, String(old[meta.key]), 'diubah kodenya');
      await hooks.beforeSave?.(ctx, rec, old, extra);
      let saved: Row;
      if (old) {
        [saved] = (await ctx.tx
          .update(table)
          .set({ ...rec, updated_at: sql`now()` })
          .where(eq(cols.id, old.id))
          .returning(output)) as Row[];
      } else {
        [saved] = (await ctx.tx.insert(table).values(rec).returning(output)) as Row[];
      }
      ctx.activity?.({ dokumen: String(saved[meta.key] ?? saved.id), before: old, after: saved });
      await hooks.afterSave?.(ctx, saved, old, extra);
      if (old) await releaseLock(ctx, lockOf(old));
      return { id: saved.id, [tbl]: [saved] };
    },
  });

  const del = defineAct({
    name: names.del,
    summary: `Hapus ${meta.title} menurut id.`,
    access: { modul: meta.access, aksi: 'mdelete' },
    schema: idSchema,
    module,
    async handler(ctx, p) {
      const old = await find(ctx, p.id);
      if (!old) throw notFound();
      await assertNotLocked(ctx, lockOf(old));
      await hooks.beforeDelete?.(ctx, old);
      await assertNotReferenced(ctx.tx, meta.name, meta.title, String(old[meta.key]), 'dihapus');
      await ctx.tx.delete(table).where(eq(cols.id, p.id));
      if (ctx.company) await dropLocks(ctx.tx, ctx.company.id, lockOf(old));
      ctx.activity?.({ dokumen: String(old[meta.key] ?? old.id), before: old });
      return { id: p.id };
    },
  });

  return [list, get, save, del] as ActDef[];
}
