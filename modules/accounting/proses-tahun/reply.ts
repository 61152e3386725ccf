/**
 * The replies of /prosestahunan_info, declared once: the acts answer them and the screen (screens/ProsesTahunan.tsx)
 * reads them. Isomorphic: types only.
 */
export interface TahunBuku {
  tahun: number;
  tglawal: string;
  tglakhir: string;
  tutup: boolean;
  notransaksi: string;
}

export interface ProsesTahunanInfo {
  buku: { tglawal: string; bulanakhir: number; tglkunci: string | null }[];
  tbl_tahunbuku: TahunBuku[];
}
