/**
 * The online store from a fresh company (issue 42): the store registered on /daftarniagashare's
 * doctype, its storefront opened over real HTTP (home, search, category, product with price, units,
 * variants, stock state, Open Graph and schema.org Product), the share id unique across companies,
 * an unknown share id a 404 in Indonesian, and every text escaped.
 */
import { expect, test } from 'vitest';
import { freshCompany } from '../../../apps/server/test/harness';
import { liveServer, type Caller } from './live';

const srv = liveServer();

const get = async (path: string) => {
  const r = await fetch(`${srv.url}${path}`);
  return { status: r.status, type: r.headers.get('content-type') ?? '', cache: r.headers.get('cache-control') ?? '', text: await r.text() };
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
  await must('satuan_save', { kodesatuan: 'LSN', namasatuan: 'Lusin' });
  await must('jenis_save', { kodejenis: 'BAJU', namajenis: 'Baju & Kaos' });
  return { co, admin, must };
}

const uniq = () => Math.random().toString(36).slice(2, 8);

test('a fresh company registers its store; the storefront shows its items with live price and stock over HTTP', async () => {
  const { co, admin, must } = await newShop();
  await must('item_save', {
    kodeitem: 'KAOS01',
    namaitem: 'Kaos Polos',
    satuan: 'PCS',
    jenis: 'BAJU',
    tipe: '2',
    jenispajak: '0',
    keterangan: 'Katun combed 30s',
    satuanitem: [
      { satuan: 'PCS', konversi: '1', hargajual1: '45000', hargajual2: '40000' },
      { satuan: 'LSN', konversi: '12', hargajual1: '500000', hargajual2: '450000' },
    ],
  });
  await must('item_save', { kodeitem: 'TOPI01', namaitem: 'Topi Rimba', satuan: 'PCS', tipe: '0', jenispajak: '0', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '30000' }] });
  const shareid = `toko-${uniq()}`;

  // Bad share ids are refused naming the field; nothing is written.
  for (const bad of ['Toko Besar', '-toko', 'ab', 'toko_ku', 'tökö'])
    expect(await admin('tokoonline_save', { shareid: bad, namatoko: 'X' }), bad).toMatchObject({ num: 15, data: { fields: { shareid: expect.any(String) } } });
  expect(await co.sql(`select count(*)::int as n from tokoonline`)).toEqual([{ n: 0 }]);

  // Registered with the defaults of a new store: all active items, price level 1.
  await must('tokoonline_save', { shareid, namatoko: 'Toko <Kaos> & "Topi"', wa: '6281234567890' });
  const home = await get(`/s/${shareid}`);
  // Live prices and stock: no browser or proxy keeps a page (the server's own cache is versioned).
  expect(home.cache).toBe('no-cache');
  expect(home.status).toBe(200);
  expect(home.type).toMatch(/text\/html/);
  expect(home.text).toContain('Toko &lt;Kaos&gt; &amp; &quot;Topi&quot;');
  expect(home.text).not.toContain('<Kaos>');
  expect(home.text).toContain('Kaos Polos');
  expect(home.text).toContain('Rp 45.000');
  expect(home.text).toContain('Stok habis'); // TOPI01 is a stock item with no stock
  expect(home.text).not.toContain('<script src');
  expect(Buffer.byteLength(home.text)).toBeLessThan(150_000);

  // The product page: price of the store's level, units, stock state, Open Graph, schema.org Product.
  const p = await get(`/s/${shareid}/p/KAOS01`);
  expect(p.status).toBe(200);
  expect(p.text).toContain('<h1>Kaos Polos</h1>');
  expect(p.text).toContain('Rp 45.000');
  expect(p.text).toContain('Rp 500.000');
  expect(p.text).toContain('<meta property="og:type" content="product">');
  expect(p.text).toContain('<meta property="product:price:amount" content="45000.00">');
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(p.text)![1]) as { '@type': string; offers: { price: string; priceCurrency: string } };
  expect(ld).toMatchObject({ '@type': 'Product', name: 'Kaos Polos', sku: 'KAOS01', offers: { price: '45000.00', priceCurrency: 'IDR', availability: 'https://schema.org/InStock' } });
  expect(p.text).toContain('https://wa.me/6281234567890?text=');

  // Search and category with their pages.
  const s = await get(`/s/${shareid}/cari?q=rimba`);
  expect(s.text).toContain('Topi Rimba');
  expect(s.text).not.toContain('Kaos Polos</h3>');
  const k = await get(`/s/${shareid}/kategori/BAJU`);
  expect(k.text).toContain('<h1>Baju &amp; Kaos</h1>');
  expect(k.text).toContain('Kaos Polos');
  expect(k.text).not.toContain('Topi Rimba</h3>');

  // robots.txt names the sitemap; the sitemap lists the shown products.
  expect((await get(`/s/${shareid}/robots.txt`)).text).toContain(`Sitemap: ${srv.url}/s/${shareid}/sitemap.xml`);
  // The site's own robots.txt: storefronts crawled, the back office not, this store's sitemap named.
  const site = await get('/robots.txt');
  expect(site.status).toBe(200);
  expect(site.text).toMatch(/^User-agent: \*\nAllow: \/s\/\nDisallow: \/\n/);
  expect(site.text).toContain(`Sitemap: ${srv.url}/s/${shareid}/sitemap.xml\n`);
  const map = await get(`/s/${shareid}/sitemap.xml`);
  expect(map.type).toMatch(/application\/xml/);
  expect(map.text).toContain(`<loc>${srv.url}/s/${shareid}/p/KAOS01</loc>`);

  // Live prices and the store's settings: level 2, chosen items only, out of stock hidden.
  const [{ id }] = await co.sql<{ id: number }>(`select id from tokoonline`);
  const edit = async (c: Caller, rid: number, patch: Record<string, unknown>) => {
    const g = await c('tokoonline_get', { id: rid });
    const r = await c('tokoonline_save', { ...patch, id: rid, versi: g.data.versi });
    expect(r.num, r.msg).toBe(0);
  };
  await edit(admin, id, { shareid, namatoko: 'Toko Kaos', levelharga: 2, sembunyihabis: true });
  const lv2 = await get(`/s/${shareid}`);
  expect(lv2.text).toContain('Rp 40.000');
  expect(lv2.text).not.toContain('Topi Rimba');
  await edit(admin, id, { shareid, namatoko: 'Toko Kaos', tampilitem: 'pilih', items: [{ kodeitem: 'TOPI01' }] });
  const chosen = await get(`/s/${shareid}`);
  expect(chosen.text).toContain('Topi Rimba');
  expect(chosen.text).not.toContain('Kaos Polos');
  expect((await get(`/s/${shareid}/p/KAOS01`)).status).toBe(404);

  // Another company cannot take the share id; the first can move to a new one, freeing the old.
  const other = await newShop();
  expect(await other.admin('tokoonline_save', { shareid, namatoko: 'Peniru' })).toMatchObject({ num: 15, msg: `Share ID ${shareid} sudah dipakai toko lain.`, data: { fields: { shareid: expect.any(String) } } });
  expect(await other.co.sql(`select count(*)::int as n from tokoonline`)).toEqual([{ n: 0 }]);
  const moved = `${shareid}-baru`;
  await edit(admin, id, { shareid: moved, namatoko: 'Toko Kaos', tampilitem: 'semua' });
  expect((await get(`/s/${shareid}`)).status).toBe(404);
  expect((await get(`/s/${moved}`)).text).toContain('Kaos Polos');
  await other.must('tokoonline_save', { shareid, namatoko: 'Toko Kedua' });
  expect((await get(`/s/${shareid}`)).text).toContain('Toko Kedua');
  // Deleting frees the address.
  const g = await admin('tokoonline_get', { id });
  expect(await admin('tokoonline_del', { id, versi: g.data.versi })).toMatchObject({ num: 0 });
  expect((await get(`/s/${moved}`)).status).toBe(404);
});

