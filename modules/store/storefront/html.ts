/**
 * The storefront's HTML (issue 42): server-rendered pages that work without JavaScript, with a
 * small inline stylesheet per theme (Fashion / Electronics / Furniture) and the store's layout
 * (sidebar left, right or none). Every text from the database or the request passes through `esc`
 * (and `jsonLd` for the schema.org block). Server only.
 */
import type { ItemDetail, RichPage, ShopItem, Sidebar, Store } from './data';
import { KATEGORI_TOKO } from '../toko';
import { BLOCK_CSS, LAYOUT_CSS, THEME_CSS } from './theme';

export interface Label {
  nama: string;
  warna: string;
}
export type Labels = Map<string, Label[]>;
export const labelBadges = (labels: Label[] | undefined) => (labels ?? []).map((l) => `<span class="label l-${esc(l.warna)}">${esc(l.nama)}</span>`).join('');

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (v: unknown): string => String(v ?? '').replace(/[&<>"']/g, (c) => ESC[c]);
/** JSON inside <script type="application/ld+json">: no '<' can close the element. */
const jsonLd = (o: unknown) => JSON.stringify(o).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** 15000.50 → "Rp 15.000,50"; 15000.00 → "Rp 15.000" (exact: from the decimal text). */
export function rupiah(v: string): string {
  const [i = '0', f = ''] = String(v).split('.');
  const neg = i.startsWith('-');
  const digits = (neg ? i.slice(1) : i).replace(/^0+(?=\d)/, '');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const frac = f.replace(/0+$/, '');
  return `${neg ? '-' : ''}Rp ${grouped}${frac ? `,${frac.padEnd(2, '0')}` : ''}`;
}

const qtyText = (v: string) => v.replace(/\.?0+$/, '') || '0';
export const stockState = (stok: string | null) => (stok === null ? 'Tersedia' : Number(stok) > 0 ? `Stok ${qtyText(stok)}` : 'Stok habis');
const inStock = (stok: string | null) => stok === null || Number(stok) > 0;

const THEME: Record<string, { accent: string; bg: string; font: string; radius: string }> = {
  fashion: { accent: '#b0306a', bg: '#fff8fb', font: 'Georgia, serif', radius: '0' },
  electronics: { accent: '#1456c4', bg: '#f4f7fb', font: 'system-ui, sans-serif', radius: '8px' },
  furniture: { accent: '#7a5230', bg: '#faf6f0', font: "'Trebuchet MS', sans-serif", radius: '4px' },
};

function css(s: Store): string {
  const t = THEME[s.tema] ?? THEME.fashion;
  return `*{box-sizing:border-box}body{margin:0;font-family:${t.font};background:${t.bg};color:#222;line-height:1.4}
a{color:${t.accent}}header{background:${t.accent};color:#fff;padding:12px 16px;display:flex;gap:12px;align-items:center;flex-wrap:wrap}
header a{color:#fff;text-decoration:none;font-size:1.25rem;font-weight:bold}header img{height:40px;width:auto}
header form{margin-left:auto;display:flex;gap:4px}header a.krj{font-size:1rem;margin-left:auto}header a.krj+form{margin-left:0}.beli{margin:12px 0}button.utama{background:${t.accent};color:#fff;border-color:${t.accent}}input,button{font:inherit;padding:6px 8px;border:1px solid #999;border-radius:${t.radius}}
button{background:#fff;color:${t.accent};cursor:pointer}main{display:flex;gap:16px;padding:16px;max-width:1200px;margin:0 auto}
.isi{flex:1;min-width:0}aside{width:220px;flex:none}aside ul{list-style:none;padding:0;margin:0}aside li{margin:4px 0}
.kiri{flex-direction:row}.kanan{flex-direction:row-reverse}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:12px;padding:0;list-style:none}
.kartu{background:#fff;border:1px solid #ddd;border-radius:${t.radius};padding:8px}.kartu a{text-decoration:none;color:inherit}
.kartu img,.foto img{width:100%;height:auto;aspect-ratio:1;object-fit:cover;background:#eee}.harga{font-weight:bold;color:${t.accent}}
.habis{color:#a00}.paging{display:flex;gap:12px;margin:16px 0}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:4px 8px;text-align:left}
.produk{display:flex;gap:16px;flex-wrap:wrap}.foto{width:320px;max-width:100%}.wa{display:inline-block;margin-top:12px;padding:8px 12px;background:#16713c;color:#fff;border-radius:${t.radius};text-decoration:none}
footer{text-align:center;padding:16px;color:#666;font-size:.85rem}
${LAYOUT_CSS}
@media (max-width:700px){main{flex-direction:column!important}aside{width:auto}header form{margin-left:0;width:100%}header input{flex:1}}
${BLOCK_CSS}
${THEME_CSS[s.tema] ?? ''}`;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page (og:url). */
  url: string;
  image?: string;
  /** og:type product, with its price. */
  product?: { price: string; availability: boolean };
  jsonLd?: unknown;
}

const base = (s: Store) => `/s/${encodeURIComponent(s.shareid)}`;

export function layout(s: Store, side: Sidebar, meta: PageMeta, body: string, q = ''): string {
  const b = base(s);
  const place = s.layouttoko === 'right' ? 'kanan' : s.layouttoko === 'none' ? 'tanpa' : 'kiri';
  const og = [
    ['og:site_name', s.namatoko],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', meta.url],
    ['og:type', meta.product ? 'product' : 'website'],
    ...(meta.image ? [['og:image', meta.image]] : []),
    ...(meta.product
      ? [
          ['product:price:amount', meta.product.price],
          ['product:price:currency', 'IDR'],
          ['product:availability', meta.product.availability ? 'in stock' : 'out of stock'],
        ]
      : []),
  ];
  const kategori = KATEGORI_TOKO.find((k) => k.value === s.kategori)?.label ?? '';
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(meta.title)}</title><meta name="description" content="${esc(meta.description)}">
${og.map(([p, c]) => `<meta property="${p}" content="${esc(c)}">`).join('\n')}
<link rel="canonical" href="${esc(meta.url)}"><style>${css(s)}</style>
${meta.jsonLd ? `<script type="application/ld+json">${jsonLd(meta.jsonLd)}</script>` : ''}</head>
<body class="tema-${esc(s.tema)}"><header>${s.logo ? `<img src="${esc(s.logo)}" alt="">` : ''}<a href="${b}">${esc(s.namatoko)}</a>
${cartLink(b)}<form action="${b}/cari" method="get" role="search"><label for="q" hidden>Cari</label><input id="q" name="q" value="${esc(q)}" placeholder="Cari produk"><button>Cari</button></form></header>
${s.tema === 'electronics' && side.cats.length ? `<nav class="katnav" aria-label="Kategori">${side.cats.map((c) => `<a href="${b}/kategori/${encodeURIComponent(c.kodejenis)}">${esc(c.namajenis)}</a>`).join('')}</nav>` : ''}
<main class="${place}"><aside><h2>Kategori</h2><ul>${side.cats.map((c) => `<li><a href="${b}/kategori/${encodeURIComponent(c.kodejenis)}">${esc(c.namajenis)}</a></li>`).join('')}</ul>
<h2>Info</h2><ul>${side.halaman.map((h) => `<li><a href="${b}/halaman/${encodeURIComponent(h.slug)}">${esc(h.judul)}</a></li>`).join('')}<li><a href="${b}/blog">Blog</a></li></ul>
${kategori ? `<p>Toko ${esc(kategori)}</p>` : ''}</aside><div class="isi">${body}</div></main>
<footer><form action="${b}/langganan" method="post"><label for="email">Berlangganan kabar toko</label> <input id="email" name="email" type="email" required placeholder="email@contoh.id"><input name="situs" tabindex="-1" autocomplete="off" aria-hidden="true" style="position:absolute;left:-9999px"> <button>Daftar</button></form>${esc(s.namatoko)}${s.wa ? ` · WhatsApp ${esc(s.wa)}` : ''}</footer></body></html>`;
}

/** The header's link to the cart (ordering, ../order). */
const cartLink = (b: string) => `<a class="krj" href="${b}/keranjang">Keranjang</a>`;

export function itemGrid(s: Store, items: ShopItem[], labels?: Labels): string {
  if (!items.length) return '<p>Belum ada produk.</p>';
  const b = base(s);
  return `<ul class="grid">${items
    .map((i) => {
      const href = `${b}/p/${encodeURIComponent(i.kodeitem)}`;
      const img = i.gambar ? `<img src="${b}/gambar/${encodeURIComponent(i.kodeitem)}" alt="${esc(i.namaitem)}" loading="lazy" width="160" height="160">` : '';
      return `<li class="kartu"><a href="${href}">${img}${labelBadges(labels?.get(i.kodeitem))}<h3>${esc(i.namaitem)}</h3><div class="harga">${esc(rupiah(i.harga))}</div><div class="${inStock(i.stok) ? '' : 'habis'}">${esc(stockState(i.stok))}</div></a></li>`;
    })
    .join('')}</ul>`;
}

/** "Halaman n dari m" with previous / next links (pages counted from 1 in the address). */
export function paging(href: (page: number) => string, page: number, total: number, perPage: number): string {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return '';
  const prev = page > 0 ? `<a href="${esc(href(page))}" rel="prev">« Sebelumnya</a>` : '';
  const next = page + 1 < pages ? `<a href="${esc(href(page + 2))}" rel="next">Berikutnya »</a>` : '';
  return `<nav class="paging">${prev}<span>Halaman ${page + 1} dari ${pages}</span>${next}</nav>`;
}

export function productBody(s: Store, it: ItemDetail, pictureUrl: string | null, buy = ''): string {
  const units = it.units.length
    ? `<h2>Satuan</h2><table><thead><tr><th>Satuan</th><th>Isi</th><th>Harga</th></tr></thead><tbody>${it.units
        .map((u) => `<tr><td>${esc(u.satuan)}</td><td>${esc(qtyText(u.konversi))} ${esc(it.satuan)}</td><td>${esc(rupiah(u.harga))}</td></tr>`)
        .join('')}</tbody></table>`
    : '';
  const variants = it.variants.length
    ? `<h2>Varian</h2><table><thead><tr><th>Varian</th><th>Harga</th><th>Stok</th></tr></thead><tbody>${it.variants
        .map((v) => `<tr><td>${esc(v.nama || v.iddetailvarian)}</td><td>${esc(rupiah(v.harga))}</td><td class="${inStock(v.stok) ? '' : 'habis'}">${esc(stockState(v.stok))}</td></tr>`)
        .join('')}</tbody></table>`
    : '';
  const wa = s.wa
    ? `<a class="wa" href="https://wa.me/${esc(s.wa.replace(/^\+/, ''))}?text=${encodeURIComponent(`Halo ${s.namatoko}, saya tertarik dengan ${it.namaitem} (${it.kodeitem}).`)}">Tanya lewat WhatsApp</a>`
    : '';
  const side = s.layoutproduk === 'right' ? 'kanan' : s.layoutproduk === 'none' ? 'tanpa' : 'kiri';
  return `<article class="produk ${side}">${pictureUrl ? `<div class="foto"><img src="${esc(pictureUrl)}" alt="${esc(it.namaitem)}" width="320" height="320"></div>` : ''}
<div><h1>${esc(it.namaitem)}</h1><p>Kode ${esc(it.kodeitem)}${it.namajenis ? ` · ${esc(it.namajenis)}` : ''}</p>
<p class="harga">${esc(rupiah(it.harga))} / ${esc(it.satuan)}</p><p class="${inStock(it.stok) ? '' : 'habis'}">${esc(stockState(it.stok))}</p>
${buy}${it.keterangan ? `<p>${esc(it.keterangan)}</p>` : ''}${units}${variants}${wa}</div></article>`;
}

/** A content page or blog post: its body is the sanitised HTML stored (sanitize.ts), everything else escaped. */
export const richBody = (p: RichPage) =>
  `<article><h1>${esc(p.judul)}</h1>${p.gambar ? `<img src="${esc(p.gambar)}" alt="" style="max-width:100%;height:auto">` : ''}<div class="rich">${p.isi}</div></article>`;

export function richIndex(s: Store, posts: Omit<RichPage, 'isi'>[]): string {
  const b = base(s);
  if (!posts.length) return '<h1>Blog</h1><p>Belum ada tulisan.</p>';
  return `<h1>Blog</h1><ul>${posts.map((p) => `<li><h2><a href="${b}/blog/${encodeURIComponent(p.slug)}">${esc(p.judul)}</a></h2>${p.ringkasan ? `<p>${esc(p.ringkasan)}</p>` : ''}</li>`).join('')}</ul>`;
}

export function notFoundPage(message: string): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Tidak ditemukan</title>
<meta name="robots" content="noindex"></head><body style="font-family:system-ui,sans-serif;padding:24px"><h1>Tidak ditemukan</h1><p>${esc(message)}</p></body></html>`;
}
