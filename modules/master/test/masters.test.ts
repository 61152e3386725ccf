import { expect, test } from 'vitest';
import { actOrEdit, freshCompany, type TestCompany } from '../../../apps/server/test/harness';

type Rows = Record<string, unknown>[];
const rows = async (co: TestCompany, act: string, p: unknown = {}) => {
  const r = await actOrEdit(co, act, p);
  expect(r.num, r.msg).toBe(0);
  const name = act.replace(/_list$/, '');
  return (r.data as Record<string, Rows>)[`tbl_${name}`];
};
const idOf = (r: { data: unknown }) => (r.data as { id: number }).id;
async function ok(co: TestCompany, act: string, p: unknown) {
  const r = await actOrEdit(co, act, p);
  expect(r.num, r.msg).toBe(0);
  return r;
}

test('pelanggan: a customer with group, region, sub-region and sales; search, filter, edit; what it uses cannot go while used', async () => {
  const co = await freshCompany();
  const grp = idOf(await ok(co, 'gruppel_save', { kgruppel: 'grosir', namagruppel: 'Grosir', levelharga: '2' }));
  const wil = idOf(await ok(co, 'wilayah_save', { kodewilayah: 'jtm', namawilayah: 'Jawa Timur' }));
  await ok(co, 'wilayah_save', { kodewilayah: 'JTG', namawilayah: 'Jawa Tengah' });
  const sub = idOf(await ok(co, 'subwilayah_save', { kodesubwilayah: 'sby', namasubwilayah: 'Surabaya', kodewilayah: 'jtm' }));
  const sls = idOf(await ok(co, 'sales_save', { kodesales: 'S01', namasales: 'Budi', komisijual: '2.5' }));

  const add = await ok(co, 'pelanggan_save', {
    kodesupel: 'pel01', namasupel: 'Toko Maju', kgruppel: 'GROSIR', kodewilayah: 'JTM', kodesubwilayah: 'SBY', kodesales: 'S01',
    levelharga: '2', limitkredit: '5000000', jatuhtempo: 30, npwp: '01.234.567.8-901.000', nik: '3578010101010001',
    jalan: 'Jl. Pahlawan', nomor: '10', rt: '1', rw: '2', kelurahan: 'Alun-alun Contong', kecamatan: 'Bubutan', kota: 'Surabaya', provinsi: 'Jawa Timur', kodepos: '60174',
  });
  const pel = idOf(add);
  expect((await co.act('pelanggan_get', { id: pel })).data).toMatchObject({
    tbl_pelanggan: [{ kodesupel: 'PEL01', kgruppel: 'GROSIR', kgruppel_nama: 'Grosir', kodewilayah_nama: 'Jawa Timur', kodesubwilayah_nama: 'Surabaya', kodesales_nama: 'Budi', limitkredit: '5000000.00', jatuhtempo: 30, point: '0.00', verifikasi: true }],
  });
  await ok(co, 'pelanggan_save', { kodesupel: 'PEL02', namasupel: 'Warung Sari', kodewilayah: 'JTG' });

  // Refusals name the field: a sub-region of another region, an unknown group, a bad NIK, a duplicate code.
  expect(await co.act('pelanggan_save', { kodesupel: 'PEL03', namasupel: 'X', kodewilayah: 'JTG', kodesubwilayah: 'SBY' })).toMatchObject({
    num: 15, msg: 'Sub Wilayah SBY bukan bagian dari Wilayah JTG (JTM).', data: { fields: { kodesubwilayah: expect.any(String) } },
  });
  expect(await co.act('pelanggan_save', { kodesupel: 'PEL03', namasupel: 'X', kgruppel: 'VIP' })).toMatchObject({ num: 15, msg: "Grup Pelanggan 'VIP' tidak ditemukan." });
  expect(await co.act('pelanggan_save', { kodesupel: 'PEL03', namasupel: 'X', nik: '123' })).toMatchObject({ num: 15, data: { fields: { nik: 'NIK harus 16 angka' } } });
  expect(await co.act('pelanggan_save', { kodesupel: 'pel02', namasupel: 'X' })).toMatchObject({ num: 41, msg: "Kode Pelanggan 'PEL02' sudah dipakai." });

  // Search by a word of the name, filter by group and region.
  expect((await rows(co, 'pelanggan_list', { q: 'sari' })).map((r) => r.kodesupel)).toEqual(['PEL02']);
  expect((await rows(co, 'pelanggan_list', { filter: { kgruppel: 'GROSIR' } })).map((r) => r.kodesupel)).toEqual(['PEL01']);
  expect((await rows(co, 'pelanggan_list', { filter: { kodewilayah: 'JTG' } })).map((r) => r.kodesupel)).toEqual(['PEL02']);
  expect((await rows(co, 'pelanggan_list', {}))[0]).toMatchObject({ kodesupel: 'PEL01', kgruppel_nama: 'Grosir', kodewilayah_nama: 'Jawa Timur' });

  // Edit.
  await ok(co, 'pelanggan_save', { id: pel, kodesupel: 'PEL01', namasupel: 'Toko Maju Jaya', kgruppel: 'GROSIR', kodewilayah: 'JTM', kodesubwilayah: 'SBY', kodesales: 'S01' });
  expect((await rows(co, 'pelanggan_list', { q: 'jaya' })).map((r) => r.namasupel)).toEqual(['Toko Maju Jaya']);

  // A shipping address of the customer.
  await ok(co, 'alamatkirim_save', { kodealamat: 'A1', kodesupel: 'PEL01', namapenerima: 'Gudang Maju', alamat: 'Jl. Kenjeran 5', kodewilayah: 'JTM', utama: true });
  expect((await rows(co, 'alamatkirim_list', { filter: { kodesupel: 'PEL01' } })).map((r) => r.kodesupel_nama)).toEqual(['Toko Maju Jaya']);

  // In use: refused with 42, nothing changes.
  expect(await co.act('gruppel_del', { id: grp })).toMatchObject({ num: 42, msg: "Grup Pelanggan 'GROSIR' masih dipakai di Pelanggan PEL01 sehingga tidak dapat dihapus." });
  expect(await co.act('wilayah_del', { id: wil })).toMatchObject({ num: 42 });
  expect(await co.act('subwilayah_del', { id: sub })).toMatchObject({ num: 42, msg: "Sub Wilayah 'SBY' masih dipakai di Pelanggan PEL01 sehingga tidak dapat dihapus." });
  expect(await co.act('sales_del', { id: sls })).toMatchObject({ num: 42 });
  expect(await co.act('pelanggan_del', { id: pel })).toMatchObject({ num: 42, msg: "Pelanggan 'PEL01' masih dipakai di Alamat Kirim A1 sehingga tidak dapat dihapus." });
  expect(await co.sql('select kgruppel from gruppel')).toHaveLength(1);

  // Once nothing uses them, they go.
  const [{ id: alamat }] = await co.sql<{ id: number }>('select id from alamatkirim');
  await ok(co, 'alamatkirim_del', { id: alamat });
  await ok(co, 'pelanggan_del', { id: pel });
  await ok(co, 'subwilayah_del', { id: sub });
  await ok(co, 'gruppel_del', { id: grp });
  await ok(co, 'sales_del', { id: sls });
});

