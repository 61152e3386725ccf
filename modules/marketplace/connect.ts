/**
 * Connecting a shop (spec §2.10 /pengaturanmp, §3 Marketplace shop, §7.6, §9 expiry warning;
 * ../shared/design/INTEGRATIONS.md): `verifikasi_url` gives the platform's authorisation page whose
 * redirect is our callback `GET /mp/callback/<marketplace>/<idperusahaan>/<encryptedinfo>`; the
 * seller's browser comes back there with `code` and `shop_id`, with no login: the encrypted info —
 * sealed by this server (kernel sealSecret), bound to the company and marketplace, valid
 * CONNECT_MINUTES — is what authorises it. The callback exchanges the single-use code, reads the
 * shop, and stores it in marketplace_toko with its tokens sealed. `accessFor` gives workers a valid
 * access token, refreshing it one at a time per shop. Server only.
 */
import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { companies, companyCols, defineAct, findCompany, normaliseCompanyId, openSecret, rowsOf, sealSecret, type Company, type Database, type HttpReply, type HttpRoute } from '@niaga/kernel/server';
import { MpError, type AccessFor, type MarketplaceAdapter, type MpPush, type ShopAuth } from './adapter';
import { adapterFor as defaultAdapterFor, type AdapterFor } from './adapters';
import { MARKETPLACES, type Marketplace } from './shops';
import { marketplaceSambung, marketplaceToko } from './tables';
import { itemmpTable } from './itemmp/mapping';
import type { PengaturanMarketplaceReply, VerifikasiUrlReply } from './replies';

/** How long a connect link (its encrypted info) is good for. */
export const CONNECT_MINUTES = 60;
/** Refresh an access token this long before it expires. */
export const REFRESH_MARGIN_MS = 15 * 60_000;
/** Days before the authorisation's end from which a shop shows a warning (spec §9). */
export const WARNING_DAYS = 7;
export const CALLBACK_PATH = '/mp/callback';
/** A shop the platform refused (refresh, revocation): it must be connected again. */
export const NEEDS_RECONNECT = 'perlu_hubung_ulang';

/** MarketplaceID of each marketplace (spec §3): its place in MARKETPLACES, from 1. */
export const marketplaceId = (m: Marketplace) => MARKETPLACES.indexOf(m) + 1;

const marketplaceOf = (s: string): Marketplace | null => MARKETPLACES.find((m) => m.toLowerCase() === s.trim().toLowerCase()) ?? null;

interface ConnectInfo {
  /** idperusahaan */
  i: string;
  /** marketplace */
  m: Marketplace;
  /** expires, Unix ms */
  e: number;
  /** single use: its row in marketplace_sambung until the callback takes it */
  n: string;
  /** A Tokopedia shop this connection replaces (Tokopedia through TikTok Shop). */
  t?: string;
}

/** The sealed info of a connect link (bound to the company and marketplace, with an expiry). */
export function sealConnectInfo(idperusahaan: string, marketplace: Marketplace, now = Date.now(), nonce = randomBytes(12).toString('hex'), tokopedia?: string): string {
  return sealSecret(JSON.stringify({ i: normaliseCompanyId(idperusahaan), m: marketplace, e: now + CONNECT_MINUTES * 60_000, n: nonce, ...(tokopedia ? { t: tokopedia } : {}) } satisfies ConnectInfo));
}

/** The info of a connect link, or why it is refused (changed, another company or marketplace, expired). */
export function openConnectInfo(sealed: string, idperusahaan: string, marketplace: string, now = Date.now()): ConnectInfo | string {
  let info: ConnectInfo;
  try {
    info = JSON.parse(openSecret(sealed)) as ConnectInfo;
  } catch {
    return 'Link penghubung tidak valid (rusak atau bukan dari server ini). Ulangi dari menu Pengaturan Marketplace.';
  }
  if (info.i !== normaliseCompanyId(idperusahaan) || info.m !== marketplaceOf(marketplace)) return 'Link penghubung tidak valid untuk perusahaan atau marketplace ini. Ulangi dari menu Pengaturan Marketplace.';
  if (!(info.e > now)) return `Link penghubung sudah kedaluwarsa (berlaku ${CONNECT_MINUTES} menit). Ulangi dari menu Pengaturan Marketplace.`;
  return info;
}

