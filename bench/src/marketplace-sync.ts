/**
 * The marketplace sync engine under a burst (issue 37, docs/marketplace.md "Bench"): 10,000 SKUs
 * mapped to a Shopee shop, then 1,000 stock changes in a burst — real `itemmasuk_save` documents
 * through the kernel's dispatcher and the ledger (4 writers at once), on a skewed choice of SKUs so
 * that hot items change many times — while the worker runs as the server runs it (every second; BENCH_MP_EVERY_MS).
 * The shop is the local fake Shopee over real HTTP (`@niaga/marketplace/fake-shopee`: 10,000
 * listings), reached through the Shopee adapter and the shop's sealed tokens (accessFor), as the
 * server reaches Shopee. Measured:
 *   - time from the burst's start until the fake holds the final figure of every SKU that
 *     changed, and the time after the burst's last commit;
 *   - requests (update_stock calls the fake answered) against the changes (coalescing);
 *   - stale values: every listing's stock on the fake against our true stock (must be 0).
 * On PGlite always, and on PostgreSQL too when BENCH_DATABASE_URL is set.
 *   npx tsx bench/src/marketplace-sync.ts   (BENCH_SKUS=10000, BENCH_CHANGES=1000)
 */
import { sql } from 'drizzle-orm';
import { rowsOf, sealSecret } from '@niaga/kernel/server';
import { accessFor, depsOf, marketplaceToko, provideMarketplace, startMarketplaceWorker } from '@niaga/marketplace/server';
import { FakeShopee } from '@niaga/marketplace/fake-shopee';
import { shopeeAdapter } from '@niaga/marketplace/shopee';
import { ensurePgDatabase } from '../../apps/server/test/db-env';
import { benchCompany, benchItems } from './lib/stock-moves';

const SKUS = Number(process.env.BENCH_SKUS ?? 10_000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 1_000);
const WRITERS = 4;
/** BENCH_MP_BASELINE=1: the same burst without mappings and without the worker (what the engine adds to the documents). */
const BASELINE = process.env.BENCH_MP_BASELINE === '1';
/** BENCH_MP_WORKER=0: mappings and the ledger's listener, no worker (what queueing alone adds to the documents). */
const NO_WORKER = BASELINE || process.env.BENCH_MP_WORKER === '0';

interface Figures {
  engine: string;
  burstMs: number;
  allMs: number;
  afterMs: number;
  changes: number;
  skus: number;
  calls: number;
  stale: number;
  missing: number;
}