test('pelanggan verification: a self-registered customer waits, is approved or refused', async () => {
  const co = await freshCompany();
  const a = idOf(await ok(co, 'pelanggan_save', { kodesupel: 'WEB01', namasupel: 'Daftar Online', verifikasi: false }));
  const b = idOf(await ok(co, 'pelanggan_save', { kodesupel: 'WEB02', namasupel: 'Daftar Palsu', verifikasi: false }));
  await ok(co, 'pelanggan_save', { kodesupel: 'TOKO', namasupel: 'Toko' });
  expect((await rows(co, 'pelanggan_list', { filter: { verifikasi: false } })).map((r) => r.kodesupel)).toEqual(['WEB01', 'WEB02']);
  expect((await ok(co, 'pelanggan_verifikasi', { id: a, setuju: 1 })).data).toMatchObject({ kodesupel: 'WEB01', verifikasi: true });
  await ok(co, 'pelanggan_verifikasi', { id: b, setuju: 0 });
  expect(await co.act('pelanggan_verifikasi', { id: a, setuju: 1 })).toMatchObject({ num: 1, msg: 'Pelanggan WEB01 sudah terverifikasi.' });
  expect((await rows(co, 'pelanggan_list', { filter: { verifikasi: false } })).map((r) => [r.kodesupel, r.aktif])).toEqual([['WEB02', false]]);
});