test('an unknown share id is a 404 page in Indonesian; a bad one never reaches the database', async () => {
  const r = await get(`/s/tidak-ada-${uniq()}`);
  expect(r.status).toBe(404);
  expect(r.type).toMatch(/text\/html/);
  expect(r.text).toContain('Toko online tidak ditemukan');
  expect(r.cache).toBe('no-store');
  const bad = await get(`/s/${encodeURIComponent('<script>alert(1)</script>')}`);
  expect(bad.status).toBe(404);
  expect(bad.text).not.toContain('<script>');
});

test('item texts and the search text are escaped everywhere (HTML, attributes, JSON-LD)', async () => {
  const { co, must } = await newShop();
  const evil = `<img src=x onerror=alert(1)>"'</script>`;
  await must('item_save', { kodeitem: 'JAHAT1', namaitem: evil.slice(0, 100), satuan: 'PCS', tipe: '2', jenispajak: '0', keterangan: evil, satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '1000' }] });
  const shareid = `aman-${uniq()}`;
  await must('tokoonline_save', { shareid, namatoko: evil.slice(0, 100), logo: `" onload="alert(1)` });
  for (const path of [`/s/${shareid}`, `/s/${shareid}/p/JAHAT1`, `/s/${shareid}/cari?q=${encodeURIComponent(evil)}`]) {
    const r = await get(path);
    expect(r.status, path).toBe(200);
    expect(r.text, path).not.toContain('<img src=x');
    expect(r.text, path).not.toContain('" onload="');
    expect(r.text.match(/<\/script>/g)?.length ?? 0, path).toBe(path.includes('/p/') ? 1 : 0);
  }
  expect(await co.sql(`select count(*)::int as n from tokoonline`)).toEqual([{ n: 1 }]);
});

