/**
 * Selling PPOB (issue 41 item 2; docs/ppob.md): `ppob_beli` records the sale and posts it in the
 * act's transaction (Dr Kas the sale price / Cr Deposit PPOB 1-1700 the cost / Cr Pendapatan PPOB
 * 4-2000 the margin), then — after the commit, never inside it — sends the purchase to Digiflazz
 * with ref_id = the sale's idempotency key. The same ref_id again (a retry, a double press) finds
 * the sale and never buys twice; Digiflazz answers a repeated ref_id with its status, never a
 * second purchase. Pending is settled by the signed callback (callback.ts), by `ppob_cek` or by the
 * worker's periodic task asking again with the same ref_id (`settle`): Sukses keeps the serial
 * number / PLN token; Gagal reverses the posting (the buyer's money back, the deposit restored).
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { afterCommit, defineAct, rowsOf, type Company, type Database, type Tx } from '@niaga/kernel/server';
import { dec } from '@niaga/core';
import { companyToday, credit, debit, post, registerPostingDocument, repost, unpost, type JournalLine } from '@niaga/ledger';
import { checkCustomerNo, type JenisPpob } from './customer-no';
import { configOf } from './config';
import { DigiflazzError, transaction, type DigiflazzConfig, type TrxData } from './digiflazz';
import { produkList } from './settings';
import type { PpobTransaksi, PpobTransaksiReply } from './replies';

export const SUMBER_PPOB = 'PPOB';
// A failed purchase's posting is reversed: its row then has no live posting, as it should.
registerPostingDocument({ sumber: SUMBER_PPOB, table: 'ppob_transaksi', title: 'Penjualan PPOB', nomor: `case when status <> 'Gagal' then notransaksi end` });

const SELL = { modul: 'mJual', aksi: 'madd' } as const;

interface Row extends PpobTransaksi {
  id: number;
  modal: string;
  margin: string;
}

// jam: the sale's time in the company's time zone (the head office's, as companyToday).
const COLS = sql`id, ref_id, notransaksi, tanggal::text as tanggal,
  to_char(dibuat at time zone coalesce((select timezone from kantor order by pusat desc, id limit 1), 'Asia/Jakarta'), 'HH24:MI:SS') as jam, sku, nama, jenis, customer_no, modal::text as modal, jual::text as jual, margin::text as margin, status, sn, pesan, userid`;

const rowOf = async (tx: Tx, ref_id: string, lock = false) =>
  (await rowsOf<Row>(tx, sql`select ${COLS} from ppob_transaksi where ref_id = ${ref_id} ${lock ? sql`for update` : sql``}`))[0] ?? null;

const shown = (r: Row): PpobTransaksi => ({
  ref_id: r.ref_id, notransaksi: r.notransaksi, tanggal: r.tanggal, jam: r.jam, userid: r.userid, sku: r.sku, nama: r.nama, jenis: r.jenis,
  customer_no: r.customer_no, jual: r.jual, status: r.status, sn: r.sn, pesan: r.pesan,
});

/** The sale's journal: Dr Kas / Cr Deposit PPOB (cost) / Cr Pendapatan PPOB (margin; Dr when negative). */
function postingOf(r: Pick<Row, 'notransaksi' | 'tanggal' | 'nama' | 'customer_no' | 'jual' | 'modal' | 'margin' | 'userid'>) {
  const ket = `PPOB ${r.nama} ${r.customer_no}`.slice(0, 200);
  const margin = dec(r.margin);
  const lines: JournalLine[] = [debit({ role: 'kas' }, r.jual, { keterangan: ket }), credit({ role: 'depositppob' }, r.modal, { keterangan: ket })];
  if (margin.gt(0)) lines.push(credit({ role: 'pendapatanppob' }, margin, { keterangan: ket }));
  if (margin.lt(0)) lines.push(debit({ role: 'pendapatanppob' }, margin.abs(), { keterangan: ket }));
  return { sumber: SUMBER_PPOB, notransaksi: r.notransaksi, tanggal: r.tanggal, keterangan: ket, lines, userid: r.userid };
}

