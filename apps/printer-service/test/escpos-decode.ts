/**
 * Test helper: ESC/POS bytes as a printer received them → the commands by name (in order), their
 * raw bytes and the printed text lines. Knows the commands a receipt uses (init, align, bold, size,
 * cut, drawer kick, raster image); any other ESC or GS command is an error.
 */
export interface Decoded {
  commands: string[];
  lines: string[];
  /** The raw bytes of each command, in order (for byte-exact checks). */
  raw: number[][];
}

/** ESC/POS commands this receipt uses: the bytes that start each, its length and its name. */
const COMMANDS: Array<{ head: number[]; length: number; name: (b: Buffer, i: number) => string }> = [
  { head: [0x1b, 0x40], length: 2, name: () => 'init' },
  { head: [0x1b, 0x61], length: 3, name: (b, i) => `align${b[i + 2]}` },
  { head: [0x1b, 0x45], length: 3, name: (b, i) => `bold${b[i + 2]}` },
  { head: [0x1d, 0x21], length: 3, name: (b, i) => `size${b[i + 2]}` },
  { head: [0x1d, 0x56], length: 4, name: () => 'cut' },
  { head: [0x1b, 0x70], length: 5, name: (b, i) => `drawer${b[i + 2]},${b[i + 3]},${b[i + 4]}` },
  // GS v 0 m xL xH yL yH, then (xL + xH·256) · (yL + yH·256) bytes of dots.
  { head: [0x1d, 0x76, 0x30], length: 8, name: (b, i) => `raster${b[i + 3]},${b[i + 4] + b[i + 5] * 256}x${b[i + 6] + b[i + 7] * 256}` },
];
const rasterBytes = (b: Buffer, i: number) => (b[i + 4] + b[i + 5] * 256) * (b[i + 6] + b[i + 7] * 256);

/** ESC/POS → the commands by name (in order) and the printed text lines. */
export function decode(b: Buffer): Decoded {
  const commands: string[] = [];
  const lines: string[] = [];
  const raw: number[][] = [];
  let text = '';
  let i = 0;
  while (i < b.length) {
    const c = COMMANDS.find((x) => x.head.every((h, k) => b[i + k] === h));
    if (c) {
      commands.push(c.name(b, i));
      raw.push([...b.subarray(i, i + c.length)]);
      i += c.length + (c.head[1] === 0x76 ? rasterBytes(b, i) : 0);
    } else if (b[i] === 0x1b || b[i] === 0x1d) {
      throw new Error(`unexpected command ${b[i].toString(16)} ${b[i + 1]?.toString(16)} at ${i}`);
    } else if (b[i] === 0x0a) {
      lines.push(text);
      text = '';
      i += 1;
    } else {
      text += String.fromCharCode(b[i]);
      i += 1;
    }
  }
  return { commands, lines, raw };
}
