/**
 * A platform's push (webhook), `POST /mp/push/:marketplace` (issue 37 item 5; INTEGRATIONS.md
 * "Rules every adapter follows"): the adapter checks its signature over the callback URL we gave
 * (PUBLIC_URL + path) and the exact body — a bad one is refused (401, JSON) and logged, nothing
 * stored. A good one is answered at once, 200 with an empty body; it is stored once per body
 * (`mp_push`, unique on its hash: the same push again adds nothing and does nothing) in each company
 * that holds the shop. A push is a hint: an order push makes the order be fetched by API
 * (`orderDetail`) and imported after the answer (the import is idempotent, so a push beside a poll
 * still makes one document); revoked / expiring mark the shop (connect.ts applyShopPush). The
 * companies are those that hold the shop (connect.ts companiesOfShop); an order is pulled only in
 * those whose shop token this server can open (connect.ts opensHere, the worker's claim rule).
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { isMovingError, type Company, type Database, type HttpReply, type HttpRequestIn, type HttpRoute } from '@niaga/kernel/server';
import { MpError, type MpPush } from '../adapter';
import { MARKETPLACES, type Marketplace } from '../shops';
import { marketplaceToko } from '../tables';
import { applyShopPush, companiesOfShop, opensHere } from '../connect';
import { startPull } from './acts';
import { adapterOf, orderDeps } from './deps';
import { MALFORMED_MSG, messageOf, NUM_MALFORMED } from './errors';
import type { OrderShop } from './import';
import { mpPush } from './tables';

export const PUSH_PATH = '/mp/push/:marketplace';
/** An order push for a shop whose token this server cannot open: stored, left to the poll of the server that can. */
export const FOREIGN_MSG = 'Token toko dibuka oleh server lain; pesanan diambil saat tarik berikutnya di server itu.';

const json = (status: number, num: number, msg: string): HttpReply => ({ status, body: JSON.stringify({ num, msg, data: null }) });
/** What the platforms expect of a push received: 2xx, nothing in the body. */
const OK: HttpReply = { status: 200, contentType: 'text/plain; charset=utf-8', body: '' };

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
  const held = p.shop_id ? await companiesOfShop(db, marketplace, p.shop_id) : [];
  if (!held.length) {
    // Answered all the same: a shop disconnected here is no reason for the platform to send again.
    console.warn(`[marketplace] push ${marketplace} untuk toko ${p.shop_id || '(tanpa shop_id)'} yang tidak terhubung, diabaikan.`);
    return OK;
  }
  // Revoked / expiring: the shop marked in every company that holds it (connect.ts).
  if (p.kind === 'revoked' || p.kind === 'expiring') await applyShopPush(db, marketplace, p);
  // A company being moved to another server refuses it (nothing stored): the others keep theirs,
  // and the platform, answered 503, sends it again — stored once where it already was (the push's sidik).
  let moving: unknown = null;
  for (const company of held)
    await receiveIn(db, company, marketplace, p, req.rawBody).catch((e: unknown) => {
      if (!isMovingError(e)) throw e;
      moving = e;
    });
  if (moving) throw moving;
  return OK;
}

/** A good push in one company that holds its shop: stored once, an order's acted on after the answer. */
async function receiveIn(db: Database, company: Company, marketplace: Marketplace, p: MpPush, rawBody: string): Promise<void> {
  const [s] = await db.tx(company.schema_name, (tx) =>
    tx
      .select({ marketplace: marketplaceToko.marketplace, shop_id: marketplaceToko.shop_id, namatoko: marketplaceToko.namatoko, dept: marketplaceToko.dept, token: marketplaceToko.token })
      .from(marketplaceToko)
      .where(and(eq(marketplaceToko.marketplace, marketplace), eq(marketplaceToko.shop_id, p.shop_id)))
      .limit(1),
  );
  if (!s) return;
  const { token, ...rest } = s;
  const shop: OrderShop = { ...rest, marketplace };
  // A shop whose token this server cannot open (sealed under another key: another deployment on the
  // same database) is pulled by the server that can — its poll — as the worker's claim rule does.
  const foreign = p.kind === 'order' && !opensHere(token);
  const sidik = createHash('sha256').update(rawBody).digest('hex');
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
        isi: rawBody.slice(0, 20_000),
        ...(p.kind === 'order' && !foreign ? {} : { diproses: sql`now()` }),
        ...(foreign ? { msg: FOREIGN_MSG } : {}),
      })
      .onConflictDoNothing()
      .returning({ id: mpPush.id }),
  );
  // The same push again: received already, acted on already.
  if (!row || p.kind !== 'order' || foreign) return;
  const done = (msg: string) => db.tx(company.schema_name, (tx) => tx.update(mpPush).set({ diproses: sql`now()`, msg: msg.slice(0, 2000) }).where(eq(mpPush.id, row.id)));
  // After the answer: the order is fetched from the platform and imported (never inside a transaction).
  const work = new Promise((r) => setImmediate(r))
    .then(() => startPull(db, company, shop, 'push', [p.no_order_mp]))
    .then((r) => done(r ? (r.gagal[0]?.msg ?? '') : 'Akses toko belum tersedia; pesanan diambil saat tarik berikutnya.'))
    .catch((e: unknown) => done(messageOf(e)).catch(() => undefined))
    .finally(() => pending.delete(work));
  pending.add(work);
}

export const pushRoute: HttpRoute = { method: 'POST', path: PUSH_PATH, handler: receivePush };
