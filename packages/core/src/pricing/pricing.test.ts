import { describe, expect, test } from 'vitest';
import {
  bacaBarcodeTimbangan,
  bulatkan,
  cekLabaMinimum,
  putusanLabaMinimum,
  labaMinimumItem,
  diskonBertingkat,
  diskonPeriode,
  ean13Valid,
  hargaJual,
  isoWeekday,
  kaliPromo,
  langkahBulat,
  nominalKePersen,
  pembulatan,
  periodeBerlaku,
  pisahPajak,
  promoGratis,
  promoTebus,
  tarifPajak,
  tingkatHarga,
  timbanganDariKonfigurasi,
  TIMBANGAN_DEFAULT,
  type DiskonRow,
  type HargaJumlah,
  type PromoRow,
  type TebusRow,
} from './index';

const s = (d: { toFixed(n?: number): string }, n = 2) => d.toFixed(n);

/** EAN-13 with its check digit appended. */
const ean = (twelve: string) => {
  const sum = twelve.split('').reduce((t, x, i) => t + Number(x) * (i % 2 ? 3 : 1), 0);
  return twelve + String((10 - (sum % 10)) % 10);
};

describe('periods', () => {
  test('2026-11-23 is a Monday (w1) and 2026-11-29 a Sunday (w7)', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });
  test('type 1 date range, inclusive; inactive never', () => {
    const p = { tipeper: '1', tgldari: '2026-11-01', tglsampai: '2026-11-30', stsact: true };
    expect(periodeBerlaku(p, '2026-11-01 00:00:00')).toBe(true);
    expect(periodeBerlaku(p, '2026-11-30 23:59:59')).toBe(true);
    expect(periodeBerlaku(p, '2026-12-01 00:00:00')).toBe(false);
    expect(periodeBerlaku({ ...p, stsact: false }, '2026-11-15 10:00:00')).toBe(false);
  });
  test('type 2 adds a daily time window (HH:mm bounds, inclusive)', () => {
    const p = { tipeper: '2', tgldari: '2026-11-01', tglsampai: '2026-11-30', jamdari: '10:00', jamsampai: '12:00' };
    expect(periodeBerlaku(p, '2026-11-15 10:00:00')).toBe(true);
    expect(periodeBerlaku(p, '2026-11-15 12:00:00')).toBe(true);
    expect(periodeBerlaku(p, '2026-11-15 12:00:01')).toBe(false);
    expect(periodeBerlaku(p, '2026-11-15 09:59:59')).toBe(false);
  });
  test('type 3: weekdays and a time window, whatever the date', () => {
    const p = { tipeper: '3', w1: true, w7: true, jamdari: '08:00', jamsampai: '09:00' };
    expect(periodeBerlaku(p, '2026-11-23 08:30:00')).toBe(true); // Monday
    expect(periodeBerlaku(p, '2026-11-24 08:30:00')).toBe(false); // Tuesday
    expect(periodeBerlaku(p, '2026-11-29 09:00:00')).toBe(true); // Sunday
    expect(periodeBerlaku(p, '2026-11-29 09:01:00')).toBe(false);
  });
});

