/**
 * The offline till's numbers (issue 39, docs/kasir.md "Offline"): while online the till reserves a
 * block of the KSR series (`kasir_blok`: one act takes N numbers of the counter at once, in the same
 * upsert that gives online sales theirs, so two reservations — or a reservation and a sale — never
 * share a number); offline it numbers its sales from the block, in order; when they arrive
 * (`kasir_save` with `luring`) the server checks that the number is in a block of this cashier on
 * this device, keeps when it was sold, and accepts it below zero stock (reported in `kasir_luring`).
 *
 * A block is the device's until its numbers are used: the till keeps its unused numbers for the
 * next time the connection drops; a block partly used gives back its rest at the shift close
 * (`kasir_blok_lepas`): those numbers are void, recorded and listed, never a sale's.
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { defineAct, numberFormat, periodPart, rowsOf, type ActContext } from '@niaga/kernel/server';
import { companyNow } from './pricing-data';
import { kasirLuring } from './tables';
import type { KasirBlokLepasReply, KasirBlokReply, KasirLuringReply } from './replies';

/** How many numbers a block holds unless the till asks otherwise (1–500). */
export const BLOK_BAWAAN = 50;
const KODE = 'KSR';

/** A reserved block as the till keeps it: `sebelum` + the counter padded to `digit` is a number. */
export interface BlokNomor {
  id: number;
  sebelum: string;
  digit: number;
  awal: number;
  akhir: number;
  periode: string;
}

/** The number `n` of a block (what the kernel's formatNumber gives for the counter). */
export const nomorBlok = (b: Pick<BlokNomor, 'sebelum' | 'digit'>, n: number) => b.sebelum + String(n).padStart(b.digit, '0');

/** Takes `jumlah` numbers of the KSR series at once for this cashier and device (one statement: the series row stays locked until the commit). */
export async function reserveBlock(ctx: ActContext, compname: string, jumlah: number): Promise<BlokNomor> {
  const { tanggal } = await companyNow(ctx.tx);
  const f = await numberFormat(ctx.tx, KODE, '');
  const [pusat] = f.pakaikantor ? await rowsOf<{ kodekantor: string }>(ctx.tx, sql`select kodekantor from kantor where pusat order by id limit 1`) : [];
  const kantor = f.pakaikantor ? (pusat?.kodekantor ?? '') : '';
  const periode = periodPart(f, tanggal);
  const sebelum = [f.awalan || f.kode, kantor, periode].filter(Boolean).join(f.pemisah) + f.pemisah;
  const [r] = await rowsOf<{ id: number; awal: number; akhir: number }>(
    ctx.tx,
    sql`with n as (insert into nomor_urut (kode, kodekantor, periode, nomor) values (${KODE}, ${kantor}, ${periode}, ${jumlah})
                   on conflict (kode, kodekantor, periode) do update set nomor = nomor_urut.nomor + ${jumlah} returning nomor)
        insert into kasir_blok (userid, compname, kode, kodekantor, periode, sebelum, digit, awal, akhir)
        select ${ctx.session!.userid}, ${compname}, ${KODE}, ${kantor}, ${periode}, ${sebelum}, ${f.digit}, nomor - ${jumlah} + 1, nomor from n
        returning id, awal, akhir`,
  );
  return { id: Number(r.id), sebelum, digit: f.digit, awal: Number(r.awal), akhir: Number(r.akhir), periode };
}

export const kasir_blok = defineAct({
  name: 'kasir_blok',
  summary:
    'Blok nomor Penjualan Kasir untuk penjualan luring (issue 39): compname, jumlah (1–500, bawaan 50) → tbl_blok [{id, sebelum, digit, awal, akhir, periode}]; nomor ke-n = sebelum + n (digit angka). Nomor blok tidak dipakai penjualan lain.',
  module: 'sales',
  access: { modul: 'mJual', aksi: 'madd' },
  log: false,
  schema: z.object({
    compname: z.string().trim().min(1, 'compname wajib diisi').max(100, 'compname paling panjang 100 karakter'),
    jumlah: z.coerce.number({ error: 'Jumlah harus berupa angka' }).int('Jumlah harus bilangan bulat').min(1, 'Jumlah paling sedikit 1').max(500, 'Jumlah paling banyak 500').default(BLOK_BAWAAN),
  }),
  async handler(ctx, p): Promise<KasirBlokReply> {
    return { tbl_blok: [await reserveBlock(ctx, p.compname, p.jumlah)] };
  },
});

