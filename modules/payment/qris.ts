/**
 * QRIS at the till (issue 38 items 2–3): `qris_buat` makes the QR of one payment — the shop's
 * static QRIS made dynamic (the cashier confirms), or the SNAP gateway's qr-mpm-generate (the
 * gateway confirms by qr-mpm-notify, or by qr-mpm-query when `qris_status` asks) —, `qris_status`
 * follows it, `qris_batal` cancels it. A sale takes a paid QRIS once (`claimQris`, called by the
 * sale's own save). A payment that arrives after the QR was cancelled or timed out is never a sale:
 * it is marked `refund`. The gateway is called only after the act's transaction (afterCommit).
 * Server only.
 */
import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { afterCommit, defineAct, rowsOf, type ActContext, type Database, type Tx } from '@niaga/kernel/server';
import { dec, money } from '@niaga/core';
import { dynamicQris, qrisAmount, QrisError } from '@niaga/core/qris';
import { qrisBayar } from './tables';
import { roleAccount } from '@niaga/accounting';
import { decodedOf, gatewayRow, PERAN_QRIS, snapConfigOf } from './settings';
import { snapGenerate, snapQuery, SnapError } from './snap/client';
import type { QrisBuatReply, QrisStatus, QrisStatusReply } from './replies';

export type QrisRow = typeof qrisBayar.$inferSelect;

/** How often `qris_status` asks the gateway at most (the notify is the fast path). */
export const QUERY_EVERY_MS = 3000;

const FLAG_OFF = 'Pembayaran QRIS belum diaktifkan untuk user ini (flag QRIS di Data User).';

async function userFlags(ctx: ActContext): Promise<{ qris: boolean; snap: boolean }> {
  const [u] = await rowsOf<{ qrisaktif: boolean; snapaktif: boolean }>(ctx.tx, sql`select qrisaktif, snapaktif from pengguna where userid = ${ctx.session?.userid ?? ''}`);
  return { qris: !!u?.qrisaktif, snap: !!u?.snapaktif };
}

