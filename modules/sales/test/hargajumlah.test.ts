import { gunzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { companyWithBooks, invariants, type BooksCompany } from '../../accounting/test/books';
import { addUser, grant, loginAs } from '../../../apps/server/test/auth-helpers';
import { actOrEdit } from '../../../apps/server/test/harness';

type Reply = { num: number; msg: string; data: Record<string, unknown> };
type Row = Record<string, unknown>;

/**
 * Tea sold by the piece (levels 5,000 / 4,800) and by the box of 10 (47,000), cheaper by quantity:
 * from 6 PCS 4,500, from 12 PCS 4,200, from 5 BOX 45,000; group GROSIR has its own PCS price 4,000;
 * 10 % off PCS this month. A cashier who may not change prices.
 */
async function shop(co: BooksCompany) {
  for (const k of ['PCS', 'BOX']) expect((await co.act('satuan_save', { kodesatuan: k, namasatuan: k })).num).toBe(0);
  expect((await co.act('gruppel_save', { kgruppel: 'GROSIR', namagruppel: 'Grosir' })).num).toBe(0);
  const teh = await co.act('item_save', {
    kodeitem: 'TEH01',
    namaitem: 'Teh Celup',
    satuan: 'PCS',
    satuanitem: [
      { satuan: 'PCS', konversi: '1', hargajual1: '5000', hargajual2: '4800' },
      { satuan: 'BOX', konversi: '10', hargajual1: '47000' },
    ],
    hargagrup: [{ kgruppel: 'GROSIR', satuan: 'PCS', hargajual: '4000' }],
    hargajumlah: [
      { satuan: 'PCS', jumlahdari: '6', hargajual: '4500' },
      { satuan: 'PCS', jumlahdari: '12', hargajual: '4200' },
      { satuan: 'BOX', jumlahdari: '5', hargajual: '45000' },
    ],
  });
  expect(teh.num, teh.msg).toBe(0);
  for (const [kodesupel, extra] of [['UMUM', {}], ['TOKO01', { levelharga: '2' }], ['GRS01', { kgruppel: 'GROSIR' }]] as const)
    expect((await actOrEdit(co, 'pelanggan_save', { kodesupel, namasupel: kodesupel, ...extra })).num).toBe(0);
  expect((await co.act('itemmasuk_save', { tanggal: '2026-11-02', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'TEH01', satuan: 'PCS', jumlah: '500', harga: '3000' }] })).num).toBe(0);
  expect((await co.act('diskonperiode_save', { iddiskon: 'TEH10', tipeper: '1', tgldari: '2026-11-01', tglsampai: '2026-11-30', stsact: true, kodeitem: 'TEH01', satuan: 'PCS', diskon1: '10' })).num).toBe(0);
  expect((await co.act('pengaturanumum_save', { tipepajak: '1', pembulatanaktif: false })).num).toBe(0);
  const password = await addUser(co, { userid: 'KASIR1' });
  await grant(co, 'U', 'KASIR1', [['mJual'], ['mJual', 'madd'], ['mKasLaci']]);
  return loginAs(co, 'KASIR1', password);
}

const sale = (kodesupel: string, line: Row): Row => ({
  tanggal: '2026-11-20',
  kodegudang: 'UTM',
  kodesupel,
  tipeppn: 'I',
  pembulatan: '0',
  tunai: '1000000',
  lines: [{ kodeitem: 'TEH01', jenispajak: '1112', ...line }],
});

