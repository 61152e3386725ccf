/**
 * The printed purchasing documents: a purchase, its order and its return as A4 PDFs through the
 * act `<doctype>_cetak` and the one-time GET address, read back as text (unpdf): the company
 * header, the supplier, number, date and due date, every line with its unit, quantity, price,
 * discounts and amount, and the document's figures.
 */
import { expect, test } from 'vitest';
import { NUM } from '@niaga/kernel';
import { companyWithBooks, type BooksCompany } from '../../accounting/test/books';
import { formatId } from '@niaga/core';
import { companyDigits, pdfText } from '../../accounting/test/report-files';
import { actOrEdit, testServer } from '../../../apps/server/test/harness';
import { kaosMerahBiru } from '../../master/test/shirts';

type Reply = { num: number; msg: string; data: Record<string, unknown> };

async function setup(co: BooksCompany) {
  for (const [kode, nama] of [['PCS', 'Pieces'], ['BOX', 'Box']]) expect((await co.act('satuan_save', { kodesatuan: kode, namasatuan: nama })).num).toBe(0);
  expect(
    (
      await co.act('item_save', {
        kodeitem: 'KOPI01',
        namaitem: 'Kopi Bubuk Kapal Api 165 g',
        satuan: 'PCS',
        hargabeli: '12000',
        satuanitem: [
          { satuan: 'PCS', konversi: '1' },
          { satuan: 'BOX', konversi: '12' },
        ],
      })
    ).num,
  ).toBe(0);
  expect((await co.act('supplier_save', { kodesupel: 'SUP01', namasupel: 'PT Sumber Makmur', alamat: 'Jl. Pasar Baru 12', kota: 'Bandung', telepon: '022-123456', jatuhtempo: 30 })).num).toBe(0);
  expect((await co.act('dataperusahaan_save', { namaperusahaan: 'Toko Niaga Jaya', alamat1: 'Jl. Merdeka 1', kota: 'Jakarta' })).num).toBe(0);
}

/** The act's one-time address, then the file from it (once: a second GET is refused). */
async function printed(co: BooksCompany, act: string, p: Record<string, unknown>) {
  const r = (await actOrEdit(co, act, p)) as Reply;
  expect(r).toMatchObject({ num: 0 });
  const { url, nama } = r.data as { url: string; nama: string };
  const { app } = await testServer();
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(String(res.headers['content-type'])).toBe('application/pdf');
  expect((await app.inject({ method: 'GET', url })).statusCode).not.toBe(200);
  return { nama, text: (await pdfText(res.rawPayload)).text.replace(/\s+/g, ' ') };
}

