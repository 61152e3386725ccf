/** /bukubesar (mBukuBesar): the ledger of an account with its running balance; the trial balance. */
import { z } from 'zod';
import { ActError, MAX_PAGE_SIZE, NUM, yesNo } from '@niaga/kernel';
import { defineAct } from '@niaga/kernel/server';
import { sum } from '@niaga/core';
import { accountLedger, accountOf, companyToday, requireBooks, trialBalance } from '@niaga/ledger';
import type { BukuBesarReply } from './reply';

const tanggal = (label: string) =>
  z
    .string({ error: `${label} harus berupa tanggal` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} bukan tanggal yang valid (TTTT-BB-HH)`);

export const bukubesar = defineAct({
  name: 'bukubesar',
  summary:
    'Buku besar satu perkiraan: kodeacc, dari, sampai (default bulan ini), semua (tampilkan juga transaksi yang dibatalkan), page, limit → info (saldoawal, saldoakhir, totdebet, totkredit), query_data, tbl_bukubesar (tanggal, sumber, notransaksi, keterangan, debet, kredit, saldo menurut saldo normal).',
  module: 'accounting',
  access: { modul: 'mBukuBesar', aksi: 'mopen' },
  schema: z.object({
    kodeacc: z.string({ error: 'Kode perkiraan wajib diisi' }).trim().toUpperCase().min(1, 'Kode perkiraan wajib diisi'),
    dari: tanggal('Tanggal dari').optional(),
    sampai: tanggal('Tanggal sampai').optional(),
    semua: yesNo('semua'),
    page: z.coerce.number({ error: 'page harus berupa angka' }).int().min(0).default(0),
    limit: z.coerce.number({ error: 'limit harus berupa angka' }).int().min(1).max(MAX_PAGE_SIZE).default(100),
  }),
  async handler(ctx, p): Promise<BukuBesarReply> {
    const a = await accountOf(ctx.tx, p.kodeacc);
    if (a.grup) throw new ActError(NUM.INVALID, `Perkiraan ${a.kodeacc} adalah perkiraan grup; pilih perkiraan detail.`);
    const today = await companyToday(ctx.tx);
    const dari = p.dari ?? `${today.slice(0, 8)}01`;
    const sampai = p.sampai ?? today;
    if (dari > sampai) throw new ActError(NUM.INVALID, 'Tanggal dari tidak boleh setelah tanggal sampai.');
    const l = await accountLedger(ctx.tx, { perkiraan_id: a.id, saldonormal: a.saldonormal, dari, sampai, semua: p.semua, offset: p.page * p.limit, limit: p.limit });
    return {
      info: [{ kodeacc: a.kodeacc, namaacc: a.namaacc, saldonormal: a.saldonormal, dari, sampai, saldoawal: l.saldoawal, saldoakhir: l.saldoakhir, totdebet: l.totdebet, totkredit: l.totkredit }],
      query_data: [{ totpage: Math.ceil(l.totrec / p.limit), totrec: l.totrec, page: p.page, limit: p.limit }],
      tbl_bukubesar: l.rows,
    };
  },
});

export const neracasaldo = defineAct({
  name: 'neracasaldo',
  summary: 'Neraca saldo: dari (default awal pencatatan), sampai (default hari ini) → tbl_neracasaldo (kodeacc, namaacc, awal, debet, kredit, akhir; saldo = debet − kredit) dan total.',
  module: 'accounting',
  access: { modul: 'mBukuBesar', aksi: 'mopen' },
  schema: z.object({ dari: tanggal('Tanggal dari').optional(), sampai: tanggal('Tanggal sampai').optional() }),
  async handler(ctx, p) {
    const b = await requireBooks(ctx.tx);
    const sampai = p.sampai ?? (await companyToday(ctx.tx));
    const dari = p.dari && p.dari > b.tglawal ? p.dari : undefined;
    const rows = await trialBalance(ctx.tx, { dari, sampai });
    const tot = (k: 'awal' | 'debet' | 'kredit' | 'akhir') => sum(rows.map((r) => r[k])).toFixed(2);
    return { tbl_neracasaldo: rows, total: [{ awal: tot('awal'), debet: tot('debet'), kredit: tot('kredit'), akhir: tot('akhir') }] };
  },
});
