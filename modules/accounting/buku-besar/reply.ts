/**
 * The reply of /bukubesar, declared once: the act (./server.ts) answers it and the ledger screen
 * (../screens/BukuBesar.tsx, ledger.ts) reads it. Isomorphic: types only.
 */
/** The account and its balances over the period asked. */
export interface LedgerInfo {
  kodeacc: string;
  namaacc: string;
  saldonormal: string;
  dari: string;
  sampai: string;
  saldoawal: string;
  saldoakhir: string;
  totdebet: string;
  totkredit: string;
}

/** One journal line of the account, with the running balance. */
export interface LedgerRow {
  id: number;
  tanggal: string;
  sumber: string;
  notransaksi: string;
  keterangan: string | null;
  kontak?: string | null;
  debet: string;
  kredit: string;
  saldo: string;
  batal?: boolean;
}

/** `bukubesar`: the account's heading, the page and its lines. */
export interface BukuBesarReply {
  info: LedgerInfo[];
  query_data: { totpage: number; totrec: number; page: number; limit: number }[];
  tbl_bukubesar: LedgerRow[];
}
