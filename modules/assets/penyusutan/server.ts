/**
 * /prosespenyusutan (mPenyusutan): the monthly depreciation run. Each asset acquired on or before
 * the month's last day and not disposed before the month's end takes its schedule's amount
 * (schedule.ts); the run posts one journal PNY-<yyyy-mm> (source PNY) on the month's last day,
 * Dr each expense account / Cr each accumulated-depreciation account, through the books as every
 * document does. Running a month again replaces its journal (reversed and posted anew); a closed
 * period is refused by the books.
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { ActError, NUM, type RecordOf } from '@niaga/kernel';
import { defineAct, reply, rowsOf, type ActContext, type Tx } from '@niaga/kernel/server';
import { dec, formatId, ZERO, type Dec } from '@niaga/core';
import { companyToday, credit, debit, lastDay, registerPostingDocument, ymd, type DocumentPosting, type JournalLine } from '@niaga/ledger';
import { monthlyDepreciation } from '../schedule';
import { termsOf } from '../data-aset/server';
import type dataaset from '../data-aset/data-aset';
import type { PenyusutanHitung, PenyusutanListReply, PenyusutanRun } from './reply';

export const SUMBER_PENYUSUTAN = 'PNY';
export const nomorPenyusutan = (periode: string) => `PNY-${periode}`;
registerPostingDocument({ sumber: SUMBER_PENYUSUTAN, table: 'penyusutan', title: 'Penyusutan' });

const periodeSchema = z
  .string({ error: 'Periode wajib diisi (TTTT-BB)' })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Periode harus berbentuk TTTT-BB, misalnya 2026-01');

const MODUL = 'assets';
const endOf = (periode: string) => ymd(Number(periode.slice(0, 4)), Number(periode.slice(5, 7)), lastDay(Number(periode.slice(0, 4)), Number(periode.slice(5, 7))));

export interface DepreciationLine {
  kodeaset: string;
  namaaset: string;
  kodeaccakum: string;
  kodeaccbiaya: string;
  nilai: string;
}

/** Every asset's amount for one month (those with an amount above zero), in code order. */
export async function depreciationOf(tx: Tx, periode: string): Promise<DepreciationLine[]> {
  const akhir = endOf(periode);
  const awal = `${periode}-01`;
  const assets = await rowsOf<Pick<RecordOf<typeof dataaset>, 'kodeaset' | 'namaaset' | 'tglperolehan' | 'hargaperolehan' | 'metode' | 'umur' | 'tarif' | 'kodeaccakum' | 'kodeaccbiaya'>>(
    tx,
    sql`select kodeaset, namaaset, tglperolehan, hargaperolehan::text as hargaperolehan, metode, umur, tarif::text as tarif, kodeaccakum, kodeaccbiaya
        from dataaset where tglperolehan <= ${akhir} and (tglpelepasan is null or tglpelepasan >= (${awal}::date + interval '1 month')::date)
        order by kodeaset`,
  );
  const out: DepreciationLine[] = [];
  for (const a of assets) {
    const v = monthlyDepreciation(termsOf(a), periode);
    if (v.gt(0)) out.push({ kodeaset: a.kodeaset, namaaset: a.namaaset, kodeaccakum: a.kodeaccakum, kodeaccbiaya: a.kodeaccbiaya, nilai: v.toFixed(2) });
  }
  return out;
}

/** The journal of a run: the amounts summed per expense account and per accumulated-depreciation account. */
function postingOf(periode: string, rows: DepreciationLine[]): DocumentPosting {
  const biaya = new Map<string, Dec>();
  const akum = new Map<string, Dec>();
  for (const r of rows) {
    biaya.set(r.kodeaccbiaya, (biaya.get(r.kodeaccbiaya) ?? ZERO).plus(dec(r.nilai)));
    akum.set(r.kodeaccakum, (akum.get(r.kodeaccakum) ?? ZERO).plus(dec(r.nilai)));
  }
  const lines: JournalLine[] = [
    ...[...biaya].sort().map(([k, v]) => debit(k, v.toFixed(2), { keterangan: `Beban penyusutan ${periode}` })),
    ...[...akum].sort().map(([k, v]) => credit(k, v.toFixed(2), { keterangan: `Akumulasi penyusutan ${periode}` })),
  ];
  return { keterangan: `Penyusutan aset tetap periode ${periode}`, lines };
}

