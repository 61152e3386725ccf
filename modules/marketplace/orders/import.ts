/**
 * One marketplace order into the books (issue 37 item 5; docs/marketplace.md "Orders"):
 *
 * 1. Stored, exactly once per (marketplace, no_order_mp): the order's key (`kunci`) is unique and
 *    an advisory lock on it queues two imports of the same order (a push and a poll at once); a
 *    copy older than the one kept (`update_time`) changes nothing.
 * 2. Settled, in a second transaction that locks the order's row: a paid order (READY_TO_SHIP and
 *    after) that has no sale yet gets one — a back-office sale (`jual`, JL) to the shop's customer
 *    from the shop's warehouse, paid into Saldo Marketplace, its fees a cash-out (`kaskeluar`, KK)
 *    from Saldo Marketplace to Beban Biaya Marketplace; CANCELLED / IN_CANCEL deletes that sale
 *    and its fees (the books reverse them, the stock comes back); TO_RETURN returns the sale's lines
 *    (`returjual` mode 1, RJ). Whatever refuses (a line not mapped, stock short, a closed period) is
 *    kept on the order as its hold message (`tertahan`) and nothing of that step is written; the
 *    next import of the order (a push, the poll, `mp_getorder`) tries again.
 *
 * The documents are saved through their own acts (`doctypeAct`), with their rules and postings.
 */
import { sql } from 'drizzle-orm';
import { ActError, NUM, num } from '@niaga/kernel';
import { callAct, doctypeAct, rowsOf, VERSION_SQL, type ActContext, type Company, type Database, type Tx } from '@niaga/kernel/server';
import { ledgerBooks } from '@niaga/ledger';
import { roleAccount } from '@niaga/accounting';
import type { MpOrder } from '../adapter';
import type { Marketplace } from '../shops';
import { orderDeps, type MappedItem } from './deps';
import { malformed } from './errors';

/** The shop an order belongs to (a row of marketplace_toko, as much as the import needs). */
export interface OrderShop {
  marketplace: Marketplace;
  shop_id: string;
  namatoko?: string;
  /** The shop's office (kodekantor): its warehouse has the same code (initialiseBooks). */
  dept?: string;
}

/** Statuses after payment, before any cancellation or return: the order's goods have left stock. */
export const PAID = new Set(['READY_TO_SHIP', 'PROCESSED', 'SHIPPED', 'TO_CONFIRM_RECEIVE', 'COMPLETED', 'RETRY_SHIP']);
export const CANCELLED = new Set(['CANCELLED', 'IN_CANCEL']);
export const RETURNED = new Set(['TO_RETURN']);

/** How far along an order is: of two copies with the same update_time, the higher is the later. */
const LIFECYCLE = ['UNPAID', 'READY_TO_SHIP', 'PROCESSED', 'RETRY_SHIP', 'SHIPPED', 'TO_CONFIRM_RECEIVE', 'COMPLETED', 'IN_CANCEL', 'CANCELLED', 'TO_RETURN'];
const rankOf = (status: string) => LIFECYCLE.indexOf(String(status).toUpperCase());

export interface ImportResult {
  no_order_mp: string;
  notransaksi: string;
  /** baru: stored first now; ubah: a newer copy stored; sama: nothing newer; lama: an older copy, ignored. */
  simpan: 'baru' | 'ubah' | 'sama' | 'lama';
  status: string;
  nojual: string;
  noretur: string;
  /** Why the order waits ('' when it does not). */
  tertahan: string;
}

/** The order's one key. */
export const kunciOf = (marketplace: string, no_order_mp: string) => `${marketplace}/${no_order_mp}`;

/** The customer a shop's sales are made to: MP-<MARKETPLACE>-<shop_id> (e.g. MP-SHOPEE-1234567), made on first need. */
export const customerOf = (shop: OrderShop) => `MP-${shop.marketplace.toUpperCase()}-${shop.shop_id}`.slice(0, 30).toUpperCase();

/**
 * The user the import's documents are saved as (their `userid`, the books' user): no login has
 * this session (id 0), so a person's edit lock on a record still holds against it.
 */
