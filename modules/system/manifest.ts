/**
 * The system module's full manifest (the server, the tests and the web's generic screens): its light
 * head (./head.ts) with its doctypes, reports, access names and transaction codes. Isomorphic.
 */
import { defineModule } from '@niaga/kernel';
import head from './head';

export default defineModule({
  ...head,
  doctypes: [],
  // Its access names in the rights matrix, by group and sequence (modules/admin/access-names.ts).
  access: [
    { name: 'mTampilGrafik', sequence: 40, title: 'Grafik Dashboard', group: 'Umum', actions: ['mopen'] },
  ],
});
