import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { RunningPrinterService } from '../src/service';
import { B, call, closedPort, fakePrinter, rows, start, tempDir, type FakePrinter, type Reply } from './helpers';

const DEFAULT_ROWS = [
  { confname: 'printerip', confvalue: '' },
  { confname: 'printerport', confvalue: '9100' },
  { confname: 'papersize', confvalue: '32' },
  { confname: 'copies', confvalue: '1' },
  { confname: 'blanklines', confvalue: '2' },
  { confname: 'autocutter', confvalue: '1' },
  { confname: 'cashdrawer', confvalue: '1' },
  { confname: 'footer', confvalue: 'Terima kasih atas kunjungan Anda' },
  { confname: 'header', confvalue: '' },
  { confname: 'logo', confvalue: '0' },
];
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-and-the-rest')]);
const upload = (data: Buffer, name = 'logo.png', field = 'imgfileup') => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)]), name);
  return form;
};
const expectEnvelope = (r: Reply) => {
  expect(r.status).toBe(200);
  expect(r.type).toContain('application/json');
  expect(r.text).not.toMatch(/<html/i);
  expect(typeof r.body.num).toBe('number');
  expect(typeof r.body.msg).toBe('string');
};

let tmp: ReturnType<typeof tempDir>;
let svc: RunningPrinterService;
let printer: FakePrinter;

beforeEach(async () => {
  tmp = tempDir();
  svc = await start({ configPath: tmp.configPath });
  printer = await fakePrinter();
});
afterEach(async () => {
  await svc.close();
  await printer.close();
  tmp.remove();
});

const usePrinter = (extra: Record<string, string> = {}) =>
  call(svc.url, '/saveconf', { printerip: '127.0.0.1', printerport: String(printer.port), ...extra }).then((r) => expect(r.body.num).toBe(0));

describe('readconf', () => {
  it('answers the defaults when nothing is stored', async () => {
    const r = await call(svc.url, '/readconf');
    expect(r.body).toEqual({ num: 0, msg: '', data: DEFAULT_ROWS });
    expect(existsSync(tmp.configPath)).toBe(false);
  });

  it('takes stored values over the defaults, ignoring invalid stored values', async () => {
    writeFileSync(tmp.configPath, JSON.stringify({ papersize: '48', copies: '9', footer: 'Sampai jumpa' }));
    const r = rows(await call(svc.url, '/readconf'));
    expect(r).toMatchObject({ papersize: '48', copies: '1', footer: 'Sampai jumpa', printerport: '9100' });
  });
});

describe('saveconf', () => {
  it('saves rows, answers all rows, and keeps them across a restart', async () => {
    const r = await call(svc.url, '/saveconf', {
      rows: [
        { confname: 'printerip', confvalue: '192.168.1.50' },
        { confname: 'papersize', confvalue: '42' },
        { confname: 'header', confvalue: 'TOKO MAJU' },
      ],
    });
    expect(r.body.num).toBe(0);
    expect(rows(r)).toMatchObject({ printerip: '192.168.1.50', papersize: '42', header: 'TOKO MAJU', copies: '1' });
    expect((r.body.data as unknown[]).length).toBe(DEFAULT_ROWS.length);
    // urlencoded form with flat names works too
    expect((await call(svc.url, '/saveconf', 'copies=3&autocutter=0')).body.num).toBe(0);
    expect(JSON.parse(readFileSync(tmp.configPath, 'utf8'))).toMatchObject({ printerip: '192.168.1.50', copies: '3', autocutter: '0' });
    expect(readdirSync(tmp.dir)).toEqual(['printer-config.json']); // no temp file left behind

    await svc.close();
    svc = await start({ configPath: tmp.configPath });
    expect(rows(await call(svc.url, '/readconf'))).toMatchObject({ printerip: '192.168.1.50', papersize: '42', header: 'TOKO MAJU', copies: '3', autocutter: '0' });
  });

  it.each([
    [{ papersize: '40' }, 'papersize'],
    [{ copies: '6' }, 'copies'],
    [{ copies: '0' }, 'copies'],
    [{ blanklines: '11' }, 'blanklines'],
    [{ printerport: '70000' }, 'printerport'],
    [{ printerip: '999.1.1.1' }, 'printerip'],
    [{ printerip: 'printer kasir!' }, 'printerip'],
    [{ autocutter: 'ya' }, 'autocutter'],
    [{ warna: 'merah' }, 'warna'],
    [{ rows: [{ confname: 'copies', confvalue: '4' }, { confname: 'papersize', confvalue: '33' }] }, 'papersize'],
    [{ logo: '1' }, 'logo'],
  ])('refuses %j naming the setting and writes nothing', async (input, name) => {
    await call(svc.url, '/saveconf', { copies: '2', header: 'Lama' });
    const before = readFileSync(tmp.configPath, 'utf8');
    const r = await call(svc.url, '/saveconf', input);
    expect(r.body.num).not.toBe(0);
    expect(r.body.msg).toContain(`"${name}"`);
    expect(readFileSync(tmp.configPath, 'utf8')).toBe(before);
  });

  it('refuses an empty request', async () => {
    const r = await call(svc.url, '/saveconf', {});
    expect(r.body.num).not.toBe(0);
    expect(existsSync(tmp.configPath)).toBe(false);
  });
});