/** The callback URL a platform sends the seller back to. */
export const callbackUrl = (origin: string, marketplace: Marketplace, idperusahaan: string, sealed: string) =>
  `${origin.replace(/\/+$/, '')}${CALLBACK_PATH}/${marketplace}/${encodeURIComponent(normaliseCompanyId(idperusahaan))}/${encodeURIComponent(sealed)}`;

function adapterOrRefuse(adapters: AdapterFor, m: Marketplace): MarketplaceAdapter {
  let a: MarketplaceAdapter;
  try {
    a = adapters(m);
  } catch (err) {
    throw new ActError(NUM.RULE, err instanceof Error ? err.message : String(err));
  }
  const missing = a.missingConfig();
  if (missing) throw new ActError(NUM.RULE, missing);
  return a;
}

const verifySchema = z.object({ marketplace: z.string().optional(), shop_id: z.union([z.string(), z.number()]).optional() }).passthrough();

/** verifikasi_url_tiktokshop {shop_id}: the Tokopedia shop this connection replaces, checked in the caller's company. */
async function tokopediaToReplace(tx: Parameters<Parameters<Database['tx']>[1]>[0], m: Marketplace, shop_id: unknown): Promise<string | undefined> {
  const id = String(shop_id ?? '').trim();
  if (!id || m !== 'TiktokShop') return undefined;
  const [r] = await tx.select({ shop_id: marketplaceToko.shop_id }).from(marketplaceToko).where(and(eq(marketplaceToko.marketplace, 'Tokopedia'), eq(marketplaceToko.shop_id, id)));
  if (!r) throw new ActError(NUM.NOT_FOUND, `Toko Tokopedia ${id} tidak ditemukan.`);
  return id;
}