export const MP_USER = 'MARKETPLACE';
const MP_SESSION = { sessionId: 0, userid: MP_USER, remember: false } as const;

/** An act's context for the import's work in `tx`: every right granted, `internal` (it writes the read-only pesananmp). */
function workCtx(db: Database, company: Company, tx: Tx, act: string): ActContext {
  return { act, db, tx, company, session: { ...MP_SESSION }, adinfo: {}, ip: '', origin: '', cookies: { set() {}, clear() {} }, can: () => Promise.resolve(true), books: ledgerBooks, internal: true };
}

async function run<T = Record<string, unknown>>(ctx: ActContext, act: string, payload: unknown): Promise<T> {
  const def = doctypeAct(act);
  if (!def) throw new Error(`act ${act} tidak ada`);
  return (await callAct(def, { ...ctx, act }, payload)) as T;
}

const clip = (v: unknown, n: number) =>
  String(v ?? '')
    .replace(/^[=+\-@\s]+/, '')
    .slice(0, n);

/** The date (YYYY-MM-DD) of an ISO time in the head office's time zone. */
async function localDate(tx: Tx, iso: string): Promise<string> {
  const [k] = await rowsOf<{ tz: string | null }>(tx, sql`select ${HEAD_OFFICE_TZ} as tz`);
  return dateIn(k?.tz ?? null, iso);
}

/** The head office's time zone (a subquery). */
const HEAD_OFFICE_TZ = sql`(select timezone from kantor order by pusat desc, id limit 1)`;

/** The date (YYYY-MM-DD) of an ISO time in a time zone (none: Asia/Jakarta). */
function dateIn(tz: string | null, iso: string): string {
  const d = new Date(iso);
  const when = Number.isNaN(d.getTime()) ? new Date() : d;
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz || 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(when);
}

interface StoredOrder {
  id: number;
  notransaksi: string;
  tanggal: string;
  marketplace: string;
  shop_id: string;
  no_order_mp: string;
  status: string;
  update_time: string;
  komisi: string;
  layanan: string;
  biayalain: string;
  nojual: string | null;
  nobiaya: string | null;
  noretur: string | null;
  tertahan: string | null;
  /** The record's version (what an edit through pesananmp_save names: the kernel refuses an edit without it). */
  versi: string | null;
}

interface StoredLine {
  id: number;
  kodeitem: string | null;
  item_id: string;
  model_id: string;
  sku: string | null;
  namaitem: string | null;
  jumlah: string;
  harga: string;
}

/** Queues imports of the same order (an advisory lock until the transaction ends); answers the head office's time zone with it (one statement). */
async function lockOrder(tx: Tx, kunci: string): Promise<string | null> {
  const [r] = await rowsOf<{ tz: string | null }>(tx, sql`select pg_advisory_xact_lock(hashtext(${`pesananmp:${kunci}`}))::text as kunci, ${HEAD_OFFICE_TZ} as tz`);
  return r?.tz ?? null;
}

/** The order as stored (`lock`: its row locked); `withLines`: its lines too, in the same statement. */
async function readOrder(tx: Tx, kunci: string, lock: boolean, withLines = false): Promise<(StoredOrder & { lines?: StoredLine[] }) | null> {
  const lines = withLines
    ? sql`, coalesce((select json_agg(json_build_object('id', d.id, 'kodeitem', d.kodeitem, 'item_id', d.item_id, 'model_id', d.model_id, 'sku', d.sku, 'namaitem', d.namaitem,
                                                    'jumlah', d.jumlah::text, 'harga', d.harga::text) order by d.urut, d.id)
                      from pesananmp_detail d where d.pesananmp_id = pesananmp.id), '[]'::json) as lines`
    : sql``;
  const [o] = await rowsOf<StoredOrder & { lines?: StoredLine[] }>(
    tx,
    sql`select id, notransaksi, tanggal::text as tanggal, marketplace, shop_id, no_order_mp, status, update_time::text as update_time, komisi::text as komisi,
               layanan::text as layanan, biayalain::text as biayalain, nojual, nobiaya, noretur, tertahan, ${VERSION_SQL} as versi ${lines}
        from pesananmp where kunci = ${kunci} ${lock ? sql`for update` : sql``}`,
  );
  return o ?? null;
}

