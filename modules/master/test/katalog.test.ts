/**
 * The maintained till catalogue (modules/master/item/katalog.ts): after every kind of write, what a
 * till holds (the blocks of its first load, then only the blocks a load sends it) is exactly what
 * plain queries of the tables give.
 */
import { expect, test } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { companyWithBooks, type BooksCompany } from '../../accounting/test/books';
import { buildStaleBlocks, KATALOG_BLOK, KATALOG_ITEM, KATALOG_PARTS, loadCatalog, startKatalogBuilder } from '../item/katalog';
import { actOrEdit, testServer } from '../../../apps/server/test/harness';
import { Katalog } from '@niaga/sales/katalog';

type Reply = { num: number; msg: string; data: Record<string, unknown> };
type Cols = Record<string, unknown[]>;
type Catalogue = Record<string, Cols>;
interface Load {
  blok: Array<{ blok: number; versi: string; jumlah: number }>;
  isi: Array<{ blok: number; versi: string; jumlah: number; katalog: string }>;
  lagi: 0 | 1;
}

/** A till: the blocks it keeps, by block number; each load sends what it holds and keeps what comes back. */
class Till {
  blocks = new Map<number, { versi: string; cols: Catalogue }>();
  /** Blocks received by the last load (all its calls). */
  received: number[] = [];
  constructor(private co: BooksCompany, private act = 'item_katalog') {}

  async load(maks?: number) {
    this.received = [];
    for (;;) {
      const punya = Object.fromEntries([...this.blocks].map(([b, v]) => [String(b), v.versi]));
      const r = (await this.co.act(this.act, { punya, ...(maks ? { maks } : {}) })) as Reply;
      expect(r.num, r.msg).toBe(0);
      const d = r.data as unknown as Load;
      for (const b of d.isi) {
        this.blocks.set(b.blok, { versi: b.versi, cols: JSON.parse(gunzipSync(Buffer.from(b.katalog, 'base64')).toString('utf8')) as Catalogue });
        this.received.push(b.blok);
      }
      const current = new Set(d.blok.map((b) => b.blok));
      for (const b of [...this.blocks.keys()]) if (!current.has(b)) this.blocks.delete(b);
      if (!d.lagi) return;
    }
  }

  /** Every block's columns one after the other, in block order (= the items' id order); each block's `cari` checked on the way. */
  merged(): Catalogue {
    const out: Catalogue = {};
    for (const [, { cols }] of [...this.blocks].sort(([a], [b]) => a - b)) {
      const { cari, ...parts } = cols;
      expect(cari).toEqual(sortedIndex(parts));
      for (const [part, fields] of Object.entries(parts)) for (const [f, values] of Object.entries(fields)) ((out[part] ??= {})[f] ??= []).push(...values);
    }
    return out;
  }
}

/** What `cari` must be: for each field a scan looks up, the rows with a value sorted by it in byte order (collate "C"). */
function sortedIndex(parts: Catalogue): Record<string, number[]> {
  const keys = [['item', 'kodeitem'], ...KATALOG_PARTS.flatMap((t) => (t.keys ?? []).map((k) => [t.part, k]))];
  const sorted = (values: unknown[]) =>
    values
      .map((v, i) => [String(v ?? ''), i] as const)
      .filter(([v]) => v !== '')
      .sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
      .map(([, i]) => i);
  return Object.fromEntries(keys.map(([part, f]) => [`${part}.${f}`, sorted(parts[part][f])]));
}

/** A value as the catalogue writes it: decimals without trailing zeros, flags 0/1. */
const norm = (v: unknown) => (typeof v === 'boolean' ? Number(v) : typeof v === 'string' && /^-?\d+\.\d+$/.test(v) ? v.replace(/\.?0+$/, '') : v);

