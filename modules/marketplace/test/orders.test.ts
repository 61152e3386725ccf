import { afterAll, expect, test } from 'vitest';
import { provideMarketplace } from '../server';
import { testServer } from '../../../apps/server/test/harness';
import { MpError } from '../adapter';
import { getOrderWait, GET_ORDER_TIMEOUT_MSG, importOrder, pollCompany, pullOrders, pullsSettled, retryPauses } from '../server';
import { accessFor, order, ordersCompany, SHOP } from './orders-fixture';
import { sql } from 'drizzle-orm';
import type { Tx } from '@niaga/kernel/server';
import { writableByUsers } from '@niaga/kernel';
import pesananmp from '../orders/pesananmp';
import itemmp from '../itemmp/itemmp';

// The scripted shop provided by ordersCompany is this file's own: the next file gets the server's adapters.
afterAll(() => void provideMarketplace(null));

type Row = Record<string, unknown>;

test('a paid order imported twice and concurrently is one document and one sale: its stock leaves once, its fees are an expense; the books stay exact', async () => {
  const co = await ordersCompany();
  const { db } = await testServer();
  await co.map('1001', 'KOPI', 'KOPI01');
  await co.map('1002', 'GULA', 'GULA01');
  const o = order('2611200001ABC', 'READY_TO_SHIP', 1_763_600_000);

  const first = await importOrder(db, co.company, SHOP, o);
  expect(first).toMatchObject({ simpan: 'baru', status: 'READY_TO_SHIP', tertahan: '', nojual: 'JL-2611-00001' });
  // The same order again, and three copies at once (a push and the poll together).
  expect(await importOrder(db, co.company, SHOP, o)).toMatchObject({ simpan: 'sama', nojual: 'JL-2611-00001' });
  const again = await Promise.all([1, 2, 3].map(() => importOrder(db, co.company, SHOP, structuredClone(o))));
  expect(again.map((r) => r.nojual)).toEqual(['JL-2611-00001', 'JL-2611-00001', 'JL-2611-00001']);

  expect(await co.sql(`select count(*)::int as n from pesananmp`)).toEqual([{ n: 1 }]);
  expect(await co.sql(`select count(*)::int as n from jual`)).toEqual([{ n: 1 }]);
  expect(await co.stock('KOPI01')).toBe('46.0000');
  expect(await co.stock('GULA01')).toBe('7.0000');
  // Sold to the shop's customer (made on first need), paid into Saldo Marketplace; fees 21,000 to Beban Biaya Marketplace.
  expect(await co.sql(`select kodesupel, kodegudang, total::text, tunai::text, kodeacckas from jual`)).toEqual([
    { kodesupel: 'MP-SHOPEE-777', kodegudang: 'UTM', total: '84000.00', tunai: '84000.00', kodeacckas: '1-1210' },
  ]);
  expect(await co.sql(`select namasupel from pelanggan where kodesupel = 'MP-SHOPEE-777'`)).toEqual([{ namasupel: 'Shopee - Kopi Kita' }]);
  expect(await co.sql(`select k.kodeacc, k.total::text from kaskeluar k`)).toEqual([{ kodeacc: '1-1210', total: '21000.00' }]);
  expect(await co.sql(`select kodeacc, jumlah::text from kaskeluar_detail order by id`)).toEqual([
    { kodeacc: '6-1700', jumlah: '17000.00' },
    { kodeacc: '6-1700', jumlah: '4000.00' },
  ]);
  await co.booksExact();

  // An older copy arriving late changes nothing; a newer status is kept.
  expect(await importOrder(db, co.company, SHOP, { ...o, status: 'UNPAID', update_time: o.update_time - 60 })).toMatchObject({ simpan: 'lama', status: 'READY_TO_SHIP' });
  expect(await importOrder(db, co.company, SHOP, { ...o, status: 'SHIPPED', update_time: o.update_time + 60 })).toMatchObject({ simpan: 'ubah', status: 'SHIPPED', nojual: 'JL-2611-00001' });
  expect(await co.sql(`select count(*)::int as n from jual`)).toEqual([{ n: 1 }]);
  expect(await co.sql(`select sku, kodeitem, jumlah::text from pesananmp_detail order by urut, id`)).toEqual([
    { sku: 'KOPI', kodeitem: 'KOPI01', jumlah: '2.0000' },
    { sku: 'GULA', kodeitem: 'GULA01', jumlah: '3.0000' },
  ]);
  expect(await co.stock('KOPI01')).toBe('46.0000');
  await co.booksExact();
});