/** Checks the platform's order has what the contract promises; else code 2 (spec §8). */
function checkShape(o: MpOrder): void {
  const bad = (what: string) => {
    throw malformed(what);
  };
  if (!o || typeof o.no_order_mp !== 'string' || !/^[A-Za-z0-9\-_./]{1,60}$/.test(o.no_order_mp)) bad('nomor pesanan tidak valid');
  if (typeof o.status !== 'string' || !o.status) bad(`status pesanan ${o.no_order_mp} kosong`);
  if (!Number.isFinite(o.update_time)) bad(`update_time pesanan ${o.no_order_mp} tidak valid`);
  if (!Array.isArray(o.lines) || !o.lines.length) bad(`pesanan ${o.no_order_mp} tanpa baris`);
  for (const l of o.lines) if (!(Number(l.jumlah) > 0) || !/^\d+(\.\d+)?$/.test(String(l.harga))) bad(`baris pesanan ${o.no_order_mp} tidak valid`);
}

/**
 * The mappings one import found (by the line's platform key): the store step looks each line up,
 * the settle step of the same import uses what it found rather than asking again.
 */
type Mapped = Map<string, MappedItem | null>;
const lineKey = (k: { item_id: string; model_id: string; sku: string }) => `${k.item_id}\u0000${k.model_id}\u0000${k.sku}`;

/** The mappings of the given lines: those not yet seen in one lookup (one statement). */
async function lookupAll(tx: Tx, marketplace: Marketplace, shop_id: string, keys: { item_id: string; model_id: string; sku: string }[], seen: Mapped): Promise<(MappedItem | null)[]> {
  const fresh = [...new Map(keys.filter((k) => !seen.has(lineKey(k))).map((k) => [lineKey(k), k])).values()];
  if (fresh.length) (await orderDeps().mappings(tx, marketplace, shop_id, fresh)).forEach((m, i) => seen.set(lineKey(fresh[i]), m));
  return keys.map((k) => seen.get(lineKey(k)) ?? null);
}

const money = (v: string | undefined) => (/^-?\d+(\.\d+)?$/.test(String(v ?? '')) ? String(v) : '0');

/** Step 1: the order stored (new, or a newer copy), in its own transaction. */
async function store(db: Database, company: Company, shop: OrderShop, order: MpOrder, seen: Mapped): Promise<{ simpan: ImportResult['simpan']; old: StoredOrder | null }> {
  const kunci = kunciOf(shop.marketplace, order.no_order_mp);
  return db.tx(company.schema_name, async (tx) => {
    const tz = await lockOrder(tx, kunci);
    const old = await readOrder(tx, kunci, true);
    if (old && num(old.update_time).gt(order.update_time)) return { simpan: 'lama' as const, old };
    // The same second: the status further along wins (update_time has one-second steps).
    // Unless it brings the fees the stored copy lacks (a platform whose finance statement comes after the order changed).
    const feesCame = !!old && !hasFees(old) && [order.fees?.komisi, order.fees?.layanan, order.fees?.lain].some((v) => num(money(v)).gt(0));
    if (old && num(old.update_time).eq(order.update_time) && rankOf(order.status) <= rankOf(old.status) && !feesCame) return { simpan: 'sama' as const, old };
    const ctx = workCtx(db, company, tx, 'pesananmp_save');
    const record = {
      // An edit names the version it read (the row is locked: it is the current one).
      ...(old ? { id: old.id, versi: old.versi ?? undefined } : {}),
      tanggal: old ? old.tanggal : dateIn(tz, order.tanggal),
      marketplace: shop.marketplace,
      shop_id: shop.shop_id,
      no_order_mp: order.no_order_mp,
      kunci,
      status: clip(order.status, 30).toUpperCase(),
      buyer: clip(order.buyer, 150),
      kurir: clip(order.shipping?.kurir, 100),
      resi: clip(order.shipping?.resi, 100),
      alamat: clip(order.shipping?.alamat, 500),
      ongkir: money(order.shipping?.ongkir),
      komisi: money(order.fees?.komisi),
      layanan: money(order.fees?.layanan),
      biayalain: money(order.fees?.lain),
      total: money(order.total),
      update_time: String(Math.trunc(order.update_time)),
      // What the books hold for it stays (kept by the settling step, never by the platform's copy).
      nojual: old?.nojual ?? '',
      nobiaya: old?.nobiaya ?? '',
      noretur: old?.noretur ?? '',
      tertahan: old?.tertahan ?? '',
      lines: [] as Record<string, string>[],
    };
    // The lines as the platform gives them now (an order's lines may change before it ships), with our item where mapped.
    const keys = order.lines.map((l) => ({ item_id: clip(l.item_id, 40) || '0', model_id: clip(l.model_id, 40) || '0', sku: clip(l.sku, 100) }));
    const found = await lookupAll(tx, shop.marketplace, shop.shop_id, keys, seen);
    order.lines.forEach((l, i) => record.lines.push({ ...keys[i], kodeitem: found[i]?.kodeitem ?? '', namaitem: clip(l.nama, 300), jumlah: String(l.jumlah), harga: money(l.harga) }));
    await run(ctx, 'pesananmp_save', record);
    return { simpan: old ? ('ubah' as const) : ('baru' as const), old };
  });
}

