import { child, code, doctype, flag, int, refuse, select, text } from '@niaga/kernel';

/**
 * The shop's online store (spec §2.5 /daftar{product}share — here /daftarniagashare — and the
 * lists of §3): its share id (the public address /s/{shareid}), name, logo, theme, layouts,
 * banner mode, shop category, WhatsApp number and which items it shows. The share id is unique
 * across every company (the storefront finds the company from it: control.share_toko, kept by
 * the server's beforeSave). Isomorphic.
 */
export const TEMA_TOKO = [
  { value: 'fashion', label: 'Fashion' },
  { value: 'electronics', label: 'Electronics' },
  { value: 'furniture', label: 'Furniture' },
];
export const LAYOUT_TOKO = [
  { value: 'left', label: 'Left Sidebar' },
  { value: 'right', label: 'Right Sidebar' },
  { value: 'none', label: 'No Sidebar' },
];
export const MODE_BANNER = [
  { value: 'grid', label: 'grid' },
  { value: 'slide', label: 'slide' },
];
/** Spec §3 "Shop categories". */
export const KATEGORI_TOKO = [
  { value: '1001', label: 'Handphone & Tablet' },
  { value: '1002', label: 'Komputer & Laptop' },
  { value: '1003', label: 'Kamera' },
  { value: '1004', label: 'TV & Elektronik Rumah' },
  { value: '1005', label: 'Fashion' },
  { value: '1006', label: 'Kecantikan & Kesehatan' },
  { value: '1007', label: 'Makanan & Minuman' },
  { value: '1008', label: 'Rumah & Perabot' },
  { value: '1009', label: 'Ibu & Anak' },
  { value: '1010', label: 'Media / Buku / Musik' },
  { value: '1011', label: 'Olahraga & Travel' },
  { value: '1012', label: 'Otomotif' },
];
export const TAMPIL_ITEM = [
  { value: 'semua', label: 'Semua item aktif' },
  { value: 'pilih', label: 'Hanya item yang dipilih' },
];
/** A share id: 3–40 lowercase letters, digits and hyphens, starting and ending with a letter or digit. */
export const SHAREID_POLA = /^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/;
export const SHAREID_PESAN = 'Share ID hanya huruf kecil, angka dan tanda hubung (3–40 karakter, tidak diawali atau diakhiri tanda hubung).';

export default doctype({
  name: 'tokoonline',
  title: 'Toko Online',
  access: 'mShare',
  key: 'shareid',
  routes: { list: '/daftarniagashare' },
  fields: {
    shareid: text('Share ID (alamat toko)', 40).pattern(SHAREID_POLA, SHAREID_PESAN).unique('Share ID {code} sudah dipakai.'),
    namatoko: text('Nama Toko', 100),
    logo: text('URL Logo', 300).optional(),
    tema: select('Tema', TEMA_TOKO).default('fashion'),
    layouttoko: select('Layout Toko', LAYOUT_TOKO).default('left'),
    layoutproduk: select('Layout Produk', LAYOUT_TOKO).default('none'),
    modebanner: select('Mode Banner', MODE_BANNER).default('slide'),
    kategori: select('Kategori Toko', KATEGORI_TOKO).default('1005'),
    wa: code('Nomor WhatsApp', 20).optional(),
    tampilitem: select('Item Ditampilkan', TAMPIL_ITEM).default('semua'),
    levelharga: int('Level Harga (1-4)').default(1),
    sembunyihabis: flag('Sembunyikan Item Stok Habis', false),
    aktif: flag('Aktif'),
  },
  tables: {
    items: child(
      { kodeitem: code('Item', 30).upper().ref('item') },
      { totals: [], table: 'tokoonline_item', title: 'Item Dipilih', uniqueWithin: ['kodeitem'], rowKey: 'kodeitem' },
    ),
  },
  rules: [
    (d) => d.levelharga == null || (Number(d.levelharga) >= 1 && Number(d.levelharga) <= 4) || refuse('levelharga', 'Level harga 1 sampai 4.'),
    (d) => !d.wa || /^\+?[0-9]{8,16}$/.test(String(d.wa)) || refuse('wa', 'Nomor WhatsApp hanya angka (8–16 digit), boleh diawali +.'),
  ],
  list: { columns: ['shareid', 'namatoko', 'tema', 'kategori', 'aktif'], search: ['shareid', 'namatoko'], filters: ['aktif'] },
});