describe('print', () => {
  it('sends the exact ESC/POS bytes to the printer at 32 columns, with copies, cut and drawer', async () => {
    await usePrinter({ header: 'TOKO MAJU', blanklines: '3' });
    const r = await call(svc.url, '/print', {
      copies: 2,
      lines: [
        { text: 'Kopi susu gula aren ukuran besar dengan es batu' },
        { text: 'TOTAL 25.000', align: 'right', bold: true },
        { text: 'LUNAS', align: 'center', double: true },
        { text: 'Ref: 0123456789012345678901234567' },
      ],
    });
    expect(r.body).toMatchObject({ num: 0, data: { printer: `127.0.0.1:${printer.port}`, copies: 2 } });
    const copy = [
      ...B.init,
      ...B.style(1, 1, 0), ...B.line('TOKO MAJU'),
      ...B.style(0, 0, 0), ...B.line('Kopi susu gula aren ukuran besar'), ...B.line('dengan es batu'),
      ...B.style(2, 1, 0), ...B.line('TOTAL 25.000'),
      ...B.style(1, 0, 0x11), ...B.line('LUNAS'),
      ...B.style(0, 0, 0), ...B.line('Ref:'), ...B.line('0123456789012345678901234567'),
      ...B.style(1, 0, 0), ...B.line('Terima kasih atas kunjungan Anda'),
      ...B.style(0, 0, 0), ...B.feed(3), ...B.cut,
    ];
    expect(await printer.next()).toEqual(Buffer.from([...copy, ...copy, ...B.drawer]));
  });

  it('wraps at 42 columns and follows the configured cutter and drawer (form input)', async () => {
    await usePrinter({ papersize: '42', autocutter: '0', cashdrawer: '0', blanklines: '0', footer: '' });
    const r = await call(svc.url, '/print', 'text=' + encodeURIComponent('Kopi susu gula aren ukuran besar dengan es batu'));
    expect(r.body.num).toBe(0);
    expect(await printer.next()).toEqual(
      Buffer.from([...B.init, ...B.style(0, 0, 0), ...B.line('Kopi susu gula aren ukuran besar dengan es'), ...B.line('batu'), ...B.style(0, 0, 0)]),
    );
  });

  it('drawer sends only the drawer kick', async () => {
    await usePrinter();
    expect((await call(svc.url, '/drawer')).body.num).toBe(0);
    expect(await printer.next()).toEqual(Buffer.from(B.drawer));
  });

  it('says so when no printer is set, without connecting anywhere', async () => {
    const r = await call(svc.url, '/print', { text: 'halo' });
    expect(r.body.num).toBe(50);
    expect(r.body.msg).toMatch(/Printer belum diatur/);
    expect((await call(svc.url, '/drawer')).body.num).toBe(50);
    expect(printer.count()).toBe(0);
  });

  it('answers a clear error within the time-out when the printer port is closed', async () => {
    const port = await closedPort();
    await call(svc.url, '/saveconf', { printerip: '127.0.0.1', printerport: String(port) });
    const t0 = Date.now();
    const r = await call(svc.url, '/print', { text: 'halo' });
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(r.body.num).toBe(51);
    expect(r.body.msg).toBe(`Printer 127.0.0.1:${port} tidak dapat dihubungi: koneksi ditolak (printer mati atau port salah)`);
  });

  it('refuses an invalid receipt before printing', async () => {
    await usePrinter();
    const r = await call(svc.url, '/print', { lines: [{ text: 'a', align: 'middle' }] });
    expect(r.body.num).toBe(15);
    expect(r.body.msg).toMatch(/align/);
    expect(printer.count()).toBe(0);
  });
});

