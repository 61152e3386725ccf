/**
 * The online store's light head (issue 42; spec §2.5 E-commerce): the share screens with their
 * menu lines. /daftarniagashare is the `tokoonline` doctype's generic list, /listsharecontent and
 * /listshareblog those of `sharecontent` and `shareblog` (its full manifest);
 * the share list screens not built yet stay planned ("Belum tersedia"): their paths follow the
 * product's list/ad/ed pattern (the spec names only /daftar{product}share and /shareinfo).
 * Isomorphic.
 */
import { defineHead, type ScreenDecl } from '@niaga/kernel';

// Content pages and blog posts are doctypes (./konten.ts): their generic list and forms.
const SHARE_EDITABLE: [key: string, title: string][] = [
  ['banner', 'Banner'],
  ['kategori', 'Kategori'],
  ['service', 'Layanan'],
];
const SHARE_LIST_ONLY: [key: string, title: string][] = [
  ['label', 'Label'],
  ['topcollection', 'Top Collection'],
  ['specialmerek', 'Merek Spesial'],
  ['specialproduct', 'Produk Spesial'],
  ['item', 'Item'],
];

const share = (path: string, title: string): ScreenDecl => ({ path, title, section: 'ecommerce' });

export default defineHead({
  name: 'store',
  section: 'ecommerce',
  // Planned (not built yet): "Belum tersedia" until built.
  screens: [
    share('/shareinfo', 'Info Toko Online'),
    ...SHARE_EDITABLE.flatMap(([k, t]) => [share(`/listshare${k}`, `Share ${t}`), share(`/share${k}ad`, `Tambah Share ${t}`), share(`/share${k}ed`, `Ubah Share ${t}`)]),
    ...SHARE_LIST_ONLY.map(([k, t]) => share(`/listshare${k}`, `Share ${t}`)),
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
