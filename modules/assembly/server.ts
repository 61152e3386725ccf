/** Assembly on the server: the orders (no posting), the assembly process (PR) and the finished-goods process (PJ) with their postings. */
import { serverModule } from '@niaga/kernel/server';
import manifest from './manifest';
import { rakitServer } from './rakit/server';
import { prosesjadiServer } from './proses-jadi/server';
import { serverReports } from './reports/server';

export { defaultComponents } from './rakit/server';

export default serverModule(manifest, { doctypes: { rakit: rakitServer, prosesjadi: prosesjadiServer }, reports: serverReports });
