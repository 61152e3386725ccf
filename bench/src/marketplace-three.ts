/**
 * One shop on three platforms under a burst of orders (issue 40, docs/marketplace.md "Bench"): the
 * same items mapped on the fake Shopee (all of the stock), the fake Lazada (at most 50 a listing)
 * and the fake TikTok Shop (50 %), all over real HTTP through their adapters and the shops' sealed
 * tokens (accessFor). 1,000 paid orders of 1–3 lines spread over the three platforms are pulled from
 * all three at once (`pullOrders`, what the poll and `mp_getorder` run) while the sync worker runs as
 * the server runs it: every sale lowers our stock and the worker pushes the new figure to every
 * platform. Measured: from the start of the pulls until every order is imported with its sale AND
 * every listing on every platform shows its allocation of our true stock with the outbox empty
 * (≤ 60 s). Baseline from the same run on the same company: the same sales saved as a person saves
 * them (`jual_save`, 4 writers), no marketplace. Checks: every order has its sale, no listing
 * stale, books exact (exit code 1 otherwise).
 * On PGlite always, and on PostgreSQL too when BENCH_DATABASE_URL is set.
 *   npx tsx bench/src/marketplace-three.ts   (BENCH_ORDERS=1000, BENCH_ORDER_ITEMS=200)
 */
import { sql } from 'drizzle-orm';
import { rowsOf, sealSecret } from '@niaga/kernel/server';
import { roleAccount } from '@niaga/accounting';
import { accessFor, allocate, depsOf, marketplaceToko, provideMarketplace, pullOrders, startMarketplaceWorker, type OrderShop } from '@niaga/marketplace/server';
import { FakeShopee } from '@niaga/marketplace/fake-shopee';
import { FakeLazada } from '@niaga/marketplace/fake-lazada';
import { FakeTiktok } from '@niaga/marketplace/fake-tiktok';
import { shopeeAdapter } from '@niaga/marketplace/shopee';
import { lazadaAdapter } from '@niaga/marketplace/lazada';
import { tiktokAdapter } from '@niaga/marketplace/tiktok';
import { ensurePgDatabase } from '../../apps/server/test/db-env';
import { benchCompany, benchItems } from './lib/stock-moves';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000);
const ITEMS = Number(process.env.BENCH_ORDER_ITEMS ?? 200);
const WRITERS = 4;
const STOCK = 2_000;

interface Figures {
  engine: string;
  baseMs: number;
  importMs: number;
  allMs: number;
  sales: number;
  byPlatform: string;
  failed: number;
  pushes: string;
  stale: number;
}

