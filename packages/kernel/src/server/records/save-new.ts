/**
 * New records of a master in a few statements (`SaveAct.saveNew`, imports): the checks of `_save`
 * for every record, then the records written a chunk per statement.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { checkRules, computedMismatches, computeRecord } from '../../compute';
import { ActError, NUM } from '../../errors';
import type { ActContext } from '../acts';
import { rowsOf, valuesList } from '../db';
import { checkRefs } from '../refs';
import { colsOf } from '../registry';
import { parentColumn } from '../table';
import { fieldsMessage, refuseAll, shown, usedText, type BatchRefusal, type Rec, type RecordContext } from './context';
import { rowValues } from './write';

/**
 * New records of a master in a few statements (imports): every record prepared and checked as
 * `_save` checks a new one — figures, rules, references (one statement for all), uniqueness in
 * the batch and in the table (one statement per unique field), the module's rules
 * (`beforeSaveMany`, or `beforeSave` per record) — and, only when none is refused, written a
 * chunk of records per statement (headers and their rows). Returns the refusals by index; an
 * empty list means all were written. Documents (numbers, postings, links) and masters with an
 * `afterSave` save record by record through `_save`.
 */
export async function saveNew(cx: RecordContext, ctx: ActContext, payloads: Rec[], progress?: (saved: number) => void): Promise<BatchRefusal[]> {
  const { meta, cols, server, children, names } = cx;
  if (meta.readOnly && !ctx.internal) throw new ActError(NUM.RULE, meta.readOnly);
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
  await checkUniqueMany(cx, ctx, ready, refuse);
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
      cx,
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
async function insertMany(cx: RecordContext, ctx: ActContext, recs: Rec[], headerKeys: string[], rowKeys: string[][]) {
  const { meta, t, cols, children } = cx;
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
async function checkUniqueMany(cx: RecordContext, ctx: ActContext, ready: { i: number; rec: Rec }[], refuse: (i: number, e: unknown) => void) {
  const { meta, t, cols, children } = cx;
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
