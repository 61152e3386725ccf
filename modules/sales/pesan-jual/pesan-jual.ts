import { code, date, decimal, document, num, refuse, select, text } from '@niaga/kernel';
import { saleLineDefaults, saleLineFields, saleLineRules } from '../penjualan';
import { pajakOf, potonganOf, subtotalOf, TIPE_PPN } from '../figures';

/**
 * Sales order (spec §2.7 mPesanJual, code OJ): posts nothing; each line's remaining quantity
 * (`sisa`) goes down as back-office sales (`jual`) deliver it; open / partly delivered / closed.
 * Its figures are a sale's (figures.ts); the customer's credit limit is checked on its total.
 */
export default document({
  name: 'pesanjual',
  code: 'OJ',
  title: 'Pesanan Penjualan',
  access: 'mPesanJual',
  routes: { list: '/pesanjuallist', add: '/pesanjualad', edit: '/pesanjualed' },
  posts: false,
  status: { open: 'Belum dikirim', partly: 'Dikirim sebagian', closed: 'Selesai' },
  fields: {
    kodesupel: code('Pelanggan', 30).upper().ref('pelanggan'),
    kodegudang: code('Gudang', 10).upper().ref('gudang'),
    kodesales: code('Sales', 20).upper().optional().ref('sales'),
    tglkirim: date('Tanggal Kirim').optional(),
    keterangan: text('Keterangan', 200).optional(),
    subtotal: decimal('Subtotal').computed((d) => subtotalOf(d)),
    diskon: decimal('Diskon (%)', 7, 4).digits('persen').default('0'),
    potongan: decimal('Potongan').computed((d) => potonganOf(d)),
    tipeppn: select('PPN', TIPE_PPN).default('N'),
    dpp: decimal('DPP').computed((d) => pajakOf(d).dpp),
    ppn: decimal('PPN').computed((d) => pajakOf(d).ppn),
    total: decimal('Total').computed((d) => {
      const t = pajakOf(d);
      return t.dpp.plus(t.ppn);
    }),
  },
  rules: [
    (d) => (num(d.diskon).gte(0) && num(d.diskon).lte(100)) || refuse('diskon', 'Diskon harus antara 0 dan 100.'),
    (d) => !d.tglkirim || d.tglkirim >= d.tanggal || refuse('tglkirim', 'Tanggal kirim tidak boleh sebelum tanggal pesanan.'),
  ],
  lines: {
    title: 'Detail Pesanan Penjualan',
    min: 1,
    defaults: saleLineDefaults,
    remaining: { qty: 'jumlah' },
    fields: saleLineFields(),
    rules: saleLineRules,
  },
  list: {
    columns: ['notransaksi', 'tanggal', 'kodesupel', 'kodegudang', 'tglkirim', 'keterangan', 'total', 'status'],
    search: ['notransaksi', 'keterangan', 'kodesupel'],
    filters: [{ field: 'tanggal', default: 'bulanini' }, 'kodesupel', 'status'],
  },
});
