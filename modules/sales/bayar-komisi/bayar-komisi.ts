import { code, decimal, document, num, refuse, sumOf, text } from '@niaga/kernel';
import { giroFields, giroRules } from '@niaga/accounting/doctypes';

/**
 * Sales commission payment (spec §2.7 mBayarKomisiSls, code BKS): the commission of one or many
 * sales (JL, KSR) of one sales person, each never more than its commission less what was already
 * paid; from a cash or bank account or by cheque/giro (settled on /stsbgkomisislsad).
 * Posts Dr Beban Komisi Sales / Cr Kas/Bank (or Hutang Giro) — ACCOUNTING.md §2 BKS.
 */
export default document({
  name: 'bayarkomisi',
  code: 'BKS',
  title: 'Pembayaran Komisi Sales',
  access: 'mBayarKomisiSls',
  routes: { list: '/bayarkomisislslist', add: '/bayarkomisislsad', edit: '/bayarkomisislsed' },
  fields: {
    kodesales: code('Sales', 20).upper().ref('sales'),
    kodeacckas: code('Kas/Bank', 20).upper().ref('perkiraan', 'kasbank'),
    ...giroFields(),
    keterangan: text('Keterangan', 200).optional(),
    total: decimal('Total Bayar').computed((d) => sumOf(d.lines, 'bayar')),
  },
  rules: giroRules(),
  lines: {
    title: 'Komisi Dibayar',
    min: 1,
    uniqueWithin: ['nojual'],
    // "Ambil Penjualan": the sales person's sales with commission still unpaid, each a line paying it.
    openItems: { act: 'komisisales', table: 'tbl_komisi', contact: 'kodesales', field: 'nojual', fill: 'bayar', amount: 'komisi', label: 'Ambil Penjualan' },
    fields: {
      nojual: code('No. Penjualan', 40).upper(),
      bayar: decimal('Bayar').default('0'),
    },
    rules: [(l, i) => num(l.bayar).gt(0) || refuse('bayar', `Baris ${i + 1}: bayar harus lebih dari 0.`)],
  },
  list: {
    columns: ['notransaksi', 'tanggal', 'kodesales', 'kodeacckas', 'jenisbayar', 'nogiro', 'keterangan', 'total'],
    search: ['notransaksi', 'nogiro', 'keterangan'],
    filters: [{ field: 'tanggal', default: 'bulanini' }, 'kodesales'],
  },
});
