/** The users module on the server: users (their table keeps the password hash outside the declaration), groups, rights, settings. */
import { serverModule, type ActDef } from '@niaga/kernel/server';
import manifest from './manifest';
import { hakAkses, kantor, konfigurasi, pengguna } from './tables';
import { userHooks } from './users';
import { groupHooks } from './rights';
import { acts } from './acts';

export default serverModule(manifest, {
  mainTables: { pengguna },
  doctypes: { pengguna: userHooks, kelompokakses: groupHooks },
  tables: { hak_akses: hakAkses, kantor, konfigurasi },
  acts: acts as ActDef[],
});
