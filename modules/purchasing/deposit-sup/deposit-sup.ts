import { code, decimal, document, num, refuse, text } from '@niaga/kernel';

/** Deposit to a supplier (mDepositKeSupplier, code DB): Dr Uang Muka Pembelian / Cr Kas/Bank; purchases use it. */
export default document({
  name: 'depositsup',
  code: 'DB',
  title: 'Deposit ke Supplier',
  access: 'mDepositKeSupplier',
  routes: { list: '/depositlistsup', add: '/depositadsup', edit: '/depositedsup' },
  fields: {
    kodesupel: code('Supplier', 30).upper().ref('supplier'),
    kodeacckas: code('Kas/Bank', 20).upper().ref('perkiraan', 'kasbank'),
    jumlah: decimal('Jumlah'),
    keterangan: text('Keterangan', 200).optional(),
  },
  rules: [(d) => num(d.jumlah).gt(0) || refuse('jumlah', 'Jumlah harus lebih dari 0.')],
  list: { columns: ['notransaksi', 'tanggal', 'kodesupel', 'kodeacckas', 'keterangan', 'jumlah'], search: ['notransaksi', 'keterangan'], filters: [{ field: 'tanggal', default: 'bulanini' }, 'kodesupel'] },
});