export const kasir_luring_list = defineAct({
  name: 'kasir_luring_list',
  summary:
    'Penjualan kasir luring yang sudah diterima (issue 39): nomor (daftar No. Transaksi, kosong = 500 terakhir) → tbl_kasir_luring [{notransaksi, userid, compname, blok, waktu (saat dijual), diterima, stokminus (stok yang jadi minus, kosong bila tidak)}]; tanpa nomor juga tbl_blok_lepas [{blok, userid, compname, dari, sampai, jumlah}]: nomor blok yang dikembalikan tak terpakai (batal).',
  module: 'sales',
  access: { modul: 'mJual', aksi: 'mopen' },
  log: false,
  schema: z.object({ nomor: z.array(z.string().trim().max(40)).max(500).default([]) }),
  async handler(ctx, p): Promise<KasirLuringReply> {
    const rows = await rowsOf<KasirLuringReply['tbl_kasir_luring'][number]>(
      ctx.tx,
      sql`select notransaksi, userid, compname, blok, to_char(waktu, 'YYYY-MM-DD"T"HH24:MI:SSOF') as waktu, to_char(diterima, 'YYYY-MM-DD"T"HH24:MI:SSOF') as diterima, stokminus
          from kasir_luring ${p.nomor.length ? sql`where notransaksi in (${sql.join(p.nomor.map((n) => sql`${n}`), sql`, `)})` : sql``} order by diterima desc limit 500`,
    );
    // The whole report (no numbers asked): also the numbers given back unused (void), block by block.
    const lepas = p.nomor.length
      ? []
      : await rowsOf<{ id: number; userid: string; compname: string; sebelum: string; digit: number; dilepas: number; akhir: number }>(
          ctx.tx,
          sql`select id, userid, compname, sebelum, digit, dilepas, akhir from kasir_blok where dilepas is not null and dilepas <= akhir order by id desc limit 100`,
        );
    return {
      tbl_kasir_luring: rows,
      tbl_blok_lepas: lepas.map((b) => ({ blok: b.id, userid: b.userid, compname: b.compname, dari: nomorBlok(b, b.dilepas), sampai: nomorBlok(b, b.akhir), jumlah: b.akhir - b.dilepas + 1 })),
    };
  },
});

/**
 * Gives back the unused rest of a block (issue 39, docs/kasir.md "Numbers"): at the shift close,
 * online with nothing queued, a till whose block is partly used releases its counters from
 * `berikut` (the next it would use) to the end. They cannot return to the series (later numbers are
 * taken), so they are void: recorded on the block (`dilepas`), listed by `kasir_luring_list`, and
 * refused to any sale from then on — every number of the series is a sale or a listed void number.
 */
export const kasir_blok_lepas = defineAct({
  name: 'kasir_blok_lepas',
  summary:
    'Kembalikan sisa blok nomor kasir luring yang tidak terpakai saat Tutup Kasir (issue 39): compname, blok (id), berikut (nomor urut pertama yang belum dipakai) → tbl_blok_lepas [{blok, dari, sampai, jumlah}]; nomor itu batal (tidak dipakai penjualan mana pun). Diulang dengan nilai sama: jawaban sama.',
  module: 'sales',
  access: { modul: 'mJual', aksi: 'madd' },
  log: false,
  schema: z.object({
    compname: z.string().trim().min(1, 'compname wajib diisi').max(100, 'compname paling panjang 100 karakter'),
    blok: z.coerce.number({ error: 'blok harus berupa angka' }).int().positive('blok wajib diisi'),
    berikut: z.coerce.number({ error: 'berikut harus berupa angka' }).int('berikut harus bilangan bulat'),
  }),
  async handler(ctx, p): Promise<KasirBlokLepasReply> {
    const [b] = await rowsOf<BlokNomor & { dilepas: number | null }>(
      ctx.tx,
      sql`select id, sebelum, digit, awal, akhir, periode, dilepas from kasir_blok where id = ${p.blok} and userid = ${ctx.session!.userid} and compname = ${p.compname} for update`,
    );
    if (!b) throw new ActError(NUM.INVALID, `Blok nomor luring ${p.blok} bukan milik kasir ini di perangkat ini.`);
    const reply = (dari: number) => ({ tbl_blok_lepas: dari > b.akhir ? [] : [{ blok: b.id, dari: nomorBlok(b, dari), sampai: nomorBlok(b, b.akhir), jumlah: b.akhir - dari + 1 }] });
    if (b.dilepas !== null) {
      if (b.dilepas === p.berikut) return reply(b.dilepas);
      throw new ActError(NUM.RULE, `Sisa blok nomor luring ${p.blok} sudah dikembalikan mulai ${nomorBlok(b, b.dilepas)}.`);
    }
    if (p.berikut < b.awal || p.berikut > b.akhir + 1) throw new ActError(NUM.INVALID, `Nomor berikut ${p.berikut} di luar blok ${b.awal}–${b.akhir}.`);
    if (p.berikut > b.akhir) return reply(p.berikut);
    // A number of the rest already taken by a sale (one still on its way, sent from elsewhere): refused, nothing given back.
    const nos = Array.from({ length: b.akhir - p.berikut + 1 }, (_, i) => nomorBlok(b, p.berikut + i));
    const [used] = await rowsOf<{ notransaksi: string }>(ctx.tx, sql`select notransaksi from kasir where notransaksi in (${sql.join(nos.map((n) => sql`${n}`), sql`, `)}) order by notransaksi limit 1`);
    if (used) throw new ActError(NUM.RULE, `Nomor ${used.notransaksi} dari sisa blok sudah dipakai penjualan: kirim dulu semua penjualan luring.`);
    await ctx.tx.execute(sql`update kasir_blok set dilepas = ${p.berikut} where id = ${b.id}`);
    return reply(p.berikut);
  },
});