/** A seeded generator (the same SKUs every run). */
function random(seed: number) {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

async function onEngine(kind: 'pglite' | 'postgres', url?: string): Promise<Figures> {
  const co = await benchCompany(kind, url, 'MP');
  await benchItems(co, 'MP', SKUS);
  const items = await co.db.tx(co.schema, (tx) => rowsOf<{ id: number; kodeitem: string }>(tx, sql`select id, kodeitem from item where kodeitem like 'MP%' order by kodeitem`));
  // The fake Shopee: one listing per item (SKU = the item's code), stock 0 as ours before the burst.
  const fake = await FakeShopee.start();
  for (const [k, v] of Object.entries(fake.env())) process.env[k] = v;
  const shop = fake.addShop({ name: 'Toko Bench', items: items.map((r) => ({ name: r.kodeitem, sku: r.kodeitem, price: 1000, stock: 0 })) });
  const shop_id = String(shop.shop_id);
  const listing = new Map(shop.items.map((it) => [it.sku, it.item_id]));
  const adapter = shopeeAdapter(() => fake.config());
  const t = await adapter.exchangeCode(fake.issueCode(shop.shop_id), shop_id);
  await co.db.tx(co.schema, async (tx) => {
    await tx.execute(sql`insert into satuanitem (item_id, satuan, konversi) select id, 'PCS', 1 from item where kodeitem like 'MP%' on conflict do nothing`);
    await tx.insert(marketplaceToko).values({ marketplace: 'Shopee', shop_id, namatoko: 'Toko Bench', dept: 'UTM', token: sealSecret(t.access_token), refreshtoken: sealSecret(t.refresh_token), token_exp: new Date(t.access_expires) });
    if (!BASELINE)
      await tx.execute(sql`insert into itemmp (kunci, marketplace, shop_id, item_id, model_id, kodeitem, sku, namaitem, terpetakan)
                         select 'Shopee/' || ${shop_id} || '/' || v.item_id || '/0', 'Shopee', ${shop_id}, v.item_id, '0', i.kodeitem, i.kodeitem, i.namaitem, true
                         from item i join json_to_recordset(${JSON.stringify([...listing].map(([sku, id]) => ({ sku, item_id: String(id) })))}::json) as v(sku text, item_id text) on v.sku = i.kodeitem`);
  });
  const deps = depsOf([adapter], accessFor);
  provideMarketplace(deps);
  const stop = NO_WORKER ? async () => undefined : startMarketplaceWorker(co.db, { deps: () => deps, everyMs: Number(process.env.BENCH_MP_EVERY_MS ?? 1000) });
  const updates = () => fake.calls.get('/api/v2/product/update_stock') ?? 0;

  const codes = items.map((r) => ({ id: String(r.id), kode: r.kodeitem }));
  const rnd = random(37);
  // Skewed: a few hot SKUs change often, most once or never.
  const picks = Array.from({ length: CHANGES }, () => codes[Math.floor(rnd() ** 3 * codes.length)]);
  const changed = new Set(picks.map((p) => p.id));

  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (next < picks.length) {
        const p = picks[next++];
        // The payload as the form fields the bench's caller takes (the lines as they are: dispatch copies them).
        const payload = { tanggal: '2026-03-02', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: p.kode, satuan: 'PCS', jumlah: String(1 + Math.floor(rnd() * 5)), harga: '1000' }] };
        const res = await co.call('itemmasuk_save', payload as unknown as Record<string, string>);
        if (res.num !== 0) throw new Error(`itemmasuk_save: ${res.msg}`);
      }
    }),
  );
  const t1 = performance.now();
  console.error(`[${kind}] burst committed in ${(t1 - t0).toFixed(0)} ms`);

  const truth = async () =>
    new Map(
      (
        await co.db.tx(co.schema, (tx) =>
          rowsOf<{ id: string; q: string }>(tx, sql`select i.id::text as id, floor(sum(s.qty))::int::text as q from v_stok_gudang s join item i on i.id = s.item_id where i.kodeitem like 'MP%' group by 1`),
        )
      ).map((r) => [r.id, Number(r.q)]),
    );
  const kodeOf = new Map(codes.map((c) => [c.id, c.kode]));
  // The fake's listings by id (stockOf looks them up one by one: too slow for 10,000 every 10 ms).
  const listed = new Map(shop.items.map((it) => [it.item_id, it]));
  const onFake = (id: string) => listed.get(listing.get(kodeOf.get(id)!)!)!.stock;
  const outboxEmpty = async () => (await co.db.tx(co.schema, (tx) => rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from mp_outbox`)))[0].n === 0;
  // Until every changed SKU's last figure sent is its true stock and nothing is left to send.
  const deadline = Date.now() + 10 * 60_000;
  let t2 = 0;
  if (NO_WORKER) changed.clear();
  for (;;) {
    const want = await truth();
    const done = [...changed].every((id) => onFake(id) === (want.get(id) ?? 0));
    if (done && (NO_WORKER || (await outboxEmpty()))) {
      t2 = performance.now();
      break;
    }
    if (Date.now() > deadline) throw new Error('sync tidak selesai dalam 10 menit');
    await new Promise((r) => setTimeout(r, 10));
  }
  await stop();
  provideMarketplace(null);
  const want = await truth();
  // Every listing of the shop (changed or not) against our stock.
  const stale = NO_WORKER ? 0 : codes.filter((c) => onFake(c.id) !== (want.get(c.id) ?? 0)).length;
  const sent = new Set(fake.stockLog.map((x) => x.item_id));
  const missing = [...changed].filter((id) => !sent.has(listing.get(kodeOf.get(id)!)!)).length;
  const calls = updates();
  await fake.close();
  await co.close();
  return { engine: kind, burstMs: t1 - t0, allMs: t2 - t0, afterMs: t2 - t1, changes: CHANGES, skus: changed.size, calls, stale, missing };
}

const url = process.env.BENCH_DATABASE_URL;
if (url) await ensurePgDatabase(url);
const results: Figures[] = process.env.BENCH_PGLITE === '0' ? [] : [await onEngine('pglite')];
if (url) results.push(await onEngine('postgres', url));

console.log(`\nMarketplace sync: ${SKUS} mapped SKUs on the fake Shopee (HTTP), ${CHANGES} stock changes (itemmasuk_save, ${WRITERS} writers)`);
for (const r of results) {
  console.log(`[${r.engine}] burst of ${r.changes} documents committed in ${r.burstMs.toFixed(0)} ms`);
  console.log(`[${r.engine}] every changed SKU's final figure on the fake Shopee ${r.allMs.toFixed(0)} ms after the burst's start (${r.afterMs.toFixed(0)} ms after its last commit)`);
  console.log(`[${r.engine}] requests: ${r.calls} update_stock calls for ${r.changes} changes of ${r.skus} SKUs (${(r.calls / r.changes).toFixed(2)} per change)`);
  console.log(`[${r.engine}] stale: ${r.stale} of ${SKUS} listings on the fake whose stock is not ours; ${r.missing} changed SKUs never sent`);
}
if (results.some((r) => r.stale || r.missing)) process.exitCode = 1;
