/**
 * The replies of the sales acts that screens read, declared once: each act annotates its handler
 * with its reply (receivable-acts.ts depositsaldolist, info/server.ts infopayment, shift.ts
 * kaslacitutup, tax/server.ts eksporcsv_cek, acts.ts kasir_item) and its screen (screens/…) reads it, so the two
 * cannot drift. Isomorphic: types only.
 */
import type { TillItem } from './screens/till';

export interface DepositSaldoRow {
  kodesupel: string;
  namasupel: string;
  masuk: string;
  dipakai: string;
  saldo: string;
}

/** `depositsaldolist` (/depositsaldo): each contact's deposit in, used and left. */
export interface DepositSaldoListReply {
  query_data: { totpage: number; totrec: number; pagenum: number }[];
  tbl_depositsaldo: DepositSaldoRow[];
}

export interface InfoPaymentCara {
  jenis: string;
  label: string;
  rincian: string;
  jumlah: number;
  nilai: string;
}

/** `infopayment`: a period's payments by kind and detail, and the totals. */
export interface InfoPaymentReply {
  tbl_ringkasan: InfoPaymentCara[];
  tbl_total: { transaksi: number; total: string; jumlahrincian: string }[];
}

export interface TutupKasirRow {
  jenis: string;
  label: string;
  sistem: string;
  dihitung: string;
  selisih: string;
}

/** `kaslacitutup`: the closed till drawer and its counted against recorded amounts. */
export interface TutupKasirReply {
  tbl_tutupkasir: Array<{ notransaksi: string; userid: string; compname: string; dibuka: string; ditutup: string; saldoawal: string; jumlahtransaksi: number }>;
  tbl_tutupkasir_detail: TutupKasirRow[];
}

export interface EksporFaktur {
  tipe: string;
  notransaksi: string;
  tanggal: string;
  kodesupel: string;
  namasupel: string;
  npwp: string;
  /** NSFP given by an e-EksporFaktur CSV export ('' until then). */
  nomorfaktur: string;
  dpp: string;
  dpplain: string;
  ppn: string;
  ppnbuku: string;
}

export interface EksporTanpaNomor {
  tipe: string;
  notransaksi: string;
  tanggal: string;
  alasan: string;
}

export interface EksporDitolak {
  tipe: string;
  notransaksi: string;
  tanggal: string;
  kodesupel: string;
  alasan: string;
}

/** `eksporcsv_cek`: the tax invoices of a period, those refused and those without a number (docs/tax.md). */
export interface EksporCekReply {
  ringkasan: { jumlahfaktur: number; dpp: string; dpplain: string; ppn: string; ppnbuku: string; selisihppn: string; nonppn: number; ditolak: number; tanpanomor: number; bagianxml: number }[];
  tbl_faktur: EksporFaktur[];
  tbl_ditolak: EksporDitolak[];
  tbl_tanpanomor: EksporTanpaNomor[];
}

export interface PerbaikanPointHasil {
  jumlahpelanggan: number;
  diubah: number;
}

/** `perbaikanpointpel`: how many customers were read and how many points corrected. */
export interface PerbaikanPointReply {
  tbl_perbaikan: PerbaikanPointHasil[];
}

/** `kasir_item`: the items found for the till or the price terminal, and what a barcode matched (its unit or variant). */
export interface KasirItemReply {
  tbl_item: TillItem[];
  cocok: { satuan?: string; iddetailvarian?: string } | null;
}

/** `getpointpel`: a customer's points, and what a point is worth (spend per point, value of one point). */
export interface PointPelReply {
  tbl_point: Array<{ kodesupel: string; point: string; nominal: string; nilaipoint: string }>;
}