/** What an offline sale carries (kasir_save's `luring`): when it was sold and, when numbered from a block, that block. */
export const luringSchema = z
  .object({
    waktu: z.string().datetime({ offset: true, error: 'Waktu penjualan luring tidak valid' }),
    blok: z.coerce.number().int().positive().optional(),
  })
  .optional();
export type Luring = NonNullable<z.infer<typeof luringSchema>>;

/**
 * An offline sale's number: given, it must be the number of a block this cashier reserved on this
 * device (else refused: a number of another till's block, or made up); without one the series
 * gives it as for any sale (the till had run out of its block).
 */
export async function checkLuringNumber(ctx: ActContext, notransaksi: unknown, compname: string, l: Luring): Promise<void> {
  if (!notransaksi) return;
  const no = String(notransaksi);
  const blocks = await rowsOf<BlokNomor>(
    ctx.tx,
    sql`select id, sebelum, digit, awal, coalesce(dilepas - 1, akhir) as akhir, periode from kasir_blok where userid = ${ctx.session!.userid} and compname = ${compname} and (${l.blok ?? null}::int is null or id = ${l.blok ?? null}::int)`,
  );
  // A number given back (kasir_blok_lepas) is void: no longer the block's.
  const ok = blocks.some((b) => {
    if (!no.startsWith(b.sebelum)) return false;
    const n = Number(no.slice(b.sebelum.length));
    return Number.isInteger(n) && n >= b.awal && n <= Number(b.akhir) && nomorBlok(b, n) === no;
  });
  if (!ok) throw new ActError(NUM.INVALID, `No. Transaksi '${no}' bukan nomor blok luring kasir ini di perangkat ini.`, { fields: { notransaksi: 'Nomor di luar blok luring' } });
}

/** The time an offline sale was rung up, in the company's time zone (its `jam`). */
export async function jamLuring(ctx: ActContext, l: Luring): Promise<string> {
  const [r] = await rowsOf<{ jam: string }>(
    ctx.tx,
    sql`select to_char(${l.waktu}::timestamptz at time zone coalesce((select timezone from kantor order by pusat desc, id limit 1), 'Asia/Jakarta'), 'HH24:MI:SS') as jam`,
  );
  return r.jam;
}

/** What went below zero in this transaction's offline sale (reported in kasir_luring). */
const short = new WeakMap<object, string>();

/** The stock check of an offline sale: its refusal is kept as the report, the sale goes on. */
export function shortOffline(ctx: ActContext, check: () => void): void {
  try {
    check();
  } catch (e) {
    if (!(e instanceof ActError)) throw e;
    short.set(ctx.tx, e.message);
  }
}

/** Writes the offline sale's record (after it is saved): its time on the till and what went below zero. */
export async function recordLuring(ctx: ActContext, r: { notransaksi: string; compname: string; luring: Luring }): Promise<void> {
  const stokminus = short.get(ctx.tx) ?? null;
  await ctx.tx
    .insert(kasirLuring)
    .values({ notransaksi: r.notransaksi, userid: ctx.session!.userid, compname: r.compname, blok: r.luring.blok ?? null, waktu: new Date(r.luring.waktu), stokminus: stokminus?.slice(0, 1000) ?? null })
    .onConflictDoNothing();
}

