import { doctype, flag, int, text } from '@niaga/kernel';

/**
 * The store's own pages (spec §2.5 share content and blog): content pages (about us, how to
 * order) and blog posts, shown on the storefront at /s/{shareid}/halaman/{slug} and
 * /s/{shareid}/blog/{slug}. Their body is rich text (HTML) kept sanitised: the server passes it
 * through sanitize-html's allow-list before it is stored (server.ts), so a `<script>`, an event
 * attribute or a javascript: link never reaches the storefront. Isomorphic.
 */
const richFields = {
  slug: text('Alamat (slug)', 80).pattern(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Alamat hanya huruf kecil, angka dan tanda hubung.').unique('Alamat {code} sudah dipakai.'),
  judul: text('Judul', 150),
  ringkasan: text('Ringkasan', 300).optional().multiline(),
  isi: text('Isi (HTML)', 50_000).multiline(),
  gambar: text('URL Gambar', 300).optional(),
  urut: int('Urutan').default(0),
  terbit: flag('Terbit'),
};

export const shareblog = doctype({
  name: 'shareblog',
  title: 'Share Blog',
  access: 'mShare',
  key: 'slug',
  routes: { list: '/listshareblog', add: '/shareblogad', edit: '/sharebloged' },
  fields: richFields,
  list: { columns: ['slug', 'judul', 'urut', 'terbit'], search: ['slug', 'judul'], filters: ['terbit'] },
});

export const sharecontent = doctype({
  name: 'sharecontent',
  title: 'Share Konten',
  access: 'mShare',
  key: 'slug',
  routes: { list: '/listsharecontent', add: '/sharecontentad', edit: '/sharecontented' },
  fields: richFields,
  list: { columns: ['slug', 'judul', 'urut', 'terbit'], search: ['slug', 'judul'], filters: ['terbit'] },
});
