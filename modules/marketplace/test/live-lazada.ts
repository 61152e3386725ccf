/** Test helper: the fake Lazada started and LAZADA_* (and one NIAGA_SECRET_KEY) in the environment (live.ts fakeEnv). */
import { FakeLazada } from '../lazada/fake/fake-lazada';
import { fakeEnv } from './live';

export async function fakeLazadaInEnv(): Promise<{ fake: FakeLazada; restore: () => Promise<void> }> {
  return fakeEnv(await FakeLazada.start());
}
