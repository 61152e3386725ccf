/**
 * Marketplaces on the server: the shop register, the item mapping, the sync engine (outbox,
 * worker, sync acts) and the Tokopedia merge information of /home.
 */
import { serverModule } from '@niaga/kernel/server';
import { onStockChanged } from '@niaga/ledger';
import manifest from './manifest';
import { infomerge_toped } from './merge';
import { marketplaceToko, mpOutbox, mpSynclog } from './tables';
import { itemmpServer, syncActs } from './engine/acts';
import { enqueueStockChanges } from './engine/enqueue';

export { mappingOf, itemmpTable, type Mapping } from './itemmp/mapping';
export { provideMarketplace, engineDeps, depsOf, type EngineDeps } from './engine/deps';
export { enqueueListings, enqueueStockChanges, type ListingKey, type OutboxKind } from './engine/enqueue';
export { allocate, figuresOf, type ListingFigure } from './engine/figures';
export { startMarketplaceWorker, runOnce, drain, claimDue, pending, periodic, LEASE_MS, MAX_ATTEMPTS, type PeriodicTask, type RunOptions, type WorkerOptions } from './engine/worker';
export { syncWait, SYNC_TIMEOUT_MSG } from './engine/acts';

// Every committed stock change of a mapped item writes its outbox row in the same transaction.
onStockChanged(enqueueStockChanges);

export default serverModule(manifest, {
  doctypes: { itemmp: itemmpServer },
  acts: [infomerge_toped, ...syncActs],
  tables: { marketplace_toko: marketplaceToko, mp_outbox: mpOutbox, mp_synclog: mpSynclog },
});
