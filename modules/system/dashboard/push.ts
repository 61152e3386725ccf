/**
 * Messages to browsers (spec §7.8, §5): live to the open pages (./live.ts, server-sent events) and
 * Web Push (VAPID, the `web-push` package) to the browsers subscribed. The VAPID key pair is made
 * once on the server and kept in control.push_vapid; the browser asks for the public key
 * (`push_vapidkey`). A subscription belongs to one company and login id, so a per-user message is
 * pushed only to that user's browsers and a per-company one only to that company's.
 */
import { z } from 'zod';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Agent } from 'node:https';
import webpush from 'web-push';
import { ActError, NUM } from '@niaga/kernel';
import { defineAct, requireCompany, rowsOf, type ActContext, type Database, type Tx } from '@niaga/kernel/server';
import { announceEverywhere, topicOf, type LiveMessage } from './live';
import { pushLangganan, pushVapid } from './push-tables';
import type { PushKeyReply } from '../replies';

/** The subject the push services may contact (VAPID `sub`). */
const SUBJECT = () => process.env.PUSH_SUBJECT || process.env.PUBLIC_URL || 'mailto:admin@niaga.invalid';

let cached: { publicKey: string; privateKey: string } | null = null;

/** The HTTPS agent used to reach push services (tests point it at a local service with its own certificate). */
let agent: Agent | undefined;
export const setPushAgent = (a: Agent | undefined) => void (agent = a);

/** The service's VAPID keys, made on first use. */
export async function vapidKeys(tx: Tx): Promise<{ publicKey: string; privateKey: string }> {
  if (cached) return cached;
  let [row] = await tx.select().from(pushVapid).orderBy(asc(pushVapid.id)).limit(1);
  if (!row) {
    const k = webpush.generateVAPIDKeys();
    await tx.insert(pushVapid).values({ public_key: k.publicKey, private_key: k.privateKey });
    [row] = await tx.select().from(pushVapid).orderBy(asc(pushVapid.id)).limit(1);
  }
  cached = { publicKey: row.public_key, privateKey: row.private_key };
  return cached;
}

export const push_vapidkey = defineAct({
  name: 'push_vapidkey',
  summary: 'Kunci publik VAPID layanan untuk berlangganan Web Push: → tbl_push [{publickey}].',
  module: 'system',
  schema: z.object({}).passthrough(),
  async handler(ctx): Promise<PushKeyReply> {
    return { tbl_push: [{ publickey: (await vapidKeys(ctx.tx)).publicKey }] };
  },
});

const b64 = (label: string) => z.string({ error: `${label} wajib diisi` }).trim().min(1, `${label} wajib diisi`).max(200).regex(/^[A-Za-z0-9_=-]+$/, `${label} tidak valid`);

export const push_langganan = defineAct({
  name: 'push_langganan',
  summary: 'Mendaftarkan langganan Web Push browser ini untuk user dan perusahaan sesi: endpoint (https), keys {p256dh, auth} → data {id}.',
  module: 'system',
  log: false,
  schema: z
    .object({
      endpoint: z.string({ error: 'endpoint wajib diisi' }).trim().url('endpoint harus berupa URL').max(1000).refine((u) => u.startsWith('https://'), 'endpoint harus https'),
      keys: z.object({ p256dh: b64('p256dh'), auth: b64('auth') }),
    })
    .passthrough(),
  async handler(ctx, p) {
    const row = { company_id: ctx.company!.id, userid: ctx.session!.userid, endpoint: p.endpoint, p256dh: p.keys.p256dh, auth: p.keys.auth };
    const [r] = await ctx.tx
      .insert(pushLangganan)
      .values(row)
      .onConflictDoUpdate({ target: pushLangganan.endpoint, set: { company_id: row.company_id, userid: row.userid, p256dh: row.p256dh, auth: row.auth } })
      .returning({ id: pushLangganan.id });
    return { id: r.id };
  },
});

export const push_berhenti = defineAct({
  name: 'push_berhenti',
  summary: 'Menghapus langganan Web Push browser ini (endpoint) milik user sesi → data {dihapus}.',
  module: 'system',
  log: false,
  schema: z.object({ endpoint: z.string().trim().min(1).max(1000) }).passthrough(),
  async handler(ctx, p) {
    const gone = await ctx.tx
      .delete(pushLangganan)
      .where(and(eq(pushLangganan.endpoint, p.endpoint), eq(pushLangganan.company_id, ctx.company!.id), eq(pushLangganan.userid, ctx.session!.userid)))
      .returning({ id: pushLangganan.id });
    return { dihapus: gone.length };
  },
});

