/**
 * The imports of mImportData (spec §2.10 /importdata…): which doctype each fills and which of its
 * child tables a file row may carry. Isomorphic: the server checks and writes with it, the web
 * shows the columns and offers the templates.
 *
 * A file has one header row naming the columns: the doctype's own fields by name (`kodeitem`,
 * `namaitem`), and child-table fields as `<table>.<field>` (`satuanitem.barcode`). Rows with the
 * same key are one record: its fields come from its first row, every row adds one row to each
 * child table whose cells it fills. Imports only add records; an existing code is refused.
 *
 * The item modes name the child tables of the item declaration they fill. A mode whose tables the
 * item declaration does not (yet) have says so instead of importing half of a row.
 */
import type { DoctypeMeta, FieldSpec } from '@niaga/kernel';

export interface ImportKind {
  /** The spec's import code: SU, PL, SE, O, S, J, L, V-J, V-L. */
  kode: string;
  /** Route suffix: /importdata<suffix>. */
  suffix: string;
  title: string;
  /** The doctype the rows become (saved through its `_save`). */
  doctype: string;
  /** Child tables of that doctype a row may carry a row of. */
  tables: string[];
  /** Its screen when not /importdata<suffix> (the opening balances: /imsaldoawalhutang). */
  route?: string;
  /** The right it needs besides the doctype's own add right, when not mImportData. */
  access?: string;
  /**
   * A numbered document: the server gives each record its number, so the file has no key column
   * and every row is one record.
   */
  numbered?: boolean;
  /**
   * The child table whose columns carry no `<table>.` prefix (a stock document's `lines`): a row
   * is one line, and the rows with the same header cells (date, warehouse …) are one document.
   */
  flat?: string;
  /** Only these columns (by name), in this order, when not every typed field. */
  columns?: string[];
  /** How the rows become documents, for the screen, when not the stock documents' (date, warehouse, note). */
  rows?: string;
  /** Columns that must be in the file and filled on every row, though the declaration has a default (a sale's price). */
  needed?: string[];
  /**
   * Rows change existing records named by their key (the datasheet): the key must exist, a blank
   * cell keeps the stored value, child tables are left as they are.
   */
  update?: boolean;
}

export const IMPORTS: ImportKind[] = [
  { kode: 'SU', suffix: 'supplier', title: 'Supplier', doctype: 'supplier', tables: [] },
  { kode: 'PL', suffix: 'pelanggan', title: 'Pelanggan', doctype: 'pelanggan', tables: [] },
  { kode: 'SE', suffix: 'sales', title: 'Sales', doctype: 'sales', tables: [] },
  { kode: 'O', suffix: 'itemone', title: 'Item (Satu Satuan)', doctype: 'item', tables: [] },
  { kode: 'S', suffix: 'itemsatuan', title: 'Item (Multi Satuan)', doctype: 'item', tables: ['satuanitem'] },
  // Prices by quantity (J, V-J; "multi harga berdasarkan jumlah"): the units and the item's
  // quantity tiers `hargajumlah` (from a quantity of a unit, the price; V-J also per combination),
  // applied by @niaga/core hargaJual (docs/items.md, docs/pricing.md).
  { kode: 'J', suffix: 'itemjumlah', title: 'Item (Harga per Jumlah)', doctype: 'item', tables: ['satuanitem', 'hargajumlah'] },
  // Price levels (spec §2.10 L, V-L): what the selling price depends on per customer, i.e. the four
  // levels of every unit (and of every combination) and the prices per customer group.
  { kode: 'L', suffix: 'itemlevel', title: 'Item (Harga per Level)', doctype: 'item', tables: ['satuanitem', 'hargagrup'] },
  { kode: 'V-J', suffix: 'itemvarianjumlah', title: 'Item Varian (Harga per Jumlah)', doctype: 'item', tables: ['satuanitem', 'detailvarian', 'hargajumlah'] },
  { kode: 'V-L', suffix: 'itemvarianlevel', title: 'Item Varian (Harga per Level)', doctype: 'item', tables: ['satuanitem', 'detailvarian', 'hargagrup'] },
  // Opening balances (spec §2.10 mSAAkun): one opening payable or receivable per row.
  { kode: 'SAH', suffix: 'saldoawalhutang', title: 'Saldo Awal Hutang', doctype: 'saldoawalhutang', tables: [], route: '/imsaldoawalhutang', access: 'mSAAkun', numbered: true },
  { kode: 'SAP', suffix: 'saldoawalpiutang', title: 'Saldo Awal Piutang', doctype: 'saldoawalpiutang', tables: [], route: '/imsaldoawalpiutang', access: 'mSAAkun', numbered: true },
  // Stock (spec §2.8): opening stock and counted quantities, one line per row, one document per
  // date and warehouse; the datasheet changes the items it names.
  { kode: 'SA', suffix: 'saldoawal', title: 'Saldo Awal Item', doctype: 'saldoawalitem', tables: ['lines'], route: '/imsaldoawal', access: 'mSAItem', numbered: true, flat: 'lines' },
  {
    kode: 'OP',
    suffix: 'opname',
    title: 'Stok Opname',
    doctype: 'opname',
    tables: ['lines'],
    route: '/imopname',
    access: 'mStokOpname',
    numbered: true,
    flat: 'lines',
    // The stock in the books and the difference are the server's.
    columns: ['tanggal', 'kodegudang', 'keterangan', 'kodeitem', 'iddetailvarian', 'satuan', 'jumlah'],
  },
  // Sales from another system (spec §2.10 penjualan): one line per row, the rows with the same
  // date, customer, warehouse, sales person, note, tax, discount and payment are one sale, saved
  // and posted as a back-office sale (`jual`, /kasirad). The price is the file's, never a default.
  {
    kode: 'PJ',
    suffix: 'penjualan',
    title: 'Penjualan',
    doctype: 'jual',
    tables: ['lines'],
    numbered: true,
    flat: 'lines',
    columns: ['tanggal', 'kodesupel', 'kodegudang', 'kodesales', 'keterangan', 'tipeppn', 'diskon', 'tunai', 'kodeacckas', 'kodeitem', 'iddetailvarian', 'satuan', 'jumlah', 'harga', 'diskon1', 'diskon2'],
    needed: ['harga'],
    rows: 'Satu baris satu baris detail; baris dengan tanggal, pelanggan, gudang, sales, keterangan, PPN, diskon, tunai dan kas yang sama menjadi satu penjualan bernomor. Harga wajib diisi; tunai kurang dari total menjadi piutang pelanggan.',
  },
  {
    kode: 'DS',
    suffix: 'datasheet',
    title: 'Datasheet Item',
    doctype: 'item',
    tables: [],
    route: '/imdatasheet',
    access: 'mItemDS',
    update: true,
    columns: ['kodeitem', 'namaitem', 'merek', 'jenis', 'subjenis', 'kodesupel', 'hargabeli', 'jenispajak', 'aktif', 'keterangan'],
  },
];

