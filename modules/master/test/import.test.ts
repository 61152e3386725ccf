import ExcelJS from 'exceljs';
import { expect, test } from 'vitest';
import type { ActContext, SaveAct } from '@niaga/kernel/server';
import { freshCompany, testServer, type TestCompany } from '../../../apps/server/test/harness';
import master from '../server';

type Status = { status: string; total: number; selesai: number; persen: number; pesan: string; kesalahan: { baris: number; kolom: string; sel: string; pesan: string }[]; jumlahkesalahan: number };

/** Uploads a file and waits for the import to end (status polls, as the screen does). */
async function importFile(co: TestCompany, jenis: string, nama: string, body: string | Buffer) {
  const isi = (typeof body === 'string' ? Buffer.from(body, 'utf8') : body).toString('base64');
  const r = await co.act('importdata_proses', { jenis, nama, isi });
  if (r.num !== 0) return { refused: r };
  const { idproses } = r.data as { idproses: string };
  for (;;) {
    const s = await co.act('importdata_status', { idproses });
    expect(s.num, s.msg).toBe(0);
    const st = s.data as Status;
    if (st.status === 'selesai' || st.status === 'gagal') return { status: st };
    await new Promise((res) => setTimeout(res, 50));
  }
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Data');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function units(co: TestCompany) {
  for (const k of ['PCS', 'DUS', 'PAK']) expect((await co.act('satuan_save', { kodesatuan: k, namasatuan: k })).num).toBe(0);
}

test('templates: CSV header and XLSX with its notes, for every kind the item declaration supports', async () => {
  const co = await freshCompany();
  const csv = await co.act('importdata_template', { jenis: 'S', format: 'csv' });
  expect(csv).toMatchObject({ num: 0, data: { nama: 'template-import-itemsatuan.csv', mime: 'text/csv' } });
  expect(Buffer.from((csv.data as { isi: string }).isi, 'base64').toString('utf8')).toBe(
    'kodeitem,namaitem,tipe,satuan,merek,jenis,subjenis,kodesupel,hargabeli,jenispajak,barangjasa,bulat,opsibulat,nilaibulat,timbangan,aktif,keterangan,' +
      'satuanitem.satuan,satuanitem.konversi,satuanitem.barcode,satuanitem.hargajual1,satuanitem.hargajual2,satuanitem.hargajual3,satuanitem.hargajual4\r\n',
  );
  const x = await co.act('importdata_template', { jenis: 'PL', format: 'xlsx' });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from((x.data as { isi: string }).isi, 'base64') as unknown as ArrayBuffer);
  expect(wb.worksheets.map((w) => w.name)).toEqual(['Data', 'Petunjuk']);
  expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1, 4)).toEqual(['kodesupel', 'namasupel', 'kgruppel']);
  for (const jenis of ['SU', 'SE', 'O']) expect((await co.act('importdata_template', { jenis, format: 'csv' })).num).toBe(0);
  // Prices by quantity (J, V-J): the units and the item's hargajumlah (and its combinations for V-J).
  const jumlah = await co.act('importdata_template', { jenis: 'J', format: 'csv' });
  expect(jumlah).toMatchObject({ num: 0, data: { nama: 'template-import-itemjumlah.csv' } });
  expect(Buffer.from((jumlah.data as { isi: string }).isi, 'base64').toString('utf8')).toContain(
    'satuanitem.hargajual4,hargajumlah.satuan,hargajumlah.iddetailvarian,hargajumlah.jumlahdari,hargajumlah.hargajual\r\n',
  );
  const vj = await co.act('importdata_template', { jenis: 'V-J', format: 'xlsx' });
  expect(vj).toMatchObject({ num: 0, data: { nama: 'template-import-itemvarianjumlah.xlsx' } });
  const vjb = new ExcelJS.Workbook();
  await vjb.xlsx.load(Buffer.from((vj.data as { isi: string }).isi, 'base64') as unknown as ArrayBuffer);
  expect((vjb.worksheets[0].getRow(1).values as unknown[]).filter((v) => String(v).startsWith('detailvarian.iddetailvarian') || String(v).startsWith('hargajumlah.'))).toEqual([
    'detailvarian.iddetailvarian',
    'hargajumlah.satuan',
    'hargajumlah.iddetailvarian',
    'hargajumlah.jumlahdari',
    'hargajumlah.hargajual',
  ]);
  const level = await co.act('importdata_template', { jenis: 'V-L', format: 'csv' });
  expect(Buffer.from((level.data as { isi: string }).isi, 'base64').toString('utf8')).toContain(
    'satuanitem.hargajual4,detailvarian.iddetailvarian,detailvarian.varian1,detailvarian.nilai1,detailvarian.varian2,detailvarian.nilai2,detailvarian.barcode,detailvarian.hargajual1,detailvarian.hargajual2,detailvarian.hargajual3,detailvarian.hargajual4,detailvarian.aktif,hargagrup.kgruppel,hargagrup.satuan,hargagrup.hargajual\r\n',
  );
  expect(await co.act('importdata_template', { jenis: 'X' })).toMatchObject({ num: 15 });
});

