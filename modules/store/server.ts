/**
 * The online store on the server (issue 42; docs/store.md): the store registration's share-id
 * directory (control.share_toko), the public storefront pages /s/{shareid} and its cart and
 * checkout (./order).
 */
import { serverModule } from '@niaga/kernel/server';
import manifest from './manifest';
import { tokoServer } from './registry';
import { richServer } from './sanitize';
import { storefrontRoutes } from './storefront/routes';
import { bannerServer, shareGambar } from './banner/server';
import { sharesubscriber_ekspor, subscriberFile } from './subscriber-export';
import { orderRoutes } from './order/routes';

export { shareToko } from './tables';
/** The storefront's reads (bench/src/storefront.ts prints their plans). */
export { itemsPage, sidebar, storeOf } from './storefront/data';

export default serverModule(manifest, {
  doctypes: { tokoonline: tokoServer, sharecontent: richServer, shareblog: richServer, sharebanner: bannerServer },
  tables: { share_gambar: shareGambar },
  acts: [sharesubscriber_ekspor],
  files: [subscriberFile],
  routes: [...storefrontRoutes, ...orderRoutes],
});
