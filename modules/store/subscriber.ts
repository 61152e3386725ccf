import { doctype, flag, text } from '@niaga/kernel';

/**
 * Subscribers of a store (spec §2.5 share subscriber): a visitor's e-mail given in the
 * storefront's sign-up box (POST /s/{shareid}/langganan), per store, with the token of its
 * unsubscribe link. Written only by the storefront (read-only for users); /listsharesubscriber is
 * its generic list. Isomorphic.
 */
export default doctype({
  name: 'sharesubscriber',
  title: 'Share Subscriber',
  access: 'mShare',
  key: 'token',
  readOnly: 'Subscriber didaftarkan pengunjung dari toko online.',
  routes: { list: '/listsharesubscriber' },
  fields: {
    email: text('E-mail', 150),
    shareid: text('Toko (Share ID)', 40),
    token: text('Token', 64).unique(),
    ip: text('Alamat IP', 64).optional(),
    aktif: flag('Aktif'),
  },
  list: { columns: ['email', 'shareid', 'aktif'], search: ['email', 'shareid'], filters: ['aktif'] },
});
