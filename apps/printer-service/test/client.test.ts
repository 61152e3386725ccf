import { afterEach, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import { MSG_PRINTER_CONNECTION, PRINTER_NUM, PRINTER_SERVICE_URL, PRINTER_TIMEOUT_MS, printerCall } from '@niaga/core/printer-client';
import { closedPort, start, tempDir } from './helpers';

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0)) await f();
});

describe('printerCall', () => {
  it('has the spec text, 5 s time-out and the local address', () => {
    expect(MSG_PRINTER_CONNECTION).toBe('Koneksi ke Niaga POS Printer Service gagal, pastikan sudah terinstall dan aktif.');
    expect(PRINTER_TIMEOUT_MS).toBe(5000);
    expect(PRINTER_NUM.CONNECTION).toBe(600);
    expect(PRINTER_SERVICE_URL).toBe('http://127.0.0.1:5488');
  });

  it('returns the service envelope for JSON and FormData bodies', async () => {
    const tmp = tempDir();
    const svc = await start({ configPath: tmp.configPath });
    cleanup.push(() => svc.close(), tmp.remove);
    const saved = await printerCall<{ confname: string; confvalue: string }[]>('saveconf', { papersize: '48' }, { baseUrl: svc.url });
    expect(saved.num).toBe(0);
    expect(saved.data.find((r) => r.confname === 'papersize')?.confvalue).toBe('48');
    const form = new FormData();
    form.append('imgfileup', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])]), 'logo.jpg');
    expect((await printerCall('/imgfileup', form, { baseUrl: svc.url })).num).toBe(0);
    expect(await printerCall('/nope', undefined, { baseUrl: svc.url })).toMatchObject({ num: 16 });
  });

  it('answers 600 with the spec text when nothing listens', async () => {
    const port = await closedPort();
    expect(await printerCall('readconf', undefined, { baseUrl: `http://127.0.0.1:${port}` })).toEqual({
      num: 600,
      msg: MSG_PRINTER_CONNECTION,
      data: null,
    });
  });

  it('answers 600 when the service does not reply in time', async () => {
    const hang = createServer(() => undefined);
    await new Promise<void>((r) => hang.listen(0, '127.0.0.1', r));
    cleanup.push(() => new Promise((r) => hang.close(r)), () => hang.closeAllConnections());
    const { port } = hang.address() as { port: number };
    const t0 = Date.now();
    const r = await printerCall('readconf', undefined, { baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 300 });
    expect(r).toMatchObject({ num: 600, msg: MSG_PRINTER_CONNECTION });
    expect(Date.now() - t0).toBeLessThan(2000);
  });
});
