/**
 * The storefront's checkout (issue 42, ordering): the buyer's form (name, phone, address, note,
 * shipping from the company's `ongkir`) becomes one sales order `pesanjual` of the store, saved
 * through its own act (`pesanjual_save`, with its rules), and one `sharepesanan` row with the
 * buyer's details under the form's idempotency key — the same key again (a double press, a
 * reload) finds that order and makes nothing. Stock and the price the buyer confirmed are checked
 * first; the shop is told at once (a live message to its users' open pages — the toast and the live
 * feed — and, through the database's bus, to the other Niaga processes). Every
 * read and write is in the store's own company schema. Server only.
 */
import { sql } from 'drizzle-orm';
import { ActError, NUM, num } from '@niaga/kernel';
import { callAct, doctypeAct, rowsOf, type ActContext, type Company, type Database, type Tx } from '@niaga/kernel/server';
import { ledgerBooks } from '@niaga/ledger';
import { announceEverywhere } from '@niaga/system/server';
import type { Store } from '../storefront/data';
import type { CartLine } from './cart';
import { liveLines, money, totalOf, type LiveLine } from './lines';

export interface CheckoutForm {
  kunci: string;
  nama: string;
  telepon: string;
  alamat: string;
  catatan: string;
  kodeongkir: string;
  /** The goods' total the buyer saw when pressing "Pesan" (shipping is added by the choice beside it). */
  totalsetuju: string;
}

export interface Ongkir {
  kodeongkir: string;
  namaongkir: string;
  tarif: string;
}

export type CheckoutResult =
  | { ok: true; kunci: string }
  | { ok: false; status: number; msg: string; fields?: Record<string, string>; lines?: LiveLine[] };

/** Checkouts per address and store in 10 minutes. */
export const ORDERS_PER_IP = 5;
export const KUNCI_POLA = /^[A-Za-z0-9_-]{16,64}$/;
export const STORE_USER = 'TOKOONLINE';

export const ongkirOf = (tx: Tx) =>
  rowsOf<Ongkir>(tx, sql`select kodeongkir, namaongkir, tarif::text from ongkir where aktif order by tarif, kodeongkir limit 50`);

/** The customer a store's orders are made to: TOKO-<SHAREID>. */
export const customerOf = (s: Store) => `TOKO-${s.shareid}`.toUpperCase().slice(0, 30);

function workCtx(db: Database, company: Company, tx: Tx): ActContext {
  return { act: '', db, tx, company, session: { sessionId: 0, userid: STORE_USER, remember: false }, adinfo: {}, ip: '', origin: '', cookies: { set() {}, clear() {} }, can: () => Promise.resolve(true), books: ledgerBooks, internal: true };
}

async function run<T>(ctx: ActContext, act: string, payload: unknown): Promise<T> {
  const def = doctypeAct(act);
  if (!def) throw new Error(`act ${act} tidak ada`);
  return (await callAct(def, { ...ctx, act }, payload)) as T;
}

/** The form's own checks, in words per field. */
function formProblems(f: CheckoutForm): Record<string, string> {
  const e: Record<string, string> = {};
  if (f.nama.length < 2 || f.nama.length > 100) e.nama = 'Nama wajib diisi (2–100 karakter).';
  if (!/^\+?[0-9 ().-]{8,20}$/.test(f.telepon) || f.telepon.replace(/\D/g, '').length < 8) e.telepon = 'Nomor telepon tidak valid.';
  if (f.alamat.length < 5 || f.alamat.length > 300) e.alamat = 'Alamat wajib diisi (5–300 karakter).';
  if (f.catatan.length > 300) e.catatan = 'Catatan maksimal 300 karakter.';
  return e;
}

async function ensureCustomer(ctx: ActContext, s: Store): Promise<string> {
  const kode = customerOf(s);
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pelanggan:${kode}`}))`);
  const [c] = await rowsOf<{ n: number }>(ctx.tx, sql`select 1 as n from pelanggan where kodesupel = ${kode}`);
  if (!c) await run(ctx, 'pelanggan_save', { kodesupel: kode, namasupel: `Toko Online ${s.namatoko}`.slice(0, 100), aktif: true, verifikasi: true });
  return kode;
}

/**
 * The service item the shipping is a line of in the store's sales orders (`pesanjual` has no
 * head field for a cost: a line of a service is what a later sale `jual` delivering the order
 * carries on faithfully), with its unit: made on first need, a service (`tipe` 2, e-Faktur
 * "B Jasa", no PPN), inactive so that neither the storefront nor the till shows it as a product.
 */