function random(seed: number) {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

async function onEngine(kind: 'pglite' | 'postgres', url?: string): Promise<Figures> {
  const co = await benchCompany(kind, url, 'M3');
  await benchItems(co, 'M3', ITEMS);
  const codes = (await co.db.tx(co.schema, (tx) => rowsOf<{ kodeitem: string }>(tx, sql`select kodeitem from item where kodeitem like 'M3%' order by kodeitem`))).map((r) => r.kodeitem);
  await co.db.tx(co.schema, (tx) => tx.execute(sql`insert into satuanitem (item_id, satuan, konversi) select id, 'PCS', 1 from item where kodeitem like 'M3%' on conflict do nothing`));
  // Stock for both runs' sales (the baseline's and the orders'), in documents of 50 lines.
  for (let i = 0; i < codes.length; i += 50) {
    const lines = codes.slice(i, i + 50).map((k) => ({ kodeitem: k, satuan: 'PCS', jumlah: String(STOCK), harga: '1000' }));
    const r = await co.call('itemmasuk_save', { tanggal: '2026-03-01', kodegudang: 'UTM', kodeacc: '3-1000', lines } as unknown as Record<string, string>);
    if (r.num !== 0) throw new Error(`itemmasuk_save: ${r.msg}`);
  }

  // The three fakes, one shop each with every item listed (SKU = our code).
  const [fs, fl, ft] = [await FakeShopee.start(), await FakeLazada.start(), await FakeTiktok.start()];
  const ss = fs.addShop({ name: 'Toko Bench', items: codes.map((k) => ({ name: k, sku: k, price: 15000, stock: 0 })) });
  const ls = fl.addSeller({ name: 'Toko Bench', items: codes.map((k) => ({ name: k, sku: k, price: 15000, stock: 0 })) });
  const ts = ft.addShop({ name: 'Toko Bench', products: codes.map((k) => ({ title: k, skus: [{ seller_sku: k, price: 15000 }] })) });
  const sa = shopeeAdapter(() => fs.config());
  const la = lazadaAdapter(() => fl.config(), fl.nowMs);
  const ta = tiktokAdapter(() => ft.config());
  const shops = [
    { m: 'Shopee' as const, shop_id: String(ss.shop_id), a: sa, code: fs.issueCode(ss.shop_id), alloc: ['persen', '100'], now: () => fs.now(),
      listings: ss.items.map((it) => ({ item_id: String(it.item_id), model_id: '0', sku: it.sku, stock: () => it.stock })) },
    { m: 'Lazada' as const, shop_id: ls.seller_id, a: la, code: fl.issueCode(ls.seller_id), alloc: ['nominal', '50'], now: () => fl.now(),
      listings: ls.products.map((p) => ({ item_id: p.item_id, model_id: p.skus[0].SkuId, sku: p.skus[0].SellerSku, stock: () => fl.stockOf(ls.seller_id, p.item_id, p.skus[0].SkuId) })) },
    { m: 'TiktokShop' as const, shop_id: ts.id, a: ta, code: ft.issueCode(ts.id), alloc: ['persen', '50'], now: () => ft.now(),
      listings: ts.products.map((p) => ({ item_id: p.id, model_id: p.skus[0].id, sku: p.skus[0].seller_sku, stock: () => ft.stockOf(ts.id, p.skus[0].id) })) },
  ];
  const rnd = random(41);
  const orders = Array.from({ length: ORDERS }, () => Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => ({ i: Math.floor(rnd() * codes.length), qty: 1 + Math.floor(rnd() * 3) })));

  // Baseline: the same sales as a person saves them, no marketplace (nothing mapped yet, no worker).
  const base = await co.call('pelanggan_save', { kodesupel: 'BASE', namasupel: 'Pelanggan bench', aktif: 'true', verifikasi: 'true' });
  if (base.num !== 0) throw new Error(`pelanggan_save: ${base.msg}`);
  const saldo = await co.db.tx(co.schema, (tx) => roleAccount(tx, 'saldomarketplace'));
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (next < orders.length) {
        const o = orders[next++];
        const total = o.reduce((s, l) => s + l.qty * 15000, 0);
        const j = await co.call('jual_save', {
          tanggal: '2026-03-02', kodesupel: 'BASE', kodegudang: 'UTM', tipeppn: 'N', tunai: String(total), kodeacckas: saldo,
          lines: o.map((l) => ({ kodeitem: codes[l.i], satuan: 'PCS', jumlah: String(l.qty), harga: '15000' })),
        } as unknown as Record<string, string>);
        if (j.num !== 0) throw new Error(`jual_save: ${j.msg}`);
      }
    }),
  );
  const baseMs = performance.now() - t0;
  console.error(`[${kind}] baseline ${ORDERS} sales in ${baseMs.toFixed(0)} ms`);

  // Now the shops and their mappings (after the baseline: its documents queue nothing).
  await co.db.tx(co.schema, async (tx) => {
    for (const s of shops) {
      const t = await s.a.exchangeCode(s.code, s.shop_id);
      await tx.insert(marketplaceToko).values({ marketplace: s.m, shop_id: s.shop_id, namatoko: 'Toko Bench', dept: 'UTM', token: sealSecret(t.access_token), refreshtoken: sealSecret(t.refresh_token), token_exp: new Date(t.access_expires) });
      await tx.execute(sql`insert into itemmp (kunci, marketplace, shop_id, item_id, model_id, kodeitem, sku, namaitem, terpetakan, tipealokasi, nominalalokasi)
                           select ${s.m} || '/' || ${s.shop_id} || '/' || v.item_id || '/' || v.model_id, ${s.m}, ${s.shop_id}, v.item_id, v.model_id, v.sku, v.sku, v.sku, true, ${s.alloc[0]}, ${s.alloc[1]}::numeric
                           from json_to_recordset(${JSON.stringify(s.listings.map(({ item_id, model_id, sku }) => ({ item_id, model_id, sku })))}::json) as v(item_id text, model_id text, sku text)`);
      // As itemmp_tarik does: a new mapping's listing is queued (its first push sends the stock as it is).
      await tx.execute(sql`insert into mp_outbox (kind, marketplace, shop_id, kunci) select distinct 'stok', marketplace, shop_id, item_id from itemmp where marketplace = ${s.m} on conflict do nothing`);
    }
  });

  // The worker sends the stock as it is now to every listing before the burst (the starting point).
  const deps = depsOf([sa, la, ta], (db, schema) => accessFor(db, schema, { adapterFor: (m) => shops.find((s) => s.m === m)!.a }));
  provideMarketplace(deps);
  const stop = startMarketplaceWorker(co.db, { deps: () => deps, everyMs: 1000 });
  const truth = async () =>
    new Map((await co.db.tx(co.schema, (tx) => rowsOf<{ k: string; q: string }>(tx, sql`select i.kodeitem as k, floor(sum(s.qty))::int::text as q from v_stok_gudang s join item i on i.id = s.item_id where i.kodeitem like 'M3%' group by 1`))).map((r) => [r.k, Number(r.q)]));
  const outboxEmpty = async () => (await co.db.tx(co.schema, (tx) => rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from mp_outbox`)))[0].n === 0;
  const staleCount = async () => {
    const want = await truth();
    let n = 0;
    for (const s of shops) for (const l of s.listings) if (l.stock() !== allocate(want.get(l.sku) ?? 0, s.alloc[0], s.alloc[1])) n++;
    return n;
  };
  const settle = async (what: string) => {
    const deadline = Date.now() + 4 * 60_000;
    for (;;) {
      if ((await outboxEmpty()) && (await staleCount()) === 0) return;
      if (Date.now() > deadline) throw new Error(`${what}: tidak selesai dalam 4 menit`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  await settle('stok awal');
  const updatesOf = () => [fs.calls.get('/api/v2/product/update_stock') ?? 0, fl.calls.get('/product/price_quantity/update') ?? 0, [...ft.calls].filter(([p]) => p.endsWith('/inventory/update')).reduce((a, [, n]) => a + n, 0)];
  const callsBefore = updatesOf();

  // The burst: orders spread over the three platforms, pulled from all three at once.
  const since = shops.map((s) => s.now() - 3600);
  orders.forEach((o, k) => {
    const s = shops[k % 3];
    if (s.m === 'Shopee') fs.addOrder(ss.shop_id, { lines: o.map((l) => ({ item_id: Number(s.listings[l.i].item_id), qty: l.qty })) });
    else if (s.m === 'Lazada') fl.addOrder(ls.seller_id, { lines: o.map((l) => ({ item_id: s.listings[l.i].item_id, sku_id: s.listings[l.i].model_id, qty: l.qty })) });
    else ft.addOrder(ts.id, { lines: o.map((l) => ({ sku_id: s.listings[l.i].model_id, qty: l.qty })) });
  });
  const t1 = performance.now();
  const pulled = await Promise.all(
    shops.map((s, k) => {
      const oshop: OrderShop = { marketplace: s.m, shop_id: s.shop_id, namatoko: 'Toko Bench', dept: 'UTM' };
      return pullOrders(co.db, co.company, oshop, s.a, accessFor(co.db, co.schema, { adapterFor: () => s.a }), since[k], { now: s.now() + 1 });
    }),
  );
  const importMs = performance.now() - t1;
  console.error(`[${kind}] imported ${pulled.map((p) => p.berhasil.length).join(' + ')} orders in ${importMs.toFixed(0)} ms`);
  for (const [k, p] of pulled.entries()) if (p.gagal.length || p.msg) console.error(`[${kind}] ${shops[k].m}: ${p.gagal.length} failed${p.msg ? ` (${p.msg})` : ''}`, p.gagal.slice(0, 2));
  await settle('burst');
  const allMs = performance.now() - t1;
  await stop();
  provideMarketplace(null);
  const calls = updatesOf().map((n, i) => n - callsBefore[i]);
  const stale = await staleCount();
  const rows = await co.db.tx(co.schema, (tx) =>
    rowsOf<{ marketplace: string; n: number; sales: number }>(tx, sql`select marketplace, count(*)::int as n, count(nullif(nojual, ''))::int as sales from pesananmp group by 1 order by 1`),
  );
  const books = await co.call('cekbuku', {});
  if (books.num !== 0 || !(books.data as { ok?: boolean })?.ok) throw new Error(`cekbuku: ${JSON.stringify(books).slice(0, 500)}`);
  for (const f of [fs, fl, ft]) await f.close();
  await co.close();
  return {
    engine: kind,
    baseMs,
    importMs,
    allMs,
    sales: rows.reduce((a, r) => a + r.sales, 0),
    byPlatform: rows.map((r) => `${r.marketplace} ${r.sales}/${r.n}`).join(', '),
    failed: pulled.reduce((a, p) => a + p.gagal.length, 0),
    pushes: `Shopee ${calls[0]}, Lazada ${calls[1]}, TikTok Shop ${calls[2]}`,
    stale,
  };
}

const url = process.env.BENCH_DATABASE_URL;
if (url) await ensurePgDatabase(url);
const results: Figures[] = process.env.BENCH_PGLITE === '0' ? [] : [await onEngine('pglite')];
if (url) results.push(await onEngine('postgres', url));

console.log(`\nMarketplace, three platforms: ${ORDERS} paid orders of 1–3 lines spread over Shopee, Lazada and TikTok Shop (fakes over HTTP), ${ITEMS} items mapped on all three`);
for (const r of results) {
  console.log(`[${r.engine}] baseline: ${ORDERS} sales (jual_save, ${WRITERS} writers) in ${(r.baseMs / 1000).toFixed(1)} s`);
  console.log(`[${r.engine}] burst: ${ORDERS} orders pulled from the three platforms at once and imported in ${(r.importMs / 1000).toFixed(1)} s; drained (every listing on every platform its allocation of our stock, outbox empty) ${(r.allMs / 1000).toFixed(1)} s after the start`);
  console.log(`[${r.engine}] orders with their sale: ${r.sales} / ${ORDERS} (${r.byPlatform}); failed ${r.failed}; stock pushes during the burst: ${r.pushes}; stale listings ${r.stale}; books exact`);
}
if (results.some((r) => r.sales !== ORDERS || r.failed || r.stale)) process.exitCode = 1;
