/**
 * PPOB end to end against the local fake Digiflazz over real HTTP (issue 41 "Show it"), from a
 * new customer's company (/startingdb defaults), on a server started as `npm start` starts it:
 * the account saved (secrets sealed, never sent back) → the price list cached (a product switched
 * off hidden) → the deposit topped up in the books and reconciled with cek-saldo → a PLN token sale
 * Pending → Sukses by the signed callback (a callback with a bad signature refused first, nothing
 * changed) → a sale that fails and is refused its money back (the posting reversed) → a double press
 * that buys once → the report. `cekbuku` and the ledger's invariants exact after every step, the
 * deposit reconciled at the end.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { checkInvariants } from '@niaga/ledger';
import type { RunningServer } from '../../../apps/server/src/server';
import { freshCompany, testServer, type TestCompany } from '../../../apps/server/test/harness';
import { fakeEnv, liveAct, liveServer, type Reply } from '../../marketplace/test/live';
import { FakeDigiflazz } from '../fake/fake-digiflazz';
import { askPending } from '../server';
import type { PengaturanPpobReply, PpobTransaksiReply } from '../replies';
import { strukLines } from '@niaga/sales';
import { strukPpob } from '../receipt';

let fake: FakeDigiflazz;
let restore: () => Promise<void>;
let srv: RunningServer;
beforeAll(async () => {
  ({ fake, restore } = fakeEnv(await FakeDigiflazz.start()));
  srv = await liveServer();
});
afterAll(async () => {
  await srv?.close();
  await restore();
});

async function booksExact(co: TestCompany, act: (n: string, p?: unknown) => Promise<Reply>) {
  expect(await act('cekbuku', {})).toMatchObject({ num: 0, data: { ok: true } });
  const { db } = await testServer();
  expect(await db.tx(co.company.schema_name, async (tx) => (await checkInvariants(tx, { deep: true })).masalah)).toEqual([]);
}

const balance = async (co: TestCompany, kodeacc: string) =>
  (await co.sql<{ v: string }>(`select coalesce(sum(b.debet - b.kredit), 0)::numeric(20,2)::text as v from gl_baris b join perkiraan p on p.id = b.perkiraan_id where p.kodeacc = '${kodeacc}'`))[0].v;

test('PPOB flow: settings → price list → deposit reconciled → PLN Pending → Sukses by signed callback → a failed sale refunded → a double press buys once; books exact', async () => {
  const co = await freshCompany({ startflag: 0 });
  const act = liveAct(srv.url, co.token);
  const ok = async (name: string, payload: unknown) => {
    const r = await act(name, payload);
    expect(r.num, `${name}: ${r.msg}`).toBe(0);
    return r;
  };
  await ok('startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: 'Toko Baru', TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: 2026, Bulan: 12 }] });
  const [{ t: today }] = await co.sql<{ t: string }>(`select to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as t`);
  fake.callbackUrl = `${srv.url}/ppob/callback/${co.company.idperusahaan}`;

  // Not set yet: selling is refused with a message, nothing written.
  expect(await act('ppob_beli', { ref_id: 'belumdiatur-0001', sku: 'pln20', customer_no: '12345678901' })).toMatchObject({ num: 1, msg: expect.stringContaining('belum diatur') });

  // 1. The account: key and webhook secret sealed at rest, never sent back.
  await ok('pengaturanppob_save', { username: fake.username, apikey: fake.key, webhooksecret: fake.webhookSecret, marginumum: '1500' });
  const [akun] = await co.sql<{ apikey: string; webhooksecret: string }>(`select apikey, webhooksecret from ppob_akun`);
  expect(akun.apikey).toMatch(/^s1:/);
  expect(akun.webhooksecret).toMatch(/^s1:/);
  expect(akun.apikey).not.toContain(fake.key);
  let show = (await ok('pengaturanppob_show', {})).data as unknown as PengaturanPpobReply;
  expect(JSON.stringify(show)).not.toContain(fake.key);
  expect(JSON.stringify(show)).not.toContain(fake.webhookSecret);
  expect(show).toMatchObject({ username: fake.username, adakey: true, adawebhook: true, baseurl: fake.url, callback_url: expect.stringContaining(`/ppob/callback/${co.company.idperusahaan}`) });
  // Saved again without the key: the sealed one stays.
  await ok('pengaturanppob_save', { username: fake.username, marginumum: '1500' });
  expect((await co.sql<{ apikey: string }>(`select apikey from ppob_akun`))[0].apikey).toBe(akun.apikey);

  // 2. The price list, cached with its time; the product switched off by the seller hidden.
  const pl = await ok('ppob_pricelist', {});
  expect(pl.data).toMatchObject({ jumlah: 6, pricelist_at: expect.any(String) });
  show = (await ok('pengaturanppob_show', {})).data as unknown as PengaturanPpobReply;
  expect(show.tbl_produk.map((p) => p.sku).sort()).toEqual(['pln20', 'pln50', 'tsel10', 'tsel25', 'xld10']);
  expect(show.pricelist_at).toBeTruthy();
  // Margins: general 1500, PLN category 2750, tsel10 its own 850.
  await ok('ppob_margin_save', { jenis: 'kategori', kunci: 'PLN', margin: '2750' });
  await ok('ppob_margin_save', { jenis: 'produk', kunci: 'tsel10', margin: '850' });
  const jual = Object.fromEntries(((await ok('ppob_produk', {})).data.tbl_produk as { sku: string; jual: string }[]).map((p) => [p.sku, p.jual]));
  expect(jual).toMatchObject({ pln20: '23000.00', tsel10: '11000.00', xld10: '53800.00' });

  // 3. The deposit topped up in the books (the transfer to Digiflazz), then reconciled with cek-saldo.
  await ok('jurnal_save', { tanggal: today, keterangan: 'Top up deposit Digiflazz', lines: [{ kodeacc: '1-1700', debet: '1000000' }, { kodeacc: '3-1000', kredit: '1000000' }] });
  expect((await ok('ppob_ceksaldo', {})).data).toMatchObject({ saldo: '1000000.00', saldobuku: '1000000.00', selisih: '0.00' });
  await booksExact(co, act);

  // 4. A PLN token: a meter number in the wrong shape is refused before anything is sent.
  const sent = fake.calls.length;
  expect(await act('ppob_beli', { ref_id: 'pln-sale-000001', sku: 'pln20', customer_no: '0812345' })).toMatchObject({ num: 15, data: { fields: { customer_no: expect.any(String) } } });
  expect(fake.calls.length).toBe(sent);
  expect(await co.sql(`select 1 from ppob_transaksi`)).toHaveLength(0);
  // Pending, then Sukses by the signed callback.
  fake.plan('Pending');
  const pln = await ok('ppob_beli', { ref_id: 'pln-sale-000001', sku: 'pln20', customer_no: '123 4567 8901' });
  expect((pln.data as unknown as PpobTransaksiReply).tbl_ppob[0]).toMatchObject({ status: 'Pending', customer_no: '12345678901', jual: '23000.00', sn: '' });
  expect(await balance(co, '1-1700')).toBe('979750.00');
  expect(await balance(co, '4-2000')).toBe('-2750.00');
  await booksExact(co, act);
  // A callback with a bad signature: refused, nothing changes.
  const bad = await fake.settle('pln-sale-000001', 'Sukses', { sign: false });
  expect(bad!.status).toBe(401);
  expect((await co.sql<{ status: string }>(`select status from ppob_transaksi where ref_id = 'pln-sale-000001'`))[0].status).toBe('Pending');
  // The signed one (the fake's purchase already settled by the first): Sukses, the token kept.
  const good = await fake.settle('pln-sale-000001', 'Sukses');
  expect(good!.status).toBe(200);
  // Settled by the callback itself (ppob_cek below only reads a final sale).
  expect((await co.sql<{ status: string }>(`select status from ppob_transaksi where ref_id = 'pln-sale-000001'`))[0].status).toBe('Sukses');
  const cek = (await ok('ppob_cek', { ref_id: 'pln-sale-000001' })).data as unknown as PpobTransaksiReply;
  expect(cek.tbl_ppob[0]).toMatchObject({ status: 'Sukses', sn: expect.stringMatching(/^5123-4567-8901-2345-6789/) });
  await booksExact(co, act);

  // 5. A sale that fails: the posting reversed (the money back), the deposit as it was.
  fake.plan('Gagal');
  const failed = await ok('ppob_beli', { ref_id: 'tsel-sale-000002', sku: 'tsel10', customer_no: '+62 812-3456-7890' });
  expect((failed.data as unknown as PpobTransaksiReply).tbl_ppob[0]).toMatchObject({ status: 'Gagal', customer_no: '081234567890' });
  expect(await balance(co, '1-1700')).toBe('979750.00');
  expect(await balance(co, '1-1100')).toBe('23000.00');
  await booksExact(co, act);

  // 5b. Pending settled by asking again with the same ref_id (no callback): Sukses; another Pending
  // that fails is refunded by its signed callback.
  fake.plan('Pending', 'Pending');
  const p1 = await ok('ppob_beli', { ref_id: 'pln-sale-000004', sku: 'pln50', customer_no: '512345678901' });
  expect((p1.data as unknown as PpobTransaksiReply).tbl_ppob[0].status).toBe('Pending');
  await fake.settle('pln-sale-000004', 'Sukses', { callback: false });
  const bought = fake.purchases;
  expect(((await ok('ppob_cek', { ref_id: 'pln-sale-000004' })).data as unknown as PpobTransaksiReply).tbl_ppob[0]).toMatchObject({ status: 'Sukses', sn: expect.any(String) });
  expect(fake.purchases).toBe(bought);
  await ok('ppob_beli', { ref_id: 'tsel-sale-000005', sku: 'tsel25', customer_no: '081311112222' });
  expect((await fake.settle('tsel-sale-000005', 'Gagal'))!.status).toBe(200);
  expect((await co.sql<{ status: string }>(`select status from ppob_transaksi where ref_id = 'tsel-sale-000005'`))[0].status).toBe('Gagal');
  // A second callback for a final sale changes nothing.
  expect((await fake.settle('tsel-sale-000005', 'Gagal'))!.status).toBe(200);
  expect(await balance(co, '1-1700')).toBe('929500.00');
  expect(await balance(co, '1-1100')).toBe('76000.00');
  await booksExact(co, act);

  // 5c. The worker's periodic task: a sale Pending for over a minute is asked about again (same ref_id).
  fake.plan('Pending');
  await ok('ppob_beli', { ref_id: 'tsel-sale-000006', sku: 'tsel10', customer_no: '081322223333' });
  await fake.settle('tsel-sale-000006', 'Sukses', { callback: false });
  const { db } = await testServer();
  await askPending(db, co.company);
  expect((await co.sql<{ status: string }>(`select status from ppob_transaksi where ref_id = 'tsel-sale-000006'`))[0].status).toBe('Pending');
  await co.sql(`update ppob_transaksi set diubah = now() - interval '2 minutes' where ref_id = 'tsel-sale-000006'`);
  await askPending(db, co.company);
  expect((await co.sql<{ status: string; sn: string }>(`select status, sn from ppob_transaksi where ref_id = 'tsel-sale-000006'`))[0]).toMatchObject({ status: 'Sukses', sn: expect.stringMatching(/^SN/) });
  await booksExact(co, act);

  // 6. A double press: two calls with the same ref_id at once, and a retry later — one purchase.
  const before = fake.purchases;
  const [a, b] = await Promise.all([
    act('ppob_beli', { ref_id: 'data-sale-000003', sku: 'xld10', customer_no: '081298765432' }),
    act('ppob_beli', { ref_id: 'data-sale-000003', sku: 'xld10', customer_no: '081298765432' }),
  ]);
  expect([a.num, b.num]).toEqual([0, 0]);
  const retry = await ok('ppob_beli', { ref_id: 'data-sale-000003', sku: 'xld10', customer_no: '081298765432' });
  expect((retry.data as unknown as PpobTransaksiReply).tbl_ppob[0]).toMatchObject({ status: 'Sukses', sn: expect.stringMatching(/^SN/) });
  expect(fake.purchases - before).toBe(1);
  expect(await co.sql(`select 1 from ppob_transaksi where ref_id = 'data-sale-000003'`)).toHaveLength(1);
  // The same ref_id for another product is refused.
  expect(await act('ppob_beli', { ref_id: 'data-sale-000003', sku: 'tsel25', customer_no: '081298765432' })).toMatchObject({ num: 41 });
  await booksExact(co, act);

  // 7. Deposit reconciled: Digiflazz's and the books' the same; the margins in 4-2000.
  expect((await ok('ppob_ceksaldo', {})).data).toMatchObject({ saldo: String(fake.deposit) + '.00', selisih: '0.00' });
  expect(await balance(co, '1-1700')).toBe('867050.00');
  expect(await balance(co, '4-2000')).toBe('-7850.00');
  expect(await balance(co, '1-1100')).toBe('140800.00');

  // 8. The report by day, product and status; failed sales out of the totals.
  const rep = await ok('laporan_run', { lap: 'mLapPPOB', param: { periode: { dari: today, sampai: today } } });
  const text = JSON.stringify(rep.data);
  expect(text).toContain('tsel10');
  expect(text).toContain('Gagal');
  // The totals leave the failed sales out: sale 140,800 = cash; margin 7,850 = Pendapatan PPOB.
  expect(text).toMatch(/Total \(tanpa yang gagal\)[^}]*"jual":"140800.00"/);
  expect(text).toMatch(/Total \(tanpa yang gagal\)[^}]*"margin":"7850.00"/);
  await booksExact(co, act);

  // 9. Today's sales for reprinting (/kasirppob), newest first, with what the receipt prints: the
  // time and cashier beside the token, on the till's receipt layout.
  const list = (await ok('ppob_list', {})).data as unknown as PpobTransaksiReply;
  const ids = list.tbl_ppob.map((t) => Number(t.notransaksi.replace('PPOB-', '')));
  expect(ids).toHaveLength(6);
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
  const token = list.tbl_ppob.find((t) => t.ref_id === 'pln-sale-000001')!;
  expect(token).toMatchObject({ tanggal: today, status: 'Sukses', jam: expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/), userid: expect.stringMatching(/\S/) });
  const printed = strukLines(strukPpob(token), { kolom: 32, perusahaan: { namaperusahaan: 'Toko Baru' } }).map((l) => l.text);
  expect(printed).toContain('Token   5123-4567-8901-2345-6789');
  expect(printed).toContain(`Kasir${' '.repeat(27 - token.userid.length)}${token.userid}`);
  expect(await act('ppob_list', { dari: '06-12-2026' })).toMatchObject({ num: 15 });

  // 10. The till's idempotency key (idem) on a sale answered after its commit: the repeat gets the
  // first answer itself (the sale and its serial number), not an empty OK, and buys nothing.
  const once = { ref_id: 'tsel-sale-000009', sku: 'tsel10', customer_no: '081277778888', idem: 'idem-ppob-sale-000009' };
  const first = await ok('ppob_beli', once);
  const bought9 = fake.purchases;
  expect((first.data as unknown as PpobTransaksiReply).tbl_ppob[0]).toMatchObject({ status: 'Sukses', sn: expect.stringMatching(/^SN/) });
  const repeat = await ok('ppob_beli', once);
  expect(repeat.data).toEqual(first.data);
  expect(fake.purchases).toBe(bought9);
  await booksExact(co, act);
}, 60_000);
