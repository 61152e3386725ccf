/**
 * The one declaration base of a sale: till sales (`kasir`, KSR: /kasirlistmode2, modes 2 and 3) and
 * back-office sales (`jual`, JL: /kasirlist, /kasirad, /kasired) share every field, rule and figure;
 * only their code, routes and titles differ. Figures: ./figures.ts (browser and server alike).
 */
import { code, date, decimal, document, flag, int, num, qty, refuse, select, text, type RowRule } from '@niaga/kernel';
import { JENIS_PAJAK } from '@niaga/master';
import { openItemFields } from '@niaga/accounting/doctypes';
import { dibayarOf, kembaliOf, kreditOf, lineTotal, NON_TUNAI_LEBIH, nonTunaiLebih, pajakOf, potonganOf, subtotalOf, TIPE_PPN, totalOf } from './figures';

const diskon = (n: number) => decimal(`Disk ${n} (%)`, 7, 4).digits('persen').default('0');

export const saleLineRules: RowRule[] = [
  (l, i) => !num(l.jumlah).isZero() || refuse('jumlah', `Baris ${i + 1}: jumlah tidak boleh 0.`),
  (l, i) => num(l.jumlah).gt(0) || refuse('jumlah', `Baris ${i + 1}: jumlah harus lebih dari 0.`),
  (l, i) => !num(l.harga).isNegative() || refuse('harga', `Baris ${i + 1}: harga tidak boleh negatif.`),
  ...[1, 2, 3, 4].map(
    (n): RowRule =>
      (l, i) =>
        (num(l[`diskon${n}`]).gte(0) && num(l[`diskon${n}`]).lte(100)) || refuse(`diskon${n}`, `Baris ${i + 1}: diskon ${n} harus antara 0 dan 100.`),
  ),
];

export interface SaleKind {
  name: 'kasir' | 'jual';
  code: 'KSR' | 'JL';
  title: string;
  routes: { list: string; add?: string; edit?: string };
  /** Back-office sales: lines may be taken from the customer's sales orders (`pesanjual`). */
  fromOrders?: boolean;
}

/**
 * The list price and period discounts a sale's or an order's line starts with (the server's
 * `gethargajual`, the rule the sale's check applies): asked when the item, unit, variant or
 * quantity of a line changes, or the customer or date (a quantity tier may start or end there).
 * A quantity change keeps a price (or discount) typed on the line; the list's are re-proposed.
 */
export const saleLineDefaults = {
  act: 'gethargajual',
  header: ['kodesupel', 'tanggal', 'kodevoucher'],
  keys: ['kodeitem', 'satuan', 'iddetailvarian', 'jumlah'],
  fills: ['harga', 'diskon1', 'diskon2', 'diskon3', 'diskon4'],
  table: 'tbl_harga',
  qty: 'jumlah',
};

/** The item line of a sale and of a sales order: item, unit, variant, quantity, price, up to four cascading discounts, the item's tax kind. */
export const saleLineFields = () => ({
  kodeitem: code('Item', 30).upper().ref('item', { fills: { satuan: 'satuan', jenispajak: 'jenispajak' } }),
  satuan: code('Satuan', 10).upper().ref('satuanitem', { within: 'kodeitem' }),
  iddetailvarian: code('Varian', 40).upper().optional().ref('detailvarian', { within: 'kodeitem' }),
  jumlah: qty('Jumlah'),
  harga: decimal('Harga').digits('harga').default('0'),
  diskon1: diskon(1),
  diskon2: diskon(2),
  diskon3: diskon(3),
  diskon4: diskon(4),
  total: decimal('Total').computed((l) => lineTotal(l)),
  jenispajak: select('Pajak', JENIS_PAJAK).default('1112').hidden(),
});

