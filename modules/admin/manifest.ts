/**
 * The admin module's full manifest (the server, the tests and the web's generic screens): its light
 * head (./head.ts) with its doctypes, reports, access names and transaction codes. Isomorphic.
 */
import { defineModule } from '@niaga/kernel';
import head from './head';
import { kelompokAkses, pengguna } from './doctypes';

export default defineModule({
  ...head,
  doctypes: [pengguna, kelompokAkses],
  // Its access names in the rights matrix, by group and sequence (modules/admin/access-names.ts).
  access: [
    { name: 'mUser', sequence: 10, title: 'User dan Akses User' },
    { name: 'mSettingUmum', sequence: 20, actions: ['mopen', 'medit'] },
    { name: 'mDtPerusahaan', sequence: 30, actions: ['mopen', 'medit'] },
    { name: 'mSettingPPOB', sequence: 40, actions: ['mopen', 'medit'] },
    { name: 'mSettingApi', sequence: 60, actions: ['mopen', 'medit'] },
    { name: 'mPaymentGateway', sequence: 70, actions: ['mopen', 'medit'] },
    { name: 'mSettingNoTrs', sequence: 80, actions: ['mopen', 'medit', 'mdelete'] },
    { name: 'mLogAktivitas', sequence: 90, actions: ['mopen', 'mprint', 'mexport'] },
    { name: 'mListResetModulOL', sequence: 100, title: 'Modul Terbuka (reset)', actions: ['mopen', 'mdelete'] },
  ],
});