test('import suppliers, customers and sales staff from CSV (comma and semicolon) and XLSX', async () => {
  const co = await freshCompany();
  expect((await co.act('gruppel_save', { kgruppel: 'GROSIR', namagruppel: 'Grosir' })).num).toBe(0);
  const su = await importFile(co, 'SU', 'supplier.csv', 'kodesupel,namasupel,kota,jatuhtempo\nsup01,"PT Sumber, Makmur",Malang,30\nSUP02,CV Abadi,,\n');
  expect(su.status).toMatchObject({ status: 'selesai', total: 2, selesai: 2, persen: 100, pesan: 'Import Supplier berhasil: 2 data disimpan.' });
  expect(await co.sql('select kodesupel, namasupel, jatuhtempo from supplier order by kodesupel')).toEqual([
    { kodesupel: 'SUP01', namasupel: 'PT Sumber, Makmur', jatuhtempo: 30 },
    { kodesupel: 'SUP02', namasupel: 'CV Abadi', jatuhtempo: 0 },
  ]);
  const pl = await importFile(co, 'PL', 'pelanggan.csv', 'kodesupel;namasupel;kgruppel;limitkredit;aktif\nPEL01;Toko A;GROSIR;1500000.50;ya\nPEL02;Toko B;;0;tidak\n');
  expect(pl.status).toMatchObject({ status: 'selesai', selesai: 2 });
  expect(await co.sql('select kodesupel, kgruppel, limitkredit, aktif from pelanggan order by kodesupel')).toEqual([
    { kodesupel: 'PEL01', kgruppel: 'GROSIR', limitkredit: '1500000.50', aktif: true },
    { kodesupel: 'PEL02', kgruppel: '', limitkredit: '0.00', aktif: false },
  ]);
  const se = await importFile(co, 'SE', 'sales.xlsx', await xlsx([['kodesales', 'namasales', 'komisijual'], ['S01', 'Budi', 2.5], ['S02', 'Ani', 3]]));
  expect(se.status).toMatchObject({ status: 'selesai', selesai: 2 });
  expect(await co.sql('select kodesales, komisijual from sales order by kodesales')).toEqual([{ kodesales: 'S01', komisijual: '2.50' }, { kodesales: 'S02', komisijual: '3.00' }]);
});

test('import items: one unit (O) and several units with barcodes (S), through the item save path', async () => {
  const co = await freshCompany();
  await units(co);
  const o = await importFile(co, 'O', 'item.csv', 'kodeitem,namaitem,satuan,hargabeli\nbrg01,Beras 5 kg,PCS,65000\nBRG02,Gula 1 kg,PCS,\n');
  expect(o.status).toMatchObject({ status: 'selesai', selesai: 2 });
  // The item's own rule ran: the base unit has its row with konversi 1.
  expect(await co.sql("select i.kodeitem, s.satuan, s.konversi from item i join satuanitem s on s.item_id = i.id where i.kodeitem = 'BRG01'")).toEqual([{ kodeitem: 'BRG01', satuan: 'PCS', konversi: '1.0000' }]);
  const s = await importFile(
    co, 'S', 'multi.xlsx',
    await xlsx([
      ['kodeitem', 'namaitem', 'satuan', 'satuanitem.satuan', 'satuanitem.konversi', 'satuanitem.barcode'],
      ['MIE', 'Mie Instan', 'PCS', 'PCS', 1, '0089686010015'],
      ['MIE', '', '', 'DUS', 40, '0089686010022'],
      ['KOPI', 'Kopi Sachet', 'PCS', 'PAK', 10, ''],
    ]),
  );
  expect(s.status).toMatchObject({ status: 'selesai', total: 2, selesai: 2 });
  expect(await co.sql("select s.satuan, s.konversi, s.barcode from item i join satuanitem s on s.item_id = i.id where i.kodeitem = 'MIE' order by s.urut")).toEqual([
    { satuan: 'PCS', konversi: '1.0000', barcode: '0089686010015' },
    { satuan: 'DUS', konversi: '40.0000', barcode: '0089686010022' },
  ]);
  expect(await co.sql("select s.satuan from item i join satuanitem s on s.item_id = i.id where i.kodeitem = 'KOPI' order by s.urut")).toEqual([{ satuan: 'PCS' }, { satuan: 'PAK' }]);
});

