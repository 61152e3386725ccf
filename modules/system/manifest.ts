/**
 * System (spec §2.10 Pengaturan): backups per company (/listbackup, /restorebackup), database
 * settings (/pengaturandb) and system information (/infosistem). No doctypes: its screens are
 * bespoke (apps/web/src/screens/system). Isomorphic.
 */
import { defineModule } from '@niaga/kernel';

export default defineModule({
  name: 'system',
  section: 'pengaturan',
  doctypes: [],
});