test('prices by quantity at the till: a sale priced by its tier is accepted, a price of another tier or the level price refused; group price first; the discount on the tier price', async () => {
  const co = await companyWithBooks();
  const kasir = await shop(co);
  const save = (kodesupel: string, line: Row) => actOrEdit(kasir, 'kasir_save', sale(kodesupel, line)) as Promise<Reply>;
  const pcs = (jumlah: string, harga: string, diskon1 = '10') => ({ satuan: 'PCS', jumlah, harga, diskon1 });

  // 12 PCS: the tier from 12, 4,200, less 10 % = 3,780 each, 45,360 the line.
  const ok = await save('UMUM', pcs('12', '4200'));
  expect(ok).toMatchObject({ num: 0, data: { tbl_kasir_detail: [{ jumlah: '12.0000', harga: '4200.00', total: '45360.00' }], tbl_kasir: [{ total: '45360.00' }] } });
  // The price of the tier below, or the level price, is not the list's for 12: refused on the cell, nothing saved.
  expect(await save('UMUM', pcs('12', '4500'))).toMatchObject({ num: 15, data: { fields: { 'lines.0.harga': 'Baris 1: harga TEH01 PCS menurut daftar harga 4.200, bukan 4.500. Mengubah harga memerlukan otorisasi supervisor.' } } });
  expect(await save('UMUM', pcs('12', '5000'))).toMatchObject({ num: 15, data: { fields: { 'lines.0.harga': expect.stringContaining('menurut daftar harga 4.200, bukan 5.000') } } });
  // Below the first tier the level price: 5 PCS at 5,000 (level 1) or 4,800 (level 2); a tier's price for 5 is refused.
  expect(await save('UMUM', pcs('5', '4500'))).toMatchObject({ num: 15, data: { fields: { 'lines.0.harga': expect.stringContaining('menurut daftar harga 5.000, bukan 4.500') } } });
  expect(await save('TOKO01', pcs('5', '4800'))).toMatchObject({ num: 0 });
  // The tier holds at every level: 6 PCS for the level-2 customer at 4,500.
  expect(await save('TOKO01', pcs('6', '4500'))).toMatchObject({ num: 0 });
  expect(await save('TOKO01', pcs('6', '4800'))).toMatchObject({ num: 15 });
  // The group price wins over the tier for its unit; for the unit without one (BOX) the tier applies.
  expect(await save('GRS01', pcs('12', '4000'))).toMatchObject({ num: 0 });
  expect(await save('GRS01', pcs('12', '4200'))).toMatchObject({ num: 15, data: { fields: { 'lines.0.harga': expect.stringContaining('menurut daftar harga 4.000, bukan 4.200') } } });
  expect(await save('GRS01', { satuan: 'BOX', jumlah: '5', harga: '45000' })).toMatchObject({ num: 0 });
  expect(await save('GRS01', { satuan: 'BOX', jumlah: '4', harga: '45000' })).toMatchObject({ num: 15, data: { fields: { 'lines.0.harga': expect.stringContaining('menurut daftar harga 47.000, bukan 45.000') } } });
  expect(await co.sql(`select count(*)::int as n from kasir`)).toEqual([{ n: 5 }]);

  // The back-office sale (jual) is judged by the same rule.
  expect(await actOrEdit(kasir, 'jual_save', sale('UMUM', pcs('12', '4500')))).toMatchObject({ num: 15, data: { fields: { 'lines.0.harga': expect.stringContaining('menurut daftar harga 4.200') } } });
  expect(await actOrEdit(kasir, 'jual_save', sale('UMUM', pcs('12', '4200')))).toMatchObject({ num: 0 });

  // The back-office forms' default price (gethargajual): the same rule, with the period discount on that price.
  const harga = (kodesupel: string, lines: Row[]) => kasir.act('gethargajual', { kodesupel, tanggal: '2026-11-20', lines }) as Promise<Reply>;
  expect(await harga('UMUM', [{ kodeitem: 'teh01', satuan: 'PCS', jumlah: '5' }, { kodeitem: 'TEH01', satuan: 'PCS', jumlah: '6' }, { kodeitem: 'TEH01', satuan: 'PCS', jumlah: '12' }, { kodeitem: 'TEH01', satuan: 'BOX', jumlah: '5' }, { kodeitem: 'NOPE', satuan: 'PCS', jumlah: '1' }])).toMatchObject({
    num: 0,
    data: {
      tbl_harga: [
        { harga: '5000.00', diskon1: '10.0000' },
        { harga: '4500.00', diskon1: '10.0000' },
        { harga: '4200.00', diskon1: '10.0000', diskon2: '0.0000' },
        { harga: '45000.00', diskon1: '0.0000' },
        { harga: null, diskon1: null },
      ],
    },
  });
  expect(await harga('TOKO01', [{ kodeitem: 'TEH01', satuan: 'PCS', jumlah: '5' }])).toMatchObject({ data: { tbl_harga: [{ harga: '4800.00' }] } });
  expect(await harga('GRS01', [{ kodeitem: 'TEH01', satuan: 'PCS', jumlah: '12' }])).toMatchObject({ data: { tbl_harga: [{ harga: '4000.00' }] } });
  // Outside the discount's period, no discount.
  expect(await kasir.act('gethargajual', { kodesupel: 'UMUM', tanggal: '2026-12-01', lines: [{ kodeitem: 'TEH01', satuan: 'PCS', jumlah: '12' }] })).toMatchObject({ data: { tbl_harga: [{ harga: '4200.00', diskon1: '0.0000' }] } });

  // The till's reads carry the tiers: kasir_item and the catalogue page.
  expect(await kasir.act('kasir_item', { exact: 'TEH01' })).toMatchObject({
    num: 0,
    data: { tbl_item: [{ hargajumlah: [{ satuan: 'PCS', iddetailvarian: '', jumlahdari: '6.0000', hargajual: '4500.00' }, { jumlahdari: '12.0000' }, { satuan: 'BOX', jumlahdari: '5.0000', hargajual: '45000.00' }] }] },
  });
  const page = (await kasir.act('kasir_katalog', {})) as Reply;
  const [blok] = (page.data as { isi: Array<{ katalog: string }> }).isi;
  expect(JSON.parse(gunzipSync(Buffer.from(blok.katalog, 'base64')).toString('utf8')).hargajumlah).toEqual({ id: [expect.any(Number), expect.any(Number), expect.any(Number)], satuan: ['PCS', 'PCS', 'BOX'], iddetailvarian: ['', '', ''], jumlahdari: ['6', '12', '5'], hargajual: ['4500', '4200', '45000'] });
  expect(await invariants(co)).toEqual([]);
});

