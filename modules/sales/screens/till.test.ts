import { expect, test } from 'vitest';
import { blockJson } from './katalog.fixture';
import { TIMBANGAN_DEFAULT } from '@niaga/core';
import { Katalog } from './katalog';
import { addItem, hargaDiskonSalah, jumlahSalah, labaKurang, parseScan, pointValue, reprice, saleDoc, savePayload, setJumlah, weighed, withPromos, type Bill, type PromoCache, type TillItem, type TillSettings } from './till';

const unit = (satuan: string, konversi: string, h1: string, h2 = '0') => ({ satuan, konversi, barcode: null, hargajual1: h1, hargajual2: h2, hargajual3: '0', hargajual4: '0' });
const kopi: TillItem = { kodeitem: 'KOPI01', namaitem: 'Kopi', tipe: '0', jenispajak: '1112', satuan: 'PCS', timbangan: false, units: [unit('PCS', '1', '15000', '14500'), unit('BOX', '12', '170000')], varian: [], grup: [] };
const mie: TillItem = { kodeitem: 'MIE01', namaitem: 'Mie', tipe: '0', jenispajak: '1112', satuan: 'PCS', timbangan: false, units: [unit('PCS', '1', '3500')], varian: [], grup: [] };
const items = new Map([
  ['KOPI01', kopi],
  ['MIE01', mie],
]);
const period = { tipeper: '1', tgldari: '2026-11-01', tglsampai: '2026-11-30', stsact: true };
const cache: PromoCache = {
  diskon: [{ ...period, iddiskon: 'DSKBOX', prioritas: 0, kodeitem: 'KOPI01', satuan: 'BOX', opsidiskon: '1', diskon1: '10', diskon2: '5', diskon3: '0', diskon4: '0' }],
  promo: [{ ...period, idpromo: 'PR2G1', prioritas: 0, opsigratis: '1', kodeitem: 'KOPI01', satuanjual: 'PCS', jumlahjual: '2', kodeitemgr: 'MIE01', satuangratis: 'PCS', jumlahgratis: '1', harga: '0', kelipatan: true, tebus: false }],
  tebus: [],
};
const at = '2026-11-20 10:00:00';
const umum = { kodesupel: 'UMUM', namasupel: 'Umum', levelharga: '1', kgruppel: null };
const settings: TillSettings = { tipepajak: '1', pembulatanaktif: true, opsipembulatan: '1', timbanganaktif: true, timbangan: TIMBANGAN_DEFAULT };

test('what a scan says: quantity × code, a weighing barcode (only when the company uses them)', () => {
  expect(parseScan('3*KOPI01')).toEqual({ qty: '3', code: 'KOPI01' });
  expect(parseScan(' 1,5 * 10001 ')).toEqual({ qty: '1.5', code: '10001' });
  expect(parseScan('8991001000024')).toEqual({ qty: null, code: '8991001000024' });
  // A quantity of 0 or below is read as typed (not as a code 'not found'), so that the till refuses it.
  expect(parseScan('0*TEH01')).toEqual({ qty: '0', code: 'TEH01' });
  expect(parseScan('-2*TEH01')).toEqual({ qty: '-2', code: 'TEH01' });
  expect([jumlahSalah('0'), jumlahSalah('-2'), jumlahSalah(''), jumlahSalah('abc')]).toEqual(Array(4).fill('Jumlah harus lebih dari 0.'));
  expect([jumlahSalah('3'), jumlahSalah('1,5'), jumlahSalah('0.25')]).toEqual([null, null, null]);
  // F4: a negative price, a discount outside 0–100 are refused (they were clamped to 0 and 100 without a word).
  expect(hargaDiskonSalah('-1000', '0')).toBe('Harga tidak boleh negatif.');
  expect(hargaDiskonSalah('14000', '150')).toBe('Diskon harus antara 0 dan 100.');
  expect(hargaDiskonSalah('14000', '-5')).toBe('Diskon harus antara 0 dan 100.');
  expect([hargaDiskonSalah('0', '100'), hargaDiskonSalah('', ''), hargaDiskonSalah('14000', '12.5')]).toEqual([null, null, null]);
  expect(weighed('2010001012509', settings)).toBeNull(); // wrong check digit
  expect(weighed('2010001012504', settings)).toEqual({ kodeitem: '10001', jumlah: '1.25' });
  expect(weighed('2010001012504', { ...settings, timbanganaktif: false })).toBeNull();
});