describe('discounts', () => {
  test('cascading: 10 % then 5 % of 25,000 is 21,375; d1 outside 0..100 is 0; d2..d4 only above 0', () => {
    expect(s(diskonBertingkat('25000', ['10', '5']))).toBe('21375.00');
    expect(s(diskonBertingkat('25000', ['150', '10']))).toBe('22500.00');
    expect(s(diskonBertingkat('25000', ['-5', '0', '-3', '20']))).toBe('20000.00');
    expect(s(diskonBertingkat('25000', ['10', '10', '10', '10']))).toBe('16402.50');
  });
  test('a nominal amount as a percent of the price', () => {
    expect(s(nominalKePersen('2500', '25000'), 4)).toBe('10.0000');
    expect(s(nominalKePersen('1000', '3000'), 4)).toBe('33.3333');
    expect(s(nominalKePersen('1000', '0'), 4)).toBe('0.0000');
  });

  const base: Omit<DiskonRow, 'iddiskon' | 'prioritas'> = {
    tipeper: '1',
    tgldari: '2026-11-01',
    tglsampai: '2026-11-30',
    stsact: true,
    kodeitem: 'KOPI01',
    satuan: 'PCS',
    opsidiskon: '1',
    diskon1: '10',
    diskon2: '0',
    diskon3: '0',
    diskon4: '0',
  };
  const q = { kodeitem: 'KOPI01', satuan: 'PCS', hargapokok: '25000', tanggaljam: '2026-11-23 10:00:00' };
  test('the lowest prioritas number wins; ties by id', () => {
    const rows: DiskonRow[] = [
      { ...base, iddiskon: 'B', prioritas: 2, diskon1: '20' },
      { ...base, iddiskon: 'A', prioritas: 1, diskon1: '10', diskon2: '5' },
      { ...base, iddiskon: 'C', prioritas: 1, diskon1: '30' },
    ];
    const r = diskonPeriode(rows, q);
    expect(r.iddiskon).toBe('A');
    expect(r.pot.map((p) => s(p, 4))).toEqual(['10.0000', '5.0000', '0.0000', '0.0000']);
  });
  test('unit, customer group (empty = all), voucher-only and variant', () => {
    const rows: DiskonRow[] = [
      { ...base, iddiskon: 'BOX', prioritas: 0, satuan: 'BOX', diskon1: '50' },
      { ...base, iddiskon: 'GROSIR', prioritas: 1, kgruppel: 'GROSIR', diskon1: '15' },
      { ...base, iddiskon: 'VCR10', prioritas: 0, stsvcr: true, diskon1: '40' },
      { ...base, iddiskon: 'SEMUA', prioritas: 5, diskon1: '5' },
      { ...base, iddiskon: 'MERAH', prioritas: 0, iddetailvarian: 'KOPI01-V1', diskon1: '25' },
    ];
    expect(diskonPeriode(rows, q).iddiskon).toBe('SEMUA');
    expect(diskonPeriode(rows, { ...q, kgruppel: 'GROSIR' }).iddiskon).toBe('GROSIR');
    expect(diskonPeriode(rows, { ...q, kodevoucher: 'vcr10' }).iddiskon).toBe('VCR10');
    expect(diskonPeriode(rows, { ...q, kodevoucher: 'LAIN' }).iddiskon).toBe('SEMUA');
    expect(diskonPeriode(rows, { ...q, iddetailvarian: 'KOPI01-V1' }).iddiskon).toBe('MERAH');
    expect(diskonPeriode(rows, { ...q, tanggaljam: '2026-12-01 10:00:00' })).toMatchObject({ iddiskon: null });
  });
  test('opsidiskon 2: 2,500 then 1,125 off 25,000 are 10 % then 5 % of what remains', () => {
    const r = diskonPeriode([{ ...base, iddiskon: 'NOM', prioritas: 0, opsidiskon: '2', diskon1: '2500', diskon2: '1125' }], q);
    expect(r.pot.map((p) => s(p, 4))).toEqual(['10.0000', '5.0000', '0.0000', '0.0000']);
    expect(s(diskonBertingkat('25000', r.pot))).toBe('21375.00');
  });
});

