import { code, date, decimal, document, num, refuse, text } from '@niaga/kernel';
import { openItemFields } from '@niaga/purchasing';

/** Opening receivable (mSAAkun /saldoawalpiutang, code SAP): one customer invoice owed before recording started; Dr Piutang Usaha / Cr Ekuitas Saldo Awal. */
export default document({
  name: 'saldoawalpiutang',
  code: 'SAP',
  title: 'Saldo Awal Piutang',
  access: 'mSAAkun',
  routes: { list: '/saldoawalpiutang' },
  fields: {
    kodesupel: code('Pelanggan', 30).upper().ref('pelanggan'),
    nofaktur: text('No. Faktur', 50).optional(),
    jumlah: decimal('Jumlah'),
    jatuhtempo: date('Jatuh Tempo').optional(),
    keterangan: text('Keterangan', 200).optional(),
    // Set by the server: what remains and its due date while open (@niaga/ledger open-items).
    ...openItemFields(),
  },
  rules: [(d) => num(d.jumlah).gt(0) || refuse('jumlah', 'Jumlah harus lebih dari 0.')],
  list: { columns: ['notransaksi', 'tanggal', 'kodesupel', 'nofaktur', 'jumlah', 'jatuhtempo'], search: ['notransaksi', 'nofaktur'], filters: [{ field: 'tanggal' }, 'kodesupel'] },
});
