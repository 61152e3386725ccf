/**
 * The sync engine (issue 37, docs/marketplace.md): every committed stock change of a mapped item
 * writes its outbox row in the same transaction; the worker sends the allocated stock of the shop's
 * warehouse as it is at send time; retries, one failing SKU, the restart after a killed worker.
 */
import { afterEach, expect, test } from 'vitest';
import { testServer } from '../../../apps/server/test/harness';
import { stockCompany } from '../../inventory/test/company';
import type { BooksCompany } from '../../accounting/test/books';
import { MpError } from '../adapter';
import { allocate, claimDue, drain, periodic, provideMarketplace, runOnce, startMarketplaceWorker } from '../server';
import { recordingAdapter, type Recording } from './recording';

type Reply = { num: number; msg: string; data: Record<string, unknown> };

afterEach(() => void provideMarketplace(null));

const outbox = (co: BooksCompany) => co.sql<{ kind: string; shop_id: string; kunci: string; versi: number; attempts: number; last_error: string }>('select kind, shop_id, kunci, versi, attempts, last_error from mp_outbox order by kind, shop_id, kunci');

async function setup(): Promise<{ co: BooksCompany; rec: Recording; drainAll: () => Promise<void>; stock: (kodeitem: string, gudang?: string) => Promise<number> }> {
  const co = await stockCompany();
  const rec = recordingAdapter();
  provideMarketplace(rec.deps);
  await co.sql(`insert into marketplace_toko (marketplace, shop_id, namatoko, dept, aktifharga, levelharga) values ('Shopee', '55', 'Toko Uji', 'UTM', false, 1)`);
  const m = await co.act('itemmp_save', { marketplace: 'Shopee', shop_id: '55', item_id: '9001', model_id: '0', kodeitem: 'KOPI01', sku: 'KOPI01', namaitem: 'Kopi Bubuk' });
  expect(m.num, m.msg).toBe(0);
  const { db } = await testServer();
  const drainAll = async () => void expect(await drain(db, co.company, rec.deps, { deadline: Date.now() + 30_000 })).toBe(true);
  const stock = async (kodeitem: string, gudang = 'UTM') =>
    Math.floor(
      Number(
        (
          await co.sql<{ q: string }>(
            `select coalesce(sum(s.qty), 0)::text as q from v_stok_gudang s join item i on i.id = s.item_id join gudang g on g.id = s.gudang_id where i.kodeitem = '${kodeitem}' and g.kodegudang = '${gudang}'`,
          )
        )[0].q,
      ),
    );
  // The mapping's save queued its first push (all of the stock: none yet).
  await drainAll();
  expect(rec.lastStock().get('9001:0')).toBe(0);
  return { co, rec, drainAll, stock };
}

test('allocation: percent floors, fixed caps at the stock, never negative', () => {
  expect(allocate('10', 'persen', '100')).toBe(10);
  expect(allocate('10.9', 'persen', '100')).toBe(10);
  expect(allocate('10', 'persen', '33')).toBe(3);
  expect(allocate('10', 'nominal', '4')).toBe(4);
  expect(allocate('3', 'nominal', '4')).toBe(3);
  expect(allocate('-5', 'persen', '100')).toBe(0);
  expect(allocate('-5', 'nominal', '4')).toBe(0);
  expect(allocate('7', 'persen', '0')).toBe(0);
});

