/** A shop for the tax-invoice and sales-info tests: items of every tax kind, customers with NPWP, NIK or neither, sales of November 2026. */
import { expect } from 'vitest';
import type { BooksCompany } from '../../accounting/test/books';
import { actOrEdit } from '../../../apps/server/test/harness';

type Row = Record<string, unknown>;
const ok = async (p: Promise<{ num: number; msg: string }>) => {
  const r = await p;
  expect(r, r.msg).toMatchObject({ num: 0 });
  return r as { num: number; msg: string; data: Row };
};

/** A shop with goods at 11/12 × 12 %, 12 % (luxury service), 11 % and 0 %, four customers and sales of 20–21 November 2026. */
export async function tokoPajak(co: BooksCompany) {
  await ok(co.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' }));
  const item = (kodeitem: string, namaitem: string, jenispajak: string, harga: string, extra: Row = {}) =>
    ok(actOrEdit(co, 'item_save', { kodeitem, namaitem, satuan: 'PCS', tipe: '1', jenispajak, satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: harga }], ...extra }));
  await item('BRG1112', 'Sabun Cair 1 L', '1112', '111000');
  await item('BRG2', 'Sikat Gigi', '1112', '22200');
  await item('BRG3', 'Pasta Gigi', '1112', '55500');
  await item('JASA12', 'Jasa Perawatan Kapal Pesiar', '12', '200000', { tipe: '2', barangjasa: 'B' });
  await item('BRG11', 'Barang Tarif Lama', '11', '55500');
  await item('BEBAS', 'Buku Pelajaran', '0', '40000');
  const alamat = { jalan: 'Jl. Merdeka', blok: 'A', nomor: '10', rt: '001', rw: '002', kelurahan: 'Gambir', kecamatan: 'Gambir', kota: 'Jakarta Pusat', provinsi: 'DKI Jakarta', kodepos: '10110' };
  await ok(actOrEdit(co, 'pelanggan_save', { kodesupel: 'MAJU', namasupel: 'PT Maju Jaya', npwp: '01.234.567.8-901.000', email: 'pajak@maju.co.id', telepon: '021-555', ...alamat }));
  await ok(actOrEdit(co, 'pelanggan_save', { kodesupel: 'CV16', namasupel: 'CV Enam Belas', npwp: '0987654321098765', ...alamat, jalan: 'Jl. Sudirman' }));
  await ok(actOrEdit(co, 'pelanggan_save', { kodesupel: 'ORANG', namasupel: 'Budi Santoso', nik: '3171010101010001', ...alamat, jalan: 'Jl. Kenari' }));
  await ok(co.act('pelanggan_save', { kodesupel: 'UMUM', namasupel: 'Pelanggan Umum' }));
  await ok(co.act('dataperusahaan_save', { namaperusahaan: 'PT Toko Pajak', npwp: '02.111.222.3-444.000' }));
  // The DJP's serial numbers for 2026 (NSFP, /nsfplist): the e-Faktur CSV gives them out.
  await ok(co.act('nsfp_save', { tahun: '2026', awal: '0102600000001', akhir: '0102600000100', keterangan: 'Jatah DJP 2026' }));

  const jual = (tanggal: string, kodesupel: string, tipeppn: string, lines: Row[], extra: Row = {}) =>
    ok(actOrEdit(co, 'jual_save', { tanggal, kodegudang: 'UTM', kodesupel, tipeppn, lines: lines.map((l) => ({ satuan: 'PCS', ...l })), ...extra }));
  const no = (r: { data: Row }) => ((r.data.tbl_jual as Row[])[0].notransaksi as string);
  const s = {
    // A: 111,000 with PPN inside at 11/12 × 12 % → DPP 100,000, DPP nilai lain 91,667, PPN 11,000.
    a: no(await jual('2026-11-20', 'MAJU', 'I', [{ kodeitem: 'BRG1112', jumlah: '1', harga: '111000', jenispajak: '1112' }])),
    // B: PPN on top: 2 × 50,000 less 10 % (11/12 × 12 %) and a 12 % service of 200,000.
    b: no(
      await jual('2026-11-20', 'CV16', 'E', [
        { kodeitem: 'BRG3', jumlah: '2', harga: '50000', diskon1: '10', jenispajak: '1112' },
        { kodeitem: 'JASA12', jumlah: '1', harga: '200000', jenispajak: '12' },
      ]),
    ),
    // C: 11 %, a buyer with a NIK only.
    c: no(await jual('2026-11-21', 'ORANG', 'I', [{ kodeitem: 'BRG11', jumlah: '1', harga: '55500', jenispajak: '11' }])),
    // D: a buyer with neither NPWP nor NIK, nor an address.
    d: no(await jual('2026-11-21', 'UMUM', 'I', [{ kodeitem: 'BRG1112', jumlah: '1', harga: '111000', jenispajak: '1112' }])),
    // E: no PPN at all.
    e: no(await jual('2026-11-21', 'MAJU', 'N', [{ kodeitem: 'BRG1112', jumlah: '1', harga: '111000', jenispajak: '1112' }])),
    // F: a 0 % item.
    f: no(await jual('2026-11-21', 'MAJU', 'I', [{ kodeitem: 'BEBAS', jumlah: '1', harga: '40000', jenispajak: '0' }])),
    // G: 10 % off the whole sale, spread over two lines.
    g: no(
      await jual(
        '2026-11-21',
        'MAJU',
        'I',
        [
          { kodeitem: 'BRG3', jumlah: '2', harga: '55500', jenispajak: '1112' },
          { kodeitem: 'BRG2', jumlah: '1', harga: '22200', jenispajak: '1112' },
        ],
        { diskon: '10' },
      ),
    ),
    // Outside the period.
    z: no(await jual('2026-12-01', 'MAJU', 'I', [{ kodeitem: 'BRG1112', jumlah: '1', harga: '111000', jenispajak: '1112' }])),
  };
  // H: a till sale (company Tipe Pajak Include), paid in cash.
  await ok(co.act('pengaturanumum_save', { tipepajak: '1' }));
  const h = await ok(co.act('kasir_save', { tanggal: '2026-11-21', kodegudang: 'UTM', kodesupel: 'MAJU', tipeppn: 'I', tunai: '111000', lines: [{ kodeitem: 'BRG1112', satuan: 'PCS', jumlah: '1', harga: '111000', jenispajak: '1112' }] }));
  return { ...s, h: (h.data.tbl_kasir as Row[])[0].notransaksi as string };
}

