/**
 * The two files of /eksporcsv (ACCOUNTING.md §4), written a piece at a time so that 10,000
 * invoices never sit in memory as one text:
 *
 * - e-Faktur CSV (the desktop e-Faktur's import of output invoices): three header rows FK, LT, OF
 *   (padded to the FK row's 20 columns), then per invoice one FK row, one LT row (the buyer's
 *   address parts) and one OF row per line. Every value quoted, comma-separated, CRLF.
 * - Coretax XML (bulk import, `TaxInvoiceBulk`, at most 1,000 invoices a file).
 */
import { formulaIn } from '@niaga/core';
import type { Invoice } from './faktur';

export const CORETAX_MAX = 1000;

export const FK_HEADER = [
  'FK',
  'KD_JENIS_TRANSAKSI',
  'FG_PENGGANTI',
  'NOMOR_FAKTUR',
  'MASA_PAJAK',
  'TAHUN_PAJAK',
  'TANGGAL_FAKTUR',
  'NPWP',
  'NAMA',
  'ALAMAT_LENGKAP',
  'JUMLAH_DPP',
  'JUMLAH_PPN',
  'JUMLAH_PPNBM',
  'ID_KETERANGAN_TAMBAHAN',
  'FG_UANG_MUKA',
  'UANG_MUKA_DPP',
  'UANG_MUKA_PPN',
  'UANG_MUKA_PPNBM',
  'REFERENSI',
  'KODE_DOKUMEN_PENDUKUNG',
];
export const LT_HEADER = ['LT', 'NPWP', 'NAMA', 'JALAN', 'BLOK', 'NOMOR', 'RT', 'RW', 'KECAMATAN', 'KELURAHAN', 'KABUPATEN', 'PROPINSI', 'KODE_POS', 'NOMOR_TELEPON'];
export const OF_HEADER = ['OF', 'KODE_OBJEK', 'NAMA', 'HARGA_SATUAN', 'JUMLAH_BARANG', 'HARGA_TOTAL', 'DISKON', 'DPP', 'PPN', 'TARIF_PPNBM', 'PPNBM'];

const WIDTH = FK_HEADER.length;
const pad = (cells: string[]) => [...cells, ...Array<string>(Math.max(0, WIDTH - cells.length)).fill('')];
const csvRow = (cells: string[]) => `${pad(cells)
  .map((c) => `"${String(c).replace(/"/g, '""').replace(/[\r\n]+/g, ' ')}"`)
  .join(',')}\r\n`;

/** The three header rows, exactly. */
export const CSV_HEADER = csvRow(FK_HEADER) + csvRow(LT_HEADER) + csvRow(OF_HEADER);

const dmy = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
/** A CSV amount: whole rupiah as they are, others with a dot and their decimals. */
const amt = (v: string) => v.replace(/\.0+$/, '').replace(/(\.\d*?)0+$/, '$1');

export interface Extra {
  /** ID_KETERANGAN_TAMBAHAN / AddInfo and FacilityStamp (codes 07, 08). */
  keterangan: string;
  cap: string;
}

/**
 * The buyer as the old e-Faktur names it: a 15-digit NPWP, or for a buyer with a NIK only
 * 000000000000000 and the name written "<NIK>#NIK#NAMA#<name>" (the e-Faktur convention).
 */
function efakturBuyer(f: Invoice): { npwp: string; nama: string } {
  if (f.npwp16 && f.npwp16.startsWith('0')) return { npwp: f.npwp16.slice(1), nama: f.buyer.namasupel };
  const nik = f.npwp16 || f.buyer.nik.replace(/\D/g, '');
  return { npwp: '000000000000000', nama: `${nik}#NIK#NAMA#${f.buyer.namasupel}` };
}

/** An invoice's serial number (NSFP) and whether it replaces one exported before. */
export interface CsvNomor {
  nomor: string;
  pengganti: boolean;
}

/** A phone number as e-Faktur takes it: its digits ("+62 21-555" → 6221555; never a cell that starts with +). */
const telepon = (v: string) => String(v ?? '').replace(/\D/g, '');

/**
 * The cells of user text an invoice's rows carry, by record: none may start a spreadsheet formula
 * (@niaga/core formula.ts). The export refuses, naming the record, what was saved before the rule.
 */
export function formulaOfInvoice(f: Invoice): string | null {
  const b = f.buyer;
  const buyer = formulaIn(`Pelanggan ${b.kodesupel}`, {
    'Nama Pelanggan': b.namasupel,
    Jalan: b.jalan,
    Blok: b.blok,
    Nomor: b.nomor,
    'Kelurahan / Desa': b.kelurahan,
    Kecamatan: b.kecamatan,
    'Kabupaten / Kota': b.kota,
    Provinsi: b.provinsi,
  });
  if (buyer) return buyer;
  for (const l of f.lines) {
    const item = formulaIn(`Item ${l.kodeitem}`, { 'Kode Item': l.kodeitem, 'Nama Item': l.nama });
    if (item) return item;
  }
  return formulaIn(`Penjualan ${f.notransaksi}`, { 'No. Transaksi': f.notransaksi });
}

