import { code, date, decimal, doctype, flag, num, refuse, text } from '@niaga/kernel';

/**
 * Customer point settings (spec §2.6 mSettingPoint, /pointpel): every `nominal` of spending earns
 * one point, worth `nilaipoint` when redeemed (AP). One rule per customer group; an empty group is
 * every group. Edited in a dialog over the list.
 */
export default doctype({
  name: 'pointpel',
  rows: 'few',
  title: 'Setting Point Pelanggan',
  access: 'mSettingPoint',
  rights: 'settings',
  key: 'kodepoint',
  routes: { list: '/pointpel' },
  fields: {
    kodepoint: code('Kode Setting', 10).unique().upper(),
    namapoint: text('Keterangan', 100),
    kgruppel: code('Grup Pelanggan', 10).upper().optional().ref('gruppel'),
    nominal: decimal('Belanja per 1 Point'),
    nilaipoint: decimal('Nilai Tukar 1 Point').default('0'),
    tgldari: date('Berlaku Dari').optional(),
    tglsampai: date('Berlaku Sampai').optional(),
    aktif: flag('Aktif'),
  },
  rules: [
    (d) => num(d.nominal).gt(0) || refuse('nominal', 'Belanja per 1 Point harus lebih dari 0.'),
    (d) => num(d.nilaipoint).gte(0) || refuse('nilaipoint', 'Nilai Tukar 1 Point tidak boleh kurang dari 0.'),
    (d) => !d.tgldari || !d.tglsampai || d.tglsampai >= d.tgldari || refuse('tglsampai', 'Tanggal sampai tidak boleh sebelum tanggal dari.'),
  ],
  list: { columns: ['kodepoint', 'namapoint', 'kgruppel', 'nominal', 'nilaipoint', 'aktif'], search: ['kodepoint', 'namapoint'], filters: ['kgruppel', 'aktif'] },
});
