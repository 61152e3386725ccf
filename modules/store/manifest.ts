/**
 * The online store's full manifest (issue 42): its light head (./head.ts), the store
 * registration doctype, the content pages and blog posts, and their access name. The storefront's public pages and the share-id
 * directory are in ./server.ts. Isomorphic.
 */
import { defineModule } from '@niaga/kernel';
import head from './head';
import tokoonline from './toko';
import { shareblog, sharecontent } from './konten';
import sharesubscriber from './subscriber';
import sharebanner from './banner/banner';
import { sharekategori, sharelabel, shareservice, sharespecialmerek, sharespecialproduct, sharetopcollection } from './koleksi/koleksi';
import sharepesanan from './order/pesanan';

export default defineModule({
  ...head,
  doctypes: [tokoonline, sharecontent, shareblog, sharesubscriber, sharebanner, sharelabel, sharetopcollection, sharespecialmerek, sharespecialproduct, sharekategori, shareservice, sharepesanan],
  access: [{ name: 'mShare', sequence: 10, actions: ['mopen', 'madd', 'medit', 'mdelete', 'mexport'] }],
});
