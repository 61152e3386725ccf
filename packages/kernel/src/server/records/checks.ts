/** The checks of a save or a delete that read other records: uniqueness, and a document in use by another. */
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { LINK_FIELD, LINK_SOURCE_FIELD, namesSource } from '../../doctype';
import { ActError, NUM } from '../../errors';
import type { ActContext } from '../acts';
import { assertNotReferenced } from '../refs';
import { colsOf, linkersOf } from '../registry';
import { parentColumn } from '../table';
import { usedText, type Rec, type RecordContext, type Row } from './context';

/** Refuses (42) to change or delete a document another one uses (takes rows from it, or names it). */
export async function assertNotUsed(cx: RecordContext, ctx: ActContext, r: Row, doing: 'diubah' | 'dihapus') {
  const { meta, children } = cx;
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
export async function checkUnique(cx: RecordContext, ctx: ActContext, rec: Rec, old: Row | null) {
  const { meta, t, cols, doc, children } = cx;
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
