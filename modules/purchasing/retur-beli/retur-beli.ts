import { code, decimal, document, flag, num, select, sumOf, text } from '@niaga/kernel';
import { JENIS_PAJAK } from '@niaga/master';
import { itemFields, lineRules } from '../lines';
import { round, tarifPpn, TIPE_PPN } from '../pricing';

export const MODE_RETUR = [
  { value: '1', label: 'Dari Pembelian' },
  { value: '2', label: 'Bebas' },
];

/**
 * Purchase return (spec §2.7 mReturBeli, code RB). Mode 1 returns lines of one purchase
 * (/returbeliad): never more than was bought less what was already returned, at the purchase's
 * net unit price, with its supplier, warehouse and PPN; it may reduce that purchase's payable.
 * Mode 2 (/returbeliflexad) returns any items for cash. Prices are net of PPN; PPN is added when
 * the document has PPN. Posts Dr Hutang Usaha or Kas/Bank / Cr Persediaan, Cr PPN Masukan.
 */
export default document({
  name: 'returbeli',
  code: 'RB',
  title: 'Retur Pembelian',
  access: 'mReturBeli',
  routes: { list: '/returbelilist', add: '/returbeliad', edit: '/returbelied' },
  fields: {
    mode: select('Mode', MODE_RETUR).default('1'),
    nobeli: code('No. Pembelian', 40)
      .upper()
      .ref('beli')
      .requiredWhen((d) => String(d.mode) === '1'),
    kodesupel: code('Supplier', 30).upper().ref('supplier'),
    kodegudang: code('Gudang', 10).upper().ref('gudang'),
    keterangan: text('Keterangan', 200).optional(),
    tipeppn: select('PPN', TIPE_PPN).default('N'),
    jenispajak: select('Jenis Pajak', JENIS_PAJAK).default('1112'),
    subtotal: decimal('Subtotal').computed((d) => sumOf(d.lines, 'total')),
    ppn: decimal('PPN').computed((d) => (String(d.tipeppn) === 'N' ? 0 : round(num(d.subtotal).times(tarifPpn(d.jenispajak)).div(100), 0))),
    total: decimal('Total').computed((d) => num(d.subtotal).plus(num(d.ppn))),
    potonghutang: flag('Potong Hutang', false),
    kodeacckas: code('Kas/Bank', 20)
      .upper()
      .ref('perkiraan', 'kasbank')
      .requiredWhen((d) => !d.potonghutang),
  },
  lines: {
    title: 'Detail Retur Pembelian',
    min: 1,
    linksTo: { source: 'beli.lines', qty: 'jumlah', match: ['kodeitem', 'satuan'] },
    fields: { ...itemFields(), total: decimal('Total').computed((l) => num(l.jumlah).times(num(l.harga))) },
    rules: lineRules,
  },
  list: {
    columns: ['notransaksi', 'tanggal', 'mode', 'nobeli', 'kodesupel', 'keterangan', 'total'],
    search: ['notransaksi', 'nobeli', 'keterangan'],
    filters: [{ field: 'tanggal', default: 'bulanini' }, 'kodesupel', 'mode'],
  },
});
