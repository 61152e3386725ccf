/**
 * Secrets at rest (a marketplace shop's tokens, a sealed callback's info): `sealSecret` encrypts
 * with AES-256-GCM under the server's key (random 12-byte IV, 16-byte tag) and writes
 * `s1:<base64url(iv ‖ tag ‖ ciphertext)>`; `openSecret` refuses a value that was changed, made
 * under another key, or is not of this format.
 *
 * The key (32 bytes), looked for in this order:
 * 1. env `NIAGA_SECRET_KEY`: base64 or hex of 32 bytes (every server of one database sets the same);
 * 2. env `NIAGA_SECRET_FILE`: a file holding it (created once when missing);
 * 3. the key file `niaga-secret.key` in the PGlite data directory (DATA_DIR), created once, mode 0600;
 * 4. with DATABASE_URL and neither of the above: `defaultSecretKeyFile()` (~/.niaga/niaga-secret.key);
 * 5. a database in memory (tests, a trial run): a key for this process only — the data dies with it.
 * The server calls `configureSecrets` at start; the key is read at the first seal or open.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

export const SECRET_KEY_FILE = 'niaga-secret.key';
const PREFIX = 's1:';
const IV = 12;
const TAG = 16;

export const defaultSecretKeyFile = () => join(homedir(), '.niaga', SECRET_KEY_FILE);

export interface SecretsOptions {
  /** The PGlite data directory (the key file lives there), null for none. */
  dataDir?: string | null;
  /** The server uses PostgreSQL (DATABASE_URL): without a key in env, the default key file. */
  databaseUrl?: boolean;
  /** The environment to read (default process.env). */
  env?: Record<string, string | undefined>;
}

let options: SecretsOptions = {};
let key: { bytes: Buffer; source: string } | null = null;

/** Where the key comes from; forgets a key already read (the next seal reads it again). */
export function configureSecrets(opts: SecretsOptions): void {
  options = opts;
  key = null;
}

/** A key written as base64 or hex of 32 bytes; throws with the variable's name otherwise. */
function parseKey(text: string, where: string): Buffer {
  const t = text.trim();
  const b = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : /^[A-Za-z0-9+/_-]+={0,2}$/.test(t) ? Buffer.from(t, 'base64') : Buffer.alloc(0);
  if (b.length !== 32) throw new Error(`${where}: kunci rahasia harus 32 byte, ditulis base64 atau hex (contoh: openssl rand -base64 32)`);
  return b;
}

/** Reads the key file, or creates it once (mode 0600; never overwrites one another process wrote first). */
function keyFile(path: string): Buffer {
  try {
    return parseKey(readFileSync(path, 'utf8'), path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(path, randomBytes(32).toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
    chmodSync(path, 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return parseKey(readFileSync(path, 'utf8'), path);
}

function theKey(): Buffer {
  if (key) return key.bytes;
  const env = options.env ?? process.env;
  if (env.NIAGA_SECRET_KEY?.trim()) key = { bytes: parseKey(env.NIAGA_SECRET_KEY, 'NIAGA_SECRET_KEY'), source: 'NIAGA_SECRET_KEY' };
  else if (env.NIAGA_SECRET_FILE?.trim()) key = { bytes: keyFile(env.NIAGA_SECRET_FILE.trim()), source: env.NIAGA_SECRET_FILE.trim() };
  else if (options.dataDir) {
    const path = join(options.dataDir, SECRET_KEY_FILE);
    key = { bytes: keyFile(path), source: path };
  } else if (options.databaseUrl) {
    const path = defaultSecretKeyFile();
    key = { bytes: keyFile(path), source: path };
  } else key = { bytes: randomBytes(32), source: '(memori proses ini)' };
  return key.bytes;
}

/** Where the key in use comes from (an env variable's name or a file path), for the operator; never the key. */
export function secretKeySource(): string {
  theKey();
  return key!.source;
}

/** Encrypts `plain` under the server's key: `s1:…`, different at every call (random IV). */
export function sealSecret(plain: string): string {
  const iv = randomBytes(IV);
  const c = createCipheriv('aes-256-gcm', theKey(), iv);
  const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return PREFIX + Buffer.concat([iv, c.getAuthTag(), body]).toString('base64url');
}

/** The plain text of a sealed value; throws when it was changed, sealed under another key, or is not `s1:`. */
export function openSecret(sealed: string): string {
  if (typeof sealed !== 'string' || !sealed.startsWith(PREFIX)) throw new Error('rahasia tidak dikenal (bukan format s1:)');
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
  if (raw.length < IV + TAG) throw new Error('rahasia rusak');
  const d = createDecipheriv('aes-256-gcm', theKey(), raw.subarray(0, IV));
  d.setAuthTag(raw.subarray(IV, IV + TAG));
  try {
    return Buffer.concat([d.update(raw.subarray(IV + TAG)), d.final()]).toString('utf8');
  } catch {
    throw new Error('rahasia rusak atau dibuat dengan kunci lain');
  }
}

/**
 * HMAC-SHA256 of `data` under a key derived from the server's key for one purpose (`label`): a
 * signed link (a WhatsApp PDF link) that every server of one database can check and that no one
 * without the key can make. Base64url. Different labels give unrelated signatures.
 */
export function serverHmac(label: string, data: string): string {
  const k = createHmac('sha256', theKey()).update(`niaga:${label}`).digest();
  return createHmac('sha256', k).update(data).digest('base64url');
}
