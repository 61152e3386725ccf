import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { ActError, NUM } from '@niaga/kernel';

/**
 * Password hashing is the most expensive work a stranger can ask for (argon2id, 64 MiB and four
 * threads each). At most HASH_CONCURRENCY hashes run at once; up to HASH_QUEUE more wait their turn
 * in order; beyond that a login is refused at once (23) instead of piling up. Unknown users take
 * the same turn and the same work as known ones.
 */
const int = (name: string, fallback: number, min: number) => {
  const n = Number(process.env[name] ?? '');
  return process.env[name]?.trim() && Number.isInteger(n) && n >= min ? n : fallback;
};
export const hashLimits = () => ({ concurrency: int('HASH_CONCURRENCY', 2, 1), queue: int('HASH_QUEUE', 32, 0) });

export const BUSY = 'Server sedang memeriksa banyak password sekaligus. Silakan coba lagi sebentar lagi.';

let active = 0;
const waiting: Array<() => void> = [];

/** Runs `work` when a hashing turn is free; a finished turn passes straight to the next in line. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const { concurrency, queue } = hashLimits();
  if (active < concurrency) active++;
  else {
    if (waiting.length >= queue) throw new ActError(NUM.LOGIN_LIMIT, BUSY, { menit: 1 });
    await new Promise<void>((turn) => waiting.push(turn));
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else active--;
  }
}

/**
 * argon2id with the library's defaults (m=64 MiB, t=3, p=4). The test suites set
 * NIAGA_TEST_FAST_HASH=1 (vitest.config.ts, e2e/helpers.ts): still argon2id, at 4 MiB and t=2,
 * because they make hundreds of companies and logins; a hash carries its parameters, so
 * verification is the same. Never set it for a real server.
 */
const hashOptions = (): NonNullable<Parameters<typeof argon2.hash>[1]> =>
  process.env.NIAGA_TEST_FAST_HASH === '1' ? { type: argon2.argon2id, memoryCost: 4096, timeCost: 2, parallelism: 1 } : { type: argon2.argon2id };

export const hashPassword = (plain: string) => inTurn(() => argon2.hash(plain, hashOptions()));

let dummy: Promise<string> | null = null;
/** Verifies; with no stored hash it still spends the same time, so unknown users are not revealed. */
export async function verifyPassword(hash: string | null, plain: string): Promise<boolean> {
  if (!hash) {
    // Made once, outside the turns (a turn waiting for it could otherwise wait forever).
    dummy ??= argon2.hash(randomBytes(16).toString('hex'), hashOptions());
    const stand = await dummy;
    await inTurn(() => argon2.verify(stand, plain)).catch((e: unknown) => {
      if (e instanceof ActError) throw e;
      return false;
    });
    return false;
  }
  return inTurn(() => argon2.verify(hash, plain)).catch((e: unknown) => {
    if (e instanceof ActError) throw e;
    return false;
  });
}

/** A readable random password for new administrators. */
export const randomPassword = () => randomBytes(9).toString('base64url');