test('a bill: the same item and unit adds up, period discounts and promo lines come from the engine, figures as the server computes them', () => {
  let b: Bill = { lines: [], customer: umum, kodesales: '' };
  b = addItem(b, kopi, 'PCS', '2', null, cache, at);
  b = addItem(b, kopi, 'PCS', '2', null, cache, at);
  b = addItem(b, kopi, 'BOX', '1', null, cache, at);
  b = withPromos(b, items, cache, at);
  expect(b.lines.map((l) => [l.kodeitem, l.satuan, l.jumlah, l.harga, l.diskon1, l.diskon2, l.idpromo])).toEqual([
    ['KOPI01', 'PCS', '4', '15000.00', '0.0000', '0.0000', null],
    ['KOPI01', 'BOX', '1', '170000.00', '10.0000', '5.0000', null],
    ['MIE01', 'PCS', '2', '0.00', '0', '0', 'PR2G1'],
  ]);
  const d = saleDoc(b, settings);
  // 60,000 + 145,350 = 205,350 PPN included → DPP 185,000 + PPN 20,350; rounded up to 205,400.
  expect([d.tipeppn, d.dpp.toFixed(2), d.ppn.toFixed(2), d.pembulatan, d.total.toFixed(2)]).toEqual(['I', '185000.00', '20350.00', '50.00', '205400.00']);
  const p = savePayload(b, settings, { tunai: '210000', bayarkartu: '', kodebank: '', nokartu: '', bayaremoney: '', kodeemoney: '', deposit: '', pointpakai: '', bayarpoint: '' }, '2026-11-20', 'UTM');
  expect(p).toMatchObject({ kodesupel: 'UMUM', tipeppn: 'I', pembulatan: '50.00', tunai: '210000', bayarkartu: '0', pointpakai: '0', bayarpoint: '0' });
  // 20 points at 100 each pay 2,000 of it; the payload carries both, the server checks the value.
  const withPoints = savePayload(b, settings, { tunai: '203400', bayarkartu: '', kodebank: '', nokartu: '', bayaremoney: '', kodeemoney: '', deposit: '', pointpakai: '20', bayarpoint: pointValue('20', '100.00') }, '2026-11-20', 'UTM');
  expect(withPoints).toMatchObject({ tunai: '203400', pointpakai: '20', bayarpoint: '2000.00' });
  expect(pointValue('3', '33.33')).toBe('99.99');
  expect(p.lines[2]).toEqual({ kodeitem: 'MIE01', satuan: 'PCS', iddetailvarian: undefined, jumlah: '2', harga: '0.00', diskon1: '0', diskon2: '0', diskon3: '0', diskon4: '0', jenispajak: '1112', idpromo: 'PR2G1' });
  // Another customer at level 2: the pieces cost 14,500; the box has no level-2 price, so level 1.
  const lvl2 = reprice({ ...b, customer: { ...umum, kodesupel: 'TOKO', levelharga: '2' } }, items, cache, at);
  expect(lvl2.lines.map((l) => l.harga)).toEqual(['14500.00', '170000.00', '0.00']);
  // Fewer coffees, fewer free noodles.
  const less = withPromos({ ...b, lines: b.lines.map((l, i) => (i === 0 ? { ...l, jumlah: '3' } : l)) }, items, cache, at);
  expect(less.lines.find((l) => l.idpromo)?.jumlah).toBe('1');
});