function verifyAct(name: string, fixed: Marketplace | null, adapters: () => AdapterFor) {
  return defineAct({
    name,
    summary:
      fixed === 'TiktokShop'
        ? `Link untuk menghubungkan toko TiktokShop {shop_id?: toko Tokopedia yang digantikan} (/pengaturanmp): → tbl_info [{url, encryptedinfo}] — url halaman otorisasi TikTok Shop dengan state = encryptedinfo, tanpa path callback; TikTok Shop kembali ke URL terdaftar ${CALLBACK_PATH}/TiktokShop?code&state (PUBLIC_URL). encryptedinfo disegel server, sekali pakai, berlaku ${CONNECT_MINUTES} menit.`
        : `Link untuk menghubungkan toko ${fixed ?? 'Shopee (bawaan) atau {marketplace}'} (/pengaturanmp): → tbl_info [{url, encryptedinfo}] — url halaman otorisasi marketplace yang kembali ke ${CALLBACK_PATH}/<marketplace>/<idperusahaan>/<encryptedinfo> (PUBLIC_URL); encryptedinfo disegel server, terikat perusahaan dan marketplace, berlaku ${CONNECT_MINUTES} menit.`,
    module: 'marketplace',
    access: { modul: 'mSettingMP', aksi: 'medit' },
    log: false,
    schema: verifySchema,
    async handler(ctx, p): Promise<VerifikasiUrlReply> {
      const m = fixed ?? (p.marketplace ? marketplaceOf(p.marketplace) : 'Shopee');
      if (!m) throw new ActError(NUM.INVALID, `Marketplace '${p.marketplace}' tidak dikenal (${MARKETPLACES.join(', ')}).`);
      const adapter = adapterOrRefuse(adapters(), m);
      const origin = ctx.origin ?? '';
      if (!/^https?:\/\//.test(origin)) throw new ActError(NUM.RULE, 'Alamat publik server belum diketahui: atur PUBLIC_URL (alamat yang dapat dibuka browser penjual), lalu mulai ulang server.');
      const now = Date.now();
      const nonce = randomBytes(12).toString('hex');
      await ctx.tx.delete(marketplaceSambung).where(lt(marketplaceSambung.berlaku, new Date(now)));
      await ctx.tx.insert(marketplaceSambung).values({ nonce, marketplace: m, userid: ctx.session?.userid ?? '', berlaku: new Date(now + CONNECT_MINUTES * 60_000) });
      const encryptedinfo = sealConnectInfo(ctx.company!.idperusahaan, m, now, nonce, await tokopediaToReplace(ctx.tx, m, p.shop_id));
      // TikTok Shop returns to the app's registered URL (spec §7.6: no callback path appended) with `state`.
      return { tbl_info: [{ url: adapter.authUrl(callbackUrl(origin, m, ctx.company!.idperusahaan, encryptedinfo), encryptedinfo), encryptedinfo, marketplace: m }] };
    },
  });
}

/** Warning (spec §9): the authorisation ends within WARNING_DAYS or has ended, or the platform refused the shop. */
export const warningSql = sql<boolean>`(${marketplaceToko.status} <> 'aktif' or (${marketplaceToko.tgl_expired} is not null and ${marketplaceToko.tgl_expired} <= current_date + ${WARNING_DAYS}::int))`;

export const pengaturanmarketplace_show = defineAct({
  name: 'pengaturanmarketplace_show',
  summary:
    'Toko marketplace perusahaan (/pengaturanmp): → tbl_marketplace [{shop_id, namatoko, ShopURL, domain_mp, MarketplaceID, logo, marketplace, dept, aktifharga, levelharga, shop_code, tgl_expired, Warning, status, pesan, token_exp}] — Warning: otorisasi berakhir ≤ 7 hari lagi atau sudah lewat, atau perlu dihubungkan ulang. Token tidak pernah dikirim.',
  module: 'marketplace',
  access: { modul: 'mSettingMP', aksi: 'mopen' },
  readOnly: true,
  schema: z.object({}).passthrough(),
  async handler(ctx): Promise<PengaturanMarketplaceReply> {
    const t = marketplaceToko;
    const rows = await ctx.tx
      .select({
        shop_id: t.shop_id,
        namatoko: t.namatoko,
        ShopURL: t.shopurl,
        domain_mp: t.domain_mp,
        MarketplaceID: t.marketplaceid,
        logo: t.logo,
        marketplace: t.marketplace,
        dept: t.dept,
        aktifharga: t.aktifharga,
        levelharga: t.levelharga,
        shop_code: t.shop_code,
        tgl_expired: t.tgl_expired,
        Warning: warningSql,
        status: t.status,
        pesan: t.pesan,
        token_exp: t.token_exp,
      })
      .from(t)
      .orderBy(asc(t.marketplace), asc(t.namatoko), asc(t.shop_id));
    return { tbl_marketplace: rows.map((r) => ({ ...r, token_exp: r.token_exp ? new Date(r.token_exp).toISOString() : null })) };
  },
});

const delSchema = z
  .object({
    shop_id: z.union([z.string(), z.number()]).optional(),
    shopid: z.union([z.string(), z.number()]).optional(),
    marketplace: z.string().optional(),
  })
  .passthrough();

export const setting_mp_del = defineAct({
  name: 'setting_mp_del',
  summary: 'Putuskan toko marketplace {shop_id, marketplace} (/pengaturanmp): menghapus toko beserta tokennya dari Niaga (otorisasi di marketplace dicabut penjual di sana).',
  module: 'marketplace',
  access: { modul: 'mSettingMP', aksi: 'medit' },
  log: 'hapus',
  schema: delSchema,
  async handler(ctx, p) {
    const shop_id = String(p.shop_id ?? p.shopid ?? '').trim();
    if (!shop_id) throw new ActError(NUM.INVALID, 'Pilih toko yang akan diputuskan (shop_id).');
    const m = p.marketplace ? marketplaceOf(p.marketplace) : null;
    if (p.marketplace && !m) throw new ActError(NUM.INVALID, `Marketplace '${p.marketplace}' tidak dikenal (${MARKETPLACES.join(', ')}).`);
    const t = marketplaceToko;
    const where = m ? and(eq(t.shop_id, shop_id), eq(t.marketplace, m)) : eq(t.shop_id, shop_id);
    const found = await ctx.tx.select({ marketplace: t.marketplace, namatoko: t.namatoko }).from(t).where(where);
    if (!found.length) throw new ActError(NUM.NOT_FOUND, `Toko ${shop_id} tidak ditemukan.`);
    if (found.length > 1) throw new ActError(NUM.INVALID, `Toko ${shop_id} ada di beberapa marketplace: sebutkan marketplace-nya.`);
    await ctx.tx.delete(t).where(and(eq(t.shop_id, shop_id), eq(t.marketplace, found[0].marketplace)));
    ctx.activity?.({ modul: 'mSettingMP', dokumen: `${found[0].marketplace} ${shop_id}`, before: { shop_id, namatoko: found[0].namatoko, marketplace: found[0].marketplace } });
    return { shop_id, marketplace: found[0].marketplace };
  },
});

// ---- the callback ----
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
function page(status: number, title: string, text: string): HttpReply {
  return {
    status,
    contentType: 'text/html; charset=utf-8',
    body:
      `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)} — Niaga</title>` +
      `<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#222}h1{font-size:1.4rem}a{color:#0a58ca}</style></head>` +
      `<body><h1>${esc(title)}</h1><p id="pesan">${esc(text)}</p><p><a href="/pengaturanmp">Kembali ke Pengaturan Marketplace</a></p></body></html>`,
  };
}

export interface ConnectOptions {
  adapterFor?: AdapterFor;
  now?: () => number;
  /** Logs a failure (never a token). */
  log?: (msg: string, err?: unknown) => void;
}

/**
 * The seller's browser back from the platform: the sealed link info checked (and taken: single
 * use), the code exchanged, the shop read and stored with its tokens sealed. A connection made to
 * replace a Tokopedia shop (`verifikasi_url_tiktokshop {shop_id}`) takes over that shop's settings
 * (warehouse, price sync and level) and removes it with its mappings: the /home merge banner
 * (infomerge_toped) shows while a shop is left on Tokopedia.
 */
async function connectShop(db: Database, params: { marketplace: string; idperusahaan: string; info: string }, query: { code?: string; shop_id?: string }, opts: ConnectOptions): Promise<HttpReply> {
  const now = opts.now?.() ?? Date.now();
  const fail = (status: number, text: string) => page(status, 'Toko belum terhubung', text);
  const info = openConnectInfo(params.info, params.idperusahaan, params.marketplace, now);
  if (typeof info === 'string') return fail(400, info);
  let adapter: MarketplaceAdapter;
  try {
    adapter = (opts.adapterFor ?? defaultAdapterFor)(info.m);
  } catch (err) {
    return fail(400, err instanceof Error ? err.message : String(err));
  }
  const code = (query.code ?? '').trim();
  const asked = (query.shop_id ?? '').trim();
  // Lazada's and TikTok Shop's redirects carry only the code: their tokens name the shop.
  if (!code || (asked || !adapter.shopFromTokens ? !/^\d{1,30}$/.test(asked) : false)) return fail(400, 'Otorisasi dibatalkan atau tidak lengkap (tanpa kode atau shop_id). Ulangi dari menu Pengaturan Marketplace.');
  const company = await db.tx(null, (tx) => findCompany(tx, info.i));
  if (!company) return fail(404, 'Id Perusahaan tidak ditemukan.');
  // The link is single-use: taken now, before the platform is called.
  const taken = await db.tx(company.schema_name, (tx) =>
    tx
      .delete(marketplaceSambung)
      .where(and(eq(marketplaceSambung.nonce, String(info.n ?? '')), eq(marketplaceSambung.marketplace, info.m), gt(marketplaceSambung.berlaku, new Date(now))))
      .returning({ nonce: marketplaceSambung.nonce }),
  );
  if (!taken.length) return fail(400, 'Link penghubung ini sudah dipakai. Ulangi dari menu Pengaturan Marketplace.');
  // The platform's calls, outside any transaction.
  let tokens, shop, shop_id;
  try {
    tokens = await adapter.exchangeCode(code, asked);
    shop_id = tokens.shop_id || asked;
    if (!/^\d{1,30}$/.test(shop_id)) throw new MpError('malformed', `Data yang diterima bermasalah: shop_id '${shop_id.slice(0, 40)}' tidak valid.`);
    shop = await adapter.shopInfo({ shop_id, access_token: tokens.access_token });
  } catch (err) {
    opts.log?.(`menghubungkan toko ${info.m} ${asked} gagal`, err);
    const msg = err instanceof MpError ? err.message : 'Marketplace tidak dapat dihubungi.';
    return fail(502, `${info.m} menolak atau tidak menjawab: ${msg} Ulangi dari menu Pengaturan Marketplace.`);
  }
  const authEnd = tokens.auth_expires || shop.auth_expires || '';
  const values = {
    namatoko: shop.namatoko.slice(0, 150),
    shopurl: shop.shopurl.slice(0, 300),
    domain_mp: shop.domain_mp.slice(0, 150),
    logo: shop.logo.slice(0, 300),
    marketplaceid: marketplaceId(info.m),
    token: sealSecret(tokens.access_token),
    refreshtoken: sealSecret(tokens.refresh_token),
    token_exp: new Date(tokens.access_expires),
    tgl_expired: authEnd ? authEnd.slice(0, 10) : null,
    status: 'aktif',
    pesan: '',
    dihubungkan: new Date(now),
    ...(shop.shop_code ? { shop_code: shop.shop_code.slice(0, 60) } : {}),
  };
  const replaced = await db.tx(company.schema_name, async (tx) => {
    const old = info.t ? await replaceTokopedia(tx, info.t) : null;
    await tx
      .insert(marketplaceToko)
      .values({ marketplace: info.m, shop_id, ...(old ?? {}), ...values })
      .onConflictDoUpdate({ target: [marketplaceToko.marketplace, marketplaceToko.shop_id], set: values });
    return old;
  });
  const also = replaced ? ` Toko Tokopedia ${replaced.namatoko} diganti olehnya: tarik item tokonya di Pengaturan Marketplace.` : '';
  return page(200, 'Toko berhasil terhubung', `Toko ${shop.namatoko} (${info.m}) sudah terhubung dengan ${company.nama}.${also} Halaman ini boleh ditutup.`);
}

/** Removes a Tokopedia shop (and its item mappings) that a TikTok Shop connection replaces; its settings for the new row. */
async function replaceTokopedia(tx: Parameters<Parameters<Database['tx']>[1]>[0], shop_id: string) {
  const t = marketplaceToko;
  const where = and(eq(t.marketplace, 'Tokopedia'), eq(t.shop_id, shop_id));
  const [old] = await tx.select({ namatoko: t.namatoko, dept: t.dept, aktifharga: t.aktifharga, levelharga: t.levelharga }).from(t).where(where);
  if (!old) return null;
  await tx.delete(t).where(where);
  const m = itemmpTable();
  await tx.delete(m).where(and(eq(m.marketplace, 'Tokopedia'), eq(m.shop_id, shop_id)));
  const { namatoko, ...settings } = old;
  return { namatoko, ...settings };
}

/** `GET /mp/callback/:marketplace/:idperusahaan/:info?code=&shop_id=`: the seller's browser back from the platform. */
export function callbackRoute(opts: ConnectOptions = {}): HttpRoute {
  return {
    method: 'GET',
    path: `${CALLBACK_PATH}/:marketplace/:idperusahaan/:info`,
    handler: (req, db) => connectShop(db, { marketplace: req.params.marketplace, idperusahaan: req.params.idperusahaan, info: req.params.info }, req.query, opts),
  };
}

/**
 * `GET /mp/callback/:marketplace?code=&state=`: a platform that returns to the app's registered URL
 * (TikTok Shop: `PUBLIC_URL/mp/callback/TiktokShop`, spec §7.6 no callback path appended) with our
 * sealed link info as `state`; the company is the one sealed in it.
 */
export function stateCallbackRoute(opts: ConnectOptions = {}): HttpRoute {
  return {
    method: 'GET',
    path: `${CALLBACK_PATH}/:marketplace`,
    async handler(req, db) {
      const state = (req.query.state ?? '').trim();
      let i = '';
      try {
        i = String((JSON.parse(openSecret(state)) as ConnectInfo).i ?? '');
      } catch {
        // openConnectInfo answers why
      }
      return connectShop(db, { marketplace: req.params.marketplace, idperusahaan: i, info: state }, req.query, opts);
    },
  };
}

// ---- access tokens for workers ----
interface ShopRow {
  token: string;
  refreshtoken: string;
  token_exp: string | Date | null;
  status: string;
  namatoko: string;
}

const shopRow = async (tx: Parameters<Parameters<Database['tx']>[1]>[0], m: Marketplace, shop_id: string, lock: boolean): Promise<ShopRow | null> =>
  ((await rowsOf(
    tx,
    sql`select token, refreshtoken, token_exp, status, namatoko from marketplace_toko where marketplace = ${m} and shop_id = ${shop_id}${lock ? sql` for update` : sql``}`,
  )) as unknown as ShopRow[])[0] ?? null;

const expiresAt = (r: ShopRow) => (r.token_exp ? new Date(r.token_exp).getTime() : 0);

function usable(r: ShopRow | null, m: Marketplace, shop_id: string): ShopRow {
  if (!r) throw new MpError('auth', `Toko ${m} ${shop_id} tidak terhubung.`, false);
  if (r.status !== 'aktif') throw new MpError('auth', `Toko ${r.namatoko} (${m}) perlu dihubungkan ulang di Pengaturan Marketplace.`, false);
  return r;
}

/**
 * The valid access token of a company's shop (AccessFor). A token that expires within
 * REFRESH_MARGIN_MS is refreshed first under the shop row's lock (`for update`, in a short
 * transaction of its own that holds nothing else): a second worker waits, then reads the new
 * token — Shopee's refresh tokens are single-use. The platform's refusal of the refresh marks the
 * shop `perlu_hubung_ulang` (its Warning in /pengaturanmp); a retriable failure (busy, network)
 * leaves it as it was. Never call it inside a document's transaction.
 */
export function accessFor(db: Database, schema: string, opts: ConnectOptions = {}): AccessFor {
  const adapters = opts.adapterFor ?? defaultAdapterFor;
  const now = opts.now ?? Date.now;
  return async (m, shop_id): Promise<ShopAuth> => {
    const r = usable(await db.tx(schema, (tx) => shopRow(tx, m, shop_id, false)), m, shop_id);
    if (expiresAt(r) - now() > REFRESH_MARGIN_MS) return { shop_id, access_token: openSecret(r.token) };
    let refused: MpError | null = null;
    const out = await db.tx(schema, async (tx) => {
      const cur = usable(await shopRow(tx, m, shop_id, true), m, shop_id);
      // Another worker refreshed while this one waited for the lock.
      if (expiresAt(cur) - now() > REFRESH_MARGIN_MS) return { shop_id, access_token: openSecret(cur.token) };
      try {
        const t = await adapters(m).refresh(shop_id, openSecret(cur.refreshtoken));
        await tx
          .update(marketplaceToko)
          .set({ token: sealSecret(t.access_token), refreshtoken: sealSecret(t.refresh_token), token_exp: new Date(t.access_expires), pesan: '', ...(t.auth_expires ? { tgl_expired: t.auth_expires.slice(0, 10) } : {}) })
          .where(and(eq(marketplaceToko.marketplace, m), eq(marketplaceToko.shop_id, shop_id)));
        return { shop_id, access_token: t.access_token };
      } catch (err) {
        if (!(err instanceof MpError) || err.retriable || err.kind === 'config' || err.kind === 'network') throw err;
        // Refused for good (an old or used refresh token, a revoked shop): the seller must connect again.
        refused = err;
        await tx
          .update(marketplaceToko)
          .set({ status: NEEDS_RECONNECT, pesan: `Perpanjangan token ditolak ${m}: ${err.message}`.slice(0, 500) })
          .where(and(eq(marketplaceToko.marketplace, m), eq(marketplaceToko.shop_id, shop_id)));
        return null;
      }
    });
    if (refused) throw refused;
    return out!;
  };
}

/**
 * Whether this server can open a shop's sealed token: false only for an `s1:` value sealed under
 * another key (a server of another deployment sharing the database — CI's parallel test servers —
 * or a server started with the wrong NIAGA_SECRET_KEY). The worker and the order poll leave such a
 * shop to the server that sealed it (docs/marketplace.md "Which rows a server takes").
 */
export function opensHere(sealed: string | null | undefined): boolean {
  if (!sealed || !sealed.startsWith('s1:')) return true;
  try {
    openSecret(sealed);
    return true;
  } catch {
    return false;
  }
}

/** accessFor by company id (idperusahaan). */
export async function accessForCompany(db: Database, idperusahaan: string, opts: ConnectOptions = {}): Promise<AccessFor> {
  const c = await db.tx(null, (tx) => findCompany(tx, idperusahaan));
  if (!c) throw new Error(`perusahaan ${idperusahaan} tidak ada`);
  return accessFor(db, c.schema_name, opts);
}

// ---- which companies hold a shop; what a push says of its connection ----

/**
 * The companies that have this shop connected (a push names the shop, not the company). One
 * statement over every company schema.
 */
export async function companiesOfShop(db: Database, m: Marketplace, shop_id: string): Promise<Company[]> {
  const all = await db.tx(null, (tx) => tx.select(companyCols).from(companies));
  if (!all.length) return [];
  const parts = all.map((c, i) => sql.raw(`${i ? ' union all ' : ''}select ${c.id} as id from "${c.schema_name}".marketplace_toko where marketplace = `).append(sql`${m} and shop_id = ${shop_id}`));
  const found = new Set((await db.tx(null, (tx) => rowsOf<{ id: number }>(tx, sql.join(parts, sql.raw(''))))).map((r) => r.id));
  return all.filter((c) => found.has(c.id));
}

/**
 * What a push says about a shop's connection, kept in every company that holds it: revoked → the
 * shop needs connecting again (Warning); expiring → its authorisation end (Warning from 7 days
 * before). Order pushes are not handled here. Answers the companies touched.
 */
export async function applyShopPush(db: Database, m: Marketplace, push: MpPush): Promise<Company[]> {
  if (push.kind !== 'revoked' && push.kind !== 'expiring') return [];
  if (!push.shop_id) return [];
  const held = await companiesOfShop(db, m, push.shop_id);
  const where = and(eq(marketplaceToko.marketplace, m), eq(marketplaceToko.shop_id, push.shop_id));
  for (const c of held)
    await db.tx(c.schema_name, async (tx) => {
      if (push.kind === 'revoked') await tx.update(marketplaceToko).set({ status: NEEDS_RECONNECT, pesan: `Otorisasi toko dicabut di ${m}: hubungkan ulang.` }).where(where);
      else if (push.expires) await tx.update(marketplaceToko).set({ tgl_expired: push.expires.slice(0, 10) }).where(where);
    });
  return held;
}

export const connectActs = (adapters: () => AdapterFor = () => defaultAdapterFor) => [
  verifyAct('verifikasi_url', null, adapters),
  verifyAct('verifikasi_url_lazada', 'Lazada', adapters),
  verifyAct('verifikasi_url_tiktokshop', 'TiktokShop', adapters),
  pengaturanmarketplace_show,
  setting_mp_del,
];