export const ONGKIR_ITEM = 'ONGKIR-TOKO';
const ONGKIR_SATUAN = 'KIRIM';

async function ensureShippingItem(ctx: ActContext): Promise<void> {
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`item:${ONGKIR_ITEM}`}))`);
  if ((await rowsOf(ctx.tx, sql`select 1 from item where kodeitem = ${ONGKIR_ITEM}`)).length) return;
  if (!(await rowsOf(ctx.tx, sql`select 1 from satuan where kodesatuan = ${ONGKIR_SATUAN}`)).length)
    await run(ctx, 'satuan_save', { kodesatuan: ONGKIR_SATUAN, namasatuan: 'Pengiriman', aktif: true });
  await run(ctx, 'item_save', {
    kodeitem: ONGKIR_ITEM,
    namaitem: 'Ongkos Kirim Toko Online',
    tipe: '2',
    barangjasa: 'B',
    satuan: ONGKIR_SATUAN,
    jenispajak: '0',
    aktif: false,
    keterangan: 'Baris ongkos kirim pesanan toko online (dibuat otomatis).',
    satuanitem: [{ satuan: ONGKIR_SATUAN, konversi: '1', hargajual1: '0' }],
  });
}

/** The order's date (YYYY-MM-DD) in the head office's time zone. */
async function today(tx: Tx): Promise<string> {
  const [k] = await rowsOf<{ tz: string | null }>(tx, sql`select timezone as tz from kantor order by pusat desc, id limit 1`);
  return new Intl.DateTimeFormat('en-CA', { timeZone: k?.tz || 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

async function warehouse(tx: Tx): Promise<string> {
  const [g] = await rowsOf<{ kodegudang: string }>(
    tx,
    sql`select g.kodegudang from gudang g left join kantor k on k.kodekantor = g.kodegudang order by k.pusat desc nulls last, g.id limit 1`,
  );
  if (!g) throw new ActError(NUM.RULE, 'Toko belum memiliki gudang.');
  return g.kodegudang;
}

/** An order of this key already made (a second press), or null. */
export async function orderOfKey(tx: Tx, s: Store, kunci: string) {
  const [o] = await rowsOf<{ kunci: string }>(tx, sql`select kunci from sharepesanan where kunci = ${kunci} and shareid = ${s.shareid} limit 1`);
  return o ?? null;
}

/**
 * Places the order of `cart`; refuses (nothing written) a bad form, a flood from one address, an
 * empty cart, a line not sold or out of stock, and a total other than the one the buyer confirmed.
 */
export async function placeOrder(db: Database, company: Company, tx: Tx, s: Store, cart: CartLine[], f: CheckoutForm, ip: string): Promise<CheckoutResult> {
  if (!KUNCI_POLA.test(f.kunci)) return { ok: false, status: 400, msg: 'Formulir pesanan tidak dikenal. Muat ulang halaman keranjang.' };
  // One order per key: a second press waits for the first, then finds it.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sharepesanan:${f.kunci}`}))`);
  if (await orderOfKey(tx, s, f.kunci)) return { ok: true, kunci: f.kunci };
  const fields = formProblems(f);
  if (Object.keys(fields).length) return { ok: false, status: 400, msg: 'Periksa kembali data pemesan.', fields };
  const [{ n }] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from sharepesanan where shareid = ${s.shareid} and ip = ${ip} and created_at > now() - interval '10 minutes'`);
  if (n >= ORDERS_PER_IP) return { ok: false, status: 429, msg: 'Terlalu banyak pesanan dari alamat ini. Coba lagi nanti.' };
  if (!cart.length) return { ok: false, status: 400, msg: 'Keranjang belanja kosong.' };
  const ongkirs = await ongkirOf(tx);
  const ongkir = ongkirs.find((o) => o.kodeongkir === f.kodeongkir);
  if (ongkirs.length && !ongkir) return { ok: false, status: 400, msg: 'Pilih ongkos kirim.', fields: { kodeongkir: 'Pilih ongkos kirim.' } };
  const lines = await liveLines(tx, s, cart);
  const bad = lines.find((l) => l.masalah);
  if (bad) return { ok: false, status: 409, msg: bad.masalah, lines };
  const barang = totalOf(lines);
  if (!/^[0-9]{1,15}(\.[0-9]{1,4})?$/.test(f.totalsetuju) || !num(f.totalsetuju).eq(barang))
    return { ok: false, status: 409, msg: `Harga berubah sejak dimasukkan ke keranjang. Total belanja sekarang ${money(barang)}: periksa lalu tekan Pesan sekali lagi.`, lines };
  const total = barang.plus(num(ongkir?.tarif ?? 0));

  const ctx = workCtx(db, company, tx);
  const kodesupel = await ensureCustomer(ctx, s);
  const codes = [...new Set(lines.map((l) => l.line.k))];
  const pajak = new Map(
    (await rowsOf<{ kodeitem: string; jenispajak: string }>(tx, sql`select kodeitem, jenispajak from item where kodeitem in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`)).map((r) => [r.kodeitem, String(r.jenispajak)]),
  );
  const keterangan = `Toko online ${s.shareid}: ${f.nama} ${f.telepon}${ongkir ? ` · ongkir ${ongkir.namaongkir} ${money(ongkir.tarif)}` : ''}`.slice(0, 200);
  // The shipping, when it costs anything, is the order's last line (a service): its total is the buyer's.
  const shipping = ongkir && num(ongkir.tarif).gt(0) ? ongkir : null;
  if (shipping) await ensureShippingItem(ctx);
  const payload = {
    tanggal: await today(tx),
    kodesupel,
    kodegudang: await warehouse(tx),
    keterangan,
    tipeppn: 'N',
    lines: [
      ...lines.map((l) => ({ kodeitem: l.line.k, satuan: l.line.s, ...(l.line.v ? { iddetailvarian: l.line.v } : {}), jumlah: l.line.q, harga: l.harga, jenispajak: pajak.get(l.line.k) ?? '0' })),
      ...(shipping ? [{ kodeitem: ONGKIR_ITEM, satuan: ONGKIR_SATUAN, jumlah: '1', harga: shipping.tarif, jenispajak: '0' }] : []),
    ],
  };
  // The order's own rules may refuse it (e.g. the store customer's credit limit): in words, and nothing of it kept (a savepoint).
  let oj: { notransaksi: string };
  try {
    oj = await tx.transaction((sp) => run<{ notransaksi: string }>({ ...ctx, tx: sp }, 'pesanjual_save', payload));
  } catch (e) {
    if (e instanceof ActError) return { ok: false, status: 409, msg: `Pesanan tidak dapat dibuat: ${e.message}`, lines };
    throw e;
  }
  await tx.execute(sql`insert into sharepesanan (kunci, shareid, notransaksi, nama, telepon, alamat, catatan, kodeongkir, ongkir, total, ip)
    values (${f.kunci}, ${s.shareid}, ${oj.notransaksi}, ${f.nama}, ${f.telepon}, ${f.alamat}, ${f.catatan}, ${ongkir?.kodeongkir ?? ''}, ${ongkir?.tarif ?? '0'}, ${total.toFixed(2)}, ${ip})`);
  // Last, after every check: this process's pages now, the other processes' when the order commits.
  await announceEverywhere(db, {
    topic: 'pesan',
    idperusahaan: company.idperusahaan,
    judul: 'Pesanan Toko Online',
    isi: `${oj.notransaksi} dari ${f.nama} (${f.telepon}) di ${s.namatoko}: ${money(total)}.`,
  }, tx);
  return { ok: true, kunci: f.kunci };
}