test('total-spend promos: offered once the sold lines reach the minimum, taken at the redeem price, kept when the bill changes', async () => {
  const { tebusOffers, takeTebus } = await import('./till');
  const c: PromoCache = { ...cache, tebus: [{ ...period, idpromo: 'TB200', subtotal: '200000', kodeitemgr: 'MIE01', satuangratis: 'PCS', jumlahgratis: '2', harga: '1000' }] };
  let b: Bill = { lines: [], customer: umum, kodesales: '' };
  b = addItem(b, kopi, 'BOX', '1', null, c, at); // 145,350 after the period discount
  expect(tebusOffers(b, c, at)).toEqual([]);
  b = addItem(b, kopi, 'BOX', '1', null, c, at); // 290,700
  const [offer] = tebusOffers(b, c, at);
  expect(offer.idpromo).toBe('TB200');
  b = takeTebus(b, offer, mie);
  expect(tebusOffers(b, c, at)).toEqual([]);
  b = withPromos(b, items, c, at);
  expect(b.lines.map((l) => [l.kodeitem, l.jumlah, l.harga, l.idpromo])).toEqual([
    ['KOPI01', '2', '170000.00', null],
    ['MIE01', '2', '1000.00', 'TB200'],
  ]);
});

test('free-item promo option 2: the till asks which item of the list, adds the chosen one, nothing when declined, asks again once earned again', async () => {
  const { choose, pendingChoices, promoChoices, freeItemCodes } = await import('./till');
  const teh: TillItem = { kodeitem: 'TEH01', namaitem: 'Teh', tipe: '0', jenispajak: '1112', satuan: 'PCS', timbangan: false, units: [unit('PCS', '1', '5000')], varian: [], grup: [] };
  const all = new Map([...items, ['TEH01', teh]]);
  const list = {
    ...period, idpromo: 'PRPILIH', prioritas: 0, opsigratis: '2', kodeitem: 'TEH01', satuanjual: 'PCS', jumlahjual: '2', jumlahgratis: '0', harga: '0', kelipatan: true, tebus: false,
    itemgratis: [
      { kodeitemgr: 'MIE01', namaitemgr: 'Mie', satuangratis: 'PCS', jumlahgratis: '1', harga: '0', tebus: false },
      { kodeitemgr: 'KOPI01', namaitemgr: 'Kopi', satuangratis: 'PCS', jumlahgratis: '1', harga: '1000', tebus: true },
    ],
  };
  const c: PromoCache = { ...cache, promo: [list] };
  let b: Bill = { lines: [], customer: umum, kodesales: '' };
  b = withPromos(addItem(b, teh, 'PCS', '1', null, c, at), all, c, at);
  expect(pendingChoices(b, c, at)).toEqual([]); // one tea earns nothing yet
  b = withPromos(addItem(b, teh, 'PCS', '3', null, c, at), all, c, at);
  // Four teas: twice the promo; the list shows each item with twice its quantity, nothing added before choosing.
  const [ask] = pendingChoices(b, c, at);
  expect([ask.idpromo, ask.kodeitem, ask.satuan]).toEqual(['PRPILIH', 'TEH01', 'PCS']);
  expect(ask.itemgratis.map((g) => [g.kodeitemgr, g.namaitemgr, g.satuangratis, g.jumlahgratis, g.harga, g.tebus])).toEqual([
    ['MIE01', 'Mie', 'PCS', '2', '0.00', false],
    ['KOPI01', 'Kopi', 'PCS', '2', '1000.00', true],
  ]);
  expect(b.lines.filter((l) => l.idpromo)).toEqual([]);
  // The second item chosen: its line at the redeem price, asked no more.
  const kopi2 = ask.itemgratis[1];
  const chosen = withPromos(choose(b, 'PRPILIH', { kodeitemgr: kopi2.kodeitemgr, satuangratis: kopi2.satuangratis, iddetailvariangratis: null }), all, c, at);
  expect(chosen.lines.filter((l) => l.idpromo).map((l) => [l.kodeitem, l.satuan, l.jumlah, l.harga, l.idpromo])).toEqual([['KOPI01', 'PCS', '2', '1000.00', 'PRPILIH']]);
  expect(pendingChoices(chosen, c, at)).toEqual([]);
  expect(promoChoices(chosen, c, at)[0].pilihan).toEqual({ kodeitemgr: 'KOPI01', satuangratis: 'PCS', iddetailvariangratis: null });
  expect(freeItemCodes(chosen, c, at)).toEqual(['KOPI01']);
  expect(savePayload(chosen, settings, { tunai: '0', bayarkartu: '', kodebank: '', nokartu: '', bayaremoney: '', kodeemoney: '', deposit: '', pointpakai: '', bayarpoint: '' }, '2026-11-20', 'UTM')).not.toHaveProperty('pilihan');
  // Declined (Esc): no free line and no question; F7 still lists it.
  const declined = withPromos(choose(b, 'PRPILIH', null), all, c, at);
  expect(declined.lines.filter((l) => l.idpromo)).toEqual([]);
  expect(pendingChoices(declined, c, at)).toEqual([]);
  expect(promoChoices(declined, c, at)[0].pilihan).toBeNull();
  // Fewer teas than the promo needs: the choice is forgotten, so earning it again asks again.
  const fewer = withPromos({ ...chosen, lines: chosen.lines.filter((l) => !l.idpromo).map((l) => ({ ...l, jumlah: '1' })) }, all, c, at);
  expect(fewer.pilihan).toEqual({});
  const again = withPromos({ ...fewer, lines: fewer.lines.map((l) => ({ ...l, jumlah: '2' })) }, all, c, at);
  expect(pendingChoices(again, c, at).map((p) => p.idpromo)).toEqual(['PRPILIH']);
  // A list of one item needs no choosing: it is added at once.
  const one: PromoCache = { ...c, promo: [{ ...list, itemgratis: [list.itemgratis[0]] }] };
  const single = withPromos(b, all, one, at);
  expect(pendingChoices(single, one, at)).toEqual([]);
  expect(single.lines.filter((l) => l.idpromo).map((l) => [l.kodeitem, l.jumlah, l.harga])).toEqual([['MIE01', '2', '0.00']]);
});

