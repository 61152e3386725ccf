/**
 * The marketplace module's full manifest (the server, the tests and the web's generic screens): its light
 * head (./head.ts) with its doctypes (`itemmp` item mapping, `pesananmp` the shops' orders — issue 37),
 * access names and transaction codes. Isomorphic.
 */
import { defineModule } from '@niaga/kernel';
import head from './head';
import itemmp from './itemmp/itemmp';
import pesananmp from './orders/pesananmp';

export default defineModule({
  ...head,
  // Item mapping (spec §3; /itemadmp and /itemedmp under mItem) and the shops' orders (/pesanmarketplacelist).
  doctypes: [itemmp, pesananmp],
  // Its access names in the rights matrix, by group and sequence (modules/admin/access-names.ts).
  access: [
    { name: 'mPesananMarketplace', sequence: 20, group: 'Penjualan', actions: ['mopen', 'madd', 'medit', 'mdelete', 'mprint', 'mexport'] },
    { name: 'mHistoryOrderMarketplace', sequence: 30, actions: ['mopen', 'mprint', 'mexport'] },
    { name: 'mSettingMP', sequence: 50, actions: ['mopen', 'medit'] },
  ],
  // Its transaction code on the numbering screens (modules/admin/transaction-codes.ts): a shop's
  // order is an order (group sp, beside Pesanan Penjualan); it posts nothing itself.
  codes: [{ code: 'OM', sequence: 25, group: 'sp' }],
});
