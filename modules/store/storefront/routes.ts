/**
 * The storefront's public pages (issue 42), module HTTP routes (no session): the company is found
 * from the share id in the address (control.share_toko), then every read runs in that company's
 * schema only. GET /s/:shareid (home), /s/:shareid/cari?q=&hal= (search), /s/:shareid/kategori/:jenis
 * (a category), /s/:shareid/p/:kodeitem (a product: units, variants, price of the store's level and
 * live stock, Open Graph and schema.org Product), /s/:shareid/halaman/:slug (a content page),
 * /s/:shareid/blog and /s/:shareid/blog/:slug (blog posts), /s/:shareid/gambar/:kodeitem (its picture, long
 * cache), /s/:shareid/robots.txt and /s/:shareid/sitemap.xml (home, pages, posts, products). An unknown or inactive store, or an item it does not show, is 404
 * with an Indonesian page. Server only.
 */
import { sql } from 'drizzle-orm';
import { beforeNext, rowsOf, searchPath, type Database, type HttpReply, type HttpRequestIn, type HttpRoute, type Tx } from '@niaga/kernel/server';
import { schemaOfShare } from '../registry';
import { itemCodes, itemDetail, itemPicture, itemsPage, PER_PAGE, richList, richOne, sidebar, storeOf, type RichKind, type Store } from './data';
import { subscribe, unsubscribe } from './subscribe';
import { cachedPage, keepPage, readAt, remembered, storefrontVersion } from './versi';
import { homeBlocks, homeHtml, labelsFor } from './blocks';
import { pictureByName } from '../banner/server';
import { cartForm } from '../order/pages';
import { esc, itemGrid, labelBadges, layout, notFoundPage, paging, productBody, richBody, richIndex, stockState } from './html';

const HTML = 'text/html; charset=utf-8';
/** Prices and stock are live: a page may be kept a minute at most. */
// Prices and stock are the live ones: a browser or a proxy asks again every time (the server's
// page cache, keyed by the company's data version, makes that cheap: storefront/versi.ts).
const PAGE_CACHE = 'no-cache';

const html = (body: string, status = 200): HttpReply => ({ status, contentType: HTML, body, cacheControl: status === 200 ? PAGE_CACHE : 'no-store' });
const notFound = (msg: string) => html(notFoundPage(msg), 404);
const NO_STORE = 'Toko online tidak ditemukan. Periksa kembali alamatnya.';

/** This server's address as the visitor sees it (PUBLIC_URL, else the request's host). */
function origin(req: HttpRequestIn): string {
  if (process.env.PUBLIC_URL) return process.env.PUBLIC_URL.replace(/\/$/, '');
  const host = req.headers.host ?? '';
  return /^[A-Za-z0-9.:[\]-]+$/.test(host) ? `http://${host}` : '';
}

/** 1-based page number of the address (hal), as a 0-based page; bad text is page 0. */
const pageOf = (v: string | undefined) => {
  const n = Number.parseInt(v ?? '', 10);
  return Number.isFinite(n) && n >= 1 && n <= 10_000 ? n - 1 : 0;
};

type Handler = (req: HttpRequestIn, tx: Tx, s: Store) => Promise<HttpReply>;

/** Which company each share id belongs to, as last found (checked by every page: see inStore). */
const schemas = new Map<string, string>();

/**
 * Finds the store of `:shareid` and runs `fn` in its company's schema. A `cached` page (a GET whose
 * HTML depends only on the address and the company's data) is served from the page cache while the
 * company's storefront data version, kept in this process (versi.ts), has not moved: no database
 * round trip. An uncached one reads the store and its sidebar once per version (`remembered`). The
 * company of a share id is remembered: a share id that moved (its old company's store no longer
 * has it, which bumped that company's version, so no kept page answers) is looked up again.
 */
