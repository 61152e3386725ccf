import { openingDocument } from '@niaga/accounting/doctypes';

/** Opening payable (mSAAkun /saldoawalhutang, code SAH): one supplier invoice owed before recording started; Dr Ekuitas Saldo Awal / Cr Hutang Usaha. */
export default openingDocument('hutang', { name: 'saldoawalhutang', code: 'SAH', title: 'Saldo Awal Hutang', access: 'mSAAkun', routes: { list: '/saldoawalhutang' } }, 'No. Faktur Supplier');
