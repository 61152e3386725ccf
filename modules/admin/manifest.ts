/** Users and rights (spec §2.10): the doctypes of the users module. Isomorphic. */
import { defineModule } from '@niaga/kernel';
import { kelompokAkses, pengguna } from './doctypes';

export default defineModule({
  name: 'admin',
  section: 'pengaturan',
  doctypes: [pengguna, kelompokAkses],
});
