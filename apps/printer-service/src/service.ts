/**
 * The local POS printer service: a small HTTP server on the cashier's machine (127.0.0.1:5488)
 * that keeps the print settings and turns receipts into ESC/POS bytes for a network thermal
 * printer (raw TCP, port 9100). Every reply is HTTP 200 JSON `{num, msg, data}`; num 0 = success.
 */
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { PRINTER_NUM as NUM, type PrinterEnvelope } from '@niaga/core/printer-client';
import { checkSetting, hasLogo, loadValues, logoPaths, NAMES, saveValues, toConfig, toRows, writeAtomic, type PrinterConfig } from './config';
import { DRAWER_KICK, escpos, readReceipt } from './escpos';
import { loadLogo } from './logo';
import { PRINTER_TIMEOUT_MS, sendToPrinter } from './printer';

export { escpos } from './escpos';
export type { Receipt, ReceiptLine } from './escpos';
export { rasterGsV0 } from './raster';
export type { PrinterConfig } from './config';

export interface PrinterServiceOptions {
  port?: number;
  host?: string;
  /** The JSON settings file; the uploaded logo is stored next to it. */
  configPath: string;
  /** Browser origins allowed to call the service; undefined = any origin. */
  allowOrigins?: string[];
  /** Time limit for reaching the printer (default 5000 ms). */
  printerTimeoutMs?: number;
  log?: boolean;
}

export interface RunningPrinterService {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

export const VERSION: string = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;
export const LOGO_MAX_BYTES = 1024 * 1024;
const BODY_LIMIT = 256 * 1024;
const POST_PATHS = ['/readconf', '/saveconf', '/imgfileup', '/print', '/drawer', '/status'];
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
export const MSG_NO_PRINTER = 'Printer belum diatur: isi alamat IP printer (printerip) di pengaturan printer.';
const SETTINGS_USAGE = 'Kirim pengaturan sebagai rows [{confname, confvalue}] atau objek {nama: nilai}.';

type Env = PrinterEnvelope;
const env = (num: number, msg: string, data: unknown = null): Env => ({ num, msg, data });
const ok = (data: unknown) => env(NUM.OK, '', data);
const send = (reply: FastifyReply, e: Env) => reply.code(200).header('cache-control', 'no-store').send(e);

/** Runs jobs one after another (one printer connection at a time, one settings write at a time). */
function serial() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(job: () => Promise<T> | T): Promise<T> => {
    const run = tail.then(job, job);
    tail = run.catch(() => undefined);
    return run;
  };
}

const hostname = (hostHeader: string | undefined) => {
  try {
    return new URL(`http://${hostHeader ?? ''}`).hostname;
  } catch {
    return '';
  }
};

/** `/saveconf` input: `rows` (array or its JSON text) or a flat object → name/value strings. */
function readSettings(body: unknown): { values: Record<string, string> } | { error: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { error: SETTINGS_USAGE };
  let rows = (body as { rows?: unknown }).rows;
  let entries: [string, unknown][];
  if (rows !== undefined) {
    if (typeof rows === 'string') {
      try {
        rows = JSON.parse(rows);
      } catch {
        return { error: `rows bukan JSON yang valid. ${SETTINGS_USAGE}` };
      }
    }
    if (!Array.isArray(rows) || !rows.every((r) => r && typeof r === 'object' && typeof r.confname === 'string')) return { error: SETTINGS_USAGE };
    entries = rows.map((r: { confname: string; confvalue?: unknown }) => [r.confname, r.confvalue]);
  } else entries = Object.entries(body);
  if (entries.length === 0) return { error: `Tidak ada pengaturan yang dikirim. ${SETTINGS_USAGE}` };

  const out: Record<string, string> = {};
  for (const [name, v] of entries) {
    if (!NAMES.includes(name)) return { error: `Pengaturan "${name}" tidak dikenal. Pengaturan yang ada: ${NAMES.join(', ')}.` };
    const last = Array.isArray(v) ? v[v.length - 1] : v; // a repeated form field: the last one
    if (typeof last === 'string' || typeof last === 'number') out[name] = String(last);
    else if (typeof last === 'boolean') out[name] = last ? '1' : '0';
    else return { error: `Pengaturan "${name}" tidak valid: nilai harus teks, angka atau boolean.` };
  }
  return { values: out };
}

const imageType = (b: Buffer): 'png' | 'jpg' | null =>
  b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ? 'png' : b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff ? 'jpg' : null;

