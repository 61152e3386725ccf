/**
 * QRIS at the till end to end (issue 38 "Show it"), from companies set up as new customers
 * (/startingdb defaults): without a gateway the shop's static QRIS made dynamic and the cashier
 * confirms; with the local SNAP fake over real HTTP the sale completes when the gateway confirms —
 * by qr-mpm-notify on POST /pg/snap/qr-mpm-notify (signature checked) or by qr-mpm-query polling —;
 * a payment after the QR was cancelled or timed out, and a notification sent twice, never make a
 * second sale; a split cash + QRIS payment. The books are exact after every step.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { checkInvariants } from '@niaga/ledger';
import { decodeQris } from '@niaga/core/qris';
import { startServer, type RunningServer } from '../../../apps/server/src/server';
import { freshCompany, testServer, type TestCompany } from '../../../apps/server/test/harness';
import { addUser, grant, loginAs } from '../../../apps/server/test/auth-helpers';
import { FakeSnap } from '../snap/fake-snap';
import { SNAP_PATHS } from '../snap/client';
import { signToken, signTransaction, snapTimestamp } from '../snap/sign';
import { NOTIFY_PATH } from '../settings';

type Reply = { num: number; msg: string; data: Record<string, unknown> };
type Caller = (name: string, payload?: unknown) => Promise<Reply>;

// A published static QRIS (see packages/core/src/qris.test.ts).
const STICKER =
  '00020101021126670016COM.NOBUBANK.WWW01189360050300000879140214703239147837910303UMI51440014ID.CO.QRIS.WWW0215ID20232709941630303UMI5204481253033605802ID5923GRANOOL STORE OK12295776006KEDIRI61056421262070703A0163047127';

let srv: RunningServer;
beforeAll(async () => {
  const { db } = await testServer();
  srv = await startServer({ db, port: 0, host: '127.0.0.1', demo: false, log: false });
});
afterAll(async () => {
  await srv?.close();
});

/** A new customer's company: /startingdb defaults, a service item of 15,000, a cashier with the QRIS (and SNAP) flag. */
async function newShop(flags: { snap: boolean }) {
  const co = await freshCompany({ startflag: 0 });
  const must = async (c: Caller, name: string, payload: unknown) => {
    const r = await c(name, payload);
    expect(r.num, `${name}: ${r.msg}`).toBe(0);
    return r;
  };
  const admin = co.act as Caller;
  await must(admin, 'startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: 'Toko Baru', TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: 2026, Bulan: 12 }] });
  await must(admin, 'satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
  await must(admin, 'item_save', { kodeitem: 'JASA01', namaitem: 'Ongkos Giling', satuan: 'PCS', tipe: '2', jenispajak: '0', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '15000' }] });
  const password = await addUser(co, { userid: 'KASIR1' });
  await co.sql(`update pengguna set qrisaktif = true, snapaktif = ${flags.snap} where userid = 'KASIR1'`);
  await grant(co, 'U', 'KASIR1', [['mJual'], ['mJual', 'madd']]);
  const kasir = (await loginAs(co, 'KASIR1', password)).act as Caller;
  const [{ t: today }] = await co.sql<{ t: string }>(`select to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as t`);
  /** A till sale of n services paid by QRIS (and cash). */
  const sale = (n: number, qris: { referensi: string; nominal: string } | null, tunai = '0') =>
    kasir('kasir_save', {
      tanggal: today,
      kodegudang: 'UTM',
      tipeppn: 'N',
      pembulatan: '0',
      tunai,
      ...(qris ? { bayarqris: qris.nominal, refqris: qris.referensi } : {}),
      lines: [{ kodeitem: 'JASA01', satuan: 'PCS', jumlah: String(n), harga: '15000', jenispajak: '0' }],
    });
  return { co, admin, kasir, must, today, sale };
}

async function booksExact(co: TestCompany) {
  expect(await co.act('cekbuku', {})).toMatchObject({ num: 0, data: { ok: true } });
  const { db } = await testServer();
  expect(await db.tx(co.company.schema_name, async (tx) => (await checkInvariants(tx, { deep: true })).masalah)).toEqual([]);
}

/** The balance of an account (debit − credit). */
const saldo = async (co: TestCompany, kodeacc: string) =>
  (await co.sql<{ v: string }>(`select coalesce(sum(b.debet - b.kredit), 0)::text as v from gl_baris b join perkiraan p on p.id = b.perkiraan_id where p.kodeacc = '${kodeacc}'`))[0].v;