/** The catalogue by plain queries: the active items in id order, then each child table's rows of those items in their order. */
async function flat(co: BooksCompany): Promise<Catalogue> {
  const toCols = (rows: Record<string, unknown>[], fields: readonly string[]): Cols => Object.fromEntries(fields.map((f) => [f, rows.map((r) => norm(r[f]))]));
  const out: Catalogue = { item: toCols(await co.sql(`select id, ${KATALOG_ITEM.join(', ')} from item where aktif order by id`), ['id', ...KATALOG_ITEM]) };
  for (const t of KATALOG_PARTS) {
    const rows = await co.sql(`select item_id as id, ${t.fields.join(', ')} from ${t.table} where ${t.where ?? 'true'} and item_id in (select id from item where aktif) order by item_id, urut`);
    out[t.part] = toCols(rows, ['id', ...t.fields]);
  }
  return out;
}

async function masters(co: BooksCompany) {
  for (const [kode, nama] of [['PCS', 'Pieces'], ['BOX', 'Box']]) expect((await co.act('satuan_save', { kodesatuan: kode, namasatuan: nama })).num).toBe(0);
  expect((await co.act('gruppel_save', { kgruppel: 'GROSIR', namagruppel: 'Pelanggan Grosir' })).num).toBe(0);
  expect((await co.act('varian_save', { kodevarian: 'WARNA', namavarian: 'Warna', nilaivarian: [{ nilai: 'MERAH' }, { nilai: 'BIRU' }] })).num).toBe(0);
}

const kopi = {
  kodeitem: 'KOPI01',
  namaitem: 'Kopi Bubuk 165 g',
  satuan: 'PCS',
  bulat: true,
  opsibulat: '1',
  nilaibulat: '100',
  satuanitem: [
    { satuan: 'PCS', konversi: '1', barcode: '8991001000017', hargajual1: '15000', hargajual2: '14500.50' },
    { satuan: 'BOX', konversi: '12', barcode: '8991001000024', hargajual1: '170000' },
  ],
  hargagrup: [{ kgruppel: 'GROSIR', satuan: 'BOX', hargajual: '160000' }],
};
const kaos = {
  kodeitem: 'KAOS01',
  namaitem: 'Kaos Polos',
  tipe: '7',
  satuan: 'PCS',
  satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '50000' }],
  detailvarian: [
    { iddetailvarian: 'KAOS01-M', varian1: 'WARNA', nilai1: 'MERAH', barcode: '2000000000011' },
    { iddetailvarian: 'KAOS01-B', varian1: 'WARNA', nilai1: 'BIRU', hargajual1: '55000' },
  ],
};

async function save(co: BooksCompany, item: Record<string, unknown>): Promise<number> {
  const r = (await actOrEdit(co, 'item_save', item)) as Reply;
  expect(r.num, r.msg).toBe(0);
  return (r.data as { id: number }).id;
}

