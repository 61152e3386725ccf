/**
 * A new shop's first shift (issue 34): a company set up by /startingdb with its default settings
 * sells to a walk-in buyer (its general customer UMUM, made at setup), and the cashier's shift
 * closes in either drawer mode, each sale counted once, by the close of the device it was rung up on.
 */
import { expect, test } from 'vitest';
import { checkInvariants } from '@niaga/ledger';
import type { Tx } from '@niaga/kernel/server';
import { actOrEdit, freshCompany, testServer, type TestCompany } from '../../../apps/server/test/harness';
import { addUser, grant, loginAs } from '../../../apps/server/test/auth-helpers';
import { TANPA_PELANGGAN_UMUM } from '../sale-server';
import { KAS_LACI_BELUM_DIBUKA, TUTUP_TANPA_PENJUALAN } from '../shift';

type Row = Record<string, unknown>;
type Reply = { num: number; msg: string; data: Record<string, unknown> };

/** A company as a new customer gets it: /startingdb with its defaults, one service item (no stock), a cashier who may open the drawer. */
async function newShop() {
  const co = await freshCompany({ startflag: 0 });
  const setup = await co.act('startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: 'Toko Baru', TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: 2026, Bulan: 12 }] });
  expect(setup.num).toBe(0);
  expect((await co.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' })).num).toBe(0);
  expect((await co.act('item_save', { kodeitem: 'JASA01', namaitem: 'Ongkos Giling', satuan: 'PCS', tipe: '2', jenispajak: '0', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '2000' }] })).num).toBe(0);
  const password = await addUser(co, { userid: 'KASIR1' });
  await grant(co, 'U', 'KASIR1', [['mJual'], ['mJual', 'madd'], ['mKasLaci']]);
  const kasir = await loginAs(co, 'KASIR1', password);
  const [{ t: today }] = await co.sql<{ t: string }>(`select to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as t`);
  return { co, kasir, today };
}

/** The company's books are whole (the ledger's invariants). */
async function invariants(co: TestCompany) {
  const { db } = await testServer();
  return db.tx(co.company.schema_name, async (tx: Tx) => (await checkInvariants(tx, { deep: true })).masalah);
}

/** A close's head and its cash row (the comparison's first row). */
const tutup = async (kasir: { act: TestCompany['act'] }, p: Row) => {
  const r = (await kasir.act('kaslacitutup', p)) as Reply;
  expect(r.num, r.msg).toBe(0);
  return { head: (r.data.tbl_tutupkasir as Row[])[0], tunai: (r.data.tbl_tutupkasir_detail as Row[])[0], rows: r.data.tbl_tutupkasir_detail as Row[] };
};

/** A till sale of `n` services (2,000 each) paid with `tunai`; `extra` adds or replaces fields (compname, kodesupel, tanggal). */
const jasa = (today: string, n: number, tunai: string, extra: Row = {}): Row => ({
  tanggal: today,
  kodegudang: 'UTM',
  tipeppn: 'N',
  pembulatan: '0',
  tunai,
  lines: [{ kodeitem: 'JASA01', satuan: 'PCS', jumlah: String(n), harga: '2000', jenispajak: '0' }],
  ...extra,
});

test('a new company has its general customer: /startingdb makes UMUM Pelanggan Umum the default, and kasir_save without a customer sells to it; without a default it says so', async () => {
  const { co, kasir, today } = await newShop();
  expect(await co.sql(`select kodesupel, namasupel, levelharga, aktif, verifikasi from pelanggan`)).toEqual([{ kodesupel: 'UMUM', namasupel: 'Pelanggan Umum', levelharga: '1', aktif: true, verifikasi: true }]);
  expect(await kasir.act('acccfgopt', { cfg: ['pelangganumum'] })).toMatchObject({ num: 0, data: { confreq: [{ confname: 'pelangganumum', confvalue: 'UMUM' }] } });
  expect(await co.act('pengaturanumum_get', {})).toMatchObject({ num: 0, data: { tbl_pengaturanumum: [{ pelangganumum: 'UMUM' }] } });

  // A walk-in buyer: no customer named.
  const sold = (await actOrEdit(kasir, 'kasir_save', jasa(today, 1, '5000'))) as Reply;
  expect(sold).toMatchObject({ num: 0, data: { tbl_kasir: [{ kodesupel: 'UMUM', total: '2000.00', kembali: '3000.00' }] } });
  // An edit names its customer, as before.
  const id = (sold.data.tbl_kasir as Array<{ id: number }>)[0].id;
  expect(await co.edit('kasir_save', { ...jasa(today, 1, '5000'), id })).toMatchObject({ num: 15, msg: 'Pelanggan wajib diisi', data: { fields: { kodesupel: 'Pelanggan wajib diisi' } } });
  // A back-office sale names its customer.
  expect(await actOrEdit(co, 'jual_save', jasa(today, 1, '2000'))).toMatchObject({ num: 15, msg: expect.stringContaining('Pelanggan wajib diisi') });

  // A company without a general customer (one set up before, or the setting emptied): a clear refusal, nothing saved.
  expect((await co.act('pengaturanumum_save', { pelangganumum: '' })).num).toBe(0);
  expect(await actOrEdit(kasir, 'kasir_save', jasa(today, 1, '2000'))).toMatchObject({ num: 15, msg: TANPA_PELANGGAN_UMUM, data: { fields: { kodesupel: TANPA_PELANGGAN_UMUM } } });
  // A default that names no customer.
  expect((await co.act('pengaturanumum_save', { pelangganumum: 'HILANG' })).num).toBe(0);
  expect(await actOrEdit(kasir, 'kasir_save', jasa(today, 1, '2000'))).toMatchObject({
    num: 15,
    msg: "Pelanggan Umum Default 'HILANG' tidak ditemukan: pilih pelanggan, atau perbaiki Pelanggan Umum Default di Pengaturan Umum.",
  });
  expect(await co.sql(`select count(*)::int as n from kasir`)).toEqual([{ n: 1 }]);
  // A customer named is sold to whatever the default.
  expect((await co.act('pelanggan_save', { kodesupel: 'TOKO01', namasupel: 'Toko Berkah' })).num).toBe(0);
  expect(await actOrEdit(kasir, 'kasir_save', jasa(today, 1, '2000', { kodesupel: 'TOKO01' }))).toMatchObject({ num: 0, data: { tbl_kasir: [{ kodesupel: 'TOKO01' }] } });
  expect(await invariants(co)).toEqual([]);
});

test('Mode Kas Laci off (the default): the first till sale on a device opens its drawer at 0; the close counts that device\'s sales since the last close, each once', async () => {
  const { co, kasir, today } = await newShop();
  // Nothing sold yet: nothing to close.
  expect(await kasir.act('kaslacitutup', { compname: 'K1', tunai: '0' })).toMatchObject({ num: 1, msg: TUTUP_TANPA_PENJUALAN });
  expect(await kasir.act('getkaslacistatus', { compname: 'K1' })).toMatchObject({ data: { tbl_kaslaci: [{ login_flag: false }] } });
  // Two sales on K1 (cash kept 2,000 and 4,000), one on K2, one by an API client naming no device.
  expect((await actOrEdit(kasir, 'kasir_save', jasa(today, 1, '5000', { compname: 'K1' }))).num).toBe(0);
  expect(await kasir.act('getkaslacistatus', { compname: 'K1' })).toMatchObject({ data: { tbl_kaslaci: [{ login_flag: true, saldoawal: '0.00' }] } });
  // An open drawer has no posting yet, and the books say nothing of it.
  expect(await invariants(co)).toEqual([]);
  expect((await actOrEdit(kasir, 'kasir_save', jasa(today, 2, '4000', { compname: 'K1' }))).num).toBe(0);
  expect((await actOrEdit(kasir, 'kasir_save', jasa(today, 3, '6000', { compname: 'K2' }))).num).toBe(0);
  expect((await actOrEdit(kasir, 'kasir_save', jasa(today, 4, '8000'))).num).toBe(0);

  // Counted 6,500: 500 over what K1 took.
  const closed = await tutup(kasir, { compname: 'K1', tunai: '6500' });
  expect(closed.head).toMatchObject({ userid: 'KASIR1', compname: 'K1', saldoawal: '0.00', jumlahtransaksi: 2 });
  expect(closed.rows.map((r) => [r.jenis, r.sistem, r.dihitung, r.selisih])).toEqual([
    ['tunai', '6000.00', '6500.00', '500.00'],
    ['kartu', '0.00', '0.00', '0.00'],
    ['emoney', '0.00', '0.00', '0.00'],
    ['kredit', '0.00', '0.00', '0.00'],
    ['deposit', '0.00', '0.00', '0.00'],
  ]);
  // Closed: closing again finds nothing new (the sales are not counted twice).
  expect(await kasir.act('kaslacitutup', { compname: 'K1', tunai: '6000' })).toMatchObject({ num: 1, msg: TUTUP_TANPA_PENJUALAN });
  // The next sale on K1 starts the next shift; its close counts it alone.
  expect((await actOrEdit(kasir, 'kasir_save', jasa(today, 5, '10000', { compname: 'K1' }))).num).toBe(0);
  const next = await tutup(kasir, { compname: 'K1', tunai: '10000' });
  expect([next.head.saldoawal, next.head.jumlahtransaksi, next.tunai.sistem, next.tunai.selisih]).toEqual(['0.00', 1, '10000.00', '0.00']);
  // K2's own shift.
  const k2 = await tutup(kasir, { compname: 'K2', tunai: '6000' });
  expect([k2.head.compname, k2.head.jumlahtransaksi, k2.tunai.sistem, k2.tunai.selisih]).toEqual(['K2', 1, '6000.00', '0.00']);
  // Three drawers, all closed; the API sale is in none.
  expect(await co.sql(`select compname, saldoawal::text as saldoawal, ditutup is not null as ditutup, (select count(*)::int from kasir k where k.kaslaci = l.id) as penjualan from kas_laci l order by id`)).toEqual([
    { compname: 'K1', saldoawal: '0.00', ditutup: true, penjualan: 2 },
    { compname: 'K2', saldoawal: '0.00', ditutup: true, penjualan: 1 },
    { compname: 'K1', saldoawal: '0.00', ditutup: true, penjualan: 1 },
  ]);
  expect(await co.sql(`select count(*)::int as n from kasir where kaslaci is null`)).toEqual([{ n: 1 }]);
  // A sale's drawer is the server's: an edit keeps it, a payload cannot name another.
  const [{ id }] = await co.sql<{ id: number }>(`select id from kasir where kaslaci is null`);
  expect((await co.edit('kasir_save', { ...jasa(today, 4, '8000', { kodesupel: 'UMUM' }), id, kaslaci: 1 })).num).toBe(0);
  expect(await co.sql(`select kaslaci from kasir where id = ${id}`)).toEqual([{ kaslaci: null }]);
  // The 500 over posted as TKS (Dr Kas / Cr Pendapatan Lain).
  expect(await co.sql(`select count(*)::int as n from gl_jurnal where sumber = 'TKS'`)).toEqual([{ n: 1 }]);
  expect(await invariants(co)).toEqual([]);
});

test('Mode Kas Laci on: the drawer opened with its cash before the first sale; the close counts the sales of that drawer, a back-dated one too, and none of another device', async () => {
  const { co, kasir, today } = await newShop();
  expect((await co.act('pengaturanumum_save', { modekaslaci: '1' })).num).toBe(0);
  // The cash first: refused before the drawer is opened, and the close has nothing to close.
  expect(await actOrEdit(kasir, 'kasir_save', jasa(today, 1, '2000', { compname: 'K1' }))).toMatchObject({ num: 1, msg: KAS_LACI_BELUM_DIBUKA, data: { kaslaci: true } });
  expect(await kasir.act('kaslacitutup', { compname: 'K1', tunai: '0' })).toMatchObject({ num: 1, msg: 'Kas laci di perangkat ini belum dibuka.' });
  expect((await kasir.act('kaslacilogin', { SaldoAwal: '100000', compname: 'K1' })).num).toBe(0);
  expect((await kasir.act('kaslacilogin', { SaldoAwal: '50000', compname: 'K2' })).num).toBe(0);
  const [{ y: yesterday }] = await co.sql<{ y: string }>(`select to_char(${`date '${today}'`} - 1, 'YYYY-MM-DD') as y`);
  expect((await actOrEdit(kasir, 'kasir_save', jasa(today, 1, '2000', { compname: 'K1' }))).num).toBe(0);
  // Rung up now, dated yesterday: its cash is in this drawer all the same.
  expect((await actOrEdit(kasir, 'kasir_save', jasa(yesterday, 2, '4000', { compname: 'K1' }))).num).toBe(0);
  expect((await actOrEdit(kasir, 'kasir_save', jasa(today, 3, '6000', { compname: 'K2' }))).num).toBe(0);
  const k1 = await tutup(kasir, { compname: 'K1', tunai: '106000' });
  expect([k1.head.compname, k1.head.saldoawal, k1.head.jumlahtransaksi, k1.tunai.sistem, k1.tunai.selisih]).toEqual(['K1', '100000.00', 2, '106000.00', '0.00']);
  const k2 = await tutup(kasir, { compname: 'K2', tunai: '56000' });
  expect([k2.head.compname, k2.head.saldoawal, k2.head.jumlahtransaksi, k2.tunai.sistem, k2.tunai.selisih]).toEqual(['K2', '50000.00', 1, '56000.00', '0.00']);
  // Closed: the next sale waits for the next drawer's cash.
  expect(await actOrEdit(kasir, 'kasir_save', jasa(today, 1, '2000', { compname: 'K1' }))).toMatchObject({ num: 1, msg: KAS_LACI_BELUM_DIBUKA });
  expect(await invariants(co)).toEqual([]);
});