const clip = (s: unknown, n: number) => String(s ?? '').slice(0, n);

/**
 * Applies what Digiflazz says of a purchase (its answer, a re-ask or a callback), in a short
 * transaction of its own. Only a Pending sale moves: Sukses and Gagal are final, so a second
 * callback or a late answer changes nothing. Sukses at another price than the cached one re-posts
 * the cost (the deposit follows Digiflazz's figure, the margin takes the difference).
 */
export async function settle(db: Database, company: Pick<Company, 'schema_name'>, d: Pick<TrxData, 'ref_id' | 'status' | 'rc'> & Partial<TrxData>): Promise<Row | null> {
  return db.tx(company.schema_name, async (tx) => {
    const r = await rowOf(tx, d.ref_id, true);
    if (!r) return null;
    if (r.status !== 'Pending') return r;
    const pesan = clip(d.message, 500);
    if (d.status === 'Pending') {
      await tx.execute(sql`update ppob_transaksi set terkirim = true, rc = ${clip(d.rc, 4)}, pesan = ${pesan}, diubah = now() where id = ${r.id}`);
      return { ...r, pesan };
    }
    if (d.status === 'Sukses') {
      if (d.price !== undefined && d.price !== null && /^\d+(\.\d+)?$/.test(String(d.price)) && !dec(String(d.price)).eq(dec(r.modal))) {
        const modal = dec(String(d.price)).toFixed(2);
        const margin = dec(r.jual).minus(dec(modal)).toFixed(2);
        await repost(tx, postingOf({ ...r, modal, margin }));
        await tx.execute(sql`update ppob_transaksi set modal = ${modal}, margin = ${margin} where id = ${r.id}`);
      }
      const sn = clip(d.sn, 200);
      await tx.execute(sql`update ppob_transaksi set status = 'Sukses', terkirim = true, rc = ${clip(d.rc, 4)}, sn = ${sn}, pesan = ${pesan}, diubah = now() where id = ${r.id}`);
      return { ...r, status: 'Sukses', sn, pesan };
    }
    // Gagal: the sale reversed — the buyer's money back, the deposit as it was.
    await unpost(tx, SUMBER_PPOB, r.notransaksi, { userid: r.userid });
    await tx.execute(sql`update ppob_transaksi set status = 'Gagal', terkirim = true, rc = ${clip(d.rc, 4)}, pesan = ${pesan}, diubah = now() where id = ${r.id}`);
    return { ...r, status: 'Gagal', pesan };
  });
}

/**
 * Sends (or asks again about) a sale's purchase with its ref_id, outside any transaction, and
 * applies the answer. Digiflazz unreachable: the sale stays Pending (asked again later). A refusal
 * of the request itself (bad sign, ref_id taken at Digiflazz): nothing was bought, the sale fails.
 */
export async function ask(db: Database, company: Pick<Company, 'schema_name'>, cfg: DigiflazzConfig, r: Pick<Row, 'ref_id' | 'sku' | 'customer_no'>): Promise<Row | null> {
  let d: TrxData;
  try {
    d = await transaction(cfg, { sku: r.sku, customer_no: r.customer_no, ref_id: r.ref_id });
  } catch (e) {
    if (e instanceof DigiflazzError && e.rc) return settle(db, company, { ref_id: r.ref_id, status: 'Gagal', rc: e.rc, message: e.message });
    const msg = `Menunggu jawaban Digiflazz: ${e instanceof Error ? e.message : String(e)}`;
    return settle(db, company, { ref_id: r.ref_id, status: 'Pending', rc: '', message: msg });
  }
  return settle(db, company, d);
}

const answer = (r: Row | null): PpobTransaksiReply => ({ tbl_ppob: r ? [shown(r)] : [] });