test('the maintained catalogue: after edits, price changes, variant changes, deactivation and deletes a till holds exactly what the tables say, and a reload sends only the changed blocks', async () => {
  const co = await companyWithBooks();
  await masters(co);
  const kopiId = await save(co, kopi);
  const kaosId = await save(co, kaos);
  await save(co, { kodeitem: 'GULA01', namaitem: 'Gula Pasir 1 kg', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '18000' }] });
  await save(co, { kodeitem: 'LAMA01', namaitem: 'Barang Lama', satuan: 'PCS', aktif: false });
  // Items of a second block, written by plain SQL: the tables' triggers mark their block all the same.
  await co.sql(`insert into item (id, kodeitem, namaitem, tipe, satuan) values (${KATALOG_BLOK * 2 + 7}, 'JAUH01', 'Barang Blok Dua', '0', 'PCS')`);
  await co.sql(`insert into satuanitem (item_id, urut, satuan, konversi, barcode, hargajual1) select id, 1, 'PCS', 1, '8990000000007', 7000.5 from item where kodeitem = 'JAUH01'`);

  // A load rebuilds stale blocks for a bounded time (here: one block), sends only fresh ones and says `lagi`.
  const step = await co.tx((tx) => loadCatalog(tx, { punya: {}, maks: 20 }, 0));
  expect(step).toMatchObject({ lagi: 1, blok: [{ blok: 0, jumlah: 3 }], isi: [{ blok: 0 }] });
  const till = new Till(co);
  await till.load();
  expect(till.received).toEqual([0, 2]);
  const first = till.merged();
  expect(first).toEqual(await flat(co));
  expect(first.item.kodeitem).toEqual(['KOPI01', 'KAOS01', 'GULA01', 'JAUH01']);
  expect(first.satuan).toMatchObject({ konversi: ['1', '12', '1', '1', '1'], hargajual2: ['14500.5', '0', '0', '0', '0'] });
  expect(first.varian.iddetailvarian).toEqual(['KAOS01-M', 'KAOS01-B']);

  // Nothing changed: a reload sends no block.
  await till.load();
  expect(till.received).toEqual([]);

  // A price change and a new unit barcode on KOPI01: block 0 only.
  const got = (await co.act('item_get', { id: kopiId })) as Reply;
  const units = got.data.tbl_satuanitem as Record<string, unknown>[];
  await save(co, { ...kopi, id: kopiId, satuanitem: units.map((u) => (u.satuan === 'BOX' ? { ...u, hargajual1: '175000', barcode: '8991001000031' } : u)) });
  await till.load();
  expect(till.received).toEqual([0]);
  expect(till.merged()).toEqual(await flat(co));
  expect(till.merged().satuan.barcode).toContain('8991001000031');

  // A group price removed, a variant deactivated and another's price changed.
  await save(co, { ...kopi, id: kopiId, hargagrup: [] });
  await co.sql(`update detailvarian set aktif = false where iddetailvarian = 'KAOS01-M'`);
  await co.sql(`update detailvarian set hargajual1 = 56000 where iddetailvarian = 'KAOS01-B'`);
  await till.load();
  expect(till.received).toEqual([0]);
  const afterVariants = till.merged();
  expect(afterVariants).toEqual(await flat(co));
  expect(afterVariants.varian).toMatchObject({ iddetailvarian: ['KAOS01-B'], hargajual1: ['56000'] });
  expect(afterVariants.grup.kgruppel).toEqual([]);

  // Block two: its item deactivated, then a unit changed while inactive, then deleted.
  await co.sql(`update item set aktif = false where kodeitem = 'JAUH01'`);
  await till.load();
  expect(till.received).toEqual([2]);
  expect(till.merged()).toEqual(await flat(co));
  expect(till.merged().item.kodeitem).toEqual(['KOPI01', 'KAOS01', 'GULA01']);
  await co.sql(`delete from satuanitem where item_id = ${KATALOG_BLOK * 2 + 7}`);
  await co.sql(`delete from item where kodeitem = 'JAUH01'`);
  await till.load();
  expect(till.merged()).toEqual(await flat(co));

  // A deleted item (item_del) and a reactivated one; a renamed item.
  expect((await co.act('item_del', { kodeitem: 'GULA01' })).num).toBe(0);
  await co.sql(`update item set aktif = true where kodeitem = 'LAMA01'`);
  await co.sql(`update item set namaitem = 'Kaos Polos Katun' where id = ${kaosId}`);
  await till.load(1);
  expect(till.received).toEqual([0]);
  const last = till.merged();
  expect(last).toEqual(await flat(co));
  expect(last.item.kodeitem).toEqual(['KOPI01', 'KAOS01', 'LAMA01']);
  expect(last.item.namaitem).toContain('Kaos Polos Katun');

  // The till's own search (apps/web katalog.ts) finds codes and barcodes in these blocks by their `cari`.
  const k = new Katalog();
  for (const [blok, { versi, cols }] of till.blocks) k.setBlock(blok, versi, JSON.stringify(cols));
  // (The save that removed the group price gave the box its first price and barcode back.)
  expect(k.find('kopi01')).toMatchObject({ satuan: null, item: { kodeitem: 'KOPI01', units: [{ satuan: 'PCS', hargajual2: '14500.5' }, { satuan: 'BOX', hargajual1: '170000' }] } });
  expect(k.find('8991001000024')).toMatchObject({ satuan: 'BOX', item: { kodeitem: 'KOPI01' } });
  expect(k.find('8991001000031')).toBeNull();
  expect(k.find('kaos01-b')).toMatchObject({ iddetailvarian: 'KAOS01-B', item: { namaitem: 'Kaos Polos Katun', varian: [{ iddetailvarian: 'KAOS01-B', hargajual1: '56000' }] } });
  expect(k.find('2000000000011')).toBeNull();
  expect(k.find('LAMA01')?.item.namaitem).toBe('Barang Lama');

  // A till that held nothing gets the same; blocks come `maks` at a time.
  const fresh = new Till(co);
  await fresh.load(1);
  expect(fresh.merged()).toEqual(last);
  expect([...fresh.blocks.keys()].sort()).toEqual([...till.blocks.keys()].sort());
});

