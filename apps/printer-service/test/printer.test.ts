import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server, type Socket } from 'node:net';
import { PRINTER_TIMEOUT_MS, sendToPrinter } from '../src/printer';

const sockets: Socket[] = [];
let stuck: Server | undefined;
afterEach(async () => {
  sockets.splice(0).forEach((s) => s.destroy());
  await new Promise((r) => (stuck ? stuck.close(r) : r(undefined)));
});

describe('sendToPrinter', () => {
  it('uses a 5 s time-out by default', () => {
    expect(PRINTER_TIMEOUT_MS).toBe(5000);
  });

  it('gives up with a time-out message when the printer does not take the data', async () => {
    // A printer that accepts the connection but never reads: the write cannot finish.
    stuck = createServer((s) => {
      sockets.push(s);
      s.pause();
    });
    await new Promise<void>((r) => stuck!.listen(0, '127.0.0.1', r));
    const { port } = stuck.address() as { port: number };
    const t0 = Date.now();
    await expect(sendToPrinter('127.0.0.1', port, Buffer.alloc(64 * 1024 * 1024), 300)).rejects.toThrow(
      `Printer 127.0.0.1:${port} tidak dapat dihubungi: waktu habis (0.3 detik)`,
    );
    expect(Date.now() - t0).toBeLessThan(3000);
  });
});