test('without a gateway (a fresh company, default settings): the sticker made dynamic, the cashier confirms; split cash + QRIS; cancel leaves no sale; books exact', async () => {
  const { co, admin, kasir, must, sale, today } = await newShop({ snap: false });
  // Before the sticker is set: a clear refusal.
  expect(await kasir('qris_buat', { total: '15000', notransaksi: 'KSR-BARU' })).toMatchObject({ num: 1, msg: 'QRIS toko belum diatur: isi QRIS statis di Pengaturan Payment Gateway (/paymentgateway).' });
  // A wrong sticker is refused, naming the field; nothing stored.
  const bad = await admin('paymentgateway_save', { qrisstatis: STICKER.slice(0, -1) + '0' });
  expect(bad).toMatchObject({ num: 15, msg: 'CRC QRIS salah: tertulis 7120, seharusnya 7127. Periksa apakah teks tersalin lengkap.', data: { fields: { qrisstatis: expect.any(String) } } });
  expect(await co.sql(`select count(*)::int as n from payment_gateway`)).toEqual([{ n: 0 }]);
  const saved = await must(admin, 'paymentgateway_save', { qrisstatis: STICKER });
  expect(saved.data).toMatchObject({ decoded: { merchant: 'GRANOOL STORE OK1229577', kota: 'KEDIRI', nmid: 'ID2023270994163' }, kodeaccperan: '1-1330', snapaktif: false });
  // Not a whole rupiah: refused.
  expect(await kasir('qris_buat', { total: '15000.50' })).toMatchObject({ num: 15 });

  const made = (await must(kasir, 'qris_buat', { total: '15000', notransaksi: 'KSR-BARU' })).data as { qris: string; referensi: string; kedaluwarsa: string; mode: string };
  expect(made.mode).toBe('statis');
  expect(made.referensi.startsWith(`${co.iper}-Q`)).toBe(true);
  expect(decodeQris(made.qris)).toMatchObject({ jenis: 'dinamis', nominal: '15000', merchant: 'GRANOOL STORE OK1229577' });
  expect(Date.parse(made.kedaluwarsa) - Date.now()).toBeGreaterThan(4 * 60_000);
  // A different amount than the QR's is refused.
  expect(await sale(2, { referensi: made.referensi, nominal: '30000' })).toMatchObject({ num: 1, msg: `Nominal QRIS ${made.referensi} 15000.00, bukan 30000.00.` });
  // The cashier confirms: the sale takes the QRIS.
  const first = await sale(1, { referensi: made.referensi, nominal: '15000' });
  expect(first.num, first.msg).toBe(0);
  expect(await saldo(co, '1-1330')).toBe('15000.00');
  expect(await saldo(co, '1-1100')).toBe('0');
  // The same QRIS again: refused.
  expect(await sale(1, { referensi: made.referensi, nominal: '15000' })).toMatchObject({ num: 1, msg: `QRIS ${made.referensi} sudah dipakai penjualan lain.` });
  expect(await must(kasir, 'qris_status', { referensi: made.referensi })).toMatchObject({ data: { status: 'dibayar', dipakai: true } });

  // An edit from a form that does not carry the QRIS fields (hidden outside the till): the QRIS stays the sale's.
  const [{ id, notransaksi }] = await co.sql<{ id: number; notransaksi: string }>(`select id, notransaksi from kasir where refqris = '${made.referensi}'`);
  const edited = await co.edit('kasir_save', { id, notransaksi, tanggal: today, kodegudang: 'UTM', kodesupel: 'UMUM', tipeppn: 'N', pembulatan: '0', tunai: '0', keterangan: 'diubah', lines: [{ kodeitem: 'JASA01', satuan: 'PCS', jumlah: '1', harga: '15000', jenispajak: '0' }] });
  expect(edited.num, edited.msg).toBe(0);
  expect(await co.sql(`select bayarqris::text, refqris, kredit::text, keterangan from kasir where id = ${id}`)).toEqual([{ bayarqris: '15000.00', refqris: made.referensi, kredit: '0.00', keterangan: 'diubah' }]);
  expect(await saldo(co, '1-1330')).toBe('15000.00');
  expect(await saldo(co, '1-1300')).toBe('0');

  // Split: 30,000 = 10,000 cash + 20,000 QRIS.
  const split = (await must(kasir, 'qris_buat', { total: '20000' })).data as { referensi: string };
  expect((await sale(2, { referensi: split.referensi, nominal: '20000' }, '10000')).num).toBe(0);
  expect(await saldo(co, '1-1330')).toBe('35000.00');
  expect(await saldo(co, '1-1100')).toBe('10000.00');
  expect(await saldo(co, '4-1000')).toBe('-45000.00');

  // Cancelled at the till: no sale can take it.
  const gone = (await must(kasir, 'qris_buat', { total: '15000' })).data as { referensi: string };
  expect(await must(kasir, 'qris_batal', { referensi: gone.referensi })).toMatchObject({ data: { status: 'batal' } });
  expect(await sale(1, { referensi: gone.referensi, nominal: '15000' })).toMatchObject({ num: 1, msg: `QRIS ${gone.referensi} berstatus batal; tidak dapat dipakai.` });
  // Timed out: the same.
  const late = (await must(kasir, 'qris_buat', { total: '15000' })).data as { referensi: string };
  await co.sql(`update qris_bayar set kedaluwarsa = now() - interval '1 second' where referensi = '${late.referensi}'`);
  expect(await must(kasir, 'qris_status', { referensi: late.referensi })).toMatchObject({ data: { status: 'kedaluwarsa' } });
  expect((await sale(1, { referensi: late.referensi, nominal: '15000' })).num).toBe(1);
  expect(await co.sql(`select count(*)::int as n from kasir`)).toEqual([{ n: 2 }]);
  await booksExact(co);

  // /infopayment: QRIS beside cash.
  const info = (await must(kasir, 'infopayment', { dari: '2026-01-01', sampai: '2027-12-31' })).data as { tbl_ringkasan: unknown[] };
  expect(info.tbl_ringkasan).toEqual(expect.arrayContaining([{ jenis: 'qris', label: 'QRIS', rincian: '', jumlah: 2, nilai: '35000.00' }, { jenis: 'tunai', label: 'Tunai', rincian: '', jumlah: 1, nilai: '10000.00' }]));
  const harian = (await must(kasir, 'qris_harian', { dari: '2026-01-01', sampai: '2027-12-31' })).data as { tbl_qris: { referensi: string; status: string; nojual: string; masalah: string }[] };
  expect(harian.tbl_qris.map((r) => [r.referensi, r.status, !!r.nojual, r.masalah])).toEqual(
    expect.arrayContaining([[made.referensi, 'dibayar', true, ''], [split.referensi, 'dibayar', true, ''], [gone.referensi, 'batal', false, ''], [late.referensi, 'kedaluwarsa', false, '']]),
  );
});

