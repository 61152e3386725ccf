/**
 * Marketplaces on the server: the shop register, connecting a shop (connect.ts: verifikasi_url,
 * the callback route, pengaturanmarketplace_show, setting_mp_del), the item mapping, the sync
 * engine (outbox, worker, sync acts), the shops' orders (pesananmp: import, pulls, pushes) and the
 * Tokopedia merge information of /home.
 */
import { serverModule } from '@niaga/kernel/server';
import { onStockChanged } from '@niaga/ledger';
import { onPriceChanged } from '@niaga/master/server';
import manifest from './manifest';
import { infomerge_toped } from './merge';
import { marketplaceSambung, marketplaceToko, mpOutbox, mpSynclog } from './tables';
import { callbackRoute, connectActs, stateCallbackRoute } from './connect';
import { itemmpServer, syncActs } from './engine/acts';
import { enqueuePriceChanges, enqueueStockChanges } from './engine/enqueue';
import { mp_get_logorder, mp_getorder, mp_historyorder } from './orders/acts';
import { mpPush, mpTarik, mpTarikBaris } from './orders/tables';
import { pushRoute } from './orders/push';

export { mappingOf, itemmpTable, type Mapping } from './itemmp/mapping';
export { provideMarketplace, engineDeps, depsOf, marketplaceFromEnv, configuredFromEnv, type EngineDeps, type AccessOf } from './engine/deps';
export { enqueueListings, enqueuePriceChanges, enqueueStockChanges, type ListingKey, type OutboxKind } from './engine/enqueue';
export { allocate, figuresOf, type ListingFigure } from './engine/figures';
export { startMarketplaceWorker, runOnce, drain, claimDue, pending, periodic, LEASE_MS, MAX_ATTEMPTS, type PeriodicTask, type RunOptions, type WorkerOptions } from './engine/worker';
export { syncWait, SYNC_TIMEOUT_MSG } from './engine/acts';
export { configureOrders, type MappingLookup, type MappedItem, type OrderDeps } from './orders/deps';
export { importOrder, type ImportResult, type OrderShop } from './orders/import';
export { pullOrders, retryPauses, type PullResult } from './orders/pull';
export { getOrderWait, pollCompany, pullsSettled, startPull, GET_ORDER_TIMEOUT_MSG, POLL_MS } from './orders/acts';
export { pushesSettled, receivePush } from './orders/push';
export { accessFor, accessForCompany } from './connect';
export { marketplaceToko } from './tables';

const connectLog = { log: (msg: string, err?: unknown) => console.error(`[marketplace] ${msg}: ${err instanceof Error ? err.message : String(err)}`) };

// Every committed stock change of a mapped item writes its outbox row in the same transaction.
onStockChanged(enqueueStockChanges);
// Every committed selling-price change of a mapped item, for a shop that syncs prices, too.
onPriceChanged(enqueuePriceChanges);

export default serverModule(manifest, {
  doctypes: { itemmp: itemmpServer },
  acts: [infomerge_toped, ...connectActs(), ...syncActs, mp_getorder, mp_get_logorder, mp_historyorder],
  tables: { marketplace_toko: marketplaceToko, marketplace_sambung: marketplaceSambung, mp_outbox: mpOutbox, mp_synclog: mpSynclog, mp_tarik: mpTarik, mp_tarik_baris: mpTarikBaris, mp_push: mpPush },
  routes: [callbackRoute(connectLog), stateCallbackRoute(connectLog), pushRoute],
});
