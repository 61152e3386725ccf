import { expect, test } from 'vitest';
import { gzipSync } from 'node:zlib';
import { blockJson } from './katalog.fixture';
import { Katalog, loadKatalog, type KatalogBlok, type KatalogColumns, type KatalogReply, type KatalogStore } from './katalog';

// Two blocks as item_katalog / kasir_katalog answer them: the columns' JSON gzipped in base64, one array per field; units, combinations and group prices name their item by id.
const cols1: KatalogColumns = {
  item: { id: [3, 7], kodeitem: ['GULA01', 'KAOS01'], namaitem: ['Gula Pasir', 'Kaos Polos'], tipe: ['0', '7'], satuan: ['KG', 'PCS'], jenispajak: ['0', '1112'], timbangan: [1, 0] },
  satuan: { id: [3, 7], satuan: ['KG', 'PCS'], konversi: ['1', '1'], barcode: ['', '8990000000017'], hargajual1: ['16500', '50000'], hargajual2: ['16000', '48000'], hargajual3: ['0', '0'], hargajual4: ['0', '0'] },
  varian: { id: [7, 7], iddetailvarian: ['KAOS01-V1', 'KAOS01-V2'], nilai1: ['MERAH', 'MERAH'], nilai2: ['M', 'XL'], barcode: ['2000000000011', ''], hargajual1: ['0', '55000'], hargajual2: ['0', '0'], hargajual3: ['0', '0'], hargajual4: ['0', '0'] },
  grup: { id: [], kgruppel: [], satuan: [], hargajual: [] },
};
const pack = (blok: number, versi: string, cols: KatalogColumns): KatalogBlok => ({ blok, versi, jumlah: (cols.item.id ?? []).length, katalog: gzipSync(blockJson(cols)).toString('base64') });
const blok0 = pack(0, 'a0', cols1);
const cols2: KatalogColumns = {
  item: { id: [9], kodeitem: ['KOPI01'], namaitem: ['Kopi Bubuk'], tipe: ['0'], satuan: ['PCS'], jenispajak: ['1112'], timbangan: [0] },
  satuan: { id: [9, 9], satuan: ['PCS', 'BOX'], konversi: ['1', '12'], barcode: ['8991001000011', '8991001000028'], hargajual1: ['15000', '170000'], hargajual2: ['14500', '168000'], hargajual3: ['14000', '165000'], hargajual4: ['13800', '0'] },
  varian: { id: [], iddetailvarian: [], nilai1: [], nilai2: [], barcode: [], hargajual1: [], hargajual2: [], hargajual3: [], hargajual4: [] },
  grup: { id: [9], kgruppel: ['GROSIR'], satuan: ['BOX'], hargajual: ['160000'] },
  hargajumlah: { id: [9, 9], satuan: ['PCS', 'PCS'], iddetailvarian: ['', ''], jumlahdari: ['6', '12'], hargajual: ['14000', '13500'] },
};
const blok1 = pack(1, 'a1', cols2);
const listed = (...bs: KatalogBlok[]) => bs.map(({ blok, versi, jumlah }) => ({ blok, versi, jumlah }));

