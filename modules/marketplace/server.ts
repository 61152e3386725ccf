/** Marketplaces on the server: the shop register and the Tokopedia merge information of /home. */
import { serverModule } from '@niaga/kernel/server';
import manifest from './manifest';
import { infomerge_toped } from './merge';
import { marketplaceToko } from './tables';

export default serverModule(manifest, { acts: [infomerge_toped], tables: { marketplace_toko: marketplaceToko } });