/**
 * What a sale of the shop needs, in one read: the shop's warehouse (the one whose code is the
 * shop's office, dept, else the company's first), whether its customer exists, and the accounts of
 * the roles Saldo Marketplace and Beban Biaya Marketplace when bound (null: roleAccount binds it).
 */
async function saleFacts(tx: Tx, shop: OrderShop) {
  const dept = (shop.dept ?? '').toUpperCase();
  const role = (peran: string) => sql`(select p.kodeacc from setting_akun s join perkiraan p on p.id = s.perkiraan_id where s.peran = ${peran})`;
  const [f] = await rowsOf<{ kodegudang: string | null; pelanggan: boolean; saldo: string | null; biaya: string | null }>(
    tx,
    sql`select (select kodegudang from gudang where aktif and (kodegudang = ${dept} or ${dept} = '') order by kodegudang = ${dept} desc, id limit 1) as kodegudang,
               exists (select 1 from pelanggan where kodesupel = ${customerOf(shop)}) as pelanggan,
               ${role('saldomarketplace')} as saldo, ${role('biayamarketplace')} as biaya`,
  );
  if (!f.kodegudang) throw new ActError(NUM.RULE, `Gudang toko ${shop.namatoko || shop.shop_id} (${shop.dept || 'belum diatur'}) tidak ditemukan: atur Dept toko di Pengaturan Marketplace.`);
  return { kodegudang: f.kodegudang, pelanggan: f.pelanggan, saldo: f.saldo, biaya: f.biaya };
}

/** The shop's customer, made on first need (`known`: saleFacts saw it exists). */
async function ensureCustomer(ctx: ActContext, shop: OrderShop, known: boolean): Promise<string> {
  const kode = customerOf(shop);
  // Nearly always there already; else two first orders of a shop at once make one customer: the second waits, then finds it.
  if (known) return kode;
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pelanggan:${kode}`}))`);
  const [c] = await rowsOf<{ n: number }>(ctx.tx, sql`select 1 as n from pelanggan where kodesupel = ${kode}`);
  if (!c) await run(ctx, 'pelanggan_save', { kodesupel: kode, namasupel: clip(`${shop.marketplace} - ${shop.namatoko || shop.shop_id}`, 100), aktif: true, verifikasi: true });
  return kode;
}

