import { code, refuse } from '@niaga/kernel';

/**
 * The variant of a stock line, as the sales lines carry it (modules/sales/penjualan.ts): the
 * `iddetailvarian` of one of the item's `detailvarian` rows. A line of a variant item (type 7)
 * must name it — the books keep its stock and average cost per variant (server: stock.ts
 * `baseLines`); other items leave it empty. Isomorphic.
 */
export const varianField = () => code('Varian', 40).upper().optional().ref('detailvarian', { within: 'kodeitem' });

/** A line's item and variant once per document (an opname counts each once). */
export const onceEach = (l: StockLine, i: number, d: { lines: StockLine[] }) => {
  const same = (o: StockLine) => o.kodeitem === l.kodeitem && (o.iddetailvarian ?? '') === (l.iddetailvarian ?? '');
  const j = (d.lines ?? []).findIndex(same);
  return j < 0 || j === i || refuse('kodeitem', `Baris ${i + 1}: item ${l.kodeitem}${l.iddetailvarian ? ` varian ${l.iddetailvarian}` : ''} sudah ada di baris ${j + 1}.`);
};

/** A stock line as `onceEach` reads it: its item and (optional) variant (`varianField`). */
type StockLine = { kodeitem: string; iddetailvarian?: string };

/**
 * The cost a line's item and unit propose (act `gethargabeli`): the item's purchase price per base
 * unit times the unit's content (a box of 12 at 12 × a piece's price). Stock-in documents (item in,
 * opening stock) and the purchasing documents fill a line's price with it as its item or unit
 * changes; a typed price is kept, rows taken from another document are left as they are.
 */
export const HARGA_BELI_DEFAULTS = {
  act: 'gethargabeli',
  header: [] as string[],
  keys: ['kodeitem', 'satuan', 'iddetailvarian'],
  fills: ['harga'],
  table: 'tbl_harga',
};
