/**
 * `npm start`: PORT (3000), DATA_DIR (./data), DATABASE_URL (PostgreSQL instead of PGlite), DEMO (1),
 * WORKERS (1; N ≥ 2 starts N processes on the port, with DATABASE_URL: ./cluster.ts).
 */
import { startServer, startupNotes } from './server';
import { DEMO_ID } from './demo';
import { isPrimaryOfCluster, runPrimary, workerCount } from './cluster';

const t0 = performance.now();
const databaseUrl = process.env.DATABASE_URL || undefined;
if (isPrimaryOfCluster()) await runPrimary(workerCount(), databaseUrl);
else {
  const worker = process.env.NIAGA_WORKER === '1';
  const srv = await startServer({
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? '0.0.0.0',
    dataDir: databaseUrl ? undefined : (process.env.DATA_DIR ?? './data'),
    databaseUrl,
    demo: process.env.DEMO === '0' ? false : process.env.DEMO === '1' ? true : undefined,
    log: process.env.LOG === '1',
  });
  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite di ${process.env.DATA_DIR ?? './data'}`;
  console.log(`Niaga berjalan di ${srv.url}${worker ? ` (worker ${process.pid})` : ''} — basis data: ${where} — siap dalam ${Math.round(performance.now() - t0)} ms`);
  if (!worker) for (const note of startupNotes(srv)) console.log(note);
  if (srv.demoPassword) console.log(`Perusahaan demo dibuat: Id Perusahaan ${DEMO_ID}, User ID ADMIN, Password ${srv.demoPassword}`);
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.once(sig, () => {
      void srv.close().then(() => process.exit(0));
    });
}
