/** The two files' writing rules on their own: quoting, escaping, buyers without NPWP, the 07/08 codes. */
import { expect, test } from 'vitest';
import { buildInvoices, npwp16, type Sale } from './faktur';
import { CSV_HEADER, csvInvoice, XML_FOOT, xmlHead, xmlInvoice } from './formats';
import { validateCoretax } from '../test/coretax-xsd';

const buyer = { kodesupel: 'AB', namasupel: 'Toko "A&B" <Jaya>', npwp: '', nik: '3171010101010001', email: '', telepon: '', jalan: 'Jl. A\nB', blok: '', nomor: '', rt: '', rw: '', kelurahan: '', kecamatan: '', kota: '', provinsi: '', kodepos: '' };
const line = { urut: 0, kodeitem: 'BUKU', namaitem: 'Buku "Tulis" & Pena', satuan: 'PCS', jumlah: '3.0000', harga: '10000.00', diskon1: '0', diskon2: '0', diskon3: '0', diskon4: '0', jenispajak: '0', barangjasa: 'A' };
const sale: Sale = { tipe: 'KSR', notransaksi: 'KSR-1', tanggal: '2026-11-05', tipeppn: 'I', diskon: '0', dpp: '30000.00', ppn: '0.00', buyer, lines: [line] };

test('NPWP: 15 digits take a leading 0, 16 stay, anything else is none', () => {
  expect(npwp16('01.234.567.8-901.000')).toBe('0012345678901000');
  expect(npwp16('0987654321098765')).toBe('0987654321098765');
  expect(npwp16('123')).toBe('');
  expect(npwp16(null)).toBe('');
});

test('code 08 with a NIK buyer: CSV quotes doubled and lines joined, XML escaped, AddInfo and FacilityStamp written', () => {
  const { faktur, ditolak } = buildInvoices([sale], { kodetransaksi: '08' });
  expect(ditolak).toEqual([]);
  const f = faktur[0];
  expect([f.dpp, f.dppLain, f.ppn, f.lines[0].vatRate]).toEqual(['30000.00', '30000.00', '0.00', '0']);
  const csv = csvInvoice(f, { keterangan: '1', cap: '01' }).split('\r\n');
  expect(csv[0]).toBe('"FK","08","0","","11","2026","05/11/2026","000000000000000","3171010101010001#NIK#NAMA#Toko ""A&B"" <Jaya>","Jl. A B","30000","0","0","1","0","0","0","0","KSR-1",""');
  expect(csv[2]).toBe('"OF","BUKU","Buku ""Tulis"" & Pena","10000","3","30000","0","30000","0","0","0","","","","","","","","",""');
  expect(CSV_HEADER.split('\r\n')).toHaveLength(4);
  const xml = xmlHead({ tin: '0021112223444000', idtku: '0021112223444000000000' }) + xmlInvoice(f, { tin: '0021112223444000', idtku: '0021112223444000000000' }, { keterangan: 'TD.00501', cap: 'TD.01101' }) + XML_FOOT;
  expect(xml).toContain('<TrxCode>08</TrxCode><AddInfo>TD.00501</AddInfo><CustomDoc/><CustomDocMonthYear/><RefDesc>KSR-1</RefDesc><FacilityStamp>TD.01101</FacilityStamp>');
  expect(xml).toContain('<BuyerName>Toko &quot;A&amp;B&quot; &lt;Jaya&gt;</BuyerName>');
  expect(xml).toContain('<Name>Buku &quot;Tulis&quot; &amp; Pena</Name>');
  expect(xml).toContain('<BuyerTin>0000000000000000</BuyerTin><BuyerDocument>National ID</BuyerDocument><BuyerCountry>IDN</BuyerCountry><BuyerDocumentNumber>3171010101010001</BuyerDocumentNumber>');
  expect(xml).toContain('<VATRate>0</VATRate><VAT>0.00</VAT>');
  validateCoretax(xml);
  // Code 01 refuses the 0 % line; a stored PPN that the lines do not give is refused too.
  expect(buildInvoices([sale], { kodetransaksi: '01' }).ditolak[0].alasan).toBe('baris 1 (BUKU) bertarif 0%; kode transaksi 01 tidak boleh bertarif 0% (gunakan 07 atau 08)');
  expect(buildInvoices([{ ...sale, ppn: '5.00' }], { kodetransaksi: '08' }).ditolak[0].alasan).toBe('DPP/PPN tersimpan (30000.00/5.00) berbeda dengan baris penjualan (30000.00/0.00)');
});
