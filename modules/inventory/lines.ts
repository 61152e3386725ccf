import { code, refuse, type Values } from '@niaga/kernel';

/**
 * The variant of a stock line, as the sales lines carry it (modules/sales/penjualan.ts): the
 * `iddetailvarian` of one of the item's `detailvarian` rows. A line of a variant item (type 7)
 * must name it — the books keep its stock and average cost per variant (server: stock.ts
 * `baseLines`); other items leave it empty. Isomorphic.
 */
export const varianField = () => code('Varian', 40).upper().optional().ref('detailvarian', { within: 'kodeitem' });

/** A line's item and variant once per document (an opname counts each once). */
export const onceEach = (l: Values, i: number, d: Values) => {
  const same = (o: Values) => o.kodeitem === l.kodeitem && (o.iddetailvarian ?? '') === (l.iddetailvarian ?? '');
  const j = ((d.lines as Values[] | undefined) ?? []).findIndex(same);
  return j < 0 || j === i || refuse('kodeitem', `Baris ${i + 1}: item ${String(l.kodeitem)}${l.iddetailvarian ? ` varian ${String(l.iddetailvarian)}` : ''} sudah ada di baris ${j + 1}.`);
};