const inStore =
  (fn: Handler, cached?: string) =>
  async (req: HttpRequestIn, db: Database): Promise<HttpReply> => {
    const shareid = req.params.shareid ?? '';
    if (!/^[a-z0-9-]{1,40}$/.test(shareid)) return notFound(NO_STORE);
    const inSchema = async (schema: string): Promise<HttpReply | null> => {
      const key = cached ? pageKey(schema, cached, req) : null;
      const versi = key ? await storefrontVersion(db, schema) : null;
      const kept = key && versi !== null ? cachedPage(db, key, versi) : null;
      if (kept) return kept;
      // The search_path goes out with the page's first statement (PostgreSQL: one round trip fewer).
      return db.tx(schema, async (tx) => {
        await beforeNext(tx, searchPath(schema));
        if (versi !== null) readAt(tx, db, schema, versi);
        const s = await remembered(tx, `toko|${shareid}`, () => storeOf(tx, shareid));
        if (!s) return null;
        const reply = await fn(req, tx, s);
        if (key && versi !== null) keepPage(db, schema, key, versi, reply);
        return reply;
      }, { bare: true });
    };
    const known = schemas.get(shareid);
    if (known) {
      const r = await inSchema(known).catch(() => null);
      if (r) return r;
      schemas.delete(shareid);
    }
    const schema = await db.tx(null, (tx) => schemaOfShare(tx, shareid));
    if (!schema) return notFound(NO_STORE);
    const reply = await inSchema(schema);
    if (!reply) return notFound(NO_STORE);
    schemas.set(shareid, schema);
    while (schemas.size > 10_000) schemas.delete(schemas.keys().next().value!);
    return reply;
  };

/** A page's cache key: the company, the route, its parameters, its query and the host its links name. */
function pageKey(schema: string, route: string, req: HttpRequestIn): string {
  const q = Object.keys(req.query)
    .sort()
    .map((k) => `${k}=${req.query[k]}`);
  return JSON.stringify([schema, route, req.params, q, process.env.PUBLIC_URL ? '' : (req.headers.host ?? '')]);
}

const base = (s: Store) => `/s/${encodeURIComponent(s.shareid)}`;

const home: Handler = async (req, tx, s) => {
  const page = pageOf(req.query.hal);
  const [cats, { items, total }] = [await sidebar(tx), await itemsPage(tx, s, {}, page)];
  // The banners, services and collections on the first page only.
  const blocks = page === 0 ? homeHtml(s, await homeBlocks(tx, s)) : { top: '', bottom: '' };
  const labels = await labelsFor(tx, items.map((i) => i.kodeitem));
  const body = `${blocks.top}<h1>${esc(s.namatoko)}</h1>${blocks.bottom}<section class="blok"><h2>Semua Produk</h2>${itemGrid(s, items, labels)}${paging((p) => `${base(s)}?hal=${p}`, page, total, PER_PAGE)}</section>`;
  return html(layout(s, cats, { title: s.namatoko, description: `Belanja di ${s.namatoko}`, url: `${origin(req)}${base(s)}` }, body));
};

const search: Handler = async (req, tx, s) => {
  const q = (req.query.q ?? '').trim().slice(0, 100);
  const page = pageOf(req.query.hal);
  const [cats, { items, total }] = [await sidebar(tx), await itemsPage(tx, s, { q }, page)];
  const body = `<h1>Hasil pencarian “${esc(q)}”</h1><p>${total} produk</p>${itemGrid(s, items)}${paging((p) => `${base(s)}/cari?q=${encodeURIComponent(q)}&hal=${p}`, page, total, PER_PAGE)}`;
  return html(layout(s, cats, { title: `Cari ${q} · ${s.namatoko}`, description: `Hasil pencarian ${q} di ${s.namatoko}`, url: `${origin(req)}${base(s)}/cari?q=${encodeURIComponent(q)}` }, body, q));
};

const category: Handler = async (req, tx, s) => {
  const jenis = (req.params.jenis ?? '').toUpperCase();
  const cats = await sidebar(tx);
  const cat = cats.cats.find((c) => c.kodejenis === jenis);
  if (!cat) return notFound('Kategori tidak ditemukan di toko ini.');
  const page = pageOf(req.query.hal);
  const { items, total } = await itemsPage(tx, s, { jenis }, page);
  const href = (p: number) => `${base(s)}/kategori/${encodeURIComponent(jenis)}?hal=${p}`;
  const body = `<h1>${esc(cat.namajenis)}</h1>${itemGrid(s, items)}${paging(href, page, total, PER_PAGE)}`;
  return html(layout(s, cats, { title: `${cat.namajenis} · ${s.namatoko}`, description: `${cat.namajenis} di ${s.namatoko}`, url: `${origin(req)}${base(s)}/kategori/${encodeURIComponent(jenis)}` }, body));
};