test('an unpaid order takes no stock; paid it is sold; cancelled the sale and its fees are reversed and the stock comes back', async () => {
  const co = await ordersCompany();
  const { db } = await testServer();
  await co.map('1001', 'KOPI', 'KOPI01');
  await co.map('1002', 'GULA', 'GULA01');
  const t = 1_763_600_000;
  expect(await importOrder(db, co.company, SHOP, order('A1', 'UNPAID', t))).toMatchObject({ simpan: 'baru', nojual: '' });
  expect(await co.stock('KOPI01')).toBe('48.0000');
  expect(await importOrder(db, co.company, SHOP, order('A1', 'READY_TO_SHIP', t + 10))).toMatchObject({ nojual: 'JL-2611-00001' });
  expect(await co.stock('KOPI01')).toBe('46.0000');
  await co.booksExact();
  // Cancelled within the same second as it was paid: further along, so it is the newer copy.
  expect(await importOrder(db, co.company, SHOP, order('A1', 'CANCELLED', t + 10))).toMatchObject({ simpan: 'ubah', status: 'CANCELLED', nojual: '', tertahan: '' });
  expect(await co.stock('KOPI01')).toBe('48.0000');
  expect(await co.stock('GULA01')).toBe('10.0000');
  expect(await co.sql(`select count(*)::int as n from jual`)).toEqual([{ n: 0 }]);
  expect(await co.sql(`select count(*)::int as n from kaskeluar`)).toEqual([{ n: 0 }]);
  expect(await co.sql(`select coalesce(sum(debet - kredit), 0)::text as v from gl_baris b join perkiraan p on p.id = b.perkiraan_id where p.kodeacc = '1-1210'`)).toEqual([{ v: '0.00' }]);
  // Cancelled again (a late push): nothing more; a copy of the same second that is not further along changes nothing.
  expect(await importOrder(db, co.company, SHOP, order('A1', 'READY_TO_SHIP', t + 10))).toMatchObject({ simpan: 'sama', status: 'CANCELLED' });
  expect(await importOrder(db, co.company, SHOP, order('A1', 'CANCELLED', t + 30))).toMatchObject({ nojual: '' });
  expect(await co.stock('KOPI01')).toBe('48.0000');
  await co.booksExact();
  // The history (/historypesanmarketplace) lists the orders done with; an unpaid one is not there.
  await importOrder(db, co.company, SHOP, order('A2', 'UNPAID', t));
  const h = (await co.act('mp_historyorder', {})) as { num: number; data: { tbl_pesananmp: Row[]; query_data: Row[] } };
  expect(h).toMatchObject({ num: 0, data: { tbl_pesananmp: [{ no_order_mp: 'A1', status: 'CANCELLED' }], query_data: [{ totrec: 1, totpage: 1 }] } });
  expect(await co.act('mp_historyorder', { status: 'COMPLETED' })).toMatchObject({ num: 0, data: { tbl_pesananmp: [] } });
});

