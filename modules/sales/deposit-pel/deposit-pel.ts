import { depositDocument } from '@niaga/accounting/doctypes';

/** Customer deposit (mDepositPelanggan, code DP): Dr Kas/Bank / Cr Uang Muka Penjualan; sales and receivable payments use it. */
export default depositDocument('piutang', { name: 'depositpel', code: 'DP', title: 'Deposit Pelanggan', access: 'mDepositPelanggan', routes: { list: '/depositlistpel', add: '/depositadpel', edit: '/depositedpel' } });
