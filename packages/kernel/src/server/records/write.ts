/**
 * Writing a record: a new one in one statement (header, rows, and the number when it takes one),
 * an edit as the changes of its header and rows.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { LINK_FIELD, LINK_SOURCE_FIELD, namesSource, REMAINING_FIELD, type ChildMeta } from '../../doctype';
import { ActError, NUM } from '../../errors';
import type { ActContext } from '../acts';
import { prepared, rowsOf, valuesList, type Tx } from '../db';
import type { NumberPlan } from '../numbering';
import { assertNotReferenced } from '../refs';
import { colsOf, targetOf } from '../registry';
import { parentColumn } from '../table';
import { childOutput, linkKeys, quoted, type Cols, type Rec, type RecordContext, type Row } from './context';

/** Updates many rows of one table in one statement, returning them. */
export async function updateRows(tx: Tx, table: PgTable, keys: string[], rows: Rec[], output: Cols): Promise<Rec[]> {
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

/** The column values of a child table's rows as written (with the link, what remains, the order). */
export function rowValues(c: ChildMeta, rows: Rec[]): Rec[] {
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
export const isPlain = (c: PgColumn) => PLAIN.has(c.columnType);

/** A value a json_build_object of `::text` columns gave back, in the column's own type. */
function fromText(c: PgColumn, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (c.columnType === 'PgSerial' || c.columnType === 'PgInteger') return Number(v);
  if (c.columnType === 'PgBoolean') return v === 'true';
  return v;
}

/** How one doctype's records are written; the parts of a new record's statement that depend only on the declaration are made once. */
export interface RecordWriter {
  /** Every column reads back the same raw as through drizzle: a new record can be written in one statement. */
  plainColumns: boolean;
  /** A new record in one statement (`plainColumns`), with its number when `number` is given. */
  insertRecord(ctx: ActContext, rec: Rec, number: NumberPlan | null): Promise<Row>;
  /** The statement `insertRecord` sends, and the record as saved from its row (for a statement sent later: numberLast). */
  recordInsert(rec: Rec, number: NumberPlan | null): { query: SQL; saved(r: Rec): Row };
  /** Writes the record and the changes of its rows (kept ids updated, new ones inserted, missing ones deleted). */
  write(ctx: ActContext, rec: Rec, old: Row | null): Promise<Row>;
}

export function recordWriter(cx: RecordContext): RecordWriter {
  const { meta, t, cols, output, children, notFound } = cx;
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

  return { plainColumns, insertRecord, recordInsert, write };
}
