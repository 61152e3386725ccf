import { depositDocument } from '@niaga/accounting/doctypes';

/** Deposit to a supplier (mDepositKeSupplier, code DB): Dr Uang Muka Pembelian / Cr Kas/Bank; purchases use it. */
export default depositDocument('hutang', { name: 'depositsup', code: 'DB', title: 'Deposit ke Supplier', access: 'mDepositKeSupplier', routes: { list: '/depositlistsup', add: '/depositadsup', edit: '/depositedsup' } });
