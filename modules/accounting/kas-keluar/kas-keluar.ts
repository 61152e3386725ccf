import { cashDocument } from '../cash-document';

/** Cash out (spec §2.8 mKasKeluar): Dr each line's account / Cr the cash/bank account. */
export default cashDocument({ name: 'kaskeluar', code: 'KK', title: 'Kas Keluar', access: 'mKasKeluar', routes: { list: '/kaskeluarlist', add: '/kaskeluarad', edit: '/kaskeluared' } }, 'kas keluar');