test('a returned order (TO_RETURN) is a sales return of its lines: the goods back in stock, the money back out of Saldo Marketplace', async () => {
  const co = await ordersCompany();
  const { db } = await testServer();
  await co.map('1001', 'KOPI', 'KOPI01');
  await co.map('1002', 'GULA', 'GULA01');
  const t = 1_763_600_000;
  await importOrder(db, co.company, SHOP, order('R1', 'COMPLETED', t));
  expect(await co.stock('GULA01')).toBe('7.0000');
  const r = await importOrder(db, co.company, SHOP, order('R1', 'TO_RETURN', t + 100));
  expect(r).toMatchObject({ status: 'TO_RETURN', nojual: 'JL-2611-00001', tertahan: '' });
  expect(r.noretur).toMatch(/^RJ-/);
  expect(await co.stock('GULA01')).toBe('10.0000');
  expect(await co.stock('KOPI01')).toBe('48.0000');
  expect(await co.sql(`select mode, nojual, kodeacckas, total::text from returjual`)).toEqual([{ mode: '1', nojual: 'JL-2611-00001', kodeacckas: '1-1210', total: '84000.00' }]);
  // Again: one return only.
  await importOrder(db, co.company, SHOP, order('R1', 'TO_RETURN', t + 200));
  expect(await co.sql(`select count(*)::int as n from returjual`)).toEqual([{ n: 1 }]);
  await co.booksExact();
});

test('a line without a mapping holds its order with a message (status kept, nothing posted) and never blocks the others; mapped, the next pull posts it', async () => {
  const co = await ordersCompany();
  const { db } = await testServer();
  await co.map('1002', 'GULA', 'GULA01');
  const t = Math.floor(Date.now() / 1000) - 3600;
  co.shop.orders.set('H1', order('H1', 'READY_TO_SHIP', t));
  co.shop.orders.set('H2', order('H2', 'READY_TO_SHIP', t + 1, { lines: [{ item_id: '1002', model_id: '0', sku: 'GULA', nama: 'Gula', jumlah: 1, harga: '18000' }], fees: { komisi: '0', layanan: '0', lain: '0' } }));
  co.shop.orders.set('H3', order('H3', 'UNPAID', t + 2));

  const r1 = await pullOrders(db, co.company, SHOP, co.shop, accessFor, t - 10);
  expect(r1.berhasil.sort()).toEqual(['H2', 'H3']);
  expect(r1.gagal).toEqual([{ no_order_mp: 'H1', msg: expect.stringContaining('belum dipetakan') }]);
  expect(r1.gagal[0].msg).toContain('KOPI');
  const held = await co.sql<Row>(`select status, nojual, tertahan from pesananmp where no_order_mp = 'H1'`);
  expect(held).toEqual([{ status: 'READY_TO_SHIP', nojual: '', tertahan: expect.stringContaining('Pesanan ditahan') }]);
  expect(await co.stock('KOPI01')).toBe('48.0000');
  expect(await co.stock('GULA01')).toBe('9.0000');
  // The log of the pull (popup 3).
  const log = (await co.act('mp_get_logorder', { shop_id: '777' })) as { num: number; data: Record<string, Row[]> };
  expect(log.num).toBe(0);
  expect(log.data.tbl_info_success.map((r) => r.no_order_mp).sort()).toEqual(['H2', 'H3']);
  expect(log.data.tbl_info_failed).toEqual([{ no_order_mp: 'H1', msg: expect.stringContaining('belum dipetakan') }]);
  expect(log.data.tbl_info_tanggal).toHaveLength(1);
  await co.booksExact();

  // Mapped now: the next pull (nothing new at the platform) does not see H1 — the retry is the order's next import.
  await co.map('1001', 'KOPI', 'KOPI01');
  co.shop.orders.get('H1')!.update_time = t + 50;
  const r2 = await pullOrders(db, co.company, SHOP, co.shop, accessFor, t + 40);
  expect(r2).toMatchObject({ berhasil: ['H1'], gagal: [] });
  expect(await co.sql(`select nojual <> '' as posted, tertahan from pesananmp where no_order_mp = 'H1'`)).toEqual([{ posted: true, tertahan: '' }]);
  expect(await co.stock('KOPI01')).toBe('46.0000');
  await co.booksExact();
});

