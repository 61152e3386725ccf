/**
 * The stock imports on the import mechanism (modules/master/import): opening stock /imsaldoawal
 * (SA) and counted quantities /imopname (OP), one line per row and one document per date and
 * warehouse; the item datasheet /imdatasheet (DS) changing the items it names. Each from a real
 * CSV or XLSX file; a bad file is refused by row and cell with nothing written.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from 'vitest';
import { balance, invariants, type BooksCompany } from '../../accounting/test/books';
import { stockCompany } from './company';

type Status = { status: string; total: number; selesai: number; pesan: string; kesalahan: { baris: number; kolom: string; sel: string; pesan: string }[] };
type Reply = { num: number; msg: string; data: Record<string, unknown> };

const file = (name: string) => readFileSync(join(import.meta.dirname, 'files', name));

/** An XLSX as a person fills it: numbers as numbers, a date as a date cell. */
async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Data');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Uploads a file through the import acts and waits for its end, as the screen does. */
async function importFile(co: Pick<BooksCompany, 'act'>, jenis: string, nama: string, isi: Buffer) {
  const r = (await co.act('importdata_proses', { jenis, nama, isi: isi.toString('base64') })) as Reply;
  if (r.num !== 0) return { refused: r };
  const { idproses } = r.data as { idproses: string };
  for (;;) {
    const s = (await co.act('importdata_status', { idproses })) as Reply;
    expect(s.num, s.msg).toBe(0);
    const st = s.data as unknown as Status;
    if (st.status === 'selesai' || st.status === 'gagal') return { status: st };
    await new Promise((res) => setTimeout(res, 50));
  }
}

const stockOf = async (co: BooksCompany, kodeitem: string) =>
  co.sql<{ gudang: string; qty: string }>(
    `select g.kodegudang as gudang, s.qty::text from stok_gudang s join gudang g on g.id = s.gudang_id join item i on i.id = s.item_id where i.kodeitem = '${kodeitem}' and s.qty <> 0 order by 1`,
  );

test('opening stock imported from a CSV file (/imsaldoawal): a document per date and warehouse, posted; a bad file refused by row and cell, nothing written', async () => {
  const co = await stockCompany();
  const t = (await co.act('importdata_template', { jenis: 'SA', format: 'csv' })) as Reply;
  expect(t).toMatchObject({ num: 0, data: { nama: 'template-import-saldoawal.csv' } });
  expect(Buffer.from((t.data as { isi: string }).isi, 'base64').toString('utf8')).toBe('tanggal,kodegudang,keterangan,kodeitem,iddetailvarian,satuan,jumlah,harga\r\n');

  // Every bad cell named; not one document written.
  const bad = await importFile(co, 'SA', 'saldoawal-salah.csv', file('saldoawal-salah.csv'));
  expect(bad.status).toMatchObject({ status: 'gagal', pesan: 'Import dibatalkan: 3 kesalahan ditemukan, tidak ada data yang disimpan.' });
  expect(bad.status!.kesalahan).toEqual([
    { baris: 3, kolom: 'kodeitem', sel: 'D3', pesan: "Item 'TEH01' tidak ditemukan." },
    { baris: 4, kolom: 'jumlah', sel: 'F4', pesan: 'Baris 3: jumlah harus lebih dari 0.' },
    { baris: 5, kolom: 'kodegudang', sel: 'B5', pesan: "Gudang 'GD9' tidak ditemukan." },
  ]);
  expect(await co.sql('select (select count(*) from saldoawalitem)::int as dok, (select count(*) from stok_mutasi)::int as mutasi')).toEqual([{ dok: 0, mutasi: 0 }]);

  // The good file (semicolons, as a spreadsheet in Indonesian settings saves it): 2 documents, 3 lines.
  const ok = await importFile(co, 'SA', 'saldoawal.csv', file('saldoawal.csv'));
  expect(ok.status).toMatchObject({ status: 'selesai', total: 2, selesai: 2, pesan: 'Import Saldo Awal Item berhasil: 2 dokumen (3 baris) disimpan.' });
  expect(await co.sql(`select notransaksi, to_char(tanggal, 'YYYY-MM-DD') as tanggal, kodegudang, keterangan, total::text from saldoawalitem order by id`)).toEqual([
    { notransaksi: 'SA-2601-00001', tanggal: '2026-01-02', kodegudang: 'UTM', keterangan: 'Stok awal pusat', total: '390000.00' },
    { notransaksi: 'SA-2601-00002', tanggal: '2026-01-02', kodegudang: 'GD2', keterangan: 'Stok awal cabang', total: '60000.00' },
  ]);
  expect(await stockOf(co, 'KOPI01')).toEqual([{ gudang: 'UTM', qty: '24.0000' }]);
  expect(await stockOf(co, 'GULA01')).toEqual([
    { gudang: 'GD2', qty: '4.0000' },
    { gudang: 'UTM', qty: '10.0000' },
  ]);
  expect(await balance(co, '1-1400')).toBe('450000.00');
  expect(await balance(co, '3-2000')).toBe('-450000.00');

  expect(await invariants(co)).toEqual([]);
  expect(await co.act('cekbuku', {})).toMatchObject({ num: 0, data: { ok: true } });
});