/** Our item of each line (the mapping as it is now), or the hold message naming the lines not mapped. */
async function mappedLines(tx: Tx, o: StoredOrder, lines: StoredLine[], seen: Mapped) {
  const out: { line: StoredLine; kodeitem: string; satuan: string; iddetailvarian: string; jenispajak: string }[] = [];
  const missing: string[] = [];
  const found = await lookupAll(tx, o.marketplace as Marketplace, o.shop_id, lines.map((l) => ({ item_id: l.item_id, model_id: l.model_id, sku: l.sku ?? '' })), seen);
  // The items of every mapped line in one read.
  const codes = [...new Set(found.filter((m): m is MappedItem => !!m).map((m) => m.kodeitem))];
  const items = new Map(
    (codes.length ? await rowsOf<{ kodeitem: string; satuan: string; jenispajak: string }>(tx, sql`select kodeitem, satuan, jenispajak from item where kodeitem in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`) : []).map((r) => [r.kodeitem, r]),
  );
  for (const [i, l] of lines.entries()) {
    const m = found[i];
    const it = m ? items.get(m.kodeitem) : undefined;
    if (!m || !it) {
      missing.push(`${l.sku || '(tanpa SKU)'} ${l.namaitem ?? ''} [${l.item_id}/${l.model_id}]`.replace(/\s+/g, ' ').trim());
      continue;
    }
    out.push({ line: l, kodeitem: m.kodeitem, satuan: m.satuan || it.satuan, iddetailvarian: m.iddetailvarian ?? '', jenispajak: String(it.jenispajak) });
  }
  // Which item each line is, as far as it is mapped (shown on the order): the lines whose item is not already written, in one statement.
  const changed = out.filter((x) => x.line.kodeitem !== x.kodeitem);
  if (changed.length)
    await tx.execute(
      sql`update pesananmp_detail d set kodeitem = v.kodeitem from (values ${sql.join(changed.map((x) => sql`(${x.line.id}::bigint, ${x.kodeitem})`), sql`, `)}) as v(id, kodeitem) where d.id = v.id`,
    );
  if (missing.length)
    throw new ActError(
      NUM.RULE,
      `Pesanan ditahan: item marketplace belum dipetakan ke item — SKU ${missing.join('; ')}. Petakan item toko (Mapping Item Marketplace), lalu pesanan diproses ulang saat ditarik lagi.`,
    );
  return out;
}

/** The sale (and fees) of a paid order. */
async function postSale(ctx: ActContext, shop: OrderShop, o: StoredOrder, lines: StoredLine[], seen: Mapped) {
  const mapped = await mappedLines(ctx.tx, o, lines, seen);
  const facts = await saleFacts(ctx.tx, shop);
  const kodegudang = facts.kodegudang;
  const kodesupel = await ensureCustomer(ctx, shop, facts.pelanggan);
  const saldo = facts.saldo ?? (await roleAccount(ctx.tx, 'saldomarketplace'));
  const total = mapped.reduce((s, m) => s.plus(num(m.line.jumlah).times(num(m.line.harga))), num(0));
  const keterangan = clip(`${shop.marketplace} ${o.no_order_mp}`, 200);
  const jual = await run<{ notransaksi: string }>(ctx, 'jual_save', {
    tanggal: o.tanggal,
    kodesupel,
    kodegudang,
    keterangan,
    tipeppn: 'N',
    tunai: total.toFixed(2),
    kodeacckas: saldo,
    lines: mapped.map((m) => ({ kodeitem: m.kodeitem, satuan: m.satuan, ...(m.iddetailvarian ? { iddetailvarian: m.iddetailvarian } : {}), jumlah: m.line.jumlah, harga: m.line.harga, jenispajak: m.jenispajak })),
  });
  const nobiaya = await postFees(ctx, shop, o, { kodesupel, saldo, biaya: facts.biaya, nojual: jual.notransaksi });
  return { nojual: jual.notransaksi, nobiaya };
}

/**
 * The order's fees (commission, service, other) as a cash-out from Saldo Marketplace to Beban Biaya
 * Marketplace, '' when it has none. With the sale, or later for a platform whose fees come after the
 * sale (Lazada's and TikTok Shop's finance statements): a sold order without its cash-out gets it as
 * soon as an import brings fees.
 */
