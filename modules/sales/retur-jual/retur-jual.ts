import { code, decimal, num, refuse, select, type LinkTake } from '@niaga/kernel';
import { returnDocument } from '@niaga/accounting/doctypes';
import { saleLineFields, saleLineRules } from '../penjualan';
import { pajakOf, potonganOf, subtotalOf, TIPE_PPN } from '../figures';

export const MODE_RETUR_JUAL = [
  { value: '1', label: 'Dari Penjualan' },
  { value: '2', label: 'Bebas' },
];

/**
 * What a sale gives a return taken from it (mode 1): its customer, warehouse, PPN and document
 * discount, and each line's price, discounts and tax kind. The form shows it as rows are taken;
 * the server enforces it.
 */
export const fromSale: LinkTake = ({ head, rows }) => ({
  head: { kodesupel: head.kodesupel, kodegudang: head.kodegudang, tipeppn: head.tipeppn, diskon: head.diskon },
  rows: rows.map((r) => ({ harga: r.harga, diskon1: r.diskon1, diskon2: r.diskon2, diskon3: r.diskon3, diskon4: r.diskon4, jenispajak: r.jenispajak })),
});

/**
 * Sales return (spec §2.7 mReturJual, code RJ). Mode 1 (/returjualad) returns lines of one
 * sale (`nojual`), a back-office sale (`jual`, JL) or a till sale (`kasir`, KSR; each line names
 * which in `jenissumber`): never more than was sold less what was already returned, at the
 * sale's prices, discounts and PPN, with its customer and warehouse; the goods go back into stock
 * at the cost the sale took them out; `potongpiutang` reduces that sale's receivable (no more than
 * remains), otherwise the money goes back from Kas/Bank. Mode 2 (/returjualflexad) returns any
 * items at the given price, back into stock at the average cost, paid back from Kas/Bank. Posts (ACCOUNTING.md §2 RJ, the sale reversed): Dr Retur Penjualan
 * (DPP), Dr PPN Keluaran / Cr Piutang Usaha or Kas/Bank; Dr Persediaan / Cr HPP.
 */
export default returnDocument('piutang', { name: 'returjual', code: 'RJ', title: 'Retur Penjualan', access: 'mReturJual', routes: { list: '/returjuallist', add: '/returjualad', edit: '/returjualed' } }, {
  modes: MODE_RETUR_JUAL,
  // A back-office (JL) or till (KSR) sale's number: the server finds it among both (no single-doctype reference).
  nomor: code('No. Penjualan', 40).upper(),
  // Then Potong Piutang (only a return taken from a sale reduces its receivable; a free one is paid back in cash) and Kas/Bank.
  figures: {
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
  rules: [(d) => (num(d.diskon).gte(0) && num(d.diskon).lte(100)) || refuse('diskon', 'Diskon harus antara 0 dan 100.')],
  lines: {
    title: 'Detail Retur Penjualan',
    min: 1,
    linksTo: { source: ['jual.lines', 'kasir.lines'], qty: 'jumlah', match: ['kodeitem', 'satuan', 'iddetailvarian'], same: ['kodesupel'], header: 'nojual', take: fromSale },
    fields: {
      ...saleLineFields(),
      // Kept by the server: the value the goods go back into stock at (the sale's cost of them).
      hpp: decimal('Nilai Persediaan').optional().hidden(),
    },
    rules: saleLineRules,
  },
  list: { columns: ['notransaksi', 'tanggal', 'mode', 'nojual', 'kodesupel', 'keterangan', 'total', 'potongpiutang'], search: ['notransaksi', 'nojual', 'keterangan', 'kodesupel'] },
});
