/**
 * The storefront's ordering routes (issue 42): POST /s/:shareid/keranjang (add a product to the
 * cart), GET /s/:shareid/keranjang (the cart and checkout form), POST /s/:shareid/keranjang/ubah
 * (quantities, remove a line), POST /s/:shareid/pesan (checkout: one `pesanjual`, see
 * checkout.ts) and GET /s/:shareid/pesanan/:kunci (the buyer's confirmation with the WhatsApp
 * message). The company is the share id's (control.share_toko); every read and write runs in its
 * schema only, and an item is ordered only when that store shows it. A form posted is answered
 * with a redirect (303) to the page to see. Never cached. Server only.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { companies, type Company, type Database, type HttpReply, type HttpRequestIn, type HttpRoute, type Tx } from '@niaga/kernel/server';
import { shareToko } from '../tables';
import { itemDetail, sidebar, storeOf, type Store } from '../storefront/data';
import { layout, notFoundPage } from '../storefront/html';
import { addLine, cartCookie, QTY_MAX, readCart, type CartLine } from './cart';
import { KUNCI_POLA, ongkirOf, placedOrder, placeOrder, type CheckoutForm } from './checkout';
import { liveLines } from './lines';
import { cartBody, doneBody } from './pages';

const HTML = 'text/html; charset=utf-8';
const NO_STORE = 'Toko online tidak ditemukan. Periksa kembali alamatnya.';
const base = (s: Store) => `/s/${encodeURIComponent(s.shareid)}`;

type Handler = (req: HttpRequestIn, ctx: { db: Database; company: Company; tx: Tx; s: Store }) => Promise<HttpReply>;

const notFound = (msg: string): HttpReply => ({ status: 404, contentType: HTML, body: notFoundPage(msg), cacheControl: 'no-store' });
const see = (location: string, setCookie?: string[]): HttpReply => ({ status: 303, location, body: '', cacheControl: 'no-store', ...(setCookie ? { setCookie } : {}) });

/** The store of `:shareid` with its company, the handler run in that company's schema. */
const inShop =
  (fn: Handler) =>
  async (req: HttpRequestIn, db: Database): Promise<HttpReply> => {
    const shareid = req.params.shareid ?? '';
    if (!/^[a-z0-9-]{1,40}$/.test(shareid)) return notFound(NO_STORE);
    const [company] = await db.tx(null, (tx) =>
      tx
        .select({ id: companies.id, idperusahaan: companies.idperusahaan, nama: companies.nama, schema_name: companies.schema_name, startflag: companies.startflag, ip_sistem: companies.ip_sistem })
        .from(shareToko)
        .innerJoin(companies, eq(companies.id, shareToko.company_id))
        .where(eq(shareToko.shareid, shareid))
        .limit(1),
    );
    if (!company) return notFound(NO_STORE);
    return db.tx(company.schema_name, async (tx) => {
      const s = await storeOf(tx, shareid);
      return s ? fn(req, { db, company: company as Company, tx, s }) : notFound(NO_STORE);
    });
  };

async function page(tx: Tx, s: Store, title: string, body: string, status = 200): Promise<HttpReply> {
  const html = layout(s, await sidebar(tx), { title: `${title} · ${s.namatoko}`, description: title, url: `${base(s)}/keranjang` }, body);
  return { status, contentType: HTML, body: html.replace('<meta name="description"', '<meta name="robots" content="noindex"><meta name="description"'), cacheControl: 'no-store' };
}

const add: Handler = async (req, { tx, s }) => {
  const form = new URLSearchParams(req.rawBody);
  const kodeitem = (form.get('kodeitem') ?? '').trim().toUpperCase().slice(0, 30);
  const it = kodeitem ? await itemDetail(tx, s, kodeitem) : null;
  if (!it) return notFound('Produk tidak ditemukan di toko ini.');
  const satuan = (form.get('satuan') ?? it.satuan).trim().toUpperCase();
  const v = (form.get('iddetailvarian') ?? '').trim().toUpperCase();
  const unit = it.units.find((u) => u.satuan === satuan);
  const variant = v ? it.variants.find((x) => x.iddetailvarian === v) : undefined;
  const q = Math.trunc(Number(form.get('jumlah') ?? '1'));
  if (!unit || (v && !variant) || (!v && it.variants.length) || !(q >= 1 && q <= QTY_MAX)) return page(tx, s, 'Keranjang', '<h1>Keranjang</h1><p class="habis" role="alert">Pilihan produk tidak valid.</p>', 400);
  const lines = addLine(readCart(req, s.shareid), { k: it.kodeitem, s: satuan, v, q: String(q), h: variant ? variant.harga : unit.harga });
  return see(`${base(s)}/keranjang`, [cartCookie(s.shareid, lines)]);
};

