/**
 * Company configuration (spec §3 "Company configuration"): the fields of /dataperusahaan
 * (mDtPerusahaan) and /pengaturanumum (mSettingUmum), their labels, rules and defaults. Stored by
 * name in `konfigurasi` (text values: flags '1'/'0'); read by `acccfgopt` and the appcfg of lgx /
 * lgxtk under the same names. Isomorphic: the web builds both forms from it.
 */
import { code, decimal, flag, int, select, text, type Field, type FieldSpec } from '@niaga/kernel';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+()\-. ]+$/;

export const DATA_PERUSAHAAN: Record<string, Field> = {
  namaperusahaan: text('Nama Perusahaan', 120),
  alamat1: text('Alamat', 200).optional(),
  alamat2: text('Alamat (baris 2)', 200).optional(),
  kota: text('Kota', 100).optional(),
  telepon: text('Telepon', 50).optional().signed().pattern(PHONE, 'Telepon hanya boleh berisi angka, spasi dan + ( ) - .'),
  fax: text('Fax', 50).optional().signed().pattern(PHONE, 'Fax hanya boleh berisi angka, spasi dan + ( ) - .'),
  whatsapp: text('WhatsApp', 30).optional().signed().pattern(PHONE, 'WhatsApp hanya boleh berisi angka, spasi dan + ( ) - .'),
  email: text('Email', 200).optional().pattern(EMAIL, 'Format email tidak valid'),
  npwp: text('NPWP', 30).optional().pattern(/^[0-9.\- ]+$/, 'NPWP hanya boleh berisi angka, titik dan tanda -'),
  idtku: text('ID TKU', 30).optional().pattern(/^[0-9A-Za-z.\- ]+$/, 'ID TKU hanya boleh berisi huruf, angka, titik dan tanda -'),
  rasiologo: decimal('Rasio Logo Kasir (lebar : tinggi)', 6, 2).digits('tetap').default('1'),
};

export const JENIS_PAJAK = [
  { value: '', label: 'Default (Pajak Default)' },
  { value: '0', label: '0%' },
  { value: '11', label: '11%' },
  { value: '12', label: '12% (Mewah)' },
  { value: '1112', label: '11/12 x 12% (Non Mewah)' },
];
export const TIPE_PAJAK = [
  { value: '0', label: 'Non' },
  { value: '1', label: 'Include' },
  { value: '2', label: 'Exclude' },
];
/** Rounding options: steps 10, 100, 1000, or the item's own value (spec §5). */
export const OPSI_PEMBULATAN = [
  { value: '0', label: '10' },
  { value: '1', label: '100' },
  { value: '2', label: '1000' },
  { value: '3', label: 'Nilai per item' },
];

const digits = (label: string, dflt: number) => int(label).range(0, 6).default(dflt);

/**
 * Digits shown (issue 18): a new company follows Indonesian practice — Rupiah prices and amounts
 * without decimals (the setting still allows 2 or more), quantities with the decimals they have.
 * A value with a fraction beyond the setting still shows it (nothing is hidden).
 */
export const PENGATURAN_UMUM: Record<string, Field> = {
  digitumum: digits('Digit Umum', 0),
  digitharga: digits('Digit Harga', 0),
  digitqty: digits('Digit Kuantitas', 0),
  digitpajak: digits('Digit Pajak', 2),
  digitdiskon: digits('Digit Diskon', 2),
  jenispajak: select('Jenis Pajak', JENIS_PAJAK).optional(),
  tipepajak: select('Tipe Pajak', TIPE_PAJAK).default('0'),
  pajakdefault: decimal('Pajak Default (%)', 5, 2).digits('persen').default('10'),
  jatuhtempo: int('Jatuh Tempo Default (hari)').range(0, 3650).default(30),
  pelangganumum: code('Pelanggan Umum Default', 30).upper().optional(),
  minlabajual: decimal('Minimum Laba Penjualan (%)', 5, 2).digits('persen').default('0'),
  // Spec §5: a price below the minimum profit is refused, or in confirm mode the cashier is asked to continue.
  modelabajual: select('Mode Laba Minimum', [
    { value: '0', label: 'Tolak' },
    { value: '1', label: 'Konfirmasi' },
  ]).default('1'),
  pembulatanaktif: flag('Pembulatan Aktif', false),
  opsipembulatan: select('Pembulatan ke', OPSI_PEMBULATAN).default('1'),
  timbanganaktif: flag('Barcode Timbangan Aktif', false),
  timbanganflag: text('Flag Barcode Timbangan', 10).optional().pattern(/^[0-9,]+$/, 'Flag hanya boleh berisi angka (pisahkan dengan koma)'),
  digitflagtimbangan: int('Digit Flag Timbangan').range(1, 4).default(2),
  digitkodetimbangan: int('Digit Kode Item Timbangan').range(1, 10).default(5),
  digitberattimbangan: int('Digit Berat Timbangan').range(1, 10).default(5),
  satuantimbangan: select('Satuan Berat Timbangan', [
    { value: 'KG', label: 'KG' },
    { value: 'GR', label: 'GR' },
  ]).default('KG'),
  modekaslaci: select('Mode Kas Laci', [
    { value: '0', label: 'Tidak Aktif' },
    { value: '1', label: 'Aktif' },
  ]).default('0'),
  labelgrafik: select('Label Grafik', [
    { value: 'namaitem', label: 'Nama Item' },
    { value: 'kodeitem', label: 'Kode Item' },
  ]).default('namaitem'),
  stokminus: flag('Izinkan Stok Minus', false),
  // An assembly item (type Rakitan) sold takes its components out of stock instead of itself
  // (an assembly sold without a separate process).
  rakitjual: flag('Item Rakitan Dijual: Komponen Keluar dari Stok', false),
  modeinputkasir: select('Mode Input Kasir', [
    { value: '1', label: 'Mode 2 (/kasiradmode2)' },
    { value: '2', label: 'Mode 3 (/kasiradmode3)' },
  ]).default('1'),
};

/** The cashier logo: a data URL (PNG, JPEG, GIF or WebP), at most this many bytes. */
export const LOGO_KEY = 'logokasir';
export const LOGO_MAX_BYTES = 200 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const specsOf = (fields: Record<string, Field>): Record<string, FieldSpec> => Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.spec]));

/** Stored text → value of the field's kind (flags boolean, ints number, decimals and texts string). */
export function fromStored(f: FieldSpec, raw: string | undefined): string | number | boolean | null {
  const v = raw ?? (f.default === undefined ? '' : typeof f.default === 'boolean' ? (f.default ? '1' : '0') : String(f.default));
  switch (f.kind) {
    case 'flag':
      return v === '1' || v === 'true';
    case 'int':
      return v === '' ? null : Number(v);
    default:
      return v;
  }
}

/** Value → stored text. */
export function toStored(v: unknown): string {
  if (typeof v === 'boolean') return v ? '1' : '0';
  if (v === null || v === undefined) return '';
  return String(v);
}

/** Default stored text of every known name (for acccfgopt and appcfg). */
export const CONFIG_DEFAULTS: Record<string, string> = Object.fromEntries(
  Object.entries({ ...specsOf(DATA_PERUSAHAAN), ...specsOf(PENGATURAN_UMUM) }).map(([k, f]) => [k, toStored(fromStored(f, undefined))]),
);