test('a cashier reads the same catalogue through kasir_katalog; bad input changes nothing', async () => {
  const co = await companyWithBooks();
  await masters(co);
  await save(co, kopi);
  const till = new Till(co, 'kasir_katalog');
  await till.load();
  expect(till.merged()).toEqual(await flat(co));
  expect(await co.act('item_katalog', { punya: { x: 'a' } })).toMatchObject({ num: 15 });
  expect(await co.act('item_katalog', { maks: 0 })).toMatchObject({ num: 15 });
});

test('every table of the catalogue marks its blocks stale: three statement triggers each; blok_katalog agrees with KATALOG_BLOK', async () => {
  const co = await companyWithBooks();
  const rows = await co.sql<{ t: string; n: number }>(
    `select c.relname as t, count(*)::int as n from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid
      where c.relnamespace = current_schema()::regnamespace and p.proname = 'katalog_tandai' group by c.relname order by c.relname`,
  );
  expect(rows).toEqual(['item', ...KATALOG_PARTS.map((t) => t.table)].sort().map((t) => ({ t, n: 3 })));
  expect(await co.sql(`select blok_katalog(${KATALOG_BLOK - 1}) as a, blok_katalog(${KATALOG_BLOK}) as b`)).toEqual([{ a: 0, b: 1 }]);
});

test('the background builder builds stale blocks behind the tills: the next load builds nothing and gets what the tables say', async () => {
  const co = await companyWithBooks();
  await masters(co);
  const kopiId = await save(co, kopi);
  const stale = async () => (await co.sql<{ n: number }>('select count(*)::int as n from katalog_basi'))[0].n;
  expect(await stale()).toBeGreaterThan(0);
  const { db } = await testServer();
  const left = await buildStaleBlocks(db, 1_000);
  expect(left.get(co.company.schema_name)).toBeUndefined();
  expect(await stale()).toBe(0);
  const built = await co.sql<{ versi: string }>('select versi from katalog_blok order by blok');
  // A load now only reads: the blocks the builder made, unchanged, and exactly the tables' rows.
  const till = new Till(co);
  await till.load();
  expect(await co.sql('select versi from katalog_blok order by blok')).toEqual(built);
  expect(till.merged()).toEqual(await flat(co));

  // The timer: a price change is built within a few turns, with no till asking.
  const stop = startKatalogBuilder(db, 20);
  try {
    await save(co, { ...kopi, id: kopiId, satuanitem: [{ ...kopi.satuanitem[0], hargajual1: '16500' }, kopi.satuanitem[1]] });
    await expect.poll(stale, { timeout: 10_000, interval: 20 }).toBe(0);
  } finally {
    stop();
  }
  await till.load();
  expect(till.received).toHaveLength(1);
  expect(till.merged()).toEqual(await flat(co));
});
