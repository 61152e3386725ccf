/**
 * Master lists (spec §2.9 mLapMstrItem and its group: items in full, suppliers, customers, sales
 * staff — their access names are this project's, modules/admin/access-names.ts): declarations.
 */
import { col, param, report } from '@niaga/report';

const GROUP = 'Master Data';
const aktif = param.flag('Hanya yang aktif', true);

export const masterItem = report({
  access: 'mLapMstrItem',
  title: 'Laporan Master Item',
  group: GROUP,
  description: 'Daftar item: tipe, satuan dasar, merek, jenis, supplier utama, harga beli, harga jual satuan dasar dan stok.',
  params: { jenis: param.ref('Jenis', 'jenis'), aktif },
  columns: [
    col.teks('kodeitem', 'Kode Item', 12),
    col.teks('namaitem', 'Nama Item', 26),
    col.teks('tipe', 'Tipe', 14),
    col.teks('satuan', 'Satuan', 7),
    col.teks('merek', 'Merek', 9),
    col.teks('jenis', 'Jenis', 9),
    col.teks('kodesupel', 'Supplier', 9),
    col.uang('hargabeli', 'Harga Beli', 12),
    col.uang('hargajual1', 'Harga Jual', 12),
    col.angka('stok', 'Stok', 10),
  ],
  orientation: 'landscape',
});

export const masterItemLengkap = report({
  access: 'mLapMstrItemLengkap',
  title: 'Laporan Master Item Lengkap',
  group: GROUP,
  description: 'Setiap item dengan satuan dan isinya, barcode, empat level harga jual per satuan, dan stok per gudang.',
  params: { jenis: param.ref('Jenis', 'jenis'), aktif },
  columns: [
    col.teks('baris', 'Satuan / Gudang', 18),
    col.angka('konversi', 'Isi', 8),
    col.teks('barcode', 'Barcode', 14),
    col.uang('hargajual1', 'Harga 1', 12),
    col.uang('hargajual2', 'Harga 2', 12),
    col.uang('hargajual3', 'Harga 3', 12),
    col.uang('hargajual4', 'Harga 4', 12),
    col.angka('stok', 'Stok', 10),
  ],
  orientation: 'landscape',
});

export const masterSupplier = report({
  access: 'mLapMstrSupplier',
  title: 'Laporan Master Supplier',
  group: GROUP,
  description: 'Daftar supplier: kontak, alamat, telepon, NPWP, jatuh tempo dan limit hutang.',
  params: { aktif },
  columns: [
    col.teks('kodesupel', 'Kode', 10),
    col.teks('namasupel', 'Nama Supplier', 24),
    col.teks('kontak', 'Kontak', 14),
    col.teks('alamat', 'Alamat', 24),
    col.teks('kota', 'Kota', 12),
    col.teks('telepon', 'Telepon', 13),
    col.teks('npwp', 'NPWP', 16),
    col.bulat('jatuhtempo', 'JT (hari)', 7),
    col.uang('limithutang', 'Limit Hutang', 13),
  ],
  orientation: 'landscape',
});

export const masterPelanggan = report({
  access: 'mLapMstrPelanggan',
  title: 'Laporan Master Pelanggan',
  group: GROUP,
  description: 'Daftar pelanggan: grup, wilayah, sales, kota, telepon, limit kredit, jatuh tempo dan point.',
  params: { wilayah: param.ref('Wilayah', 'wilayah'), aktif },
  columns: [
    col.teks('kodesupel', 'Kode', 10),
    col.teks('namasupel', 'Nama Pelanggan', 24),
    col.teks('kgruppel', 'Grup', 8),
    col.teks('kodewilayah', 'Wilayah', 8),
    col.teks('kodesales', 'Sales', 8),
    col.teks('kota', 'Kota', 12),
    col.teks('telepon', 'Telepon', 13),
    col.uang('limitkredit', 'Limit Kredit', 13),
    col.bulat('jatuhtempo', 'JT (hari)', 7),
    col.angka('point', 'Point', 9),
  ],
  orientation: 'landscape',
});

export const masterSales = report({
  access: 'mLapMstrSales',
  title: 'Laporan Master Sales',
  group: GROUP,
  description: 'Daftar sales (wiraniaga): alamat, telepon, komisi penjualan dan komisi pembayaran.',
  params: { aktif },
  columns: [
    col.teks('kodesales', 'Kode', 10),
    col.teks('namasales', 'Nama Sales', 24),
    col.teks('alamat', 'Alamat', 26),
    col.teks('telepon', 'Telepon', 14),
    col.persen('komisijual', 'Komisi Jual'),
    col.persen('komisibayar', 'Komisi Bayar'),
  ],
});

export const reports = [masterItem, masterItemLengkap, masterSupplier, masterPelanggan, masterSales];
