import { code, decimal, doctype, flag, num, qty, refuse } from '@niaga/kernel';
import { periodFields, periodRules, weekdayFields } from '../diskonperiode/periode';

/**
 * Total-spend redemption promos (spec §2.6 mPromosiTebus; fields exactly those of spec §3): a sale
 * whose subtotal reaches `subtotal` may take `jumlahgratis` of an item's unit at `harga`.
 */
export default doctype({
  name: 'periodepromotebus',
  title: 'Promo Tebus Murah',
  access: 'mPromosiTebus',
  key: 'idpromo',
  routes: { list: '/periodepromotebuslist', add: '/periodepromotebusad', edit: '/periodepromotebused' },
  fields: {
    idpromo: code('Id Promo', 30).unique().upper(),
    subtotal: decimal('Minimal Subtotal'),
    ...periodFields(),
    ...weekdayFields(),
    stsact: flag('Aktif'),
    kodeitemgr: code('Item Tebus', 30).upper().ref('item'),
    satuangratis: code('Satuan', 10).upper().ref('satuanitem', { within: 'kodeitemgr' }),
    jumlahgratis: qty('Jumlah'),
    harga: decimal('Harga Tebus').default('0'),
    iddetailvariangratis: code('Id Detail Varian', 30).optional(),
  },
  rules: [
    ...periodRules,
    (d) => num(d.subtotal).gt(0) || refuse('subtotal', 'Minimal Subtotal harus lebih dari 0.'),
    (d) => num(d.jumlahgratis).gt(0) || refuse('jumlahgratis', 'Jumlah harus lebih dari 0.'),
    (d) => num(d.harga).gte(0) || refuse('harga', 'Harga Tebus tidak boleh kurang dari 0.'),
  ],
  list: {
    columns: ['idpromo', 'subtotal', 'kodeitemgr', 'satuangratis', 'jumlahgratis', 'harga', 'tgldari', 'tglsampai', 'stsact'],
    search: ['idpromo', 'kodeitemgr'],
    filters: ['tipeper', 'stsact'],
  },
});