export async function buildPrinterApp(opts: PrinterServiceOptions): Promise<FastifyInstance> {
  const configPath = resolve(opts.configPath);
  const host = opts.host ?? '127.0.0.1';
  const allow = opts.allowOrigins?.map((o) => o.replace(/\/+$/, ''));
  const timeoutMs = opts.printerTimeoutMs ?? PRINTER_TIMEOUT_MS;
  const printJobs = serial();
  const configJobs = serial();

  const app = Fastify({ logger: opts.log ?? false, bodyLimit: BODY_LIMIT });
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 20 } });

  // CORS for the cashier's browser, and a guard against DNS rebinding: when bound to loopback,
  // only requests addressed to a loopback name are served.
  app.addHook('onRequest', async (req, reply) => {
    if (LOOPBACK.has(host) && !LOOPBACK.has(hostname(req.headers.host)))
      return send(reply, env(NUM.DENIED, 'Permintaan ditolak: gunakan alamat http://127.0.0.1 untuk printer service.'));
    const origin = req.headers.origin;
    if (origin === undefined) return;
    if (allow && !allow.includes(origin)) return send(reply, env(NUM.DENIED, `Asal ${origin} tidak diizinkan memakai printer service.`));
    reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err.statusCode === 413) return send(reply, env(NUM.TOO_LARGE, `Permintaan terlalu besar (maksimal ${BODY_LIMIT / 1024} KB).`));
    if (err.statusCode === 415)
      return send(reply, env(NUM.BAD_REQUEST, 'Jenis isi permintaan tidak didukung: kirim JSON, form urlencoded, atau multipart untuk gambar.'));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
      return send(reply, env(NUM.BAD_REQUEST, 'Permintaan tidak dapat dibaca: periksa JSON atau form yang dikirim.'));
    req.log.error(err);
    return send(reply, env(NUM.INTERNAL, 'Terjadi kesalahan pada printer service, proses dibatalkan. Silakan coba lagi.'));
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (POST_PATHS.includes(path)) return send(reply, env(NUM.BAD_REQUEST, `Gunakan metode POST untuk ${path}.`));
    return send(reply, env(NUM.BAD_REQUEST, `Alamat ${path} tidak dikenal. Alamat yang ada: ${POST_PATHS.join(', ')}.`));
  });

  // CORS preflight, including Chrome's Private Network Access (a public site calling 127.0.0.1).
  app.options('*', async (req, reply) => {
    reply
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', req.headers['access-control-request-headers'] ?? 'content-type')
      .header('access-control-allow-private-network', 'true')
      .header('access-control-max-age', '600');
    return send(reply, ok(null));
  });

  const route = (path: string, handler: (req: FastifyRequest) => Promise<Env> | Env) =>
    app.post(path, async (req, reply) => send(reply, await handler(req)));

  const toPrinter = async (config: PrinterConfig, data: Buffer, info: object): Promise<Env> => {
    if (!config.printerip) return env(NUM.NO_PRINTER, MSG_NO_PRINTER);
    try {
      await printJobs(() => sendToPrinter(config.printerip, config.printerport, data, timeoutMs));
      return ok({ printer: `${config.printerip}:${config.printerport}`, bytes: data.length, ...info });
    } catch (e) {
      return env(NUM.PRINTER_FAILED, (e as Error).message);
    }
  };

  route('/readconf', () => ok(toRows(loadValues(configPath))));

  route('/saveconf', (req) => {
    const input = readSettings(req.body);
    if ('error' in input) return env(NUM.INVALID, input.error);
    return configJobs(() => {
      const values = loadValues(configPath);
      for (const [name, raw] of Object.entries(input.values)) {
        const r = checkSetting(name, raw);
        if ('error' in r) return env(NUM.INVALID, r.error);
        values[name] = r.value;
      }
      if (values.logo === '1' && !hasLogo(configPath))
        return env(NUM.INVALID, 'Pengaturan "logo" tidak valid: belum ada logo, unggah gambar lewat imgfileup.');
      try {
        saveValues(configPath, values);
        if (values.logo === '0') for (const p of Object.values(logoPaths(configPath))) rmSync(p, { force: true });
      } catch (e) {
        return env(NUM.INTERNAL, `Pengaturan tidak dapat disimpan ke ${configPath}: ${(e as Error).message}`);
      }
      return ok(toRows(loadValues(configPath)));
    });
  });

  route('/imgfileup', async (req) => {
    const usage = 'Kirim gambar PNG atau JPEG (maksimal 1 MB) sebagai multipart/form-data dengan field imgfileup.';
    if (!req.isMultipart()) return env(NUM.BAD_REQUEST, usage);
    const file = await req.file();
    if (!file || file.fieldname !== 'imgfileup') return env(NUM.BAD_REQUEST, usage);
    let image: Buffer;
    try {
      image = await file.toBuffer();
    } catch (e) {
      if ((e as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') return env(NUM.TOO_LARGE, 'Gambar terlalu besar (maksimal 1 MB).');
      throw e;
    }
    const type = imageType(image);
    if (!type) return env(NUM.INVALID, `Berkas ${file.filename} bukan gambar PNG atau JPEG.`);
    return configJobs(() => {
      const paths = logoPaths(configPath);
      writeAtomic(paths[type], image);
      rmSync(paths[type === 'png' ? 'jpg' : 'png'], { force: true });
      return ok(toRows(loadValues(configPath)));
    });
  });

  route('/print', async (req) => {
    const receipt = readReceipt(req.body);
    if ('error' in receipt) return env(NUM.INVALID, receipt.error);
    const config = toConfig(loadValues(configPath));
    if (!config.printerip) return env(NUM.NO_PRINTER, MSG_NO_PRINTER);
    const logo = config.logo && receipt.logo !== false ? await loadLogo(configPath, config.papersize) : null;
    return toPrinter(config, escpos(receipt, config, logo), { copies: receipt.copies ?? config.copies, logo: logo ? { width: logo.width, height: logo.height } : null });
  });

  route('/drawer', () => toPrinter(toConfig(loadValues(configPath)), Buffer.from(DRAWER_KICK), {}));

  const status = () => {
    const c = toConfig(loadValues(configPath));
    return ok({ versi: VERSION, printer: c.printerip ? `${c.printerip}:${c.printerport}` : '' });
  };
  route('/status', status);
  app.get('/status', async (_req, reply) => send(reply, status()));

  return app;
}

export async function startPrinterService(opts: PrinterServiceOptions): Promise<RunningPrinterService> {
  const app = await buildPrinterApp(opts);
  const url = await app.listen({ port: opts.port ?? 5488, host: opts.host ?? '127.0.0.1' });
  return { url, app, close: () => app.close() };
}
