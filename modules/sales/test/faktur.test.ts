/**
 * /eksporcsv: output-tax invoices of a period from known sales (back office JL and till KSR), every
 * figure checked (DPP, DPP nilai lain, PPN at 11/12 × 12 %, 12 % and 11 %; a document discount spread
 * over the lines), the rows that cannot be exported listed with their reasons, the e-Faktur CSV
 * header rows exact, and the Coretax XML against the published structure of `TaxInvoiceBulk`.
 */
import { expect, test } from 'vitest';
import { companyWithBooks, invariants } from '../../accounting/test/books';
import { testServer } from '../../../apps/server/test/harness';
import { addUser, grant, loginAs } from '../../../apps/server/test/auth-helpers';

import { tokoPajak } from './toko-pajak';
import { fields, parseXml, validateCoretax } from './coretax-xsd';

type Row = Record<string, unknown>;
const ok = async (p: Promise<{ num: number; msg: string }>) => {
  const r = await p;
  expect(r, r.msg).toMatchObject({ num: 0 });
  return r as { num: number; msg: string; data: Row };
};

const periode = { dari: '2026-11-01', sampai: '2026-11-30' };

test('the check lists every invoice with its DPP, DPP nilai lain and PPN, and the sales that cannot be exported with their reasons', async () => {
  const co = await companyWithBooks();
  const s = await tokoPajak(co);

  // Code 01: DPP nilai lain = DPP, so only the 11 % and 12 % kinds; 11/12 lines need 04 (no mixed rates).
  const r01 = await ok(co.act('eksporcsv_cek', { ...periode, kodetransaksi: '01' }));
  const f01 = (r01.data.tbl_faktur as Row[]).map((f) => [f.notransaksi, f.npwp, f.nomorfaktur, f.dpp, f.dpplain, f.ppn, f.ppnbuku]);
  expect(f01).toEqual([[s.c, '3171010101010001', '', '50000.00', '50000.00', '5500.00', '5500.00']]);
  expect(r01.data.ringkasan).toEqual([
    { jumlahfaktur: 1, dpp: '50000.00', dpplain: '50000.00', ppn: '5500.00', ppnbuku: '5500.00', selisihppn: '0.00', nonppn: 1, ditolak: 6, tanpanomor: 0, bagianxml: 1 },
  ]);
  const nilaiLain = (no: string) => `baris ${no} berjenis pajak 11/12 x 12% (Non Mewah); kode transaksi 01 tidak memakai DPP nilai lain (gunakan 04)`;
  expect((r01.data.tbl_ditolak as Row[]).map((d) => [d.notransaksi, d.alasan])).toEqual([
    [s.a, nilaiLain('1 (BRG1112)')],
    [s.b, nilaiLain('1 (BRG3)')],
    [s.d, `pelanggan UMUM belum memiliki NPWP atau NIK; alamat pelanggan UMUM (Jalan) belum diisi; ${nilaiLain('1 (BRG1112)')}`],
    [s.f, 'baris 1 (BEBAS) bertarif 0%; kode transaksi 01 tidak boleh bertarif 0% (gunakan 07 atau 08)'],
    [s.g, `${nilaiLain('1 (BRG3)')}; ${nilaiLain('2 (BRG2)')}`],
    [s.h, nilaiLain('1 (BRG1112)')],
  ]);

  // Code 04 (DPP nilai lain): only 11/12 × 12 % lines.
  const r04 = await ok(co.act('eksporcsv_cek', { ...periode }));
  expect((r04.data.tbl_faktur as Row[]).map((f) => [f.notransaksi, f.dpp, f.dpplain, f.ppn, f.ppnbuku])).toEqual([
    [s.a, '100000.00', '91666.67', '11000.00', '11000.00'],
    [s.g, '108000.00', '99000.00', '11880.00', '11880.00'],
    [s.h, '100000.00', '91666.67', '11000.00', '11000.00'],
  ]);
  expect((r04.data.tbl_ditolak as Row[]).map((d) => [d.notransaksi, d.alasan])).toEqual([
    [s.b, 'baris 2 (JASA12) berjenis pajak 12% (Mewah); kode transaksi 04 hanya untuk DPP nilai lain (11/12 x 12% Non Mewah)'],
    [s.c, 'baris 1 (BRG11) berjenis pajak 11%; kode transaksi 04 hanya untuk DPP nilai lain (11/12 x 12% Non Mewah)'],
    [s.d, 'pelanggan UMUM belum memiliki NPWP atau NIK; alamat pelanggan UMUM (Jalan) belum diisi'],
    [s.f, 'baris 1 (BEBAS) bertarif 0%; kode transaksi 04 tidak boleh bertarif 0% (gunakan 07 atau 08)'],
  ]);

  // Code 08 (exempt): needs its codes; then only the 0 % sale passes.
  expect(await co.act('eksporcsv_cek', { ...periode, kodetransaksi: '08' })).toMatchObject({ num: 15, msg: 'Data tidak valid: Kode transaksi 07 dan 08 memerlukan Keterangan Tambahan dan Cap Fasilitas.' });
  const r08 = await ok(co.act('eksporcsv_cek', { ...periode, kodetransaksi: '08', keterangan: '1', cap: '01' }));
  expect((r08.data.tbl_faktur as Row[]).map((f) => [f.notransaksi, f.dpp, f.ppn])).toEqual([[s.f, '40000.00', '0.00']]);

  // Bad input changes nothing and says why.
  expect(await co.act('eksporcsv_cek', { dari: '2026-11-30', sampai: '2026-11-01' })).toMatchObject({ num: 15, msg: 'Data tidak valid: Tanggal dari tidak boleh setelah tanggal sampai.' });
  expect(await co.act('eksporcsv_cek', { ...periode, kodetransaksi: '11' })).toMatchObject({ num: 15, msg: 'Data tidak valid: Kode transaksi harus 01 sampai 10.' });
  expect(await invariants(co)).toEqual([]);
});