test('import items with price levels (L) and variant items with price levels (V-L): levels per unit and combination, prices per customer group', async () => {
  const co = await freshCompany();
  await units(co);
  expect((await co.act('gruppel_save', { kgruppel: 'GROSIR', namagruppel: 'Grosir' })).num).toBe(0);
  expect((await co.act('varian_save', { kodevarian: 'WARNA', namavarian: 'Warna', nilaivarian: [{ nilai: 'MERAH' }] })).num).toBe(0);
  expect((await co.act('varian_save', { kodevarian: 'UKURAN', namavarian: 'Ukuran', nilaivarian: [{ nilai: 'M' }, { nilai: 'XL' }] })).num).toBe(0);
  const head = 'kodeitem,namaitem,satuan,satuanitem.satuan,satuanitem.konversi,satuanitem.hargajual1,satuanitem.hargajual2,satuanitem.hargajual3,satuanitem.hargajual4,hargagrup.kgruppel,hargagrup.satuan,hargagrup.hargajual';
  const l = await importFile(co, 'L', 'level.csv', [head, 'KOPI,Kopi Sachet,PCS,PCS,1,1500,1450,1400,1350,GROSIR,PCS,1300', 'KOPI,,,PAK,10,14000,13500,13000,,GROSIR,PAK,12000'].join('\n'));

  expect(l.status).toMatchObject({ status: 'selesai', total: 1, selesai: 1 });
  expect(await co.sql("select s.satuan, s.konversi, s.hargajual1, s.hargajual2, s.hargajual3, s.hargajual4 from item i join satuanitem s on s.item_id = i.id where i.kodeitem = 'KOPI' order by s.urut")).toEqual([
    { satuan: 'PCS', konversi: '1.0000', hargajual1: '1500.00', hargajual2: '1450.00', hargajual3: '1400.00', hargajual4: '1350.00' },
    { satuan: 'PAK', konversi: '10.0000', hargajual1: '14000.00', hargajual2: '13500.00', hargajual3: '13000.00', hargajual4: '0.00' },
  ]);
  expect(await co.sql("select g.kgruppel, g.satuan, g.hargajual from item i join hargagruppel g on g.item_id = i.id where i.kodeitem = 'KOPI' order by g.urut")).toEqual([
    { kgruppel: 'GROSIR', satuan: 'PCS', hargajual: '1300.00' },
    { kgruppel: 'GROSIR', satuan: 'PAK', hargajual: '12000.00' },
  ]);

  // A group that does not exist and a group price for a unit the item lacks: named by row and column, nothing saved.
  const bad = await importFile(co, 'L', 'level-rusak.csv', [head, 'TEH,Teh Celup,PCS,PCS,1,5000,,,,ECER,PCS,4500', 'TEH,,,,,,,,,GROSIR,DUS,40000'].join('\n'));
  expect(bad.status).toMatchObject({ status: 'gagal', selesai: 0 });
  expect(bad.status!.kesalahan).toEqual([
    expect.objectContaining({ baris: 2, kolom: 'hargagrup.kgruppel', sel: 'J2' }),
    expect.objectContaining({ baris: 3, kolom: 'hargagrup.satuan', sel: 'K3' }),
  ]);
  expect(await co.sql("select count(*)::int as n from item where kodeitem = 'TEH'")).toEqual([{ n: 0 }]);

  const vl = await importFile(
    co, 'V-L', 'varian-level.xlsx',
    await xlsx([
      ['kodeitem', 'namaitem', 'tipe', 'satuan', 'satuanitem.satuan', 'satuanitem.konversi', 'satuanitem.hargajual1', 'satuanitem.hargajual2', 'detailvarian.varian1', 'detailvarian.nilai1', 'detailvarian.varian2', 'detailvarian.nilai2', 'detailvarian.barcode', 'detailvarian.hargajual1', 'detailvarian.hargajual2', 'hargagrup.kgruppel', 'hargagrup.satuan', 'hargagrup.hargajual'],
      ['KAOS', 'Kaos Polos', 7, 'PCS', 'PCS', 1, 50000, 48000, 'WARNA', 'MERAH', 'UKURAN', 'M', '2000000000011', 0, 0, 'GROSIR', 'PCS', 45000],
      ['KAOS', '', '', '', '', '', '', '', 'WARNA', 'MERAH', 'UKURAN', 'XL', '2000000000028', 55000, 53000, '', '', ''],
    ]),
  );
  expect(vl.status).toMatchObject({ status: 'selesai', total: 1, selesai: 1 });
  expect(await co.sql("select d.iddetailvarian, d.nilai2, d.barcode, d.hargajual1, d.hargajual2 from item i join detailvarian d on d.item_id = i.id where i.kodeitem = 'KAOS' order by d.urut")).toEqual([
    { iddetailvarian: 'KAOS-V1', nilai2: 'M', barcode: '2000000000011', hargajual1: '0.00', hargajual2: '0.00' },
    { iddetailvarian: 'KAOS-V2', nilai2: 'XL', barcode: '2000000000028', hargajual1: '55000.00', hargajual2: '53000.00' },
  ]);
  expect(await co.sql("select g.kgruppel, g.hargajual from item i join hargagruppel g on g.item_id = i.id where i.kodeitem = 'KAOS'")).toEqual([{ kgruppel: 'GROSIR', hargajual: '45000.00' }]);
});