export const ppob_produk = defineAct({
  name: 'ppob_produk',
  summary: 'Produk PPOB yang dijual di kasir: jenis (pulsa|data|pln; kosong: semua), q (nama/kode) → tbl_produk [{sku, nama, kategori, brand, jenis, harga, margin, jual}] dari daftar harga yang tersimpan, hanya yang aktif.',
  module: 'ppob',
  access: { modul: 'mJual', aksi: 'mopen' },
  readOnly: true,
  schema: z.object({ jenis: z.string().trim().max(10).default(''), q: z.string().trim().max(60).default('') }),
  async handler(ctx, p) {
    const like = `%${p.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return { tbl_produk: await produkList(ctx.tx, sql`(${p.jenis} = '' or p.jenis = ${p.jenis}) and (p.nama ilike ${like} or p.sku ilike ${like})`) };
  },
});

export const ppob_beli = defineAct({
  name: 'ppob_beli',
  summary:
    'Jual PPOB (pulsa, paket data, token PLN) tunai: ref_id (kunci idempotensi penjualan, dikirim ke Digiflazz sebagai ref_id), sku, customer_no (bentuknya diperiksa sebelum dikirim). Diposting Dr Kas / Cr Deposit PPOB (modal) / Cr Pendapatan PPOB (margin); pembelian dikirim setelah transaksi act → tbl_ppob [{ref_id, notransaksi, tanggal, sku, nama, jenis, customer_no, jual, status Pending|Sukses|Gagal, sn (nomor seri / token PLN), pesan}]. ref_id yang sama lagi: penjualan yang sudah ada (tidak membeli dua kali). Gagal: penjualan dibatalkan (uang kembali).',
  module: 'ppob',
  access: SELL,
  log: 'posting',
  schema: z.object({
    ref_id: z.string({ error: 'ref_id wajib diisi' }).trim().regex(/^[A-Za-z0-9_-]{8,64}$/, 'ref_id harus 8–64 huruf, angka, - atau _'),
    sku: z.string({ error: 'Produk wajib dipilih' }).trim().min(1, 'Produk wajib dipilih').max(60),
    customer_no: z.string({ error: 'Nomor pelanggan wajib diisi' }).trim().min(1, 'Nomor pelanggan wajib diisi').max(30),
  }),
  async handler(ctx, p) {
    const cfg = await configOf(ctx.tx);
    const { db, company } = ctx;
    const known = await rowOf(ctx.tx, p.ref_id);
    if (known) return again(db, company!, cfg, known, p);
    const [prod] = await produkList(ctx.tx, sql`p.sku = ${p.sku}`);
    if (!prod) throw new ActError(NUM.RULE, `Produk PPOB ${p.sku} tidak tersedia (tidak ada di daftar harga atau dimatikan Digiflazz).`, { fields: { sku: 'Produk tidak tersedia' } });
    const no = checkCustomerNo(prod.jenis as JenisPpob, p.customer_no);
    if (!no.ok) throw new ActError(NUM.INVALID, no.msg, { fields: { customer_no: no.msg } });
    const tanggal = await companyToday(ctx.tx);
    const userid = ctx.session!.userid;
    // A double press racing this one waits on the unique ref_id, then finds this sale.
    const [ins] = await rowsOf<{ id: number }>(
      ctx.tx,
      sql`insert into ppob_transaksi (ref_id, tanggal, sku, nama, kategori, jenis, customer_no, modal, jual, margin, userid)
          values (${p.ref_id}, ${tanggal}, ${prod.sku}, ${prod.nama}, ${prod.kategori}, ${prod.jenis}, ${no.no}, ${prod.harga}, ${prod.jual}, ${prod.margin}, ${userid})
          on conflict (ref_id) do nothing returning id`,
    );
    if (!ins) return again(db, company!, cfg, (await rowOf(ctx.tx, p.ref_id))!, p);
    const notransaksi = `${SUMBER_PPOB}-${ins.id}`;
    await ctx.tx.execute(sql`update ppob_transaksi set notransaksi = ${notransaksi} where id = ${ins.id}`);
    await post(ctx.tx, postingOf({ notransaksi, tanggal, nama: prod.nama, customer_no: no.no, jual: prod.jual, modal: prod.harga, margin: prod.margin, userid }));
    ctx.activity?.({ dokumen: notransaksi });
    const sale = { ref_id: p.ref_id, sku: prod.sku, customer_no: no.no };
    return afterCommit(async () => answer(await ask(db, company!, cfg, sale)));
  },
});

/** A ref_id already sold: the same sale (asked again while Pending); another product or number under it is refused. */
function again(db: Database, company: Company, cfg: DigiflazzConfig, r: Row, p: { sku: string; customer_no: string }) {
  const same = r.sku === p.sku && (checkCustomerNo(r.jenis as JenisPpob, p.customer_no) as { no?: string }).no === r.customer_no;
  if (!same) throw new ActError(NUM.DUPLICATE, `ref_id ${r.ref_id} sudah dipakai penjualan PPOB ${r.notransaksi} (${r.nama} ${r.customer_no}).`);
  if (r.status !== 'Pending') return answer(r);
  return afterCommit(async () => answer(await ask(db, company, cfg, r)));
}

export const ppob_cek = defineAct({
  name: 'ppob_cek',
  summary: 'Status penjualan PPOB: ref_id → tbl_ppob (seperti ppob_beli). Bila masih Pending, Digiflazz ditanya lagi dengan ref_id yang sama setelah transaksi act (tidak membeli lagi).',
  module: 'ppob',
  access: { modul: 'mJual', aksi: 'mopen' },
  schema: z.object({ ref_id: z.string({ error: 'ref_id wajib diisi' }).trim().min(1, 'ref_id wajib diisi').max(64) }),
  async handler(ctx, p) {
    const r = await rowOf(ctx.tx, p.ref_id);
    if (!r) throw new ActError(NUM.NOT_FOUND, `Penjualan PPOB dengan ref_id ${p.ref_id} tidak ditemukan.`);
    if (r.status !== 'Pending') return answer(r);
    const cfg = await configOf(ctx.tx);
    const { db, company } = ctx;
    return afterCommit(async () => answer(await ask(db, company!, cfg, r)));
  },
});

export const ppob_list = defineAct({
  name: 'ppob_list',
  summary: 'Daftar penjualan PPOB untuk dicetak ulang (/kasirppob): dari, sampai (yyyy-MM-dd; kosong: hari ini) → tbl_ppob (seperti ppob_beli), terbaru dulu, paling banyak 200.',
  module: 'ppob',
  access: { modul: 'mJual', aksi: 'mopen' },
  readOnly: true,
  schema: z.object({
    dari: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal harus yyyy-MM-dd').optional(),
    sampai: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal harus yyyy-MM-dd').optional(),
  }),
  async handler(ctx, p): Promise<PpobTransaksiReply> {
    const today = await companyToday(ctx.tx);
    const rows = await rowsOf<Row>(ctx.tx, sql`select ${COLS} from ppob_transaksi where tanggal between ${p.dari ?? today} and ${p.sampai ?? p.dari ?? today} order by id desc limit 200`);
    return { tbl_ppob: rows.map(shown) };
  },
});

/** The worker's periodic task: every Pending sale older than a minute is asked about again (same ref_id). */
export async function askPending(db: Database, company: Company): Promise<void> {
  const found = await db.tx(company.schema_name, async (tx) => {
    const [a] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from ppob_akun where id = 1 and apikey <> ''`);
    if (!a?.n) return null;
    const rows = await rowsOf<Row>(tx, sql`select ${COLS} from ppob_transaksi where status = 'Pending' and diubah < now() - interval '1 minute' order by id limit 20`);
    return rows.length ? { cfg: await configOf(tx), rows } : null;
  });
  if (!found) return;
  for (const r of found.rows) await ask(db, company, found.cfg, r);
}

export const sellActs = [ppob_produk, ppob_beli, ppob_cek, ppob_list];
