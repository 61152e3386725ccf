import { decimal, doctype, text } from '@niaga/kernel';

/**
 * Orders placed on the storefront (issue 42, ordering): the buyer's name, phone, address and note,
 * the shipping chosen from the company's `ongkir`, and the sales order (`pesanjual`) it made.
 * `kunci` is the checkout form's idempotency key (one order per key: pressing twice makes one);
 * `ip` holds the checkout rate limit per address. Written only by the storefront (read-only for
 * users); /listsharepesanan is its generic list. Isomorphic.
 */
export default doctype({
  name: 'sharepesanan',
  title: 'Pesanan Toko Online',
  access: 'mShare',
  key: 'kunci',
  readOnly: 'Pesanan toko online dibuat pembeli dari toko online.',
  routes: { list: '/listsharepesanan' },
  fields: {
    kunci: text('Kunci', 64).unique(),
    shareid: text('Toko (Share ID)', 40),
    notransaksi: text('No. Pesanan', 30),
    nama: text('Nama Pembeli', 100),
    telepon: text('Telepon', 30),
    alamat: text('Alamat', 300),
    catatan: text('Catatan', 300).optional(),
    kodeongkir: text('Ongkir', 20).optional(),
    ongkir: decimal('Ongkos Kirim').default('0'),
    total: decimal('Total + Ongkir').default('0'),
    ip: text('Alamat IP', 64).optional(),
  },
  list: { columns: ['notransaksi', 'shareid', 'nama', 'telepon', 'total'], search: ['notransaksi', 'nama', 'telepon', 'shareid'] },
});
