import { code, decimal, doctype, flag, int, num, refuse, select } from '@niaga/kernel';
import { periodFields, periodRules, weekdayFields } from './periode';

export const OPSI_DISKON = [
  { value: '1', label: 'Persen' },
  { value: '2', label: 'Nominal (diubah ke persen)' },
];
const DISKON = ['diskon1', 'diskon2', 'diskon3', 'diskon4'] as const;

/**
 * Period discounts (spec §2.6 mDiskonPer; fields exactly those of spec §3): up to four cascading
 * discounts on an item's unit (and variant) within a period, for a customer group or (empty) all,
 * optionally only with a voucher (stsvcr: the voucher id is iddiskon). The till applies them.
 */
export default doctype({
  name: 'diskonperiode',
  title: 'Diskon Periode',
  access: 'mDiskonPer',
  key: 'iddiskon',
  routes: { list: '/diskonperiodelist', add: '/diskonperiodead', edit: '/diskonperiodeed' },
  fields: {
    iddiskon: code('Id Diskon', 30).unique().upper(),
    ...periodFields(),
    prioritas: int('Prioritas').range(0, 999).default(0),
    ...weekdayFields(),
    stsact: flag('Aktif'),
    stsvcr: flag('Hanya dengan Voucher', false),
    kodeitem: code('Item', 30).upper().ref('item'),
    satuan: code('Satuan', 10).upper().ref('satuanitem', { within: 'kodeitem' }),
    opsidiskon: select('Opsi Diskon', OPSI_DISKON).default('1'),
    kgruppel: code('Grup Pelanggan', 10).upper().optional().ref('gruppel'),
    diskon1: decimal('Diskon 1').default('0'),
    diskon2: decimal('Diskon 2').default('0'),
    diskon3: decimal('Diskon 3').default('0'),
    diskon4: decimal('Diskon 4').default('0'),
    iddetailvarian: code('Id Detail Varian', 30).optional(),
  },
  rules: [
    ...periodRules,
    (d) => {
      for (const k of DISKON) {
        const v = num(d[k]);
        if (v.lt(0)) return refuse(k, `Diskon ${k.slice(-1)} tidak boleh kurang dari 0.`);
        if (d.opsidiskon !== '2' && v.gt(100)) return refuse(k, `Diskon ${k.slice(-1)} harus antara 0 dan 100 %.`);
      }
      return num(d.diskon1).gt(0) || refuse('diskon1', 'Isi Diskon 1.');
    },
  ],
  list: {
    columns: ['iddiskon', 'kodeitem', 'satuan', 'kgruppel', 'tgldari', 'tglsampai', 'diskon1', 'stsact'],
    search: ['iddiskon', 'kodeitem'],
    sort: { field: 'prioritas', dir: 'desc' },
    filters: ['tipeper', 'kgruppel', 'stsact'],
  },
});
