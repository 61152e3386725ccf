import { afterEach, expect, test } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { configureSecrets, openSecret, sealSecret, secretKeySource, serverHmac, SECRET_KEY_FILE } from './secrets';

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'niaga-secret-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  configureSecrets({});
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

test('a sealed value opens to its plain text, differs at every seal, and hides the plain text', () => {
  configureSecrets({ env: { NIAGA_SECRET_KEY: randomBytes(32).toString('base64') } });
  const a = sealSecret('token-rahasia-123');
  const b = sealSecret('token-rahasia-123');
  expect(a).toMatch(/^s1:/);
  expect(a).not.toBe(b);
  expect(a).not.toContain('rahasia');
  expect(openSecret(a)).toBe('token-rahasia-123');
  expect(openSecret(b)).toBe('token-rahasia-123');
  expect(openSecret(sealSecret(''))).toBe('');
  expect(openSecret(sealSecret('ü€ 日本'))).toBe('ü€ 日本');
  expect(secretKeySource()).toBe('NIAGA_SECRET_KEY');
});

test('a tampered value, another key, or not the s1 format is refused', () => {
  const k1 = randomBytes(32).toString('hex');
  configureSecrets({ env: { NIAGA_SECRET_KEY: k1 } });
  const s = sealSecret('refresh-token-xyz');
  // Flip one bit in the ciphertext part, in the tag part, in the IV part.
  for (const at of [3 + 2, 3 + 20, s.length - 3]) {
    const raw = Buffer.from(s.slice(3), 'base64url');
    const i = Math.min(raw.length - 1, Math.floor(((at - 3) * 3) / 4));
    raw[i] ^= 1;
    expect(() => openSecret('s1:' + raw.toString('base64url'))).toThrow(/rusak/);
  }
  expect(() => openSecret('refresh-token-xyz')).toThrow(/format/);
  expect(() => openSecret('s1:abc')).toThrow(/rusak/);
  configureSecrets({ env: { NIAGA_SECRET_KEY: randomBytes(32).toString('hex') } });
  expect(() => openSecret(s)).toThrow(/kunci lain/);
  configureSecrets({ env: { NIAGA_SECRET_KEY: k1 } });
  expect(openSecret(s)).toBe('refresh-token-xyz');
});

test('a key of the wrong length is refused, naming the variable', () => {
  configureSecrets({ env: { NIAGA_SECRET_KEY: randomBytes(16).toString('base64') } });
  expect(() => sealSecret('x')).toThrow(/NIAGA_SECRET_KEY.*32 byte/);
});

test('without NIAGA_SECRET_KEY: a key file in the data directory, made once with mode 0600, kept across restarts', () => {
  const dir = tmp();
  configureSecrets({ dataDir: dir, env: {} });
  const s = sealSecret('akses');
  const file = join(dir, SECRET_KEY_FILE);
  expect(secretKeySource()).toBe(file);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  const first = readFileSync(file, 'utf8');
  expect(Buffer.from(first.trim(), 'base64')).toHaveLength(32);
  // "Restart": the key is read again from the file, not made anew.
  configureSecrets({ dataDir: dir, env: {} });
  expect(openSecret(s)).toBe('akses');
  expect(readFileSync(file, 'utf8')).toBe(first);
  // A key file someone broke is refused rather than replaced (the sealed data would be lost).
  writeFileSync(file, 'bukan kunci');
  configureSecrets({ dataDir: dir, env: {} });
  expect(() => sealSecret('x')).toThrow(/32 byte/);
});

test('NIAGA_SECRET_FILE names the key file; with a database in memory the key lives with the process', () => {
  const file = join(tmp(), 'sub', 'kunci');
  configureSecrets({ dataDir: tmp(), env: { NIAGA_SECRET_FILE: file } });
  const s = sealSecret('a');
  expect(secretKeySource()).toBe(file);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  configureSecrets({ env: {} });
  expect(secretKeySource()).toMatch(/memori/);
  expect(() => openSecret(s)).toThrow(/kunci lain/);
  expect(openSecret(sealSecret('b'))).toBe('b');
});

test('serverHmac: stable for one key, label and text; another label, text or key gives another signature', () => {
  const key = randomBytes(32).toString('base64');
  configureSecrets({ env: { NIAGA_SECRET_KEY: key } });
  const a = serverHmac('wa-dok', 'DEMO.kasir.1.1800000000');
  expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(serverHmac('wa-dok', 'DEMO.kasir.1.1800000000')).toBe(a);
  expect(serverHmac('lain', 'DEMO.kasir.1.1800000000')).not.toBe(a);
  expect(serverHmac('wa-dok', 'DEMO.kasir.2.1800000000')).not.toBe(a);
  configureSecrets({ env: { NIAGA_SECRET_KEY: randomBytes(32).toString('base64') } });
  expect(serverHmac('wa-dok', 'DEMO.kasir.1.1800000000')).not.toBe(a);
  configureSecrets({ env: { NIAGA_SECRET_KEY: key } });
  expect(serverHmac('wa-dok', 'DEMO.kasir.1.1800000000')).toBe(a);
});
