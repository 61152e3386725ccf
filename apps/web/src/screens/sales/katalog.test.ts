import { expect, test } from 'vitest';
import { Katalog, loadKatalog, type KatalogColumns, type KatalogPage } from './katalog';

// Two pages as item_katalog / kasir_katalog answer them: the columns as JSON text, one array per field; units, combinations and group prices name their item by id.
const cols1: KatalogColumns = {
  item: { id: [3, 7], kodeitem: ['GULA01', 'KAOS01'], namaitem: ['Gula Pasir', 'Kaos Polos'], tipe: ['0', '7'], satuan: ['KG', 'PCS'], jenispajak: ['0', '1112'], timbangan: [1, 0] },
  satuan: { id: [3, 7], satuan: ['KG', 'PCS'], konversi: ['1', '1'], barcode: ['', '8990000000017'], hargajual1: ['16500', '50000'], hargajual2: ['16000', '48000'], hargajual3: ['0', '0'], hargajual4: ['0', '0'] },
  varian: { id: [7, 7], iddetailvarian: ['KAOS01-V1', 'KAOS01-V2'], nilai1: ['MERAH', 'MERAH'], nilai2: ['M', 'XL'], barcode: ['2000000000011', ''], hargajual1: ['0', '55000'], hargajual2: ['0', '0'], hargajual3: ['0', '0'], hargajual4: ['0', '0'] },
  grup: { id: [], kgruppel: [], satuan: [], hargajual: [] },
};
const page1: KatalogPage = { katalog: JSON.stringify(cols1), jumlah: 2, berikut: 7 };
const cols2: KatalogColumns = {
  item: { id: [9], kodeitem: ['KOPI01'], namaitem: ['Kopi Bubuk'], tipe: ['0'], satuan: ['PCS'], jenispajak: ['1112'], timbangan: [0] },
  satuan: { id: [9, 9], satuan: ['PCS', 'BOX'], konversi: ['1', '12'], barcode: ['8991001000011', '8991001000028'], hargajual1: ['15000', '170000'], hargajual2: ['14500', '168000'], hargajual3: ['14000', '165000'], hargajual4: ['13800', '0'] },
  varian: { id: [], iddetailvarian: [], nilai1: [], nilai2: [], barcode: [], hargajual1: [], hargajual2: [], hargajual3: [], hargajual4: [] },
  grup: { id: [9], kgruppel: ['GROSIR'], satuan: ['BOX'], hargajual: ['160000'] },
  hargajumlah: { id: [9, 9], satuan: ['PCS', 'PCS'], iddetailvarian: ['', ''], jumlahdari: ['6', '12'], hargajual: ['14000', '13500'] },
};
const page2: KatalogPage = { katalog: JSON.stringify(cols2), jumlah: 1, berikut: null };

test('the till loads the catalogue page after page and finds a code or any barcode in it', async () => {
  const asked: number[] = [];
  const seen: number[] = [];
  const katalog = await loadKatalog(
    new Katalog(),
    async (setelah, limit) => {
      asked.push(setelah);
      expect(limit).toBe(2);
      return setelah === 0 ? page1 : page2;
    },
    { limit: 2, onProgress: (n) => seen.push(n) },
  );
  // Each page starts after the last one's `berikut`; the loader stops at null and marks the catalogue complete.
  expect(asked).toEqual([0, 7]);
  expect(seen).toEqual([2, 3]);
  expect(katalog.size).toBe(3);
  expect(katalog.complete).toBe(true);

  const kopi = katalog.find('kopi01');
  expect(kopi?.item).toMatchObject({ namaitem: 'Kopi Bubuk', timbangan: false, units: [{ satuan: 'PCS', hargajual1: '15000' }, { satuan: 'BOX', konversi: '12', hargajual4: '0' }] });
  expect(kopi?.item.grup).toEqual([{ kgruppel: 'GROSIR', satuan: 'BOX', hargajual: '160000' }]);
  // The prices by quantity come with the item (a page without the part gives none).
  expect(kopi?.item.hargajumlah).toEqual([
    { satuan: 'PCS', iddetailvarian: '', jumlahdari: '6', hargajual: '14000' },
    { satuan: 'PCS', iddetailvarian: '', jumlahdari: '12', hargajual: '13500' },
  ]);
  expect(katalog.find('GULA01')?.item.hargajumlah).toEqual([]);
  expect(katalog.find('GULA01')?.item).toMatchObject({ timbangan: true, units: [{ satuan: 'KG', barcode: null }], varian: [], grup: [] });
  // A unit's barcode chooses the unit; a combination's barcode or id chooses the combination.
  expect(katalog.find('8991001000028')).toMatchObject({ item: { kodeitem: 'KOPI01' }, satuan: 'BOX', iddetailvarian: null });
  expect(katalog.find(' 2000000000011 ')).toMatchObject({ item: { kodeitem: 'KAOS01' }, satuan: null, iddetailvarian: 'KAOS01-V1' });
  expect(katalog.find('kaos01-v2')).toMatchObject({ iddetailvarian: 'KAOS01-V2' });
  expect(katalog.find('KAOS01')?.item.varian.map((v) => [v.iddetailvarian, v.hargajual1])).toEqual([
    ['KAOS01-V1', '0'],
    ['KAOS01-V2', '55000'],
  ]);
  expect(katalog.find('nope')).toBeNull();
});

test('a loader stopped (the till closed) reads no further page and leaves the catalogue incomplete', async () => {
  let calls = 0;
  let stop = false;
  const k = await loadKatalog(
    new Katalog(),
    async () => {
      calls++;
      stop = true;
      return page1;
    },
    { stopped: () => stop },
  );
  expect(calls).toBe(1);
  expect(k.complete).toBe(false);
  expect(k.size).toBe(2);
});