test('counted quantities imported from an XLSX file (/imopname): stock and difference filled, the difference posted; a line twice refused on its cell', async () => {
  const co = await stockCompany();
  expect(
    (await co.act('saldoawalitem_save', {
      tanggal: '2026-01-02',
      kodegudang: 'UTM',
      lines: [
        { kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2', harga: '120000' },
        { kodeitem: 'GULA01', satuan: 'KG', jumlah: '10', harga: '15000' },
      ],
    })).num,
  ).toBe(0);
  const t = (await co.act('importdata_template', { jenis: 'OP', format: 'csv' })) as Reply;
  expect(Buffer.from((t.data as { isi: string }).isi, 'base64').toString('utf8')).toBe('tanggal,kodegudang,keterangan,kodeitem,iddetailvarian,satuan,jumlah\r\n');

  const head = ['tanggal', 'kodegudang', 'keterangan', 'kodeitem', 'satuan', 'jumlah'];
  const day = new Date(Date.UTC(2026, 0, 31));
  // The same item twice in one count: refused by the save path, named on its row and cell, nothing kept.
  const twice = await importFile(co, 'OP', 'opname-ganda.xlsx', await xlsx([head, [day, 'UTM', 'Opname Januari', 'KOPI01', 'PCS', 20], [day, 'UTM', 'Opname Januari', 'kopi01', 'BOX', 1]]));
  expect(twice.status).toMatchObject({ status: 'gagal' });
  expect(twice.status!.kesalahan).toEqual([{ baris: 3, kolom: 'kodeitem', sel: 'D3', pesan: 'Baris 2: item KOPI01 sudah ada di baris 1.' }]);
  expect(await co.sql('select count(*)::int as n from opname')).toEqual([{ n: 0 }]);

  // 20 pieces of coffee counted (24 in the books), 10.5 kg of sugar (10): one document.
  const ok = await importFile(co, 'OP', 'opname.xlsx', await xlsx([head, [day, 'UTM', 'Opname Januari', 'KOPI01', 'PCS', 20], [day, 'UTM', 'Opname Januari', 'GULA01', 'KG', 10.5]]));
  expect(ok.status).toMatchObject({ status: 'selesai', pesan: 'Import Stok Opname berhasil: 1 dokumen (2 baris) disimpan.' });
  expect(await co.sql(`select d.kodeitem, d.stok::text, d.jumlah::text, d.selisih::text from opname_detail d order by d.id`)).toEqual([
    { kodeitem: 'KOPI01', stok: '24.0000', jumlah: '20.0000', selisih: '-4.0000' },
    { kodeitem: 'GULA01', stok: '10.0000', jumlah: '10.5000', selisih: '0.5000' },
  ]);
  // Coffee 4 × 10,000 out, sugar 0.5 × 15,000 in, against Selisih Persediaan.
  expect(await balance(co, '5-1200')).toBe('32500.00');
  expect(await balance(co, '1-1400')).toBe('357500.00');
  expect(await stockOf(co, 'KOPI01')).toEqual([{ gudang: 'UTM', qty: '20.0000' }]);
  expect(await invariants(co)).toEqual([]);
});

test('the item datasheet imported (/imdatasheet): rows change the items they name, a blank cell keeps its value; an unknown item refused, nothing changed', async () => {
  const co = await stockCompany();
  expect((await co.act('merek_save', { kodemerek: 'KAPAL', namamerek: 'Kapal Api' })).num).toBe(0);
  const t = (await co.act('importdata_template', { jenis: 'DS', format: 'csv' })) as Reply;
  expect(Buffer.from((t.data as { isi: string }).isi, 'base64').toString('utf8')).toBe('kodeitem,namaitem,merek,jenis,subjenis,kodesupel,hargabeli,jenispajak,aktif,keterangan\r\n');

  const head = ['kodeitem', 'namaitem', 'merek', 'hargabeli', 'aktif'];
  const bad = await importFile(co, 'DS', 'datasheet.xlsx', await xlsx([head, ['KOPI01', 'Kopi Bubuk 200g', 'KAPAL', 11500, 'Y'], ['TEH01', 'Teh', '', 5000, ''], ['GULA01', '', 'SEMUT', -1, '']]));
  expect(bad.status!.kesalahan).toEqual([
    { baris: 3, kolom: 'kodeitem', sel: 'A3', pesan: "Kode Item 'TEH01' tidak ditemukan." },
    { baris: 4, kolom: 'merek', sel: 'C4', pesan: "Merek 'SEMUT' tidak ditemukan." },
    { baris: 4, kolom: 'hargabeli', sel: 'D4', pesan: 'Harga beli tidak boleh negatif.' },
  ]);
  expect(await co.sql(`select kodeitem, namaitem, hargabeli::text from item order by kodeitem`)).toEqual([
    { kodeitem: 'GULA01', namaitem: 'Gula Pasir', hargabeli: '0.00' },
    { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', hargabeli: '0.00' },
  ]);

  const ok = await importFile(co, 'DS', 'datasheet.xlsx', await xlsx([head, ['KOPI01', 'Kopi Bubuk 200g', 'KAPAL', 11500, 'Y'], ['gula01', '', '', 14000.5, 'tidak']]));
  expect(ok.status).toMatchObject({ status: 'selesai', pesan: 'Import Datasheet Item berhasil: 2 data diubah.' });
  expect(await co.sql(`select kodeitem, namaitem, merek, hargabeli::text, aktif from item order by kodeitem`)).toEqual([
    { kodeitem: 'GULA01', namaitem: 'Gula Pasir', merek: '', hargabeli: '14000.50', aktif: false },
    { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk 200g', merek: 'KAPAL', hargabeli: '11500.00', aktif: true },
  ]);
  // Its units are kept (the item's child tables are not in the file).
  expect(await co.act('item_get', { kodeitem: 'KOPI01' })).toMatchObject({ data: { tbl_satuanitem: [{ satuan: 'PCS' }, { satuan: 'BOX', konversi: '12.0000' }] } });
});
