/**
 * A report is a declaration, as a doctype is: its access name (spec §2.9, e.g. mLapBB002), title,
 * menu group, parameters with defaults, columns with formats, and an optional chart. Isomorphic
 * (plain data and pure functions): the web draws the menu entry, the parameter form and the table
 * from it; the server validates parameters, runs the module's query and renders PDF and XLSX.
 * The query lives in the module's server part (`serverReport` in @niaga/report/server).
 */

/** Parameter kinds. */
export type ParamKind =
  /** One date, 'YYYY-MM-DD'. */
  | 'tanggal'
  /** A date range, { dari, sampai }. */
  | 'rentang'
  /** A month, 'YYYY-MM'. */
  | 'periode'
  /** A year, a number. */
  | 'tahun'
  /** One account code (kodeacc). */
  | 'akun'
  /** An account code range, { dari, sampai } (either may be empty: open end). */
  | 'rentangakun'
  /** A code of another doctype: warehouse (gudang), branch (kantor), customer/supplier, … */
  | 'ref'
  /** One of the options (or several with `multiple`). */
  | 'pilihan'
  /** Yes/no. */
  | 'flag';

/** Defaults relative to today (the company's today on the server, the browser's in the form). */
export type DateDefault = 'hariini' | 'awalbulan' | 'akhirbulan' | 'awaltahun' | 'akhirbulanlalu';
export type RangeDefault = 'bulanini' | 'tahunini' | 'hariini' | 'bulanlalu';

export interface ParamOption {
  value: string;
  label: string;
}

export interface ParamSpec {
  kind: ParamKind;
  label: string;
  required: boolean;
  /** tanggal: DateDefault; rentang: RangeDefault; periode: 'bulanini' | 'bulanlalu'; tahun: 'tahunini'; pilihan: a value; flag: boolean. */
  default?: string | boolean | string[];
  options?: ParamOption[];
  multiple?: boolean;
  /** ref / akun / rentangakun: the doctype picked from and the picker's filter (getlistakun option for accounts). */
  ref?: { doctype: string; filter?: string };
}

/** Param builders. */
export const param = {
  tanggal: (label: string, dflt: DateDefault = 'hariini'): ParamSpec => ({ kind: 'tanggal', label, required: true, default: dflt }),
  rentang: (label = 'Periode', dflt: RangeDefault = 'bulanini'): ParamSpec => ({ kind: 'rentang', label, required: true, default: dflt }),
  periode: (label = 'Bulan', dflt: 'bulanini' | 'bulanlalu' = 'bulanini'): ParamSpec => ({ kind: 'periode', label, required: true, default: dflt }),
  tahun: (label = 'Tahun'): ParamSpec => ({ kind: 'tahun', label, required: true, default: 'tahunini' }),
  akun: (label = 'Perkiraan', filter = 'detail', required = true): ParamSpec => ({ kind: 'akun', label, required, ref: { doctype: 'perkiraan', filter } }),
  rentangakun: (label = 'Perkiraan', filter = 'semua'): ParamSpec => ({ kind: 'rentangakun', label, required: false, ref: { doctype: 'perkiraan', filter } }),
  ref: (label: string, doctype: string, opts: { required?: boolean; filter?: string } = {}): ParamSpec => ({
    kind: 'ref',
    label,
    required: opts.required ?? false,
    ref: { doctype, ...(opts.filter ? { filter: opts.filter } : {}) },
  }),
  /** Warehouse / department (gudang). */
  gudang: (label = 'Gudang'): ParamSpec => param.ref(label, 'gudang'),
  /** Branch office (kantor). */
  cabang: (label = 'Kantor Cabang'): ParamSpec => param.ref(label, 'kantor'),
  /** Customer or supplier (kodesupel). */
  supel: (label: string, doctype: 'pelanggan' | 'supplier'): ParamSpec => param.ref(label, doctype),
  pilihan: (label: string, options: ParamOption[], dflt = options[0]?.value ?? ''): ParamSpec => ({ kind: 'pilihan', label, required: true, options, default: dflt }),
  /** Several of the options; empty means all. */
  pilihanBanyak: (label: string, options: ParamOption[]): ParamSpec => ({ kind: 'pilihan', label, required: false, options, multiple: true, default: [] }),
  flag: (label: string, dflt = false): ParamSpec => ({ kind: 'flag', label, required: false, default: dflt }),
};