test('minimum profit at F4: a price (after its first discount) whose profit over the unit cost is below the minimum asks (confirm mode) or is refused (refuse mode)', () => {
  const costed = { ...kopi, hpp: '12000' }; // a piece costs 12,000; a box of 12 costs 144,000
  // 10 %: a piece must bring 1,200 profit; 13,200 does, 13,199 does not.
  expect(labaKurang(costed, 'PCS', '13200', '0', '10', 0)).toBeNull();
  const pesan = 'Laba KOPI01 PCS di bawah laba minimum: laba 1199, minimum 1200 (10% dari harga pokok 12000).';
  expect(labaKurang(costed, 'PCS', '13199', '0', '10', 0)).toEqual({ putusan: 'konfirmasi', pesan });
  expect(labaKurang(costed, 'PCS', '13199', '0', '10', 0, '1')).toEqual({ putusan: 'konfirmasi', pesan });
  expect(labaKurang(costed, 'PCS', '13199', '0', '10', 0, '0')).toEqual({ putusan: 'tolak', pesan });
  // The box at 170,000 less 10 % = 153,000: 9,000 profit against 14,400.
  expect(labaKurang(costed, 'BOX', '170000', '10', '10', 0)?.pesan).toContain('laba 9000, minimum 14400');
  // A variant with its own cost is checked against it.
  const kaos = { ...costed, varian: [{ iddetailvarian: 'KOPI01-V1', hargajual1: '0', hargajual2: '0', hargajual3: '0', hargajual4: '0', hpp: '13000' }] };
  expect(labaKurang(kaos, 'PCS', '13200', '0', '10', 0, '0', 'KOPI01-V1')).toEqual({ putusan: 'tolak', pesan: 'Laba KOPI01 PCS di bawah laba minimum: laba 200, minimum 1300 (10% dari harga pokok 13000).' });
  expect(labaKurang(costed, 'BOX', '170000', '0', '10', 0)).toBeNull();
  // Nothing to check without a minimum or without a known cost.
  expect(labaKurang(costed, 'PCS', '1', '0', '0', 0)).toBeNull();
  expect(labaKurang(kopi, 'PCS', '1', '0', '10', 0)).toBeNull();
});

