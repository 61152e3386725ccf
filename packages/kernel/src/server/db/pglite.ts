/** PGlite as drizzle's client, running `prepared` statements prepared (one engine call each). */
import { PGlite, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { MAX_PREPARED, PREPARED } from './statements';

/** A statement PGlite has prepared under a name: its parameters' types and its rows' description. */
interface PglitePrepared {
  name: string;
  params: number[];
  fields: { name: string; dataTypeID: number }[];
}

const concatBytes = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/**
 * PGlite as drizzle's client, with `prepared` statements as on PostgreSQL: inside a transaction, a
 * marked statement with parameters is parsed once under a name (`niaga_0`, … by its text, as the
 * pooled PostgreSQL connections name theirs) and then only bound and run, in one call into the
 * engine (Bind, Execute, Sync) instead of PGlite's six (Parse, Describe, Bind, Describe, Execute,
 * Sync) — the engine neither parses nor, once it keeps a generic plan, plans it again. PGlite is
 * one connection, so the names live as long as it does; at most MAX_PREPARED at once, the one
 * unused longest closed for a new one (the session lookup is one text per company and act's
 * rights). A prepared statement follows the
 * search_path and the tables' changes as on PostgreSQL: the engine analyses it again when either
 * differs from when it was planned (another company's schema, a migration). Everything else goes
 * to PGlite as before.
 */
export function preparingPglite(pglite: PGlite): PGlite {
  const names = new Map<string, PglitePrepared>();
  let made = 0;
  const { serialize } = protocol;
  const engine = pglite as unknown as { serializers: Record<number, (v: unknown) => string>; parsers: Record<number, (v: string, oid: number) => unknown> };
  /** PGlite's error as its own `query` gives it (the statement and its parameters with it). */
  const withQuery = (e: unknown, text: string, params: unknown[], options?: QueryOptions) => {
    if (e && typeof e === 'object' && 'code' in e) Object.assign(e, { query: text, params, queryOptions: options });
    return e;
  };
  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return pglite.runExclusive(async () => {
      let p = names.get(text);
      try {
        if (p) {
          // The most recently used last: a full list forgets the one unused longest.
          names.delete(text);
          names.set(text, p);
        } else {
          const parts: Uint8Array[] = [];
          if (names.size >= MAX_PREPARED) {
            const [oldest, gone] = names.entries().next().value!;
            names.delete(oldest);
            parts.push(serialize.close({ type: 'S', name: gone.name }));
          }
          const name = `niaga_${made++}`;
          parts.push(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync());
          const described = await pglite.execProtocolStream(concatBytes(parts), { syncToFs: false });
          let types: number[] = [];
          let fields: PglitePrepared['fields'] = [];
          for (const m of described) {
            if (m.name === 'parameterDescription') types = (m as unknown as { dataTypeIDs: number[] }).dataTypeIDs;
            else if (m.name === 'rowDescription') fields = (m as unknown as { fields: PglitePrepared['fields'] }).fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
          }
          names.set(text, (p = { name, params: types, fields }));
        }
        const values = params.map((v, i) => {
          if (v === null || v === undefined) return null;
          const oid = p!.params[i];
          const ser = options?.serializers?.[oid] ?? engine.serializers[oid];
          return ser ? ser(v) : String(v);
        });
        const msgs = await pglite.execProtocolStream(concatBytes([serialize.bind({ statement: p.name, values }), serialize.execute(), serialize.sync()]), { syncToFs: false });
        const parse = p.fields.map((f) => options?.parsers?.[f.dataTypeID] ?? engine.parsers[f.dataTypeID]);
        const cell = (x: string | null, i: number) => (x === null ? null : parse[i] ? parse[i](x, p!.fields[i].dataTypeID) : x);
        const rows: unknown[] = [];
        let result: Results<T> = { rows: rows as T[], fields: p.fields, affectedRows: 0 };
        for (const m of msgs) {
          if (m.name === 'dataRow') {
            const cells = (m as unknown as { fields: (string | null)[] }).fields;
            if (options?.rowMode === 'array') rows.push(cells.map(cell));
            else {
              const row: Record<string, unknown> = {};
              cells.forEach((x, i) => (row[p!.fields[i].name] = cell(x, i)));
              rows.push(row);
            }
          } else if (m.name === 'commandComplete') {
            const parts = (m as unknown as { text: string }).text.split(' ');
            const n = parseInt(parts[parts.length - 1], 10);
            const command = parts[0];
            const affected = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? n : 0;
            result = { rows: rows as T[], fields: p.fields, command, affectedRows: affected, ...(Number.isNaN(n) ? {} : { rowCount: n }) };
          }
        }
        return result;
      } catch (e) {
        throw withQuery(e, text, params, options);
      }
    });
  }
  const preparedQuery =
    (plain: Transaction['query']) =>
    async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> =>
      text.startsWith(PREPARED) && params?.length ? run<T>(text, params, options) : plain<T>(text, params as unknown[], options);
  const transaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
    pglite.transaction((tx) => {
      const wrapped: Transaction = Object.create(tx);
      wrapped.query = preparedQuery(tx.query.bind(tx));
      return fn(wrapped);
    });
  // PGlite's methods use its private fields: everything but `transaction` is PGlite's own, bound to it.
  return new Proxy(pglite, {
    get(target, key) {
      if (key === 'transaction') return transaction;
      const v: unknown = Reflect.get(target, key, target);
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}
