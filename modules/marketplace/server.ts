/** Marketplaces on the server: the shop register, the item mapping and the Tokopedia merge information of /home. */
import { serverModule } from '@niaga/kernel/server';
import manifest from './manifest';
import { infomerge_toped } from './merge';
import { marketplaceToko } from './tables';

export { mappingOf, itemmpTable, type Mapping } from './itemmp/mapping';

export default serverModule(manifest, { acts: [infomerge_toped], tables: { marketplace_toko: marketplaceToko } });