test('the export needs the sales export right and a company NPWP', async () => {
  const co = await companyWithBooks();
  await tokoPajak(co);
  const pw = await addUser(co, { userid: 'STAF' });
  await grant(co, 'U', 'STAF', [['mJual']]);
  const staf = await loginAs(co, 'STAF', pw);
  expect(await staf.act('eksporcsv_cek', periode)).toMatchObject({ num: 30 });
  expect(await staf.act('eksporcsv_unduh', { ...periode, format: 'csv' })).toMatchObject({ num: 30 });
  await grant(co, 'U', 'STAF', [['mJual', 'mexport']]);
  await ok(staf.act('eksporcsv_cek', periode));
  await ok(co.act('dataperusahaan_save', { npwp: '' }));
  expect(await staf.act('eksporcsv_unduh', { ...periode, format: 'csv' })).toMatchObject({
    num: 1,
    msg: 'NPWP perusahaan belum diisi (15 atau 16 angka) di Data Perusahaan; faktur pajak tidak dapat diekspor.',
  });
  expect(await co.act('eksporcsv_unduh', { dari: '2027-01-01', sampai: '2027-01-31', format: 'csv' })).toMatchObject({ num: 1 });
});

/** e-Faktur's three header rows, exactly (FK, LT and OF padded to the FK row's 20 columns). */
const HEADER = [
  '"FK","KD_JENIS_TRANSAKSI","FG_PENGGANTI","NOMOR_FAKTUR","MASA_PAJAK","TAHUN_PAJAK","TANGGAL_FAKTUR","NPWP","NAMA","ALAMAT_LENGKAP","JUMLAH_DPP","JUMLAH_PPN","JUMLAH_PPNBM","ID_KETERANGAN_TAMBAHAN","FG_UANG_MUKA","UANG_MUKA_DPP","UANG_MUKA_PPN","UANG_MUKA_PPNBM","REFERENSI","KODE_DOKUMEN_PENDUKUNG"',
  '"LT","NPWP","NAMA","JALAN","BLOK","NOMOR","RT","RW","KECAMATAN","KELURAHAN","KABUPATEN","PROPINSI","KODE_POS","NOMOR_TELEPON","","","","","",""',
  '"OF","KODE_OBJEK","NAMA","HARGA_SATUAN","JUMLAH_BARANG","HARGA_TOTAL","DISKON","DPP","PPN","TARIF_PPNBM","PPNBM","","","","","","","","",""',
];

