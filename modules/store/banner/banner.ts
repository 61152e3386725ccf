import { doctype, flag, int, refuse, text } from '@niaga/kernel';

/**
 * The store's banners (spec §2.5 share banner, issue 42): a picture uploaded with the record
 * (`imgfileup`, a data URL, in the save's payload), turned upright, resized and kept by the server
 * under a name made of its content hash (./server.ts); shown on the storefront's home in the
 * store's banner mode (grid or slide). `gambar` is that name, filled by the server. Isomorphic.
 */
export default doctype({
  name: 'sharebanner',
  title: 'Share Banner',
  access: 'mShare',
  key: 'kodebanner',
  routes: { list: '/listsharebanner', add: '/sharebannerad', edit: '/sharebannered' },
  fields: {
    kodebanner: text('Kode Banner', 20).pattern(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Kode hanya huruf kecil, angka dan tanda hubung.').unique('Kode banner {code} sudah dipakai.'),
    judul: text('Judul', 100),
    keterangan: text('Keterangan', 200).optional(),
    tautan: text('Tautan (alamat di toko, mis. /kategori/BAJU)', 300).optional(),
    gambar: text('Gambar', 80).optional().hidden(),
    urut: int('Urutan').default(0),
    aktif: flag('Aktif'),
  },
  rules: [(d) => !d.tautan || /^(\/[^/\\]|https:\/\/)/.test(String(d.tautan)) || refuse('tautan', 'Tautan diawali / (halaman toko) atau https://.')],
  list: { columns: ['kodebanner', 'judul', 'gambar', 'urut', 'aktif'], search: ['kodebanner', 'judul'], filters: ['aktif'] },
});
