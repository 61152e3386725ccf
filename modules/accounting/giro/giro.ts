/**
 * Cheques and giro (cek/giro) on payment documents: ONE mechanism for debt payments (BH),
 * receivable payments (BP) and commission payments (BKS). Isomorphic: the declarations below are
 * spread into a payment document's fields and rules, and the status screens read GIRO_JENIS.
 *
 * A payment made or received by cheque/giro is not cash until the giro is settled (cair): it posts
 * to Hutang Giro (paid out) or Piutang Giro (received) instead of its Kas/Bank account; settling
 * it on the status screen posts its own journal (CBG-<payment no>, source CBG) on the settlement
 * date: Dr Hutang Giro / Cr the bank, or Dr the bank / Cr Piutang Giro. Server side:
 * ./server.ts (`withGiro`, `giroAccount`, the acts `stsbg_list`, `stsbg_cair`, `stsbg_batal`).
 */
import { code, date, num, refuse, select, text, type Declares, type DocumentHead, type Field, type RecordOf, type Rule } from '@niaga/kernel';

/** Payment kinds: cash or bank transfer (which one is the account's type) or a cheque/giro. */
export const JENIS_BAYAR = [
  { value: 'K', label: 'Kas/Bank' },
  { value: 'G', label: 'Cek/Giro' },
];

export const isGiro = (d: { jenisbayar?: unknown }) => d.jenisbayar === 'G';

/** The header fields a payment document spreads into its `fields` (after its `kodeacckas`). */
export const giroFields = () => ({
  jenisbayar: select('Cara Bayar', JENIS_BAYAR).default('K'),
  // Shown only for a cheque/giro: a cash or bank payment is keyed without them.
  nogiro: text('No. Cek/Giro', 30).requiredWhen(isGiro).shownWhen(isGiro),
  bankgiro: code('Bank Cek/Giro', 10).upper().ref('bank').requiredWhen(isGiro).shownWhen(isGiro),
  jtgiro: date('Jatuh Tempo Giro').requiredWhen(isGiro).shownWhen(isGiro),
});

/** A payment document's declaration as far as the giro is concerned: its number and date, its Kas/Bank account and the giro fields (RecordOf). */
export type GiroPayment = Declares<Pick<DocumentHead, 'notransaksi' | 'tanggal'> & { kodeacckas: Field<'code', boolean> } & ReturnType<typeof giroFields>>;

/** The header rules a payment document spreads into its `rules`. */
export const giroRules = (jumlah: 'total' | 'kas' = 'total'): Rule<RecordOf<GiroPayment> & Partial<Record<'total' | 'kas', string>>>[] => [
  (d) => !isGiro(d) || !d.jtgiro || d.jtgiro >= d.tanggal || refuse('jtgiro', 'Jatuh tempo giro tidak boleh sebelum tanggal pembayaran.'),
  (d) => !isGiro(d) || num(d[jumlah]).gt(0) || refuse('jenisbayar', 'Pembayaran dengan cek/giro harus ada jumlah yang dibayar.'),
];

/** Where the giro goes: paid out (a payable to the bank: Hutang Giro) or received (Piutang Giro). */
export type GiroArah = 'keluar' | 'masuk';

/**
 * The payment documents that take cheques/giro, by transaction code (spec §2.7: the status screen
 * of each and its type). `doctype` is the payment's table, `kontak` its supplier/customer/sales
 * field and its name's table and columns, `jumlah` the amount the giro pays (what posts to the
 * giro account). The access name of the payment guards its status screen (the spec gives the
 * screen none): open to list, Ubah to settle and un-settle.
 */
export interface GiroJenis {
  tipe: string;
  doctype: string;
  title: string;
  route: string;
  access: string;
  arah: GiroArah;
  kontak: { field: string; label: string; table: string; key: string; name: string };
  jumlah: string;
}

const supel = (label: string, table: string) => ({ field: 'kodesupel', label, table, key: 'kodesupel', name: 'namasupel' });

export const GIRO_JENIS: GiroJenis[] = [
  { tipe: 'BH', doctype: 'bayarhutang', title: 'Pembayaran Hutang', route: '/stsbghutad', access: 'mBayarHutang', arah: 'keluar', kontak: supel('Supplier', 'supplier'), jumlah: 'total' },
  { tipe: 'BP', doctype: 'bayarpiutang', title: 'Pembayaran Piutang', route: '/stsbgpiutad', access: 'mBayarPiutang', arah: 'masuk', kontak: supel('Pelanggan', 'pelanggan'), jumlah: 'kas' },
  {
    tipe: 'BKS',
    doctype: 'bayarkomisi',
    title: 'Pembayaran Komisi Sales',
    route: '/stsbgkomisislsad',
    access: 'mBayarKomisiSls',
    arah: 'keluar',
    kontak: { field: 'kodesales', label: 'Sales', table: 'sales', key: 'kodesales', name: 'namasales' },
    jumlah: 'total',
  },
];

export const giroJenis = (tipe: string) => GIRO_JENIS.find((j) => j.tipe === tipe);
export const giroJenisOfRoute = (route: string) => GIRO_JENIS.find((j) => j.route === route);

/** Source code and number of a settlement's journal. */
export const SUMBER_CAIR = 'CBG';
export const nomorCair = (nobayar: string) => `CBG-${nobayar}`;

/** A cheque or giro as the status list (`stsbg_list`) replies it: the server builds it, /stsbg… show it. */
export interface GiroRow {
  notransaksi: string;
  tanggal: string;
  kontak: string;
  namakontak: string | null;
  nogiro: string;
  bankgiro: string;
  namabank: string | null;
  jtgiro: string;
  jumlah: string;
  kodeacckas: string;
  status: 'cair' | 'belum';
  nocair: string | null;
  tglcair: string | null;
}

/** `stsbg_list`: a page of a payment type's cheques/giro with their totals (all, not yet settled). */
export interface StsbgListReply {
  query_data: { totpage: number; totrec: number; total: string; totalbelum: string }[];
  tbl_stsbg: GiroRow[];
}