/** The items of a brand (the home's special brands lead here). */
const brand: Handler = async (req, tx, s) => {
  const kode = (req.params.merek ?? '').toUpperCase();
  const [m] = await rowsOf<{ namamerek: string }>(tx, sql`select namamerek from merek where kodemerek = ${kode} and aktif limit 1`);
  if (!m) return notFound('Merek tidak ditemukan di toko ini.');
  const page = pageOf(req.query.hal);
  const { items, total } = await itemsPage(tx, s, { merek: kode }, page);
  const href = (p: number) => `${base(s)}/merek/${encodeURIComponent(kode)}?hal=${p}`;
  const body = `<h1>${esc(m.namamerek)}</h1>${itemGrid(s, items, await labelsFor(tx, items.map((i) => i.kodeitem)))}${paging(href, page, total, PER_PAGE)}`;
  return html(layout(s, await sidebar(tx), { title: `${m.namamerek} · ${s.namatoko}`, description: `${m.namamerek} di ${s.namatoko}`, url: `${origin(req)}${base(s)}/merek/${encodeURIComponent(kode)}` }, body));
};

/** A banner picture: its name is its content's hash, so it never changes (cached a year). */
const bannerPicture: Handler = async (req, tx) => {
  const nama = req.params.nama ?? '';
  const g = /^[0-9a-f]{24}(-kecil)?\.jpg$/.test(nama) ? await pictureByName(tx, nama) : null;
  if (!g) return notFound('Gambar tidak ditemukan.');
  return { status: 200, contentType: g.mime, body: g.data, cacheControl: 'public, max-age=31536000, immutable' };
};

const product: Handler = async (req, tx, s) => {
  const it = await itemDetail(tx, s, (req.params.kodeitem ?? '').toUpperCase());
  if (!it) return notFound('Produk tidak ditemukan di toko ini.');
  const url = `${origin(req)}${base(s)}/p/${encodeURIComponent(it.kodeitem)}`;
  const image = it.gambar ? `${origin(req)}${base(s)}/gambar/${encodeURIComponent(it.kodeitem)}` : undefined;
  const available = it.stok === null || Number(it.stok) > 0;
  const description = `${it.namaitem} · ${stockState(it.stok)}${it.keterangan ? ` · ${it.keterangan}` : ''}`;
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: it.namaitem,
    sku: it.kodeitem,
    ...(image ? { image } : {}),
    ...(it.keterangan ? { description: it.keterangan } : {}),
    offers: { '@type': 'Offer', url, priceCurrency: 'IDR', price: it.harga, availability: available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock', seller: { '@type': 'Organization', name: s.namatoko } },
  };
  const cats = await sidebar(tx);
  const badges = labelBadges((await labelsFor(tx, [it.kodeitem])).get(it.kodeitem));
  const body = `${badges ? `<p>${badges}</p>` : ''}${productBody(s, it, image ? `${base(s)}/gambar/${encodeURIComponent(it.kodeitem)}` : null, cartForm(s, it))}`;
  return html(layout(s, cats, { title: `${it.namaitem} · ${s.namatoko}`, description, url, image, product: { price: it.harga, availability: available }, jsonLd: ld }, body));
};

const picture: Handler = async (req, tx, s) => {
  const g = await itemPicture(tx, s, (req.params.kodeitem ?? '').toUpperCase());
  if (!g) return notFound('Gambar tidak ditemukan.');
  return { status: 200, contentType: g.mime, body: g.data, cacheControl: 'public, max-age=86400' };
};

const rich =
  (kind: RichKind): Handler =>
  async (req, tx, s) => {
    const p = await richOne(tx, kind, req.params.slug ?? '');
    if (!p) return notFound(kind === 'blog' ? 'Tulisan tidak ditemukan.' : 'Halaman tidak ditemukan.');
    const url = `${origin(req)}${base(s)}/${kind}/${encodeURIComponent(p.slug)}`;
    return html(layout(s, await sidebar(tx), { title: `${p.judul} · ${s.namatoko}`, description: p.ringkasan || p.judul, url, image: p.gambar || undefined }, richBody(p)));
  };