const emptyForm = (): CheckoutForm => ({ kunci: randomBytes(18).toString('base64url'), nama: '', telepon: '', alamat: '', catatan: '', kodeongkir: '', totalsetuju: '' });

const show: Handler = async (req, { tx, s }) => {
  const lines = await liveLines(tx, s, readCart(req, s.shareid));
  return page(tx, s, 'Keranjang', cartBody(s, { lines, ongkir: await ongkirOf(tx), form: emptyForm() }));
};

const update: Handler = async (req, { s }) => {
  const form = new URLSearchParams(req.rawBody);
  const hapus = form.get('hapus');
  const lines = readCart(req, s.shareid)
    .map((l, i): CartLine | null => {
      if (hapus !== null && hapus === String(i)) return null;
      const q = Math.trunc(Number(form.get(`q${i}`) ?? l.q));
      return Number.isFinite(q) && q >= 1 ? { ...l, q: String(Math.min(QTY_MAX, q)) } : Number.isFinite(q) && q <= 0 ? null : l;
    })
    .filter((l): l is CartLine => l !== null);
  return see(`${base(s)}/keranjang`, [cartCookie(s.shareid, lines)]);
};

const checkout: Handler = async (req, { db, company, tx, s }) => {
  const form = new URLSearchParams(req.rawBody);
  const get = (k: string, n: number) => (form.get(k) ?? '').trim().slice(0, n);
  const f: CheckoutForm = { kunci: get('kunci', 64), nama: get('nama', 101), telepon: get('telepon', 21), alamat: get('alamat', 301), catatan: get('catatan', 301), kodeongkir: get('kodeongkir', 20).toUpperCase(), totalsetuju: get('totalsetuju', 25) };
  // A bot fills every field: it is thanked and nothing is stored.
  if (form.get('situs')) return page(tx, s, 'Pesanan', '<h1>Terima kasih</h1><p>Pesanan Anda sudah kami terima.</p>');
  const cart = readCart(req, s.shareid);
  const r = await placeOrder(db, company, tx, s, cart, f, req.ip);
  if (r.ok) return see(`${base(s)}/pesanan/${r.kunci}`, [cartCookie(s.shareid, [])]);
  const lines = r.lines ?? (await liveLines(tx, s, cart));
  // The cart keeps the live prices now shown: the buyer confirms the new total by pressing again.
  const seen = lines.map((l) => (l.harga ? { ...l.line, h: l.harga } : l.line));
  const reply = await page(tx, s, 'Keranjang', cartBody(s, { lines, ongkir: await ongkirOf(tx), form: f, msg: r.msg, fields: r.fields }), r.status);
  return { ...reply, setCookie: [cartCookie(s.shareid, seen)] };
};

const done: Handler = async (req, { tx, s }) => {
  const kunci = req.params.kunci ?? '';
  const o = KUNCI_POLA.test(kunci) ? await placedOrder(tx, s, kunci) : null;
  if (!o) return notFound('Pesanan tidak ditemukan.');
  return page(tx, s, `Pesanan ${o.notransaksi}`, doneBody(s, o));
};

export const orderRoutes: HttpRoute[] = [
  { method: 'POST', path: '/s/:shareid/keranjang', handler: inShop(add) },
  { method: 'GET', path: '/s/:shareid/keranjang', handler: inShop(show) },
  { method: 'POST', path: '/s/:shareid/keranjang/ubah', handler: inShop(update) },
  { method: 'POST', path: '/s/:shareid/pesan', handler: inShop(checkout) },
  { method: 'GET', path: '/s/:shareid/pesanan/:kunci', handler: inShop(done) },
];