/** Simple masters: add, edit, search, filter, delete (and a duplicate code refused). */
const SIMPLE: { name: string; key: string; rec: Record<string, unknown>; edit: Record<string, unknown>; q: string; filter?: Record<string, unknown> }[] = [
  { name: 'supplier', key: 'kodesupel', rec: { kodesupel: 'sup01', namasupel: 'PT Sumber Makmur', kota: 'Malang', jatuhtempo: 14 }, edit: { namasupel: 'PT Sumber Makmur Abadi' }, q: 'makmur', filter: { aktif: true } },
  { name: 'sales', key: 'kodesales', rec: { kodesales: 's02', namasales: 'Ani Wijaya', komisijual: '3', komisibayar: '1.5' }, edit: { komisijual: '4' }, q: 'ani', filter: { aktif: true } },
  { name: 'merek', key: 'kodemerek', rec: { kodemerek: 'abc', namamerek: 'ABC Food' }, edit: { namamerek: 'ABC' }, q: 'ab', filter: { aktif: true } },
  { name: 'jenis', key: 'kodejenis', rec: { kodejenis: 'mkn', namajenis: 'Makanan' }, edit: { namajenis: 'Makanan Ringan' }, q: 'mak' },
  { name: 'bank', key: 'kodebank', rec: { kodebank: 'bca', namabank: 'Bank BCA', norekening: '1234567890' }, edit: { atasnama: 'PT Niaga' }, q: 'bca' },
  { name: 'emoney', key: 'kodeemoney', rec: { kodeemoney: 'ovo', namaemoney: 'OVO', biaya: '0.7' }, edit: { biaya: '1' }, q: 'ov' },
  { name: 'ongkir', key: 'kodeongkir', rec: { kodeongkir: 'jne-reg', namaongkir: 'JNE Reguler', tarif: '9000' }, edit: { tarif: '10000' }, q: 'reguler' },
  { name: 'pointpel', key: 'kodepoint', rec: { kodepoint: 'umum', namapoint: 'Semua pelanggan', nominal: '10000', nilaipoint: '100' }, edit: { nilaipoint: '150' }, q: 'umum', filter: { aktif: true } },
];

test.each(SIMPLE)('$name: add, edit, search, filter, duplicate refused, delete', async ({ name, key, rec, edit, q, filter }) => {
  const co = await freshCompany();
  const id = idOf(await ok(co, `${name}_save`, rec));
  const code = String(rec[key]).toUpperCase();
  expect(await actOrEdit(co, `${name}_save`, rec)).toMatchObject({ num: 41 });
  await ok(co, `${name}_save`, { ...rec, ...edit, id });
  const got = (await co.act(`${name}_get`, { id })).data as Record<string, Rows>;
  expect(got[`tbl_${name}`][0]).toMatchObject({ [key]: code });
  for (const [k, v] of Object.entries(edit)) expect(String(got[`tbl_${name}`][0][k])).toMatch(new RegExp(`^${String(v).replace('.', '\\.')}(\\.0+)?$`));
  expect((await rows(co, `${name}_list`, { q })).map((r) => r[key])).toEqual([code]);
  expect((await rows(co, `${name}_list`, { q: 'zzz-tidak-ada' })).length).toBe(0);
  if (filter) expect((await rows(co, `${name}_list`, { filter })).map((r) => r[key])).toEqual([code]);
  await ok(co, `${name}_del`, { id });
  expect(await co.act(`${name}_get`, { id })).toMatchObject({ num: 40 });
});

test('rules of simple masters: commission and fee percentages, shipping rate, points', async () => {
  const co = await freshCompany();
  expect(await co.act('sales_save', { kodesales: 'X', namasales: 'X', komisijual: '120' })).toMatchObject({ num: 15, msg: 'Komisi Penjualan harus antara 0 dan 100 %.', data: { fields: { komisijual: expect.any(String) } } });
  expect(await co.act('emoney_save', { kodeemoney: 'X', namaemoney: 'X', biaya: '-1' })).toMatchObject({ num: 15, data: { fields: { biaya: expect.any(String) } } });
  expect(await co.act('ongkir_save', { kodeongkir: 'X', namaongkir: 'X', tarif: '-5' })).toMatchObject({ num: 15 });
  expect(await co.act('pointpel_save', { kodepoint: 'X', namapoint: 'X', nominal: '0' })).toMatchObject({ num: 15, msg: 'Belanja per 1 Point harus lebih dari 0.' });
  expect(await co.act('bank_save', { kodebank: 'X', namabank: 'X', kodeacc: '4-9000' })).toMatchObject({ num: 15 });
  expect(await co.sql('select 1 from sales union all select 1 from emoney union all select 1 from bank')).toHaveLength(0);
});