const blogIndex: Handler = async (req, tx, s) =>
  html(layout(s, await sidebar(tx), { title: `Blog · ${s.namatoko}`, description: `Tulisan dari ${s.namatoko}`, url: `${origin(req)}${base(s)}/blog` }, richIndex(s, await richList(tx, 'blog'))));

const robots: Handler = async (req, _tx, s) => ({
  status: 200,
  body: `User-agent: *\nAllow: ${base(s)}/\nSitemap: ${origin(req)}${base(s)}/sitemap.xml\n`,
  cacheControl: PAGE_CACHE,
});

/** Store sitemaps the site's robots.txt names at most. */
const ROBOTS_SITEMAPS = 5_000;
/**
 * The site's own /robots.txt: the storefronts may be crawled, nothing else of the server (the back
 * office, its API) may; each registered store's sitemap is named (crawlers read only this file).
 */
async function siteRobots(req: HttpRequestIn, db: Database): Promise<HttpReply> {
  const o = origin(req);
  const ids = o ? await db.tx(null, (tx) => rowsOf<{ shareid: string }>(tx, sql`select shareid from control.share_toko order by shareid limit ${ROBOTS_SITEMAPS}`)) : [];
  const body = `User-agent: *\nAllow: /s/\nDisallow: /\n${ids.map((r) => `Sitemap: ${o}/s/${encodeURIComponent(r.shareid)}/sitemap.xml\n`).join('')}`;
  return { status: 200, body, cacheControl: 'public, max-age=3600' };
}

/** The sitemap protocol's limit per file. */
const SITEMAP_MAX = 50_000;
const sitemap: Handler = async (req, tx, s) => {
  const o = `${origin(req)}${base(s)}`;
  const enc = encodeURIComponent;
  const urls = [
    o,
    `${o}/blog`,
    ...(await richList(tx, 'halaman')).map((p) => `${o}/halaman/${enc(p.slug)}`),
    ...(await richList(tx, 'blog')).map((p) => `${o}/blog/${enc(p.slug)}`),
    ...(await itemCodes(tx, s, SITEMAP_MAX - 300)).map((k) => `${o}/p/${enc(k)}`),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `<url><loc>${esc(u)}</loc></url>`).join('\n')}\n</urlset>\n`;
  return { status: 200, contentType: 'application/xml; charset=utf-8', body, cacheControl: 'public, max-age=3600' };
};

export const storefrontRoutes: HttpRoute[] = [
  { method: 'GET', path: '/robots.txt', handler: siteRobots },
  { method: 'GET', path: '/s/:shareid', handler: inStore(home, 'home') },
  { method: 'GET', path: '/s/:shareid/cari', handler: inStore(search, 'search') },
  { method: 'GET', path: '/s/:shareid/kategori/:jenis', handler: inStore(category, 'category') },
  { method: 'GET', path: '/s/:shareid/p/:kodeitem', handler: inStore(product, 'product') },
  { method: 'GET', path: '/s/:shareid/merek/:merek', handler: inStore(brand, 'brand') },
  { method: 'GET', path: '/s/:shareid/banner/:nama', handler: inStore(bannerPicture) },
  { method: 'GET', path: '/s/:shareid/gambar/:kodeitem', handler: inStore(picture) },
  { method: 'GET', path: '/s/:shareid/robots.txt', handler: inStore(robots, 'robots') },
  { method: 'GET', path: '/s/:shareid/sitemap.xml', handler: inStore(sitemap, 'sitemap') },
  { method: 'POST', path: '/s/:shareid/langganan', handler: inStore(subscribe) },
  { method: 'GET', path: '/s/:shareid/berhenti/:token', handler: inStore(unsubscribe) },
  { method: 'GET', path: '/s/:shareid/halaman/:slug', handler: inStore(rich('halaman'), 'halaman') },
  { method: 'GET', path: '/s/:shareid/blog', handler: inStore(blogIndex, 'blogIndex') },
  { method: 'GET', path: '/s/:shareid/blog/:slug', handler: inStore(rich('blog'), 'blog') },
];
