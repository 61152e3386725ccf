/**
 * The replies of /prosespenyusutan_hitung and _list, declared once: the acts answer them and the screen (screens/ProsesPenyusutan.tsx)
 * reads them. Isomorphic: types only.
 */
export interface PenyusutanBaris {
  kodeaset: string;
  namaaset: string;
  kodeaccakum: string;
  kodeaccbiaya: string;
  nilai: string;
}

export interface PenyusutanHitung {
  periode: string;
  tanggal: string;
  total: string;
  jumlahaset: number;
  diproses: string;
  tbl_penyusutan_detail: PenyusutanBaris[];
}

export interface PenyusutanRun {
  periode: string;
  notransaksi: string;
  tanggal: string;
  total: string;
  jumlahaset: number;
  userid: string;
}

/** `prosespenyusutan_list`: the runs made, newest first. */
export interface PenyusutanListReply {
  tbl_penyusutan: PenyusutanRun[];
}
