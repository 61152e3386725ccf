/**
 * Login as a denial of service (issue 9): password hashing (argon2id, 64 MiB each) runs at most
 * HASH_CONCURRENCY at once, unknown users cost the same one hash as known ones, and beyond
 * HASH_QUEUE waiting a login is refused at once instead of piling up.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import argon2 from 'argon2';
import { hashPassword, verifyPassword } from '@niaga/admin';
import { freshCompany } from './harness';
import { addUser, postFrom, randomIp } from './auth-helpers';

const ENV = { ...process.env };
let inflight = 0;
let peak = 0;
let calls = 0;

beforeEach(() => {
  inflight = peak = calls = 0;
  for (const fn of ['verify', 'hash'] as const) {
    const real = argon2[fn].bind(argon2) as (...a: unknown[]) => Promise<unknown>;
    vi.spyOn(argon2, fn).mockImplementation((async (...args: unknown[]) => {
      calls++;
      peak = Math.max(peak, ++inflight);
      try {
        return await real(...args);
      } finally {
        inflight--;
      }
    }) as never);
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  process.env = { ...ENV };
});

describe('bounded password work', () => {
  test('twelve checks at once, of unknown and known users: one hash each, never more than HASH_CONCURRENCY at a time', async () => {
    process.env.HASH_CONCURRENCY = '2';
    const stored = await hashPassword('benar-sekali');
    await verifyPassword(null, 'x'); // makes the stand-in hash of unknown users (once per process)
    inflight = peak = calls = 0;
    const out = await Promise.all(Array.from({ length: 12 }, (_, i) => verifyPassword(i % 2 ? stored : null, i === 1 ? 'benar-sekali' : 'tebakan')));
    expect(out).toEqual(Array.from({ length: 12 }, (_, i) => i === 1));
    expect(calls).toBe(12);
    expect(peak).toBe(2);
  });

  test('concurrent logins of unknown users through the API stay within the bound and all answer 22', async () => {
    process.env.HASH_CONCURRENCY = '2';
    const co = await freshCompany();
    inflight = peak = calls = 0;
    const out = await Promise.all(Array.from({ length: 10 }, (_, i) => postFrom(randomIp(), { act: 'lgx', iper: co.iper, uname: `TAMU${i}`, passw: 'tebakan' })));
    expect(out.map((r) => r.num)).toEqual(Array(10).fill(22));
    expect(calls).toBe(10);
    expect(peak).toBeLessThanOrEqual(2);
  });

  test('beyond HASH_QUEUE waiting, a check is refused at once (23, which lgx answers) and logins work again after', async () => {
    const co = await freshCompany();
    const pw = await addUser(co, { userid: 'RIA' });
    process.env.HASH_CONCURRENCY = '1';
    process.env.HASH_QUEUE = '2';
    inflight = peak = calls = 0;
    const out = await Promise.all(Array.from({ length: 8 }, () => verifyPassword(null, 'tebakan').then(String, (e: { num: number; message: string }) => `${e.num} ${e.message}`)));
    expect(out.filter((r) => r === 'false')).toHaveLength(3);
    expect(out.filter((r) => r === '23 Server sedang memeriksa banyak password sekaligus. Silakan coba lagi sebentar lagi.')).toHaveLength(5);
    expect(calls).toBe(3);
    expect(peak).toBe(1);
    // Once the line is short again, logins work.
    expect((await postFrom(randomIp(), { act: 'lgx', iper: co.iper, uname: 'RIA', passw: pw })).num).toBe(0);
  });
});
