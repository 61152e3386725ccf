/**
 * The reply of /datasheet, declared once: the act (./server.ts) answers it and its screen
 * (../screens/Datasheet.tsx) reads it. Isomorphic: types only.
 */

/** An item's (or a variant's) stock: per warehouse code, in all, its value and average cost. */
export interface DatasheetFigures {
  stokgudang: Record<string, string>;
  stok: string;
  nilai: string;
  hpp: string;
}

/** One stock item, with its variants' own figures for a variant item. */
export interface DatasheetItem extends DatasheetFigures {
  kodeitem: string;
  namaitem: string;
  satuan: string;
  hargabeli: string;
  varian?: (DatasheetFigures & { iddetailvarian: string; nama: string })[];
}

/** `datasheet`: the warehouses (the columns), the page and its items. */
export interface DatasheetReply {
  tbl_gudang: { kodegudang: string; namagudang: string }[];
  query_data: { totpage: number; totrec: number; page: number; limit: number }[];
  tbl_datasheet: DatasheetItem[];
}