describe('promos', () => {
  const promo: PromoRow = {
    idpromo: 'P1',
    prioritas: 1,
    tipeper: '1',
    tgldari: '2026-11-01',
    tglsampai: '2026-11-30',
    stsact: true,
    opsigratis: '1',
    kodeitem: 'KOPI01',
    satuanjual: 'PCS',
    jumlahjual: '2',
    kodeitemgr: 'MIE01',
    satuangratis: 'PCS',
    jumlahgratis: '1',
    harga: '0',
    kelipatan: true,
    tebus: false,
  };
  const at = '2026-11-23 10:00:00';
  test('multiples: floor(sold ÷ required) × free; without: once when sold ≥ required and sold ≠ 0', () => {
    expect(s(kaliPromo('5', '2', true), 0)).toBe('2');
    expect(s(kaliPromo('5', '2', false), 0)).toBe('1');
    expect(s(kaliPromo('1', '2', true), 0)).toBe('0');
    expect(s(kaliPromo('0', '0', false), 0)).toBe('0');
    expect(promoGratis([promo], { kodeitem: 'KOPI01', satuan: 'PCS', jmljual: '5', tanggaljam: at })).toMatchObject({ idpromo: 'P1', kodeitemgr: 'MIE01' });
    expect(s(promoGratis([promo], { kodeitem: 'KOPI01', satuan: 'PCS', jmljual: '5', tanggaljam: at })!.jmlgratis, 4)).toBe('2.0000');
    expect(s(promoGratis([{ ...promo, kelipatan: false, jumlahgratis: '3' }], { kodeitem: 'KOPI01', satuan: 'PCS', jmljual: '9', tanggaljam: at })!.jmlgratis, 4)).toBe('3.0000');
    expect(promoGratis([promo], { kodeitem: 'KOPI01', satuan: 'PCS', jmljual: '1', tanggaljam: at })).toBeNull();
    expect(promoGratis([promo], { kodeitem: 'KOPI01', satuan: 'BOX', jmljual: '5', tanggaljam: at })).toBeNull();
  });
  test('redeemable at its price; lowest prioritas among promos that give something; option 2 lists scaled', () => {
    const tebus = { ...promo, idpromo: 'P0', prioritas: 0, jumlahjual: '10', tebus: true, harga: '1000' };
    expect(promoGratis([promo, tebus], { kodeitem: 'KOPI01', satuan: 'PCS', jmljual: '4', tanggaljam: at })!.idpromo).toBe('P1');
    const r = promoGratis([promo, tebus], { kodeitem: 'KOPI01', satuan: 'PCS', jmljual: '10', tanggaljam: at })!;
    expect([r.idpromo, r.tebus, s(r.harga)]).toEqual(['P0', true, '1000.00']);
    const list = promoGratis(
      [
        {
          ...promo,
          opsigratis: '2',
          itemgratis: [
            { kodeitemgr: 'MIE01', satuangratis: 'PCS', jumlahgratis: '1', harga: '0', tebus: false },
            { kodeitemgr: 'TEH01', satuangratis: 'PCS', jumlahgratis: '2', harga: '500', tebus: true },
          ],
        },
      ],
      { kodeitem: 'KOPI01', satuan: 'PCS', jmljual: '4', tanggaljam: at },
    )!;
    expect(list.opsigratis).toBe('2');
    expect(list.itemgratis.map((g) => [g.kodeitemgr, s(g.jumlahgratis, 0), s(g.harga), g.tebus])).toEqual([
      ['MIE01', '2', '0.00', false],
      ['TEH01', '4', '500.00', true],
    ]);
  });
  test('total-spend: from its minimum, highest minimum first', () => {
    const t = (idpromo: string, subtotal: string): TebusRow => ({ idpromo, subtotal, tipeper: '1', tgldari: '2026-11-01', tglsampai: '2026-11-30', stsact: true, kodeitemgr: 'MIE01', satuangratis: 'PCS', jumlahgratis: '1', harga: '1000' });
    expect(promoTebus([t('A', '100000'), t('B', '200000')], '199999', at).map((r) => r.idpromo)).toEqual(['A']);
    expect(promoTebus([t('A', '100000'), t('B', '200000')], '200000', at).map((r) => r.idpromo)).toEqual(['B', 'A']);
    expect(promoTebus([t('A', '100000')], '99999.99', at)).toEqual([]);
  });
});