export interface Sent {
  live: number;
  push: number;
  gagal: number;
}

/** Pushes a message to subscriptions; returns how many went and the ids the push service says are gone (404, 410). */
async function deliver(keys: { publicKey: string; privateKey: string }, subs: Array<typeof pushLangganan.$inferSelect>, m: LiveMessage) {
  const body = JSON.stringify({ ...m, topik: topicOf(m) });
  const gone: number[] = [];
  let push = 0;
  await Promise.all(
    subs.map(async (s) => {
      try {
        await webpush.sendNotification({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, body, {
          vapidDetails: { subject: SUBJECT(), publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: 24 * 3600,
          timeout: 10_000,
          ...(agent ? { agent } : {}),
        });
        push++;
      } catch (e) {
        const status = (e as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) gone.push(s.id);
      }
    }),
  );
  return { push, gagal: subs.length - push, gone };
}

/** The subscriptions a message reaches: its company's, and for a per-user message that user's only. */
async function subscriptionsOf(tx: Tx, companyId: number, m: LiveMessage) {
  const where = m.userid ? and(eq(pushLangganan.company_id, companyId), eq(pushLangganan.userid, m.userid.toUpperCase())) : eq(pushLangganan.company_id, companyId);
  return tx.select().from(pushLangganan).where(where);
}

export interface Sent {
  live: number;
  push: number;
  gagal: number;
}

/**
 * Sends a message from outside a request (another module's job, a tool): live to the open pages
 * it reaches and by Web Push to the subscriptions of its company (and user); subscriptions gone
 * at the push service are removed.
 */
export async function sendMessage(db: Database, m: LiveMessage): Promise<Sent> {
  const live = await announceEverywhere(db, m);
  const { keys, subs } = await db.tx(null, async (tx) => {
    const co = await requireCompany(tx, m.idperusahaan);
    return { keys: await vapidKeys(tx), subs: await subscriptionsOf(tx, co.id, m) };
  });
  const r = await deliver(keys, subs, m);
  if (r.gone.length) await db.tx(null, (tx) => tx.delete(pushLangganan).where(inArray(pushLangganan.id, r.gone)));
  return { live, push: r.push, gagal: r.gagal };
}

/**
 * Sends a message from an act, to the act's own company: live now and by Web Push without waiting
 * for the push services. Call it last in the handler (after every check that may refuse).
 */
export async function sendFromAct(ctx: ActContext, m: LiveMessage): Promise<{ live: number; push: number }> {
  const keys = await vapidKeys(ctx.tx);
  const subs = await subscriptionsOf(ctx.tx, ctx.company!.id, m);
  const live = await announceEverywhere(ctx.db, m, ctx.tx);
  void deliver(keys, subs, m).catch(() => undefined);
  return { live, push: subs.length };
}

export const pesan_kirim = defineAct({
  name: 'pesan_kirim',
  summary:
    'Mengirim pesan ke satu user perusahaan sendiri (userid; topik pesan<idperusahaan><userid>) atau ke semua user perusahaan (tanpa userid; topik pesan<idperusahaan>): judul, isi → data {live (halaman terbuka yang menerima), push (langganan Web Push yang dikirimi)}. 40 bila user tidak ada. Hak Pengaturan (mSPengaturan · mopen).',
  module: 'system',
  access: { modul: 'mSPengaturan', aksi: 'mopen' },
  log: 'pesan',
  schema: z
    .object({
      userid: z.string().trim().toUpperCase().max(30).optional().default(''),
      judul: z.string({ error: 'Judul wajib diisi' }).trim().min(1, 'Judul wajib diisi').max(200, 'Judul maksimal 200 karakter'),
      isi: z.string().trim().max(2000, 'Isi pesan maksimal 2000 karakter').optional().default(''),
    })
    .passthrough(),
  async handler(ctx, p) {
    if (p.userid) {
      const found = await rowsOf<{ n: number }>(ctx.tx, sql`select 1 as n from pengguna where userid = ${p.userid} limit 1`);
      if (!found.length) throw new ActError(NUM.NOT_FOUND, `User ${p.userid} tidak ditemukan.`, { fields: { userid: 'User tidak ditemukan' } });
    }
    const m: LiveMessage = { topic: 'pesan', idperusahaan: ctx.company!.idperusahaan, ...(p.userid ? { userid: p.userid } : {}), judul: p.judul, isi: p.isi };
    return { ...(await sendFromAct(ctx, m)), topik: topicOf(m) };
  },
});
