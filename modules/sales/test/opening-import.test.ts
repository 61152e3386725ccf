import { expect, test } from 'vitest';
import { balance, companyWithBooks, invariants, type BooksCompany } from '../../accounting/test/books';
import { addUser, grant, loginAs } from '../../../apps/server/test/auth-helpers';

type Status = { status: string; total: number; selesai: number; pesan: string; kesalahan: { baris: number; kolom: string; sel: string; pesan: string }[] };

/** Uploads a CSV through the import acts and waits for its end, as the screen does. */
async function importCsv(co: Pick<BooksCompany, 'act'>, jenis: string, body: string) {
  const r = await co.act('importdata_proses', { jenis, nama: `${jenis}.csv`, isi: Buffer.from(body, 'utf8').toString('base64') });
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

test('opening payables and receivables imported from CSV on the import mechanism (/imsaldoawalhutang, /imsaldoawalpiutang): numbered, posted, refused whole on a bad row', async () => {
  const co = await companyWithBooks();
  expect((await co.act('supplier_save', { kodesupel: 'SUP01', namasupel: 'PT Sumber Makmur' })).num).toBe(0);
  expect((await co.act('pelanggan_save', { kodesupel: 'TOKO01', namasupel: 'Toko Berkah' })).num).toBe(0);

  // The template: the document's own fields, no number (the server gives it).
  const t = await co.act('importdata_template', { jenis: 'SAP', format: 'csv' });
  expect(t).toMatchObject({ num: 0, data: { nama: 'template-import-saldoawalpiutang.csv' } });
  expect(Buffer.from((t.data as { isi: string }).isi, 'base64').toString('utf8')).toBe('tanggal,kodesupel,nofaktur,jumlah,jatuhtempo,keterangan\r\n');

  // One bad row refuses the whole file, naming its row and column.
  const bad = await importCsv(co, 'SAP', 'tanggal,kodesupel,nofaktur,jumlah,jatuhtempo\n2026-01-02,TOKO01,F-1,100000,2026-01-31\n2026-01-02,TOKO09,F-2,50000,\n2026-01-02,TOKO01,F-3,0,\n');
  expect(bad).toMatchObject({ status: { status: 'gagal' } });
  expect(bad.status!.kesalahan).toEqual([
    { baris: 3, kolom: 'kodesupel', sel: 'B3', pesan: "Pelanggan 'TOKO09' tidak ditemukan." },
    { baris: 4, kolom: 'jumlah', sel: 'D4', pesan: 'Jumlah harus lebih dari 0.' },
  ]);
  expect(await co.sql('select count(*)::int as n from saldoawalpiutang')).toEqual([{ n: 0 }]);

  const sap = await importCsv(co, 'SAP', 'tanggal,kodesupel,nofaktur,jumlah,jatuhtempo\n2026-01-02,toko01,F-1,100000,2026-01-31\n2026-01-02,TOKO01,F-2,50000.50,\n');
  expect(sap.status).toMatchObject({ status: 'selesai', total: 2, selesai: 2, pesan: 'Import Saldo Awal Piutang berhasil: 2 data disimpan.' });
  expect(await co.sql(`select notransaksi, kodesupel, nofaktur, jumlah::text, to_char(jatuhtempo, 'YYYY-MM-DD') as jt from saldoawalpiutang order by id`)).toEqual([
    { notransaksi: 'SAP-2601-00001', kodesupel: 'TOKO01', nofaktur: 'F-1', jumlah: '100000.00', jt: '2026-01-31' },
    { notransaksi: 'SAP-2601-00002', kodesupel: 'TOKO01', nofaktur: 'F-2', jumlah: '50000.50', jt: null },
  ]);
  expect(await balance(co, '1-1300')).toBe('150000.50');

  const sah = await importCsv(co, 'SAH', 'tanggal,kodesupel,nofaktur,jumlah,jatuhtempo\n2026-01-02,SUP01,INV-9,250000,2026-02-01\n');
  expect(sah.status).toMatchObject({ status: 'selesai', pesan: 'Import Saldo Awal Hutang berhasil: 1 data disimpan.' });
  expect(await balance(co, '2-1100')).toBe('-250000.00');
  expect(await co.act('hutangsupplier', { kodesupel: 'SUP01' })).toMatchObject({ data: { tbl_hutang: [{ notransaksi: 'SAH-2601-00001', sisa: '250000.00' }] } });

  // The right is mSAAkun (opening balances), not mImportData.
  const password = await addUser(co, { userid: 'GUDANG1' });
  await grant(co, 'U', 'GUDANG1', [['mImportData'], ['mImportData', 'madd']]);
  const gudang = await loginAs(co, 'GUDANG1', password);
  expect(await gudang.act('importdata_template', { jenis: 'SAH', format: 'csv' })).toMatchObject({ num: 30 });
  expect(await gudang.act('importdata_template', { jenis: 'SU', format: 'csv' })).toMatchObject({ num: 0 });

  expect(await co.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true } });
  expect(await invariants(co)).toEqual([]);
});
