/**
 * The replies of the sales acts that screens read, declared once: each act annotates its handler
 * with its reply (receivable-acts.ts depositsaldolist, info/server.ts infopayment, shift.ts
 * kaslacitutup, tax/server.ts eksporcsv_cek and eksporcsv_unduh, acts.ts kasir_item,
 * getdiskonperiode_promo_list and getkaslacistatus; receivable-acts.ts the reminders) and its screen (screens/…) reads it, so the two
 * cannot drift. Isomorphic: types only.
 */
import type { DiskonRow, PromoRow, TebusRow } from '@niaga/core';
import type { FileReply } from '@niaga/report';
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

/** `eksporcsv_unduh`: the tax invoices' file, how many sales with PPN it holds and (CSV) the numbers left out for want of an NSFP. */
export interface EksporUnduhReply extends FileReply {
  penjualan: number;
  tanpanomor: string[];
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

/** `getdiskonperiode_promo_list`: the period discounts, promotions and add-on offers in force now, which the till keeps. */
export interface PromoListReply {
  tbl_itemdisp: DiskonRow[];
  tbl_itempromo: PromoRow[];
  tbl_itempromotebus: Array<TebusRow & { namaitemgr: string }>;
}

/** `getkaslacistatus`: whether this device's till drawer is open (`login_flag`), with its opening cash and when it was opened. */
export interface KasLaciStatusReply {
  tbl_kaslaci: [{ login_flag: boolean; saldoawal: string; dibuka: string | null }];
}

/** A reminder row exactly as spec §3: supel, notransaksi, tanggal, byr_krd_jt, sisakredit, tipe. */
export interface ReminderRow {
  supel: string;
  notransaksi: string;
  tanggal: string;
  byr_krd_jt: string;
  sisakredit: string;
  tipe: string;
}

/** `reminderhupilist`: the first page of receivables and of payables due (a side the user may not open is empty). */
export interface ReminderHupiReply {
  tbl_piutang_list: ReminderRow[];
  tbl_hutang_list: ReminderRow[];
}

/** The list of a side's reminders: receivables or payables. */
export type ReminderTable = 'tbl_piutang_list' | 'tbl_hutang_list';

/** `reminderpiutanglist` (T `tbl_piutang_list`) and `reminderhutanglist` (`tbl_hutang_list`): a page of a side's invoices due. */
export type ReminderListReply<T extends ReminderTable> = { query_data: [{ totpage: number; totrec: number; lebih: boolean; pagenum: number }] } & { [k in T]: ReminderRow[] };

// ---- WhatsApp (whatsapp/acts.ts; docs/whatsapp.md) ----

/** `pengaturanwa_show`, `pengaturanwa_simpan`. */
export interface WaSettingReply {
  phone_number_id: string;
  versi_api: string;
  bahasa: string;
  tpl_struk: string;
  tpl_faktur: string;
  tpl_pengingat: string;
  tpl_tes: string;
  /** A token is stored (its text is never sent). */
  token_ada: boolean;
}

export interface WaLogRow {
  id: number;
  jenis: string;
  nomor: string;
  notransaksi: string;
  status: string;
  attempts: number;
  last_error: string;
  wamid: string;
  userid: string;
  dibuat: string;
  diubah: string;
}

export interface WaLogReply {
  tbl_walog: WaLogRow[];
}

export interface WaKirimReply {
  id: number;
  status: string;
  nomor: string;
  wamid: string;
  last_error: string;
}

/** `kasir_blok` (issue 39): a block of till numbers reserved for the sales this device makes offline; number n = sebelum + n padded to `digit`. */
export interface KasirBlokReply {
  tbl_blok: Array<{ id: number; sebelum: string; digit: number; awal: number; akhir: number; periode: string }>;
}

/** `kasir_kredit` (issue 39): every customer with a credit limit and its open receivable at `waktu`, kept by the till for offline credit sales. */
export interface KasirKreditReply {
  waktu: string;
  tbl_kredit: Array<{ kodesupel: string; namasupel: string; limitkredit: string; piutang: string }>;
}

/** `kasir_luring_list` (issue 39): the offline till sales received; `stokminus` what went below zero (null when nothing did). */
export interface KasirLuringReply {
  tbl_kasir_luring: Array<{ notransaksi: string; userid: string; compname: string; blok: number | null; waktu: string; diterima: string; stokminus: string | null }>;
  /** Without `nomor`: the numbers of blocks given back unused (void), `dari`..`sampai`. */
  tbl_blok_lepas?: Array<{ blok: number; userid: string; compname: string; dari: string; sampai: string; jumlah: number }>;
}

/** `kasir_blok_lepas` (issue 39): the rest of a block given back at the shift close (void numbers); empty when nothing was left. */
export interface KasirBlokLepasReply {
  tbl_blok_lepas: Array<{ blok: number; dari: string; sampai: string; jumlah: number }>;
}