describe('prices, profit, rounding', () => {
  const unit = { hargajual1: '15000', hargajual2: '14500', hargajual3: '0', hargajual4: '14000' };
  test('group price first, then the level (variant before unit), a level without price falls back to level 1', () => {
    const hargagrup = [{ kgruppel: 'GROSIR', satuan: 'PCS', hargajual: '13500' }];
    expect(s(hargaJual({ satuan: 'PCS', unit }))).toBe('15000.00');
    expect(s(hargaJual({ satuan: 'PCS', levelharga: '2', unit }))).toBe('14500.00');
    expect(s(hargaJual({ satuan: 'PCS', levelharga: 3, unit }))).toBe('15000.00');
    expect(s(hargaJual({ satuan: 'PCS', levelharga: '4', kgruppel: 'GROSIR', unit, hargagrup }))).toBe('13500.00');
    expect(s(hargaJual({ satuan: 'PCS', levelharga: '2', kgruppel: 'ECER', unit, hargagrup }))).toBe('14500.00');
    expect(s(hargaJual({ satuan: 'PCS', levelharga: '2', unit, varian: { hargajual1: '16000', hargajual2: '0', hargajual3: '0', hargajual4: '0' } }))).toBe('14500.00');
    expect(s(hargaJual({ satuan: 'PCS', levelharga: '1', unit, varian: { hargajual1: '16000', hargajual2: '0', hargajual3: '0', hargajual4: '0' } }))).toBe('16000.00');
  });
  test('quantity tiers (hargajumlah): group price first, then the tier the quantity reaches, then the level; per unit and per combination', () => {
    const dus = { hargajual1: '170000', hargajual2: '165000', hargajual3: '0', hargajual4: '0' };
    const v2 = { hargajual1: '16000', hargajual2: '0', hargajual3: '0', hargajual4: '0' };
    // Given out of order: the rule takes the largest "from" quantity reached, whatever the order.
    const hargajumlah: HargaJumlah[] = [
      { satuan: 'PCS', jumlahdari: '12', hargajual: '13200' },
      { satuan: 'PCS', jumlahdari: '6', hargajual: '13800' },
      { satuan: 'DUS', jumlahdari: '5', hargajual: '160000' },
      { satuan: 'PCS', iddetailvarian: 'KAOS-V2', jumlahdari: '3', hargajual: '15500' },
    ];
    const hargagrup = [{ kgruppel: 'GROSIR', satuan: 'PCS', hargajual: '12900' }];
    const at = (satuan: string, jumlah: string | null, more: Partial<Parameters<typeof hargaJual>[0]> = {}) =>
      s(hargaJual({ satuan, unit: satuan === 'DUS' ? dus : unit, hargagrup, hargajumlah, jumlah, ...more }));
    // PCS: below the first tier the level price (level 2 = 14,500); from 6 13,800 at any level; from 12 13,200.
    expect(at('PCS', '1')).toBe('15000.00');
    expect(at('PCS', '5.999', { levelharga: '2' })).toBe('14500.00');
    expect(at('PCS', '6', { levelharga: '2' })).toBe('13800.00');
    expect(at('PCS', '11', { levelharga: '4' })).toBe('13800.00');
    expect(at('PCS', '12')).toBe('13200.00');
    expect(at('PCS', '144')).toBe('13200.00');
    // DUS has its own tiers; a level without a price (4) still falls back to level 1 below them.
    expect(at('DUS', '4', { levelharga: '4' })).toBe('170000.00');
    expect(at('DUS', '5', { levelharga: '2' })).toBe('160000.00');
    // The group price wins over a tier for its unit; for a unit without a group price the tier applies.
    expect(at('PCS', '12', { kgruppel: 'GROSIR' })).toBe('12900.00');
    expect(at('DUS', '5', { kgruppel: 'GROSIR' })).toBe('160000.00');
    expect(at('PCS', '12', { kgruppel: 'ECER', levelharga: '2' })).toBe('13200.00');
    // A combination with tiers of its own for the unit uses only those; one without uses the item's.
    expect(at('PCS', '2', { iddetailvarian: 'KAOS-V2', varian: v2 })).toBe('16000.00');
    expect(at('PCS', '3', { iddetailvarian: 'KAOS-V2', varian: v2 })).toBe('15500.00');
    expect(at('PCS', '12', { iddetailvarian: 'KAOS-V2', varian: v2 })).toBe('15500.00');
    expect(at('PCS', '6', { iddetailvarian: 'KAOS-V1', varian: v2 })).toBe('13800.00');
    // No quantity given, no tier.
    expect(at('PCS', null)).toBe('15000.00');
    // Discounts apply on the tier's price: 12 PCS at 13,200 less 10 % = 11,880 each, 142,560 the line.
    const net = diskonBertingkat(hargaJual({ satuan: 'PCS', unit, hargajumlah, jumlah: '12' }), ['10']);
    expect(s(net)).toBe('11880.00');
    expect(s(net.times(12))).toBe('142560.00');
    // The tier found, or none below the first.
    expect(tingkatHarga(hargajumlah, { satuan: 'PCS', jumlah: '7' })).toMatchObject({ jumlahdari: '6', hargajual: '13800' });
    expect(tingkatHarga(hargajumlah, { satuan: 'PCS', jumlah: '5' })).toBeNull();
    expect(tingkatHarga(hargajumlah, { satuan: 'PAK', jumlah: '50' })).toBeNull();
  });
  test('minimum profit: cost 10,000 at 15 % needs 1,500', () => {
    expect(cekLabaMinimum('11500', '10000', '15', 0)).toMatchObject({ ok: true });
    const r = cekLabaMinimum('11499', '10000', '15', 0);
    expect(r.ok).toBe(false);
    expect(s(r.minimum)).toBe('1500.00');
    expect(r.pesan).toBe('Laba 1499 di bawah laba minimum 1500 (15% dari harga pokok 10000).');
    expect(s(cekLabaMinimum('100', '333', '10', 0).minimum)).toBe('33.00');
    expect(cekLabaMinimum('1', '10000', '0', 0).ok).toBe(true);
  });
  test('minimum profit by mode: confirm mode asks, refuse mode refuses, enough profit passes either way', () => {
    // Cost 10,000 at 15 %: 11,499 is 1 short of the 1,500 minimum.
    expect(putusanLabaMinimum('11499', '10000', '15', 0, '1')).toMatchObject({ ok: false, putusan: 'konfirmasi', pesan: 'Laba 1499 di bawah laba minimum 1500 (15% dari harga pokok 10000).' });
    expect(putusanLabaMinimum('11499', '10000', '15', 0, '0')).toMatchObject({ ok: false, putusan: 'tolak', pesan: 'Laba 1499 di bawah laba minimum 1500 (15% dari harga pokok 10000).' });
    // No mode stored: confirm (the setting's default).
    expect(putusanLabaMinimum('11499', '10000', '15', 0, undefined).putusan).toBe('konfirmasi');
    expect(putusanLabaMinimum('11500', '10000', '15', 0, '0').putusan).toBe('ok');
    expect(putusanLabaMinimum('9000', '10000', '0', 0, '0').putusan).toBe('ok');
    // The minimum is rounded to the price digits: 333.33 × 10 % = 33.333 → 33.33 with 2 digits.
    expect(putusanLabaMinimum('366.65', '333.33', '10', 2, '0')).toMatchObject({ putusan: 'tolak' });
    expect(putusanLabaMinimum('366.66', '333.33', '10', 2, '0')).toMatchObject({ putusan: 'ok' });
    // A sale below cost is below any positive minimum.
    expect(putusanLabaMinimum('9500', '10000', '1', 0, '0')).toMatchObject({ putusan: 'tolak', pesan: 'Laba -500 di bawah laba minimum 100 (1% dari harga pokok 10000).' });
    // One item unit (a box of 12 at 1,000.5 each): the message names it, as the till and the server show it.
    expect(labaMinimumItem({ kodeitem: 'KOPI01', satuan: 'BOX', harga: '13000', hpp: '12006', minpersen: '10', digitharga: 0, mode: '0' })).toEqual({
      putusan: 'tolak',
      pesan: 'Laba KOPI01 BOX di bawah laba minimum: laba 994, minimum 1201 (10% dari harga pokok 12006).',
    });
    expect(labaMinimumItem({ kodeitem: 'KOPI01', satuan: 'BOX', harga: '13000', hpp: '12006', minpersen: '10', digitharga: 0, mode: '1' }).putusan).toBe('konfirmasi');
    expect(labaMinimumItem({ kodeitem: 'KOPI01', satuan: 'BOX', harga: '13207', hpp: '12006', minpersen: '10', digitharga: 0, mode: '0' })).toEqual({ putusan: 'ok', pesan: '' });
  });
  test('rounding up to 10, 100, 1000 or the item value, and the round-up amount', () => {
    expect(s(langkahBulat('0'), 0)).toBe('10');
    expect(s(langkahBulat('1'), 0)).toBe('100');
    expect(s(langkahBulat('2'), 0)).toBe('1000');
    expect(s(langkahBulat('3', '250'), 0)).toBe('250');
    expect(s(langkahBulat('3', '0'), 0)).toBe('0');
    const r = pembulatan('227850', langkahBulat('1'));
    expect([s(r.total), s(r.selisih)]).toEqual(['227900.00', '50.00']);
    expect(s(pembulatan('227900', '100').selisih)).toBe('0.00');
    expect(s(pembulatan('12345.50', '1000').selisih)).toBe('654.50');
    expect(s(pembulatan('12345', '0').total)).toBe('12345.00');
    expect(s(bulatkan('1.23456', 3), 3)).toBe('1.230');
    expect(s(bulatkan('1.2351', 3), 3)).toBe('1.230');
    expect(s(bulatkan('1.2391', 3), 3)).toBe('1.230');
    expect(s(bulatkan('1.999', 2))).toBe('2.00');
  });
});

