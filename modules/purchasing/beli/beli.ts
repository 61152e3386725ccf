import { code, date, decimal, document, num, refuse, select, sumOf, text } from '@niaga/kernel';
import { JENIS_PAJAK } from '@niaga/master';
import { openItemFields } from '@niaga/accounting/doctypes';
import { discountFields, itemFields, lineRules, PURCHASE_LINE_DEFAULTS } from '../lines';
import { dppOf, potonganOf, ppnOf, TIPE_PPN } from '../pricing';

const netto = (d: Record<string, unknown>) => num(d.subtotal).minus(num(d.potongan));

/**
 * Purchase (spec §2.7 mBeli, code BL): goods in from a supplier at their net cost — line
 * discounts, the document discount, PPN Non/Include/Exclude, shipping and other costs capitalised
 * into stock — paid in cash, from the supplier deposit and on credit (a payable due on
 * `jatuhtempo`). Lines may be taken from purchase orders of the same supplier.
 * Posts Dr Persediaan, Dr PPN Masukan / Cr Hutang Usaha, Cr Kas/Bank, Cr Uang Muka Pembelian.
 */
export default document({
  name: 'beli',
  code: 'BL',
  title: 'Pembelian',
  access: 'mBeli',
  routes: { list: '/belilist', add: '/beliad', edit: '/belied' },
  fields: {
    kodesupel: code('Supplier', 30).upper().ref('supplier'),
    kodegudang: code('Gudang', 10).upper().ref('gudang'),
    nofaktur: text('No. Faktur Supplier', 50).optional(),
    keterangan: text('Keterangan', 200).optional(),
    subtotal: decimal('Subtotal').computed((d) => sumOf(d.lines, 'total')),
    diskon: decimal('Diskon (%)', 7, 4).digits('persen').default('0'),
    potongan: decimal('Potongan').computed((d) => potonganOf(d)),
    tipeppn: select('PPN', TIPE_PPN).default('N'),
    jenispajak: select('Jenis Pajak', JENIS_PAJAK).default('1112'),
    dpp: decimal('DPP').computed((d) => dppOf(netto(d), d.tipeppn, d.jenispajak)),
    ppn: decimal('PPN').computed((d) => ppnOf(netto(d), d.tipeppn, d.jenispajak)),
    biayakirim: decimal('Ongkos Kirim').default('0'),
    biayalain: decimal('Biaya Lain').default('0'),
    total: decimal('Total').computed((d) => num(d.dpp).plus(num(d.ppn)).plus(num(d.biayakirim)).plus(num(d.biayalain))),
    tunai: decimal('Tunai').default('0'),
    kodeacckas: code('Kas/Bank', 20)
      .upper()
      .ref('perkiraan', 'kasbank')
      .requiredWhen((d) => num(d.tunai).gt(0)),
    deposit: decimal('Deposit Dipakai').default('0'),
    kredit: decimal('Kredit').computed((d) => num(d.total).minus(num(d.tunai)).minus(num(d.deposit))),
    // Proposed in the form from the supplier's terms as the supplier or the date changes; filled so by the server when left empty on credit.
    jatuhtempo: date('Jatuh Tempo').optional().dueAfter('kodesupel', 'jatuhtempo'),
    // Set by the server: the credit part's remaining and its due date while open (@niaga/ledger open-items).
    ...openItemFields(),
  },
  rules: [
    (d) => (num(d.diskon).gte(0) && num(d.diskon).lte(100)) || refuse('diskon', 'Diskon harus antara 0 dan 100.'),
    (d) => !num(d.biayakirim).isNegative() || refuse('biayakirim', 'Ongkos kirim tidak boleh negatif.'),
    (d) => !num(d.biayalain).isNegative() || refuse('biayalain', 'Biaya lain tidak boleh negatif.'),
    (d) => !num(d.tunai).isNegative() || refuse('tunai', 'Tunai tidak boleh negatif.'),
    (d) => !num(d.deposit).isNegative() || refuse('deposit', 'Deposit tidak boleh negatif.'),
    // A negative total is a wrong line (its own rule names it), not too much paid.
    (d) => !num(d.kredit).isNegative() || num(d.total).isNegative() || refuse('tunai', 'Tunai dan deposit melebihi total pembelian.'),
    (d) => !d.jatuhtempo || d.jatuhtempo >= d.tanggal || refuse('jatuhtempo', 'Jatuh tempo tidak boleh sebelum tanggal pembelian.'),
  ],
  lines: {
    title: 'Detail Pembelian',
    min: 1,
    linksTo: { source: 'pesanbeli.lines', qty: 'jumlah', match: ['kodeitem', 'satuan'], same: ['kodesupel'] },
    defaults: PURCHASE_LINE_DEFAULTS,
    remaining: { qty: 'jumlah' },
    fields: {
      ...itemFields(),
      ...discountFields(),
      // Kept by the server: the line's value in stock (net of every discount, excl. PPN, with its share of the costs).
      nilai: decimal('Nilai Persediaan').optional().hidden(),
    },
    rules: lineRules,
  },
  list: {
    columns: ['notransaksi', 'tanggal', 'kodesupel', 'kodegudang', 'keterangan', 'total', 'kredit', 'jatuhtempo'],
    search: ['notransaksi', 'nofaktur', 'keterangan'],
    filters: [{ field: 'tanggal', default: 'bulanini' }, 'kodesupel', 'kodegudang'],
  },
});