/** Column formats: uang = Rupiah in id-ID with 2 decimals; tanggal = dd/MM/yyyy. */
export type ColumnFormat = 'teks' | 'tanggal' | 'uang' | 'angka' | 'bulat' | 'persen';

export interface ColumnSpec {
  key: string;
  label: string;
  format: ColumnFormat;
  /** Relative width in characters (PDF and XLSX); default by format. */
  width?: number;
}

export const col = {
  teks: (key: string, label: string, width?: number): ColumnSpec => ({ key, label, format: 'teks', ...(width ? { width } : {}) }),
  tanggal: (key: string, label = 'Tanggal'): ColumnSpec => ({ key, label, format: 'tanggal', width: 10 }),
  uang: (key: string, label: string, width?: number): ColumnSpec => ({ key, label, format: 'uang', ...(width ? { width } : {}) }),
  angka: (key: string, label: string, width?: number): ColumnSpec => ({ key, label, format: 'angka', ...(width ? { width } : {}) }),
  bulat: (key: string, label: string, width?: number): ColumnSpec => ({ key, label, format: 'bulat', ...(width ? { width } : {}) }),
  persen: (key: string, label: string): ColumnSpec => ({ key, label, format: 'persen', width: 8 }),
};

export const DEFAULT_WIDTH: Record<ColumnFormat, number> = { teks: 16, tanggal: 10, uang: 15, angka: 12, bulat: 8, persen: 8 };

/**
 * A row as reports show it. `_k`: h group header, d detail, s subtotal, t total (or a computed
 * line between groups: Laba Kotor); `_l` the label written across the text columns of a non-detail
 * row; `_i` indent level of the label.
 */
export interface ReportRow {
  _k: 'h' | 'd' | 's' | 't';
  _l?: string;
  _i?: number;
  [key: string]: unknown;
}

export interface ChartSpec {
  type: 'bar' | 'line';
  /** The column whose values name the categories (x axis). */
  x: string;
  series: Array<{ key: string; label: string; type?: 'bar' | 'line' }>;
}

export type ParamValues = Record<string, unknown>;

export interface ReportDecl {
  /** Access name (spec §2.9): mopen runs it, mprint prints PDF, mexport exports XLSX. */
  access: string;
  title: string;
  /** Group in /menulaporan (Akuntansi, Penjualan, …). */
  group: string;
  /** One line for the menu. */
  description?: string;
  params: Record<string, ParamSpec>;
  /** The columns, or the columns for the chosen parameters (comparative views add columns). */
  columns: ColumnSpec[] | ((p: ParamValues) => ColumnSpec[]);
  /** Drawn from the detail rows (and shown when the parameters ask for it, if `when`). */
  chart?: ChartSpec & { when?: (p: ParamValues) => boolean };
  /** PDF page orientation; default by the columns' width. */
  orientation?: 'portrait' | 'landscape';
}

/** Declares a report (identity; typed). */
export function report<T extends ReportDecl>(decl: T): T {
  return decl;
}

// The screens of reports (./route.ts: the web's route registry reads them without the rest).
export { reportRoute, MENU_LAPORAN } from './route';

/** The columns of a report for its parameters. */
export function columnsOf(decl: ReportDecl, p: ParamValues): ColumnSpec[] {
  return typeof decl.columns === 'function' ? decl.columns(p) : decl.columns;
}

/** Whether the report's chart applies for these parameters. */
export const chartOf = (decl: ReportDecl, p: ParamValues): ChartSpec | null => (decl.chart && (!decl.chart.when || decl.chart.when(p)) ? decl.chart : null);