test('a purchase, a till sale, an opname and a delete each queue the mapped item, the unmapped one nothing; the worker sends the stock as it is', async () => {
  const { co, rec, drainAll, stock } = await setup();
  const sent = () => rec.lastStock().get('9001:0');

  // Stock in of the unmapped item alone: nothing queued.
  expect((await co.act('saldoawalitem_save', { tanggal: '2026-03-01', kodegudang: 'UTM', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '10', harga: '14000' }] })).num).toBe(0);
  expect(await outbox(co)).toEqual([]);

  // A purchase of 2 boxes: queued in its transaction, sent as 24.
  expect((await co.act('supplier_save', { kodesupel: 'SUP01', namasupel: 'Pemasok' })).num).toBe(0);
  const bl = (await co.act('beli_save', { tanggal: '2026-03-02', kodegudang: 'UTM', kodesupel: 'SUP01', tunai: '0', kodeacckas: '1-1100', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2', harga: '120000' }] })) as Reply;
  expect(bl.num, bl.msg).toBe(0);
  expect(await outbox(co)).toMatchObject([{ kind: 'stok', shop_id: '55', kunci: '9001' }]);
  await drainAll();
  expect(sent()).toBe(24);
  expect(await outbox(co)).toEqual([]);

  // A till sale of 5 PCS.
  const pel = await co.act('pelanggan_save', { kodesupel: 'UMUM', namasupel: 'Umum' });
  expect(pel.num, pel.msg).toBe(0);
  const jl = (await co.act('kasir_save', { tanggal: '2026-03-03', kodegudang: 'UTM', kodesupel: 'UMUM', tipeppn: 'N', pembulatan: '0', tunai: '100000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '5', harga: '0' }] })) as Reply;
  expect(jl.num, jl.msg).toBe(0);
  expect(await outbox(co)).toHaveLength(1);
  await drainAll();
  expect(sent()).toBe(19);

  // An opname counting 15.
  const op = (await co.act('opname_save', { tanggal: '2026-03-04', kodegudang: 'UTM', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '15' }] })) as Reply;
  expect(op.num, op.msg).toBe(0);
  expect(await outbox(co)).toHaveLength(1);
  await drainAll();
  expect(sent()).toBe(15);

  // Deleting the sale gives its 5 back.
  expect((await co.act('kasir_del', { id: (jl.data as { id: number }).id })).num).toBe(0);
  expect(await outbox(co)).toHaveLength(1);
  await drainAll();
  expect(sent()).toBe(await stock('KOPI01'));
  expect(sent()).toBe(20);

  // Another warehouse's stock is not the shop's: a move in GD2 queues nothing.
  expect((await co.act('itemmasuk_save', { tanggal: '2026-03-05', kodegudang: 'GD2', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '7', harga: '10000' }] })).num).toBe(0);
  expect(await outbox(co)).toEqual([]);

  // A document refused (more than the stock) writes no row either.
  expect((await co.act('itemkeluar_save', { tanggal: '2026-03-06', kodegudang: 'UTM', kodeacc: '6-1100', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '500' }] })).num).not.toBe(0);
  expect(await outbox(co)).toEqual([]);
  // Every push went to the log.
  const log = (await co.act('mp_get_logsync', { shop_id: '55' })) as Reply;
  expect(log.num).toBe(0);
  expect((log.data.tbl_info_success as { nilai: string }[]).map((r) => r.nilai)).toEqual(['20', '15', '19', '24', '0']);
  expect(log.data.tbl_info_tanggal).toHaveLength(1);
});