test('e-Faktur CSV: the header rows exact, an FK, LT and OF rows per invoice with its serial number (NSFP), downloaded once through /unduh', async () => {
  const co = await companyWithBooks();
  const s = await tokoPajak(co);
  const { app } = await testServer();
  const r = await ok(co.act('eksporcsv_unduh', { ...periode, format: 'csv' }));
  expect(r.data).toMatchObject({ url: expect.stringMatching(/^\/unduh\/[A-Za-z0-9_-]{32}$/), nama: 'efaktur-keluaran-2026-11-01_2026-11-30.csv', penjualan: 3, tanpanomor: [] });
  const res = await app.inject({ method: 'GET', url: r.data.url as string });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe('attachment; filename="efaktur-keluaran-2026-11-01_2026-11-30.csv"');
  const lines = res.body.split('\r\n');
  expect(lines.slice(0, 3)).toEqual(HEADER);
  const rowsOf = (body: string, no: string) => {
    const all = body.split('\r\n');
    const i = all.findIndex((l) => l.startsWith('"FK"') && l.includes(`"${no}"`));
    let j = i + 1;
    while (j < all.length && all[j] && !all[j].startsWith('"FK"')) j++;
    return all.slice(i, j);
  };
  const addr = 'Jl. Merdeka, Blok A, No. 10, RT 001/RW 002, Kel. Gambir, Kec. Gambir, Jakarta Pusat, DKI Jakarta, 10110';
  // Code 04: the DPP nilai lain with its 2 decimals; NOMOR_FAKTUR the range's numbers in order; the phone as digits.
  expect(rowsOf(res.body, s.a)).toEqual([
    `"FK","04","0","0102600000001","11","2026","20/11/2026","012345678901000","PT Maju Jaya","${addr}","91666.67","11000","0","","0","0","0","0","${s.a}",""`,
    '"LT","012345678901000","PT Maju Jaya","Jl. Merdeka","A","10","001","002","Gambir","Gambir","Jakarta Pusat","DKI Jakarta","10110","021555","","","","","",""',
    '"OF","BRG1112","Sabun Cair 1 L","100000","1","100000","0","91666.67","11000","0","0","","","","","","","","",""',
  ]);
  expect(rowsOf(res.body, s.g)).toEqual([
    `"FK","04","0","0102600000002","11","2026","21/11/2026","012345678901000","PT Maju Jaya","${addr}","99000","11880","0","","0","0","0","0","${s.g}",""`,
    '"LT","012345678901000","PT Maju Jaya","Jl. Merdeka","A","10","001","002","Gambir","Gambir","Jakarta Pusat","DKI Jakarta","10110","021555","","","","","",""',
    '"OF","BRG3","Pasta Gigi","50000","2","100000","10000","82500","9900","0","0","","","","","","","","",""',
    '"OF","BRG2","Sikat Gigi","20000","1","20000","2000","16500","1980","0","0","","","","","","","","",""',
  ]);
  expect(rowsOf(res.body, s.h)[0]).toContain('"FK","04","0","0102600000003",');
  // Code 01: a buyer with a NIK only: NPWP zeros, the name as NIK#NIK#NAMA#name; the next number.
  const r01 = await ok(co.act('eksporcsv_unduh', { ...periode, kodetransaksi: '01', format: 'csv' }));
  const body01 = (await app.inject({ method: 'GET', url: r01.data.url as string })).body;
  expect(rowsOf(body01, s.c)[0]).toBe(
    `"FK","01","0","0102600000004","11","2026","21/11/2026","000000000000000","3171010101010001#NIK#NAMA#Budi Santoso","Jl. Kenari, Blok A, No. 10, RT 001/RW 002, Kel. Gambir, Kec. Gambir, Jakarta Pusat, DKI Jakarta, 10110","50000","5500","0","","0","0","0","0","${s.c}",""`,
  );
  // The same invoices again: the same numbers, not replacements (nothing changed).
  const again = await ok(co.act('eksporcsv_unduh', { ...periode, format: 'csv' }));
  const bodyAgain = (await app.inject({ method: 'GET', url: again.data.url as string })).body;
  expect([s.a, s.g, s.h].map((no) => rowsOf(bodyAgain, no)[0].split(',').slice(1, 4).join(','))).toEqual(['"04","0","0102600000001"', '"04","0","0102600000002"', '"04","0","0102600000003"']);
  // Once only.
  expect((await app.inject({ method: 'GET', url: r.data.url as string })).statusCode).toBe(410);
  const log = await co.sql<{ jenis: string; act: string }>(`select jenis, act from log_aktivitas where act = 'eksporcsv_unduh'`);
  expect(log.map((l) => l.jenis)).toEqual(['ekspor', 'ekspor', 'ekspor']);
});

