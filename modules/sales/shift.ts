/**
 * The shift close (spec §2.12 Kas Laci, §5; ACCOUNTING.md §2): the cashier counts what is in the
 * drawer per payment type; the system's figure is the opening float plus the cash kept from the
 * till sales that went into this drawer (cash taken − change; kasLaciPenjualan), and the card and
 * e-money amounts of those sales. The drawer session closes; a cash difference is posted as
 * TKS-<id>: over Dr Kas / Cr Pendapatan Lain (Pembulatan), short the reverse.
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { defineAct, rowsOf, type ActContext } from '@niaga/kernel/server';
import { dec, type Dec } from '@niaga/core';
import { credit, debit, registerPostingDocument } from '@niaga/ledger';
import { companyNow } from './pricing-data';
import type { TutupKasirReply } from './replies';

export const SUMBER_TUTUP = 'TKS';
// Only a close with a cash difference posts (an open drawer and a close that balanced have none).
registerPostingDocument({
  sumber: SUMBER_TUTUP,
  table: 'kas_laci',
  title: 'Tutup Kasir',
  nomor: `case when exists (select 1 from jsonb_array_elements(ringkasan) r where r->>'jenis' = 'tunai' and (r->>'selisih')::numeric <> 0) then notransaksi end`,
});

const uang = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} harus berupa angka` })
    .transform((v) => String(v).trim() || '0')
    .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), `${label} harus berupa angka tidak negatif`)
    .default('0');

/** The refusal of a till sale while this cashier's drawer on the device is not open (shown by the till, which then asks for the float). */
export const KAS_LACI_BELUM_DIBUKA = 'Kas laci di perangkat ini belum dibuka: buka kas laci (masukkan jumlah kas laci) sebelum transaksi kasir.';

/** The close's refusal with Mode Kas Laci off when no sale of this cashier on the device opened a drawer since the last close. */
export const TUTUP_TANPA_PENJUALAN = 'Belum ada penjualan kasir Anda di perangkat ini sejak tutup kasir terakhir: tidak ada yang ditutup.';

const openDrawer = async (ctx: ActContext, name: string) =>
  (await rowsOf<{ id: number }>(ctx.tx, sql`select id from kas_laci where userid = ${ctx.session!.userid} and compname = ${name} and ditutup is null for share`))[0]?.id ?? null;

/**
 * The cash drawer a new till sale goes into (its `kaslaci`): the shift close counts exactly the
 * sales of its drawer, so a sale is counted once, by the close of the device it was rung up on.
 * A drawer is the session's user's on the sale's device (`compname`, sent by the till).
 *
 * - Mode Kas Laci on: the drawer must be open (the cashier typed its opening cash); else the sale
 *   is refused (KAS_LACI_BELUM_DIBUKA, data `{kaslaci: true}`: the till asks for the float).
 * - Mode Kas Laci off: the open drawer, else one opened now with an opening cash of 0 (the first
 *   sale after a close starts the next shift); a sale that names no device belongs to no drawer.
 *
 * A user who may not open a drawer (no mKasLaci right: the till never asks them for one, spec §4,
 * and they cannot close one) is not held to it and their sales belong to no drawer. The drawer's
 * row is locked for share: a close running at the same time waits for the sale (and counts it), or
 * the sale waits for the close (and is refused, or opens the next drawer).
 */
export async function kasLaciPenjualan(ctx: ActContext, compname: unknown, modeAktif: boolean): Promise<number | null> {
  if (!(await ctx.can('mKasLaci', 'mopen'))) return null;
  const name = typeof compname === 'string' ? compname.trim() : '';
  if (modeAktif) {
    const id = name ? await openDrawer(ctx, name) : null;
    if (id === null) throw new ActError(NUM.RULE, KAS_LACI_BELUM_DIBUKA, { kaslaci: true });
    return id;
  }
  if (!name) return null;
  const open = await openDrawer(ctx, name);
  if (open !== null) return open;
  // Opened once: two sales at the same moment (and kaslacilogin) take the same lock.
  const userid = ctx.session!.userid;
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kaslaci:${userid}:${name}`}))`);
  const again = await openDrawer(ctx, name);
  if (again !== null) return again;
  const [row] = await rowsOf<{ id: number }>(ctx.tx, sql`insert into kas_laci (userid, compname, saldoawal) values (${userid}, ${name}, 0) returning id`);
  return row.id;
}

interface Baris {
  jenis: string;
  label: string;
  sistem: string;
  dihitung: string;
  selisih: string;
}