export function penjualan<N extends SaleKind['name']>(k: SaleKind & { name: N }) {
  return document({
    name: k.name,
    code: k.code,
    title: k.title,
    access: 'mJual',
    routes: k.routes,
    fields: {
      // Set by the server: the time of the sale (company time zone) and the cashier.
      jam: text('Jam', 8).optional().hidden(),
      userid: code('Kasir', 30).optional().hidden(),
      // A till sale without a customer is the company's general customer's (Pelanggan Umum Default,
      // filled by the server: sale-server.ts); a back-office sale names its customer.
      kodesupel: k.name === 'kasir' ? code('Pelanggan', 30).upper().optional().ref('pelanggan') : code('Pelanggan', 30).upper().ref('pelanggan'),
      kodegudang: code('Gudang', 10).upper().ref('gudang'),
      kodesales: code('Sales', 20).upper().optional().ref('sales'),
      keterangan: text('Keterangan', 200).optional(),
      kodevoucher: code('Voucher', 30).upper().optional(),
      subtotal: decimal('Subtotal').computed((d) => subtotalOf(d)),
      diskon: decimal('Diskon (%)', 7, 4).digits('persen').default('0'),
      potongan: decimal('Potongan').computed((d) => potonganOf(d)),
      tipeppn: select('PPN', TIPE_PPN).default('N'),
      dpp: decimal('DPP').computed((d) => pajakOf(d).dpp),
      ppn: decimal('PPN').computed((d) => pajakOf(d).ppn),
      pembulatan: decimal('Pembulatan').default('0'),
      total: decimal('Total').computed((d) => totalOf(d)),
      tunai: decimal('Tunai').default('0'),
      kodeacckas: code('Kas/Bank', 20)
        .upper()
        .optional()
        .ref('perkiraan', 'kasbank'),
      bayarkartu: decimal('Kartu').default('0'),
      kodebank: code('Bank Kartu', 20)
        .upper()
        .ref('bank')
        .requiredWhen((d) => num(d.bayarkartu).gt(0)),
      nokartu: text('No. Kartu', 30).optional(),
      bayaremoney: decimal('E-Money').default('0'),
      kodeemoney: code('E-Money', 20)
        .upper()
        .ref('emoney')
        .requiredWhen((d) => num(d.bayaremoney).gt(0)),
      // QRIS (issue 38, @niaga/payment): the amount and the referensi of a paid QRIS (qris_buat); the save
      // takes it once. Paid at the till only (its payment dialog): not in the generic forms.
      bayarqris: decimal('QRIS').default('0').hidden(),
      refqris: text('Referensi QRIS', 64)
        .optional()
        .hidden()
        .requiredWhen((d) => num(d.bayarqris).gt(0)),
      deposit: decimal('Deposit Dipakai').default('0'),
      // Points redeemed: their value (points × the rule's nilaipoint) pays part of the sale.
      pointpakai: decimal('Point Dipakai').default('0'),
      bayarpoint: decimal('Bayar Point').default('0'),
      dibayar: decimal('Dibayar').computed((d) => dibayarOf(d)),
      kredit: decimal('Kredit').computed((d) => kreditOf(d)),
      kembali: decimal('Kembali').computed((d) => kembaliOf(d)),
      jatuhtempo: date('Jatuh Tempo').optional().hidden(),
      pointdapat: decimal('Point Didapat').default('0').hidden(),
      // Set by the server: the sales person's commission on this sale (komisi.ts).
      komisi: decimal('Komisi Sales').default('0').hidden(),
      batal: flag('Batal', false).hidden(),
      // Set by the server: the cash drawer session (kas_laci) whose shift close counts this till sale (shift.ts).
      ...(k.name === 'kasir' ? { kaslaci: int('Kas Laci').optional().hidden().indexed() } : {}),
      // Set by the server: the credit part's remaining and its due date while open (@niaga/ledger open-items).
      ...openItemFields(),
    },
    rules: [
      (d) => (num(d.diskon).gte(0) && num(d.diskon).lte(100)) || refuse('diskon', 'Diskon harus antara 0 dan 100.'),
      ...(['tunai', 'bayarkartu', 'bayaremoney', 'bayarqris', 'deposit', 'pointpakai', 'bayarpoint', 'pembulatan'] as const).map(
        (f) => (d: Record<typeof f, unknown>) => !num(d[f]).isNegative() || refuse(f, 'Nilai tidak boleh negatif.'),
      ),
      (d) => !nonTunaiLebih(d) || refuse('bayarkartu', NON_TUNAI_LEBIH),
    ],
    lines: {
      title: 'Detail Penjualan',
      min: 1,
      defaults: saleLineDefaults,
      ...(k.fromOrders ? { linksTo: { source: 'pesanjual.lines', qty: 'jumlah', match: ['kodeitem', 'satuan', 'iddetailvarian'], same: ['kodesupel'] } } : {}),
      // Both kinds of sale: returns (`returjual` mode 1) take from their lines, so what is left to return is kept (`sisa`).
      remaining: { qty: 'jumlah' },
      fields: {
        ...saleLineFields(),
        // A free or redeemed item a promo gave (periodepromo / periodepromotebus id).
        idpromo: code('Promo', 30).upper().optional(),
      },
      rules: saleLineRules,
    },
    list: {
      columns: ['notransaksi', 'tanggal', 'jam', 'kodesupel', 'kodegudang', 'userid', 'total', 'kredit'],
      search: ['notransaksi', 'keterangan', 'kodesupel'],
      filters: [{ field: 'tanggal', default: 'bulanini' }, 'kodesupel', 'kodegudang'],
    },
  });
}
