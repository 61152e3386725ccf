/**
 * The fake TikTok Shop in the environment (TIKTOK_*), beside live.ts's helpers: one NIAGA_SECRET_KEY
 * for the test's servers; `restore()` puts the environment back and stops the fake.
 */
import { randomBytes } from 'node:crypto';
import { configureSecrets } from '@niaga/kernel/server';
import { FakeTiktok } from '../tiktok/fake/fake-tiktok';

const KEYS = ['TIKTOK_API_URL', 'TIKTOK_AUTH_URL', 'TIKTOK_APP_KEY', 'TIKTOK_APP_SECRET', 'PUBLIC_URL', 'NIAGA_SECRET_KEY'] as const;

export async function tiktokInEnv(): Promise<{ fake: FakeTiktok; restore: () => Promise<void> }> {
  const fake = await FakeTiktok.start();
  const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
  Object.assign(process.env, fake.env(), { NIAGA_SECRET_KEY: randomBytes(32).toString('hex') });
  configureSecrets({ dataDir: null, databaseUrl: false });
  return {
    fake,
    async restore() {
      for (const k of KEYS) if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
      configureSecrets({ dataDir: null, databaseUrl: false });
      await fake.close();
    },
  };
}