test('import items with prices by quantity (J) and variant items with prices by quantity (V-J): tiers per unit and combination; broken files name row and cell and save nothing', async () => {
  const co = await freshCompany();
  await units(co);
  expect((await co.act('varian_save', { kodevarian: 'WARNA', namavarian: 'Warna', nilaivarian: [{ nilai: 'MERAH' }, { nilai: 'BIRU' }] })).num).toBe(0);
  const head = 'kodeitem,namaitem,satuan,satuanitem.satuan,satuanitem.konversi,satuanitem.hargajual1,hargajumlah.satuan,hargajumlah.jumlahdari,hargajumlah.hargajual';
  const j = await importFile(co, 'J', 'jumlah.csv', [head, 'KOPI,Kopi Sachet,PCS,PCS,1,1500,PCS,10,1400', 'KOPI,,,PAK,10,14000,PCS,20,1350', 'KOPI,,,,,,PAK,5,13000', 'TEH,Teh Celup,PCS,PCS,1,5000,,,'].join('\n'));
  expect(j.status).toMatchObject({ status: 'selesai', total: 2, selesai: 2 });
  expect(await co.sql("select i.kodeitem, h.satuan, h.iddetailvarian, h.jumlahdari, h.hargajual from item i join hargajumlah h on h.item_id = i.id order by i.kodeitem, h.urut")).toEqual([
    { kodeitem: 'KOPI', satuan: 'PCS', iddetailvarian: '', jumlahdari: '10.0000', hargajual: '1400.00' },
    { kodeitem: 'KOPI', satuan: 'PCS', iddetailvarian: '', jumlahdari: '20.0000', hargajual: '1350.00' },
    { kodeitem: 'KOPI', satuan: 'PAK', iddetailvarian: '', jumlahdari: '5.0000', hargajual: '13000.00' },
  ]);
  expect(await co.sql("select s.satuan from item i join satuanitem s on s.item_id = i.id where i.kodeitem = 'KOPI' order by s.urut")).toEqual([{ satuan: 'PCS' }, { satuan: 'PAK' }]);

  // Broken: quantity 0, a unit the item lacks, a price that is no number, the same from-quantity twice
  // (10 and 10.00), a negative price: every one named by row and cell (an item with a cell that is no
  // number is not checked further); nothing saved, the good rows neither.
  const bad = await importFile(
    co, 'J', 'jumlah-rusak.csv',
    [head, 'GULA,Gula,PCS,PCS,1,16000,PCS,0,15000', 'GULA,,,,,,DUS,10,150000', 'ASAM,Asam,PCS,PCS,1,9000,PCS,5,abc', 'GARAM,Garam,PCS,PCS,1,3000,PCS,10,2900', 'GARAM,,,,,,PCS,10.00,2800', 'GARAM,,,,,,PCS,20,-1', 'MERICA,Merica,PCS,PCS,1,2000,PCS,12,1800'].join('\n'),
  );
  expect(bad.status).toMatchObject({ status: 'gagal', selesai: 0 });
  expect(bad.status!.kesalahan.map((k) => [k.baris, k.kolom, k.sel, k.pesan])).toEqual([
    [2, 'hargajumlah.jumlahdari', 'H2', 'Baris 1: jumlah harus lebih dari 0.'],
    [3, 'hargajumlah.satuan', 'G3', 'Baris 2: satuan DUS bukan satuan item ini.'],
    [4, 'hargajumlah.hargajual', 'I4', 'Harga Jual harus berupa angka'],
    [6, 'hargajumlah.jumlahdari', 'H6', 'Baris 2: harga dari jumlah 10 PCS sudah ada di baris 1.'],
    [7, 'hargajumlah.hargajual', 'I7', 'Baris 3: harga tidak boleh negatif.'],
  ]);
  expect(await co.sql("select count(*)::int as n from item where kodeitem in ('GULA', 'ASAM', 'GARAM', 'MERICA')")).toEqual([{ n: 0 }]);

  // V-J: the item's tiers, a combination's own (by its given id or the id the server makes, KAOS-V1).
  const vhead = ['kodeitem', 'namaitem', 'tipe', 'satuan', 'satuanitem.satuan', 'satuanitem.konversi', 'satuanitem.hargajual1', 'detailvarian.iddetailvarian', 'detailvarian.varian1', 'detailvarian.nilai1', 'hargajumlah.satuan', 'hargajumlah.iddetailvarian', 'hargajumlah.jumlahdari', 'hargajumlah.hargajual'];
  const vj = await importFile(
    co, 'V-J', 'varian-jumlah.xlsx',
    await xlsx([
      vhead,
      ['KAOS', 'Kaos Polos', 7, 'PCS', 'PCS', 1, 50000, '', 'WARNA', 'MERAH', 'PCS', '', 3, 47000],
      ['KAOS', '', '', '', '', '', '', 'KAOS-BIRU', 'WARNA', 'BIRU', 'PCS', 'KAOS-BIRU', 3, 46000],
      ['KAOS', '', '', '', '', '', '', '', '', '', 'PCS', 'KAOS-V1', 6, 44000],
    ]),
  );
  expect(vj.status).toMatchObject({ status: 'selesai', total: 1, selesai: 1 });
  expect(await co.sql("select h.iddetailvarian, h.jumlahdari, h.hargajual from item i join hargajumlah h on h.item_id = i.id where i.kodeitem = 'KAOS' order by h.urut")).toEqual([
    { iddetailvarian: '', jumlahdari: '3.0000', hargajual: '47000.00' },
    { iddetailvarian: 'KAOS-BIRU', jumlahdari: '3.0000', hargajual: '46000.00' },
    { iddetailvarian: 'KAOS-V1', jumlahdari: '6.0000', hargajual: '44000.00' },
  ]);
  expect(await co.sql("select d.iddetailvarian from item i join detailvarian d on d.item_id = i.id where i.kodeitem = 'KAOS' order by d.urut")).toEqual([{ iddetailvarian: 'KAOS-V1' }, { iddetailvarian: 'KAOS-BIRU' }]);

  // Broken V-J: a tier naming a combination the item does not have, a combination's tier on an item without variants.
  const vbad = await importFile(
    co, 'V-J', 'varian-jumlah-rusak.xlsx',
    await xlsx([
      vhead,
      ['KAOS2', 'Kaos Lengan Panjang', 7, 'PCS', 'PCS', 1, 60000, 'KAOS2-MERAH', 'WARNA', 'MERAH', 'PCS', 'KAOS2-HIJAU', 3, 55000],
      ['TOPI', 'Topi', 0, 'PCS', 'PCS', 1, 20000, '', '', '', 'PCS', 'TOPI-V1', 3, 18000],
    ]),
  );
  expect(vbad.status).toMatchObject({ status: 'gagal', selesai: 0 });
  expect(vbad.status!.kesalahan).toEqual([
    expect.objectContaining({ baris: 2, kolom: 'hargajumlah.iddetailvarian', sel: 'L2', pesan: 'Baris 1: varian KAOS2-HIJAU bukan kombinasi varian item ini.' }),
    expect.objectContaining({ baris: 3, kolom: 'hargajumlah.iddetailvarian', sel: 'L3', pesan: 'Baris 1: varian TOPI-V1 bukan kombinasi varian item ini.' }),
  ]);
  expect(await co.sql("select count(*)::int as n from item where kodeitem in ('KAOS2', 'TOPI')")).toEqual([{ n: 0 }]);
  expect(await co.sql('select count(*)::int as n from hargajumlah')).toEqual([{ n: 6 }]);
});