test('jenis and subjenis, wilayah and subwilayah: a parent in use cannot go; filters by parent', async () => {
  const co = await freshCompany();
  const j = idOf(await ok(co, 'jenis_save', { kodejenis: 'MKN', namajenis: 'Makanan' }));
  await ok(co, 'jenis_save', { kodejenis: 'MNM', namajenis: 'Minuman' });
  await ok(co, 'subjenis_save', { kodesubjenis: 'SNACK', namasubjenis: 'Snack', kodejenis: 'MKN' });
  await ok(co, 'subjenis_save', { kodesubjenis: 'SODA', namasubjenis: 'Soda', kodejenis: 'MNM' });
  expect(await co.act('subjenis_save', { kodesubjenis: 'ROTI', namasubjenis: 'Roti', kodejenis: 'XX' })).toMatchObject({ num: 15, msg: "Jenis 'XX' tidak ditemukan." });
  expect((await rows(co, 'subjenis_list', { filter: { kodejenis: 'MNM' } })).map((r) => [r.kodesubjenis, r.kodejenis_nama])).toEqual([['SODA', 'Minuman']]);
  expect(await co.act('jenis_del', { id: j })).toMatchObject({ num: 42, msg: "Jenis 'MKN' masih dipakai di Sub Jenis SNACK sehingga tidak dapat dihapus." });
  expect(await co.edit('jenis_save', { id: j, kodejenis: 'MAK', namajenis: 'Makanan' })).toMatchObject({ num: 42 });

  const w = idOf(await ok(co, 'wilayah_save', { kodewilayah: 'BALI', namawilayah: 'Bali' }));
  await ok(co, 'subwilayah_save', { kodesubwilayah: 'DPS', namasubwilayah: 'Denpasar', kodewilayah: 'BALI' });
  expect((await rows(co, 'subwilayah_list', { q: 'denpa', filter: { kodewilayah: 'BALI' } })).map((r) => r.kodesubwilayah)).toEqual(['DPS']);
  expect(await co.act('wilayah_del', { id: w })).toMatchObject({ num: 42, msg: "Wilayah 'BALI' masih dipakai di Sub Wilayah DPS sehingga tidak dapat dihapus." });
  await ok(co, 'ongkir_save', { kodeongkir: 'KURIR', namaongkir: 'Kurir Toko', kodewilayah: 'BALI', tarif: '15000' });
  expect((await rows(co, 'ongkir_list', { filter: { kodewilayah: 'BALI' } })).map((r) => r.kodeongkir)).toEqual(['KURIR']);
});

test('grupaset: PMK 72/2023 group and method give life and rate; buildings only straight line', async () => {
  const co = await freshCompany();
  const r = await ok(co, 'grupaset_save', { kodegrupaset: 'KEND', namagrupaset: 'Kendaraan', kelompok: '2', metode: 'SM' });
  expect((r.data as Record<string, Rows>).tbl_grupaset[0]).toMatchObject({ umur: 8, tarif: '25.00' });
  const id = idOf(r);
  const e = await ok(co, 'grupaset_save', { id, kodegrupaset: 'KEND', namagrupaset: 'Kendaraan', kelompok: '2', metode: 'GL' });
  expect((e.data as Record<string, Rows>).tbl_grupaset[0]).toMatchObject({ umur: 8, tarif: '12.50' });
  expect(await co.act('grupaset_save', { kodegrupaset: 'GDG', namagrupaset: 'Gedung', kelompok: 'BP', metode: 'SM' })).toMatchObject({
    num: 15, msg: 'Bangunan hanya boleh disusutkan dengan metode Garis Lurus (PMK 72/2023).', data: { fields: { metode: expect.any(String) } },
  });
  // A figure sent that differs from the rule is refused.
  expect(await co.act('grupaset_save', { kodegrupaset: 'GDG', namagrupaset: 'Gedung', kelompok: 'BP', metode: 'GL', tarif: '10' })).toMatchObject({ num: 15, data: { fields: { tarif: expect.any(String) } } });
  expect((await ok(co, 'grupaset_save', { kodegrupaset: 'GDG', namagrupaset: 'Gedung', kelompok: 'BP' })).data).toMatchObject({ tbl_grupaset: [{ umur: 20, tarif: '5.00' }] });
  expect((await rows(co, 'grupaset_list', { filter: { kelompok: 'BP' } })).map((r) => r.kodegrupaset)).toEqual(['GDG']);
});