test('a purchase prints as an invoice: company, supplier, number, dates, lines in their units with discounts, and every figure down to the credit part', async () => {
  const co = await companyWithBooks();
  await setup(co);
  const bl = (await co.act('beli_save', {
    tanggal: '2026-02-05',
    kodegudang: 'UTM',
    kodesupel: 'SUP01',
    nofaktur: 'INV-778',
    keterangan: 'Stok Februari',
    lines: [
      { kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '4', harga: '144000', diskon1: '10', diskon2: '5' },
      { kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '6', harga: '12500' },
    ],
    diskon: '2',
    tipeppn: 'E',
    jenispajak: '1112',
    biayakirim: '10000',
    biayalain: '2500',
    tunai: '100000',
    kodeacckas: '1-1100',
  })) as Reply;
  expect(bl).toMatchObject({ num: 0, data: { notransaksi: 'BL-2602-00001' } });
  const h = (bl.data.tbl_beli as Record<string, string>[])[0];
  // 4 BOX × 144,000 less 10% and 5% = 492,480 and 6 PCS × 12,500 = 75,000; the document discount 2%.
  expect(h).toMatchObject({ subtotal: '567480.00', potongan: '11349.60', jatuhtempo: '2026-03-07' });

  const { nama, text } = await printed(co, 'beli_cetak', { id: bl.data.id });
  expect(nama).toBe('beli-BL-2602-00001.pdf');
  // Figures as the company shows them (Digit Umum).
  const { umum } = await companyDigits(co);
  const rp = (v: string) => formatId(v, umum);
  for (const s of [
    'Toko Niaga Jaya',
    'Jl. Merdeka 1',
    'FAKTUR PEMBELIAN',
    'PT Sumber Makmur',
    'Jl. Pasar Baru 12',
    'Bandung',
    'BL-2602-00001',
    '05/02/2026',
    'Jatuh Tempo : 07/03/2026',
    'INV-778',
    'PPN Exclude',
    'Gudang : UTM Kantor Pusat',
    `KOPI01 Kopi Bubuk Kapal Api 165 g 4 BOX ${rp('144000')} 10% + 5% ${rp('492480')}`,
    `KOPI01 Kopi Bubuk Kapal Api 165 g 6 PCS ${rp('12500')} ${rp('75000')}`,
    `Subtotal ${rp(h.subtotal)}`,
    `Diskon 2% ${rp(h.potongan)}`,
    `DPP ${rp(h.dpp)}`,
    `PPN ${rp(h.ppn)}`,
    `Ongkos Kirim ${rp('10000')}`,
    `Biaya Lain ${rp('2500')}`,
    `Total ${rp(h.total)}`,
    `Tunai ${rp('100000')}`,
    `Kredit ${rp(h.kredit)}`,
    'Stok Februari',
    'Halaman 1 dari 1',
  ])
    expect(text).toContain(s);
  // No deposit was used: the line is left out.
  expect(text).not.toContain('Deposit Dipakai');

  // The order and the return print on the same layout with their own title and figures.
  const ob = (await co.act('pesanbeli_save', { tanggal: '2026-02-02', kodegudang: 'UTM', kodesupel: 'SUP01', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '10', harga: '144000', diskon1: '5' }] })) as Reply;
  expect(ob.num).toBe(0);
  const obText = (await printed(co, 'pesanbeli_cetak', { notransaksi: 'OB-2602-00001' })).text;
  expect(obText).toContain('PESANAN PEMBELIAN');
  expect(obText).toContain(`KOPI01 Kopi Bubuk Kapal Api 165 g 10 BOX ${rp('144000')} 5% ${rp('1368000')}`);
  expect(obText).toContain(`Total ${rp('1368000')}`);

  const rb = (await co.act('returbeli_save', {
    tanggal: '2026-02-10',
    mode: '1',
    nobeli: 'BL-2602-00001',
    kodesupel: 'SUP01',
    kodegudang: 'UTM',
    potonghutang: true,
    lines: [{ idsumber: (bl.data.tbl_beli_detail as { id: number }[])[1].id, kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '2', harga: '1' }],
  })) as Reply;
  expect(rb).toMatchObject({ num: 0 });
  const rbText = (await printed(co, 'returbeli_cetak', { id: rb.data.id })).text;
  expect(rbText).toContain('RETUR PEMBELIAN');
  expect(rbText).toContain('No. Pembelian : BL-2602-00001');
  const rh = (rb.data.tbl_returbeli as Record<string, string>[])[0];
  expect(rbText).toContain(`Total ${rp(rh.total)}`);

  // Unknown documents and missing rights are refused.
  expect(await co.act('beli_cetak', { notransaksi: 'BL-2602-09999' })).toMatchObject({ num: NUM.NOT_FOUND, msg: 'Data Pembelian tidak ditemukan.' });
  expect(await co.act('beli_cetak', {})).toMatchObject({ num: NUM.INVALID });
});

test('a purchase of a variant item prints each line with its variant beside the item’s name', async () => {
  const co = await companyWithBooks();
  await kaosMerahBiru(co);
  expect((await co.act('supplier_save', { kodesupel: 'SUP01', namasupel: 'PT Konveksi Jaya' })).num).toBe(0);
  const bl = (await co.act('beli_save', {
    tanggal: '2026-03-02',
    kodegudang: 'UTM',
    kodesupel: 'SUP01',
    jatuhtempo: '2026-03-31',
    lines: [
      { kodeitem: 'KAOS', iddetailvarian: 'KAOS-MERAH', satuan: 'PCS', jumlah: '10', harga: '30000' },
      { kodeitem: 'KAOS', iddetailvarian: 'KAOS-BIRU', satuan: 'PCS', jumlah: '5', harga: '36000' },
    ],
  })) as Reply;
  expect(bl.num, bl.msg).toBe(0);
  const { text } = await printed(co, 'beli_cetak', { id: bl.data.id });
  expect(text).toContain('KAOS Kaos Polos · MERAH 10');
  expect(text).toContain('KAOS Kaos Polos · BIRU 5');
});
