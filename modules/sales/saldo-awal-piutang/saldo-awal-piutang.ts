import { openingDocument } from '@niaga/accounting/doctypes';

/** Opening receivable (mSAAkun /saldoawalpiutang, code SAP): one customer invoice owed before recording started; Dr Piutang Usaha / Cr Ekuitas Saldo Awal. */
export default openingDocument('piutang', { name: 'saldoawalpiutang', code: 'SAP', title: 'Saldo Awal Piutang', access: 'mSAAkun', routes: { list: '/saldoawalpiutang' } }, 'No. Faktur');
