/**
 * The replies of the report acts (server/service.ts: laporan_list, laporan_run, laporan_unduh),
 * declared once: the acts annotate their handlers with them and the report screens
 * (@niaga/ui report/) import them. Isomorphic: types only.
 */
import type { ChartSpec, ColumnSpec, ParamValues, ReportRow } from './declare';

/** A report the user may open, with the print and export rights. */
export interface ReportEntry {
  lap: string;
  judul: string;
  grup: string;
  keterangan: string;
  rute: string;
  cetak: boolean;
  ekspor: boolean;
}

/** `laporan_list`: the reports the user may open. */
export interface ReportListReply {
  tbl_laporan: ReportEntry[];
}

/** `laporan_run`: the report's heading, columns, chart (with its rows), the page and its rows. */
export interface ReportRunReply {
  /** `replika`: read from a streaming replica (REPLICA_DATABASE_URL), `jeda_detik` how far behind it was; null: from the primary. */
  info: Array<{ lap: string; judul: string; parameter: Array<{ label: string; nilai: string }>; catatan: string[]; param: ParamValues; replika?: { jeda_detik: number | null } | null }>;
  kolom: ColumnSpec[];
  grafik: (ChartSpec & { rows: ReportRow[] }) | null;
  query_data: Array<{ totpage: number; totrec: number; totdetail?: number; page: number; limit: number }>;
  tbl_laporan: ReportRow[];
}

/** An act that gives a file behind the one-time download (`GET /unduh/<token>`, issueDownload): its address and the file's name. */
export interface FileReply {
  url: string;
  nama: string;
}

/** `laporan_unduh`: the file of a report and how many rows it has. */
export interface ReportFileReply extends FileReply {
  baris: number;
}

/** What the generic download (@niaga/ui report/download.ts) reads of any file's reply: a report's rows (`baris`) or the tax invoices' sales (`penjualan`, eksporcsv_unduh). */
export type CountedFileReply = FileReply & { baris?: number; penjualan?: number };