test('the till loads the catalogue block after block and finds a code or any barcode in it', async () => {
  const asked: Array<Record<string, string>> = [];
  const seen: number[] = [];
  const katalog = await loadKatalog(
    new Katalog(),
    async (punya) => {
      asked.push(punya);
      // The server sends one block a call, those whose version differs from what the till holds.
      const isi = [blok0, blok1].filter((b) => punya[b.blok] !== b.versi).slice(0, 1);
      return { blok: listed(blok0, blok1), isi, lagi: isi.length && isi[0] !== blok1 ? 1 : 0 } satisfies KatalogReply;
    },
    { onProgress: (n) => seen.push(n) },
  );
  // Each call says what the till holds; the loader stops when nothing more is to come and marks the catalogue complete.
  expect(asked).toEqual([{}, { 0: 'a0' }]);
  expect(seen).toEqual([2, 3]);
  expect(katalog.size).toBe(3);
  expect(katalog.complete).toBe(true);
  expect(katalog.versions()).toEqual({ 0: 'a0', 1: 'a1' });

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

/** A store in memory, as IndexedDB keeps the blocks between loads. */
function memoryStore(): KatalogStore & { kept: Map<number, KatalogBlok> } {
  const kept = new Map<number, KatalogBlok>();
  return { kept, all: async () => [...kept.values()], put: async (b) => void kept.set(b.blok, b), drop: async (blok) => void kept.delete(blok) };
}

test('a reload gets only the blocks that changed: the kept blocks come from the store, a changed block replaces its items, a block no longer listed goes', async () => {
  const store = memoryStore();
  await loadKatalog(new Katalog(), async () => ({ blok: listed(blok0, blok1), isi: [blok0, blok1], lagi: 0 }), { store });
  expect([...store.kept.keys()]).toEqual([0, 1]);

  // Meanwhile KOPI01 (block 1) got a new box barcode and price, GULA01 went, KAOS01's block is gone.
  const changed = pack(1, 'b1', {
    ...cols2,
    item: { id: [9, 12], kodeitem: ['KOPI01', 'TEH01'], namaitem: ['Kopi Bubuk', 'Teh Celup'], tipe: ['0', '0'], satuan: ['PCS', 'PCS'], jenispajak: ['1112', '0'], timbangan: [0, 0] },
    satuan: { id: [9, 9, 12], satuan: ['PCS', 'BOX', 'PCS'], konversi: ['1', '12', '1'], barcode: ['8991001000011', '8991001000035', ''], hargajual1: ['15500', '175000', '6000'], hargajual2: ['0', '0', '0'], hargajual3: ['0', '0', '0'], hargajual4: ['0', '0', '0'] },
  });
  const asked: Array<Record<string, string>> = [];
  const k = await loadKatalog(
    new Katalog(),
    async (punya) => {
      asked.push(punya);
      return { blok: listed(changed), isi: [changed].filter((b) => punya[b.blok] !== b.versi), lagi: 0 };
    },
    { store },
  );
  expect(asked).toEqual([{ 0: 'a0', 1: 'a1' }]);
  expect(k.complete).toBe(true);
  expect(k.versions()).toEqual({ 1: 'b1' });
  expect([...store.kept.keys()]).toEqual([1]);
  expect(store.kept.get(1)?.versi).toBe('b1');
  expect(k.find('8991001000028')).toBeNull();
  expect(k.find('8991001000035')).toMatchObject({ item: { kodeitem: 'KOPI01', units: [{ hargajual1: '15500' }, { hargajual1: '175000' }] }, satuan: 'BOX' });
  expect(k.find('TEH01')?.item.namaitem).toBe('Teh Celup');
  for (const gone of ['GULA01', 'KAOS01', '2000000000011', 'KAOS01-V2', '8990000000017']) expect(k.find(gone)).toBeNull();
  expect(k.size).toBe(2);
});

test('a block replaced in the same till: the items found before give way to the new version; an item the server gave (put) stays when its block goes', () => {
  const k = new Katalog();
  k.setBlock(0, 'a0', blockJson(cols1));
  k.setBlock(1, 'a1', blockJson(cols2));
  expect(k.find('8991001000028')?.item.units[1].hargajual1).toBe('170000');
  k.setBlock(1, 'b1', blockJson({ ...cols2, satuan: { ...cols2.satuan, barcode: ['8991001000011', '8991001000042'], hargajual1: ['15000', '180000'] } }));
  expect(k.find('8991001000028')).toBeNull();
  expect(k.find('8991001000042')).toMatchObject({ satuan: 'BOX', item: { kodeitem: 'KOPI01', units: [{ hargajual1: '15000' }, { hargajual1: '180000' }] } });
  const gula = k.find('GULA01')!.item;
  k.put({ ...gula, namaitem: 'Gula Pasir Lokal' });
  k.dropBlock(0);
  expect(k.find('GULA01')?.item.namaitem).toBe('Gula Pasir Lokal');
  expect(k.find('KAOS01')).toBeNull();
  expect(k.find('KAOS01-V1')).toBeNull();
  expect(k.size).toBe(1);
});

test('a loader stopped (the till closed) reads no further page and leaves the catalogue incomplete', async () => {
  let calls = 0;
  let stop = false;
  const k = await loadKatalog(
    new Katalog(),
    async () => {
      calls++;
      stop = true;
      return { blok: listed(blok0, blok1), isi: [blok0], lagi: 1 };
    },
    { stopped: () => stop },
  );
  expect(calls).toBe(1);
  expect(k.complete).toBe(false);
  expect(k.size).toBe(2);
});
