/**
 * Kernel tests with doctypes of their own: their tables are created in a fresh company's schema
 * (DDL from drizzle-kit's API, as migrations would), their acts served by the real dispatcher with
 * the real session, rights and books — without adding test doctypes to the product.
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import type { DoctypeMeta } from '@niaga/kernel';
import { dispatch, recordActs, recordTables, Registry, tablesByName, type DoctypeServer, type Envelope } from '@niaga/kernel/server';
import { accessPolicy } from '@niaga/admin';
import { ledgerBooks } from '@niaga/ledger';
import { testServer, type TestCompany } from './harness';

// drizzle-kit's API adds an enumerable Array.prototype.random when loaded. The test files of a
// worker share their modules (isolate: false), and pdf.js (the PDF checks of the report tests)
// refuses to run beside an enumerable Array.prototype property: keep it, but not enumerable.
for (const k of Object.keys(Array.prototype)) Object.defineProperty(Array.prototype, k, { enumerable: false });

export interface TestDoctype {
  meta: DoctypeMeta;
  server?: DoctypeServer;
}

/** Creates the doctypes' tables in the company's schema and returns a caller of their acts. */
export async function withDoctypes(co: TestCompany, doctypes: TestDoctype[]) {
  const { db } = await testServer();
  const tables: Record<string, PgTable> = {};
  for (const d of doctypes) Object.assign(tables, tablesByName(d.meta));
  const ddl = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(tables));
  await db.tx(co.company.schema_name, async (tx) => {
    for (const st of ddl) await tx.execute(sql.raw(st.replaceAll('"public".', '')));
  });
  const registry = new Registry().add(...doctypes.flatMap((d) => recordActs(d.meta, recordTables(d.meta), d.server, { module: 'uji' })));
  return (act: string, payload: unknown = {}, extra: Record<string, string> = {}): Promise<Envelope> =>
    dispatch(
      { db, registry, access: accessPolicy, books: ledgerBooks },
      { act, token: co.token, aprq: JSON.stringify(payload), fields: extra, ip: '127.0.0.1', cookies: { set: () => undefined, clear: () => undefined } },
    );
}
