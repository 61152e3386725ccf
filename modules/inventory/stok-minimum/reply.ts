/**
 * The reply of /stokminimum, declared once: the act (./server.ts) answers it and its screen
 * (../screens/StokMinimum.tsx) reads it. Isomorphic: types only.
 */
export interface StokMinimumRow {
  kodeitem: string;
  namaitem: string;
  /** The variant of a variant item's row ('' for other items) and its values ("MERAH / L"). */
  iddetailvarian: string;
  namavarian: string;
  satuan: string;
  kodegudang: string;
  namagudang: string;
  stokmin: string;
  stok: string;
  kurang: string;
  saran: string;
  kodesupel: string;
  hargabeli: string;
}

export interface StokMinimumReply {
  query_data: { totpage: number; totrec: number; page: number; limit: number }[];
  tbl_stokminimum: StokMinimumRow[];
}
