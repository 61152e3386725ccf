/**
 * Test helpers for the marketplace against the fake Shopee over real HTTP: the fake's SHOPEE_* in
 * the environment, a server started as `npm start` starts it (startServer: its marketplace wiring
 * and worker) on the harness's database, and waiting on a condition.
 */
import { randomBytes } from 'node:crypto';
import { configureSecrets } from '@niaga/kernel/server';
import { startServer, type RunningServer } from '../../../apps/server/src/server';
import { testServer } from '../../../apps/server/test/harness';
import { FakeShopee } from '../shopee/fake/fake-shopee';

/**
 * Puts a started fake's env (and one NIAGA_SECRET_KEY for every server of the test's database, as a
 * deployment sets it: tokens sealed before a restart open after it) into the environment;
 * `restore()` puts the environment back and stops the fake.
 */
export function fakeEnv<F extends { env(): Record<string, string>; close(): Promise<void> }>(fake: F): { fake: F; restore: () => Promise<void> } {
  const keys = [...Object.keys(fake.env()), 'PUBLIC_URL', 'NIAGA_SECRET_KEY'];
  const saved = Object.fromEntries(keys.map((k) => [k, process.env[k]]));
  Object.assign(process.env, fake.env(), { NIAGA_SECRET_KEY: randomBytes(32).toString('hex') });
  configureSecrets({ dataDir: null, databaseUrl: false });
  return {
    fake,
    async restore() {
      for (const k of keys) if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
      configureSecrets({ dataDir: null, databaseUrl: false });
      await fake.close();
    },
  };
}

/** Starts the fake Shopee and points SHOPEE_* at it (fakeEnv). */
export async function fakeInEnv(): Promise<{ fake: FakeShopee; restore: () => Promise<void> }> {
  return fakeEnv(await FakeShopee.start());
}

/** A server started on the harness's database (port 0), with its worker. */
export async function liveServer(): Promise<RunningServer> {
  const { db } = await testServer();
  return startServer({ db, port: 0, host: '127.0.0.1', demo: false, log: false });
}

/** Waits until `check` holds (polled every 50 ms), else fails with `what` and the last value. */
export async function until<T>(what: string, check: () => T | Promise<T>, ok: (v: T) => boolean = (v) => !!v, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: T;
  for (;;) {
    last = await check();
    if (ok(last)) return last;
    if (Date.now() > end) throw new Error(`menunggu ${what}: terakhir ${JSON.stringify(last, (_k, v: unknown) => (v instanceof Map ? Object.fromEntries(v) : v))}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export type Reply = { num: number; msg: string; data: Record<string, unknown> };

/** Calls acts on a started server over HTTP (POST /api, urlencoded) with a session token. */
export function liveAct(url: string, token: string) {
  return async (act: string, payload: unknown = {}): Promise<Reply> => {
    const res = await fetch(`${url}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ act, token, aprq: JSON.stringify(payload) }).toString(),
    });
    return (await res.json()) as Reply;
  };
}