test('a burst of changes is one row and one send of the newest figure; allocation and price level as the mapping and shop say', async () => {
  const { co, rec, drainAll } = await setup();
  const before = rec.calls.length;
  for (let i = 1; i <= 5; i++)
    expect((await co.act('itemmasuk_save', { tanggal: '2026-03-02', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: String(i * 2), harga: '10000' }] })).num).toBe(0);
  expect(await outbox(co)).toMatchObject([{ kunci: '9001', versi: 5 }]);
  // Due a moment after the burst's first change (COALESCE_MS), not at once.
  const { db } = await testServer();
  expect((await runOnce(db, co.company, rec.deps)).claimed).toBe(0);
  await drainAll();
  expect(rec.calls.slice(before)).toEqual([{ shop_id: '55', kind: 'stok', updates: [{ item_id: '9001', model_id: '0', stock: 30 }] }]);

  // Half of the stock, then a fixed 7; prices at the shop's level 2 once aktifharga is on.
  await co.sql(`update marketplace_toko set aktifharga = true, levelharga = 2`);
  await co.sql(`update satuanitem set hargajual1 = 15000, hargajual2 = 14500 where satuan = 'PCS' and item_id = (select id from item where kodeitem = 'KOPI01')`);
  const [{ id }] = await co.sql<{ id: number }>(`select id from itemmp where item_id = '9001'`);
  expect((await co.edit('itemmp_save', { id, marketplace: 'Shopee', shop_id: '55', item_id: '9001', model_id: '0', kodeitem: 'KOPI01', sku: 'KOPI01', tipealokasi: 'persen', nominalalokasi: '50' })).num).toBe(0);
  await drainAll();
  expect(rec.lastStock().get('9001:0')).toBe(15);
  expect(rec.lastPrice().get('9001:0')).toBe('14500.00');
  expect((await co.edit('itemmp_save', { id, marketplace: 'Shopee', shop_id: '55', item_id: '9001', model_id: '0', kodeitem: 'KOPI01', sku: 'KOPI01', tipealokasi: 'nominal', nominalalokasi: '7' })).num).toBe(0);
  await drainAll();
  expect(rec.lastStock().get('9001:0')).toBe(7);
  // Sync off: a change queues nothing.
  expect((await co.edit('itemmp_save', { id, marketplace: 'Shopee', shop_id: '55', item_id: '9001', model_id: '0', kodeitem: 'KOPI01', sku: 'KOPI01', aktifsync: false })).num).toBe(0);
  await drainAll();
  const n = rec.calls.length;
  expect((await co.act('itemmasuk_save', { tanggal: '2026-03-03', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '1', harga: '10000' }] })).num).toBe(0);
  expect(await outbox(co)).toEqual([]);
  expect(rec.calls.length).toBe(n);
});

test('a busy platform is retried with backoff, one failing listing does not stop the others, a change during a send is sent after it', async () => {
  const { co, rec, drainAll, stock } = await setup();
  const { db } = await testServer();
  expect((await co.act('itemmp_save', { marketplace: 'Shopee', shop_id: '55', item_id: '9002', model_id: '0', kodeitem: 'GULA01', sku: 'GULA01' })).num).toBe(0);
  await drainAll();
  const items = [
    { kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '10', harga: '10000' },
    { kodeitem: 'GULA01', satuan: 'KG', jumlah: '4', harga: '10000' },
  ];
  const masuk = (lines = items) => co.act('itemmasuk_save', { tanggal: '2026-03-02', kodegudang: 'UTM', kodeacc: '3-1000', lines });
  expect((await masuk()).num).toBe(0);
  // As if the coalescing moment had passed.
  const due = () => co.sql(`update mp_outbox set due_at = now()`);
  await due();

  // 9001 throttled, 9002 refused by the platform: both kept, with their errors; nothing lost.
  rec.onPush = (_k, _s, u) => {
    if (u[0].item_id === '9001') throw new MpError('busy', 'Terlalu banyak permintaan');
    return { ok: [], failed: [{ key: '9002:0', msg: 'Stok tidak valid' }] };
  };
  const pass = await runOnce(db, co.company, rec.deps);
  expect(pass).toMatchObject({ claimed: 2 });
  expect(await outbox(co)).toMatchObject([
    { kunci: '9001', attempts: 1, last_error: 'Terlalu banyak permintaan' },
    { kunci: '9002', attempts: 1, last_error: 'Stok tidak valid' },
  ]);
  // Not due yet: a pass sends nothing.
  expect((await runOnce(db, co.company, rec.deps)).claimed).toBe(0);
  const failed = (await co.act('mp_get_logsync', { shop_id: '55' })) as Reply;
  expect(failed.data.tbl_info_failed).toEqual(
    expect.arrayContaining([expect.objectContaining({ sku: 'KOPI01', msg: 'Terlalu banyak permintaan' }), expect.objectContaining({ sku: 'GULA01', msg: 'Stok tidak valid' })]),
  );

  // The platform answers again; meanwhile more stock came. Due now (as if the backoff had passed).
  rec.onPush = (_k, _s, u) => ({ ok: u.map((x) => `${x.item_id}:${x.model_id}`), failed: [] });
  expect((await masuk([items[0]])).num).toBe(0);
  await co.sql(`update mp_outbox set due_at = now()`);
  await drainAll();
  expect(rec.lastStock().get('9001:0')).toBe(await stock('KOPI01'));
  expect(rec.lastStock().get('9001:0')).toBe(20);
  expect(rec.lastStock().get('9002:0')).toBe(4);

  // A sale committed while the send is under way: that send carried the older figure, so the row
  // stays and the next pass sends the newer one.
  let once = true;
  rec.onPush = async (_k, _s, u) => {
    if (once) {
      once = false;
      const r = await masuk([{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '3', harga: '10000' }]);
      expect(r.num).toBe(0);
    }
    return { ok: u.map((x) => `${x.item_id}:${x.model_id}`), failed: [] };
  };
  expect((await masuk([items[0]])).num).toBe(0);
  await due();
  const first = await runOnce(db, co.company, rec.deps);
  expect(first.claimed).toBe(1);
  expect(rec.lastStock().get('9001:0')).toBe(30);
  expect(await outbox(co)).toHaveLength(1);
  await drainAll();
  expect(rec.lastStock().get('9001:0')).toBe(33);
});