async function items(co: TestCompany) {
  await ok(co, 'satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pcs' });
  await ok(co, 'satuan_save', { kodesatuan: 'DUS', namasatuan: 'Dus' });
  await ok(co, 'item_save', { kodeitem: 'MIE', namaitem: 'Mie Instan', satuan: 'PCS', satuanitem: [{ satuan: 'DUS', konversi: '40' }] });
  await ok(co, 'item_save', { kodeitem: 'TEH', namaitem: 'Teh Botol', satuan: 'PCS' });
  await ok(co, 'gruppel_save', { kgruppel: 'MEMBER', namagruppel: 'Member' });
}

test('diskonperiode: the fields of spec §3; unit must be the item’s; period rules; an item in use cannot go', async () => {
  const co = await freshCompany();
  await items(co);
  const d = {
    iddiskon: 'disk01', tipeper: '2', tgldari: '2026-12-01', tglsampai: '2026-12-31', jamdari: '08:00', jamsampai: '12:00', prioritas: 5,
    w1: true, w2: false, w3: false, w4: false, w5: false, w6: false, w7: false, stsact: true, stsvcr: false,
    kodeitem: 'MIE', satuan: 'DUS', opsidiskon: '1', kgruppel: 'MEMBER', diskon1: '10', diskon2: '5', diskon3: '0', diskon4: '0', iddetailvarian: '',
  };
  const id = idOf(await ok(co, 'diskonperiode_save', d));
  expect((await co.act('diskonperiode_get', { id })).data).toMatchObject({ tbl_diskonperiode: [{ ...d, iddiskon: 'DISK01', diskon1: '10.00', diskon2: '5.00', diskon3: '0.00', diskon4: '0.00', kodeitem_nama: 'Mie Instan' }] });
  expect(await actOrEdit(co, 'diskonperiode_save', { ...d, iddiskon: 'D2', kodeitem: 'TEH', satuan: 'DUS' })).toMatchObject({ num: 15, data: { fields: { satuan: "Satuan 'DUS' tidak ada pada Item TEH." } } });
  expect(await actOrEdit(co, 'diskonperiode_save', { ...d, iddiskon: 'D2', tglsampai: '2026-11-01' })).toMatchObject({ num: 15, msg: 'Tanggal Sampai tidak boleh sebelum Tanggal Dari.' });
  expect(await actOrEdit(co, 'diskonperiode_save', { ...d, iddiskon: 'D2', jamsampai: '07:00' })).toMatchObject({ num: 15, data: { fields: { jamsampai: 'Jam Sampai harus setelah Jam Dari.' } } });
  expect(await actOrEdit(co, 'diskonperiode_save', { ...d, iddiskon: 'D2', tipeper: '3', w1: false })).toMatchObject({ num: 15, msg: 'Pilih minimal satu hari.' });
  expect(await actOrEdit(co, 'diskonperiode_save', { ...d, iddiskon: 'D2', diskon1: '101' })).toMatchObject({ num: 15, data: { fields: { diskon1: 'Diskon 1 harus antara 0 dan 100 %.' } } });
  expect(await actOrEdit(co, 'diskonperiode_save', { ...d, iddiskon: 'D2', tipeper: '1', jamdari: '', jamsampai: '', tgldari: '' })).toMatchObject({ num: 15, data: { fields: { tgldari: expect.any(String) } } });
  // Weekdays with a time window need no dates; nominal discounts may exceed 100.
  await ok(co, 'diskonperiode_save', { ...d, iddiskon: 'D3', tipeper: '3', tgldari: '', tglsampai: '', w6: true, opsidiskon: '2', diskon1: '2500', kgruppel: '' });
  expect((await rows(co, 'diskonperiode_list', { filter: { kgruppel: 'MEMBER' } })).map((r) => r.iddiskon)).toEqual(['DISK01']);
  expect((await rows(co, 'diskonperiode_list', { q: 'mie' })).map((r) => r.iddiskon)).toEqual(['D3', 'DISK01']); // prioritas desc, then newest
  const [{ id: mie }] = await co.sql<{ id: number }>("select id from item where kodeitem = 'MIE'");
  expect(await co.act('item_del', { id: mie })).toMatchObject({ num: 42, msg: expect.stringMatching(/^Item 'MIE' masih dipakai di Diskon Periode (D3|DISK01) sehingga tidak dapat dihapus\.$/) });
  const [{ id: grp }] = await co.sql<{ id: number }>("select id from gruppel where kgruppel = 'MEMBER'");
  expect(await co.act('gruppel_del', { id: grp })).toMatchObject({ num: 42 });
  await ok(co, 'diskonperiode_del', { id });
});

