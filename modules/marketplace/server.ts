/** Marketplaces on the server: the shop register, the item mapping, the shops' orders (pesananmp) and the Tokopedia merge information of /home. */
import { serverModule } from '@niaga/kernel/server';
import manifest from './manifest';
import { infomerge_toped } from './merge';
import { marketplaceToko } from './tables';
import { mp_get_logorder, mp_getorder, mp_historyorder } from './orders/acts';
import { pesananmpServer } from './orders/server';
import { mpPush, mpTarik, mpTarikBaris } from './orders/tables';
import { pushRoute } from './orders/push';

export { mappingOf, itemmpTable, type Mapping } from './itemmp/mapping';
export { configureOrders, type MappingLookup, type MappedItem, type OrderDeps } from './orders/deps';
export { importOrder, type ImportResult, type OrderShop } from './orders/import';
export { pullOrders, type PullResult } from './orders/pull';
export { pollShops, pullsSettled, startPull } from './orders/acts';
export { pushesSettled, receivePush } from './orders/push';

export default serverModule(manifest, {
  doctypes: { pesananmp: pesananmpServer },
  acts: [infomerge_toped, mp_getorder, mp_get_logorder, mp_historyorder],
  tables: { marketplace_toko: marketplaceToko, mp_tarik: mpTarik, mp_tarik_baris: mpTarikBaris, mp_push: mpPush },
  routes: [pushRoute],
});
