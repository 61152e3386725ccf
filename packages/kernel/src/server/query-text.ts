/**
 * A statement's text and parameters in one pass (drizzle's `sqlToQuery`, on the dialect of every
 * database `openDatabase` opens). drizzle builds them by mapping every chunk of a statement to
 * `{sql, params}` and merging the lists level by level: for a posting's statements (hundreds of
 * values) that was the largest garbage of a save (a heap profile of the purchase bench: ~0.36 MB a
 * purchase). This walks the chunks once into one string and one list. It knows the chunks the
 * kernel's statements and drizzle's query builders are made of — text, nested statements,
 * values, parameters with their encoders, names, tables, columns, aliased fields, lists — and
 * gives up (null) on anything else (placeholders, subqueries, views, inlined parameters…), which
 * drizzle's own builder then takes. Under vitest on PostgreSQL every statement is built both ways
 * and compared (`checkingQueries`), so the whole server suite checks it.
 */
import { Column, entityKind, is, Param, Placeholder, SQL, StringChunk, Table, type Name } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';

interface Query {
  sql: string;
  params: unknown[];
}
interface Dialect {
  sqlToQuery(q: SQL, invokeSource?: string): Query;
  casing: { getColumnCasing(c: Column): string };
}

const escapeName = (name: string) => `"${name.replace(/"/g, '""')}"`;
const NAME_KIND = 'Name';
const ALIASED_KIND = 'SQL.Aliased';

/** A table's own symbols (drizzle marks them internal): its name, schema, whether it is an alias. */
const TABLE = (Table as unknown as { Symbol: { Name: symbol; Schema: symbol; IsAlias: symbol } }).Symbol;

function tableText(t: Table): string {
  const own = t as unknown as Record<symbol, unknown>;
  const schema = own[TABLE.Schema] as string | undefined;
  const name = own[TABLE.Name] as string;
  const alias = own[TABLE.IsAlias] as boolean;
  return schema === undefined || alias ? escapeName(name) : `${escapeName(schema)}.${escapeName(name)}`;
}

/**
 * The statement's text and parameters, or null when it holds a chunk this does not build. With
 * `literal`, each parameter is written into the text as that literal instead (statements sent
 * with COMMIT in one simple-protocol message: db.ts, `atCommit`), and none is left.
 */
export function queryText(root: SQL, dialect: Dialect, literal?: (v: unknown) => string): Query | null {
  let text = '';
  const params: unknown[] = [];
  const param = (v: unknown) => {
    if (literal) text += literal(v);
    else {
      params.push(v);
      text += `$${params.length}`;
    }
  };
  const walk = (chunks: readonly unknown[]): boolean => {
    for (const c of chunks) {
      if (c === undefined) continue;
      if (typeof c === 'function') return false; // an enum
      if (c === null || typeof c !== 'object') {
        param(c);
        continue;
      }
      const kind = (c.constructor as unknown as Record<symbol, string> | undefined)?.[entityKind];
      if (kind === undefined) {
        if (Array.isArray(c)) {
          // A list of values: (a, b, c), as drizzle writes it.
          text += '(';
          for (let i = 0; i < c.length; i++) {
            if (i) text += ', ';
            if (!walk([c[i]])) return false;
          }
          text += ')';
          continue;
        }
        if (typeof (c as { getSQL?: unknown }).getSQL === 'function') return false;
        // Any other object (a Date, a Buffer, a JSON value): a parameter, as drizzle has it.
        param(c);
        continue;
      }
      if (c instanceof StringChunk) {
        text += c.value.length === 1 ? c.value[0] : c.value.join('');
      } else if (c instanceof SQL) {
        if ((c as unknown as { shouldInlineParams?: boolean }).shouldInlineParams || !walk(c.queryChunks)) return false;
      } else if (c instanceof Param) {
        if (is(c.value, Placeholder)) return false;
        const mapped = c.value === null ? null : c.encoder.mapToDriverValue(c.value);
        if (is(mapped, SQL)) {
          if (!walk([mapped])) return false;
        } else param(mapped);
      } else if (kind === NAME_KIND) {
        text += escapeName((c as Name).value);
      } else if (is(c, Table)) {
        text += tableText(c);
      } else if (is(c, Column)) {
        text += `${tableText(c.table)}.${escapeName(dialect.casing.getColumnCasing(c))}`;
      } else if (kind === ALIASED_KIND && (c as { fieldAlias?: string }).fieldAlias !== undefined) {
        text += escapeName((c as { fieldAlias: string }).fieldAlias);
      } else return false;
    }
    return true;
  };
  return walk(root.queryChunks) ? { sql: text, params } : null;
}

/**
 * Under vitest on PostgreSQL (`npm run test:pg`, a stage of CI): each statement built both ways
 * must be the same, or the statement fails. One engine is enough (the text does not depend on it)
 * and PostgreSQL's is the one with `atCommit`; the check costs the suite ~7 % of its time.
 */
export const checkingQueries = !!process.env.VITEST && !!process.env.TEST_DATABASE_URL;

/** Gives `dialect` the one-pass builder (drizzle's own for what it does not build, and for indexes). */
export function fastQueryText(dialect: Dialect): void {
  const drizzles = dialect.sqlToQuery.bind(dialect);
  dialect.sqlToQuery = (q: SQL, invokeSource?: string) => {
    const fast = invokeSource ? null : queryText(q, dialect);
    if (!fast) return drizzles(q, invokeSource);
    if (checkingQueries) {
      const slow = drizzles(q, invokeSource);
      if (slow.sql !== fast.sql || !isDeepStrictEqual(slow.params, fast.params))
        throw new Error(`queryText berbeda dari drizzle:\n${slow.sql}\n${fast.sql}\n${JSON.stringify(slow.params)}\n${JSON.stringify(fast.params)}`);
    }
    return fast;
  };
}
