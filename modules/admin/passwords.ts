import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

/** argon2id with the library's defaults (m=64 MiB, t=3, p=4). */
export const hashPassword = (plain: string) => argon2.hash(plain, { type: argon2.argon2id });

let dummy: Promise<string> | null = null;
/** Verifies; with no stored hash it still spends the same time, so unknown users are not revealed. */
export async function verifyPassword(hash: string | null, plain: string): Promise<boolean> {
  if (!hash) {
    dummy ??= hashPassword(randomBytes(16).toString('hex'));
    await argon2.verify(await dummy, plain).catch(() => false);
    return false;
  }
  return argon2.verify(hash, plain).catch(() => false);
}

/** A readable random password for new administrators. */
export const randomPassword = () => randomBytes(9).toString('base64url');
