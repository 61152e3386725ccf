/** Test helper: the fake Lazada started and LAZADA_* (and one NIAGA_SECRET_KEY) in the environment; `restore()` puts it back. */
import { randomBytes } from 'node:crypto';
import { configureSecrets } from '@niaga/kernel/server';
import { FakeLazada } from '../lazada/fake/fake-lazada';

const KEYS = ['LAZADA_API_URL', 'LAZADA_AUTH_URL', 'LAZADA_APP_KEY', 'LAZADA_APP_SECRET', 'PUBLIC_URL', 'NIAGA_SECRET_KEY'] as const;

export async function fakeLazadaInEnv(): Promise<{ fake: FakeLazada; restore: () => Promise<void> }> {
  const fake = await FakeLazada.start();
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
