import { code, decimal, num, select, sumOf, type LinkTake } from '@niaga/kernel';
import { returnDocument } from '@niaga/accounting/doctypes';
import { JENIS_PAJAK } from '@niaga/master';
import { itemFields, lineRules, PURCHASE_LINE_DEFAULTS } from '../lines';
import { allocate, round, tarifPpn, TIPE_PPN } from '../pricing';

export const MODE_RETUR = [
  { value: '1', label: 'Dari Pembelian' },
  { value: '2', label: 'Bebas' },
];

/**
 * What a purchase gives a return taken from it (mode 1): its supplier, warehouse and PPN (the
 * return's prices are net of PPN, so a purchase with PPN, Include or Exclude, makes a return that
 * adds it: 'E'), and each line's net unit price excl. PPN — its share of the purchase's DPP over
 * its quantity (line and document discounts, and an Include purchase's PPN, taken out; shipping
 * and other costs are not returned). The form shows it as rows are taken; the server enforces it.
 */
export const fromPurchase: LinkTake = ({ head, rows }) => {
  const shares = allocate(num(head.dpp), rows.map((r) => num(r.total)));
  return {
    head: { kodesupel: head.kodesupel, kodegudang: head.kodegudang, tipeppn: String(head.tipeppn) === 'N' ? 'N' : 'E', jenispajak: head.jenispajak },
    rows: rows.map((r, i) => ({ harga: num(r.jumlah).isZero() ? '0.00' : round(shares[i].div(num(r.jumlah))).toFixed(2) })),
  };
};

/**
 * Purchase return (spec §2.7 mReturBeli, code RB). Mode 1 returns lines of one purchase
 * (/returbeliad): never more than was bought less what was already returned, at the purchase's
 * net unit price, with its supplier, warehouse and PPN; it may reduce that purchase's payable.
 * Mode 2 (/returbeliflexad) returns any items for cash. Prices are net of PPN; PPN is added when
 * the document has PPN. Posts Dr Hutang Usaha or Kas/Bank / Cr Persediaan, Cr PPN Masukan.
 */
export default returnDocument('hutang', { name: 'returbeli', code: 'RB', title: 'Retur Pembelian', access: 'mReturBeli', routes: { list: '/returbelilist', add: '/returbeliad', edit: '/returbelied' } }, {
  modes: MODE_RETUR,
  nomor: code('No. Pembelian', 40).upper().ref('beli'),
  // Then Potong Hutang (only a return taken from a purchase reduces its payable; a free one is refunded in cash) and Kas/Bank.
  figures: {
    tipeppn: select('PPN', TIPE_PPN).default('N'),
    jenispajak: select('Jenis Pajak', JENIS_PAJAK).default('1112'),
    subtotal: decimal('Subtotal').computed((d) => sumOf(d.lines, 'total')),
    ppn: decimal('PPN').computed((d) => (String(d.tipeppn) === 'N' ? 0 : round(num(d.subtotal).times(tarifPpn(d.jenispajak)).div(100), 0))),
    total: decimal('Total').computed((d) => num(d.subtotal).plus(num(d.ppn))),
  },
  lines: {
    title: 'Detail Retur Pembelian',
    min: 1,
    linksTo: { source: 'beli.lines', qty: 'jumlah', match: ['kodeitem', 'satuan'], take: fromPurchase },
    defaults: PURCHASE_LINE_DEFAULTS,
    fields: { ...itemFields(), total: decimal('Total').computed((l) => num(l.jumlah).times(num(l.harga))) },
    rules: lineRules,
  },
  list: { columns: ['notransaksi', 'tanggal', 'mode', 'nobeli', 'kodesupel', 'keterangan', 'total'], search: ['notransaksi', 'nobeli', 'keterangan'] },
});
