/**
 * The online store's light head (issue 42; spec §2.5 E-commerce): the share screens with their
 * menu lines. /daftarniagashare is the `tokoonline` doctype's generic list; every /listshare…
 * screen is a doctype's generic list (its full manifest) except /listshareitem and /shareinfo,
 * narrowed forms of the store's record (./screens/StoreSettings.tsx). Paths follow the product's
 * list/ad/ed pattern (the spec names only /daftar{product}share and /shareinfo). Isomorphic.
 */
import { defineHead, type ScreenDecl } from '@niaga/kernel';

// Content pages, blog posts, banners, labels, collections, brands, products, categories and
// services are doctypes (./konten.ts, ./banner, ./koleksi): their generic lists and forms; the
// banner's forms add the picture upload (./screens).
const screen = (name: keyof typeof import('./screens')) => () => import('./screens').then((m) => ({ default: m[name] }));

export default defineHead({
  name: 'store',
  section: 'ecommerce',
  screens: [
    { path: '/sharebannerad', load: screen('BannerAdd') },
    { path: '/sharebannered', load: screen('BannerEdit') },
    { path: '/shareinfo', title: 'Info Toko Online', access: 'mShare', section: 'ecommerce', load: screen('ShareInfo') },
    { path: '/listsharesubscriber', load: screen('ListShareSubscriber') },
    { path: '/listshareitem', title: 'Share Item', access: 'mShare', section: 'ecommerce', load: screen('ListShareItem') },
  ] satisfies ScreenDecl[],
  menu: [
    { route: '/daftarniagashare', sequence: 10, title: 'Daftar Toko Online' },
    { route: '/shareinfo', sequence: 20, title: 'Info Share' },
    { route: '/listsharecontent', sequence: 30 },
    { route: '/listsharebanner', sequence: 40 },
    { route: '/listsharelabel', sequence: 50 },
    { route: '/listsharetopcollection', sequence: 60 },
    { route: '/listsharespecialmerek', sequence: 70 },
    { route: '/listsharespecialproduct', sequence: 80 },
    { route: '/listshareblog', sequence: 90 },
    { route: '/listsharekategori', sequence: 100 },
    { route: '/listshareservice', sequence: 110 },
    { route: '/listshareitem', sequence: 120 },
    { route: '/listsharesubscriber', sequence: 130 },
    { route: '/listsharepesanan', sequence: 140, title: 'Pesanan Toko Online' },
  ],
});