describe('PPN', () => {
  test('rates by kind: 0, 11, 12, 1112 (12), otherwise the default', () => {
    expect(['0', '11', '12', '1112', '', '7'].map((k) => s(tarifPajak(k, '10'), 0))).toEqual(['0', '11', '12', '12', '10', '10']);
  });
  test('include 111,000 of kind 1112: HJ 100,000, DPP nilai lain 91,666.67, PPN 11,000 (ACCOUNTING.md §3)', () => {
    const r = pisahPajak('111000', 'I', '1112', '10');
    expect([s(r.dpp), s(r.dpplain), s(r.ppn), s(r.total)]).toEqual(['100000.00', '91666.67', '11000.00', '111000.00']);
  });
  test('luxury 12 % included and excluded; none; whole rupiah half up', () => {
    const lux = pisahPajak('112000', 'I', '12', '10');
    expect([s(lux.dpp), s(lux.ppn)]).toEqual(['100000.00', '12000.00']);
    const ex = pisahPajak('21375', 'E', '1112', '10');
    expect([s(ex.dpp), s(ex.ppn), s(ex.total)]).toEqual(['21375.00', '2351.00', '23726.00']);
    const inc = pisahPajak('21375', 'I', '1112', '10');
    expect([s(inc.dpp), s(inc.ppn)]).toEqual(['19257.00', '2118.00']);
    expect(s(pisahPajak('21375', 'N', '1112', '10').ppn)).toBe('0.00');
    expect(s(pisahPajak('21375', 'I', '0', '10').ppn)).toBe('0.00');
  });
  test('a combination: 25,000 less 10 % + 5 %, PPN included (1112), rounded up to 100', () => {
    const net = diskonBertingkat('25000', ['10', '5']);
    const t = pisahPajak(net, 'I', '1112', '10');
    const b = pembulatan(t.total, langkahBulat('1'));
    expect([s(net), s(t.dpp), s(t.ppn), s(b.total), s(b.selisih)]).toEqual(['21375.00', '19257.00', '2118.00', '21400.00', '25.00']);
  });
});

