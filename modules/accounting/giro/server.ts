/**
 * Cheques/giro on the server (giro.ts has the declarations): the account a payment posts to, the
 * lock on a payment whose giro is settled, and the status screens' acts — list a period's giro with
 * their status, settle (cair) with its own journal on the settlement date, un-settle.
 *
 * A payment document joins with two lines: its server hooks wrapped in `withGiro('<tipe>', …)`,
 * and its posting's cash/bank line naming `giroAccount(d, '<tipe>')` instead of `kodeacckas`.
 */
import { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import type { RecordOf } from '@niaga/kernel';
import { defineAct, referencedRow, reply, rowsOf, type ActContext, type DoctypeServer, type ServerOf, type Tx } from '@niaga/kernel/server';
import { dec, formatId } from '@niaga/core';
import { credit, debit, registerPostingDocument, tampil, type DocumentPosting } from '@niaga/ledger';
import { GIRO_JENIS, giroJenis, isGiro, nomorCair, SUMBER_CAIR, type GiroJenis, type GiroPayment, type GiroRow, type StsbgListReply } from './giro';

registerPostingDocument({ sumber: SUMBER_CAIR, table: 'giro_cair', title: 'Pencairan Cek/Giro' });

/** The payment types whose document is built (withGiro called): the others answer "belum tersedia". */
const live = new Set<string>();

const jenisOf = (tipe: string): GiroJenis => {
  const j = giroJenis(tipe);
  if (!j) throw new ActError(NUM.INVALID, `Tipe cek/giro '${tipe}' tidak dikenal.`);
  if (!live.has(tipe)) throw new ActError(NUM.RULE, `${j.title} belum tersedia.`);
  return j;
};

/**
 * The account a payment's cash/bank line posts to: its Kas/Bank account, or for a cheque/giro
 * Hutang Giro (paid out) or Piutang Giro (received).
 */
export function giroAccount(d: Pick<RecordOf<GiroPayment>, 'jenisbayar' | 'kodeacckas'>, tipe: string): string | { role: string } {
  if (!isGiro(d)) return d.kodeacckas;
  return giroJenis(tipe)?.arah === 'masuk' ? { role: 'piutanggiro' } : { role: 'hutanggiro' };
}

/** The settlement of a payment's giro, if settled. */
export async function giroSettled(tx: Tx, nobayar: string): Promise<{ notransaksi: string; tanggal: string } | undefined> {
  const [c] = await rowsOf<{ notransaksi: string; tanggal: string }>(tx, sql`select notransaksi, to_char(tanggal, 'YYYY-MM-DD') as tanggal from giro_cair where nobayar = ${nobayar}`);
  return c;
}

async function refuseSettled(tx: Tx, j: GiroJenis, nobayar: string, doing: string) {
  const c = await giroSettled(tx, nobayar);
  if (c)
    throw new ActError(
      NUM.IN_USE,
      `Cek/giro ${j.title} ${nobayar} sudah dicairkan (${c.notransaksi}, ${tampil(c.tanggal)}) sehingga tidak dapat ${doing}. Batalkan pencairannya terlebih dahulu di Status Cek/Giro.`,
    );
}

async function accountType(tx: Tx, kodeacc: string): Promise<string | undefined> {
  const seen = referencedRow(tx, 'perkiraan', kodeacc);
  if (seen && typeof seen.tipe === 'string') return seen.tipe;
  const [r] = await rowsOf<{ tipe: string }>(tx, sql`select tipe from perkiraan where kodeacc = ${kodeacc}`);
  return r?.tipe;
}

/**
 * A payment document's server hooks with the giro rules: a giro is settled into a bank account
 * (its `kodeacckas` must be a bank account); cash/bank payments keep no giro details; a payment
 * whose giro is settled is neither changed nor deleted (42).
 */
export function withGiro<Facts>(tipe: string, server: DoctypeServer<Facts>): DoctypeServer<Facts> {
  const j = giroJenis(tipe);
  if (!j) throw new Error(`tipe cek/giro '${tipe}' tidak dikenal`);
  live.add(tipe);
  // The giro's own rules, typed from the fields every payment with a giro declares (GiroPayment).
  const giro = {
    async beforeSave(ctx, rec, old) {
      if (old) await refuseSettled(ctx.tx, j, old.notransaksi, 'diubah');
      if (isGiro(rec)) {
        const kodeacc = rec.kodeacckas ?? '';
        if ((await accountType(ctx.tx, kodeacc)) !== 'BANK')
          throw new ActError(NUM.INVALID, `Cek/giro dicairkan ke rekening bank: Kas/Bank ${kodeacc} bukan perkiraan bank.`, { fields: { kodeacckas: 'Pilih perkiraan bank tempat giro dicairkan.' } });
      } else {
        rec.nogiro = '';
        rec.bankgiro = '';
        rec.jtgiro = null;
      }
    },
    async beforeDelete(ctx, old) {
      await refuseSettled(ctx.tx, j, old.notransaksi, 'dihapus');
    },
  } satisfies ServerOf<GiroPayment>;
  // The same hooks as any payment's server sees them (their record holds the giro fields).
  const own: Required<Pick<DoctypeServer, 'beforeSave' | 'beforeDelete'>> = giro;
  return {
    ...server,
    async beforeSave(ctx, rec, old, extra) {
      await own.beforeSave(ctx, rec, old, extra);
      // What the document's own rules learnt goes on to its posting (DoctypeServer's facts).
      return (await server.beforeSave?.(ctx, rec, old, extra)) as Facts;
    },
    async beforeDelete(ctx, old) {
      await own.beforeDelete(ctx, old);
      await server.beforeDelete?.(ctx, old);
    },
  };
}

const tipeSchema = z.enum(GIRO_JENIS.map((j) => j.tipe) as [string, ...string[]], { error: `Tipe harus salah satu dari ${GIRO_JENIS.map((j) => j.tipe).join(', ')}` });
const tanggalSchema = (label: string) => z.string({ error: `${label} wajib diisi` }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, `${label} bukan tanggal yang valid (TTTT-BB-HH)`);
const accessOf = (aksi: 'mopen' | 'medit') => (p: { tipe?: unknown }) => ({ modul: giroJenis(String(p.tipe ?? ''))?.access ?? GIRO_JENIS[0].access, aksi });
const id = (name: string) => sql.identifier(name);


export const stsbgList = defineAct({
  name: 'stsbg_list',
  summary:
    'Status cek/giro: tipe (BH, BP, BKS), dari, sampai (jatuh tempo giro), status (semua | belum | cair), q (no. transaksi, no. giro, kode), page (dari 0), limit (15) → query_data (totpage, totrec, total, totalbelum), tbl_stsbg (notransaksi, tanggal, kontak, namakontak, nogiro, bankgiro, namabank, jtgiro, jumlah, kodeacckas, status, nocair, tglcair).',
  module: 'accounting',
  access: accessOf('mopen'),
  schema: z.object({
    tipe: tipeSchema,
    dari: tanggalSchema('Dari tanggal').optional().or(z.literal('')),
    sampai: tanggalSchema('Sampai tanggal').optional().or(z.literal('')),
    status: z.enum(['semua', 'belum', 'cair'], { error: 'Status harus semua, belum atau cair' }).default('semua'),
    q: z.string().trim().max(100).default(''),
    page: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(500).default(15),
  }),
  async handler(ctx, p): Promise<StsbgListReply> {
    const j = jenisOf(p.tipe);
    const b = id(j.doctype);
    const conds: SQL[] = [sql`b.jenisbayar = 'G'`];
    if (p.dari) conds.push(sql`b.jtgiro >= ${p.dari}::date`);
    if (p.sampai) conds.push(sql`b.jtgiro <= ${p.sampai}::date`);
    if (p.status === 'cair') conds.push(sql`c.notransaksi is not null`);
    if (p.status === 'belum') conds.push(sql`c.notransaksi is null`);
    if (p.q) {
      const like = `%${p.q.replace(/[\\%_]/g, (x) => `\\${x}`)}%`;
      conds.push(sql`(b.notransaksi ilike ${like} or b.nogiro ilike ${like} or b.${id(j.kontak.field)} ilike ${like} or k.${id(j.kontak.name)} ilike ${like})`);
    }
    const where = sql.join(conds, sql` and `);
    const from = sql`from ${b} b left join ${id(j.kontak.table)} k on k.${id(j.kontak.key)} = b.${id(j.kontak.field)}
      left join bank g on g.kodebank = b.bankgiro left join giro_cair c on c.nobayar = b.notransaksi where ${where}`;
    const [agg] = await rowsOf<{ n: number; total: string; belum: string }>(
      ctx.tx,
      sql`select count(*)::int as n, coalesce(sum(b.${id(j.jumlah)}), 0)::numeric(18,2)::text as total,
                 coalesce(sum(b.${id(j.jumlah)}) filter (where c.notransaksi is null), 0)::numeric(18,2)::text as belum ${from}`,
    );
    const rows = await rowsOf<GiroRow>(
      ctx.tx,
      sql`select b.notransaksi, to_char(b.tanggal, 'YYYY-MM-DD') as tanggal, b.${id(j.kontak.field)} as kontak, k.${id(j.kontak.name)} as namakontak,
                 b.nogiro, b.bankgiro, g.namabank, to_char(b.jtgiro, 'YYYY-MM-DD') as jtgiro, b.${id(j.jumlah)}::text as jumlah, b.kodeacckas,
                 case when c.notransaksi is null then 'belum' else 'cair' end as status, c.notransaksi as nocair, to_char(c.tanggal, 'YYYY-MM-DD') as tglcair
          ${from} order by b.jtgiro, b.notransaksi limit ${p.limit} offset ${p.page * p.limit}`,
    );
    return { query_data: [{ totpage: Math.ceil(agg.n / p.limit), totrec: agg.n, total: agg.total, totalbelum: agg.belum }], tbl_stsbg: rows };
  },
});

interface Payment {
  notransaksi: string;
  tanggal: string;
  jenisbayar: string;
  jtgiro: string | null;
  nogiro: string | null;
  kontak: string;
  jumlah: string;
  kodeacckas: string;
}

/** The payment's row, locked (a settlement and an edit of one payment wait for each other). */
async function paymentOf(tx: Tx, j: GiroJenis, notransaksi: string): Promise<Payment> {
  const [b] = await rowsOf<Payment>(
    tx,
    sql`select notransaksi, to_char(tanggal, 'YYYY-MM-DD') as tanggal, jenisbayar, to_char(jtgiro, 'YYYY-MM-DD') as jtgiro, nogiro,
               ${id(j.kontak.field)} as kontak, ${id(j.jumlah)}::text as jumlah, kodeacckas
        from ${id(j.doctype)} where notransaksi = ${notransaksi} for update`,
  );
  if (!b) throw new ActError(NUM.NOT_FOUND, `${j.title} ${notransaksi} tidak ditemukan.`);
  if (b.jenisbayar !== 'G') throw new ActError(NUM.RULE, `${j.title} ${notransaksi} tidak dibayar dengan cek/giro.`);
  return b;
}

function settlementPosting(j: GiroJenis, b: Payment): DocumentPosting {
  const ket = `Pencairan cek/giro ${b.nogiro ?? ''} ${j.title} ${b.notransaksi} ${b.kontak}`.replace(/\s+/g, ' ').trim();
  const lines =
    j.arah === 'keluar'
      ? [debit({ role: 'hutanggiro' }, b.jumlah, { keterangan: ket, label: 'Hutang Giro' }), credit(b.kodeacckas, b.jumlah, { keterangan: ket, label: 'Bank' })]
      : [debit(b.kodeacckas, b.jumlah, { keterangan: ket, label: 'Bank' }), credit({ role: 'piutanggiro' }, b.jumlah, { keterangan: ket, label: 'Piutang Giro' })];
  return { keterangan: ket, lines };
}

async function cair(ctx: ActContext, j: GiroJenis, notransaksi: string, tanggal: string) {
  const tx = ctx.tx;
  const b = await paymentOf(tx, j, notransaksi);
  const done = await giroSettled(tx, notransaksi);
  if (done) throw new ActError(NUM.RULE, `Cek/giro ${j.title} ${notransaksi} sudah dicairkan pada ${tampil(done.tanggal)} (${done.notransaksi}).`);
  if (tanggal < b.tanggal)
    throw new ActError(NUM.INVALID, `Tanggal cair ${tampil(tanggal)} sebelum tanggal pembayaran ${notransaksi} (${tampil(b.tanggal)}).`, { fields: { tanggal: 'Tanggal cair sebelum tanggal pembayaran.' } });
  if (b.jtgiro && tanggal < b.jtgiro)
    throw new ActError(NUM.INVALID, `Cek/giro ${b.nogiro ?? ''} baru dapat dicairkan mulai jatuh temponya, ${tampil(b.jtgiro)}.`, { fields: { tanggal: 'Tanggal cair sebelum jatuh tempo giro.' } });
  if (!ctx.books) throw new ActError(NUM.RULE, 'Buku belum disiapkan.');
  await ctx.books.checkDate(tx, tanggal);
  const no = nomorCair(notransaksi);
  const userid = ctx.session?.userid ?? '';
  await tx.execute(sql`insert into giro_cair (notransaksi, tipe, nobayar, tanggal, kodeacc, jumlah, userid) values (${no}, ${j.tipe}, ${notransaksi}, ${tanggal}, ${b.kodeacckas}, ${b.jumlah}, ${userid})`);
  await ctx.books.post(tx, { sumber: SUMBER_CAIR, notransaksi: no, tanggal, userid }, settlementPosting(j, b));
  return { notransaksi, nocair: no, tanggal, jumlah: b.jumlah, kodeacc: b.kodeacckas };
}

export const stsbgCair = defineAct({
  name: 'stsbg_cair',
  summary: 'Cairkan cek/giro sebuah pembayaran: tipe (BH, BP, BKS), notransaksi, tanggal (tanggal cair, tidak sebelum pembayaran dan jatuh tempo giro, di periode terbuka) → jurnal CBG-<notransaksi>: Dr Hutang Giro / Cr Bank (BH, BKS) atau Dr Bank / Cr Piutang Giro (BP).',
  module: 'accounting',
  access: accessOf('medit'),
  log: 'posting',
  schema: z.object({ tipe: tipeSchema, notransaksi: z.string({ error: 'No. transaksi wajib diisi' }).trim().min(1, 'No. transaksi wajib diisi').max(40), tanggal: tanggalSchema('Tanggal cair') }),
  async handler(ctx, p) {
    const j = jenisOf(p.tipe);
    const r = await cair(ctx, j, p.notransaksi, p.tanggal);
    ctx.activity?.({ dokumen: r.nocair });
    return reply(r, `Cek/giro ${p.notransaksi} dicairkan pada ${tampil(p.tanggal)}: ${formatId(dec(r.jumlah).toFixed(2))} ke ${r.kodeacc}.`);
  },
});

export const stsbgBatal = defineAct({
  name: 'stsbg_batal',
  summary: 'Batalkan pencairan cek/giro: tipe, notransaksi → jurnal CBG-<notransaksi> dibalik (ditolak bila tanggal cairnya di periode yang sudah ditutup).',
  module: 'accounting',
  access: accessOf('medit'),
  log: 'posting',
  schema: z.object({ tipe: tipeSchema, notransaksi: z.string({ error: 'No. transaksi wajib diisi' }).trim().min(1, 'No. transaksi wajib diisi').max(40) }),
  async handler(ctx, p) {
    const j = jenisOf(p.tipe);
    await paymentOf(ctx.tx, j, p.notransaksi);
    const [c] = await rowsOf<{ notransaksi: string; tanggal: string }>(
      ctx.tx,
      sql`select notransaksi, to_char(tanggal, 'YYYY-MM-DD') as tanggal from giro_cair where nobayar = ${p.notransaksi} for update`,
    );
    if (!c) throw new ActError(NUM.RULE, `Cek/giro ${j.title} ${p.notransaksi} belum dicairkan.`);
    if (!ctx.books) throw new ActError(NUM.RULE, 'Buku belum disiapkan.');
    await ctx.books.checkDate(ctx.tx, c.tanggal);
    await ctx.books.unpost(ctx.tx, { sumber: SUMBER_CAIR, notransaksi: c.notransaksi, userid: ctx.session?.userid });
    await ctx.tx.execute(sql`delete from giro_cair where notransaksi = ${c.notransaksi}`);
    ctx.activity?.({ dokumen: c.notransaksi });
    return reply({ notransaksi: p.notransaksi, nocair: c.notransaksi }, `Pencairan cek/giro ${p.notransaksi} dibatalkan.`);
  },
});

export const giroActs = [stsbgList, stsbgCair, stsbgBatal];
