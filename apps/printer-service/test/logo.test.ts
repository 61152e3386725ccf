import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { decodeLogo, loadLogo } from '../src/logo';
import type { RunningPrinterService } from '../src/service';
import { B, call, fakePrinter, gsv0, start, tempDir, uploadForm, type FakePrinter } from './helpers';

/** An 800 x 200 logo: the left half black, the right half white. */
const halfBlack = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 800, height: 200, channels: 3, background: '#ffffff' } })
    .composite([{ input: { create: { width: 400, height: 200, channels: 3, background: '#000000' } }, left: 0, top: 0 }])
    .toFormat(format)
    .toBuffer();

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => {
  tmp = tempDir();
});
afterEach(() => tmp.remove());

describe('decodeLogo', () => {
  it('scales a PNG or JPEG down to the dot width, keeping its proportions, and thresholds it to 1 bit', async () => {
    for (const format of ['png', 'jpeg'] as const) {
      const img = await decodeLogo(await halfBlack(format), 384);
      expect([img.width, img.height]).toEqual([384, 96]);
      const row = [...img.bits.subarray(48 * 384, 49 * 384)];
      expect(row.slice(0, 190).every((b) => b === 1)).toBe(true);
      expect(row.slice(194).every((b) => b === 0)).toBe(true);
    }
  });

  it('never enlarges a small logo, fits a tall one in a square, and prints transparency as white paper', async () => {
    const small = await sharp({ create: { width: 100, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const img = await decodeLogo(small, 576);
    expect([img.width, img.height, img.bits.every((b) => b === 0)]).toEqual([100, 40, true]);
    const tall = await sharp({ create: { width: 300, height: 1200, channels: 3, background: '#000000' } }).png().toBuffer();
    const t = await decodeLogo(tall, 384);
    expect([t.width, t.height, t.bits.every((b) => b === 1)]).toEqual([96, 384, true]);
  });

  it('loadLogo: none → null; an undecodable file → null with a warning (printing goes on); a decoded logo is kept', async () => {
    expect(await loadLogo(tmp.configPath, 32)).toBeNull();
    const png = tmp.configPath.replace(/\.json$/, '-logo.png');
    writeFileSync(png, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await loadLogo(tmp.configPath, 32)).toBeNull();
    expect(warn.mock.calls[0][0]).toMatch(/logo .* tidak dapat dibaca, struk dicetak tanpa logo/);
    warn.mockRestore();
    writeFileSync(png, await halfBlack('png'));
    const first = loadLogo(tmp.configPath, 32);
    expect(loadLogo(tmp.configPath, 32)).toBe(first);
    expect((await first)!.width).toBe(384);
    expect((await loadLogo(tmp.configPath, 48))!.width).toBe(576);
  });
});

describe('print with the logo', () => {
  let svc: RunningPrinterService;
  let printer: FakePrinter;
  beforeEach(async () => {
    svc = await start({ configPath: tmp.configPath });
    printer = await fakePrinter();
  });
  afterEach(async () => {
    await svc.close();
    await printer.close();
  });

  it('prints the uploaded logo first, centred, at 384 dots on 58 mm and 576 on 80 mm; logo 0 stops it', async () => {
    expect((await call(svc.url, '/saveconf', { printerip: '127.0.0.1', printerport: String(printer.port), blanklines: '0', footer: '' })).body.num).toBe(0);
    expect((await call(svc.url, '/imgfileup', uploadForm(await halfBlack('png')))).body.num).toBe(0);

    const r = await call(svc.url, '/print', { text: 'halo' });
    expect(r.body).toMatchObject({ num: 0, data: { logo: { width: 384, height: 96 } } });
    const out = await printer.next();
    const head = [...B.init, 0x1b, 0x61, 1, ...gsv0(48, 96)];
    expect([...out.subarray(0, head.length)]).toEqual(head);
    const image = out.subarray(head.length, head.length + 48 * 96);
    expect([...image.subarray(0, 24)].every((b) => b === 0xff)).toBe(true); // the black half of the first row
    expect([...image.subarray(25, 48)].every((b) => b === 0x00)).toBe(true);
    expect([...out.subarray(head.length + 48 * 96)]).toEqual([...B.style(0, 0, 0), ...B.line('halo'), ...B.style(0, 0, 0), ...B.cut, ...B.drawer]);

    await call(svc.url, '/saveconf', { papersize: '48' });
    await call(svc.url, '/print', { text: 'halo' });
    expect([...(await printer.next()).subarray(0, head.length)]).toEqual([...B.init, 0x1b, 0x61, 1, ...gsv0(72, 144)]);

    // The receipt may leave it out; logo 0 removes it.
    await call(svc.url, '/print', { text: 'halo', logo: false });
    expect([...(await printer.next()).subarray(0, 5)]).toEqual([...B.init, ...B.style(0, 0, 0).slice(0, 3)]);
    expect((await call(svc.url, '/saveconf', { logo: '0' })).body.num).toBe(0);
    expect((await call(svc.url, '/print', { text: 'halo' })).body.data).toMatchObject({ logo: null });
    expect(await printer.next()).toEqual(Buffer.from([...B.init, ...B.style(0, 0, 0), ...B.line('halo'), ...B.style(0, 0, 0), ...B.cut, ...B.drawer]));
  });
});
