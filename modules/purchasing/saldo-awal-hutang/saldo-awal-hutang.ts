import { code, date, decimal, document, num, refuse, text } from '@niaga/kernel';
import { openItemFields } from '../open-item-fields';

/** Opening payable (mSAAkun /saldoawalhutang, code SAH): one supplier invoice owed before recording started; Dr Ekuitas Saldo Awal / Cr Hutang Usaha. */
export default document({
  name: 'saldoawalhutang',
  code: 'SAH',
  title: 'Saldo Awal Hutang',
  access: 'mSAAkun',
  routes: { list: '/saldoawalhutang' },
  fields: {
    kodesupel: code('Supplier', 30).upper().ref('supplier'),
    nofaktur: text('No. Faktur Supplier', 50).optional(),
    jumlah: decimal('Jumlah'),
    jatuhtempo: date('Jatuh Tempo').optional(),
    keterangan: text('Keterangan', 200).optional(),
    // Set by the server: what remains and its due date while open (@niaga/ledger open-items).
    ...openItemFields(),
  },
  rules: [(d) => num(d.jumlah).gt(0) || refuse('jumlah', 'Jumlah harus lebih dari 0.')],
  list: { columns: ['notransaksi', 'tanggal', 'kodesupel', 'nofaktur', 'jumlah', 'jatuhtempo'], search: ['notransaksi', 'nofaktur'], filters: [{ field: 'tanggal' }, 'kodesupel'] },
});
