/**
 * Cold start: time from spawning `npm start` (build included) and `npm run serve` (already built)
 * on a fresh DATA_DIR to the first answered `POST /api` (act ping). Prints figures.
 *   npm run cold-start -w @niaga/bench
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

async function firstAnswer(script: string, port: number): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'niaga-bench-'));
  const t0 = performance.now();
  const child = spawn('npm', ['run', script], { cwd: root, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir }, stdio: 'ignore', detached: true });
  try {
    for (;;) {
      if (performance.now() - t0 > 180_000) throw new Error('server tidak menjawab dalam 180 s');
      try {
        const r = await fetch(`http://127.0.0.1:${port}/api`, { method: 'POST', body: new URLSearchParams({ act: 'ping' }) });
        if ((await r.json()).num === 0) return performance.now() - t0;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const startMs = await firstAnswer('start', 3901);
const serveMs = await firstAnswer('serve', 3902);
console.log(`cold start, npm start (build + new PGlite + demo company) → first answer: ${(startMs / 1000).toFixed(2)} s`);
console.log(`cold start, npm run serve (built, new PGlite + demo company) → first answer: ${(serveMs / 1000).toFixed(2)} s`);
