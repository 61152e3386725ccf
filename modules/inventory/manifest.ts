/** Stock (spec §2.8 Persediaan): one line per doctype. Isomorphic. */
import { defineModule } from '@niaga/kernel';
import itemmasuk from './item-masuk/item-masuk';
import itemkeluar from './item-keluar/item-keluar';
import { pesantransfer, transferitem } from './transfer/transfer';
import saldoawalitem from './saldo-awal/saldo-awal';
import opname from './opname/opname';
import { reports } from './reports/reports';

export default defineModule({
  name: 'inventory',
  section: 'persediaan',
  doctypes: [itemmasuk, itemkeluar, pesantransfer, transferitem, saldoawalitem, opname],
  reports,
});
