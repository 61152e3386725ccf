/** Sales at the till and in the back office (spec §2.7 Penjualan): one line per doctype. Isomorphic. */
import { defineModule } from '@niaga/kernel';
import kasir from './kasir/kasir';
import jual from './jual/jual';
import { reports } from './reports/reports';
import { receivableReports } from './reports/receivables';
import bayarkomisi from './bayar-komisi/bayar-komisi';
import pesanjual from './pesan-jual/pesan-jual';
import returjual from './retur-jual/retur-jual';
import datapengiriman from './pengiriman/pengiriman';
import { reports as infoReports } from './info/reports';
import saldoawalpiutang from './saldo-awal-piutang/saldo-awal-piutang';
import bayarpiutang from './bayar-piutang/bayar-piutang';
import depositpel from './deposit-pel/deposit-pel';
import nsfp from './tax/nsfp';

export default defineModule({
  name: 'sales',
  section: 'penjualan',
  doctypes: [kasir, jual, pesanjual, returjual, saldoawalpiutang, bayarpiutang, depositpel, bayarkomisi, datapengiriman, nsfp],
  reports: [...reports, ...infoReports, ...receivableReports],
});