describe('weighing barcodes', () => {
  const code = ean('201234501250'); // flag 20, item 12345, 1,250 g
  test('EAN-13 check digit', () => {
    expect(code).toBe('2012345012509');
    expect(ean13Valid(code)).toBe(true);
    expect(ean13Valid('2012345012501')).toBe(false);
    expect(ean13Valid('4006381333931')).toBe(true);
  });
  test('flag, item code, weight in KG or GR; other codes are not weighing barcodes', () => {
    const kg = bacaBarcodeTimbangan(code, TIMBANGAN_DEFAULT)!;
    expect([kg.kodeitem, s(kg.berat, 3)]).toEqual(['12345', '1.250']);
    const gr = bacaBarcodeTimbangan(code, { ...TIMBANGAN_DEFAULT, satuan: 'GR' })!;
    expect(s(gr.berat, 0)).toBe('1250');
    expect(bacaBarcodeTimbangan('2012345012501', TIMBANGAN_DEFAULT)).toBeNull();
    expect(bacaBarcodeTimbangan(ean('991234501250'), TIMBANGAN_DEFAULT)).toBeNull();
    expect(bacaBarcodeTimbangan('8991001000017', TIMBANGAN_DEFAULT)).toBeNull();
    expect(bacaBarcodeTimbangan('KOPI01', TIMBANGAN_DEFAULT)).toBeNull();
    expect(bacaBarcodeTimbangan(ean('020123450125').slice(1), TIMBANGAN_DEFAULT)).toBeNull();
  });
  test('company settings: flags, digits, unit', () => {
    const cfg = timbanganDariKonfigurasi({ timbanganflag: '02, 21', digitflagtimbangan: '2', digitkodetimbangan: '4', digitberattimbangan: '6', satuantimbangan: 'GR' });
    expect(cfg).toEqual({ flags: ['02', '21'], digitflag: 2, digitkode: 4, digitberat: 6, satuan: 'GR' });
    const b = bacaBarcodeTimbangan(ean('021234000500'), cfg)!;
    expect([b.kodeitem, s(b.berat, 0)]).toEqual(['1234', '500']);
    expect(timbanganDariKonfigurasi({})).toEqual(TIMBANGAN_DEFAULT);
  });
});