test('the catalogue in memory answers a scan as kasir_item does: code, then a unit barcode (that unit), then a variant barcode or id (that variant); else nothing', () => {
  const k = new Katalog();
  // One block as kasir_katalog answers it (unpacked): columns, one array per field; units, combinations and group prices name their item by id.
  const cols = {
    item: { id: [1, 2], kodeitem: ['KOPI01', 'KAOS01'], namaitem: ['Kopi', 'Kaos'], tipe: ['0', '7'], satuan: ['PCS', 'PCS'], jenispajak: ['1112', '0'], timbangan: [0, 0] },
    satuan: {
      id: [1, 1, 2],
      satuan: ['PCS', 'BOX', 'PCS'],
      konversi: ['1.0000', '12.0000', '1.0000'],
      barcode: ['8991001000017', '8991001000024', ''],
      hargajual1: ['15000.00', '170000.00', '50000.00'],
      hargajual2: ['14500.00', '0.00', '0.00'],
      hargajual3: ['0.00', '0.00', '0.00'],
      hargajual4: ['0.00', '0.00', '0.00'],
    },
    varian: { id: [2, 2], iddetailvarian: ['KAOS01-V1', 'KAOS01-V2'], nilai1: ['MERAH', 'MERAH'], nilai2: ['M', 'XL'], barcode: ['2000000000011', ''], hargajual1: ['0.00', '55000.00'], hargajual2: ['0.00', '0.00'], hargajual3: ['0.00', '0.00'], hargajual4: ['0.00', '0.00'] },
    grup: { id: [1], kgruppel: ['GROSIR'], satuan: ['PCS'], hargajual: ['13500.00'] },
  };
  expect(k.setBlock(0, 'v1', blockJson(cols))).toBe(2);
  expect(k.size).toBe(2);
  const kopiK = k.find('kopi01');
  expect(kopiK).toMatchObject({ satuan: null, iddetailvarian: null, item: { kodeitem: 'KOPI01', namaitem: 'Kopi', tipe: '0', jenispajak: '1112', satuan: 'PCS', timbangan: false } });
  expect(kopiK?.item.units).toEqual([
    { satuan: 'PCS', konversi: '1.0000', barcode: '8991001000017', hargajual1: '15000.00', hargajual2: '14500.00', hargajual3: '0.00', hargajual4: '0.00' },
    { satuan: 'BOX', konversi: '12.0000', barcode: '8991001000024', hargajual1: '170000.00', hargajual2: '0.00', hargajual3: '0.00', hargajual4: '0.00' },
  ]);
  expect(kopiK?.item.grup).toEqual([{ kgruppel: 'GROSIR', satuan: 'PCS', hargajual: '13500.00' }]);
  expect(k.find(' 8991001000024 ')).toMatchObject({ item: { kodeitem: 'KOPI01' }, satuan: 'BOX', iddetailvarian: null });
  expect(k.find('2000000000011')).toMatchObject({ item: { kodeitem: 'KAOS01' }, satuan: null, iddetailvarian: 'KAOS01-V1' });
  expect(k.find('kaos01-v2')).toMatchObject({ item: { kodeitem: 'KAOS01' }, iddetailvarian: 'KAOS01-V2' });
  expect(k.find('TEH01')).toBeNull();
  expect(k.find('')).toBeNull();
  // A line from the catalogue is priced as one from the server: the variant's own price, the group's price.
  const kaosK = k.find('kaos01-v2')!;
  let b: Bill = { lines: [], customer: umum, kodesales: '' };
  b = addItem(b, kaosK.item, kaosK.item.satuan, '1', kaosK.iddetailvarian, cache, at);
  b = addItem({ ...b, customer: { ...umum, kgruppel: 'GROSIR' } }, kopiK!.item, 'PCS', '1', null, cache, at);
  expect(b.lines.map((l) => [l.kodeitem, l.iddetailvarian, l.harga])).toEqual([['KAOS01', 'KAOS01-V2', '55000.00'], ['KOPI01', null, '13500.00']]);
  // The server's copy (kasir_item, with its cost) replaces the catalogue's, and its new barcode is found.
  k.put({ ...kopi, units: [{ ...kopi.units[0], barcode: '8991001000099', hargajual1: '16000' }], hpp: '12000' });
  expect(k.find('8991001000099')).toMatchObject({ item: { kodeitem: 'KOPI01', hpp: '12000' }, satuan: 'PCS' });
  expect(k.find('KOPI01')?.item.units[0].hargajual1).toBe('16000');
});