async function postFees(ctx: ActContext, shop: OrderShop, o: StoredOrder, at: { kodesupel: string; saldo: string; biaya?: string | null; nojual: string }): Promise<string> {
  const fees = (
    [
      ['Komisi', o.komisi],
      ['Biaya layanan', o.layanan],
      ['Biaya lain', o.biayalain],
    ] as const
  ).filter(([, v]) => num(v).gt(0));
  if (!fees.length) return '';
  const biaya = at.biaya ?? (await roleAccount(ctx.tx, 'biayamarketplace'));
  const kk = await run<{ notransaksi: string }>(ctx, 'kaskeluar_save', {
    tanggal: o.tanggal,
    kodeacc: at.saldo,
    keterangan: clip(`Biaya ${shop.marketplace} ${o.no_order_mp} (${at.nojual})`, 200),
    lines: fees.map(([k, v]) => ({ kodeacc: biaya, keterangan: `${k} ${o.no_order_mp}`, kontak: at.kodesupel, jumlah: v })),
  });
  return kk.notransaksi;
}

/** Fees that came after the sale (see postFees): the sale's customer, Saldo Marketplace. */
async function postLateFees(ctx: ActContext, shop: OrderShop, o: StoredOrder): Promise<string> {
  const [jual] = await rowsOf<{ kodesupel: string }>(ctx.tx, sql`select kodesupel from jual where notransaksi = ${o.nojual}`);
  if (!jual) return '';
  return postFees(ctx, shop, o, { kodesupel: jual.kodesupel, saldo: await roleAccount(ctx.tx, 'saldomarketplace'), nojual: o.nojual! });
}

async function idOf(tx: Tx, table: 'jual' | 'kaskeluar', notransaksi: string): Promise<number | null> {
  const [r] = await rowsOf<{ id: number }>(tx, sql`select id from ${sql.identifier(table)} where notransaksi = ${notransaksi}`);
  return r ? Number(r.id) : null;
}

/** A cancelled order's sale and fees deleted: the books reverse them and the stock comes back. */
async function reverseSale(ctx: ActContext, o: StoredOrder) {
  if (o.nobiaya) {
    const id = await idOf(ctx.tx, 'kaskeluar', o.nobiaya);
    if (id) await run(ctx, 'kaskeluar_del', { id });
  }
  const id = await idOf(ctx.tx, 'jual', o.nojual!);
  if (id) await run(ctx, 'jual_del', { id });
}

/** A returned order: its sale's lines returned (mode 1), the money back out of Saldo Marketplace. */
async function returnSale(ctx: ActContext, o: StoredOrder, tanggal: string): Promise<string> {
  const [jual] = await rowsOf<{ id: number; kodesupel: string; kodegudang: string; tanggal: string }>(
    ctx.tx,
    sql`select j.id, j.kodesupel, j.kodegudang, j.tanggal::text as tanggal from jual j where j.notransaksi = ${o.nojual}`,
  );
  if (!jual) throw new ActError(NUM.RULE, `Penjualan ${o.nojual} pesanan ini tidak ditemukan.`);
  const lines = await rowsOf<{ id: number; kodeitem: string; satuan: string; iddetailvarian: string | null; jumlah: string; harga: string; jenispajak: string }>(
    ctx.tx,
    sql`select id, kodeitem, satuan, iddetailvarian, jumlah::text as jumlah, harga::text as harga, jenispajak from jual_detail where jual_id = ${jual.id} order by urut, id`,
  );
  const rj = await run<{ notransaksi: string }>(ctx, 'returjual_save', {
    tanggal: tanggal < jual.tanggal ? jual.tanggal : tanggal,
    mode: '1',
    nojual: o.nojual,
    kodesupel: jual.kodesupel,
    kodegudang: jual.kodegudang,
    keterangan: clip(`Retur ${o.marketplace} ${o.no_order_mp}`, 200),
    potongpiutang: false,
    kodeacckas: await roleAccount(ctx.tx, 'saldomarketplace'),
    lines: lines.map((l) => ({
      idsumber: Number(l.id),
      jenissumber: 'jual',
      kodeitem: l.kodeitem,
      satuan: l.satuan,
      ...(l.iddetailvarian ? { iddetailvarian: l.iddetailvarian } : {}),
      jumlah: l.jumlah,
      harga: l.harga,
      jenispajak: l.jenispajak,
    })),
  });
  return rj.notransaksi;
}

