/**
 * `npm run bench`: runs every benchmark of bench/src (not bench/src/lib, their shared parts) one after another (each in its own process)
 * and prints one table of their figures — the lines each prints with a measure (ms, s, MB, /s).
 * `npm run bench -- backup list-rate` runs only those. A benchmark that fails is a row too.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const here = import.meta.dirname;
const root = resolve(here, '..', '..');
const all = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts')
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();
const asked = process.argv.slice(2).filter((a) => a !== '--');
const unknown = asked.filter((a) => !all.includes(a));
if (unknown.length) {
  console.error(`benchmark tidak dikenal: ${unknown.join(', ')} (ada: ${all.join(', ')})`);
  process.exit(2);
}
const chosen = asked.length ? asked : all;

const FIGURE = /\d(\.\d+)?\s*(ms|s|MB|GB|[a-z]+\/s|statements)\b/;
const rows: Array<{ bench: string; figure: string }> = [];

for (const name of chosen) {
  console.error(`▶ ${name}`);
  const t0 = performance.now();
  const code = await new Promise<number>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(here, `${name}.ts`)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let rest = '';
    child.stdout.on('data', (b: Buffer) => {
      process.stderr.write(b);
      rest += b.toString('utf8');
      const lines = rest.split('\n');
      rest = lines.pop() ?? '';
      for (const l of lines) if (FIGURE.test(l)) rows.push({ bench: name, figure: l.trim() });
    });
    child.on('close', (c) => {
      if (rest && FIGURE.test(rest)) rows.push({ bench: name, figure: rest.trim() });
      done(c ?? 1);
    });
  });
  if (code !== 0) rows.push({ bench: name, figure: `GAGAL (kode keluar ${code}) setelah ${((performance.now() - t0) / 1000).toFixed(0)} s` });
}

const w = Math.max(9, ...rows.map((r) => r.bench.length));
const line = `${'─'.repeat(w + 2)}┼${'─'.repeat(100)}`;
console.log(`\n ${'benchmark'.padEnd(w)} │ figure`);
console.log(line);
let last = '';
for (const r of rows) {
  console.log(` ${(r.bench === last ? '' : r.bench).padEnd(w)} │ ${r.figure}`);
  last = r.bench;
}
process.exitCode = rows.some((r) => r.figure.startsWith('GAGAL')) ? 1 : 0;
