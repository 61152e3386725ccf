/** The accounting calendar and the period lock: every posting and reversal asks `assertOpen`. */
import { eq, sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { bukuPeriode } from './tables';
import { addDays, tampil, today, ymd } from './dates';

export interface Books {
  tahunawal: number;
  bulanawal: number;
  bulanakhir: number;
  tglawal: string;
  tglkunci: string | null;
}

export interface OpenBooksInput {
  tahun: number;
  bulanAwal: number;
  bulanAkhir: number;
}

/** Sets the accounting calendar (first-time setup). Refused once anything is posted. */
export async function openBooks(tx: Tx, input: OpenBooksInput): Promise<Books> {
  const { tahun, bulanAwal, bulanAkhir } = input;
  if (!Number.isInteger(tahun) || tahun < 2017 || tahun > 2050) throw new ActError(NUM.INVALID, 'Tahun mulai harus antara 2017 dan 2050.');
  if (!Number.isInteger(bulanAwal) || bulanAwal < 1 || bulanAwal > 12) throw new ActError(NUM.INVALID, 'Bulan mulai harus antara 1 dan 12.');
  if (!Number.isInteger(bulanAkhir) || bulanAkhir < 1 || bulanAkhir > 12) throw new ActError(NUM.INVALID, 'Bulan akhir periode akuntansi harus antara 1 dan 12.');
  forgetBooks(tx);
  const posted = await rowsOf(tx, sql`select 1 from gl_jurnal limit 1`);
  if (posted.length) throw new ActError(NUM.RULE, 'Periode awal pencatatan tidak dapat diubah karena sudah ada transaksi.');
  const row = { tahunawal: tahun, bulanawal: bulanAwal, bulanakhir: bulanAkhir, tglawal: ymd(tahun, bulanAwal, 1), tglkunci: null };
  await tx
    .insert(bukuPeriode)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: bukuPeriode.id, set: { ...row, updated_at: sql`now()` } });
  forgetBooks(tx);
  return row;
}

/**
 * The calendar as read in a transaction: read once per transaction (a save checks the old date,
 * the new date, and posts), forgotten by whatever changes it in that transaction (forgetBooks).
 */
const known = new WeakMap<Tx, Books>();

/** The calendar as one json value (a scalar subquery another look-up may carry), and its reader. */
export const booksJson = sql`(select json_build_object('tahunawal', tahunawal, 'bulanawal', bulanawal, 'bulanakhir', bulanakhir,
                                 'tglawal', tglawal::text, 'tglkunci', tglkunci::text) from buku_periode where id = 1)`;
export function knowBooks(tx: Tx, value: unknown) {
  const b = value as Books | null;
  if (b && typeof b.tglawal === 'string') known.set(tx, { ...b });
}

/** Drops the calendar read in `tx` (after `tx` changed buku_periode). */
export const forgetBooks = (tx: Tx) => void known.delete(tx);

export async function books(tx: Tx): Promise<Books | null> {
  const seen = known.get(tx);
  if (seen) return { ...seen };
  const [b] = await tx
    .select({
      tahunawal: bukuPeriode.tahunawal,
      bulanawal: bukuPeriode.bulanawal,
      bulanakhir: bukuPeriode.bulanakhir,
      tglawal: bukuPeriode.tglawal,
      tglkunci: bukuPeriode.tglkunci,
    })
    .from(bukuPeriode)
    .where(eq(bukuPeriode.id, 1));
  if (b) known.set(tx, { ...b });
  return b ?? null;
}

export async function requireBooks(tx: Tx): Promise<Books> {
  const b = await books(tx);
  if (!b) throw new ActError(NUM.RULE, NO_BOOKS);
  return b;
}

/** The date opening balances carry: the day before recording starts. */
export const openingDate = (b: Books) => addDays(b.tglawal, -1);

export interface OpenOptions {
  /** Opening balances may (only) be dated the day before recording starts. */
  opening?: boolean;
}

/** Refuses a date that lies before recording starts or in a closed (locked) period. */
export async function assertOpen(tx: Tx, tanggal: string, opts: OpenOptions = {}): Promise<Books> {
  const b = await requireBooks(tx);
  checkOpen(b, tanggal, opts);
  return b;
}

export const NO_BOOKS = 'Buku belum disiapkan: lakukan pengaturan awal database (/startingdb) terlebih dahulu.';

/** The date rule itself, on books already read. */
export function checkOpen(b: Pick<Books, 'tglawal' | 'tglkunci'>, tanggal: string, opts: OpenOptions = {}) {
  const earliest = opts.opening ? addDays(b.tglawal, -1) : b.tglawal;
  if (tanggal < earliest)
    throw new ActError(
      NUM.RULE,
      `Tanggal ${tampil(tanggal)} sebelum awal periode pencatatan (${tampil(b.tglawal)}). Transaksi tidak dapat disimpan.`,
    );
  if (b.tglkunci && tanggal <= b.tglkunci)
    throw new ActError(
      NUM.RULE,
      `Periode sampai dengan ${tampil(b.tglkunci)} sudah ditutup (tutup buku). Transaksi tanggal ${tampil(tanggal)} tidak dapat ditambah, diubah, atau dihapus.`,
    );
}

/** Today in the head office's time zone (kantor.timezone, Asia/Jakarta by default). */
export async function companyToday(tx: Tx): Promise<string> {
  const [k] = await rowsOf<{ timezone: string }>(tx, sql`select timezone from kantor order by pusat desc, id limit 1`);
  return today(k?.timezone || 'Asia/Jakarta');
}
