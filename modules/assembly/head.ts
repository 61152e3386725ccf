// The module's light head (issue 36 item 5): what the web's shell, menu and router read of it —
// its screens with their lazy loaders, its menu lines and row actions. The full manifest
// (./manifest.ts) spreads it and adds the doctypes, reports, access names and codes.
/** Assembly (spec §2.8 Perakitan): orders, the assembly process (PR) and the finished-goods process (PJ). Isomorphic. */
import { defineHead } from '@niaga/kernel';

export default defineHead({
  name: 'assembly',
  section: 'perakitan',
  // Its entries in the side menu (spec §2.5), by section and sequence (modules/admin/menu.ts).
  menu: [
    { route: '/pesanrakitan', sequence: 10 },
    { route: '/prosesrakitan', sequence: 20 },
    { route: '/prosesrakitanjadi', sequence: 30 },
  ],
});