/** The screen of a kind. */
export const importRoute = (k: ImportKind) => k.route ?? `/importdata${k.suffix}`;
/** The right a kind's acts check. */
export const importAccess = (k: ImportKind | undefined) => k?.access ?? 'mImportData';

export const importKind = (kode: string) => IMPORTS.find((k) => k.kode === kode.toUpperCase());

export interface ImportColumn {
  /** The header text: `field` or `table.field`. */
  name: string;
  label: string;
  table: string | null;
  field: string;
  spec: FieldSpec;
}

/** Child tables a kind needs that the declaration lacks (the mode is not available then). */
export const missingTables = (meta: DoctypeMeta, kind: ImportKind) => kind.tables.filter((t) => !meta.tables[t]);

/** Fields a person types: not computed, not hidden. */
const typed = (fields: Record<string, FieldSpec>) => Object.entries(fields).filter(([, f]) => !f.compute && !f.hidden);

/** The columns of a kind's file, in template order. */
export function importColumns(meta: DoctypeMeta, kind: ImportKind): ImportColumn[] {
  const cols: ImportColumn[] = typed(meta.fields)
    .filter(([k]) => !(kind.numbered && k === meta.key))
    .map(([k, f]) => ({ name: k, label: f.label, table: null, field: k, spec: f }));
  for (const t of kind.tables) {
    const c = meta.tables[t];
    if (!c) continue;
    for (const [k, f] of typed(c.fields)) cols.push({ name: columnName(kind, t, k), label: kind.flat === t ? f.label : `${c.title}: ${f.label}`, table: t, field: k, spec: f });
  }
  if (!kind.columns) return cols;
  return kind.columns.map((n) => cols.find((c) => c.name === n)).filter((c): c is ImportColumn => !!c);
}

/** The header of a field: `field`, or `table.field` for a child table's (except the flat one's). */
export const columnName = (kind: ImportKind, table: string | null, field: string) => (table && kind.flat !== table ? `${table}.${field}` : field);

/** Whether a file must have the column: the key (not of a numbered document), else a field needed and not defaulted (a flat table's too; an update needs only the key). */
export function columnNeeded(meta: DoctypeMeta, kind: ImportKind, c: ImportColumn): boolean {
  if (c.table === null && c.field === meta.key) return true;
  if (kind.needed?.includes(c.name)) return true;
  if (kind.update || (c.table !== null && c.table !== kind.flat)) return false;
  return !!c.spec.required && c.spec.default === undefined && !c.spec.requiredWhen;
}

/** What a column accepts, for the template's notes. */
export function columnFormat(c: ImportColumn, kind?: ImportKind): string {
  const f = c.spec;
  const need = kind?.update ? (c.spec.unique ? 'wajib; kode yang sudah ada' : 'kosong = tetap') : (f.required && f.default === undefined) || kind?.needed?.includes(c.name) ? 'wajib' : 'boleh kosong';
  const what =
    f.kind === 'decimal' ? `angka, titik desimal, maks ${f.scale ?? 2} desimal`
    : f.kind === 'int' ? 'angka bulat'
    : f.kind === 'flag' ? '1/0, Y/T, ya/tidak'
    : f.kind === 'date' ? 'tanggal TTTT-BB-HH'
    : f.kind === 'time' ? 'jam JJ:MM'
    : f.kind === 'select' ? `salah satu: ${(f.options ?? []).map((o) => `${o.value} (${o.label})`).join(', ')}`
    : `teks, maks ${f.max ?? ''} karakter`;
  const ref = f.ref && !f.ref.within ? `; kode ${f.ref.doctype} yang sudah ada` : '';
  const dflt = !kind?.update && !kind?.needed?.includes(c.name) && f.default !== undefined && f.default !== '' ? `; kosong = ${String(f.default)}` : '';
  return `${need}; ${what}${ref}${dflt}`;
}

/** Column letters of a spreadsheet: 0 → A, 26 → AA. */
export function columnLetter(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}