test('a failing order is logged and the rest go on; a malformed platform reply is code 2 "Data yang diterima bermasalah"', async () => {
  const co = await ordersCompany();
  const { db } = await testServer();
  await co.map('1001', 'KOPI', 'KOPI01');
  await co.map('1002', 'GULA', 'GULA01');
  const t = Math.floor(Date.now() / 1000) - 3600;
  // Stock short: 60 packs of coffee asked, 48 held.
  co.shop.orders.set('F1', order('F1', 'READY_TO_SHIP', t, { lines: [{ item_id: '1001', model_id: '0', sku: 'KOPI', nama: 'Kopi', jumlah: 60, harga: '15000' }] }));
  co.shop.orders.set('F2', order('F2', 'READY_TO_SHIP', t + 1));
  // Not an order the contract allows (no lines).
  co.shop.orders.set('F3', { ...order('F3', 'READY_TO_SHIP', t + 2), lines: [] });
  const r = await pullOrders(db, co.company, SHOP, co.shop, accessFor, t - 10);
  expect(r.berhasil).toEqual(['F2']);
  expect(r.gagal.map((g) => g.no_order_mp).sort()).toEqual(['F1', 'F3']);
  expect(r.gagal.find((g) => g.no_order_mp === 'F3')!.msg).toContain('Data yang diterima bermasalah');
  expect(await co.sql(`select no_order_mp from pesananmp order by 1`)).toEqual([{ no_order_mp: 'F1' }, { no_order_mp: 'F2' }]);
  expect(await co.stock('KOPI01')).toBe('46.0000');

  co.shop.failList = new MpError('malformed', 'order_list tanpa more');
  const bad = await pullOrders(db, co.company, SHOP, co.shop, accessFor, t - 10);
  expect(bad).toMatchObject({ malformed: true, msg: expect.stringContaining('Data yang diterima bermasalah'), berhasil: [], gagal: [] });
  const log = (await co.act('mp_get_logorder', { shop_id: '777' })) as { num: number; data: Record<string, Row[]> };
  expect(log.data.tbl_info_tanggal[0]).toMatchObject({ num: 2 });
  expect(log.data.tbl_info_failed[0]).toMatchObject({ msg: expect.stringContaining('Data yang diterima bermasalah') });
  await co.booksExact();
});

test('a read that fails retriably (a connection reset, busy) is asked again before its orders are logged failed; one that keeps failing is logged', async () => {
  const co = await ordersCompany();
  const { db } = await testServer();
  await co.map('1001', 'KOPI', 'KOPI01');
  await co.map('1002', 'GULA', 'GULA01');
  const before = retryPauses([1, 1]);
  try {
    const t = Math.floor(Date.now() / 1000) - 3600;
    co.shop.orders.set('R1', order('R1', 'READY_TO_SHIP', t));
    co.shop.orders.set('R2', order('R2', 'READY_TO_SHIP', t + 1));
    // The bench's failure: a kept-alive connection closed by the platform as it was reused.
    const reset = new MpError('network', 'Shopee tidak dapat dihubungi (/api/v2/order/get_order_detail): ECONNRESET read ECONNRESET.', true);
    co.shop.failList = new MpError('busy', 'Shopee sibuk', true);
    co.shop.failTimes = 1;
    const listed = await pullOrders(db, co.company, SHOP, co.shop, accessFor, t - 10);
    expect([listed.msg, co.shop.calls.orderList]).toEqual(['', 2]);
    co.shop.orders.set('R3', order('R3', 'READY_TO_SHIP', t + 2));
    co.shop.failDetail = reset;
    co.shop.failTimes = 2;
    const calls = co.shop.calls.orderDetail;
    const r = await pullOrders(db, co.company, SHOP, co.shop, accessFor, t - 10);
    expect([r.berhasil, r.gagal, co.shop.calls.orderDetail - calls]).toEqual([['R1', 'R2', 'R3'], [], 3]);
    expect(await co.sql(`select no_order_mp, nojual <> '' as dijual from pesananmp order by 1`)).toEqual(['R1', 'R2', 'R3'].map((no) => ({ no_order_mp: no, dijual: true })));
    // Failing every time: the batch is logged failed with the message, after the retries.
    co.shop.failDetail = reset;
    co.shop.failTimes = 0;
    const gone = await pullOrders(db, co.company, SHOP, co.shop, accessFor, t - 10);
    expect(gone.gagal.map((g) => [g.no_order_mp, g.msg])).toEqual(['R1', 'R2', 'R3'].map((no) => [no, reset.message]));
    co.shop.failDetail = null;
  } finally {
    retryPauses(before);
  }
  await co.booksExact();
});

