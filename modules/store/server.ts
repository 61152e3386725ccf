/**
 * The online store on the server (issue 42; docs/store.md): the store registration's share-id
 * directory (control.share_toko) and the public storefront pages /s/{shareid}.
 */
import { serverModule } from '@niaga/kernel/server';
import manifest from './manifest';
import { tokoServer } from './registry';
import { richServer } from './sanitize';
import { storefrontRoutes } from './storefront/routes';
import { bannerServer, shareGambar } from './banner/server';
import { sharesubscriber_ekspor, subscriberFile } from './subscriber-export';

export { shareToko } from './tables';

export default serverModule(manifest, {
  doctypes: { tokoonline: tokoServer, sharecontent: richServer, shareblog: richServer, sharebanner: bannerServer },
  tables: { share_gambar: shareGambar },
  acts: [sharesubscriber_ekspor],
  files: [subscriberFile],
  routes: storefrontRoutes,
});
