/**
 * The reply of /listitemrb (item-retur-beli.ts), declared once: the act answers it and its screen (screens/ListItemRB.tsx) reads it.
 * Isomorphic: types only.
 */
export interface ItemReturBeliRow {
  tanggal: string;
  notransaksi: string;
  mode: string;
  nobeli: string | null;
  kodesupel: string | null;
  namasupel: string | null;
  kodegudang: string | null;
  kodeitem: string;
  namaitem: string | null;
  satuan: string;
  jumlah: string;
  harga: string;
  total: string;
}

export interface ItemReturBeliReply {
  query_data: { totpage: number; totrec: number; page: number; limit: number; jumlah: string; total: string }[];
  tbl_itemrb: ItemReturBeliRow[];
}