test('a blog post with a <script> is stored without it; content pages and posts on the storefront', async () => {
  const { co, must } = await newShop();
  const shareid = `blog-${uniq()}`;
  await must('tokoonline_save', { shareid, namatoko: 'Toko Blog' });
  await must('shareblog_save', {
    slug: 'tips-merawat-kaos',
    judul: 'Tips <Merawat> Kaos',
    isi: '<h2>Cuci</h2><p onclick="alert(1)">Pakai air <strong>dingin</strong>.<script>alert("x")</script></p><a href="javascript:alert(1)">klik</a><a href="https://contoh.id">baca</a><iframe src="https://jahat.id"></iframe><img src="x" onerror="alert(1)">',
  });
  const [stored] = await co.sql<{ isi: string }>(`select isi from shareblog`);
  expect(stored.isi).not.toMatch(/script|onclick|onerror|javascript:|iframe/);
  expect(stored.isi).toContain('<strong>dingin</strong>');
  expect(stored.isi).toContain('<a href="https://contoh.id" rel="nofollow noopener">baca</a>');
  await must('sharecontent_save', { slug: 'cara-pesan', judul: 'Cara Pesan', isi: '<p>Pesan lewat WhatsApp.</p>' });
  await must('sharecontent_save', { slug: 'draf', judul: 'Draf Rahasia', isi: '<p>x</p>', terbit: false });
  expect(await co.act('sharecontent_save', { slug: 'Cara Pesan', judul: 'X', isi: '' })).toMatchObject({ num: 15, data: { fields: { slug: expect.any(String) } } });

  const home = await get(`/s/${shareid}`);
  expect(home.text).toContain(`<a href="/s/${shareid}/halaman/cara-pesan">Cara Pesan</a>`);
  expect(home.text).not.toContain('Draf Rahasia');
  expect((await get(`/s/${shareid}/halaman/draf`)).status).toBe(404);
  const page = await get(`/s/${shareid}/halaman/cara-pesan`);
  expect(page.text).toContain('<p>Pesan lewat WhatsApp.</p>');
  const index = await get(`/s/${shareid}/blog`);
  expect(index.text).toContain('Tips &lt;Merawat&gt; Kaos');
  const post = await get(`/s/${shareid}/blog/tips-merawat-kaos`);
  expect(post.status).toBe(200);
  expect(post.text).toContain('<h1>Tips &lt;Merawat&gt; Kaos</h1>');
  expect(post.text).toContain('Pakai air <strong>dingin</strong>.');
  expect(post.text).not.toMatch(/<script>alert|onclick=|onerror=|javascript:/);
});

test('subscribers: the sign-up box stores an e-mail per store once, a honeypot stores nothing, a flood is held off, the unsubscribe link works', async () => {
  const { co, admin, must } = await newShop();
  const shareid = `langganan-${uniq()}`;
  await must('tokoonline_save', { shareid, namatoko: 'Toko Kabar' });
  expect((await get(`/s/${shareid}`)).text).toContain(`<form action="/s/${shareid}/langganan" method="post">`);
  const post = (body: Record<string, string>) =>
    fetch(`${srv.url}/s/${shareid}/langganan`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() });
  expect((await post({ email: 'bukan-email' })).status).toBe(400);
  expect((await post({ email: 'bot@spam.id', situs: 'http://spam' })).status).toBe(200);
  const ok = await post({ email: 'Budi@Contoh.id' });
  expect(ok.status).toBe(200);
  expect(await ok.text()).toContain('Terima kasih, Anda sudah berlangganan.');
  expect((await post({ email: 'budi@contoh.id' })).status).toBe(200);
  const rows = await co.sql<{ email: string; token: string; aktif: boolean }>(`select email, token, aktif from sharesubscriber`);
  expect(rows).toEqual([{ email: 'budi@contoh.id', token: expect.any(String), aktif: true }]);
  // People cannot write the list; they read it.
  expect(await admin('sharesubscriber_save', { email: 'x@y.id', shareid, token: 'abc' })).toMatchObject({ num: 1 });
  const list = await admin('sharesubscriber_list', {});
  expect(list.num).toBe(0);
  expect(JSON.stringify(list)).toContain('budi@contoh.id');
  // Unsubscribe.
  expect((await get(`/s/${shareid}/berhenti/${rows[0].token}`)).status).toBe(200);
  expect(await co.sql(`select aktif from sharesubscriber`)).toEqual([{ aktif: false }]);
  expect((await get(`/s/${shareid}/berhenti/salah`)).status).toBe(404);
  // A flood from one address: after 5 sign-ups in 10 minutes, 429.
  const codes: number[] = [];
  for (let i = 0; i < 6; i++) codes.push((await post({ email: `orang${i}@contoh.id` })).status);
  expect(codes.slice(0, 4).every((c) => c === 200)).toBe(true);
  expect(codes[5]).toBe(429);
});
