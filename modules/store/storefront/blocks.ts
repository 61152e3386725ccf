/**
 * The storefront home's blocks (issue 42): the banners in the store's banner mode (grid, or a
 * slide that scrolls sideways with CSS scroll-snap, no JavaScript), the services strip, the top
 * collections, the special products and the special brands; and the labels on item cards. Every
 * item is read through the store's own rule of what it shows (data.ts itemsWhere). Server only.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { itemsWhere, type ShopItem, type Store } from './data';
import { esc, itemGrid, type Label, type Labels } from './html';
import { smallName } from '../banner/server';
import { remembered } from './versi';

export interface Banner {
  judul: string;
  keterangan: string;
  tautan: string;
  gambar: string;
}
export interface HomeBlocks {
  banners: Banner[];
  services: { judul: string; keterangan: string; ikon: string }[];
  collections: { judul: string; items: ShopItem[] }[];
  special: ShopItem[];
  brands: { kodemerek: string; namamerek: string }[];
  labels: Labels;
}

/** Items of a collection or the special products shown on the home. */
const PER_BLOCK = 8;
/** At most this many items of the blocks are read for one home page. */
const MAX_READ = 1000;

/** The labels of the items `codes` (none asked when the company has no active label, known once per data version). */
export async function labelsFor(tx: Tx, codes: string[]): Promise<Labels> {
  const out: Labels = new Map();
  if (!codes.length) return out;
  const any = await remembered(tx, 'label', async () => (await rowsOf(tx, sql`select 1 from sharelabel where aktif limit 1`)).length > 0);
  if (!any) return out;
  const rows = await rowsOf<Label & { kodeitem: string }>(
    tx,
    sql`select c.kodeitem, l.nama, l.warna from sharelabel l join sharelabel_item c on c.sharelabel_id = l.id
        where l.aktif and c.kodeitem in (${sql.join(codes.map((k) => sql`${k}`), sql`, `)}) order by l.kodelabel`,
  );
  for (const r of rows) out.set(r.kodeitem, [...(out.get(r.kodeitem) ?? []), { nama: r.nama, warna: r.warna }]);
  return out;
}

export async function homeBlocks(tx: Tx, s: Store): Promise<HomeBlocks> {
  const banners = await rowsOf<Banner>(tx, sql`select judul, keterangan, tautan, gambar from sharebanner where aktif and gambar <> '' order by urut, id limit 12`);
  const services = await rowsOf<HomeBlocks['services'][number]>(tx, sql`select judul, keterangan, ikon from shareservice where aktif order by urut, id limit 8`);
  // The items of every collection and the special products read at once (one pass over the
  // items the store shows), then dealt out in each block's order.
  const cols = await rowsOf<{ id: number; judul: string }>(tx, sql`select id, judul from sharetopcollection where aktif order by urut, id limit 6`);
  const members = cols.length
    ? await rowsOf<{ id: number; kodeitem: string }>(
        tx,
        sql`select sharetopcollection_id as id, kodeitem from sharetopcollection_item where sharetopcollection_id in (${sql.join(cols.map((c) => sql`${c.id}`), sql`, `)})`,
      )
    : [];
  const specialCodes = (await rowsOf<{ kodeitem: string }>(tx, sql`select kodeitem from sharespecialproduct where aktif order by urut, id limit 50`)).map((r) => r.kodeitem);
  const wanted = [...new Set([...members.map((m) => m.kodeitem), ...specialCodes])].slice(0, MAX_READ);
  const byCode = new Map(
    (wanted.length ? await itemsWhere(tx, s, sql`i.kodeitem in (${sql.join(wanted.map((k) => sql`${k}`), sql`, `)})`, sql`i.namaitem, i.kodeitem`, MAX_READ) : []).map((i) => [i.kodeitem, i]),
  );
  const inCol = new Set(members.map((m) => `${m.id}\u0000${m.kodeitem}`));
  const collections = cols
    .map((c) => ({ judul: c.judul, items: [...byCode.values()].filter((i) => inCol.has(`${c.id}\u0000${i.kodeitem}`)).slice(0, PER_BLOCK) }))
    .filter((c) => c.items.length);
  const special = specialCodes.flatMap((k) => byCode.get(k) ?? []).slice(0, PER_BLOCK);
  const brands = await rowsOf<HomeBlocks['brands'][number]>(
    tx,
    sql`select m.kodemerek, m.namamerek from sharespecialmerek b join merek m on m.kodemerek = b.kodemerek where b.aktif and m.aktif order by b.urut, m.namamerek limit 12`,
  );
  const codes = [...new Set([...collections.flatMap((c) => c.items), ...special].map((i) => i.kodeitem))];
  return { banners, services, collections, special, brands, labels: await labelsFor(tx, codes) };
}

/** A banner's link: a page of this store (from /) or an https address; anything else is no link. */
function bannerHref(s: Store, tautan: string): string | null {
  if (/^\/[^/\\]/.test(tautan)) return `/s/${encodeURIComponent(s.shareid)}${tautan}`;
  return /^https:\/\//.test(tautan) ? tautan : null;
}

export function bannersHtml(s: Store, banners: Banner[]): string {
  if (!banners.length) return '';
  const b = `/s/${encodeURIComponent(s.shareid)}/banner`;
  const slide = s.modebanner !== 'grid';
  const one = (x: Banner, i: number) => {
    const img = `<img src="${b}/${esc(x.gambar)}" srcset="${b}/${esc(smallName(x.gambar))} 800w, ${b}/${esc(x.gambar)} 1600w" sizes="(max-width:800px) 100vw, 1200px" alt="${esc(x.judul)}" width="1600" height="800"${i ? ' loading="lazy"' : ''}>`;
    const text = `<span class="bteks"><strong>${esc(x.judul)}</strong>${x.keterangan ? ` ${esc(x.keterangan)}` : ''}</span>`;
    const href = x.tautan ? bannerHref(s, x.tautan) : null;
    return `<li>${href ? `<a href="${esc(href)}">${img}${text}</a>` : `${img}${text}`}</li>`;
  };
  return `<section class="banner ${slide ? 'slide' : 'bgrid'}" aria-label="Banner"><ul>${banners.map(one).join('')}</ul></section>`;
}

export function homeHtml(s: Store, h: HomeBlocks): { top: string; bottom: string } {
  const b = `/s/${encodeURIComponent(s.shareid)}`;
  const services = h.services.length
    ? `<ul class="layanan">${h.services.map((x) => `<li class="ikon-${esc(x.ikon)}"><strong>${esc(x.judul)}</strong>${x.keterangan ? `<br><small>${esc(x.keterangan)}</small>` : ''}</li>`).join('')}</ul>`
    : '';
  const special = h.special.length ? `<section class="blok"><h2>Produk Spesial</h2>${itemGrid(s, h.special, h.labels)}</section>` : '';
  const collections = h.collections.map((c) => `<section class="blok"><h2>${esc(c.judul)}</h2>${itemGrid(s, c.items, h.labels)}</section>`).join('');
  const brands = h.brands.length
    ? `<section class="blok"><h2>Merek Pilihan</h2><ul class="merek">${h.brands.map((m) => `<li><a href="${b}/merek/${encodeURIComponent(m.kodemerek)}">${esc(m.namamerek)}</a></li>`).join('')}</ul></section>`
    : '';
  return { top: `${bannersHtml(s, h.banners)}${services}`, bottom: `${special}${collections}${brands}` };
}
