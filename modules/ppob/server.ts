/**
 * PPOB on the server (issue 41; docs/ppob.md): the Digiflazz account and price list
 * (settings.ts), selling (sell.ts), the signed callback route (callback.ts), the report, and the
 * periodic task that asks again about sales still Pending: a kernel task (declareTask, issue 43),
 * run once a minute per company across every process on the database.
 */
import { declareTask, serverModule } from '@niaga/kernel/server';
import manifest from './manifest';
import { ppobAkun, ppobMargin, ppobProduk, ppobTransaksi } from './tables';
import { settingActs } from './settings';
import { askPending, sellActs } from './sell';
import { callbackRoute } from './callback';
import { serverReports } from './report-server';

export { settle, ask, askPending, SUMBER_PPOB } from './sell';
export { checkCustomerNo } from './customer-no';

declareTask({ name: 'ppob:pending', everyMs: 60_000, run: (db, company) => askPending(db, company!) });

export default serverModule(manifest, {
  acts: [...settingActs, ...sellActs],
  tables: { ppob_akun: ppobAkun, ppob_produk: ppobProduk, ppob_margin: ppobMargin, ppob_transaksi: ppobTransaksi },
  reports: serverReports,
  routes: [callbackRoute],
});
