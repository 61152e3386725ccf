/** The store tests' one HTTP server over the test database: started before a file's tests, closed after. */
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../../../apps/server/src/server';
import { testServer } from '../../../apps/server/test/harness';

export type Reply = { num: number; msg: string; data: Record<string, unknown> };
export type Caller = (name: string, payload?: unknown) => Promise<Reply>;

/** Registers the file's server; its `url` is read once the tests run. */
export function liveServer(): { readonly url: string } {
  let srv: RunningServer | undefined;
  beforeAll(async () => {
    const { db } = await testServer();
    srv = await startServer({ db, port: 0, host: '127.0.0.1', demo: false, log: false });
  });
  afterAll(async () => {
    await srv?.close();
  });
  return {
    get url() {
      if (!srv) throw new Error('server belum berjalan');
      return srv.url;
    },
  };
}
