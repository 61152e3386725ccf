/**
 * The reply of `pesanbeli_stokminimum` (./dari-stok-minimum.ts), declared once: the act answers it
 * and /stokminimum (@niaga/inventory's screen) reads it. Isomorphic: types only.
 */

/** A purchase order made from the minimum stock list: one per supplier and warehouse. */
export interface PesanDariStok {
  id: number;
  notransaksi: string;
  kodesupel: string;
  kodegudang: string;
  /** Its lines. */
  jumlahitem: number;
  total: string;
}

/** `pesanbeli_stokminimum`: the orders made. */
export interface PesanDariStokReply {
  tbl_pesanbeli: PesanDariStok[];
}
