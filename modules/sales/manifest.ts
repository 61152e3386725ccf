/** Sales at the till and in the back office (spec §2.7 Penjualan): one line per doctype. Isomorphic. */
import { defineModule } from '@niaga/kernel';
import kasir from './kasir/kasir';
import jual from './jual/jual';
import saldoawalpiutang from './saldo-awal-piutang/saldo-awal-piutang';
import bayarpiutang from './bayar-piutang/bayar-piutang';
import depositpel from './deposit-pel/deposit-pel';

export default defineModule({ name: 'sales', section: 'penjualan', doctypes: [kasir, jual, saldoawalpiutang, bayarpiutang, depositpel] });