export interface PlacedOrder {
  notransaksi: string;
  nama: string;
  telepon: string;
  alamat: string;
  catatan: string;
  namaongkir: string;
  ongkir: string;
  total: string;
  lines: { namaitem: string; satuan: string; jumlah: string; harga: string }[];
}

/** An order placed on this store, by its key (the buyer's confirmation page). */
export async function placedOrder(tx: Tx, s: Store, kunci: string): Promise<PlacedOrder | null> {
  const [o] = await rowsOf<Omit<PlacedOrder, 'lines'>>(
    tx,
    sql`select p.notransaksi, p.nama, p.telepon, p.alamat, coalesce(p.catatan, '') as catatan, coalesce(o.namaongkir, '') as namaongkir, p.ongkir::text, p.total::text
        from sharepesanan p left join ongkir o on o.kodeongkir = p.kodeongkir where p.kunci = ${kunci} and p.shareid = ${s.shareid} limit 1`,
  );
  if (!o) return null;
  const lines = await rowsOf<PlacedOrder['lines'][number]>(
    tx,
    sql`select concat_ws(' ', i.namaitem, nullif(d.iddetailvarian, '')) as namaitem, d.satuan, d.jumlah::text, d.harga::text
        from pesanjual h join pesanjual_detail d on d.pesanjual_id = h.id left join item i on i.kodeitem = d.kodeitem
        where h.notransaksi = ${o.notransaksi} and d.kodeitem <> ${ONGKIR_ITEM} order by d.id`,
  );
  return { ...o, lines };
}