test('fees that come after the sale (Lazada\'s and TikTok Shop\'s finance statements): a sold order without fees gets its cash-out once when an import brings them', async () => {
  const co = await ordersCompany();
  const { db } = await testServer();
  await co.map('1001', 'KOPI', 'KOPI01');
  await co.map('1002', 'GULA', 'GULA01');
  const t = Math.floor(Date.now() / 1000) - 3600;
  const none = { komisi: '0', layanan: '0', lain: '0' };
  const a = await importOrder(db, co.company, SHOP, order('L1', 'READY_TO_SHIP', t, { fees: none }));
  expect(a.nojual).not.toBe('');
  expect(await co.sql(`select nobiaya from pesananmp`)).toEqual([{ nobiaya: '' }]);
  // The statement is there now: the same order (same update time), with its fees.
  const fees = { komisi: '6000', layanan: '1500', lain: '500' };
  const b = await importOrder(db, co.company, SHOP, order('L1', 'READY_TO_SHIP', t, { fees }));
  expect(b.simpan).toBe('ubah');
  const [{ nobiaya }] = await co.sql<{ nobiaya: string }>(`select nobiaya from pesananmp`);
  expect(nobiaya).toMatch(/^KK-/);
  expect(await co.sql(`select jumlah::text as jumlah, keterangan from kaskeluar_detail order by id`)).toEqual([
    { jumlah: '6000.00', keterangan: 'Komisi L1' },
    { jumlah: '1500.00', keterangan: 'Biaya layanan L1' },
    { jumlah: '500.00', keterangan: 'Biaya lain L1' },
  ]);
  // Again, and completed later: one cash-out.
  await importOrder(db, co.company, SHOP, order('L1', 'READY_TO_SHIP', t, { fees }));
  await importOrder(db, co.company, SHOP, order('L1', 'COMPLETED', t + 60, { fees }));
  expect(await co.sql(`select count(*)::int as n from kaskeluar`)).toEqual([{ n: 1 }]);
  // Cancelled: the sale and the late cash-out reversed together.
  await importOrder(db, co.company, SHOP, order('L1', 'CANCELLED', t + 120, { fees }));
  expect(await co.sql(`select count(*)::int as n from kaskeluar`)).toEqual([{ n: 0 }]);
  expect(await co.stock('KOPI01')).toBe('48.0000');
  await co.booksExact();
});

test('pesananmp is read-only for users (declared readOnly): a person cannot add, edit or delete one, and opening one takes no edit lock the import would meet', async () => {
  expect(writableByUsers(pesananmp)).toBe(false);
  expect(writableByUsers(itemmp)).toBe(true);
  const co = await ordersCompany();
  const ONLY = 'Pesanan Marketplace hanya dibuat dan diubah dari marketplace (Tarik Pesanan), tidak dapat ditambah, diubah atau dihapus di sini.';
  const r = await co.act('pesananmp_save', { tanggal: '2026-11-20', marketplace: 'Shopee', shop_id: '777', no_order_mp: 'X1', kunci: 'Shopee/X1', status: 'READY_TO_SHIP', lines: [{ item_id: '1', jumlah: '1' }] });
  expect(r).toMatchObject({ num: 1, msg: ONLY });
  expect(await co.sql(`select count(*)::int as n from pesananmp`)).toEqual([{ n: 0 }]);

  // One the import made: opened "for editing" it takes no lock; an edit and a delete are refused.
  await co.map('1001', 'KOPI', 'KOPI01');
  const { db } = await testServer();
  const t = Math.floor(Date.now() / 1000) - 3600;
  const o = order('R1', 'UNPAID', t);
  expect(await importOrder(db, co.company, SHOP, o)).toMatchObject({ simpan: 'baru' });
  const [{ id }] = await co.sql<{ id: number }>(`select id from pesananmp`);
  const got = (await co.act('pesananmp_get', { id, edit: 1 })) as { num: number; data: { tbl_pesananmp: Row[]; versi: string } };
  expect(got.num).toBe(0);
  expect(await db.tx(null, (tx) => tx.execute(sql`select count(*)::int as n from control.kunci_edit where modul = 'pesananmp'`)).then((x) => (x as unknown as { rows: Row[] }).rows)).toEqual([{ n: 0 }]);
  expect(await co.act('pesananmp_save', { ...got.data.tbl_pesananmp[0], id, versi: got.data.versi, buyer: 'Orang Lain' })).toMatchObject({ num: 1, msg: ONLY });
  expect(await co.act('pesananmp_del', { id })).toMatchObject({ num: 1, msg: ONLY });
  // The import still updates it (its own calls are internal).
  expect(await importOrder(db, co.company, SHOP, { ...o, status: 'READY_TO_SHIP', update_time: t + 60 })).toMatchObject({ simpan: 'ubah', status: 'READY_TO_SHIP' });
  expect(await co.sql(`select no_order_mp, status from pesananmp`)).toEqual([{ no_order_mp: 'R1', status: 'READY_TO_SHIP' }]);
});

