/**
 * Marketplace orders imported (issue 37, docs/marketplace.md "Bench"): 1,000 paid orders made on
 * the local fake Shopee (real HTTP), pulled with `pullOrders` as the poll and `mp_getorder` pull
 * them (get_order_list by cursor, get_order_detail 50 a call, the escrow's fees per order, the
 * Shopee adapter, the shop's sealed tokens through accessFor), each imported exactly once: the
 * order (`pesananmp`, OM), its sale (`jual`, JL) and its fees posted with it.
 * Judged against the baseline of the same run: the same sales (and fee cash-outs, `kaskeluar`)
 * saved as a person's documents through the dispatcher, 4 writers, no marketplace.
 * Checks every order has its sale, the books (`cekbuku`) are exact, and a second pull changes nothing.
 * On PGlite always, and on PostgreSQL too when BENCH_DATABASE_URL is set.
 *   npx tsx bench/src/marketplace-orders.ts   (BENCH_ORDERS=1000, BENCH_ORDER_ITEMS=200)
 */
import { sql } from 'drizzle-orm';
import { rowsOf, sealSecret } from '@niaga/kernel/server';
import { roleAccount } from '@niaga/accounting';
import { accessFor, marketplaceToko, pullOrders, type OrderShop } from '@niaga/marketplace/server';
import { FakeShopee } from '@niaga/marketplace/fake-shopee';
import { shopeeAdapter } from '@niaga/marketplace/shopee';
import { ensurePgDatabase } from '../../apps/server/test/db-env';
import { benchCompany, benchItems } from './lib/stock-moves';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000);
const ITEMS = Number(process.env.BENCH_ORDER_ITEMS ?? 200);
const WRITERS = 4;

interface Figures {
  engine: string;
  baseMs: number;
  pullMs: number;
  againMs: number;
  sales: number;
  held: number;
  failed: number;
  calls: number;
}

