/**
 * `<name>_pick` and `<child table>_pick`: what a picker offers, for any user who may open the
 * doctype or one that refers to it.
 */
import { z } from 'zod';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { childTableOf, tableOf, type Aksi, type ChildMeta, type DoctypeMeta } from '../../doctype';
import { defineAct, type Access, type ActDef } from '../acts';
import { whereSql } from '../refs';
import { colsOf, referringDoctypes, targetOf } from '../registry';
import { parentColumn, type RecordTables } from '../table';
import { childOutput, escapeLike, mainOutput, type Rec } from './context';
import { searchCondition } from './list';

const PICK_LIMIT = 20;

/**
 * `<name>_pick`: what a picker of this doctype offers — for any user who may open the doctype or
 * a doctype that refers to it (a cashier picks items without the item master right). By the key
 * or lookup field exactly (`exact`: a typed or scanned code; the matched child row's fill values
 * come back in `cocok`), or searched (`q`), with the reference's conditions (`filter`).
 */
/** The doctypes that refer to one, in a fixed order (not the order their modules happened to load in). */
const byName = <T extends { name: string }>(ds: readonly T[]): T[] => [...ds].sort((a, b) => a.name.localeCompare(b.name));

export function pickAct(meta: DoctypeMeta, t: RecordTables, module: string): ActDef {
  const cols = colsOf(t.main);
  const output = mainOutput(meta, cols);
  const tbl = tableOf(meta);
  const fieldNames = Object.keys(meta.fields);
  return defineAct({
    name: `${meta.name}_pick`,
    summary: `Pilihan ${meta.title} untuk pemilih (picker): q (cari), exact (kode/barcode persis), filter {field: nilai}, limit (maks. 100) → ${tbl}${meta.lookup ? ' dan cocok (nilai isian dari baris yang cocok, mis. satuan dari barcode)' : ''}. Boleh bagi user yang dapat membuka ${meta.title} atau dokumen yang merujuknya.`,
    access: () => [{ modul: meta.access, aksi: 'mopen' as Aksi }, ...byName(referringDoctypes(meta.name)).map((d) => ({ modul: d.access, aksi: 'mopen' as Aksi }))] as Access[],
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
    access: () => [{ modul: meta.access, aksi: 'mopen' as Aksi }, ...byName(referringDoctypes(c.table)).map((d) => ({ modul: d.access, aksi: 'mopen' as Aksi }))] as Access[],
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