test('mp_getorder pulls the shop now, after its transaction, and answers the log; a malformed platform reply answers code 2', async () => {
  const co = await ordersCompany();
  await co.map('1001', 'KOPI', 'KOPI01');
  await co.map('1002', 'GULA', 'GULA01');
  const t = Math.floor(Date.now() / 1000) - 3600;
  co.shop.orders.set('M1', order('M1', 'READY_TO_SHIP', t));
  co.shop.orders.set('M2', order('M2', 'UNPAID', t + 1));
  const r = (await co.act('mp_getorder', { shop_id: '777' })) as { num: number; data: Record<string, Row[]> };
  expect(r).toMatchObject({ num: 0, data: { shop_id: '777', tbl_info_failed: [] } });
  expect(r.data.tbl_info_success).toEqual([{ no_order_mp: 'M1' }, { no_order_mp: 'M2' }]);
  expect(await co.stock('KOPI01')).toBe('46.0000');
  expect(await co.act('mp_getorder', { shop_id: '404' })).toMatchObject({ num: 40 });

  co.shop.failList = new MpError('malformed', 'Data yang diterima bermasalah: order_list tanpa more.');
  expect(await co.act('mp_getorder', { shop_id: '777' })).toMatchObject({ num: 2, msg: 'Data yang diterima bermasalah' });
  await co.booksExact();
});

test('mp_getorder past its wait answers 600 and the pull finishes in the background, its log then complete', async () => {
  const co = await ordersCompany();
  await co.map('1001', 'KOPI', 'KOPI01');
  await co.map('1002', 'GULA', 'GULA01');
  co.shop.orders.set('S1', order('S1', 'READY_TO_SHIP', Math.floor(Date.now() / 1000) - 3600));
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const list = co.shop.orderList.bind(co.shop);
  co.shop.orderList = async (shop, range) => {
    await gate;
    return list(shop, range);
  };
  const before = getOrderWait(50);
  try {
    expect(await co.act('mp_getorder', { shop_id: '777' })).toMatchObject({ num: 600, msg: GET_ORDER_TIMEOUT_MSG });
  } finally {
    getOrderWait(before);
  }
  release();
  await pullsSettled();
  const log = (await co.act('mp_get_logorder', { shop_id: '777' })) as { data: Record<string, Row[]> };
  expect(log.data.tbl_info_success).toEqual([{ no_order_mp: 'S1' }]);
  expect(await co.stock('KOPI01')).toBe('46.0000');
  await co.booksExact();
});