function random(seed: number) {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

async function onEngine(kind: 'pglite' | 'postgres', url?: string): Promise<Figures> {
  const co = await benchCompany(kind, url, 'MO');
  await benchItems(co, 'MO', ITEMS);
  const codes = (await co.db.tx(co.schema, (tx) => rowsOf<{ kodeitem: string }>(tx, sql`select kodeitem from item where kodeitem like 'MO%' order by kodeitem`))).map((r) => r.kodeitem);
  await co.db.tx(co.schema, (tx) => tx.execute(sql`insert into satuanitem (item_id, satuan, konversi) select id, 'PCS', 1 from item where kodeitem like 'MO%' on conflict do nothing`));
  // Stock for every sale (both runs), in documents of 50 lines.
  for (let i = 0; i < codes.length; i += 50) {
    const lines = codes.slice(i, i + 50).map((k) => ({ kodeitem: k, satuan: 'PCS', jumlah: '100000', harga: '1000' }));
    const r = await co.call('itemmasuk_save', { tanggal: '2026-03-01', kodegudang: 'UTM', kodeacc: '3-1000', lines } as unknown as Record<string, string>);
    if (r.num !== 0) throw new Error(`itemmasuk_save: ${r.msg}`);
  }

  const fake = await FakeShopee.start();
  for (const [k, v] of Object.entries(fake.env())) process.env[k] = v;
  const shop = fake.addShop({ name: 'Toko Bench', items: codes.map((k, i) => ({ name: `Barang bench ${i + 1}`, sku: k, price: 15000, stock: 1000 })) });
  const shop_id = String(shop.shop_id);
  const adapter = shopeeAdapter(() => fake.config());
  const t = await adapter.exchangeCode(fake.issueCode(shop.shop_id), shop_id);
  await co.db.tx(co.schema, async (tx) => {
    await tx.insert(marketplaceToko).values({ marketplace: 'Shopee', shop_id, namatoko: 'Toko Bench', dept: 'UTM', token: sealSecret(t.access_token), refreshtoken: sealSecret(t.refresh_token), token_exp: new Date(t.access_expires) });
    for (const it of shop.items)
      await tx.execute(sql`insert into itemmp (kunci, marketplace, shop_id, item_id, model_id, kodeitem, sku, namaitem, terpetakan)
                           values (${`Shopee/${shop_id}/${it.item_id}/0`}, 'Shopee', ${shop_id}, ${String(it.item_id)}, '0', ${it.sku}, ${it.sku}, ${it.name}, true)`);
  });

  const rnd = random(37);
  const orders = Array.from({ length: ORDERS }, () =>
    Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => ({ item: shop.items[Math.floor(rnd() * shop.items.length)], qty: 1 + Math.floor(rnd() * 3) })),
  );

  // Baseline: the same documents as a person saves them, without the marketplace.
  const base = await co.call('pelanggan_save', { kodesupel: 'BASE', namasupel: 'Pelanggan bench', aktif: 'true', verifikasi: 'true' });
  if (base.num !== 0) throw new Error(`pelanggan_save: ${base.msg}`);
  const [saldo, biaya] = await co.db.tx(co.schema, async (tx) => [await roleAccount(tx, 'saldomarketplace'), await roleAccount(tx, 'biayamarketplace')]);
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (next < orders.length) {
        const o = orders[next++];
        const total = o.reduce((s, l) => s + l.qty * 15000, 0);
        const j = await co.call('jual_save', {
          tanggal: '2026-03-02',
          kodesupel: 'BASE',
          kodegudang: 'UTM',
          tipeppn: 'N',
          tunai: String(total),
          kodeacckas: saldo,
          lines: o.map((l) => ({ kodeitem: l.item.sku, satuan: 'PCS', jumlah: String(l.qty), harga: '15000' })),
        } as unknown as Record<string, string>);
        if (j.num !== 0) throw new Error(`jual_save: ${j.msg}`);
        const k = await co.call('kaskeluar_save', {
          tanggal: '2026-03-02',
          kodeacc: saldo,
          lines: [
            { kodeacc: biaya, keterangan: 'Komisi', kontak: 'BASE', jumlah: String(Math.round(total * 0.05)) },
            { kodeacc: biaya, keterangan: 'Biaya layanan', kontak: 'BASE', jumlah: '1000' },
          ],
        } as unknown as Record<string, string>);
        if (k.num !== 0) throw new Error(`kaskeluar_save: ${k.msg}`);
      }
    }),
  );
  const baseMs = performance.now() - t0;
  console.error(`[${kind}] baseline ${ORDERS} sales + fee cash-outs in ${baseMs.toFixed(0)} ms`);

  for (const o of orders) fake.addOrder(shop.shop_id, { lines: o.map((l) => ({ item_id: l.item.item_id, qty: l.qty })) });
  const company = co.company;
  const oshop: OrderShop = { marketplace: 'Shopee', shop_id, namatoko: 'Toko Bench', dept: 'UTM' };
  const access = accessFor(co.db, co.schema);
  const callsBefore = [...fake.calls.values()].reduce((a, b) => a + b, 0);
  const since = fake.now() - 3600;
  const t1 = performance.now();
  const r = await pullOrders(co.db, company, oshop, adapter, access, since, { now: fake.now() + 1 });
  const pullMs = performance.now() - t1;
  const calls = [...fake.calls.values()].reduce((a, b) => a + b, 0) - callsBefore;
  console.error(`[${kind}] pulled ${r.berhasil.length} orders (${r.gagal.length} failed${r.msg ? `: ${r.msg}` : ''}) in ${pullMs.toFixed(0)} ms`);
  if (r.gagal.length) console.error(r.gagal.slice(0, 3));
  // Again: exactly once (nothing new is posted).
  const t2 = performance.now();
  await pullOrders(co.db, company, oshop, adapter, access, since, { now: fake.now() + 1 });
  const againMs = performance.now() - t2;

  const [{ sales, held }] = await co.db.tx(co.schema, (tx) =>
    rowsOf<{ sales: number; held: number }>(
      tx,
      sql`select (select count(*)::int from jual j join pesananmp p on p.nojual = j.notransaksi) as sales, (select count(*)::int from pesananmp where tertahan <> '' or nojual = '') as held`,
    ),
  );
  const books = await co.call('cekbuku', {});
  if (books.num !== 0 || !(books.data as { ok?: boolean })?.ok) throw new Error(`cekbuku: ${JSON.stringify(books).slice(0, 500)}`);
  await fake.close();
  await co.close();
  return { engine: kind, baseMs, pullMs, againMs, sales, held, failed: r.gagal.length, calls };
}

const url = process.env.BENCH_DATABASE_URL;
if (url) await ensurePgDatabase(url);
const results: Figures[] = process.env.BENCH_PGLITE === '0' ? [] : [await onEngine('pglite')];
if (url) results.push(await onEngine('postgres', url));

console.log(`\nMarketplace orders: ${ORDERS} paid orders of 1–3 lines on the fake Shopee (HTTP), ${ITEMS} mapped items`);
for (const r of results) {
  console.log(`[${r.engine}] baseline: ${ORDERS} sales + fee cash-outs (jual_save, kaskeluar_save, ${WRITERS} writers) in ${(r.baseMs / 1000).toFixed(1)} s`);
  console.log(`[${r.engine}] pullOrders: ${ORDERS} orders imported in ${(r.pullMs / 1000).toFixed(1)} s (${((ORDERS * 1000) / r.pullMs).toFixed(1)} orders/s, ${r.calls} calls to the fake), again ${(r.againMs / 1000).toFixed(1)} s`);
  console.log(`[${r.engine}] orders with their sale: ${r.sales} / ${ORDERS}; held ${r.held}; failed ${r.failed}; books exact`);
}
if (results.some((r) => r.sales !== ORDERS || r.held || r.failed)) process.exitCode = 1;
