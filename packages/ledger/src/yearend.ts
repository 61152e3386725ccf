/**
 * Year-end (mProsesTahun): closing moves every revenue, cost and expense balance of the fiscal
 * year to Laba Ditahan with a closing journal (TB-<tahun>, dated the year's last day) and locks
 * every date up to that day. Reopening (the last closed year only) unlocks it and reverses the
 * closing journal.
 */
import { sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { dec, sum } from '@niaga/core';
import { accountOf } from './accounts';
import { fiscalYear, fiscalYearOf, tampil } from './dates';
import { forgetBooks, requireBooks } from './periods';
import { post, unpost, type JournalLine } from './post';
import { trialBalance } from './views';
import { checkInvariants } from './invariants';
import { registerPostingDocument } from './sources';

export const SUMBER_TUTUP = 'TB';
registerPostingDocument({ sumber: SUMBER_TUTUP, table: 'tutup_tahun', title: 'Tutup Buku' });

export interface YearInfo {
  tahun: number;
  tglawal: string;
  tglakhir: string;
  tutup: boolean;
  notransaksi: string;
}

/** Fiscal years from the start of recording to the one containing `hariIni`. */
export async function fiscalYears(tx: Tx, hariIni: string): Promise<YearInfo[]> {
  const b = await requireBooks(tx);
  const closed = new Map((await rowsOf<{ tahun: number; notransaksi: string }>(tx, sql`select tahun, notransaksi from tutup_tahun`)).map((r) => [Number(r.tahun), r.notransaksi]));
  const first = fiscalYearOf(b.tglawal, b.bulanakhir).tahun;
  const last = Math.max(fiscalYearOf(hariIni, b.bulanakhir).tahun, first, ...closed.keys());
  const out: YearInfo[] = [];
  for (let t = first; t <= last; t++) {
    const fy = fiscalYear(t, b.bulanakhir);
    out.push({ ...fy, tglawal: t === first ? b.tglawal : fy.tglawal, tutup: closed.has(t), notransaksi: closed.get(t) ?? '' });
  }
  return out;
}

export async function closeYear(tx: Tx, tahun: number, opts: { userid?: string; hariIni: string }) {
  const years = await fiscalYears(tx, opts.hariIni);
  const y = years.find((x) => x.tahun === tahun);
  if (!y) throw new ActError(NUM.INVALID, `Tahun buku ${tahun} tidak ada dalam periode pencatatan.`);
  if (y.tutup) throw new ActError(NUM.RULE, `Tahun buku ${tahun} sudah ditutup.`);
  const open = years.find((x) => !x.tutup)!;
  if (open.tahun !== tahun) throw new ActError(NUM.RULE, `Tutup tahun buku ${open.tahun} terlebih dahulu.`);
  if (y.tglakhir >= opts.hariIni) throw new ActError(NUM.RULE, `Tahun buku ${tahun} belum berakhir (sampai ${tampil(y.tglakhir)}).`);
  const inv = await checkInvariants(tx);
  if (!inv.ok) throw new ActError(NUM.RULE, `Buku belum benar, tutup tahun dibatalkan: ${inv.masalah.slice(0, 3).join(' ')}`, { masalah: inv.masalah });

  const rows = await trialBalance(tx, { sampai: y.tglakhir, kelompok: ['4', '5', '6'] });
  const laba = await accountOf(tx, { role: 'labaditahan' });
  const lines: JournalLine[] = rows
    .filter((r) => !dec(r.akhir).isZero())
    .map((r) => ({ akun: Number(r.perkiraan_id), debet: dec(r.akhir).neg(), keterangan: `Tutup ${r.kodeacc}` }));
  const net = sum(rows.map((r) => r.akhir)); // debit − credit of the P&L = −profit
  if (!net.isZero()) lines.push({ akun: laba.id, debet: net, keterangan: `Laba (rugi) tahun ${tahun}` });
  const notransaksi = `${SUMBER_TUTUP}-${tahun}`;
  await post(tx, { sumber: SUMBER_TUTUP, notransaksi, tanggal: y.tglakhir, keterangan: `Tutup buku tahun ${tahun}`, lines, userid: opts.userid, sistem: true });
  await tx.execute(sql`insert into tutup_tahun (tahun, tglawal, tglakhir, notransaksi, userid) values (${tahun}, ${y.tglawal}, ${y.tglakhir}, ${notransaksi}, ${opts.userid ?? ''})`);
  await tx.execute(sql`update buku_periode set tglkunci = ${y.tglakhir}, updated_at = now() where id = 1`);
  forgetBooks(tx);
  return { tahun, notransaksi, laba: net.neg().toFixed(2), tglkunci: y.tglakhir };
}

export const reopenWarning = (tahun: number, tglakhir: string) =>
  `Membuka kembali tahun buku ${tahun} akan membuka kunci semua transaksi sampai ${tampil(tglakhir)} dan membatalkan jurnal penutup ${SUMBER_TUTUP}-${tahun}. ` +
  'Transaksi tahun itu dapat diubah lagi dan laporan yang sudah diterbitkan dapat berubah. Lanjutkan?';

export async function reopenYear(tx: Tx, tahun: number, opts: { userid?: string; konfirmasi: boolean }) {
  const closed = await rowsOf<{ tahun: number; tglakhir: string; notransaksi: string }>(tx, sql`select tahun, tglakhir, notransaksi from tutup_tahun order by tahun desc`);
  const last = closed[0];
  if (!last || !closed.some((c) => Number(c.tahun) === tahun)) throw new ActError(NUM.RULE, `Tahun buku ${tahun} belum ditutup.`);
  if (Number(last.tahun) !== tahun) throw new ActError(NUM.RULE, `Buka tahun buku ${last.tahun} terlebih dahulu; hanya tahun terakhir yang ditutup yang dapat dibuka.`);
  if (!opts.konfirmasi) throw new ActError(NUM.RULE, reopenWarning(tahun, last.tglakhir), { perlukonfirmasi: true });
  const prev = closed[1]?.tglakhir ?? null;
  await tx.execute(sql`update buku_periode set tglkunci = ${prev}, updated_at = now() where id = 1`);
  forgetBooks(tx);
  await tx.execute(sql`delete from tutup_tahun where tahun = ${tahun}`);
  await unpost(tx, SUMBER_TUTUP, last.notransaksi, { userid: opts.userid, skipLock: true });
  return { tahun, tglkunci: prev };
}
