/** The item line fields every purchasing document shares (as in itemmasuk). */
import { code, decimal, num, qty, refuse, type RowRule } from '@niaga/kernel';
import { HARGA_BELI_DEFAULTS, varianField } from '@niaga/inventory';
import { lineTotal } from './pricing';

/** The purchase price a line's item and unit propose (inventory's HARGA_BELI_DEFAULTS, act `gethargabeli`). */
export const PURCHASE_LINE_DEFAULTS = HARGA_BELI_DEFAULTS;

export const itemFields = () => ({
  kodeitem: code('Item', 30).upper().ref('item', { fills: { satuan: 'satuan' } }), // its price per unit: HARGA_BELI_DEFAULTS
  /** The variant of a variant item (type 7): its stock and cost are kept per variant; Enter passes over it for other items. */
  iddetailvarian: varianField(),
  satuan: code('Satuan', 10).upper().ref('satuanitem', { within: 'kodeitem' }),
  jumlah: qty('Jumlah'),
  harga: decimal('Harga').digits('harga').default('0'),
});

/** Up to four cascading discounts (percent) and the line's amount after them. */
export const discountFields = () => ({
  diskon1: decimal('Disk 1 (%)', 7, 4).digits('persen').default('0'),
  diskon2: decimal('Disk 2 (%)', 7, 4).digits('persen').default('0'),
  diskon3: decimal('Disk 3 (%)', 7, 4).digits('persen').default('0'),
  diskon4: decimal('Disk 4 (%)', 7, 4).digits('persen').default('0'),
  total: decimal('Total').computed((l) => lineTotal(l)),
});

export const lineRules: RowRule[] = [
  (l, i) => num(l.jumlah).gt(0) || refuse('jumlah', `Baris ${i + 1}: jumlah harus lebih dari 0.`),
  (l, i) => !num(l.harga).isNegative() || refuse('harga', `Baris ${i + 1}: harga tidak boleh negatif.`),
  ...[1, 2, 3, 4].map(
    (n): RowRule =>
      (l, i) =>
        l[`diskon${n}`] === undefined || (num(l[`diskon${n}`]).gte(0) && num(l[`diskon${n}`]).lte(100)) || refuse(`diskon${n}`, `Baris ${i + 1}: diskon ${n} harus antara 0 dan 100.`),
  ),
];
