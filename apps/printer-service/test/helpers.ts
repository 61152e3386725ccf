/** Test helpers: a temp config dir, a started service, a JSON/form poster and a fake network printer. */
import { createServer, type Server, type Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPrinterService, type PrinterServiceOptions, type RunningPrinterService } from '../src/service';

export interface Reply {
  status: number;
  type: string;
  text: string;
  body: { num: number; msg: string; data: unknown };
  headers: Headers;
}

export function tempDir(): { dir: string; configPath: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'niaga-printer-'));
  return { dir, configPath: join(dir, 'printer-config.json'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export const start = (opts: Partial<PrinterServiceOptions> & { configPath: string }): Promise<RunningPrinterService> =>
  startPrinterService({ port: 0, ...opts });

/** POST (or another method): a plain object as JSON, a string as urlencoded form, FormData as multipart. */
export async function call(url: string, path: string, body?: object | string | FormData, init: RequestInit = {}): Promise<Reply> {
  const req: RequestInit = { method: 'POST', ...init };
  if (body instanceof FormData) req.body = body;
  else if (typeof body === 'string') {
    req.body = body;
    req.headers = { 'content-type': 'application/x-www-form-urlencoded', ...init.headers };
  } else if (body !== undefined) {
    req.body = JSON.stringify(body);
    req.headers = { 'content-type': 'application/json', ...init.headers };
  }
  const res = await fetch(url + path, req);
  const text = await res.text();
  let parsed: Reply['body'];
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { num: NaN, msg: text, data: null };
  }
  return { status: res.status, type: res.headers.get('content-type') ?? '', text, body: parsed, headers: res.headers };
}

export const rows = (r: Reply) => Object.fromEntries((r.body.data as { confname: string; confvalue: string }[]).map((x) => [x.confname, x.confvalue]));

export interface FakePrinter {
  port: number;
  /** The bytes of the next connection, once the sender has closed it. */
  next(timeoutMs?: number): Promise<Buffer>;
  /** Connections received so far. */
  count(): number;
  close(): Promise<void>;
}

/** A network thermal printer stand-in: a TCP server on 127.0.0.1:0 capturing each connection's bytes. */
export async function fakePrinter(): Promise<FakePrinter> {
  const done: Buffer[] = [];
  const waiting: ((b: Buffer) => void)[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((sock) => {
    connections++;
    sockets.add(sock);
    const chunks: Buffer[] = [];
    sock.on('data', (c) => chunks.push(c));
    sock.on('end', () => {
      const job = Buffer.concat(chunks);
      const w = waiting.shift();
      if (w) w(job);
      else done.push(job);
      sock.end();
    });
    sock.on('close', () => sockets.delete(sock));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as { port: number }).port,
    count: () => connections,
    next(timeoutMs = 3000) {
      const ready = done.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const t = setTimeout(() => reject(new Error('printer palsu tidak menerima data')), timeoutMs);
        waiting.push((b) => {
          clearTimeout(t);
          resolve(b);
        });
      });
    },
    close() {
      for (const s of sockets) s.destroy();
      return new Promise((r) => server.close(() => r()));
    },
  };
}

/** A port on 127.0.0.1 that nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  await new Promise((r) => server.close(r));
  return port;
}

/** ESC/POS building blocks, written out independently of src/escpos.ts. */
export const B = {
  init: [0x1b, 0x40],
  style: (align: 0 | 1 | 2, bold: 0 | 1, size: 0 | 0x11) => [0x1b, 0x61, align, 0x1b, 0x45, bold, 0x1d, 0x21, size],
  line: (s: string) => [...Buffer.from(s, 'ascii'), 0x0a],
  feed: (n: number) => Array<number>(n).fill(0x0a),
  cut: [0x1d, 0x56, 66, 0],
  drawer: [0x1b, 0x70, 0, 25, 250],
};

/** A multipart form as `/imgfileup` takes it. */
export function uploadForm(data: Buffer, name = 'logo.png', field = 'imgfileup'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)]), name);
  return form;
}

/** `GS v 0 m xL xH yL yH` — the raster image header, written out independently of src/raster.ts. */
export const gsv0 = (rowBytes: number, rows: number) => [0x1d, 0x76, 0x30, 0, rowBytes % 256, Math.floor(rowBytes / 256), rows % 256, Math.floor(rows / 256)];