test('broken files change nothing and name the row and column', async () => {
  const co = await freshCompany();
  await units(co);
  expect((await importFile(co, 'O', 'a.csv', 'kodeitem,namaitem,satuan\nADA,Sudah Ada,PCS\n')).status).toMatchObject({ status: 'selesai' });
  const before = await co.sql('select count(*)::int as n from item');

  // Wrong header: refused at once, row 1 and the column named.
  const h = await importFile(co, 'O', 'h.csv', 'kodeitem,nama,satuan\nX1,Satu,PCS\n');
  expect(h.refused).toMatchObject({ num: 15, data: { kesalahan: expect.arrayContaining([
    { baris: 1, kolom: 'nama', sel: 'B1', pesan: "Kolom 'nama' tidak dikenal untuk Import Item (Satu Satuan)." },
    { baris: 1, kolom: 'namaitem', sel: '', pesan: "Kolom 'namaitem' (Nama Item) wajib ada." },
  ]) } });

  // Bad number, duplicate code in the file, code already in the database, unknown unit: every one listed.
  const bad = await importFile(co, 'O', 'b.csv', ['kodeitem,namaitem,satuan,hargabeli', 'X1,Satu,PCS,"12.500,00"', 'X2,Dua,PCS,1000', 'X2,Dua lagi,PCS,1000', 'ADA,Lagi,PCS,0', 'X3,Tiga,LUSIN,5', 'X4,Empat,PCS,abc'].join('\n'));
  expect(bad.status).toMatchObject({ status: 'gagal', selesai: 0, jumlahkesalahan: 5, pesan: 'Import dibatalkan: 5 kesalahan ditemukan, tidak ada data yang disimpan.' });
  expect(bad.status!.kesalahan).toEqual([
    { baris: 2, kolom: 'hargabeli', sel: 'D2', pesan: 'Harga Beli harus berupa angka' }, // 12.500,00 written the Indonesian way
    { baris: 4, kolom: 'kodeitem', sel: 'A4', pesan: "Kode Item 'X2' sama dengan baris 3." },
    { baris: 5, kolom: 'kodeitem', sel: 'A5', pesan: "Kode Item 'ADA' sudah ada." },
    { baris: 6, kolom: 'satuan', sel: 'C6', pesan: "Satuan Dasar 'LUSIN' tidak ditemukan." },
    { baris: 7, kolom: 'hargabeli', sel: 'D7', pesan: 'Harga Beli harus berupa angka' },
  ]);
  // A barcode used twice (child rows name their own row and column).
  const bc = await importFile(co, 'S', 'c.csv', 'kodeitem,namaitem,satuan,satuanitem.satuan,satuanitem.konversi,satuanitem.barcode\nY1,Y,PCS,DUS,12,111\nY2,Y2,PCS,DUS,0,111\n');
  expect(bc.status!.kesalahan).toEqual([
    { baris: 3, kolom: 'satuanitem.konversi', sel: 'E3', pesan: 'Isi satuan harus lebih dari 0.' },
    { baris: 3, kolom: 'satuanitem.barcode', sel: 'F3', pesan: "Barcode '111' sama dengan baris 2." },
  ]);
  // A broken XLSX, and a CSV that is not closed.
  const bx = await importFile(co, 'O', 'rusak.xlsx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('bukan zip')]));
  expect(bx.refused).toMatchObject({ num: 15, msg: 'Berkas XLSX tidak dapat dibaca (rusak atau bukan XLSX).' });
  expect((await importFile(co, 'O', 'q.csv', 'kodeitem,namaitem,satuan\n"X9,Sembilan,PCS\n')).refused).toMatchObject({ num: 15, msg: 'Berkas CSV tidak valid: tanda kutip (") tidak ditutup.' });
  expect((await importFile(co, 'O', 'f.pdf', 'x')).refused).toMatchObject({ num: 15, msg: 'Jenis berkas harus CSV atau XLSX.' });

  expect(await co.sql('select count(*)::int as n from item')).toEqual(before);
  expect(await co.sql('select count(*)::int as n from satuanitem where barcode = \'111\'')).toEqual([{ n: 0 }]);
});

test('items are saved as one batch: several chunks, the item rule for all at once, a refusal of the save path named by row and cell', async () => {
  const co = await freshCompany();
  await units(co);
  // 1,200 items of two units: more parameters than one statement takes, so several chunks.
  const rows = ['kodeitem,namaitem,satuan,hargabeli,satuanitem.satuan,satuanitem.konversi,satuanitem.barcode,satuanitem.hargajual1'];
  for (let i = 1; i <= 1200; i++) {
    const k = `B${String(i).padStart(5, '0')}`;
    rows.push(`${k},Barang ${i},PCS,${1000 + i},PCS,1,89${String(i).padStart(11, '0')},${1500 + i}`, `${k},,,,DUS,12,99${String(i).padStart(11, '0')},${17000 + i}`);
  }
  const big = await importFile(co, 'S', 'banyak.csv', rows.join('\n'));
  expect(big.status).toMatchObject({ status: 'selesai', total: 1200, selesai: 1200, pesan: 'Import Item (Multi Satuan) berhasil: 1.200 data disimpan.' });
  expect(await co.sql("select count(*)::int as items, (select count(*)::int from satuanitem) as units, (select count(*)::int from satuanitem where konversi = 12 and satuan = 'DUS') as dus from item")).toEqual([{ items: 1200, units: 2400, dus: 1200 }]);
  // Every unit row belongs to its own item, in the file's order.
  expect(await co.sql("select s.urut, s.satuan, s.barcode, s.hargajual1 from item i join satuanitem s on s.item_id = i.id where i.kodeitem = 'B00777' order by s.urut")).toEqual([
    { urut: 1, satuan: 'PCS', barcode: '8900000000777', hargajual1: '2277.00' },
    { urut: 2, satuan: 'DUS', barcode: '9900000000777', hargajual1: '17777.00' },
  ]);
  // The item rule (a unit's barcode may not be another item's variant barcode) is checked only by
  // the save path: its refusal names the file's row and cell, and nothing of the file is kept.
  expect((await co.act('varian_save', { kodevarian: 'WARNA', namavarian: 'Warna', nilaivarian: [{ nilai: 'MERAH' }] })).num).toBe(0);
  const kaos = await co.act('item_save', {
    kodeitem: 'KAOS', namaitem: 'Kaos', tipe: '7', satuan: 'PCS',
    satuanitem: [{ satuan: 'PCS', konversi: '1' }],
    detailvarian: [{ varian1: 'WARNA', nilai1: 'MERAH', barcode: '2000000000011' }],
  });
  expect(kaos.num, kaos.msg).toBe(0);
  const clash = await importFile(co, 'S', 'bentrok.csv', 'kodeitem,namaitem,satuan,satuanitem.satuan,satuanitem.konversi,satuanitem.barcode\nZ1,Z satu,PCS,PCS,1,\nZ2,Z dua,PCS,PCS,1,2000000000011\n');
  expect(clash.status).toMatchObject({ status: 'gagal', selesai: 0, jumlahkesalahan: 1 });
  expect(clash.status!.kesalahan).toEqual([{ baris: 3, kolom: 'satuanitem.barcode', sel: 'F3', pesan: "Baris 1: Barcode '2000000000011' sudah dipakai varian Item KAOS." }]);
  expect(await co.sql("select count(*)::int as n from item where kodeitem like 'Z%'")).toEqual([{ n: 0 }]);
});

test('a batch of new items (saveNew) checks across the batch what a file check cannot see, and writes nothing when one is refused', async () => {
  const co = await freshCompany();
  await units(co);
  expect((await co.act('varian_save', { kodevarian: 'WARNA', namavarian: 'Warna', nilaivarian: [{ nilai: 'MERAH' }] })).num).toBe(0);
  const { db } = await testServer();
  const save = master.acts.find((a) => a.name === 'item_save') as SaveAct;
  expect(save.saveNew).toBeTypeOf('function');
  const batch = (payloads: Record<string, unknown>[]) =>
    db.tx(co.company.schema_name, async (tx) => {
      const ctx = { act: 'item_save', db, tx, company: co.company, session: null, adinfo: {}, ip: '', cookies: {}, can: async () => true } as unknown as ActContext;
      const refused = await save.saveNew!(ctx, payloads.map((p) => save.schema.parse(p) as Record<string, unknown>));
      return refused.map((r) => ({ index: r.index, num: r.error.num, msg: r.error.message }));
    });
  const item = (kodeitem: string, extra: Record<string, unknown> = {}) => ({ kodeitem, namaitem: kodeitem, satuan: 'PCS', ...extra });
  expect(
    await batch([
      item('A1', { satuanitem: [{ satuan: 'PCS', konversi: '1', barcode: '555' }] }),
      item('A1'),
      item('A3', { satuanitem: [{ satuan: 'PCS', konversi: '1', barcode: '555' }] }),
      item('A4', { tipe: '7', detailvarian: [{ varian1: 'WARNA', nilai1: 'MERAH', barcode: '555' }] }),
      item('A5', { satuan: 'LUSIN' }),
    ]),
  ).toEqual([
    { index: 1, num: 41, msg: "Kode Item 'A1' sudah ada di data ke-1." },
    { index: 2, num: 41, msg: "Baris 1: Barcode '555' sudah ada di data ke-1." },
    { index: 3, num: 41, msg: "Baris 1: Barcode '555' sudah dipakai di Item A1." },
    { index: 4, num: 15, msg: "Satuan Dasar 'LUSIN' tidak ditemukan." },
  ]);
  expect(await co.sql('select count(*)::int as n from item')).toEqual([{ n: 0 }]);
  // A clean batch: written with the base unit rows the item rule adds.
  expect(await batch([item('A1'), item('A2', { satuanitem: [{ satuan: 'DUS', konversi: '10', barcode: '777' }] })])).toEqual([]);
  expect(await co.sql('select i.kodeitem, s.satuan, s.konversi, s.barcode from item i join satuanitem s on s.item_id = i.id order by 1, s.urut')).toEqual([
    { kodeitem: 'A1', satuan: 'PCS', konversi: '1.0000', barcode: '' },
    { kodeitem: 'A2', satuan: 'PCS', konversi: '1.0000', barcode: '' },
    { kodeitem: 'A2', satuan: 'DUS', konversi: '10.0000', barcode: '777' },
  ]);
  // Against the table: a key and a barcode already saved.
  expect(await batch([item('A2'), item('A9', { satuanitem: [{ satuan: 'PCS', konversi: '1', barcode: '777' }] })])).toEqual([
    { index: 0, num: 41, msg: "Kode Item 'A2' sudah dipakai." },
    { index: 1, num: 41, msg: "Baris 1: Barcode '777' sudah dipakai di Item A2." },
  ]);
});

test('an import needs mImportData and the right to add in the data’s own module', async () => {
  const co = await freshCompany();
  const { hashPassword } = await import('@niaga/admin');
  const { post } = await import('../../../apps/server/test/harness');
  await co.sql(`insert into pengguna (userid, nama, password_hash, kelompok) values ('STAF', 'Staf', '${await hashPassword('rahasia')}', 'STAF')`);
  await co.sql(`insert into hak_akses (jenis, subjek, modul, aksi, izin) values ('G', 'STAF', 'mImportData', 'mopen', true), ('G', 'STAF', 'mImportData', 'madd', true)`);
  const token = ((await post({ act: 'lgx', iper: co.iper, uname: 'staf', passw: 'rahasia' })).data as { token: string }).token;
  const r = await post({ act: 'importdata_proses', token, aprq: JSON.stringify({ jenis: 'SU', nama: 's.csv', isi: Buffer.from('kodesupel,namasupel\nA,B\n').toString('base64') }) });
  expect(r).toMatchObject({ num: 30, msg: 'Maaf, Anda tidak memiliki hak akses tambah pada modul mSupplier.' });
  expect(await co.sql('select * from supplier')).toHaveLength(0);
});