/** A new referensi: the company's id (the notify finds its company by it), '-', time and random. */
export const newReferensi = (idperusahaan: string) => `${idperusahaan}-Q${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;
/** The company a referensi belongs to. */
export const companyOfReferensi = (ref: string) => (ref.lastIndexOf('-') > 0 ? ref.slice(0, ref.lastIndexOf('-')) : '');

const statusReply = (r: QrisRow): QrisStatusReply => ({
  referensi: r.referensi,
  status: r.status as QrisStatus,
  nominal: r.nominal,
  mode: r.mode as 'statis' | 'snap',
  kedaluwarsa: r.kedaluwarsa.toISOString(),
  dipakai: r.dipakai,
});

async function lockRow(tx: Tx, referensi: string): Promise<QrisRow | null> {
  const [r] = await tx.select().from(qrisBayar).where(eq(qrisBayar.referensi, referensi)).for('update').limit(1);
  return r ?? null;
}

const buatSchema = z
  .object({
    total: z.union([z.string(), z.number()]).transform((v) => String(v).trim()),
    notransaksi: z.string().trim().max(40).default(''),
  })
  .passthrough();

export const qris_buat = defineAct({
  name: 'qris_buat',
  summary:
    'Buat QRIS dinamis untuk satu pembayaran di kasir (user dengan flag QRIS): total (rupiah bulat), notransaksi → data {qris, referensi, kedaluwarsa (ISO), nominal, mode statis|snap, merchant}. Tanpa gateway: QRIS statis toko dengan nominal (kasir mengonfirmasi); dengan gateway SNAP (dan flag SNAP user): qr-mpm-generate, dipanggil setelah transaksi.',
  module: 'payment',
  access: { modul: 'mJual', aksi: 'madd' },
  log: false,
  schema: buatSchema,
  async handler(ctx, p): Promise<QrisBuatReply | ReturnType<typeof afterCommit>> {
    const flags = await userFlags(ctx);
    if (!flags.qris) throw new ActError(NUM.RULE, FLAG_OFF);
    let nominal: string;
    try {
      nominal = money(qrisAmount(p.total));
    } catch (e) {
      if (e instanceof QrisError) throw new ActError(NUM.INVALID, e.message, { fields: { total: e.message } });
      throw e;
    }
    const g = await gatewayRow(ctx.tx);
    const snap = flags.snap ? snapConfigOf(g) : null;
    if (!snap && !g?.qrisstatis) throw new ActError(NUM.RULE, 'QRIS toko belum diatur: isi QRIS statis di Pengaturan Payment Gateway (/paymentgateway).');
    const referensi = newReferensi(ctx.company!.idperusahaan);
    const kedaluwarsa = new Date(Date.now() + (g?.menit ?? 5) * 60_000);
    const base = { referensi, notransaksi: p.notransaksi, nominal, kedaluwarsa, userid: ctx.session?.userid ?? '' };
    if (!snap) {
      const qris = dynamicQris(g!.qrisstatis, nominal);
      await ctx.tx.insert(qrisBayar).values({ ...base, qris, mode: 'statis' });
      return { qris, referensi, kedaluwarsa: kedaluwarsa.toISOString(), nominal, mode: 'statis', merchant: decodedOf(g!.qrisstatis)?.merchant ?? '' };
    }
    await ctx.tx.insert(qrisBayar).values({ ...base, qris: '', mode: 'snap' });
    const db = ctx.db;
    const schema = ctx.company!.schema_name;
    return afterCommit(async (): Promise<QrisBuatReply> => {
      let made: { qrContent: string; referenceNo: string };
      try {
        made = await snapGenerate(snap, { referensi, nominal, berlaku: kedaluwarsa });
      } catch (e) {
        const msg = e instanceof SnapError ? e.message : `Gateway SNAP gagal: ${e instanceof Error ? e.message : String(e)}`;
        await db.tx(schema, (tx) => tx.update(qrisBayar).set({ status: 'gagal', pesan: msg.slice(0, 500) }).where(eq(qrisBayar.referensi, referensi)));
        throw new ActError(NUM.RULE, msg);
      }
      await db.tx(schema, (tx) => tx.update(qrisBayar).set({ qris: made.qrContent, refgateway: made.referenceNo }).where(eq(qrisBayar.referensi, referensi)));
      return { qris: made.qrContent, referensi, kedaluwarsa: kedaluwarsa.toISOString(), nominal, mode: 'snap', merchant: decodedOf(made.qrContent)?.merchant ?? '' };
    });
  },
});

/**
 * What the gateway says of a QRIS, applied once under the row's lock: paid while waiting → dibayar;
 * paid after it was cancelled, timed out or failed → refund (no sale may take it); failed or
 * cancelled while waiting → gagal. Paid again (a second notify) changes nothing.
 */
export async function applyGatewayStatus(tx: Tx, referensi: string, latest: string, opts: { notify?: boolean; nominal?: string } = {}): Promise<QrisRow | null> {
  const r = await lockRow(tx, referensi);
  if (!r) return null;
  const set: Partial<QrisRow> = opts.notify ? { notifikasi: r.notifikasi + 1 } : { ditanya: new Date() };
  if (latest === '00') {
    if (opts.nominal !== undefined && !dec(opts.nominal).eq(dec(r.nominal))) set.pesan = `Nominal dari gateway ${opts.nominal} berbeda dengan ${r.nominal}.`;
    if (r.status === 'menunggu' && r.kedaluwarsa.getTime() >= Date.now() && !set.pesan) Object.assign(set, { status: 'dibayar', dibayar: new Date() });
    else if (r.status !== 'dibayar' && r.status !== 'refund') Object.assign(set, { status: 'refund', dibayar: new Date(), pesan: set.pesan ?? 'Dibayar setelah QRIS dibatalkan atau kedaluwarsa: kembalikan dana.' });
  } else if ((latest === '05' || latest === '06') && r.status === 'menunggu') set.status = 'gagal';
  const [u] = await tx.update(qrisBayar).set(set).where(eq(qrisBayar.id, r.id)).returning();
  return u;
}

const refSchema = z.object({ referensi: z.string().trim().min(1, 'referensi wajib diisi').max(64) }).passthrough();

async function expireIfDue(tx: Tx, r: QrisRow): Promise<QrisRow> {
  if (r.status !== 'menunggu' || r.kedaluwarsa.getTime() >= Date.now()) return r;
  const [u] = await tx.update(qrisBayar).set({ status: 'kedaluwarsa' }).where(sql`${qrisBayar.id} = ${r.id} and ${qrisBayar.status} = 'menunggu'`).returning();
  return u ?? r;
}

async function rowOrRefuse(tx: Tx, referensi: string): Promise<QrisRow> {
  const [r] = await tx.select().from(qrisBayar).where(eq(qrisBayar.referensi, referensi)).limit(1);
  if (!r) throw new ActError(NUM.NOT_FOUND, `QRIS ${referensi} tidak ditemukan.`);
  return r;
}

/** Asks the gateway (outside any transaction) and applies its answer; then expires the QR when its time is up. */
async function askGateway(db: Database, schema: string, r: QrisRow): Promise<QrisRow> {
  const snap = snapConfigOf(await db.tx(schema, (tx) => gatewayRow(tx)));
  let latest = '';
  if (snap) {
    try {
      latest = (await snapQuery(snap, { referensi: r.referensi, refgateway: r.refgateway })).status;
    } catch (e) {
      // The till keeps waiting; the notify or the next ask may still come.
      console.warn(`[payment] qr-mpm-query ${r.referensi}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return db.tx(schema, async (tx) => {
    const u = latest ? await applyGatewayStatus(tx, r.referensi, latest) : await lockRow(tx, r.referensi);
    return expireIfDue(tx, u ?? r);
  });
}

