/**
 * Which rows a server takes (docs/marketplace.md "The worker"): a pass claims only rows of the
 * marketplaces its server has an adapter for and of the shops whose tokens it can open; the others
 * stay due and untouched (no claim, no attempt, no sync-log line) for a server that can send them. A
 * named claim (an act's own rows) is not filtered. PGlite and PostgreSQL (the two-process proof is
 * two-servers.test.ts, PostgreSQL only).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, expect, test } from 'vitest';
import { configureSecrets, sealSecret } from '@niaga/kernel/server';
import { freshCompany, testServer } from '../../../apps/server/test/harness';
import { claimDue, runOnce } from '../server';
import { opensHere } from '../connect';
import { recordingAdapter } from './recording';

afterAll(() => configureSecrets({ dataDir: null, databaseUrl: false }));

test('a pass claims only rows of configured marketplaces and of shops whose tokens this server opens; the rest stay untouched', async () => {
  const co = await freshCompany({ startflag: 0 });
  const { db } = await testServer();
  // A token sealed by a server with another key, then this server's own key.
  configureSecrets({ dataDir: null, databaseUrl: false, env: { NIAGA_SECRET_KEY: randomBytes(32).toString('hex') } });
  const foreign = sealSecret('token-lain');
  configureSecrets({ dataDir: null, databaseUrl: false, env: { NIAGA_SECRET_KEY: randomBytes(32).toString('hex') } });
  const own = sealSecret('token-sendiri');
  expect([opensHere(own), opensHere(foreign), opensHere(''), opensHere('bukan-segel')]).toEqual([true, false, true, true]);
  await co.sql(`insert into marketplace_toko (marketplace, shop_id, namatoko, token, refreshtoken, token_exp) values
    ('Shopee', '1', 'Milik server ini', '${own}', '${own}', now() + interval '1 day'),
    ('Shopee', '2', 'Milik server lain', '${foreign}', '${foreign}', now() + interval '1 day'),
    ('Lazada', '3', 'Lazada', '${own}', '${own}', now() + interval '1 day')`);
  await co.sql(`insert into mp_outbox (kind, marketplace, shop_id, kunci, due_at) values
    ('stok', 'Shopee', '1', '11', now() - interval '1 second'), ('stok', 'Shopee', '2', '22', now() - interval '1 second'), ('stok', 'Lazada', '3', '33', now() - interval '1 second')`);

  // This server has Shopee only: it takes shop 1's row, not the foreign shop's nor Lazada's.
  const rec = recordingAdapter();
  const pass = await runOnce(db, co.company, { ...rec.deps, adapter: (m) => (m === 'Shopee' ? rec.deps.adapter(m) : null) });
  expect(pass.claimed).toBe(1);
  expect(await co.sql(`select marketplace, shop_id, claim, attempts, last_error from mp_outbox order by id`)).toEqual([
    { marketplace: 'Shopee', shop_id: '2', claim: '', attempts: 0, last_error: '' },
    { marketplace: 'Lazada', shop_id: '3', claim: '', attempts: 0, last_error: '' },
  ]);
  expect(await co.sql(`select shop_id from mp_synclog where not ok`)).toEqual([]);
  expect(await co.sql(`select count(*)::int as n from mp_outbox where due_at > now()`)).toEqual([{ n: 0 }]);

  // A server with the other key (and Lazada) takes them: the rows were left for it, due at once.
  const all = await claimDue(db, co.company, { serves: () => true });
  expect(all.rows.map((r) => r.shop_id)).toEqual(['3']); // the foreign shop is still not this key's
  configureSecrets({ dataDir: null, databaseUrl: false, env: {} });
  // A named claim (an act's own rows) is not filtered.
  const [{ id }] = await co.sql<{ id: number }>(`select id from mp_outbox where shop_id = '2'`);
  expect((await claimDue(db, co.company, { ids: [Number(id)] })).rows.map((r) => r.shop_id)).toEqual(['2']);
});
