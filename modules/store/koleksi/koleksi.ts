import { child, code, doctype, flag, int, select, text } from '@niaga/kernel';
import { KATEGORI_TOKO } from '../toko';

/**
 * What the store shows around its items (spec §2.5 share label, topcollection, specialmerek,
 * specialproduct, kategori, service; issue 42): labels on chosen items, the home's top
 * collections, special brands and special products, the shop's categories (each of the spec §3
 * shop category list, 1001–1012, over one item kind) and the services it promises. Every one is
 * company-wide, like the content pages, and shown on each of the company's stores. Isomorphic.
 */
const KODE = /^[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?$/;
const KODE_PESAN = 'Kode hanya huruf, angka dan tanda hubung.';
const kode = (label: string) => code(label, 20).upper().pattern(KODE, KODE_PESAN).unique(`${label} {code} sudah dipakai.`);
const itemRows = (title: string, table: string) =>
  child({ kodeitem: code('Item', 30).upper().ref('item') }, { totals: [], table, title, uniqueWithin: ['kodeitem'], rowKey: 'kodeitem' });

export const WARNA_LABEL = [
  { value: 'merah', label: 'Merah' },
  { value: 'hijau', label: 'Hijau' },
  { value: 'biru', label: 'Biru' },
  { value: 'oranye', label: 'Oranye' },
  { value: 'hitam', label: 'Hitam' },
];

/** A label ("Baru", "Promo") shown on the cards and pages of its items. List-only (edited in its dialog). */
export const sharelabel = doctype({
  name: 'sharelabel',
  rows: 'few',
  title: 'Share Label',
  access: 'mShare',
  key: 'kodelabel',
  routes: { list: '/listsharelabel' },
  fields: { kodelabel: kode('Kode Label'), nama: text('Teks Label', 30), warna: select('Warna', WARNA_LABEL).default('merah'), aktif: flag('Aktif') },
  tables: { items: itemRows('Item Berlabel', 'sharelabel_item') },
  list: { columns: ['kodelabel', 'nama', 'warna', 'aktif'], search: ['kodelabel', 'nama'], filters: ['aktif'] },
});

/** A collection of chosen items shown as a row on the home (at most 8 of its items). */
export const sharetopcollection = doctype({
  name: 'sharetopcollection',
  rows: 'few',
  title: 'Share Top Collection',
  access: 'mShare',
  key: 'kodekoleksi',
  routes: { list: '/listsharetopcollection' },
  fields: { kodekoleksi: kode('Kode Koleksi'), judul: text('Judul', 80), urut: int('Urutan').default(0), aktif: flag('Aktif') },
  tables: { items: itemRows('Item Koleksi', 'sharetopcollection_item') },
  list: { columns: ['kodekoleksi', 'judul', 'urut', 'aktif'], search: ['kodekoleksi', 'judul'], filters: ['aktif'] },
});

/** A brand the home shows under "Merek Pilihan", leading to its items. */
export const sharespecialmerek = doctype({
  name: 'sharespecialmerek',
  title: 'Share Merek Spesial',
  access: 'mShare',
  key: 'kodemerek',
  routes: { list: '/listsharespecialmerek' },
  fields: { kodemerek: code('Merek', 20).upper().ref('merek').unique('Merek {code} sudah dipilih.'), urut: int('Urutan').default(0), aktif: flag('Aktif') },
  list: { columns: ['kodemerek', 'urut', 'aktif'], search: ['kodemerek'], filters: ['aktif'] },
});

/** An item the home shows under "Produk Spesial". */
export const sharespecialproduct = doctype({
  name: 'sharespecialproduct',
  title: 'Share Produk Spesial',
  access: 'mShare',
  key: 'kodeitem',
  routes: { list: '/listsharespecialproduct' },
  fields: { kodeitem: code('Item', 30).upper().ref('item').unique('Item {code} sudah dipilih.'), urut: int('Urutan').default(0), aktif: flag('Aktif') },
  list: { columns: ['kodeitem', 'urut', 'aktif'], search: ['kodeitem'], filters: ['aktif'] },
});

/** A category of the shop (one of spec §3's shop categories) over one item kind: the storefront's category menu. */
export const sharekategori = doctype({
  name: 'sharekategori',
  rows: 'few',
  title: 'Share Kategori',
  access: 'mShare',
  key: 'kodekategori',
  routes: { list: '/listsharekategori', add: '/sharekategoriad', edit: '/sharekategoried' },
  fields: {
    kodekategori: kode('Kode Kategori'),
    nama: text('Nama di Toko', 60),
    kategori: select('Kategori Toko', KATEGORI_TOKO).default('1005'),
    jenis: code('Jenis Item', 20).upper().ref('jenis'),
    urut: int('Urutan').default(0),
    aktif: flag('Aktif'),
  },
  list: { columns: ['kodekategori', 'nama', 'kategori', 'jenis', 'urut', 'aktif'], search: ['kodekategori', 'nama'], filters: ['kategori', 'aktif'] },
});

export const IKON_LAYANAN = [
  { value: 'kirim', label: 'Pengiriman' },
  { value: 'garansi', label: 'Garansi' },
  { value: 'retur', label: 'Retur / Tukar' },
  { value: 'bayar', label: 'Pembayaran' },
  { value: 'bantuan', label: 'Bantuan' },
];

/** A service the store promises (free delivery, warranty), shown as a strip on the home. */
export const shareservice = doctype({
  name: 'shareservice',
  rows: 'few',
  title: 'Share Layanan',
  access: 'mShare',
  key: 'kodelayanan',
  routes: { list: '/listshareservice', add: '/shareservicead', edit: '/shareserviceed' },
  fields: {
    kodelayanan: kode('Kode Layanan'),
    judul: text('Judul', 60),
    keterangan: text('Keterangan', 200).optional().multiline(),
    ikon: select('Ikon', IKON_LAYANAN).default('kirim'),
    urut: int('Urutan').default(0),
    aktif: flag('Aktif'),
  },
  list: { columns: ['kodelayanan', 'judul', 'ikon', 'urut', 'aktif'], search: ['kodelayanan', 'judul'], filters: ['aktif'] },
});
