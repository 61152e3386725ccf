/**
 * NSFP on the server (issue 35, docs/tax.md "NSFP"): the ranges' own rules (no overlap, a used
 * number never leaves its range, a range with used numbers is not deleted) and the allocation of
 * numbers to invoices by the e-Faktur CSV export.
 *
 * Allocation under concurrency: the year's ranges are locked (`for update`, in number order)
 * before the sales' existing numbers are read, so two exports at once run one after the other:
 * the second sees what the first gave and never gives a number twice (and `nsfp_pakai`'s unique
 * indexes on the number and on the sale stand behind it).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ActError, NUM, fieldError } from '@niaga/kernel';
import { rowsOf, serverOf, type Tx } from '@niaga/kernel/server';
import nsfp, { ukuranRentang } from './nsfp';
import type { Invoice } from './faktur';

export const nsfpServer = serverOf(nsfp, {
  async beforeSave(ctx, rec, old) {
    const terpakai = Number(old?.terpakai ?? 0);
    if (old && terpakai > 0 && rec.awal !== old.awal)
      throw fieldError('awal', `Nomor Awal rentang ${old.awal} tidak dapat diubah: ${terpakai} nomor sudah dipakai.`);
    const ukuran = ukuranRentang(rec.awal, rec.akhir);
    if (ukuran < terpakai) throw fieldError('akhir', `Rentang ini sudah memakai ${terpakai} nomor; Nomor Akhir paling kecil ${String(Number(rec.awal) + terpakai - 1).padStart(13, '0')}.`);
    rec.terpakai = terpakai;
    rec.sisa = ukuran - terpakai;
    const [clash] = await rowsOf<{ awal: string; akhir: string }>(
      ctx.tx,
      sql`select awal, akhir from nsfp where awal <= ${rec.akhir} and akhir >= ${rec.awal} ${old ? sql`and id <> ${old.id}` : sql``} limit 1`,
    );
    if (clash) throw fieldError('awal', `Rentang ${rec.awal}–${rec.akhir} bertumpang tindih dengan rentang ${clash.awal}–${clash.akhir}.`);
  },
  beforeDelete(_ctx, old) {
    if (Number(old.terpakai) > 0) throw new ActError(NUM.RULE, `Rentang ${old.awal} tidak dapat dihapus: ${old.terpakai} nomor sudah dipakai faktur.`);
  },
});

/** What identifies an invoice's content: a changed sale exported again is a replacement. */
export function sidikOf(f: Invoice): string {
  const body = JSON.stringify([f.trxCode, f.tanggal, f.npwp16 || f.buyer.nik, f.buyer.namasupel, f.address, f.dpp, f.dppLain, f.ppn, f.lines.map((l) => [l.kodeitem, l.nama, l.qty, l.price, l.discount, l.taxBase, l.otherTaxBase, l.vat])]);
  return createHash('sha256').update(body).digest('hex');
}

export interface Nomor {
  nomor: string;
  /** FG_PENGGANTI: 1 when this export replaces an invoice exported before with other figures. */
  pengganti: boolean;
}

const key = (tipe: string, notransaksi: string) => `${tipe}\u0000${notransaksi}`;

/** The numbers the sales already have (no writing): the check's view. */
export async function readNomor(tx: Tx, list: Pick<Invoice, 'tipe' | 'notransaksi'>[]): Promise<Map<string, { nomor: string; sidik: string; pengganti: boolean }>> {
  const out = new Map<string, { nomor: string; sidik: string; pengganti: boolean }>();
  if (!list.length) return out;
  const rows = await rowsOf<{ tipe: string; notransaksi: string; nomor: string; sidik: string; pengganti: boolean }>(
    tx,
    sql`select p.tipe, p.notransaksi, p.nomor, p.sidik, p.pengganti from nsfp_pakai p
        join jsonb_to_recordset(${JSON.stringify(list.map((f) => ({ tipe: f.tipe, notransaksi: f.notransaksi })))}::jsonb) as x(tipe text, notransaksi text)
          on x.tipe = p.tipe and x.notransaksi = p.notransaksi`,
  );
  for (const r of rows) out.set(key(r.tipe, r.notransaksi), { nomor: r.nomor, sidik: r.sidik, pengganti: r.pengganti });
  return out;
}

