/**
 * The asset register on the server: the group's PMK 72/2023 terms and accounts copied into the
 * asset, terms frozen once depreciated, and the disposal posted (source LA, LA-<kodeaset>):
 * Dr proceeds, Dr accumulated depreciation / Cr asset at cost, Cr gain or Dr loss.
 */
import { sql } from 'drizzle-orm';
import { ActError, fieldError, NUM, type RecordOf, type SavedOf } from '@niaga/kernel';
import { rowsOf, serverOf, type ActContext, type Tx } from '@niaga/kernel/server';
import { dec, formatAmount } from '@niaga/core';
import { credit, debit, registerPostingDocument, tampil, type DocumentPosting, type JournalLine } from '@niaga/ledger';
import { accumulatedBefore, type AssetTerms } from '../schedule';
import dataaset from './data-aset';

export const SUMBER_PELEPASAN = 'LA';
export const nomorPelepasan = (kodeaset: string) => `LA-${kodeaset}`;
registerPostingDocument({ sumber: SUMBER_PELEPASAN, table: 'pelepasan_aset', title: 'Pelepasan Aset' });

/** An asset's depreciation terms (its record, or a row of its table with these columns). */
export const termsOf = (a: Pick<RecordOf<typeof dataaset>, 'hargaperolehan' | 'tglperolehan' | 'umur' | 'tarif' | 'metode'>): AssetTerms => ({
  harga: a.hargaperolehan,
  tanggal: a.tglperolehan,
  umur: Number(a.umur),
  tarif: String(a.tarif),
  metode: a.metode,
});

/** What the depreciation runs have taken of an asset: total, months, and the last month. */
export async function depreciated(tx: Tx, kodeaset: string, beforePeriode?: string) {
  const [r] = await rowsOf<{ total: string; bulan: number; akhir: string | null }>(
    tx,
    sql`select coalesce(sum(nilai), 0)::numeric(18,2)::text as total, count(*)::int as bulan, max(periode) as akhir
        from penyusutan_detail where kodeaset = ${kodeaset} ${beforePeriode ? sql`and periode < ${beforePeriode}` : sql``}`,
  );
  return { total: r.total, bulan: Number(r.bulan), akhir: r.akhir };
}

const ACCOUNTS = [
  ['kodeaccaset', 'Perkiraan Aset'],
  ['kodeaccakum', 'Perkiraan Akumulasi Penyusutan'],
  ['kodeaccbiaya', 'Perkiraan Biaya Penyusutan'],
] as const;
/** What may not change once an asset has been depreciated. */
const FROZEN = ['kodeaset', 'tglperolehan', 'hargaperolehan', 'kodegrupaset', 'kodeaccakum', 'kodeaccbiaya'] as const;

const same = (a: unknown, b: unknown) => {
  const x = String(a ?? '');
  const y = String(b ?? '');
  if (x === y) return true;
  return /^-?[\d.]+$/.test(x) && /^-?[\d.]+$/.test(y) && dec(x).eq(dec(y));
};

async function disposalPosting(ctx: ActContext, a: SavedOf<typeof dataaset>): Promise<DocumentPosting> {
  const periode = String(a.tglpelepasan).slice(0, 7);
  const akum = dec((await depreciated(ctx.tx, a.kodeaset, periode)).total);
  const cost = dec(a.hargaperolehan);
  const jual = dec(a.hargajual);
  const gain = jual.minus(cost.minus(akum));
  const lines: JournalLine[] = [];
  if (jual.gt(0)) lines.push(debit(a.kodeacckas, jual.toFixed(2), { label: 'Perkiraan Penerimaan', fields: { akun: 'kodeacckas' } }));
  lines.push(debit(a.kodeaccakum, akum.toFixed(2), { label: 'Perkiraan Akumulasi Penyusutan', fields: { akun: 'kodeaccakum' } }));
  lines.push(credit(a.kodeaccaset, cost.toFixed(2), { label: 'Perkiraan Aset', fields: { akun: 'kodeaccaset' } }));
  const lr = { label: 'Perkiraan Laba/Rugi Pelepasan', fields: { akun: 'kodeacclabarugi' } };
  lines.push(gain.isNegative() ? debit(a.kodeacclabarugi, gain.neg().toFixed(2), lr) : credit(a.kodeacclabarugi, gain.toFixed(2), lr));
  const jenis = a.jenispelepasan === 'J' ? 'Penjualan' : 'Penghapusan';
  return { keterangan: `${jenis} aset ${a.kodeaset} ${a.namaaset}`, lines };
}

