/**
 * The storefront home's blocks from a fresh company (issue 42): a banner uploaded with its save,
 * resized on the server and served under its content hash with a year's immutable cache, in slide
 * and grid mode; labels on item cards and the product page; top collections, special products
 * and special brands (with their brand page); the shop's own categories (spec §3 1001–1012) in the
 * menu; the services strip. Items the store does not show never appear in a block.
 */
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { freshCompany } from '../../../apps/server/test/harness';
import { liveServer, type Caller } from './live';

const srv = liveServer();

const get = async (path: string) => {
  const r = await fetch(`${srv.url}${path}`);
  const body = Buffer.from(await r.arrayBuffer());
  return { status: r.status, type: r.headers.get('content-type') ?? '', cache: r.headers.get('cache-control') ?? '', body, text: body.toString('utf8') };
};

async function newShop() {
  const co = await freshCompany({ startflag: 0 });
  const admin = co.act as Caller;
  const must = async (name: string, payload: unknown) => {
    const r = await admin(name, payload);
    expect(r.num, `${name}: ${r.msg}`).toBe(0);
    return r;
  };
  await must('startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: 'Toko Baru', TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: 2026, Bulan: 12 }] });
  await must('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
  await must('jenis_save', { kodejenis: 'HP', namajenis: 'Handphone' });
  await must('merek_save', { kodemerek: 'NUSA', namamerek: 'Nusa Phone' });
  const item = (kodeitem: string, namaitem: string, extra: Record<string, unknown> = {}) =>
    must('item_save', { kodeitem, namaitem, satuan: 'PCS', jenis: 'HP', tipe: '2', jenispajak: '0', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '1500000' }], ...extra });
  await item('HP01', 'Nusa X1', { merek: 'NUSA' });
  await item('HP02', 'Nusa X2');
  await item('HP03', 'Ponsel Lama', { aktif: false });
  /** Saves record `id` of doctype `name` changed by `patch` (its version read first). */
  const edit = async (name: string, id: number, patch: Record<string, unknown>) => {
    const g = await admin(`${name}_get`, { id });
    return must(`${name}_save`, { ...patch, id, versi: g.data.versi });
  };
  return { co, admin, must, edit };
}

const uniq = () => Math.random().toString(36).slice(2, 8);
/** A 3000×1500 PNG, as a phone's picture would be (larger than the banner's 1600×800). */
const bigPng = async () =>
  `data:image/png;base64,${(await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#c04070' } }).png().toBuffer()).toString('base64')}`;

test('a banner uploaded with its save is resized, named by its content hash and served immutable; the home shows it in the store banner mode', async () => {
  const { co, admin, must, edit } = await newShop();
  const shareid = `toko-${uniq()}`;
  await must('tokoonline_save', { shareid, namatoko: 'Toko Ponsel' });

  // Without a picture, or with a file that is no picture: refused naming the upload, nothing written.
  expect(await admin('sharebanner_save', { kodebanner: 'promo', judul: 'Promo' })).toMatchObject({ num: 15, data: { fields: { imgfileup: expect.any(String) } } });
  expect(await admin('sharebanner_save', { kodebanner: 'promo', judul: 'Promo', imgfileup: `data:image/png;base64,${Buffer.from('bukan gambar').toString('base64')}` })).toMatchObject({
    num: 15,
    data: { fields: { imgfileup: expect.any(String) } },
  });
  expect(await admin('sharebanner_save', { kodebanner: 'promo', judul: 'Promo', tautan: 'javascript:alert(1)', imgfileup: await bigPng() })).toMatchObject({ num: 15, data: { fields: { tautan: expect.any(String) } } });
  expect(await co.sql(`select (select count(*)::int from sharebanner) as b, (select count(*)::int from share_gambar) as g`)).toEqual([{ b: 0, g: 0 }]);

  await must('sharebanner_save', { kodebanner: 'promo', judul: 'Promo Akhir Tahun', keterangan: 'Diskon 20%', tautan: '/kategori/HP', imgfileup: await bigPng() });
  const [b] = await co.sql<{ id: number; gambar: string }>(`select id, gambar from sharebanner`);
  expect(b.gambar).toMatch(/^[0-9a-f]{24}\.jpg$/);

  const big = await get(`/s/${shareid}/banner/${b.gambar}`);
  expect(big.status).toBe(200);
  expect(big.type).toBe('image/jpeg');
  expect(big.cache).toBe('public, max-age=31536000, immutable');
  expect(await sharp(big.body).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 800 });
  const small = await get(`/s/${shareid}/banner/${b.gambar.replace('.jpg', '-kecil.jpg')}`);
  expect(await sharp(small.body).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 400 });
  expect((await get(`/s/${shareid}/banner/${'0'.repeat(24)}.jpg`)).status).toBe(404);
  expect((await get(`/s/${shareid}/banner/..%2Fx.jpg`)).status).toBe(404);

  // The home (default mode: slide) shows it with its link inside the store and the phone-sized copy.
  const home = await get(`/s/${shareid}`);
  expect(home.text).toContain('class="banner slide"');
  expect(home.text).toContain(`href="/s/${shareid}/kategori/HP"`);
  expect(home.text).toContain(`/s/${shareid}/banner/${b.gambar.replace('.jpg', '-kecil.jpg')} 800w`);
  expect(home.text).toContain('Promo Akhir Tahun');

  // Editing without a new picture keeps it; a new picture is a new name, the old one is gone.
  await edit('sharebanner', b.id, { kodebanner: 'promo', judul: 'Promo Baru', tautan: '/kategori/HP' });
  expect(await co.sql(`select gambar from sharebanner`)).toEqual([{ gambar: b.gambar }]);
  const other = `data:image/png;base64,${(await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#2040c0' } }).png().toBuffer()).toString('base64')}`;
  await edit('sharebanner', b.id, { kodebanner: 'promo', judul: 'Promo Baru', imgfileup: other });
  const [b3] = await co.sql<{ gambar: string }>(`select gambar from sharebanner`);
  expect(b3.gambar).not.toBe(b.gambar);
  expect(await sharp((await get(`/s/${shareid}/banner/${b3.gambar}`)).body).metadata()).toMatchObject({ width: 1200, height: 600 });
  expect((await get(`/s/${shareid}/banner/${b.gambar}`)).status).toBe(404);

  // Grid mode.
  const [{ id }] = await co.sql<{ id: number }>(`select id from tokoonline`);
  await edit('tokoonline', id, { shareid, namatoko: 'Toko Ponsel', modebanner: 'grid' });
  expect((await get(`/s/${shareid}`)).text).toContain('class="banner bgrid"');
});

