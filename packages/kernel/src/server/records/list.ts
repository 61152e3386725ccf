/** `<name>_list`: a page of a doctype's records, searched, filtered and sorted, with the names of the codes it shows. */
import { z } from 'zod';
import { and, asc, desc, eq, gte, ilike, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COUNT_CAP, MAX_PAGE_SIZE, PAGE_SIZE, type DoctypeMeta } from '../../doctype';
import { yesNo } from '../../validate';
import { defineAct, type ActDef } from '../acts';
import { rowsOf } from '../db';
import { colsOf, targetOf } from '../registry';
import { parentColumn, type RecordTables } from '../table';
import { escapeLike, type Cols, type RecordContext } from './context';

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

export function listAct(cx: RecordContext): ActDef {
  const { meta, t, cols, output, tbl, names, module } = cx;
  // The doctypes its list columns name, looked up when first needed: a module's acts are made as it
  // loads, perhaps before the module of a doctype it refers to (the order modules load in must not
  // decide whether a list shows the names beside its codes).
  let joins: Array<{ field: string; target: NonNullable<ReturnType<typeof targetOf>> }> | undefined;
  const refJoins = () =>
    (joins ??= meta.list.columns.flatMap((k) => {
      const ref = meta.fields[k].ref;
      const target = ref && !ref.within ? targetOf(ref.doctype) : undefined;
      return target?.name && !target.parent ? [{ field: k, target }] : [];
    }));
  const act = defineAct({
    name: names.list,
    summary: '',
    access: { modul: meta.access, aksi: 'mopen' },
    schema: listSchema(meta),
    module,
    readOnly: true,
    async handler(ctx, p) {
      const where = and(searchCondition(meta, t, p.q), ...filterConditions(meta, cols, p.filter as Record<string, unknown>));
      const [{ n }] = await rowsOf<{ n: number }>(ctx.tx, sql`select count(*)::int as n from (select 1 from ${t.main} where ${where ?? sql`true`} limit ${COUNT_CAP + 1}) x`);
      const joined = refJoins().map((j) => ({ ...j, a: alias(j.target.table, `r_${j.field}`) }));
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
  // Its summary names the joined names too, so it is read when asked (docs/protocol.md), not made here.
  Object.defineProperty(act, 'summary', {
    enumerable: true,
    get: () =>
      `Daftar ${meta.title}: halaman (page dari 0, limit ${PAGE_SIZE}), cari (q: kode di awal, kata nama), urut (sort, dir)` +
      (meta.list.filters.length ? `, filter {${meta.list.filters.map((f) => (meta.fields[f.field].kind === 'date' ? `${f.field}: {dari, sampai}` : f.field)).join(', ')}}` : '') +
      `. query_data (totpage, totrec maksimal ${COUNT_CAP}, lebih) dan ${tbl}` +
      (refJoins().length ? ` dengan nama rujukan (${refJoins().map((j) => `${j.field}_nama`).join(', ')})` : '') +
      '.',
  });
  return act;
}