test('restart: 200 pending rows claimed by a worker that died; a new worker sends the true stock of every SKU', async () => {
  const co = await stockCompany();
  const rec = recordingAdapter();
  provideMarketplace(rec.deps);
  const { db } = await testServer();
  await co.sql(`insert into marketplace_toko (marketplace, shop_id, namatoko, dept) values ('Shopee', '77', 'Toko Restart', 'UTM')`);
  const codes = Array.from({ length: 200 }, (_, i) => `R${String(i).padStart(3, '0')}`);
  await co.sql(`insert into item (kodeitem, namaitem, satuan) select k, 'Item ' || k, 'PCS' from unnest(array[${codes.map((c) => `'${c}'`).join(',')}]) as k`);
  await co.sql(`insert into satuanitem (item_id, satuan, konversi) select id, 'PCS', 1 from item where kodeitem like 'R%'`);
  await co.sql(`insert into itemmp (kunci, marketplace, shop_id, item_id, model_id, kodeitem, sku) select 'Shopee/77/' || substr(kodeitem, 2) || '/0', 'Shopee', '77', substr(kodeitem, 2), '0', kodeitem, kodeitem from item where kodeitem like 'R%'`);
  const lines = (n: number) => codes.map((c, i) => ({ kodeitem: c, satuan: 'PCS', jumlah: String(((i * 7 + n) % 13) + 1), harga: '1000' }));
  const r = await co.act('itemmasuk_save', { tanggal: '2026-03-02', kodegudang: 'UTM', kodeacc: '3-1000', lines: lines(0) });
  expect(r.num, r.msg).toBe(0);
  expect(await co.sql('select count(*)::int as n from mp_outbox')).toEqual([{ n: 200 }]);

  // The first worker claims all 200 (due: as if the coalescing moment had passed) and dies before sending (its lease runs on).
  await co.sql(`update mp_outbox set due_at = now()`);
  const dead = await claimDue(db, co.company, { batch: 500, leaseMs: 1500 });
  expect(dead.rows).toHaveLength(200);
  // While it lies dead, more stock arrives for every item.
  expect((await co.act('itemmasuk_save', { tanggal: '2026-03-03', kodegudang: 'UTM', kodeacc: '3-1000', lines: lines(5) })).num).toBe(0);
  // A new worker: nothing is due until the leases end, then every row is sent.
  expect((await runOnce(db, co.company, rec.deps)).claimed).toBe(0);
  expect(await drain(db, co.company, rec.deps, { deadline: Date.now() + 60_000 })).toBe(true);
  const truth = new Map(
    (
      await co.sql<{ kodeitem: string; q: string }>(
        `select i.kodeitem, sum(s.qty)::int::text as q from v_stok_gudang s join item i on i.id = s.item_id where i.kodeitem like 'R%' group by 1`,
      )
    ).map((x) => [`${x.kodeitem.slice(1)}:0`, Number(x.q)]),
  );
  expect(truth.size).toBe(200);
  expect(rec.lastStock('77')).toEqual(truth);
  expect(await co.sql('select count(*)::int as n from mp_outbox')).toEqual([{ n: 0 }]);
});