test('prices by quantity: a line is priced again when its quantity changes (scan again, new quantity), by unit and combination; group price first; a supervisor\'s price stays', () => {
  const kaos: TillItem = {
    kodeitem: 'KAOS01', namaitem: 'Kaos', tipe: '7', jenispajak: '1112', satuan: 'PCS', timbangan: false,
    units: [unit('PCS', '1', '50000', '48000'), unit('LSN', '12', '540000')],
    varian: [{ iddetailvarian: 'KAOS01-V1', hargajual1: '0', hargajual2: '0', hargajual3: '0', hargajual4: '0' }, { iddetailvarian: 'KAOS01-V2', hargajual1: '55000', hargajual2: '0', hargajual3: '0', hargajual4: '0' }],
    grup: [{ kgruppel: 'GROSIR', satuan: 'LSN', hargajual: '500000' }],
    hargajumlah: [
      { satuan: 'PCS', iddetailvarian: '', jumlahdari: '3', hargajual: '47000' },
      { satuan: 'PCS', iddetailvarian: '', jumlahdari: '6', hargajual: '45000' },
      { satuan: 'PCS', iddetailvarian: 'KAOS01-V2', jumlahdari: '2', hargajual: '52000' },
      { satuan: 'LSN', iddetailvarian: '', jumlahdari: '2', hargajual: '520000' },
    ],
  };
  const none: PromoCache = { diskon: [{ ...period, iddiskon: 'D10', prioritas: 0, kodeitem: 'KAOS01', satuan: 'PCS', opsidiskon: '1', diskon1: '10', diskon2: '0', diskon3: '0', diskon4: '0' }], promo: [], tebus: [] };
  const all = new Map([['KAOS01', kaos]]);
  const row = (b: Bill) => b.lines.map((l) => [l.iddetailvarian, l.satuan, l.jumlah, l.harga, l.diskon1]);
  let b: Bill = { lines: [], customer: { ...umum, levelharga: '2' }, kodesales: '' };
  // 2 PCS at level 2 (48,000), a third scanned: the tier from 3 (47,000); the period discount stays on the new price.
  b = addItem(b, kaos, 'PCS', '2', 'KAOS01-V1', none, at);
  expect(row(b)).toEqual([['KAOS01-V1', 'PCS', '2', '48000.00', '10.0000']]);
  b = addItem(b, kaos, 'PCS', '1', 'KAOS01-V1', none, at);
  expect(row(b)).toEqual([['KAOS01-V1', 'PCS', '3', '47000.00', '10.0000']]);
  // Quantity typed (F2): 6 → 45,000; back to 1 → the level price again.
  b = setJumlah(b, 0, '6', all, none, at);
  expect(row(b)).toEqual([['KAOS01-V1', 'PCS', '6', '45000.00', '10.0000']]);
  expect(saleDoc(b, { ...settings, pembulatanaktif: false }).lines[0]).toMatchObject({ harga: '45000.00' });
  b = setJumlah(b, 0, '1', all, none, at);
  expect(row(b)).toEqual([['KAOS01-V1', 'PCS', '1', '48000.00', '10.0000']]);
  // The combination with tiers of its own uses them (from 2: 52,000; below: its own level-1 price as level 2 is 0).
  b = addItem(b, kaos, 'PCS', '1', 'KAOS01-V2', none, at);
  b = setJumlah(b, 1, '2', all, none, at);
  expect(row(b)[1]).toEqual(['KAOS01-V2', 'PCS', '2', '52000.00', '10.0000']);
  // Another unit, its own tiers; a customer of group GROSIR gets the group price for LSN whatever the quantity.
  b = addItem(b, kaos, 'LSN', '2', null, none, at);
  expect(row(b)[2]).toEqual([null, 'LSN', '2', '520000.00', '0.0000']);
  b = reprice({ ...b, customer: { ...b.customer, kgruppel: 'GROSIR' } }, all, none, at);
  expect(row(b)[2]).toEqual([null, 'LSN', '2', '500000.00', '0.0000']);
  // A price a supervisor set is kept when the quantity changes.
  b = { ...b, lines: b.lines.map((l, i) => (i === 0 ? { ...l, harga: '40000.00', manual: true } : l)) };
  b = setJumlah(b, 0, '10', all, none, at);
  expect(row(b)[0]).toEqual(['KAOS01-V1', 'PCS', '10', '40000.00', '10.0000']);
});