/**
 * The Coretax bulk-import structure (DJP's TaxInvoice.xsd as its converter template and the
 * published sample files show it): root TaxInvoiceBulk with TIN and ListOfTaxInvoice; each
 * TaxInvoice with these elements in this order, then ListOfGoodService of GoodService elements with
 * theirs. `required` must carry a value.
 */
const TAX_INVOICE = ['TaxInvoiceDate', 'TaxInvoiceOpt', 'TrxCode', 'AddInfo', 'CustomDoc', 'CustomDocMonthYear', 'RefDesc', 'FacilityStamp', 'SellerIDTKU', 'BuyerTin', 'BuyerDocument', 'BuyerCountry', 'BuyerDocumentNumber', 'BuyerName', 'BuyerAdress', 'BuyerEmail', 'BuyerIDTKU', 'ListOfGoodService'];
const TAX_INVOICE_REQUIRED = ['TaxInvoiceDate', 'TaxInvoiceOpt', 'TrxCode', 'SellerIDTKU', 'BuyerTin', 'BuyerDocument', 'BuyerCountry', 'BuyerName', 'BuyerAdress', 'BuyerIDTKU'];
const GOOD_SERVICE = ['Opt', 'Code', 'Name', 'Unit', 'Price', 'Qty', 'TotalDiscount', 'TaxBase', 'OtherTaxBase', 'VATRate', 'VAT', 'STLGRate', 'STLG'];

