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

  // Code 01: every sale with PPN and a buyer with NPWP or NIK and an address.
  const r01 = await ok(co.act('eksporcsv_cek', { ...periode, kodetransaksi: '01' }));
  const f01 = (r01.data.tbl_faktur as Row[]).map((f) => [f.notransaksi, f.npwp, f.dpp, f.dpplain, f.ppn]);
  expect(f01).toEqual([
    [s.a, '0012345678901000', '100000', '91667', '11000'],
    [s.b, '0987654321098765', '290000', '282500', '33900'],
    [s.c, '3171010101010001', '50000', '50000', '5500'],
    [s.g, '0012345678901000', '108000', '99000', '11880'],
    [s.h, '0012345678901000', '100000', '91667', '11000'],
  ]);
  expect(r01.data.ringkasan).toEqual([{ jumlahfaktur: 5, dpp: '648000', dpplain: '614834', ppn: '73280', nonppn: 1, ditolak: 2, bagianxml: 1 }]);
  expect(r01.data.tbl_ditolak).toEqual([
    { tipe: 'JL', notransaksi: s.d, tanggal: '2026-11-21', kodesupel: 'UMUM', alasan: 'pelanggan UMUM belum memiliki NPWP atau NIK; alamat pelanggan UMUM (Jalan) belum diisi' },
    { tipe: 'JL', notransaksi: s.f, tanggal: '2026-11-21', kodesupel: 'MAJU', alasan: 'baris 1 (BEBAS) bertarif 0%; kode transaksi 01 tidak boleh bertarif 0% (gunakan 07 atau 08)' },
  ]);

  // Code 04 (DPP nilai lain): only 11/12 × 12 % lines.
  const r04 = await ok(co.act('eksporcsv_cek', { ...periode }));
  expect((r04.data.tbl_faktur as Row[]).map((f) => f.notransaksi)).toEqual([s.a, s.g, s.h]);
  expect((r04.data.tbl_ditolak as Row[]).map((d) => [d.notransaksi, d.alasan])).toEqual([
    [s.b, 'baris 2 (JASA12) berjenis pajak 12% (Mewah); kode transaksi 04 hanya untuk DPP nilai lain (11/12 x 12% Non Mewah)'],
    [s.c, 'baris 1 (BRG11) berjenis pajak 11%; kode transaksi 04 hanya untuk DPP nilai lain (11/12 x 12% Non Mewah)'],
    [s.d, 'pelanggan UMUM belum memiliki NPWP atau NIK; alamat pelanggan UMUM (Jalan) belum diisi'],
    [s.f, 'baris 1 (BEBAS) bertarif 0%; kode transaksi 04 tidak boleh bertarif 0% (gunakan 07 atau 08)'],
  ]);

  // Code 08 (exempt): needs its codes; then only the 0 % sale passes.
  expect(await co.act('eksporcsv_cek', { ...periode, kodetransaksi: '08' })).toMatchObject({ num: 15, msg: 'Data tidak valid: Kode transaksi 07 dan 08 memerlukan Keterangan Tambahan dan Cap Fasilitas.' });
  const r08 = await ok(co.act('eksporcsv_cek', { ...periode, kodetransaksi: '08', keterangan: '1', cap: '01' }));
  expect((r08.data.tbl_faktur as Row[]).map((f) => [f.notransaksi, f.dpp, f.ppn])).toEqual([[s.f, '40000', '0']]);

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

