import { child, code, decimal, doctype, flag, int, num, qty, refuse, select, type Values } from '@niaga/kernel';
import { periodFields, periodRules, weekdayFields } from '../diskonperiode/periode';

export const OPSI_GRATIS = [
  { value: '1', label: 'Satu item gratis' },
  { value: '2', label: 'Pilih dari daftar item gratis' },
];
const single = (d: Values) => d.opsigratis !== '2';

/**
 * Free-item promos (spec §2.6 mPromosi; fields exactly those of spec §3): buy `jumlahjual` of an
 * item's unit, get `jumlahgratis` of a free item (or, option 2, one of the choosable free items of
 * the child table), free or redeemed at `harga` (tebus), once or per multiple (kelipatan).
 */
export default doctype({
  name: 'periodepromo',
  title: 'Periode Promo',
  access: 'mPromosi',
  key: 'idpromo',
  routes: { list: '/periodepromolist', add: '/periodepromoad', edit: '/periodepromoed' },
  fields: {
    idpromo: code('Id Promo', 30).unique().upper(),
    ...periodFields(),
    prioritas: int('Prioritas').range(0, 999).default(0),
    ...weekdayFields(),
    stsact: flag('Aktif'),
    opsigratis: select('Opsi Gratis', OPSI_GRATIS).default('1'),
    kodeitem: code('Item Dijual', 30).upper().ref('item'),
    satuanjual: code('Satuan Jual', 10).upper().ref('satuanitem', { within: 'kodeitem' }),
    jumlahjual: qty('Jumlah Jual'),
    kodeitemgr: code('Item Gratis', 30).upper().requiredWhen(single).ref('item'),
    satuangratis: code('Satuan Gratis', 10).upper().requiredWhen(single).ref('satuanitem', { within: 'kodeitemgr' }),
    jumlahgratis: qty('Jumlah Gratis').default('0'),
    harga: decimal('Harga Tebus').default('0'),
    kelipatan: flag('Berlaku Kelipatan', false),
    tebus: flag('Tebus (bayar harga tebus)', false),
    iddetailvarianjual: code('Id Detail Varian Jual', 30).optional(),
    iddetailvariangratis: code('Id Detail Varian Gratis', 30).optional(),
  },
  tables: {
    itemgratis: child(
      {
        kodeitemgr: code('Item Gratis', 30).upper().ref('item'),
        satuangratis: code('Satuan Gratis', 10).upper().ref('satuanitem', { within: 'kodeitemgr' }),
        jumlahgratis: qty('Jumlah Gratis'),
        harga: decimal('Harga Tebus').default('0'),
        tebus: flag('Tebus', false),
        iddetailvariangratis: code('Id Detail Varian Gratis', 30).optional(),
      },
      {
        table: 'periodepromo_itemgratis',
        title: 'Daftar Item Gratis',
        rules: [
          (r, i) => num(r.jumlahgratis).gt(0) || refuse('jumlahgratis', `Baris ${i + 1}: Jumlah Gratis harus lebih dari 0.`),
          (r, i) => num(r.harga).gte(0) || refuse('harga', `Baris ${i + 1}: Harga Tebus tidak boleh kurang dari 0.`),
        ],
      },
    ),
  },
  rules: [
    ...periodRules,
    (d) => num(d.jumlahjual).gt(0) || refuse('jumlahjual', 'Jumlah Jual harus lebih dari 0.'),
    (d) => !single(d) || num(d.jumlahgratis).gt(0) || refuse('jumlahgratis', 'Jumlah Gratis harus lebih dari 0.'),
    (d) => num(d.harga).gte(0) || refuse('harga', 'Harga Tebus tidak boleh kurang dari 0.'),
    (d) => single(d) || (d.itemgratis?.length ?? 0) > 0 || refuse('itemgratis', 'Opsi 2: isi minimal satu item di Daftar Item Gratis.'),
  ],
  list: {
    columns: ['idpromo', 'kodeitem', 'satuanjual', 'jumlahjual', 'kodeitemgr', 'jumlahgratis', 'tgldari', 'tglsampai', 'stsact'],
    search: ['idpromo', 'kodeitem', 'kodeitemgr'],
    sort: { field: 'prioritas', dir: 'desc' },
    filters: ['tipeper', 'opsigratis', 'stsact'],
  },
});
