/** The dashboard's tables (spec §3, §7.7) as the browser reads them, and the chart label rule (§2.11). */
export type Row = Record<string, string | number>;

export interface DashboardData {
  FormParam: Array<{ tahun: number; bulan: number }>;
  tbl_jual_terbaik_bln: Row[];
  tbl_jual_terbaik_bln_dt: Array<{ kodeitem: string; namaitem: string }>;
  tbl_item_terbaik: Array<{ kodeitem: string; namaitem: string; jmljual: string }>;
  tbl_omset_thn: Array<{ bulan: string; omset: string }>;
  tbl_omset_thn_cbg: Row[];
  tbl_omset_thn_cbg_dt: Array<{ kodekantor: string; namakantor: string }>;
}

/** Spec §2.11: series labels are cut to 25 characters. */
export const LABEL_MAX = 25;
export const cut = (s: string) => (s.length > LABEL_MAX ? s.slice(0, LABEL_MAX) : s);

/** Spec §9: the home screen re-reads its dashboard every 900,000 ms (15 minutes). */
export const HOME_REFRESH_MS = 900_000;

/** Browser setting: label the item series by name (default) or code (spec §2.11 "according to configuration"). */
export const LABEL_KEY = 'CFG_LABELGRAFIK';
export type LabelBy = 'namaitem' | 'kodeitem';
export const labelBy = (): LabelBy => (localStorage.getItem(LABEL_KEY) === 'kodeitem' ? 'kodeitem' : 'namaitem');

/** Whether a reply has anything to draw (spec §8: empty tables show nothing). */
export const hasFigures = (d: DashboardData | null | undefined) =>
  !!d && (d.tbl_item_terbaik?.length > 0 || d.tbl_omset_thn?.some((r) => Number(r.omset) !== 0));