describe('with the SNAP BI gateway (the local fake over HTTP)', () => {
  let fake: FakeSnap;
  const ours = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  beforeAll(async () => {
    fake = await FakeSnap.start({ merchantPublicKey: ours.publicKey, clientId: 'niaga-client', clientSecret: 'rahasia-hmac-512', partnerId: 'NIAGA01', channelId: '95221', merchantId: 'M0001', prefix: 'snap', notifyUrl: `${srv.url}${NOTIFY_PATH}` });
  });
  afterAll(async () => fake?.close());

  async function snapShop() {
    const shop = await newShop({ snap: true });
    const saved = await shop.must(shop.admin, 'paymentgateway_save', { snapaktif: 1, ...fake.config(ours.privateKey), menit: 5 });
    // Secrets sealed at rest and never sent back.
    expect(JSON.stringify(saved.data)).not.toContain('rahasia-hmac-512');
    expect(JSON.stringify(saved.data)).not.toContain('PRIVATE KEY');
    expect(saved.data).toMatchObject({ adaclientsecret: true, adaprivatekey: true, clientid: 'niaga-client' });
    const [row] = await shop.co.sql<{ clientsecret: string; privatekey: string }>(`select clientsecret, privatekey from payment_gateway`);
    expect(row.clientsecret.startsWith('s1:')).toBe(true);
    expect(row.privatekey.startsWith('s1:')).toBe(true);
    // A save without the secrets keeps them.
    await shop.must(shop.admin, 'paymentgateway_save', { snapaktif: 1, ...fake.config(ours.privateKey), clientsecret: '', privatekey: '' });
    expect((await shop.co.sql<{ clientsecret: string }>(`select clientsecret from payment_gateway`))[0].clientsecret).toBe(row.clientsecret);
    return shop;
  }

  test('paid by notify, a notification twice, a forged one, paid by query polling, a failure; books exact', async () => {
    const { co, kasir, must, sale } = await snapShop();
    // 1. Notify path.
    const a = (await must(kasir, 'qris_buat', { total: '15000', notransaksi: 'KSR-1' })).data as { qris: string; referensi: string; mode: string };
    expect(a.mode).toBe('snap');
    expect(a.qris).toBe(fake.find(a.referensi)!.qrContent);
    expect(decodeQris(a.qris)).toMatchObject({ nominal: '15000', merchant: 'TOKO UJI QR' });
    expect(await must(kasir, 'qris_status', { referensi: a.referensi })).toMatchObject({ data: { status: 'menunggu' } });
    // Not paid yet: the sale is refused.
    expect(await sale(1, { referensi: a.referensi, nominal: '15000' })).toMatchObject({ num: 1, msg: 'Pembayaran QRIS belum diterima gateway.' });
    // A forged notification is refused, nothing changes.
    fake.find(a.referensi)!.status = '00';
    const forged = await fake.notify(a.referensi, true);
    expect(forged.status).toBe(401);
    expect(JSON.parse(forged.body)).toEqual({ responseCode: '4015200', responseMessage: 'Unauthorized. [Signature]' });
    expect((await co.sql<{ status: string }>(`select status from qris_bayar where referensi = '${a.referensi}'`))[0].status).toBe('menunggu');
    const n1 = await fake.settle(a.referensi);
    expect(n1!.status).toBe(200);
    expect(JSON.parse(n1!.body)).toMatchObject({ responseCode: '2005200' });
    expect(await must(kasir, 'qris_status', { referensi: a.referensi })).toMatchObject({ data: { status: 'dibayar' } });
    expect((await sale(1, { referensi: a.referensi, nominal: '15000' })).num).toBe(0);
    // The same notification again: answered, nothing more; the sale is not made twice.
    expect((await fake.notify(a.referensi)).status).toBe(200);
    expect(await co.sql(`select status, notifikasi, dipakai from qris_bayar where referensi = '${a.referensi}'`)).toEqual([{ status: 'dibayar', notifikasi: 2, dipakai: true }]);
    expect((await sale(1, { referensi: a.referensi, nominal: '15000' })).num).toBe(1);
    expect(await co.sql(`select count(*)::int as n from kasir where refqris = '${a.referensi}'`)).toEqual([{ n: 1 }]);

    // 2. Query path: paid, no notification; qris_status asks the gateway.
    const b = (await must(kasir, 'qris_buat', { total: '30000' })).data as { referensi: string };
    await fake.settle(b.referensi, '00', { notify: false });
    expect(await must(kasir, 'qris_status', { referensi: b.referensi })).toMatchObject({ data: { status: 'dibayar' } });
    // Split: 45,000 = 15,000 cash + 30,000 QRIS.
    expect((await sale(3, { referensi: b.referensi, nominal: '30000' }, '15000')).num).toBe(0);

    // 3. The buyer's payment fails.
    const c = (await must(kasir, 'qris_buat', { total: '15000' })).data as { referensi: string };
    await fake.settle(c.referensi, '06');
    expect(await must(kasir, 'qris_status', { referensi: c.referensi })).toMatchObject({ data: { status: 'gagal' } });
    expect((await sale(1, { referensi: c.referensi, nominal: '15000' })).num).toBe(1);

    expect(await saldo(co, '1-1330')).toBe('45000.00');
    expect(await saldo(co, '1-1100')).toBe('15000.00');
    expect(fake.calls.filter((x) => x.path === '/snap/v1.0/access-token/b2b')).toHaveLength(1);
    await booksExact(co);
  });

  test('paid late, after the till timed out or cancelled: no sale, listed for refund; a sale without a paid QRIS is flagged', async () => {
    const { co, kasir, must, sale } = await snapShop();
    const a = (await must(kasir, 'qris_buat', { total: '15000' })).data as { referensi: string };
    // The till's countdown ends: it cancels the QR.
    expect(await must(kasir, 'qris_batal', { referensi: a.referensi })).toMatchObject({ data: { status: 'batal' } });
    expect((await fake.settle(a.referensi))!.status).toBe(200);
    expect(await must(kasir, 'qris_status', { referensi: a.referensi })).toMatchObject({ data: { status: 'refund' } });
    expect(await sale(1, { referensi: a.referensi, nominal: '15000' })).toMatchObject({ num: 1, msg: `QRIS ${a.referensi} berstatus refund; tidak dapat dipakai.` });
    // Timed out without the till cancelling (its connection dropped): a payment after the time is a refund too.
    const b = (await must(kasir, 'qris_buat', { total: '15000' })).data as { referensi: string };
    await co.sql(`update qris_bayar set kedaluwarsa = now() - interval '1 second' where referensi = '${b.referensi}'`);
    await fake.settle(b.referensi);
    expect(await must(kasir, 'qris_status', { referensi: b.referensi })).toMatchObject({ data: { status: 'refund' } });
    expect(await co.sql(`select count(*)::int as n from kasir`)).toEqual([{ n: 0 }]);
    await booksExact(co);
    // Paid and sold, then the QRIS row says otherwise (a hand edit): both sides are flagged.
    const c = (await must(kasir, 'qris_buat', { total: '15000' })).data as { referensi: string };
    await fake.settle(c.referensi);
    expect((await sale(1, { referensi: c.referensi, nominal: '15000' })).num).toBe(0);
    await co.sql(`update qris_bayar set status = 'gagal' where referensi = '${c.referensi}'`);
    const h = (await must(kasir, 'qris_harian', { dari: '2026-01-01', sampai: '2027-12-31' })).data as { tbl_qris: { referensi: string; status: string; masalah: string }[]; tbl_harian: { masalah: number }[] };
    expect(h.tbl_qris.filter((r) => r.masalah).map((r) => [r.referensi, r.masalah])).toEqual(
      expect.arrayContaining([[a.referensi, 'dibayar tanpa penjualan'], [b.referensi, 'dibayar tanpa penjualan'], [c.referensi, 'penjualan tanpa pembayaran']]),
    );
  });

  test('the fake enforces SNAP: a token signed with another key, a wrong HMAC, an X-EXTERNAL-ID used twice (4094700)', async () => {
    const url = (p: string) => `${fake.url}/snap${p}`;
    const other = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    const ts = snapTimestamp();
    const post = async (p: string, headers: Record<string, string>, body: string) => {
      const r = await fetch(url(p), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
      return { status: r.status, json: (await r.json()) as Record<string, string> };
    };
    const tokenBody = JSON.stringify({ grantType: 'client_credentials' });
    expect(await post(SNAP_PATHS.token, { 'X-TIMESTAMP': ts, 'X-CLIENT-KEY': 'niaga-client', 'X-SIGNATURE': signToken(other.privateKey, 'niaga-client', ts) }, tokenBody)).toMatchObject({ status: 401, json: { responseCode: '4017300' } });
    const ok = await post(SNAP_PATHS.token, { 'X-TIMESTAMP': ts, 'X-CLIENT-KEY': 'niaga-client', 'X-SIGNATURE': signToken(ours.privateKey, 'niaga-client', ts) }, tokenBody);
    expect(ok).toMatchObject({ status: 200, json: { responseCode: '2007300' } });
    const token = ok.json.accessToken;
    const body = JSON.stringify({ partnerReferenceNo: `X-${Date.now()}`, amount: { value: '1000.00', currency: 'IDR' }, merchantId: 'M0001', terminalId: 'T01', validityPeriod: ts });
    const headers = (secret: string, ext: string) => ({ Authorization: `Bearer ${token}`, 'X-TIMESTAMP': ts, 'X-SIGNATURE': signTransaction(secret, 'POST', `/snap${SNAP_PATHS.generate}`, token, body, ts), 'X-PARTNER-ID': 'NIAGA01', 'X-EXTERNAL-ID': ext, 'CHANNEL-ID': '95221' });
    expect(await post(SNAP_PATHS.generate, headers('salah', '111'), body)).toMatchObject({ status: 401, json: { responseCode: '4014700' } });
    expect(await post(SNAP_PATHS.generate, headers('rahasia-hmac-512', '222'), body)).toMatchObject({ status: 200, json: { responseCode: '2004700' } });
    expect(await post(SNAP_PATHS.generate, headers('rahasia-hmac-512', '222'), body)).toMatchObject({ status: 409, json: { responseCode: '4094700' } });
  });
});