test('a worker that outlives its lease: another sends meanwhile, and after the late worker sends its older figure the current one is sent again', async () => {
  const { co, rec, drainAll, stock } = await setup();
  const { db } = await testServer();
  const masuk = (jumlah: string) => co.act('itemmasuk_save', { tanggal: '2026-03-02', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah, harga: '1000' }] });
  expect((await masuk('10')).num).toBe(0);
  await co.sql(`update mp_outbox set due_at = now()`);

  // Worker A reads 10 and its call hangs past its lease.
  let entered!: () => void;
  const inCall = new Promise<void>((r) => (entered = r));
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let first = true;
  rec.onPush = async (_k, _s, u) => {
    if (first) {
      first = false;
      entered();
      await gate;
    }
    return { ok: u.map((x) => `${x.item_id}:${x.model_id}`), failed: [] };
  };
  const a = runOnce(db, co.company, rec.deps, { leaseMs: 300 });
  await inCall;
  // Meanwhile 5 more arrive; worker B, once A's lease is over, sends 15 and finishes the row.
  expect((await masuk('5')).num).toBe(0);
  await drainAll();
  expect(rec.lastStock().get('9001:0')).toBe(15);
  // A's call lands last, with the older 10; A finds its claim lost and queues the row again.
  release();
  await a;
  expect(rec.lastStock().get('9001:0')).toBe(10);
  expect(await outbox(co)).toHaveLength(1);
  await drainAll();
  expect(rec.lastStock().get('9001:0')).toBe(await stock('KOPI01'));
  expect(rec.lastStock().get('9001:0')).toBe(15);
});

test('the worker as the server runs it: it sends what a document queued, runs the periodic tasks for each company, and stops', async () => {
  const { co, rec, stock } = await setup();
  const { db } = await testServer();
  const seen = new Set<string>();
  const remove = periodic('uji', 10, async (_db, company) => void seen.add(company.idperusahaan));
  const stop = startMarketplaceWorker(db, { deps: () => rec.deps, everyMs: 20 });
  try {
    expect((await co.act('itemmasuk_save', { tanggal: '2026-03-02', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '8', harga: '1000' }] })).num).toBe(0);
    for (let i = 0; i < 500 && rec.lastStock().get('9001:0') !== 8; i++) await new Promise((r) => setTimeout(r, 20));
    expect(rec.lastStock().get('9001:0')).toBe(await stock('KOPI01'));
    for (let i = 0; i < 500 && !seen.has(co.iper); i++) await new Promise((r) => setTimeout(r, 20));
    expect(seen.has(co.iper)).toBe(true);
  } finally {
    await stop();
    remove();
  }
  // Stopped: a change stays in the outbox.
  const calls = rec.calls.length;
  expect((await co.act('itemmasuk_save', { tanggal: '2026-03-03', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '1', harga: '1000' }] })).num).toBe(0);
  expect(await outbox(co)).toHaveLength(1);
  expect(rec.calls.length).toBe(calls);
});

test('a server with no marketplace configured still runs the periodic tasks (PPOB pending sales), and sends nothing', async () => {
  const { co, rec } = await setup();
  const { db } = await testServer();
  const seen = new Set<string>();
  const callsBefore = rec.calls.length;
  const remove = periodic('uji-tanpa-mp', 10, async (_db, company, deps) => void (deps === null && seen.add(company.idperusahaan)));
  const stop = startMarketplaceWorker(db, { deps: () => null, everyMs: 20 });
  try {
    expect((await co.act('itemmasuk_save', { tanggal: '2026-03-02', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '8', harga: '1000' }] })).num).toBe(0);
    for (let i = 0; i < 500 && !seen.has(co.iper); i++) await new Promise((r) => setTimeout(r, 20));
    expect(seen.has(co.iper)).toBe(true);
    expect(rec.calls.length).toBe(callsBefore);
    expect(await outbox(co)).toHaveLength(1);
  } finally {
    await stop();
    remove();
  }
});
