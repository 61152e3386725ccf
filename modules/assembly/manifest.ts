/** Assembly (spec §2.8 Perakitan): orders, the assembly process (PR) and the finished-goods process (PJ). Isomorphic. */
import { defineModule } from '@niaga/kernel';
import pesanrakit from './pesan-rakit/pesan-rakit';
import rakit from './rakit/rakit';
import prosesjadi from './proses-jadi/proses-jadi';
import { reports } from './reports/reports';

export default defineModule({
  name: 'assembly',
  section: 'perakitan',
  doctypes: [pesanrakit, rakit, prosesjadi],
  reports,
  // Its entries in the side menu (spec §2.5), by section and sequence (modules/admin/menu.ts).
  menu: [
    { route: '/pesanrakitan', sequence: 10 },
    { route: '/prosesrakitan', sequence: 20 },
    { route: '/prosesrakitanjadi', sequence: 30 },
  ],
});
