/**
 * The reply of /perbaikansaldo, declared once: the act (./server.ts) answers it and its screen
 * (../screens/PerbaikanSaldo.tsx) reads it. Isomorphic: types only.
 */
/** The books' check after the recalculation (as `cekbuku` answers it: the invariants hold, else the problems found). */
export interface CekBuku {
  ok: boolean;
  masalah: string[];
}

/** `perbaikansaldo`: what was recalculated and only what changed (stock per warehouse, items, account balances). */
export interface PerbaikanSaldoReply extends CekBuku {
  items: number;
  mutasiBerubah: number;
  tbl_stok: { kodeitem: string; namaitem: string; kodegudang: string; sebelum: string; sesudah: string }[];
  tbl_item: { kodeitem: string; namaitem: string; qty_sebelum: string; qty_sesudah: string; nilai_sebelum: string; nilai_sesudah: string; hpp_sebelum: string; hpp_sesudah: string }[];
  tbl_perkiraan: { kodeacc: string; namaacc: string; sebelum: string; sesudah: string }[];
}
