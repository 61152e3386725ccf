/**
 * A platform's push (webhook), `POST /mp/push/:marketplace` (issue 37 item 5; INTEGRATIONS.md
 * "Rules every adapter follows"): the adapter checks its signature over the callback URL we gave
 * (PUBLIC_URL + path) and the exact body — a bad one is refused (401, JSON) and logged, nothing
 * stored. A good one is answered at once, 200 with an empty body; it is stored once per body
 * (`mp_push`, unique on its hash: the same push again adds nothing and does nothing) in the company
 * that has the shop. A push is a hint: an order push makes the order be fetched by API
 * (`orderDetail`) and imported after the answer (the import is idempotent, so a push beside a poll
 * still makes one document); authorised / revoked / expiring mark the shop (`status`, `pesan`, `tgl_expired` of connect.ts).
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { companies, type Company, type Database, type HttpReply, type HttpRequestIn, type HttpRoute } from '@niaga/kernel/server';
import { MpError, type MpPush } from '../adapter';
import { MARKETPLACES, type Marketplace } from '../shops';
import { marketplaceToko } from '../tables';
import { NEEDS_RECONNECT } from '../connect';
import { startPull } from './acts';
import { adapterOf, orderDeps } from './deps';
import { MALFORMED_MSG, messageOf, NUM_MALFORMED } from './errors';
import type { OrderShop } from './import';
import { mpPush } from './tables';

export const PUSH_PATH = '/mp/push/:marketplace';

const json = (status: number, num: number, msg: string): HttpReply => ({ status, body: JSON.stringify({ num, msg, data: null }) });
/** What the platforms expect of a push received: 2xx, nothing in the body. */
const OK: HttpReply = { status: 200, contentType: 'text/plain; charset=utf-8', body: '' };

/** The company that has this shop connected (a shop belongs to one company), with the shop. */
async function ownerOf(db: Database, marketplace: Marketplace, shop_id: string): Promise<{ company: Company; shop: OrderShop } | null> {
  const all = (await db.tx(null, (tx) =>
    tx.select({ id: companies.id, idperusahaan: companies.idperusahaan, nama: companies.nama, schema_name: companies.schema_name, startflag: companies.startflag, ip_sistem: companies.ip_sistem }).from(companies),
  )) as Company[];
  for (const company of all) {
    const [s] = await db
      .tx(company.schema_name, (tx) =>
        tx
          .select({ marketplace: marketplaceToko.marketplace, shop_id: marketplaceToko.shop_id, namatoko: marketplaceToko.namatoko, dept: marketplaceToko.dept })
          .from(marketplaceToko)
          .where(and(eq(marketplaceToko.marketplace, marketplace), eq(marketplaceToko.shop_id, shop_id)))
          .limit(1),
      )
      .catch(() => []);
    if (s) return { company, shop: { ...s, marketplace } };
  }
  return null;
}

/**
 * Marks the shop as a push about its authorisation says (connect.ts's columns; the Warning of
 * /pengaturanmp is derived from them): revoked → needs connecting again; expiring → its end date;
 * authorised → usable again.
 */
async function markShop(db: Database, company: Company, shop: OrderShop, p: MpPush) {
  const set =
    p.kind === 'authorised'
      ? { status: 'aktif', pesan: '' }
      : p.kind === 'revoked'
        ? { status: NEEDS_RECONNECT, pesan: `Otorisasi toko dicabut di ${shop.marketplace}: hubungkan ulang toko.` }
        : p.kind === 'expiring' && p.expires
          ? { tgl_expired: p.expires.slice(0, 10) }
          : null;
  if (!set) return;
  await db.tx(company.schema_name, (tx) => tx.update(marketplaceToko).set(set).where(and(eq(marketplaceToko.marketplace, shop.marketplace), eq(marketplaceToko.shop_id, shop.shop_id))));
}

/** The order pushes being acted on after their answer. */
const pending = new Set<Promise<unknown>>();
/** Waits for the pushes' work under way (tests, shutdown). */
export const pushesSettled = () => Promise.allSettled([...pending]);

/** Handles one push (see the file's comment). */
export async function receivePush(req: HttpRequestIn, db: Database): Promise<HttpReply> {
  const marketplace = MARKETPLACES.find((m) => m.toLowerCase() === String(req.params.marketplace ?? '').toLowerCase());
  const adapter = marketplace ? adapterOf(marketplace) : null;
  if (!marketplace || !adapter) return json(404, 40, 'Marketplace tidak dikenal.');
  const missing = adapter.missingConfig();
  if (missing) return json(503, 1, missing);
  const url = `${orderDeps().publicUrl()}/mp/push/${req.params.marketplace}`;
  let p: MpPush;
  try {
    p = adapter.readPush(url, req.rawBody, req.headers);
  } catch (e) {
    if (e instanceof MpError && e.kind === 'sign') {
      console.warn(`[marketplace] push ${marketplace} ditolak dari ${req.ip}: ${e.message}`);
      return json(401, 30, 'Tanda tangan push tidak sah.');
    }
    if (e instanceof MpError && e.kind === 'malformed') {
      console.warn(`[marketplace] push ${marketplace} dari ${req.ip} bermasalah: ${e.message}`);
      return json(400, NUM_MALFORMED, MALFORMED_MSG);
    }
    throw e;
  }
  const owner = p.shop_id ? await ownerOf(db, marketplace, p.shop_id) : null;
  if (!owner) {
    // Answered all the same: a shop disconnected here is no reason for the platform to send again.
    console.warn(`[marketplace] push ${marketplace} untuk toko ${p.shop_id || '(tanpa shop_id)'} yang tidak terhubung, diabaikan.`);
    return OK;
  }
  const { company, shop } = owner;
  const sidik = createHash('sha256').update(req.rawBody).digest('hex');
  const [row] = await db.tx(company.schema_name, (tx) =>
    tx
      .insert(mpPush)
      .values({
        marketplace,
        shop_id: shop.shop_id,
        jenis: p.kind,
        no_order_mp: p.kind === 'order' ? p.no_order_mp.slice(0, 60) : '',
        status: p.kind === 'order' ? p.status.slice(0, 30) : '',
        sidik,
        isi: req.rawBody.slice(0, 20_000),
      })
      .onConflictDoNothing()
      .returning({ id: mpPush.id }),
  );
  // The same push again: received already, acted on already.
  if (!row) return OK;
  const done = (msg: string) =>
    db.tx(company.schema_name, (tx) => tx.update(mpPush).set({ diproses: sql`now()`, msg: msg.slice(0, 2000) }).where(eq(mpPush.id, row.id)));
  if (p.kind === 'order') {
    // After the answer: the order is fetched from the platform and imported (never inside a transaction).
    const work = new Promise((r) => setImmediate(r))
      .then(() => startPull(db, company, shop, 'push', [p.no_order_mp]))
      .then((r) => done(r ? (r.gagal[0]?.msg ?? '') : 'Akses toko belum tersedia; pesanan diambil saat tarik berikutnya.'))
      .catch((e: unknown) => done(messageOf(e)).catch(() => undefined))
      .finally(() => pending.delete(work));
    pending.add(work);
    return OK;
  }
  await markShop(db, company, shop, p);
  await done('');
  return OK;
}

export const pushRoute: HttpRoute = { method: 'POST', path: PUSH_PATH, handler: receivePush };
