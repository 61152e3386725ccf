import { code, doctype, flag, text } from '@niaga/kernel';

/**
 * Shipping addresses of customers (spec §2.6 /listalamatkirim; the spec names no access name, they
 * belong to the customer, so mPelanggan). Added and edited in a dialog over the list.
 */
export default doctype({
  name: 'alamatkirim',
  title: 'Alamat Kirim',
  access: 'mPelanggan',
  key: 'kodealamat',
  routes: { list: '/listalamatkirim' },
  fields: {
    kodealamat: code('Kode Alamat', 30).unique().upper(),
    kodesupel: code('Pelanggan', 30).upper().ref('pelanggan'),
    namapenerima: text('Nama Penerima', 100),
    telepon: text('Telepon', 50).optional().signed().pattern(/^[0-9+()\-. ]+$/, 'Telepon hanya boleh berisi angka, spasi dan + ( ) - .'),
    alamat: text('Alamat', 300).multiline(),
    kota: text('Kabupaten / Kota', 100).optional(),
    kodewilayah: code('Wilayah', 10).upper().optional().ref('wilayah'),
    kodepos: text('Kode Pos', 10).optional().pattern(/^[0-9]{5}$/, 'Kode Pos harus 5 angka'),
    utama: flag('Alamat Utama', false),
  },
  list: { columns: ['kodealamat', 'kodesupel', 'namapenerima', 'kota', 'utama'], search: ['kodealamat', 'namapenerima', 'kota'], filters: ['kodesupel'] },
});
