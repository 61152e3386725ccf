/**
 * Rows taken from other documents' rows (`idsumber`): what remains of each source row (`sisa`)
 * follows what is taken, and the source documents' status follows what remains.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { dec } from '@niaga/core';
import { LINK_FIELD, LINK_SOURCE_FIELD, REMAINING_FIELD, sourceOf, type ChildMeta, type DoctypeMeta, type LinkSource } from '../../doctype';
import { isDocument, STATUS } from '../../document';
import { ActError, NUM } from '../../errors';
import type { ActContext } from '../acts';
import type { Tx } from '../db';
import { colsOf, registered } from '../registry';
import { parentColumn, type RecordTables } from '../table';
import { refuseFields, shown, type Rec, type RecordContext, type Row } from './context';

export interface Touched {
  meta: DoctypeMeta;
  tables: RecordTables;
  child: ChildMeta;
  ids: number[];
}

/** A document others take from: open while nothing is taken, closed when nothing remains, partly between. */
export async function updateStatus(tx: Tx, touched: Touched[]) {
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

/**
 * Rows taken from other documents' rows (`idsumber`; with several source tables, `jenissumber`
 * names the row's): each source row's remaining quantity
 * (`sisa`) goes down by what this record takes and up by what its old version took; a row can
 * take no more than remains. The sources' records are locked first, in id order. Returns the
 * source records whose status must follow.
 */
export async function applyLinks(cx: RecordContext, ctx: ActContext, rec: Rec | null, old: Row | null): Promise<Touched[]> {
  const { children } = cx;
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
      const t = await takeFrom(cx, ctx, rec, c, source, rows.filter(({ r }) => from(r)), before.filter(from));
      if (t) touched.push(t);
    }
  }
  return touched;
}

/** The rows of one child table taken from one source table: checked against it and its remaining kept. */
async function takeFrom(cx: RecordContext, ctx: ActContext, rec: Rec | null, c: ChildMeta, source: LinkSource, rows: { r: Rec; i: number }[], before: Rec[]): Promise<Touched | null> {
  const { meta } = cx;
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
