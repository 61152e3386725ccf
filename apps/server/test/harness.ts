/**
 * Test harness: one database per test file (PGlite cloned from the prepared dump, or the shared
 * PostgreSQL database), a fresh company schema per test, and calls through the real HTTP endpoint.
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Company, type Database, type Envelope } from '@niaga/kernel/server';
import { buildApp } from '../src/server';
import { newCompany } from '../src/app';
import { DUMP_FILE } from './db-env';

/** The public origin of the test server (PUBLIC_URL of a real one): reset links point here. */
export const TEST_ORIGIN = 'http://niaga.test';

let shared: Promise<{ db: Database; app: FastifyInstance }> | null = null;

export function testServer() {
  shared ??= (async () => {
    const url = process.env.TEST_DATABASE_URL;
    const db = url
      ? await openDatabase({ databaseUrl: url, poolSize: 4 })
      : await openDatabase({ loadDataDir: new Blob([readFileSync(DUMP_FILE)]) });
    // As if behind a reverse proxy on this machine: requests injected from 127.0.0.1 may name their
    // client in X-Forwarded-For (auth-helpers.postFrom); any other peer may not.
    const app = await buildApp(db, { dev: true, routing: { origin: () => TEST_ORIGIN }, trustProxy: ['127.0.0.1'] });
    return { db, app };
  })();
  return shared;
}

export type Fields = Record<string, string | undefined>;

/** Posts a form to /api as a client would (urlencoded), returning the envelope and cookies. */
export async function post(fields: Fields, cookie?: string): Promise<Envelope & { cookies: Record<string, string>; status: number; raw: string }> {
  const { app } = await testServer();
  const body = new URLSearchParams(Object.entries(fields).filter(([, v]) => v !== undefined) as [string, string][]).toString();
  const res = await app.inject({
    method: 'POST',
    url: '/api',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: body,
  });
  const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
  let env: Envelope;
  try {
    env = res.json() as Envelope;
  } catch {
    env = { num: -1, msg: 'bukan JSON', data: null };
  }
  return { ...env, cookies, status: res.statusCode, raw: res.body };
}

export interface TestCompany {
  company: Company;
  iper: string;
  password: string;
  token: string;
  /** Calls an act with the admin's session; payload becomes aprq JSON. */
  act(name: string, payload?: unknown, extra?: Fields): Promise<Envelope>;
  /** An edit of an existing record (`<doctype>_save` with its id) as a client makes it: `openThenSave`. */
  edit(save: string, payload: Record<string, unknown>, extra?: Fields): Promise<Envelope>;
  /** Rows of a query in this company's schema. */
  sql<T = Record<string, unknown>>(text: string): Promise<T[]>;
}

/** A caller of acts with some session: `TestCompany.act`, a logged-in user's `act`. */
export type Caller = (name: string, payload?: unknown, extra?: Fields) => Promise<Envelope>;

/**
 * An edit of an existing record as a client makes it (issue 36 item 3): the record opened with
 * `<doctype>_get` for the version it is at (`data.versi`), then `<doctype>_save` with that version.
 * A `_get` refused (no such record, no right) leaves the save without a version, to be refused as
 * the server decides. Not for a test of the version check itself: that one sends `versi` itself.
 */
export async function openThenSave<E>(call: (name: string, payload?: unknown, extra?: E) => Promise<Envelope>, save: string, payload: Record<string, unknown>, extra?: E): Promise<Envelope> {
  if (!save.endsWith('_save') || payload.id === undefined || payload.id === null) throw new Error(`openThenSave: ${save} tanpa id bukan perubahan`);
  const got = await call(`${save.slice(0, -'_save'.length)}_get`, { id: payload.id });
  const versi = got.num === 0 ? (got.data as { versi?: string }).versi : undefined;
  return call(save, versi === undefined ? payload : { ...payload, versi }, extra);
}

/**
 * A test's generic call helper (`ok(act, payload)`): a `_save` of an existing record (an id, no
 * `versi`) goes through `openThenSave`, as a client opens a record before saving it; any other call as is.
 */
export function actOrEdit(co: { act: Caller; edit: TestCompany['edit'] }, name: string, payload: unknown, extra?: Fields): Promise<Envelope> {
  const p = payload as Record<string, unknown> | null;
  const edit = name.endsWith('_save') && !!p && typeof p === 'object' && p.id !== undefined && p.id !== null && p.versi === undefined;
  return edit ? co.edit(name, p, extra) : co.act(name, payload, extra);
}

export const uniqueId = (prefix = 'T') => `${prefix}${randomBytes(4).toString('hex').toUpperCase()}`;

/** A new company with an administrator ADMIN, logged in. */
export async function freshCompany(opts: { startflag?: number; iper?: string } = {}): Promise<TestCompany> {
  const { db } = await testServer();
  const iper = opts.iper ?? uniqueId();
  const password = randomBytes(8).toString('hex');
  const company = await newCompany(db, { idperusahaan: iper, nama: `PT ${iper}`, startflag: opts.startflag ?? 1, adminPassword: password });
  const login = await post({ act: 'lgx', iper, uname: 'ADMIN', passw: password });
  if (login.num !== 0) throw new Error(`login gagal: ${login.msg}`);
  const token = (login.data as { token: string }).token;
  const act: Caller = (name, payload = {}, extra = {}) => post({ act: name, token, aprq: JSON.stringify(payload), ...extra });
  return {
    company,
    iper,
    password,
    token,
    act,
    edit: (save, payload, extra) => openThenSave(act, save, payload, extra),
    sql: async <T,>(text: string) => {
      const { sql } = await import('drizzle-orm');
      return db.tx(company.schema_name, async (tx) => ((await tx.execute(sql.raw(text))) as unknown as { rows: T[] }).rows);
    },
  };
}
