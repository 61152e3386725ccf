import { code, decimal, doctype, flag, num, refuse, text } from '@niaga/kernel';

/** Shipping costs (spec §2.6 mOngkir): a courier service's rate, optionally for one region. */
export default doctype({
  name: 'ongkir',
  rows: 'few',
  title: 'Ongkos Kirim',
  access: 'mOngkir',
  key: 'kodeongkir',
  routes: { list: '/listongkir', add: '/ongkirad', edit: '/ongkired' },
  fields: {
    kodeongkir: code('Kode Ongkir', 20).unique().upper(),
    namaongkir: text('Nama Ongkir / Kurir', 100),
    kodewilayah: code('Wilayah', 10).upper().optional().ref('wilayah'),
    tarif: decimal('Tarif').default('0'),
    aktif: flag('Aktif'),
  },
  rules: [(d) => num(d.tarif).gte(0) || refuse('tarif', 'Tarif tidak boleh kurang dari 0.')],
  list: { columns: ['kodeongkir', 'namaongkir', 'kodewilayah', 'tarif', 'aktif'], search: ['kodeongkir', 'namaongkir'], filters: ['kodewilayah', 'aktif'] },
});