/** Step 2: what the order's status asks of the books, done once. */
async function settle(db: Database, company: Company, shop: OrderShop, kunci: string, seen: Mapped): Promise<Pick<StoredOrder, 'notransaksi' | 'status' | 'nojual' | 'noretur' | 'tertahan'> | null> {
  try {
    return await db.tx(company.schema_name, async (tx) => {
      // The order with its lines, its row locked (one statement).
      const o = await readOrder(tx, kunci, true, true);
      if (!o) return null;
      const ctx = workCtx(db, company, tx, 'mp_getorder');
      const lines = (typeof o.lines === 'string' ? (JSON.parse(o.lines) as StoredLine[]) : (o.lines ?? [])).map((l) => ({ ...l, id: Number(l.id) }));
      let { nojual, nobiaya, noretur } = o;
      if (PAID.has(o.status) && !nojual) ({ nojual, nobiaya } = await postSale(ctx, shop, o, lines, seen));
      else if (PAID.has(o.status) && !nobiaya && hasFees(o)) nobiaya = await postLateFees(ctx, shop, o);
      else if (CANCELLED.has(o.status) && nojual && !noretur) {
        await reverseSale(ctx, o);
        nojual = nobiaya = '';
      } else if (RETURNED.has(o.status) && nojual && !noretur) noretur = await returnSale(ctx, o, await localDate(tx, new Date().toISOString()));
      await tx.execute(sql`update pesananmp set nojual = ${nojual || ''}, nobiaya = ${nobiaya || ''}, noretur = ${noretur || ''}, tertahan = '' where id = ${o.id}`);
      return { notransaksi: o.notransaksi, status: o.status, nojual: nojual || '', noretur: noretur || '', tertahan: '' };
    });
  } catch (e) {
    if (!(e instanceof ActError)) throw e;
    // Nothing of the step was written: the order keeps its status and says why it waits.
    const tertahan = clip(e.message, 500);
    return db.tx(company.schema_name, async (tx) => {
      await tx.execute(sql`update pesananmp set tertahan = ${tertahan} where kunci = ${kunci}`);
      return readOrder(tx, kunci, false);
    });
  }
}

/** Whether the settle step has anything to do for the order as stored (else it would change nothing). */
const hasFees = (o: StoredOrder) => [o.komisi, o.layanan, o.biayalain].some((v) => num(v).gt(0));
const unsettled = (o: StoredOrder) => !!o.tertahan || (PAID.has(o.status) && (!o.nojual || (!o.nobiaya && hasFees(o)))) || ((CANCELLED.has(o.status) || RETURNED.has(o.status)) && !!o.nojual && !o.noretur);

/** Imports one order (see the file's comment): stored exactly once, then settled in the books. */
export async function importOrder(db: Database, company: Company, shop: OrderShop, order: MpOrder): Promise<ImportResult> {
  checkShape(order);
  const seen: Mapped = new Map();
  const { simpan, old } = await store(db, company, shop, order, seen);
  const kunci = kunciOf(shop.marketplace, order.no_order_mp);
  // The same order again (the poll's overlap, a push and a poll), already settled: nothing to do.
  // What the order is once settled, else from the settling transaction itself.
  const o = (simpan === 'sama' || simpan === 'lama') && old && !unsettled(old) ? old : await settle(db, company, shop, kunci, seen);
  return {
    no_order_mp: order.no_order_mp,
    notransaksi: o?.notransaksi ?? '',
    simpan,
    status: o?.status ?? order.status,
    nojual: o?.nojual ?? '',
    noretur: o?.noretur ?? '',
    tertahan: o?.tertahan ?? '',
  };
}