describe('status', () => {
  it('answers version and printer on GET and POST', async () => {
    expect((await call(svc.url, '/status', undefined, { method: 'GET' })).body).toEqual({ num: 0, msg: '', data: { versi: '0.0.0', printer: '' } });
    await usePrinter();
    expect((await call(svc.url, '/status')).body.data).toEqual({ versi: '0.0.0', printer: `127.0.0.1:${printer.port}` });
  });
});

describe('always an envelope', () => {
  it.each([
    ['malformed JSON', '/saveconf', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"papersize":' }, 16],
    ['unknown path', '/hapus', { method: 'POST' }, 16],
    ['GET on a POST endpoint', '/print', { method: 'GET' }, 16],
    ['unsupported content type', '/print', { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' }, 16],
    ['too large a body', '/print', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'x'.repeat(300_000) }) }, 14],
  ] as const)('%s', async (_name, path, init, num) => {
    const r = await call(svc.url, path, undefined, init as RequestInit);
    expectEnvelope(r);
    expect(r.body.num).toBe(num);
    expect(r.body.msg).not.toBe('');
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    call(svc.url, '/print', undefined, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type', 'access-control-request-private-network': 'true' },
    });

  it('answers the preflight with Private Network Access, and allows the origin on the request', async () => {
    const r = await preflight('https://pos.niaga.id');
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe('https://pos.niaga.id');
    expect(r.headers.get('access-control-allow-private-network')).toBe('true');
    expect(r.headers.get('access-control-allow-methods')).toContain('POST');
    expect(r.headers.get('access-control-allow-headers')).toContain('content-type');
    const post = await call(svc.url, '/readconf', undefined, { headers: { origin: 'https://pos.niaga.id' } });
    expect(post.headers.get('access-control-allow-origin')).toBe('https://pos.niaga.id');
    // error envelopes must be readable by the page too
    const bad = await call(svc.url, '/hapus', undefined, { headers: { origin: 'https://pos.niaga.id' } });
    expect(bad.headers.get('access-control-allow-origin')).toBe('https://pos.niaga.id');
  });

  it('with allowOrigins, refuses other origins (preflight and request) but serves the listed one', async () => {
    await svc.close();
    svc = await start({ configPath: tmp.configPath, allowOrigins: ['https://pos.niaga.id'] });
    const denied = await preflight('https://jahat.example');
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    expect(denied.body.num).toBe(30);
    const save = await call(svc.url, '/saveconf', { papersize: '48' }, { headers: { origin: 'https://jahat.example' } });
    expect(save.body.num).toBe(30);
    expect(existsSync(tmp.configPath)).toBe(false);
    const ok = await call(svc.url, '/saveconf', { papersize: '48' }, { headers: { origin: 'https://pos.niaga.id' } });
    expect(ok.body.num).toBe(0);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://pos.niaga.id');
  });

  it('refuses requests addressed to a non-loopback host name (DNS rebinding)', async () => {
    const { port } = new URL(svc.url);
    const text = await new Promise<string>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/readconf', method: 'POST', headers: { host: `jahat.example:${port}` } }, (res) => {
        let s = '';
        res.on('data', (c) => (s += c));
        res.on('end', () => resolve(s));
      });
      req.on('error', reject);
      req.end();
    });
    expect(JSON.parse(text).num).toBe(30);
  });
});

describe('imgfileup', () => {
  const logo = () => tmp.configPath.replace(/\.json$/, '-logo.png');

  it('stores a PNG next to the config file and reports logo 1; logo 0 removes it', async () => {
    const r = await call(svc.url, '/imgfileup', upload(PNG));
    expect(r.body.num).toBe(0);
    expect(readFileSync(logo())).toEqual(PNG);
    expect(rows(await call(svc.url, '/readconf')).logo).toBe('1');
    expect((await call(svc.url, '/saveconf', { logo: '0' })).body.num).toBe(0);
    expect(existsSync(logo())).toBe(false);
  });

  it('accepts an image of exactly 1 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 - PNG.length)]);
    expect((await call(svc.url, '/imgfileup', upload(big))).body.num).toBe(0);
  });

  it.each([
    ['a text file', upload(Buffer.from('bukan gambar'), 'catatan.txt'), 15],
    ['an oversize file', upload(Buffer.concat([PNG, Buffer.alloc(1024 * 1024)])), 14],
    ['another field name', upload(PNG, 'logo.png', 'gambar'), 16],
  ])('refuses %s and stores nothing', async (_name, form, num) => {
    const r = await call(svc.url, '/imgfileup', form);
    expectEnvelope(r);
    expect(r.body.num).toBe(num);
    expect(readdirSync(tmp.dir)).toEqual([]);
  });
});