test('prices by quantity of a variant item: a combination with its own tiers, another with the item\'s', async () => {
  const co = await companyWithBooks();
  const kasir = await shop(co);
  expect((await co.act('varian_save', { kodevarian: 'WARNA', namavarian: 'Warna', nilaivarian: [{ nilai: 'MERAH' }, { nilai: 'BIRU' }] })).num).toBe(0);
  const kaos = await co.act('item_save', {
    kodeitem: 'KAOS',
    namaitem: 'Kaos Polos',
    tipe: '7',
    satuan: 'PCS',
    jenispajak: '1112',
    satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '50000' }],
    detailvarian: [
      { iddetailvarian: 'KAOS-MERAH', varian1: 'WARNA', nilai1: 'MERAH' },
      { iddetailvarian: 'KAOS-BIRU', varian1: 'WARNA', nilai1: 'BIRU' },
    ],
    hargajumlah: [
      { satuan: 'PCS', jumlahdari: '3', hargajual: '45000' },
      { satuan: 'PCS', iddetailvarian: 'KAOS-BIRU', jumlahdari: '2', hargajual: '47000' },
    ],
  });
  expect(kaos.num, kaos.msg).toBe(0);
  const save = (iddetailvarian: string, jumlah: string, harga: string) =>
    actOrEdit(kasir, 'kasir_save', { ...sale('UMUM', {}), lines: [{ kodeitem: 'KAOS', satuan: 'PCS', iddetailvarian, jumlah, harga, jenispajak: '1112' }] }) as Promise<Reply>;
  // Stock is not what is judged here: the company allows selling below zero.
  expect((await co.act('pengaturanumum_save', { stokminus: true })).num).toBe(0);
  expect(await save('KAOS-MERAH', '3', '45000')).toMatchObject({ num: 0 });
  expect(await save('KAOS-BIRU', '3', '45000')).toMatchObject({ num: 15, data: { fields: { 'lines.0.harga': expect.stringContaining('menurut daftar harga 47.000, bukan 45.000') } } });
  expect(await save('KAOS-BIRU', '3', '47000')).toMatchObject({ num: 0 });
  expect(await save('KAOS-BIRU', '1', '50000')).toMatchObject({ num: 0 });
});
