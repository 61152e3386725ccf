import { code, decimal, document, num, refuse, text } from '@niaga/kernel';

/** Customer deposit (mDepositPelanggan, code DP): Dr Kas/Bank / Cr Uang Muka Penjualan; sales and receivable payments use it. */
export default document({
  name: 'depositpel',
  code: 'DP',
  title: 'Deposit Pelanggan',
  access: 'mDepositPelanggan',
  routes: { list: '/depositlistpel', add: '/depositadpel', edit: '/depositedpel' },
  fields: {
    kodesupel: code('Pelanggan', 30).upper().ref('pelanggan'),
    kodeacckas: code('Kas/Bank', 20).upper().ref('perkiraan', 'kasbank'),
    jumlah: decimal('Jumlah'),
    keterangan: text('Keterangan', 200).optional(),
  },
  rules: [(d) => num(d.jumlah).gt(0) || refuse('jumlah', 'Jumlah harus lebih dari 0.')],
  list: { columns: ['notransaksi', 'tanggal', 'kodesupel', 'kodeacckas', 'keterangan', 'jumlah'], search: ['notransaksi', 'keterangan'], filters: [{ field: 'tanggal', default: 'bulanini' }, 'kodesupel'] },
});
