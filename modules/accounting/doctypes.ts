/** Every accounting declaration, isomorphic: the web imports this file (`@niaga/accounting/doctypes`). */
import perkiraan from './perkiraan/perkiraan';
import kasmasuk from './kas-masuk/kas-masuk';
import kaskeluar from './kas-keluar/kas-keluar';
import kastransfer from './kas-transfer/kas-transfer';
import jurnal from './jurnal/jurnal';
import saldoawalakun from './saldo-awal/saldo-awal';
import catatantransaksi from './catatan/catatan';

export { KELOMPOK, TIPE_AKUN, SALDO_NORMAL, KELOMPOK_LABA_RUGI } from './perkiraan/perkiraan';
export { ROLES } from './setting-akun/roles';

/** Master-like doctypes (generic list and form screens fit them). */
export const doctypes = [perkiraan, saldoawalakun, catatantransaksi];
/** Business documents with lines (need a header + lines form). */
export const documents = [kasmasuk, kaskeluar, kastransfer, jurnal];