/** Numbers left per year (what the check shows). */
export async function sisaPerTahun(tx: Tx): Promise<Map<number, number>> {
  const rows = await rowsOf<{ tahun: string; sisa: number }>(tx, sql`select tahun, sum(sisa)::int as sisa from nsfp group by tahun`);
  return new Map(rows.map((r) => [Number(r.tahun), Number(r.sisa)]));
}

export const nomorOf = (m: Map<string, unknown>, f: Pick<Invoice, 'tipe' | 'notransaksi'>) => m.get(key(f.tipe, f.notransaksi));

/**
 * Gives every invoice its number: the one it has (a replacement when its content changed since),
 * else the next free number of its year's ranges, in the invoices' order. Invoices of a year
 * whose ranges are used up get none (the export leaves them out and names them).
 */
export async function allocate(tx: Tx, faktur: Invoice[]): Promise<Map<string, Nomor>> {
  const out = new Map<string, Nomor>();
  const years = [...new Set(faktur.map((f) => Number(f.tanggal.slice(0, 4))))].sort();
  // Lock first (every year's ranges, in number order), then read: see the file's comment.
  const ranges = years.length
    ? await rowsOf<{ id: number; tahun: string; awal: string; akhir: string; terpakai: number; sisa: number }>(
        tx,
        sql`select id, tahun, awal, akhir, terpakai, sisa from nsfp where tahun in (select jsonb_array_elements_text(${JSON.stringify(years.map(String))}::jsonb)) order by awal for update`,
      )
    : [];
  const have = await readNomor(tx, faktur);
  const used = new Map<number, number>();
  const baru: { nomor: string; tahun: number; tipe: string; notransaksi: string; sidik: string }[] = [];
  for (const f of faktur) {
    const sidik = sidikOf(f);
    const old = nomorOf(have, f) as { nomor: string; sidik: string; pengganti: boolean } | undefined;
    if (old) {
      const pengganti = old.pengganti || old.sidik !== sidik;
      if (old.sidik !== sidik) await tx.execute(sql`update nsfp_pakai set sidik = ${sidik}, pengganti = true where tipe = ${f.tipe} and notransaksi = ${f.notransaksi}`);
      out.set(key(f.tipe, f.notransaksi), { nomor: old.nomor, pengganti });
      continue;
    }
    const tahun = Number(f.tanggal.slice(0, 4));
    const r = ranges.find((x) => Number(x.tahun) === tahun && Number(x.sisa) > 0);
    if (!r) continue;
    const nomor = String(Number(r.awal) + Number(r.terpakai)).padStart(13, '0');
    r.terpakai = Number(r.terpakai) + 1;
    r.sisa = Number(r.sisa) - 1;
    used.set(r.id, (used.get(r.id) ?? 0) + 1);
    baru.push({ nomor, tahun, tipe: f.tipe, notransaksi: f.notransaksi, sidik });
    out.set(key(f.tipe, f.notransaksi), { nomor, pengganti: false });
  }
  if (baru.length)
    await tx.execute(sql`insert into nsfp_pakai (nomor, tahun, tipe, notransaksi, sidik)
      select nomor, tahun, tipe, notransaksi, sidik from jsonb_to_recordset(${JSON.stringify(baru)}::jsonb) as x(nomor text, tahun int, tipe text, notransaksi text, sidik text)`);
  for (const [id, n] of used) await tx.execute(sql`update nsfp set terpakai = terpakai + ${n}, sisa = sisa - ${n} where id = ${id}`);
  return out;
}

/** The numbers already given, for writing the file (read only). */
export async function givenNomor(tx: Tx, faktur: Invoice[]): Promise<Map<string, Nomor>> {
  const have = await readNomor(tx, faktur);
  const out = new Map<string, Nomor>();
  for (const [k, v] of have) out.set(k, { nomor: v.nomor, pengganti: v.pengganti });
  return out;
}
