/**
 * Several Niaga processes on one PostgreSQL database (issue 43): a database of their own beside
 * the test suite's (`<TEST_DATABASE_URL>_scale`: a child server migrates every company at start,
 * and the suite's database holds thousands), and a real second process (`apps/server/src/main.ts`
 * under tsx) on a free port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database, type Envelope } from '@niaga/kernel/server';
import { migrate } from '../../src/app';
import { ensurePgDatabase } from '../db-env';
import { freePort } from './pgbouncer';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

/** The URL of the scale tests' database (made and migrated when missing). */
export async function scaleDatabaseUrl(base: string): Promise<string> {
  const u = new URL(base);
  u.pathname = `${u.pathname}_scale`;
  const url = u.toString();
  await ensurePgDatabase(url);
  const db = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  return url;
}

export interface Child {
  url: string;
  proc: ChildProcess;
  /** Resolves when the process's output (stdout and stderr) holds `count` matches of `re` (global). */
  waitFor(re: RegExp, count?: number): Promise<string[]>;
  /** Calls an act over HTTP. */
  call(act: string, fields: Record<string, string>, payload?: unknown): Promise<Envelope>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `npm run serve`'s entry point as another process on `databaseUrl`; resolves when it listens. */
export async function startChild(databaseUrl: string, env: Record<string, string> = {}): Promise<Child> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', DEMO: '0', NIAGA_TEST_FAST_HASH: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const seen: Array<() => void> = [];
  const more = (b: Buffer) => {
    out += b.toString();
    for (const f of seen.splice(0)) f();
  };
  proc.stdout!.on('data', more);
  proc.stderr!.on('data', more);
  let exited = false;
  proc.once('exit', () => {
    exited = true;
    for (const f of seen.splice(0)) f();
  });
  const waitFor = async (re: RegExp, count = 1) => {
    for (;;) {
      const hits = out.match(new RegExp(re.source, 'g')) ?? [];
      if (hits.length >= count) return hits;
      if (exited) throw new Error(`server anak berhenti: ${out}`);
      await new Promise<void>((r) => seen.push(r));
    }
  };
  await waitFor(/Niaga berjalan/, 1);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    proc,
    waitFor,
    async call(act, fields, payload) {
      const body = new URLSearchParams({ act, ...fields, ...(payload !== undefined ? { aprq: JSON.stringify(payload) } : {}) });
      const res = await fetch(`${url}/api`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
      return (await res.json()) as Envelope;
    },
    async stop(signal = 'SIGTERM') {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      const gone = new Promise((r) => proc.once('exit', r));
      proc.kill(signal);
      await gone;
    },
  };
}

/** Events of a `GET /live` stream as they arrive. */
export async function openLive(baseUrl: string, token: string) {
  const ctl = new AbortController();
  const res = await fetch(`${baseUrl}/live?token=${encodeURIComponent(token)}`, { signal: ctl.signal });
  if (!res.ok || !res.body) throw new Error(`/live ${res.status}`);
  const events: Array<{ event: string; data: unknown }> = [];
  const waiters: Array<() => void> = [];
  void (async () => {
    const dec = new TextDecoder();
    let buf = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buf += dec.decode(chunk, { stream: true });
        let i;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const ev = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (ev && data) events.push({ event: ev, data: JSON.parse(data) });
          for (const w of waiters.splice(0)) w();
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return {
    events,
    /** Resolves with the first event `pred` accepts (waits for it to arrive). */
    async next(pred: (e: { event: string; data: unknown }) => boolean) {
      for (;;) {
        const hit = events.find(pred);
        if (hit) return hit;
        await new Promise<void>((r) => waiters.push(r));
      }
    },
    close: () => ctl.abort(),
  };
}

export type { Database };