test('the first orders of a shop imported at once: each its own sale, one customer for the shop', async () => {
  const co = await ordersCompany();
  const { db } = await testServer();
  await co.map('1001', 'KOPI', 'KOPI01');
  await co.map('1002', 'GULA', 'GULA01');
  const one = { lines: [{ item_id: '1002', model_id: '0', sku: 'GULA', nama: 'Gula', jumlah: 1, harga: '18000' }] };
  const r = await Promise.all(['C1', 'C2', 'C3', 'C4'].map((no, i) => importOrder(db, co.company, SHOP, order(no, 'READY_TO_SHIP', 1_763_600_000 + i, one))));
  expect(r.map((x) => x.tertahan)).toEqual(['', '', '', '']);
  expect(new Set(r.map((x) => x.nojual)).size).toBe(4);
  expect(await co.sql(`select count(*)::int as n from pelanggan where kodesupel like 'MP-%'`)).toEqual([{ n: 1 }]);
  expect(await co.stock('GULA01')).toBe('6.0000');
  await co.booksExact();
});

test('the poll (the engine\'s periodic task) pulls every connected shop; a shop to connect again is left alone', async () => {
  const co = await ordersCompany();
  const { db } = await testServer();
  await co.map('1002', 'GULA', 'GULA01');
  const t = Math.floor(Date.now() / 1000) - 3600;
  co.shop.orders.set('Q1', order('Q1', 'READY_TO_SHIP', t, { lines: [{ item_id: '1002', model_id: '0', sku: 'GULA', nama: 'Gula', jumlah: 2, harga: '18000' }] }));
  await co.sql(`update marketplace_toko set status = 'perlu_hubung_ulang'`);
  await pollCompany(db, co.company);
  expect(co.shop.calls.orderList).toBe(0);
  await co.sql(`update marketplace_toko set status = 'aktif'`);
  await pollCompany(db, co.company);
  expect(await co.sql(`select no_order_mp, nojual <> '' as posted from pesananmp`)).toEqual([{ no_order_mp: 'Q1', posted: true }]);
  expect(await co.stock('GULA01')).toBe('8.0000');
  await co.booksExact();
});

test('an order\'s import takes the same statements whatever its number of lines: the mappings of its lines in one read, the order and its lines in one', async () => {
  const co = await ordersCompany();
  await co.map('1001', 'KOPI', 'KOPI01');
  await co.map('1002', 'GULA', 'GULA01');
  const { db } = await testServer();
  // The database with every statement of its transactions counted (as packages/ledger's stock-statements test counts them).
  let n = 0;
  const counted = new Set(['execute', 'insert', 'update', 'delete', 'select']);
  const counting: typeof db = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'tx') return Reflect.get(target, key, receiver);
      return (schema: string | null, fn: (tx: Tx) => Promise<unknown>, opts?: unknown) =>
        target.tx(
          schema,
          (tx) =>
            fn(
              new Proxy(tx, {
                get(t, k, r) {
                  const v = Reflect.get(t, k, r);
                  if (typeof k === 'string' && counted.has(k) && typeof v === 'function')
                    return (...args: unknown[]) => {
                      n++;
                      return (v as (...a: unknown[]) => unknown).apply(t, args);
                    };
                  return v;
                },
              }),
            ),
          opts as never,
        );
    },
  });
  const t = Math.floor(Date.now() / 1000) - 3600;
  const statements = async (o: ReturnType<typeof order>) => {
    n = 0;
    expect(await importOrder(counting, co.company, SHOP, o)).toMatchObject({ simpan: 'baru', tertahan: '' });
    return n;
  };
  const kopi = { item_id: '1001', model_id: '0', sku: 'KOPI', nama: 'Kopi', jumlah: 1, harga: '15000' };
  const gula = { item_id: '1002', model_id: '0', sku: 'GULA', nama: 'Gula', jumlah: 1, harga: '18000' };
  await statements(order('S0', 'READY_TO_SHIP', t, { lines: [kopi] }));
  const one = await statements(order('S1', 'READY_TO_SHIP', t, { lines: [kopi] }));
  const three = await statements(order('S3', 'READY_TO_SHIP', t, { lines: [kopi, gula, { ...kopi, item_id: '9999', sku: 'KOPI', jumlah: 2 }] }));
  expect(three, `1 baris: ${one} perintah, 3 baris: ${three}`).toBe(one);
  await co.booksExact();
});
