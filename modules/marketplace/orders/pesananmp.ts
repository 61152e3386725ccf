import { code, decimal, document, int, qty, text } from '@niaga/kernel';

/**
 * Marketplace orders (spec §2.7 mPesananMarketplace, issue 37 item 5; code OM): one per
 * (marketplace, no_order_mp), written only by the order import (orders/import.ts) from what the
 * platform's API says — never typed. `kunci` (marketplace/no_order_mp) is unique: the same order
 * arriving twice, or two workers at once, is one document. Posts nothing itself: a paid order's
 * stock leaves through a back-office sale (`nojual`, JL) to the shop's customer, its fees through a
 * cash-out (`nobiaya`, KK) from the shop's marketplace balance; a return (TO_RETURN) is a sales
 * return (`noretur`, RJ). A line whose SKU has no item mapping holds the order (`tertahan`, the
 * message) until it is mapped.
 */
export default document({
  name: 'pesananmp',
  code: 'OM',
  title: 'Pesanan Marketplace',
  access: 'mPesananMarketplace',
  routes: { list: '/pesanmarketplacelist', edit: '/pesanmarketplaceed' },
  // Only the import writes it (orders/import.ts, an internal call): the screens only show it.
  readOnly: 'Pesanan Marketplace hanya dibuat dan diubah dari marketplace (Tarik Pesanan), tidak dapat ditambah, diubah atau dihapus di sini.',
  posts: false,
  fields: {
    marketplaceid: int('MarketplaceID').default(0).hidden(),
    marketplace: code('Marketplace', 20),
    shop_id: code('Shop ID', 60),
    no_order_mp: code('No. Order Marketplace', 60),
    /** marketplace/no_order_mp: the order's one key. */
    kunci: code('Kunci', 90).unique('Pesanan {code} sudah ada.').hidden(),
    /** The platform's own status word (Shopee: UNPAID, READY_TO_SHIP, …, CANCELLED, TO_RETURN). */
    status: code('Status', 30),
    buyer: text('Pembeli', 150).optional(),
    kurir: text('Kurir', 100).optional(),
    resi: text('No. Resi', 100).optional(),
    alamat: text('Alamat Kirim', 500).optional().multiline(),
    ongkir: decimal('Ongkos Kirim').default('0'),
    komisi: decimal('Biaya Komisi').default('0'),
    layanan: decimal('Biaya Layanan').default('0'),
    biayalain: decimal('Biaya Lain').default('0'),
    total: decimal('Total Dibayar Pembeli').default('0'),
    /** The platform's last update (Unix seconds): an older copy never overwrites a newer one. */
    update_time: decimal('Update Time', 14, 0).default('0').hidden(),
    nojual: code('No. Penjualan', 40).optional(),
    nobiaya: code('No. Biaya Marketplace', 40).optional(),
    noretur: code('No. Retur', 40).optional(),
    tertahan: text('Pesan Tertahan', 500).optional().multiline(),
  },
  lines: {
    title: 'Detail Pesanan Marketplace',
    min: 1,
    fields: {
      item_id: code('Item ID', 40),
      model_id: code('Model ID', 40).default('0'),
      kodeitem: code('Item', 30).upper().optional(),
      sku: text('SKU', 100).optional(),
      namaitem: text('Nama Item', 300).optional(),
      jumlah: qty('Jumlah'),
      harga: decimal('Harga').digits('harga').default('0'),
    },
  },
  list: {
    columns: ['notransaksi', 'tanggal', 'marketplace', 'shop_id', 'no_order_mp', 'buyer', 'status', 'total', 'nojual', 'tertahan'],
    search: ['no_order_mp', 'buyer', 'notransaksi', 'resi'],
    filters: [{ field: 'tanggal' }, 'status', 'shop_id'],
  },
});
