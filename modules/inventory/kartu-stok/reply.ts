/**
 * The reply of /kartustok, declared once: the act (./server.ts) answers it and the stock card
 * screen (../screens/KartuStok.tsx) reads it. Isomorphic: types only.
 */
import type { StockCardRow } from '@niaga/ledger';

export interface Saldo {
  qty: string;
  nilai: string;
  hpp: string;
}
export interface Info {
  kodeitem: string;
  iddetailvarian: string;
  namaitem: string;
  satuan: string;
  kodegudang: string;
  dari: string;
  sampai: string;
  awal: Saldo;
  akhir: Saldo;
  masuk: string;
  keluar: string;
}
/** A move on the card: the ledger's row (packages/ledger stockcard.ts), as the act answers it. */
export type Move = StockCardRow;

/** `kartustok`: the card's heading (balances at both ends), its page and the moves of the page. */
export interface KartuStokReply {
  info: Info[];
  query_data: { totpage: number; totrec: number; page: number; limit: number }[];
  tbl_kartustok: Move[];
}