test('e-Faktur CSV: the header rows exact, an FK, LT and OF rows per invoice, downloaded once through /unduh', async () => {
  const co = await companyWithBooks();
  const s = await tokoPajak(co);
  const { app } = await testServer();
  const r = await ok(co.act('eksporcsv_unduh', { ...periode, kodetransaksi: '01', format: 'csv' }));
  expect(r.data).toMatchObject({ url: expect.stringMatching(/^\/unduh\/[A-Za-z0-9_-]{32}$/), nama: 'efaktur-keluaran-2026-11-01_2026-11-30.csv', penjualan: 7 });
  const res = await app.inject({ method: 'GET', url: r.data.url as string });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe('attachment; filename="efaktur-keluaran-2026-11-01_2026-11-30.csv"');
  const lines = res.body.split('\r\n');
  expect(lines.slice(0, 3)).toEqual(HEADER);
  const rowsOf = (no: string) => {
    const i = lines.findIndex((l) => l.startsWith('"FK"') && l.includes(`"${no}"`));
    let j = i + 1;
    while (j < lines.length && lines[j] && !lines[j].startsWith('"FK"')) j++;
    return lines.slice(i, j);
  };
  const addr = 'Jl. Merdeka, Blok A, No. 10, RT 001/RW 002, Kel. Gambir, Kec. Gambir, Jakarta Pusat, DKI Jakarta, 10110';
  expect(rowsOf(s.g)).toEqual([
    `"FK","01","0","","11","2026","21/11/2026","012345678901000","PT Maju Jaya","${addr}","108000","11880","0","","0","0","0","0","${s.g}",""`,
    '"LT","012345678901000","PT Maju Jaya","Jl. Merdeka","A","10","001","002","Gambir","Gambir","Jakarta Pusat","DKI Jakarta","10110","021-555","","","","","",""',
    '"OF","BRG3","Pasta Gigi","50000","2","100000","10000","90000","9900","0","0","","","","","","","","",""',
    '"OF","BRG2","Sikat Gigi","20000","1","20000","2000","18000","1980","0","0","","","","","","","","",""',
  ]);
  // A buyer with a NIK only: NPWP zeros, the name as NIK#NIK#NAMA#name.
  expect(rowsOf(s.c)[0]).toBe(
    `"FK","01","0","","11","2026","21/11/2026","000000000000000","3171010101010001#NIK#NAMA#Budi Santoso","Jl. Kenari, Blok A, No. 10, RT 001/RW 002, Kel. Gambir, Kec. Gambir, Jakarta Pusat, DKI Jakarta, 10110","50000","5500","0","","0","0","0","0","${s.c}",""`,
  );
  expect(rowsOf(s.b).slice(2)).toEqual([
    '"OF","BRG3","Pasta Gigi","50000","2","100000","10000","90000","9900","0","0","","","","","","","","",""',
    '"OF","JASA12","Jasa Perawatan Kapal Pesiar","200000","1","200000","0","200000","24000","0","0","","","","","","","","",""',
  ]);
  // Code 04 writes the DPP nilai lain.
  const r04 = await ok(co.act('eksporcsv_unduh', { ...periode, format: 'csv' }));
  const body04 = (await app.inject({ method: 'GET', url: r04.data.url as string })).body;
  expect(body04).toContain(`"FK","04","0","","11","2026","20/11/2026","012345678901000","PT Maju Jaya","${addr}","91667","11000","0","","0","0","0","0","${s.a}",""`);
  expect(body04).toContain('"OF","BRG1112","Sabun Cair 1 L","100000","1","100000","0","91667","11000","0","0","","","","","","","","",""');
  // Once only.
  expect((await app.inject({ method: 'GET', url: r.data.url as string })).statusCode).toBe(410);
  const log = await co.sql<{ jenis: string; act: string }>(`select jenis, act from log_aktivitas where act = 'eksporcsv_unduh'`);
  expect(log.map((l) => l.jenis)).toEqual(['ekspor', 'ekspor']);
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

interface Node {
  name: string;
  text: string;
  children: Node[];
}
/** A small reader for the exporter's own XML: elements, text, no attributes kept. */
function parseXml(xml: string): Node {
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '');
  const root: Node = { name: '#', text: '', children: [] };
  const stack = [root];
  const re = /<(\/?)([A-Za-z]+)([^>]*?)(\/?)>|([^<]+)/g;
  for (let m = re.exec(body); m; m = re.exec(body)) {
    if (m[5] !== undefined) {
      stack[stack.length - 1].text += m[5].trim() ? m[5] : '';
      continue;
    }
    if (m[1]) {
      const open = stack.pop()!;
      expect(open.name, 'closing tag matches').toBe(m[2]);
      continue;
    }
    const n: Node = { name: m[2], text: '', children: [] };
    stack[stack.length - 1].children.push(n);
    if (!m[4]) stack.push(n);
  }
  expect(stack).toHaveLength(1);
  return root.children[0];
}
const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
const fields = (n: Node) => Object.fromEntries(n.children.filter((c) => !c.children.length).map((c) => [c.name, unescape(c.text)]));

test('Coretax XML: TaxInvoiceBulk with the published element names in order, required fields filled, DPP nilai lain for 04', async () => {
  const co = await companyWithBooks();
  const s = await tokoPajak(co);
  const { app } = await testServer();
  await ok(co.act('dataperusahaan_save', { idtku: '000000' }));
  const r = await ok(co.act('eksporcsv_unduh', { ...periode, kodetransaksi: '01', format: 'xml' }));
  expect(r.data).toMatchObject({ nama: 'coretax-faktur-2026-11-01_2026-11-30.xml', penjualan: 7 });
  const res = await app.inject({ method: 'GET', url: r.data.url as string });
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.body.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<TaxInvoiceBulk ')).toBe(true);
  const root = parseXml(res.body);
  expect(root.name).toBe('TaxInvoiceBulk');
  expect(root.children.map((c) => c.name)).toEqual(['TIN', 'ListOfTaxInvoice']);
  expect(root.children[0].text).toBe('0021112223444000');
  const invoices = root.children[1].children;
  expect(invoices.map((i) => i.name)).toEqual(Array(5).fill('TaxInvoice'));
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
  const b = byRef.get(s.b)!;
  expect(fields(b)).toMatchObject({ TrxCode: '01', BuyerTin: '0987654321098765', BuyerDocument: 'TIN', BuyerCountry: 'IDN', BuyerDocumentNumber: '-', BuyerIDTKU: '0987654321098765000000', BuyerName: 'CV Enam Belas' });
  expect(b.children.at(-1)!.children.map(fields)).toEqual([
    { Opt: 'A', Code: '000000', Name: 'Pasta Gigi', Unit: 'UM.0033', Price: '50000.00', Qty: '2', TotalDiscount: '10000.00', TaxBase: '90000', OtherTaxBase: '82500', VATRate: '12', VAT: '9900', STLGRate: '0', STLG: '0' },
    { Opt: 'B', Code: '000000', Name: 'Jasa Perawatan Kapal Pesiar', Unit: 'UM.0033', Price: '200000.00', Qty: '1', TotalDiscount: '0.00', TaxBase: '200000', OtherTaxBase: '200000', VATRate: '12', VAT: '24000', STLGRate: '0', STLG: '0' },
  ]);
  // 11 %, a buyer known by NIK.
  const c = byRef.get(s.c)!;
  expect(fields(c)).toMatchObject({ BuyerTin: '0000000000000000', BuyerDocument: 'National ID', BuyerDocumentNumber: '3171010101010001', BuyerIDTKU: '000000' });
  expect(c.children.at(-1)!.children.map(fields)[0]).toMatchObject({ Price: '50000.00', TaxBase: '50000', OtherTaxBase: '50000', VATRate: '11', VAT: '5500' });
  // 11/12 × 12 %: 111,000 with PPN inside.
  expect(byRef.get(s.a)!.children.at(-1)!.children.map(fields)[0]).toMatchObject({ Price: '100000.00', TaxBase: '100000', OtherTaxBase: '91667', VATRate: '12', VAT: '11000' });
  expect(fields(byRef.get(s.h)!)).toMatchObject({ RefDesc: s.h, TrxCode: '01' });
});
