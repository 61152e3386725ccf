/**
 * PgBouncer (Debian's package, 1.18) on a free port of 127.0.0.1 in front of the test's
 * PostgreSQL, in transaction mode: each transaction may run on another server connection — what
 * an operator's PgBouncer does. `pgbouncerPath()` is null when it is not installed (the tests that
 * need it are skipped, saying so; CI installs it: .ci/run).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const pgbouncerPath = (): string | null => ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((p) => existsSync(p)) ?? null;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const c = connect(port, '127.0.0.1');
    c.once('connect', () => (c.end(), resolve(true)));
    c.once('error', () => resolve(false));
  });

export interface Bouncer {
  /** The database URL through PgBouncer. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts PgBouncer for the database of `databaseUrl` (its host, port, name and user) with
 * `poolSize` server connections in transaction mode. PgBouncer refuses to run as root: as root it
 * runs as `postgres` (`-u`).
 */
export async function startPgbouncer(databaseUrl: string, opts: { poolSize?: number; mode?: 'transaction' | 'session' } = {}): Promise<Bouncer> {
  const bin = pgbouncerPath();
  if (!bin) throw new Error('pgbouncer tidak terpasang');
  const u = new URL(databaseUrl);
  const name = decodeURIComponent(u.pathname.slice(1));
  const user = decodeURIComponent(u.username || 'postgres');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'niaga-pgbouncer-'));
  chmodSync(dir, 0o777);
  const ini = [
    '[databases]',
    `${name} = host=${u.hostname} port=${u.port || 5432} dbname=${name} user=${user}${u.password ? ` password=${decodeURIComponent(u.password)}` : ''}`,
    // Any other database of the same server (a tool's `postgres` to create the database first).
    `* = host=${u.hostname} port=${u.port || 5432} user=${user}${u.password ? ` password=${decodeURIComponent(u.password)}` : ''}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    `unix_socket_dir =`,
    'auth_type = any',
    `pool_mode = ${opts.mode ?? 'transaction'}`,
    `default_pool_size = ${opts.poolSize ?? 3}`,
    'max_client_conn = 200',
    `logfile = ${join(dir, 'pgbouncer.log')}`,
    `pidfile = ${join(dir, 'pgbouncer.pid')}`,
    'ignore_startup_parameters = extra_float_digits,options',
    '',
  ].join('\n');
  const file = join(dir, 'pgbouncer.ini');
  writeFileSync(file, ini, { mode: 0o644 });
  const args = process.getuid?.() === 0 ? ['-u', 'postgres', file] : [file];
  const child: ChildProcess = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (b: Buffer) => (err += b.toString()));
  for (let i = 0; i < 100 && !(await listening(port)); i++) {
    if (child.exitCode !== null) throw new Error(`pgbouncer berhenti: ${err}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  if (!(await listening(port))) throw new Error(`pgbouncer tidak mendengar di ${port}: ${err}`);
  u.port = String(port);
  return {
    url: u.toString(),
    port,
    async stop() {
      if (child.exitCode === null) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
