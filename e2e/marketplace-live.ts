/**
 * One setup for the marketplace browser tests: a platform's fake with its env in the process
 * (restored at the end), the demo company on a server of its own in a temporary data directory, and
 * a browser page (1280×800, id-ID, Jakarta time) on it. `close()` keeps a last screenshot
 * (`<name>-last`) and undoes it all.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startServer } from '../apps/server/src/server';
import { demoDataDir, launchBrowser, setUpDemo, shot, type Server } from './helpers';

export interface LiveDemo {
  srv: Server;
  browser: Browser;
  page: Page;
  close(): Promise<void>;
}

interface Fake {
  env(): Record<string, string>;
  close(): Promise<void>;
}

/**
 * `publicUrl`: PUBLIC_URL is the server's address (pushes and TikTok Shop's registered redirect are
 * built on it); `scheduler`: false runs the server without its periodic tasks.
 */
export async function liveDemo(fake: Fake, name: string, opts: { publicUrl?: boolean; scheduler?: boolean } = {}): Promise<LiveDemo> {
  const saved: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(fake.env())) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  saved.PUBLIC_URL = process.env.PUBLIC_URL;
  const dir = await mkdtemp(join(tmpdir(), `niaga-e2e-${name}-`));
  await demoDataDir(join(dir, 'data'));
  const srv = await startServer({ port: 0, dataDir: join(dir, 'data'), demo: true, log: false, ...(opts.scheduler === false ? { scheduler: false } : {}) });
  if (opts.publicUrl) process.env.PUBLIC_URL = srv.url;
  await setUpDemo(srv);
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta', baseURL: srv.url });
  const page = await context.newPage();
  return {
    srv,
    browser,
    page,
    async close() {
      await shot(page, `${name}-last`).catch(() => undefined);
      await browser.close();
      await srv.close();
      await fake.close();
      for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k];
      else process.env[k] = v;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