export const kaslacitutup = defineAct({
  name: 'kaslacitutup',
  summary:
    'Tutup kasir: compname, tunai (uang tunai yang dihitung di laci), kartu, emoney (slip yang dihitung), keterangan → tbl_tutupkasir [{notransaksi TKS-<id>, userid, compname, dibuka, ditutup, saldoawal, jumlahtransaksi}], tbl_tutupkasir_detail [{jenis tunai/kartu/emoney/kredit/deposit, label, sistem, dihitung, selisih}]. Sistem: kas awal + penjualan kasir yang masuk kas laci ini (Mode Kas Laci tidak aktif: kas laci dibuka otomatis dengan kas awal 0 oleh penjualan pertama sesudah tutup kasir terakhir). Selisih tunai diposting: lebih Dr Kas / Cr Pendapatan Lain, kurang sebaliknya.',
  module: 'sales',
  access: { modul: 'mKasLaci', aksi: 'mopen' },
  log: 'posting',
  schema: z.object({
    compname: z.string({ error: 'compname wajib diisi' }).trim().min(1, 'compname wajib diisi').max(100),
    tunai: uang('Tunai'),
    kartu: uang('Kartu'),
    emoney: uang('E-Money'),
    keterangan: z.string().trim().max(200).optional().default(''),
  }),
  async handler(ctx, p): Promise<TutupKasirReply> {
    const userid = ctx.session!.userid;
    const [laci] = await rowsOf<{ id: number; saldoawal: string; dibuka: string }>(
      ctx.tx,
      sql`select id, saldoawal::text as saldoawal, dibuka::text as dibuka from kas_laci where userid = ${userid} and compname = ${p.compname} and ditutup is null for update`,
    );
    if (!laci) {
      const [mode] = await rowsOf<{ nilai: string }>(ctx.tx, sql`select nilai from konfigurasi where nama = 'modekaslaci'`);
      throw new ActError(NUM.RULE, mode?.nilai === '1' ? 'Kas laci di perangkat ini belum dibuka.' : TUTUP_TANPA_PENJUALAN);
    }
    // The drawer's own sales (each till sale names the drawer it went into: kasLaciPenjualan), so
    // none is counted by two closes, nor one of another device or dated before the drawer opened.
    const [s] = await rowsOf<{ n: number; tunai: string; kartu: string; emoney: string; kredit: string; deposit: string }>(
      ctx.tx,
      sql`select count(*)::int as n, coalesce(sum(k.tunai - k.kembali), 0)::text as tunai, coalesce(sum(k.bayarkartu), 0)::text as kartu, coalesce(sum(k.bayaremoney), 0)::text as emoney,
                 coalesce(sum(k.kredit), 0)::text as kredit, coalesce(sum(k.deposit), 0)::text as deposit
            from kasir k
           where k.kaslaci = ${laci.id} and not k.batal`,
    );
    const row = (jenis: string, label: string, sistem: Dec, dihitung: Dec | null): Baris => ({
      jenis,
      label,
      sistem: sistem.toFixed(2),
      dihitung: (dihitung ?? sistem).toFixed(2),
      selisih: (dihitung ?? sistem).minus(sistem).toFixed(2),
    });
    const rincian: Baris[] = [
      row('tunai', 'Tunai (termasuk kas awal)', dec(laci.saldoawal).plus(dec(s.tunai)), dec(p.tunai)),
      row('kartu', 'Kartu', dec(s.kartu), dec(p.kartu)),
      row('emoney', 'E-Money', dec(s.emoney), dec(p.emoney)),
      row('kredit', 'Kredit (piutang)', dec(s.kredit), null),
      row('deposit', 'Deposit', dec(s.deposit), null),
    ];
    const now = await companyNow(ctx.tx);
    const notransaksi = `${SUMBER_TUTUP}-${laci.id}`;
    const selisih = dec(rincian[0].selisih);
    const [closed] = await rowsOf<{ ditutup: string }>(
      ctx.tx,
      sql`update kas_laci set ditutup = now(), notransaksi = ${notransaksi}, tanggal = ${now.tanggal}::date, ringkasan = ${JSON.stringify(rincian)}::jsonb where id = ${laci.id} returning ditutup::text as ditutup`,
    );
    if (!selisih.isZero()) {
      if (!ctx.books) throw new ActError(NUM.RULE, 'Buku belum disiapkan.');
      await ctx.books.checkDate(ctx.tx, now.tanggal);
      const ket = p.keterangan || `Selisih kas tutup kasir ${userid} ${p.compname}`;
      const over = selisih.gt(0);
      const amt = selisih.abs();
      await ctx.books.post(
        ctx.tx,
        { sumber: SUMBER_TUTUP, notransaksi, tanggal: now.tanggal, userid, fresh: true },
        {
          keterangan: ket,
          lines: over
            ? [debit({ role: 'kas' }, amt, { keterangan: ket }), credit({ role: 'pembulatan' }, amt, { keterangan: ket })]
            : [debit({ role: 'pembulatan' }, amt, { keterangan: ket }), credit({ role: 'kas' }, amt, { keterangan: ket })],
        },
      );
    }
    ctx.activity?.({ dokumen: notransaksi });
    return {
      tbl_tutupkasir: [{ notransaksi, userid, compname: p.compname, dibuka: laci.dibuka, ditutup: closed.ditutup, saldoawal: laci.saldoawal, jumlahtransaksi: s.n }],
      tbl_tutupkasir_detail: rincian,
    };
  },
});