test('Coretax XML: TaxInvoiceBulk with the published element names in order, required fields filled, DPP nilai lain for 04', async () => {
  const co = await companyWithBooks();
  const s = await tokoPajak(co);
  const { app } = await testServer();
  await ok(co.act('dataperusahaan_save', { idtku: '000000' }));
  const r = await ok(co.act('eksporcsv_unduh', { ...periode, format: 'xml' }));
  expect(r.data).toMatchObject({ nama: 'coretax-faktur-2026-11-01_2026-11-30.xml', penjualan: 7 });
  const res = await app.inject({ method: 'GET', url: r.data.url as string });
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  validateCoretax(res.body);
  expect(res.body.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<TaxInvoiceBulk ')).toBe(true);
  const root = parseXml(res.body);
  expect(root.name).toBe('TaxInvoiceBulk');
  expect(root.children.map((c) => c.name)).toEqual(['TIN', 'ListOfTaxInvoice']);
  expect(root.children[0].text).toBe('0021112223444000');
  const invoices = root.children[1].children;
  expect(invoices.map((i) => i.name)).toEqual(Array(3).fill('TaxInvoice'));
  for (const inv of invoices) {
    expect(inv.children.map((c) => c.name)).toEqual(TAX_INVOICE);
    const f = fields(inv);
    for (const k of TAX_INVOICE_REQUIRED) expect(f[k], k).not.toBe('');
    expect(f.TaxInvoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(f.BuyerTin).toMatch(/^\d{16}$/);
    expect(f.SellerIDTKU).toBe('0021112223444000000000');
    const goods = inv.children[inv.children.length - 1].children;
    expect(goods.length).toBeGreaterThan(0);
    for (const g of goods) {
      expect(g.name).toBe('GoodService');
      expect(g.children.map((c) => c.name)).toEqual(GOOD_SERVICE);
      for (const k of GOOD_SERVICE) expect(fields(g)[k], k).not.toBe('');
    }
  }
  const byRef = new Map(invoices.map((i) => [fields(i).RefDesc, i]));
  const g = byRef.get(s.g)!;
  expect(fields(g)).toMatchObject({ TrxCode: '04', BuyerTin: '0012345678901000', BuyerDocument: 'TIN', BuyerCountry: 'IDN', BuyerDocumentNumber: '-', BuyerIDTKU: '0012345678901000000000', BuyerName: 'PT Maju Jaya' });
  expect(g.children.at(-1)!.children.map(fields)).toEqual([
    { Opt: 'A', Code: '000000', Name: 'Pasta Gigi', Unit: 'UM.0033', Price: '50000.00', Qty: '2', TotalDiscount: '10000.00', TaxBase: '90000.00', OtherTaxBase: '82500.00', VATRate: '12', VAT: '9900.00', STLGRate: '0', STLG: '0' },
    { Opt: 'A', Code: '000000', Name: 'Sikat Gigi', Unit: 'UM.0033', Price: '20000.00', Qty: '1', TotalDiscount: '2000.00', TaxBase: '18000.00', OtherTaxBase: '16500.00', VATRate: '12', VAT: '1980.00', STLGRate: '0', STLG: '0' },
  ]);
  // 11/12 × 12 %: 111,000 with PPN inside: DPP nilai lain with its 2 decimals, PPN 12 % of it.
  expect(byRef.get(s.a)!.children.at(-1)!.children.map(fields)[0]).toMatchObject({ Price: '100000.00', TaxBase: '100000.00', OtherTaxBase: '91666.67', VATRate: '12', VAT: '11000.00' });
  expect(fields(byRef.get(s.h)!)).toMatchObject({ RefDesc: s.h, TrxCode: '04' });
  // Code 01: a 12 % service (DPP nilai lain = DPP) and an 11 % buyer known by NIK.
  await ok(co.act('pelanggan_save', { kodesupel: 'MEWAH', namasupel: 'PT Mewah', npwp: '0987654321098766', jalan: 'Jl. Mewah' }));
  const jasa = await ok(co.act('jual_save', { tanggal: '2026-11-22', kodegudang: 'UTM', kodesupel: 'MEWAH', tipeppn: 'E', lines: [{ kodeitem: 'JASA12', satuan: 'PCS', jumlah: '1', harga: '200000', jenispajak: '12' }] }));
  const r01 = await ok(co.act('eksporcsv_unduh', { ...periode, kodetransaksi: '01', format: 'xml' }));
  const body01 = (await app.inject({ method: 'GET', url: r01.data.url as string })).body;
  validateCoretax(body01);
  const by01 = new Map(parseXml(body01).children[1].children.map((i) => [fields(i).RefDesc, i]));
  expect([...by01.keys()]).toEqual([s.c, (jasa.data.tbl_jual as Row[])[0].notransaksi]);
  expect(by01.get((jasa.data.tbl_jual as Row[])[0].notransaksi as string)!.children.at(-1)!.children.map(fields)).toEqual([
    { Opt: 'B', Code: '000000', Name: 'Jasa Perawatan Kapal Pesiar', Unit: 'UM.0033', Price: '200000.00', Qty: '1', TotalDiscount: '0.00', TaxBase: '200000.00', OtherTaxBase: '200000.00', VATRate: '12', VAT: '24000.00', STLGRate: '0', STLG: '0' },
  ]);
  const c = by01.get(s.c)!;
  expect(fields(c)).toMatchObject({ BuyerTin: '0000000000000000', BuyerDocument: 'National ID', BuyerDocumentNumber: '3171010101010001', BuyerIDTKU: '000000' });
  expect(c.children.at(-1)!.children.map(fields)[0]).toMatchObject({ Price: '50000.00', TaxBase: '50000.00', OtherTaxBase: '50000.00', VATRate: '11', VAT: '5500.00' });
});
