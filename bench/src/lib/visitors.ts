/**
 * The storefront bench's visitors (bench/src/storefront.ts), run as a process of their own so that
 * the HTTP client never shares the server's event loop: told `{ base, paths: string[][] }` (one list
 * per visitor), each visitor asks its pages one after another over keep-alive HTTP, all visitors at
 * once; answers `{ ms: number[] }`, each page's round trip as this process saw it (request sent to
 * the last byte of the body read), or `{ error }`.
 */
interface Job {
  base: string;
  paths: string[][];
}

async function visit(base: string, path: string): Promise<number> {
  const t = performance.now();
  const r = await fetch(`${base}${path}`);
  const body = await r.text();
  if (r.status !== 200 || !body.includes('</html>')) throw new Error(`${path}: ${r.status}`);
  return performance.now() - t;
}

process.on('message', (job: Job) => {
  void (async () => {
    try {
      const ms: number[] = [];
      await Promise.all(
        job.paths.map(async (mine) => {
          for (const p of mine) ms.push(await visit(job.base, p));
        }),
      );
      process.send!({ ms });
    } catch (e) {
      process.send!({ error: (e as Error).message });
    }
  })();
});
process.send!({ ready: true });
