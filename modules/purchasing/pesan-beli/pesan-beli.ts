import { date, decimal, document, sumOf, text, code } from '@niaga/kernel';
import { discountFields, itemFields, lineRules, PURCHASE_LINE_DEFAULTS } from '../lines';

/**
 * Purchase order (spec §2.7 mPesanBeli, code OB): posts nothing; each line's remaining quantity
 * (`sisa`) goes down as purchases take it; open / partly received / closed.
 */
export default document({
  name: 'pesanbeli',
  code: 'OB',
  title: 'Pesanan Pembelian',
  access: 'mPesanBeli',
  routes: { list: '/pesanbelilist', add: '/pesanbeliad', edit: '/pesanbelied' },
  posts: false,
  status: { open: 'Belum diterima', partly: 'Diterima sebagian', closed: 'Selesai' },
  fields: {
    kodegudang: code('Gudang', 10).upper().ref('gudang'),
    kodesupel: code('Supplier', 30).upper().ref('supplier'),
    tglkirim: date('Tanggal Kirim').optional(),
    keterangan: text('Keterangan', 200).optional(),
    total: decimal('Total').computed((d) => sumOf(d.lines, 'total')),
  },
  lines: {
    title: 'Detail Pesanan Pembelian',
    min: 1,
    remaining: { qty: 'jumlah' },
    fields: { ...itemFields(), ...discountFields() },
    defaults: PURCHASE_LINE_DEFAULTS,
    rules: lineRules,
  },
  list: {
    columns: ['notransaksi', 'tanggal', 'kodesupel', 'kodegudang', 'keterangan', 'total', 'status'],
    search: ['notransaksi', 'keterangan'],
    filters: [{ field: 'tanggal', default: 'bulanini' }, 'kodesupel', 'status'],
  },
});
