import { penjualan } from '../penjualan';

/**
 * Till sale (spec §2.7 mJual, type KSR): listed at /kasirlistmode2; entered on the till screens
 * /kasiradmode2 and /kasiradmode3 (the two layouts of the company's Mode Input Kasir), edited at
 * /kasiredmode2 and /kasiredmode3.
 */
export default penjualan({ name: 'kasir', code: 'KSR', title: 'Penjualan Kasir', routes: { list: '/kasirlistmode2', add: '/kasiradmode2', edit: '/kasiredmode2' } });
