/**
 * PPOB on the server (issue 41; docs/ppob.md): the Digiflazz account and price list
 * (settings.ts), selling (sell.ts), the signed callback route (callback.ts), the report, and the
 * worker's periodic task that asks again about sales still Pending (the marketplace worker's
 * `periodic`: one worker for the server, not a second).
 */
import { serverModule } from '@niaga/kernel/server';
import { periodic } from '@niaga/marketplace/server';
import manifest from './manifest';
import { ppobAkun, ppobMargin, ppobProduk, ppobTransaksi } from './tables';
import { settingActs } from './settings';
import { askPending, sellActs } from './sell';
import { callbackRoute } from './callback';
import { serverReports } from './report-server';

export { settle, ask, askPending, SUMBER_PPOB } from './sell';
export { checkCustomerNo } from './customer-no';

periodic('ppob-pending', 60_000, (db, company) => askPending(db, company));

export default serverModule(manifest, {
  acts: [...settingActs, ...sellActs],
  tables: { ppob_akun: ppobAkun, ppob_produk: ppobProduk, ppob_margin: ppobMargin, ppob_transaksi: ppobTransaksi },
  reports: serverReports,
  routes: [callbackRoute],
});