test('labels, top collections, special products and brands, shop categories and services are shown where they belong, only for items the store shows', async () => {
  const { co, admin, must, edit } = await newShop();
  const shareid = `toko-${uniq()}`;
  await must('tokoonline_save', { shareid, namatoko: 'Toko Ponsel', tampilitem: 'pilih', items: [{ kodeitem: 'HP01' }, { kodeitem: 'HP03' }] });

  await must('sharelabel_save', { kodelabel: 'baru', nama: 'Baru', warna: 'hijau', items: [{ kodeitem: 'HP01' }, { kodeitem: 'HP02' }] });
  await must('sharetopcollection_save', { kodekoleksi: 'laris', judul: 'Paling Laris', items: [{ kodeitem: 'HP01' }, { kodeitem: 'HP02' }, { kodeitem: 'HP03' }] });
  await must('sharetopcollection_save', { kodekoleksi: 'kosong', judul: 'Koleksi Tersembunyi', items: [{ kodeitem: 'HP02' }] });
  await must('sharespecialproduct_save', { kodeitem: 'HP01' });
  await must('sharespecialmerek_save', { kodemerek: 'NUSA' });
  await must('sharekategori_save', { kodekategori: 'ponsel', nama: 'Ponsel Pintar', kategori: '1001', jenis: 'HP' });
  await must('shareservice_save', { kodelayanan: 'kirim', judul: 'Gratis Ongkir', keterangan: 'Min. belanja Rp 500.000', ikon: 'kirim' });
  // A reference to nothing is refused naming the field.
  expect(await admin('sharespecialproduct_save', { kodeitem: 'TIDAKADA' })).toMatchObject({ num: expect.any(Number), data: { fields: { kodeitem: expect.any(String) } } });
  expect(await admin('sharekategori_save', { kodekategori: 'x', nama: 'X', kategori: '9999', jenis: 'HP' })).toMatchObject({ num: 15, data: { fields: { kategori: expect.any(String) } } });

  const home = (await get(`/s/${shareid}`)).text;
  expect(home).toContain('Paling Laris');
  expect(home).not.toContain('Koleksi Tersembunyi'); // its only item is not shown by this store
  expect(home).not.toContain('Nusa X2');
  expect(home).not.toContain('Ponsel Lama');
  expect(home).toContain('Produk Spesial');
  expect(home).toContain('<span class="label l-hijau">Baru</span><h3>Nusa X1</h3>');
  expect(home).toContain(`<a href="/s/${shareid}/merek/NUSA">Nusa Phone</a>`);
  expect(home).toContain(`<a href="/s/${shareid}/kategori/HP">Ponsel Pintar</a>`);
  expect(home).not.toContain('>Handphone</a>');
  expect(home).toContain('Gratis Ongkir');

  const brand = await get(`/s/${shareid}/merek/NUSA`);
  expect(brand.status).toBe(200);
  expect(brand.text).toContain('<h1>Nusa Phone</h1>');
  expect(brand.text).toContain('Nusa X1');
  expect((await get(`/s/${shareid}/merek/NONE`)).status).toBe(404);
  expect((await get(`/s/${shareid}/p/HP01`)).text).toContain('<span class="label l-hijau">Baru</span>');
  expect((await get(`/s/${shareid}/kategori/HP`)).text).toContain('<h1>Ponsel Pintar</h1>');

  // A label switched off disappears.
  const [l] = await co.sql<{ id: number }>(`select id from sharelabel`);
  await edit('sharelabel', l.id, { kodelabel: 'baru', nama: 'Baru', warna: 'hijau', aktif: false, items: [{ kodeitem: 'HP01' }] });
  expect((await get(`/s/${shareid}`)).text).not.toContain('class="label');
});
