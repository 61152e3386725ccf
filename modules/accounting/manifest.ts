/** Accounting (spec §2.8): one line per doctype. Isomorphic: the web reads it too. */
import { defineModule } from '@niaga/kernel';
import perkiraan from './perkiraan/perkiraan';
import kasmasuk from './kas-masuk/kas-masuk';
import kaskeluar from './kas-keluar/kas-keluar';
import kastransfer from './kas-transfer/kas-transfer';
import jurnal from './jurnal/jurnal';
import saldoawalakun from './saldo-awal/saldo-awal';
import catatantransaksi from './catatan/catatan';
import { reports } from './reports/reports';

export default defineModule({
  name: 'accounting',
  section: 'akuntansi',
  doctypes: [perkiraan, saldoawalakun, catatantransaksi, kasmasuk, kaskeluar, kastransfer, jurnal],
  reports,
});