test('periodepromo: option 1 one free item, option 2 a list of choosable free items (child table)', async () => {
  const co = await freshCompany();
  await items(co);
  const base = { idpromo: 'P1', tipeper: '1', tgldari: '2026-12-01', tglsampai: '2026-12-31', prioritas: 1, stsact: true, kodeitem: 'MIE', satuanjual: 'DUS', jumlahjual: '2' };
  const one = await ok(co, 'periodepromo_save', { ...base, opsigratis: '1', kodeitemgr: 'TEH', satuangratis: 'PCS', jumlahgratis: '1', harga: '0', kelipatan: true, tebus: false });
  expect((one.data as Record<string, Rows>).tbl_periodepromo[0]).toMatchObject({ opsigratis: '1', kodeitemgr: 'TEH', jumlahgratis: '1.0000', kelipatan: true });
  expect(await actOrEdit(co, 'periodepromo_save', { ...base, idpromo: 'P2', opsigratis: '1', kodeitemgr: '', jumlahgratis: '1' })).toMatchObject({ num: 15, data: { fields: { kodeitemgr: expect.any(String) } } });
  expect(await actOrEdit(co, 'periodepromo_save', { ...base, idpromo: 'P2', opsigratis: '2' })).toMatchObject({ num: 15, msg: 'Opsi 2: isi minimal satu item di Daftar Item Gratis.' });
  const two = await ok(co, 'periodepromo_save', {
    ...base, idpromo: 'P2', opsigratis: '2',
    itemgratis: [
      { kodeitemgr: 'TEH', satuangratis: 'PCS', jumlahgratis: '1', harga: '0' },
      { kodeitemgr: 'MIE', satuangratis: 'PCS', jumlahgratis: '2', harga: '1000', tebus: true },
    ],
  });
  expect((two.data as Record<string, Rows>).tbl_periodepromo_itemgratis.map((r) => [r.kodeitemgr, r.jumlahgratis, r.harga, r.tebus])).toEqual([['TEH', '1.0000', '0.00', false], ['MIE', '2.0000', '1000.00', true]]);
  expect(await actOrEdit(co, 'periodepromo_save', { ...base, idpromo: 'P3', opsigratis: '2', itemgratis: [{ kodeitemgr: 'TEH', satuangratis: 'DUS', jumlahgratis: '1' }] })).toMatchObject({
    num: 15, data: { fields: { 'itemgratis.0.satuangratis': "Satuan Gratis 'DUS' tidak ada pada Item TEH." } },
  });
  expect((await rows(co, 'periodepromo_list', { filter: { opsigratis: '2' } })).map((r) => r.idpromo)).toEqual(['P2']);
  const [{ id: teh }] = await co.sql<{ id: number }>("select id from item where kodeitem = 'TEH'");
  expect(await co.act('item_del', { id: teh })).toMatchObject({ num: 42 });
});

test('periodepromotebus: minimum subtotal and the redeemed item', async () => {
  const co = await freshCompany();
  await items(co);
  const t = { idpromo: 'TB1', subtotal: '100000', tipeper: '1', tgldari: '2026-12-01', tglsampai: '2026-12-31', stsact: true, kodeitemgr: 'TEH', satuangratis: 'PCS', jumlahgratis: '1', harga: '1000', iddetailvariangratis: '' };
  const id = idOf(await ok(co, 'periodepromotebus_save', t));
  expect((await co.act('periodepromotebus_get', { id })).data).toMatchObject({ tbl_periodepromotebus: [{ idpromo: 'TB1', subtotal: '100000.00', harga: '1000.00', kodeitemgr_nama: 'Teh Botol' }] });
  expect(await actOrEdit(co, 'periodepromotebus_save', { ...t, idpromo: 'TB2', subtotal: '0' })).toMatchObject({ num: 15, msg: 'Minimal Subtotal harus lebih dari 0.' });
  expect((await rows(co, 'periodepromotebus_list', { q: 'teh' })).map((r) => r.idpromo)).toEqual(['TB1']);
  await ok(co, 'periodepromotebus_del', { id });
});
