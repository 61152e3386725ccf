/**
 * The online store's full manifest (issue 42): its light head (./head.ts), the store
 * registration doctype and its access name. The storefront's public pages and the share-id
 * directory are in ./server.ts. Isomorphic.
 */
import { defineModule } from '@niaga/kernel';
import head from './head';
import tokoonline from './toko';

export default defineModule({
  ...head,
  doctypes: [tokoonline],
  access: [{ name: 'mShare', sequence: 10, actions: ['mopen', 'madd', 'medit', 'mdelete'] }],
});
