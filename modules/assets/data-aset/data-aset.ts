import { code, date, decimal, doctype, int, num, refuse, select, text } from '@niaga/kernel';
import { METODE_PENYUSUTAN } from '@niaga/master';

export const JENIS_PELEPASAN = [
  { value: 'J', label: 'Dijual' },
  { value: 'H', label: 'Dihapus (tidak terjual)' },
];

/**
 * Fixed assets (spec §2.8 mDataAset: /listdataaset, /dataasetad, /dataaseted). The acquisition
 * itself is posted by the document that paid for it (a purchase or Kas Keluar to the asset
 * account); the register holds the terms of its depreciation (the group's PMK 72/2023 method, life
 * and rate, copied when saved), its accounts, and its disposal, which posts (code LA): Dr proceeds,
 * Dr accumulated depreciation / Cr asset at cost, and the gain or loss. docs/accounting.md §10.
 */
export default doctype({
  name: 'dataaset',
  title: 'Data Aset',
  access: 'mDataAset',
  key: 'kodeaset',
  routes: { list: '/listdataaset', add: '/dataasetad', edit: '/dataaseted' },
  fields: {
    kodeaset: code('Kode Aset', 20).unique().upper(),
    namaaset: text('Nama Aset', 100),
    kodegrupaset: code('Grup Aset', 10)
      .upper()
      .ref('grupaset', { fills: { metode: 'metode', umur: 'umur', tarif: 'tarif', kodeaccaset: 'kodeaccaset', kodeaccakum: 'kodeaccakum', kodeaccbiaya: 'kodeaccbiaya' } }),
    tglperolehan: date('Tanggal Perolehan'),
    hargaperolehan: decimal('Harga Perolehan'),
    metode: select('Metode Penyusutan', METODE_PENYUSUTAN).optional(),
    umur: int('Umur (tahun)').optional(),
    tarif: decimal('Tarif per Tahun (%)', 5, 2).digits('persen').optional(),
    kodeaccaset: code('Perkiraan Aset', 20).upper().optional().ref('perkiraan'),
    kodeaccakum: code('Perkiraan Akumulasi Penyusutan', 20).upper().optional().ref('perkiraan'),
    kodeaccbiaya: code('Perkiraan Biaya Penyusutan', 20).upper().optional().ref('perkiraan'),
    keterangan: text('Keterangan', 200).optional(),
    tglpelepasan: date('Tanggal Pelepasan').optional(),
    jenispelepasan: select('Jenis Pelepasan', JENIS_PELEPASAN).optional(),
    hargajual: decimal('Harga Jual').default('0'),
    kodeacckas: code('Perkiraan Penerimaan', 20).upper().optional().ref('perkiraan'),
    kodeacclabarugi: code('Perkiraan Laba/Rugi Pelepasan', 20).upper().optional().ref('perkiraan'),
  },
  rules: [
    (d) => num(d.hargaperolehan).gt(0) || refuse('hargaperolehan', 'Harga perolehan harus lebih dari 0.'),
    (d) => !num(d.hargajual).isNegative() || refuse('hargajual', 'Harga jual tidak boleh negatif.'),
    (d) => !d.tglpelepasan || !!d.jenispelepasan || refuse('jenispelepasan', 'Jenis pelepasan wajib diisi bila tanggal pelepasan diisi.'),
    (d) => !!d.tglpelepasan || (!d.jenispelepasan && num(d.hargajual).isZero()) || refuse('tglpelepasan', 'Tanggal pelepasan wajib diisi untuk aset yang dilepas.'),
    (d) => !d.tglpelepasan || d.tglpelepasan >= d.tglperolehan || refuse('tglpelepasan', 'Tanggal pelepasan tidak boleh sebelum tanggal perolehan.'),
    (d) => d.jenispelepasan !== 'H' || num(d.hargajual).isZero() || refuse('hargajual', 'Aset yang dihapus tidak mempunyai harga jual.'),
    (d) => !num(d.hargajual).gt(0) || !!d.kodeacckas || refuse('kodeacckas', 'Perkiraan penerimaan wajib diisi bila ada harga jual.'),
    (d) => !d.tglpelepasan || !!d.kodeacclabarugi || refuse('kodeacclabarugi', 'Perkiraan laba/rugi pelepasan wajib diisi.'),
  ],
  list: {
    columns: ['kodeaset', 'namaaset', 'kodegrupaset', 'tglperolehan', 'hargaperolehan', 'metode', 'tglpelepasan'],
    search: ['kodeaset', 'namaaset'],
    filters: ['kodegrupaset', { field: 'tglperolehan' }],
  },
});
