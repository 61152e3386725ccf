/**
 * The replies of the PPOB acts the screens read, declared once (the handlers are annotated with
 * them, the screens import them as types). Isomorphic: types only.
 */

/** /pengaturanppob: the account (never its key or webhook secret: only whether they are set). */
export interface PengaturanPpobReply {
  baseurl: string;
  username: string;
  adakey: boolean;
  adawebhook: boolean;
  marginumum: string;
  /** The deposit as Digiflazz last said, when, the books' 1-1700 now and the difference. */
  saldo: string | null;
  saldo_at: string | null;
  saldobuku: string;
  selisih: string | null;
  pricelist_at: string | null;
  /** Where Digiflazz sends its callback (set it in Digiflazz's dashboard). */
  callback_url: string;
  tbl_margin: { jenis: string; kunci: string; margin: string }[];
  tbl_produk: PpobProduk[];
}

/** A product of the cached price list with its sale price (cost + margin). */
export interface PpobProduk {
  sku: string;
  nama: string;
  kategori: string;
  brand: string;
  jenis: string;
  harga: string;
  margin: string;
  jual: string;
}

/** A PPOB purchase as the till shows and prints it. */
export interface PpobTransaksi {
  ref_id: string;
  notransaksi: string;
  tanggal: string;
  /** HH:mm:ss, the company's time of the sale. */
  jam: string;
  /** The cashier. */
  userid: string;
  sku: string;
  nama: string;
  jenis: string;
  customer_no: string;
  jual: string;
  status: 'Pending' | 'Sukses' | 'Gagal';
  sn: string;
  pesan: string;
}

export interface PpobTransaksiReply {
  tbl_ppob: PpobTransaksi[];
}

export interface CekSaldoReply {
  saldo: string;
  saldo_at: string;
  saldobuku: string;
  selisih: string;
}
