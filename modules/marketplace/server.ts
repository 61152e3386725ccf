/**
 * Marketplaces on the server: the shop register, connecting a shop (connect.ts: verifikasi_url,
 * the callback route, pengaturanmarketplace_show, setting_mp_del) and the Tokopedia merge
 * information of /home.
 */
import { serverModule } from '@niaga/kernel/server';
import manifest from './manifest';
import { infomerge_toped } from './merge';
import { marketplaceSambung, marketplaceToko } from './tables';
import { callbackRoute, connectActs } from './connect';

export default serverModule(manifest, {
  acts: [infomerge_toped, ...connectActs()],
  tables: { marketplace_toko: marketplaceToko, marketplace_sambung: marketplaceSambung },
  routes: [callbackRoute({ log: (msg, err) => console.error(`[marketplace] ${msg}: ${err instanceof Error ? err.message : String(err)}`) })],
});
