import { cashDocument } from '../cash-document';

/** Cash in (spec §2.8 mKasMasuk): Dr the cash/bank account / Cr each line's account. */
export default cashDocument({ name: 'kasmasuk', code: 'KM', title: 'Kas Masuk', access: 'mKasMasuk', routes: { list: '/kasmasuklist', add: '/kasmasukad', edit: '/kasmasuked' } }, 'kas masuk');
