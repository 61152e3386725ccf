/**
 * Promos (spec §5, ACCOUNTING.md §5). Free-item promo: with multiples (kelipatan) the free quantity
 * is floor(sold ÷ required) × free quantity; without, the free quantity once when sold ≥ required
 * and sold ≠ 0. Option 2 offers a list of free items to choose from, each scaled the same way.
 * Redeemable (tebus) free items are sold at the redeem price. Matching as for discounts (item, unit,
 * variant); the lowest `prioritas` number wins among promos that give something.
 * Total-spend promo: applies when the subtotal reaches its minimum.
 */
import { dec, ZERO, type Dec, type DecInput } from '../money';
import { periodeBerlaku, type PeriodRow } from './periode';

export interface ItemGratisRow {
  kodeitemgr: string;
  namaitemgr?: string;
  satuangratis: string;
  jumlahgratis: DecInput;
  harga: DecInput;
  tebus: boolean;
  iddetailvariangratis?: string | null;
}

export interface PromoRow extends PeriodRow {
  idpromo: string;
  prioritas: number;
  opsigratis: string;
  kodeitem: string;
  satuanjual: string;
  jumlahjual: DecInput;
  kodeitemgr?: string | null;
  namaitemgr?: string | null;
  satuangratis?: string | null;
  jumlahgratis: DecInput;
  harga: DecInput;
  kelipatan: boolean;
  tebus: boolean;
  iddetailvarianjual?: string | null;
  iddetailvariangratis?: string | null;
  itemgratis?: ItemGratisRow[];
}

export interface PromoHasil {
  idpromo: string;
  /** Free quantity earned (option 1), or the multiplier applied to each listed item (option 2: times × its quantity). */
  jmlgratis: Dec;
  kodeitemgr: string;
  satuangratis: string;
  tebus: boolean;
  harga: Dec;
  opsigratis: string;
  iddetailvariangratis: string | null;
  itemgratis: Array<{ kodeitemgr: string; namaitemgr: string; satuangratis: string; jumlahgratis: Dec; harga: Dec; tebus: boolean; iddetailvariangratis: string | null }>;
}

/** How many times a promo is earned by a sold quantity: floor(sold ÷ required) with multiples, else 0 or 1. */
export function kaliPromo(jmljual: DecInput, jumlahjual: DecInput, kelipatan: boolean): Dec {
  const sold = dec(jmljual);
  const need = dec(jumlahjual);
  if (sold.lte(0) || need.lte(0) || sold.lt(need)) return ZERO;
  return kelipatan ? sold.div(need).floor() : dec(1);
}

export function promoGratis(
  rows: PromoRow[],
  q: { kodeitem: string; satuan: string; iddetailvarian?: string | null; jmljual: DecInput; tanggaljam: string },
): PromoHasil | null {
  const hits = rows
    .filter((r) => r.kodeitem === q.kodeitem && r.satuanjual === q.satuan)
    .filter((r) => !r.iddetailvarianjual || r.iddetailvarianjual === (q.iddetailvarian ?? ''))
    .filter((r) => periodeBerlaku(r, q.tanggaljam))
    .map((r) => ({ r, kali: kaliPromo(q.jmljual, r.jumlahjual, r.kelipatan) }))
    .filter((x) => x.kali.gt(0))
    .sort((a, b) => Number(a.r.prioritas) - Number(b.r.prioritas) || (a.r.idpromo < b.r.idpromo ? -1 : 1));
  const best = hits[0];
  if (!best) return null;
  const { r, kali } = best;
  const list = String(r.opsigratis) === '2';
  return {
    idpromo: r.idpromo,
    jmlgratis: list ? kali : kali.times(dec(r.jumlahgratis)),
    kodeitemgr: list ? '' : (r.kodeitemgr ?? ''),
    satuangratis: list ? '' : (r.satuangratis ?? ''),
    tebus: !list && r.tebus,
    harga: list ? ZERO : dec(r.harga),
    opsigratis: String(r.opsigratis),
    iddetailvariangratis: list ? null : (r.iddetailvariangratis ?? null),
    itemgratis: list
      ? (r.itemgratis ?? []).map((g) => ({
          kodeitemgr: g.kodeitemgr,
          namaitemgr: g.namaitemgr ?? '',
          satuangratis: g.satuangratis,
          jumlahgratis: kali.times(dec(g.jumlahgratis)),
          harga: dec(g.harga),
          tebus: g.tebus,
          iddetailvariangratis: g.iddetailvariangratis ?? null,
        }))
      : [],
  };
}

export interface TebusRow extends PeriodRow {
  idpromo: string;
  subtotal: DecInput;
  kodeitemgr: string;
  namaitemgr?: string;
  satuangratis: string;
  jumlahgratis: DecInput;
  harga: DecInput;
  iddetailvariangratis?: string | null;
}

/** Total-spend promos that apply to a subtotal now, the highest minimum first. */
export function promoTebus<T extends TebusRow>(rows: T[], subtotal: DecInput, tanggaljam: string): T[] {
  const s = dec(subtotal);
  return rows
    .filter((r) => s.gte(dec(r.subtotal)) && periodeBerlaku(r, tanggaljam))
    .sort((a, b) => dec(b.subtotal).comparedTo(dec(a.subtotal)) || (a.idpromo < b.idpromo ? -1 : 1));
}
