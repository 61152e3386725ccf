import { penjualan } from '../penjualan';

/** Back-office sale (spec §2.7 mJual, type JL): /kasirlist, /kasirad, /kasired on the generic document form; lines may come from sales orders, returns take from its lines. */
export default penjualan({ name: 'jual', code: 'JL', title: 'Penjualan', routes: { list: '/kasirlist', add: '/kasirad', edit: '/kasired' }, fromOrders: true });