/** The rows of one invoice (FK, LT, OF…). */
export function csvInvoice(f: Invoice, x: Extra, n: CsvNomor = { nomor: '', pengganti: false }): string {
  const [y, m] = f.tanggal.split('-');
  const b = efakturBuyer(f);
  const u = f.buyer;
  let out = csvRow([
    'FK',
    f.trxCode,
    n.pengganti ? '1' : '0',
    n.nomor,
    String(Number(m)),
    y,
    dmy(f.tanggal),
    b.npwp,
    b.nama,
    f.address,
    amt(f.trxCode === '04' ? f.dppLain : f.dpp),
    amt(f.ppn),
    '0',
    x.keterangan,
    '0',
    '0',
    '0',
    '0',
    `${f.notransaksi}`,
    '',
  ]);
  out += csvRow(['LT', b.npwp, b.nama, u.jalan, u.blok, u.nomor, u.rt, u.rw, u.kecamatan, u.kelurahan, u.kota, u.provinsi, u.kodepos, telepon(u.telepon)]);
  for (const l of f.lines)
    out += csvRow(['OF', l.kodeitem, l.nama, amt(l.price), amt(l.qty), amt(l.gross), amt(l.discount), amt(f.trxCode === '04' ? l.otherTaxBase : l.taxBase), amt(l.vat), '0', '0']);
  return out;
}

const esc = (s: string) => String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const el = (name: string, v: string) => (v === '' ? `<${name}/>` : `<${name}>${esc(v)}</${name}>`);

export interface Seller {
  /** NPWP 16 digits. */
  tin: string;
  /** NPWP16 + 6-digit TKU. */
  idtku: string;
}

export const xmlHead = (s: Seller) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<TaxInvoiceBulk xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="TaxInvoice.xsd">\n  <TIN>${esc(s.tin)}</TIN>\n  <ListOfTaxInvoice>\n`;
export const XML_FOOT = '  </ListOfTaxInvoice>\n</TaxInvoiceBulk>\n';

/** Coretax unit codes: kilograms and grams by their codes, everything else "UM.0033" (Lainnya). */
const UNIT: Record<string, string> = { KG: 'UM.0003', GR: 'UM.0004' };

/** One `TaxInvoice` element. */
export function xmlInvoice(f: Invoice, s: Seller, x: Extra): string {
  const nik = f.buyer.nik.replace(/\D/g, '');
  const hasTin = Boolean(f.npwp16);
  const goods = f.lines
    .map(
      (l) =>
        `        <GoodService>${el('Opt', l.opt)}${el('Code', '000000')}${el('Name', l.nama)}${el('Unit', UNIT[l.satuan] ?? 'UM.0033')}${el('Price', l.price)}${el('Qty', l.qty)}${el('TotalDiscount', l.discount)}${el('TaxBase', l.taxBase)}${el('OtherTaxBase', l.otherTaxBase)}${el('VATRate', l.vatRate)}${el('VAT', l.vat)}${el('STLGRate', '0')}${el('STLG', '0')}</GoodService>\n`,
    )
    .join('');
  const fasilitas = f.trxCode === '07' || f.trxCode === '08';
  return (
    `    <TaxInvoice>${el('TaxInvoiceDate', f.tanggal)}${el('TaxInvoiceOpt', 'Normal')}${el('TrxCode', f.trxCode)}${el('AddInfo', fasilitas ? x.keterangan : '')}${el('CustomDoc', '')}${el('CustomDocMonthYear', '')}${el('RefDesc', f.notransaksi)}${el('FacilityStamp', fasilitas ? x.cap : '')}${el('SellerIDTKU', s.idtku)}` +
    `${el('BuyerTin', hasTin ? f.npwp16 : '0000000000000000')}${el('BuyerDocument', hasTin ? 'TIN' : 'National ID')}${el('BuyerCountry', 'IDN')}${el('BuyerDocumentNumber', hasTin ? '-' : nik)}${el('BuyerName', f.buyer.namasupel)}${el('BuyerAdress', f.address)}${el('BuyerEmail', f.buyer.email)}${el('BuyerIDTKU', hasTin ? `${f.npwp16}000000` : '000000')}\n` +
    `      <ListOfGoodService>\n${goods}      </ListOfGoodService>\n    </TaxInvoice>\n`
  );
}
