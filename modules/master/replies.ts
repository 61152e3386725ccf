/**
 * The replies of the master acts their screens read, declared once: the acts annotate their
 * handlers with them (item/images.ts: item_gambar_list, _simpan, _hapus; import/server.ts:
 * importdata_template, _proses, _status) and the screens (./screens) import them. Isomorphic: types only.
 */

/** One picture of an item: its place, size in pixels and bytes, and the JPEG as a data URL. */
export interface ItemGambar {
  id: number;
  urut: number;
  lebar: number;
  tinggi: number;
  ukuran: number;
  gambar: string;
}

/** `item_gambar_list`, `_simpan` and `_hapus`: the item's pictures (after the upload or delete). */
export interface ItemGambarReply {
  tbl_item_gambar: ItemGambar[];
}

/** A refused cell or row of an import. */
export interface ImportError {
  /** Row of the file (the header is row 1). */
  baris: number;
  /** Column header (`namaitem`, `satuanitem.barcode`), '' for the whole row. */
  kolom: string;
  /** Spreadsheet cell (B7), '' when no column. */
  sel: string;
  pesan: string;
}

/** `importdata_template`: the template file (base64) and the columns it has. */
export interface ImportTemplateReply {
  nama: string;
  mime: string;
  isi: string;
  kolom: Array<{ name: string; label: string; format: string }>;
}

/** `importdata_proses` and `importdata_status`: how far an import is. */
export interface ImportStatusReply {
  idproses: string;
  jenis: string;
  /** The file's name. */
  nama: string;
  /** periksa (checking), simpan (writing), selesai (done), gagal (refused: nothing written). */
  status: 'periksa' | 'simpan' | 'selesai' | 'gagal';
  total: number;
  selesai: number;
  persen: number;
  pesan: string;
  kesalahan: ImportError[];
  jumlahkesalahan: number;
  /** Seconds since it started (to one decimal). */
  detik: number;
}
