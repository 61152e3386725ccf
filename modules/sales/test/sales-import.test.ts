/**
 * Sales imported from another system (/importdatapenjualan, PJ) on the import mechanism the other
 * imports use: one line per row, one sale per date, customer, warehouse, note and payment; each
 * saved and posted as a back-office sale (`jual`); a bad file refused by row and cell, nothing written.
 */
import { expect, test } from 'vitest';
import { balance, invariants, type BooksCompany } from '../../accounting/test/books';
import { stockCompany } from '../../inventory/test/company';
import { addUser, grant, loginAs } from '../../../apps/server/test/auth-helpers';

type Status = { status: string; total: number; selesai: number; pesan: string; kesalahan: { baris: number; kolom: string; sel: string; pesan: string }[] };

async function importCsv(co: Pick<BooksCompany, 'act'>, body: string) {
  const r = await co.act('importdata_proses', { jenis: 'PJ', nama: 'penjualan.csv', isi: Buffer.from(body, 'utf8').toString('base64') });
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

test('sales imported from CSV (/importdatapenjualan): a sale per date, customer and note, numbered and posted like /kasirad; a bad file refused whole by row and cell', async () => {
  const co = await stockCompany();
  expect((await co.act('pelanggan_save', { kodesupel: 'TOKO01', namasupel: 'Toko Berkah' })).num).toBe(0);
  expect(
    (await co.act('saldoawalitem_save', {
      tanggal: '2026-01-02',
      kodegudang: 'UTM',
      lines: [
        { kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '24', harga: '10000' },
        { kodeitem: 'GULA01', satuan: 'KG', jumlah: '10', harga: '15000' },
      ],
    })).num,
  ).toBe(0);

  // The template: the sale's header and line columns, no number (the server gives it); the price is required.
  const t = await co.act('importdata_template', { jenis: 'PJ', format: 'csv' });
  expect(t).toMatchObject({ num: 0, data: { nama: 'template-import-penjualan.csv' } });
  expect(Buffer.from((t.data as { isi: string }).isi, 'base64').toString('utf8')).toBe(
    'tanggal,kodesupel,kodegudang,kodesales,keterangan,tipeppn,diskon,tunai,kodeacckas,kodeitem,iddetailvarian,satuan,jumlah,harga,diskon1,diskon2\r\n',
  );
  const kolom = (t.data as { kolom: { name: string; format: string }[] }).kolom;
  expect(kolom.find((c) => c.name === 'harga')?.format).toBe('wajib; angka, titik desimal, maks 2 desimal');

  // A file without the price column, then one with bad rows: nothing written, each problem named.
  const noPrice = await importCsv(co, 'tanggal,kodesupel,kodegudang,kodeitem,satuan,jumlah\n2026-01-05,TOKO01,UTM,KOPI01,PCS,2\n');
  expect(noPrice.refused).toMatchObject({ num: 15, msg: "Judul kolom tidak sesuai template Import Penjualan: Kolom 'harga' (Harga) wajib ada." });
  const bad = await importCsv(
    co,
    'tanggal,kodesupel,kodegudang,keterangan,kodeitem,satuan,jumlah,harga\n' +
      '2026-01-05,TOKO01,UTM,F-1001,KOPI01,PCS,2,15000\n' +
      '2026-01-05,TOKO01,UTM,F-1001,TEH01,PCS,1,9000\n' +
      '2026-01-05,TOKO01,UTM,F-1002,GULA01,KG,1,\n' +
      '2026-01-06,TOKO09,UTM,F-1003,GULA01,KG,1,18000\n',
  );
  expect(bad.status).toMatchObject({ status: 'gagal', pesan: 'Import dibatalkan: 3 kesalahan ditemukan, tidak ada data yang disimpan.' });
  expect(bad.status!.kesalahan).toEqual([
    { baris: 3, kolom: 'kodeitem', sel: 'E3', pesan: "Item 'TEH01' tidak ditemukan." },
    { baris: 4, kolom: 'harga', sel: 'H4', pesan: 'Harga wajib diisi.' },
    { baris: 5, kolom: 'kodesupel', sel: 'B5', pesan: "Pelanggan 'TOKO09' tidak ditemukan." },
  ]);
  expect(await co.sql('select count(*)::int as jual from jual')).toEqual([{ jual: 0 }]);

  // The good file: two sales on credit and one paid in cash, three documents and four lines.
  const ok = await importCsv(
    co,
    'tanggal,kodesupel,kodegudang,keterangan,tunai,kodeitem,satuan,jumlah,harga,diskon1\n' +
      '2026-01-05,toko01,UTM,F-1001,,KOPI01,PCS,2,15000,\n' +
      '2026-01-05,TOKO01,UTM,F-1001,,GULA01,KG,1,18000,\n' +
      '2026-01-05,TOKO01,UTM,F-1002,,GULA01,KG,2,18000,10\n' +
      '2026-01-06,TOKO01,UTM,F-1003,150000,KOPI01,BOX,1,150000,\n',
  );
  expect(ok.status).toMatchObject({ status: 'selesai', total: 3, selesai: 3, pesan: 'Import Penjualan berhasil: 3 dokumen (4 baris) disimpan.' });
  expect(await co.sql(`select notransaksi, to_char(tanggal, 'YYYY-MM-DD') as tanggal, kodesupel, keterangan, total::text, kredit::text from jual order by id`)).toEqual([
    { notransaksi: 'JL-2601-00001', tanggal: '2026-01-05', kodesupel: 'TOKO01', keterangan: 'F-1001', total: '48000.00', kredit: '48000.00' },
    { notransaksi: 'JL-2601-00002', tanggal: '2026-01-05', kodesupel: 'TOKO01', keterangan: 'F-1002', total: '32400.00', kredit: '32400.00' },
    { notransaksi: 'JL-2601-00003', tanggal: '2026-01-06', kodesupel: 'TOKO01', keterangan: 'F-1003', total: '150000.00', kredit: '0.00' },
  ]);
  // Posted: stock out of the warehouse, the receivable open, sales in the books.
  expect(await co.sql(`select i.kodeitem, s.qty::text from stok_gudang s join item i on i.id = s.item_id order by 1`)).toEqual([
    { kodeitem: 'GULA01', qty: '7.0000' },
    { kodeitem: 'KOPI01', qty: '10.0000' },
  ]);
  expect(await balance(co, '1-1300')).toBe('80400.00');
  expect(await co.act('piutangpelanggan', { kodesupel: 'TOKO01' })).toMatchObject({ num: 0 });
  expect(await invariants(co)).toEqual([]);
  expect(await co.act('cekbuku', {})).toMatchObject({ num: 0, data: { ok: true } });

  // mImportData alone is not enough: the sale's own add right (mJual) is needed too.
  const password = await addUser(co, { userid: 'ADMINDATA' });
  await grant(co, 'U', 'ADMINDATA', [['mImportData'], ['mImportData', 'madd']]);
  const staff = await loginAs(co, 'ADMINDATA', password);
  expect(await staff.act('importdata_proses', { jenis: 'PJ', nama: 'p.csv', isi: Buffer.from('tanggal\n').toString('base64') })).toMatchObject({ num: 30, msg: 'Maaf, Anda tidak memiliki hak akses tambah pada modul mJual.' });
});
