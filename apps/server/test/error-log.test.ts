/**
 * Unexpected errors (issue 9): every reply 99 carries a request id, and the error is logged with
 * that id as a structured line (pino) on stderr, in the default configuration too.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { buildApp } from '../src/server';
import { freshCompany, testServer, TEST_ORIGIN } from './harness';

afterEach(() => vi.restoreAllMocks());

/** A company whose satuan table is gone: any satuan act then fails unexpectedly. */
async function broken() {
  const co = await freshCompany();
  await co.sql('drop table satuan cascade');
  return co;
}

async function call(app: Awaited<ReturnType<typeof buildApp>>, token: string, act: string) {
  const res = await app.inject({ method: 'POST', url: '/api', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ act, token }).toString() });
  return res.json() as { num: number; msg: string; data: { reqid: string } };
}

describe('a 99 is logged with its request id', () => {
  test('the reply names the id; the log line has it, the act and the error', async () => {
    const co = await broken();
    const lines: string[] = [];
    const { db } = await testServer();
    const app = await buildApp(db, { dev: true, routing: { origin: () => TEST_ORIGIN }, logStream: { write: (l) => void lines.push(l) } });
    const r = await call(app, co.token, 'satuan_list');
    expect(r.num).toBe(99);
    expect(r.data.reqid).toMatch(/^[0-9a-f]{12}$/);
    expect(r.msg).toBe(`Terjadi kesalahan pada server, proses dibatalkan. Silakan coba lagi. (ID: ${r.data.reqid})`);
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.reqId === r.data.reqid);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 50, act: 'satuan_list', msg: 'act gagal', err: { message: expect.stringMatching(/satuan/) } });
    // Two requests, two ids.
    expect((await call(app, co.token, 'satuan_list')).data.reqid).not.toBe(r.data.reqid);
    // Nothing but errors is logged by default.
    expect(lines).toHaveLength(2);
  });

  test('by default the line goes to stderr', async () => {
    const co = await broken();
    const { db } = await testServer();
    const app = await buildApp(db, { dev: true, routing: { origin: () => TEST_ORIGIN } });
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation(((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    }) as never);
    const r = await call(app, co.token, 'satuan_list');
    vi.restoreAllMocks();
    expect(r.num).toBe(99);
    expect(written.join('')).toContain(`"reqId":"${r.data.reqid}"`);
  });
});
