/**
 * The replies of the year-end acts (./server.ts), declared once: the acts answer them and the
 * screen (../screens/ProsesTahunan.tsx) reads them. Isomorphic: types only.
 */

/** A fiscal year: its dates, whether closed and its closing journal. */
export interface TahunBuku {
  tahun: number;
  tglawal: string;
  tglakhir: string;
  tutup: boolean;
  notransaksi: string;
}

/** `prosestahunan_info`: the books' start, last month and lock date, and each fiscal year. */
export interface ProsesTahunanInfo {
  buku: { tglawal: string; bulanakhir: number; tglkunci: string | null }[];
  tbl_tahunbuku: TahunBuku[];
}

/** `prosestahunan_tutup`: the year closed, its closing journal, the profit carried to retained earnings and the new lock date. */
export interface TutupTahunReply {
  tahun: number;
  notransaksi: string;
  laba: string;
  tglkunci: string;
}

/** `prosestahunan_buka`: the year opened again and the lock date now (the previous year's end, null when none is closed). */
export interface BukaTahunReply {
  tahun: number;
  tglkunci: string | null;
}

/** `prosestahunan_buka` asked without `konfirmasi`: refused (50) with the warning as its message and this as its data. */
export interface BukaTahunWarning {
  perlukonfirmasi: true;
}
