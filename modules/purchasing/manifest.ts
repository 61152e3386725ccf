/** Purchasing and payables (spec §2.7 Pembelian, Bayar Hutang; deposits to suppliers): one line per doctype. Isomorphic. */
import { defineModule } from '@niaga/kernel';
import pesanbeli from './pesan-beli/pesan-beli';
import beli from './beli/beli';
import returbeli from './retur-beli/retur-beli';
import bayarhutang from './bayar-hutang/bayar-hutang';
import depositsup from './deposit-sup/deposit-sup';
import saldoawalhutang from './saldo-awal-hutang/saldo-awal-hutang';
import { reports } from './reports/reports';

export default defineModule({
  name: 'purchasing',
  section: 'pembelian',
  doctypes: [pesanbeli, beli, returbeli, bayarhutang, depositsup, saldoawalhutang],
  reports,
});
