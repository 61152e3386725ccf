/**
 * The replies of the payment acts the screens read (issue 38), declared once: the handlers are
 * annotated with them and the screens import them with `import type`. Isomorphic: types only.
 */

/** The static QRIS read back: who it pays. */
export interface QrisDecoded {
  merchant: string;
  kota: string;
  nmid: string;
  penerbit: string[];
}

/** `paymentgateway_get`: the settings; secrets only say whether they are set. */
export interface PaymentGatewayReply {
  qrisstatis: string;
  decoded: QrisDecoded | null;
  kodeacc: string;
  /** The account Kliring QRIS is bound to (used when kodeacc is empty). */
  kodeaccperan: string;
  menit: number;
  snapaktif: boolean;
  baseurl: string;
  prefix: string;
  clientid: string;
  partnerid: string;
  channelid: string;
  merchantid: string;
  terminalid: string;
  publickeygateway: string;
  /** Whether a client secret / private key is stored (never their text). */
  adaclientsecret: boolean;
  adaprivatekey: boolean;
  /** Where the gateway sends qr-mpm-notify (PUBLIC_URL + /pg/snap/qr-mpm-notify). */
  notifyurl: string;
}

/** `qris_buat`: what the till shows. mode 'snap': the gateway confirms; 'statis': the cashier confirms. */
export interface QrisBuatReply {
  qris: string;
  referensi: string;
  /** ISO time the QR stops being good. */
  kedaluwarsa: string;
  nominal: string;
  mode: 'statis' | 'snap';
  merchant: string;
}

export type QrisStatus = 'menunggu' | 'dibayar' | 'gagal' | 'batal' | 'kedaluwarsa' | 'refund';

/** `qris_status` / `qris_batal`. */
export interface QrisStatusReply {
  referensi: string;
  status: QrisStatus;
  nominal: string;
  mode: 'statis' | 'snap';
  kedaluwarsa: string;
  dipakai: boolean;
}

/** A QRIS of `qris_harian`, with the sale that took it and what is wrong. */
export interface QrisHarianRow {
  tanggal: string;
  referensi: string;
  refgateway: string;
  mode: string;
  status: QrisStatus;
  nominal: string;
  notransaksi: string;
  /** The sale that took it ('' none). */
  nojual: string;
  /** 'dibayar tanpa penjualan' | 'penjualan tanpa pembayaran' | '' */
  masalah: string;
}

export interface QrisHarianReply {
  tbl_qris: QrisHarianRow[];
  tbl_harian: { tanggal: string; jumlah: number; dibayar: string; masalah: number }[];
}
