/**
 * The online store on the server (issue 42; docs/store.md): the store registration's share-id
 * directory (control.share_toko), the public storefront pages /s/{shareid} and its cart and
 * checkout (./order).
 */
import { serverModule, type DoctypeServer } from '@niaga/kernel/server';
import manifest from './manifest';
import { tokoServer } from './registry';
import { richServer } from './sanitize';
import { storefrontRoutes } from './storefront/routes';
import { bannerServer, shareGambar } from './banner/server';
import { sharesubscriber_ekspor, subscriberFile } from './subscriber-export';
import { orderRoutes } from './order/routes';
import { onStockChanged } from '@niaga/ledger';
import { onItemsChanged } from '@niaga/master/server';
import { bumping, bumpStorefront } from './storefront/versi';

export { shareToko } from './tables';
/** The storefront's reads (bench/src/storefront.ts prints their plans). */
export { itemsPage, sidebar, storeOf } from './storefront/data';
/** Pages served from the storefront's page cache (the bench prints it). */
export { cacheHits } from './storefront/versi';

// The storefront's page cache follows stock, items and the store's own records (storefront/versi.ts).
onStockChanged((tx) => bumpStorefront(tx));
onItemsChanged(bumpStorefront);
const servers: Record<string, DoctypeServer> = { tokoonline: tokoServer, sharecontent: richServer, shareblog: richServer, sharebanner: bannerServer };

export default serverModule(manifest, {
  doctypes: Object.fromEntries(manifest.doctypes.map((d) => [d.name, bumping(servers[d.name])])),
  tables: { share_gambar: shareGambar },
  acts: [sharesubscriber_ekspor],
  files: [subscriberFile],
  routes: [...storefrontRoutes, ...orderRoutes],
});