async function refuseDisposed(tx: Tx, periode: string, doing: string) {
  const [d] = await rowsOf<{ kodeaset: string; tglpelepasan: string }>(
    tx,
    sql`select a.kodeaset, a.tglpelepasan from penyusutan_detail d join dataaset a on a.kodeaset = d.kodeaset
        where d.periode = ${periode} and a.tglpelepasan is not null order by a.kodeaset limit 1`,
  );
  if (d) throw new ActError(NUM.RULE, `Aset ${d.kodeaset} sudah dilepas pada ${d.tglpelepasan}; penyusutan periode ${periode} tidak dapat ${doing}. Batalkan pelepasannya terlebih dahulu.`);
}

async function run(ctx: ActContext, periode: string) {
  const tx = ctx.tx;
  const tanggal = endOf(periode);
  if (!ctx.books) throw new ActError(NUM.RULE, 'Buku belum disiapkan.');
  await ctx.books.checkDate(tx, tanggal);
  const today = await companyToday(tx);
  if (periode > today.slice(0, 7)) throw new ActError(NUM.INVALID, `Periode ${periode} belum berjalan; penyusutan diproses untuk bulan yang sudah dimulai.`, { fields: { periode: 'Periode belum berjalan.' } });
  const rows = await depreciationOf(tx, periode);
  const [old] = await rowsOf<{ id: number }>(tx, sql`select id from penyusutan where periode = ${periode} for update`);
  const notransaksi = nomorPenyusutan(periode);
  const userid = ctx.session?.userid ?? '';
  if (old) {
    // An asset disposed later keeps its amount in this month (its schedule is frozen), so a re-run
    // gives it the same figure its disposal counted on; only cancelling the month is refused.
    if (!rows.length) await refuseDisposed(tx, periode, 'dikosongkan');
    await tx.execute(sql`delete from penyusutan_detail where penyusutan_id = ${old.id}`);
  }
  if (!rows.length) {
    if (old) {
      await ctx.books.unpost(tx, { sumber: SUMBER_PENYUSUTAN, notransaksi, userid });
      await tx.execute(sql`delete from penyusutan where id = ${old.id}`);
    }
    return { periode, notransaksi: '', tanggal, total: '0.00', jumlahaset: 0, tbl_penyusutan_detail: [] };
  }
  const total = rows.reduce((s, r) => s.plus(dec(r.nilai)), ZERO).toFixed(2);
  let id: number;
  if (old) {
    id = Number(old.id);
    await tx.execute(sql`update penyusutan set tanggal = ${tanggal}, total = ${total}, jumlahaset = ${rows.length}, userid = ${userid}, waktu = now() where id = ${id}`);
  } else {
    const [n] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into penyusutan (periode, notransaksi, tanggal, total, jumlahaset, userid) values (${periode}, ${notransaksi}, ${tanggal}, ${total}, ${rows.length}, ${userid}) returning id`,
    );
    id = Number(n.id);
  }
  // One statement for all detail rows (10,000 assets in one insert).
  const CHUNK = 2000;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    await tx.execute(sql`insert into penyusutan_detail (penyusutan_id, periode, kodeaset, kodeaccakum, kodeaccbiaya, nilai)
      select ${id}, ${periode}, x.kodeaset, x.akum, x.biaya, x.nilai::numeric from jsonb_to_recordset(${JSON.stringify(part.map((r) => ({ kodeaset: r.kodeaset, akum: r.kodeaccakum, biaya: r.kodeaccbiaya, nilai: r.nilai })))}::jsonb)
        as x(kodeaset varchar, akum varchar, biaya varchar, nilai text)`);
  }
  await ctx.books.post(tx, { sumber: SUMBER_PENYUSUTAN, notransaksi, tanggal, userid }, postingOf(periode, rows));
  return { periode, notransaksi, tanggal, total, jumlahaset: rows.length, tbl_penyusutan_detail: rows };
}

export const prosespenyusutan = defineAct({
  name: 'prosespenyusutan',
  summary:
    'Proses penyusutan satu bulan: periode (TTTT-BB) → notransaksi PNY-<periode>, tanggal (akhir bulan), total, jumlahaset, tbl_penyusutan_detail (kodeaset, namaaset, kodeaccakum, kodeaccbiaya, nilai). Menjalankan ulang bulan yang sama mengganti jurnalnya; periode yang sudah ditutup ditolak.',
  module: MODUL,
  access: { modul: 'mPenyusutan', aksi: 'madd' },
  log: 'proses',
  schema: z.object({ periode: periodeSchema }),
  async handler(ctx, p) {
    const r = await run(ctx, p.periode);
    ctx.activity?.({ dokumen: r.notransaksi || p.periode });
    return reply(r, r.jumlahaset ? `Penyusutan periode ${p.periode} sudah diproses: ${r.jumlahaset} aset, total ${formatId(r.total)}.` : `Tidak ada aset yang disusutkan pada periode ${p.periode}.`);
  },
});

export const prosespenyusutanHitung = defineAct({
  name: 'prosespenyusutan_hitung',
  summary: 'Pratinjau penyusutan satu bulan tanpa memposting: periode → total, jumlahaset, tbl_penyusutan_detail, dan diproses (sudah pernah diproses).',
  module: MODUL,
  access: { modul: 'mPenyusutan', aksi: 'mopen' },
  schema: z.object({ periode: periodeSchema }),
  async handler(ctx, p): Promise<PenyusutanHitung> {
    const rows = await depreciationOf(ctx.tx, p.periode);
    const [old] = await rowsOf<{ notransaksi: string }>(ctx.tx, sql`select notransaksi from penyusutan where periode = ${p.periode}`);
    return { periode: p.periode, tanggal: endOf(p.periode), total: rows.reduce((s, r) => s.plus(dec(r.nilai)), ZERO).toFixed(2), jumlahaset: rows.length, diproses: old?.notransaksi ?? '', tbl_penyusutan_detail: rows };
  },
});

export const prosespenyusutanList = defineAct({
  name: 'prosespenyusutan_list',
  summary: 'Daftar proses penyusutan: tahun (opsional) → tbl_penyusutan (periode, notransaksi, tanggal, total, jumlahaset, userid, waktu), terbaru dahulu.',
  module: MODUL,
  access: { modul: 'mPenyusutan', aksi: 'mopen' },
  schema: z.object({ tahun: z.coerce.number().int().min(2000).max(2100).optional() }),
  async handler(ctx, p): Promise<PenyusutanListReply> {
    const rows = await rowsOf<PenyusutanRun>(
      ctx.tx,
      sql`select periode, notransaksi, tanggal, total::text as total, jumlahaset, userid, waktu from penyusutan ${p.tahun ? sql`where periode like ${`${p.tahun}-%`}` : sql``} order by periode desc`,
    );
    return { tbl_penyusutan: rows };
  },
});

export const prosespenyusutanBatal = defineAct({
  name: 'prosespenyusutan_batal',
  summary: 'Batalkan penyusutan satu bulan: jurnal PNY-<periode> dibalik dan rinciannya dihapus. Ditolak untuk periode yang ditutup atau bila ada aset di dalamnya yang sudah dilepas.',
  module: MODUL,
  access: { modul: 'mPenyusutan', aksi: 'mdelete' },
  schema: z.object({ periode: periodeSchema }),
  async handler(ctx, p) {
    const [old] = await rowsOf<{ id: number; tanggal: string }>(ctx.tx, sql`select id, tanggal from penyusutan where periode = ${p.periode} for update`);
    if (!old) throw new ActError(NUM.NOT_FOUND, `Penyusutan periode ${p.periode} belum pernah diproses.`);
    await ctx.books?.checkDate(ctx.tx, String(old.tanggal));
    await refuseDisposed(ctx.tx, p.periode, 'dibatalkan');
    await ctx.books?.unpost(ctx.tx, { sumber: SUMBER_PENYUSUTAN, notransaksi: nomorPenyusutan(p.periode), userid: ctx.session?.userid });
    await ctx.tx.execute(sql`delete from penyusutan where id = ${old.id}`);
    ctx.activity?.({ dokumen: nomorPenyusutan(p.periode) });
    return reply({ periode: p.periode }, `Penyusutan periode ${p.periode} dibatalkan.`);
  },
});

export const penyusutanActs = [prosespenyusutan, prosespenyusutanHitung, prosespenyusutanList, prosespenyusutanBatal];