export const qris_status = defineAct({
  name: 'qris_status',
  summary:
    'Status QRIS: referensi → data {referensi, status menunggu|dibayar|gagal|batal|kedaluwarsa|refund, nominal, mode, kedaluwarsa, dipakai}. Dengan gateway: bila masih menunggu, qr-mpm-query ditanyakan (paling sering tiap 3 detik) setelah transaksi. Lewat masa berlaku tanpa bayar: kedaluwarsa.',
  module: 'payment',
  access: { modul: 'mJual', aksi: 'madd' },
  log: false,
  schema: refSchema,
  async handler(ctx, p): Promise<QrisStatusReply | ReturnType<typeof afterCommit>> {
    const r = await rowOrRefuse(ctx.tx, p.referensi);
    const asked = r.ditanya?.getTime() ?? 0;
    if (r.mode === 'snap' && r.status === 'menunggu' && Date.now() - asked >= QUERY_EVERY_MS) {
      const db = ctx.db;
      const schema = ctx.company!.schema_name;
      return afterCommit(async () => statusReply(await askGateway(db, schema, r)));
    }
    return statusReply(await expireIfDue(ctx.tx, r));
  },
});

export const qris_batal = defineAct({
  name: 'qris_batal',
  summary:
    'Batalkan QRIS di kasir (batal atau waktu habis): referensi → data seperti qris_status. Menunggu → batal; sudah dibayar tetapi belum dipakai penjualan → refund (dana dikembalikan). Pembayaran yang datang sesudahnya menjadi refund, tidak pernah penjualan.',
  module: 'payment',
  access: { modul: 'mJual', aksi: 'madd' },
  log: false,
  schema: refSchema,
  async handler(ctx, p): Promise<QrisStatusReply> {
    await rowOrRefuse(ctx.tx, p.referensi);
    const r = (await lockRow(ctx.tx, p.referensi))!;
    if (r.dipakai) throw new ActError(NUM.RULE, `QRIS ${r.referensi} sudah dipakai penjualan; batalkan lewat retur.`);
    const next = r.status === 'menunggu' ? 'batal' : r.status === 'dibayar' ? 'refund' : r.status;
    const [u] = await ctx.tx.update(qrisBayar).set({ status: next, ...(next === 'refund' ? { pesan: 'Dibatalkan di kasir setelah dibayar: kembalikan dana.' } : {}) }).where(eq(qrisBayar.id, r.id)).returning();
    return statusReply(u);
  },
});

/**
 * A sale's QRIS payment (called by the sale's save, in its transaction): the referensi must be a
 * QRIS of this amount, paid (with a gateway) or waiting and not timed out (without one: the
 * cashier's confirmation is its payment), and not taken by another sale. Returns the account the
 * money lands in.
 */
export async function claimQris(tx: Tx, referensi: string, nominal: string): Promise<{ kodeacc: string }> {
  const refuse = (msg: string) => new ActError(NUM.RULE, msg, { fields: { refqris: msg } });
  const r = await lockRow(tx, referensi);
  if (!r) throw refuse(`QRIS ${referensi} tidak ditemukan.`);
  if (r.dipakai) throw refuse(`QRIS ${referensi} sudah dipakai penjualan lain.`);
  if (!dec(r.nominal).eq(dec(nominal))) throw refuse(`Nominal QRIS ${referensi} ${r.nominal}, bukan ${money(nominal)}.`);
  const waiting = r.status === 'menunggu' && r.kedaluwarsa.getTime() >= Date.now();
  if (r.mode === 'snap' && r.status !== 'dibayar') throw refuse(r.status === 'menunggu' && waiting ? 'Pembayaran QRIS belum diterima gateway.' : `QRIS ${referensi} berstatus ${r.status}; tidak dapat dipakai.`);
  if (r.mode === 'statis' && !(waiting || r.status === 'dibayar')) throw refuse(`QRIS ${referensi} berstatus ${r.status === 'menunggu' ? 'kedaluwarsa' : r.status}; tidak dapat dipakai.`);
  await tx.update(qrisBayar).set({ dipakai: true, status: 'dibayar', dibayar: r.dibayar ?? new Date() }).where(eq(qrisBayar.id, r.id));
  return { kodeacc: await qrisAccount(tx) };
}

/** The account QRIS money lands in: /paymentgateway's, else the role Kliring QRIS (bound first in books set up before it existed). */
export const qrisAccount = async (tx: Tx) => (await gatewayRow(tx))?.kodeacc || (await roleAccount(tx, PERAN_QRIS));
