/**
 * The replies of the acts the kernel serves (or gives the shape of) that screens read, declared
 * once: the handlers are annotated with them and the screens import them. The replies of the
 * generic doctype acts are derived from the declarations (types-from-decl.ts). Isomorphic: types only.
 */

/** One line of an item's price history (server/line-history.ts): the document, the party, the line's figures and the net unit price (total ÷ jumlah). */
export interface PriceLine {
  tanggal: string;
  tipe: string;
  notransaksi: string;
  kodesupel: string;
  namasupel: string | null;
  satuan: string;
  jumlah: string;
  harga: string;
  diskon1: string;
  diskon2: string;
  diskon3: string;
  diskon4: string;
  total: string;
  hargabersih: string;
}

/** The page facts of lineHistory. */
export interface LineHistoryPage {
  totpage: number;
  totrec: number;
  page: number;
  limit: number;
}

/** `historyhb` / `historyhj` (A): a page of an item's price history in `tbl_<A>`, newest first. */
export type LineHistoryReply<A extends string> = { query_data: [LineHistoryPage] } & { [k in `tbl_${A}`]: PriceLine[] };

/** `getserver` (apps/server routing.ts, multi-server mode): the server of a company; `disini` when the server asked serves it itself. */
export interface GetServerReply {
  tbl_url: [{ idperusahaan: string; ip_sistem: string; disini?: boolean }];
}

/** The session's settings (`appcfg` of lgx and lgxtk): the configuration asked for, the offices, the cashier logo and the user's flags. */
export type SessionConfig = {
  namaperusahaan: string;
  startflag: number;
  config: Array<{ confname: string; confvalue: string }>;
  tbl_kantor: Array<{ kodekantor: string; namakantor: string; pusat: boolean; timezone: string }>;
  logo: { data: string; rasio: string } | null;
  /** The user's flags ('kuncitanggal', …: booleans), department, login id and group. */
  pengguna: { [flag: string]: boolean | string } & { logindept: string; loginid: string; kelompok: string };
};

/**
 * `lgx` and `lgxtk` (@niaga/admin session-acts.ts): the session — company, user, the till's mode and
 * rights, the page to open (`rute`) and the settings; `token` only from lgx to an API client (the
 * browser holds the cookie), null from lgxtk.
 */
export type SessionReply = {
  token: string | null;
  idp: string;
  idperusahaan: string;
  namaperusahaan: string;
  userid: string;
  namauser: string;
  admin: boolean;
  kodedept: string;
  loginshift: string;
  startflag: number;
  kasirmode: 1 | 2;
  akseskasir: boolean;
  aksesterminalharga: boolean;
  rute: string;
  appcfg: SessionConfig;
};
