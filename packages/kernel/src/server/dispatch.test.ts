import { expect, test } from 'vitest';
import { decodeAdinfo, decodeAprq } from './dispatch';

const err = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return { num: (e as { num: number }).num, msg: (e as Error).message };
  }
  return null;
};

test('aprq: JSON, base64 (both alphabets) and FormParam', () => {
  expect(decodeAprq('{"a":1}')).toEqual({ a: 1 });
  expect(decodeAprq(Buffer.from('["cfg1","cfg2"]').toString('base64'))).toEqual({ aprq: ['cfg1', 'cfg2'] });
  expect(decodeAprq(Buffer.from('{"x":"??>>"}').toString('base64url'))).toEqual({ x: '??>>' });
  expect(decodeAprq('{"FormParam":[{"tahun":2026}]}')).toEqual({ tahun: 2026 });
  expect(decodeAprq('')).toEqual({});
  expect(decodeAprq('[1]')).toEqual({ aprq: [1] });
  // A JSON scalar arrives as {aprq: value}, as docs/protocol.md says.
  expect(decodeAprq('5')).toEqual({ aprq: 5 });
  expect(decodeAprq('-1.5')).toEqual({ aprq: -1.5 });
  expect(decodeAprq('"KSR-0001"')).toEqual({ aprq: 'KSR-0001' });
  expect(decodeAprq('true')).toEqual({ aprq: true });
  expect(decodeAprq('null')).toEqual({ aprq: null });
  // Base64 that only looks like a word is still base64 (of '{"a":1}').
  expect(decodeAprq(Buffer.from('{"a":1}').toString('base64'))).toEqual({ a: 1 });
  expect(err(() => decodeAprq('"abc'))?.num).toBe(12);
  expect(err(() => decodeAprq('{"a":'))).toEqual({ num: 11, msg: 'Format aprq tidak valid: isi bukan JSON yang benar.' });
  expect(err(() => decodeAprq('a'))?.num).toBe(12);
  expect(err(() => decodeAprq('ä!'))?.num).toBe(12);
});

test('adinfo: an optional JSON object', () => {
  expect(decodeAdinfo(undefined)).toEqual({});
  expect(decodeAdinfo('{"os":"Linux"}')).toEqual({ os: 'Linux' });
  expect(err(() => decodeAdinfo('null'))?.num).toBe(13);
  expect(err(() => decodeAdinfo('{'))?.num).toBe(13);
});
