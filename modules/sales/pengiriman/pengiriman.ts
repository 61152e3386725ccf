/**
 * Shipping data of a sale (spec §2.7 /datapengirimanlist, /datapengirimaned): the courier (from
 * the shipping-cost master `ongkir` or typed), the receipt number (no. resi), the cost and the
 * status, one record per sale (back office JL or till KSR, by its number). The spec names no access
 * name for these routes and no fields: they belong to the sales documents, so the sales right
 * (mJual) guards them; the fields are the ones issue 15 asks for. Added in the list's dialog,
 * edited on /datapengirimaned. Isomorphic; the server checks the sale and fills its customer
 * (./server.ts).
 */
import { code, date, decimal, doctype, num, refuse, select, text } from '@niaga/kernel';

export const STATUS_KIRIM = [
  { value: '0', label: 'Belum Dikirim' },
  { value: '1', label: 'Dikirim' },
  { value: '2', label: 'Diterima' },
  { value: '3', label: 'Dikembalikan' },
];

export default doctype({
  name: 'datapengiriman',
  title: 'Data Pengiriman',
  access: 'mJual',
  key: 'notransaksi',
  routes: { list: '/datapengirimanlist', edit: '/datapengirimaned' },
  fields: {
    notransaksi: code('No. Penjualan', 40).unique().upper(),
    tanggal: date('Tanggal Kirim'),
    kodesupel: code('Pelanggan', 30).upper().optional().ref('pelanggan'),
    kodeongkir: code('Ongkos Kirim', 20).upper().optional().ref('ongkir', { fills: { kurir: 'namaongkir', ongkir: 'tarif' } }),
    kurir: text('Kurir', 100),
    noresi: text('No. Resi', 50).optional(),
    ongkir: decimal('Biaya Kirim').default('0'),
    status: select('Status', STATUS_KIRIM).default('0'),
    alamatkirim: text('Alamat Kirim', 300).optional().multiline(),
    keterangan: text('Keterangan', 200).optional(),
  },
  rules: [
    (d) => num(d.ongkir).gte(0) || refuse('ongkir', 'Biaya kirim tidak boleh kurang dari 0.'),
    (d) => d.status === '0' || !!(d.noresi ?? '').trim() || refuse('noresi', 'Isi No. Resi untuk pengiriman yang sudah dikirim.'),
  ],
  list: {
    columns: ['notransaksi', 'tanggal', 'kodesupel', 'kurir', 'noresi', 'ongkir', 'status'],
    search: ['notransaksi', 'kodesupel', 'kurir', 'noresi'],
    filters: [{ field: 'tanggal', default: 'bulanini' }, 'status', 'kodesupel'],
  },
});