export const dataasetServer = serverOf(dataaset, {
  async beforeSave(ctx, rec, old) {
    const [g] = await rowsOf<{ metode: string; umur: number; tarif: string; kodeaccaset: string | null; kodeaccakum: string | null; kodeaccbiaya: string | null }>(
      ctx.tx,
      sql`select metode, umur, tarif::text as tarif, kodeaccaset, kodeaccakum, kodeaccbiaya from grupaset where kodegrupaset = ${rec.kodegrupaset}`,
    );
    if (!g) throw fieldError('kodegrupaset', `Grup aset '${rec.kodegrupaset}' tidak ditemukan.`);
    const done = old ? await depreciated(ctx.tx, old.kodeaset) : null;
    if (old && done && done.bulan > 0) {
      for (const f of FROZEN)
        if (!same(rec[f], old[f]))
          throw fieldError(
            f,
            `Aset ${old.kodeaset} sudah disusutkan ${done.bulan} bulan (sampai ${done.akhir}); kode, perolehan, grup dan perkiraan penyusutannya tidak dapat diubah. Batalkan proses penyusutannya terlebih dahulu.`,
            NUM.RULE,
          );
      // The terms it was depreciated with stay, even if its group has changed since.
      rec.metode = old.metode;
      rec.umur = old.umur;
      rec.tarif = old.tarif;
    } else {
      rec.metode = g.metode;
      rec.umur = Number(g.umur);
      rec.tarif = g.tarif;
    }
    if (!Number(rec.umur)) throw fieldError('kodegrupaset', `Grup aset ${rec.kodegrupaset} belum mempunyai kelompok dengan umur manfaat.`);
    for (const [f, label] of ACCOUNTS) {
      if (!rec[f]) rec[f] = g[f] ?? '';
      if (!rec[f]) throw fieldError(f, `${label} wajib diisi (di data aset ini atau di grup aset ${rec.kodegrupaset}).`);
    }
    if (old?.tglpelepasan && old.tglpelepasan !== (rec.tglpelepasan ?? '')) await ctx.books?.checkDate(ctx.tx, old.tglpelepasan);
    if (!rec.tglpelepasan) {
      rec.jenispelepasan = '';
      rec.hargajual = '0';
      return;
    }
    const periode = rec.tglpelepasan.slice(0, 7);
    const kode = old?.kodeaset ?? rec.kodeaset;
    const [later] = await rowsOf<{ periode: string }>(ctx.tx, sql`select periode from penyusutan_detail where kodeaset = ${kode} and periode >= ${periode} order by periode limit 1`);
    if (later)
      throw fieldError('tglpelepasan', `Penyusutan aset ${kode} bulan ${later.periode} sudah diproses; aset tidak dapat dilepas pada ${tampil(rec.tglpelepasan)}. Batalkan proses penyusutan bulan itu terlebih dahulu.`, NUM.RULE);
    const harus = accumulatedBefore(termsOf(rec), periode);
    const sudah = dec((await depreciated(ctx.tx, kode, periode)).total);
    if (!harus.eq(sudah))
      throw fieldError(
        'tglpelepasan',
        `Penyusutan aset ${kode} sampai bulan sebelum pelepasan belum lengkap: seharusnya ${formatAmount(harus)}, sudah diproses ${formatAmount(sudah)}. Jalankan proses penyusutan bulan-bulan itu terlebih dahulu.`,
        NUM.RULE,
      );
  },
  async afterSave(ctx, saved, old) {
    const lama = old?.tglpelepasan ? nomorPelepasan(old.kodeaset) : null;
    const baru = saved.tglpelepasan ? nomorPelepasan(saved.kodeaset) : null;
    const userid = ctx.session?.userid;
    if (lama && lama !== baru) {
      await ctx.books?.unpost(ctx.tx, { sumber: SUMBER_PELEPASAN, notransaksi: lama, userid });
      await ctx.tx.execute(sql`delete from pelepasan_aset where notransaksi = ${lama}`);
    }
    if (baru && ctx.books) {
      await ctx.tx.execute(sql`insert into pelepasan_aset (notransaksi, kodeaset) values (${baru}, ${saved.kodeaset}) on conflict (notransaksi) do nothing`);
      await ctx.books.post(ctx.tx, { sumber: SUMBER_PELEPASAN, notransaksi: baru, tanggal: String(saved.tglpelepasan), userid }, await disposalPosting(ctx, saved));
    }
  },
  async beforeDelete(ctx, old) {
    const done = await depreciated(ctx.tx, old.kodeaset);
    if (done.bulan > 0)
      throw new ActError(NUM.IN_USE, `Aset ${old.kodeaset} sudah disusutkan ${done.bulan} bulan (sampai ${done.akhir}) dan tidak dapat dihapus. Catat pelepasannya, atau batalkan proses penyusutannya terlebih dahulu.`);
    if (old.tglpelepasan) {
      await ctx.books?.checkDate(ctx.tx, old.tglpelepasan);
      const no = nomorPelepasan(old.kodeaset);
      await ctx.books?.unpost(ctx.tx, { sumber: SUMBER_PELEPASAN, notransaksi: no, userid: ctx.session?.userid });
      await ctx.tx.execute(sql`delete from pelepasan_aset where notransaksi = ${no}`);
    }
  },
});
