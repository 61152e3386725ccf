/**
 * Transaction numbers (/settingnomortrs, /settingnomorsp): a format per transaction code and
 * office — prefix, office code, year and month parts, a zero-padded counter, joined by a separator,
 * e.g. `KM-2601-00001` (the default) or `JL/UTM/2026/01/000001`.
 *
 * The counter restarts whenever the date part shown changes (a format with year and month counts
 * per month, one with only the year per year, one without either never restarts) and is counted
 * per office when the office code is shown. It is one row of `nomor_urut`, incremented with an
 * upsert in the document's own transaction: the row stays locked until that transaction ends, so
 * concurrent saves take turns, and a save that rolls back gives its number back (no gaps).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { defaultFormat, formatNumber, periodPart, type NumberFormat } from '../numbering';
import { rowsOf, type Tx } from './db';

export { defaultFormat, formatNumber, formatProblem, periodPart, PEMISAH, MIN_DIGIT, MAX_DIGIT, type NumberFormat } from '../numbering';

export const settingNomor = pgTable(
  'setting_nomor',
  {
    id: serial('id').primaryKey(),
    /** Transaction code: KM, JL, BL, … */
    kode: varchar('kode', { length: 10 }).notNull(),
    /** Office the format applies to; '' for every office without its own format. */
    kodekantor: varchar('kodekantor', { length: 5 }).notNull().default(''),
    /** Prefix; '' means the transaction code. */
    awalan: varchar('awalan', { length: 10 }).notNull().default(''),
    /** Show the office code after the prefix. */
    pakaikantor: boolean('pakaikantor').notNull().default(false),
    /** Year part: '' none, 'YY' two digits, 'YYYY' four. */
    tahun: varchar('tahun', { length: 4 }).notNull().default('YY'),
    /** Month part (two digits, after the year). */
    bulan: boolean('bulan').notNull().default(true),
    /** Counter digits (zero-padded). */
    digit: integer('digit').notNull().default(5),
    /** Between the parts: '-', '/', '.' or ''. */
    pemisah: varchar('pemisah', { length: 1 }).notNull().default('-'),
    /** Year and month joined without the separator (2601) or apart (26-01). */
    gabungperiode: boolean('gabungperiode').notNull().default(true),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('setting_nomor_key').on(t.kode, t.kodekantor)],
);

/** The counters: one row per code, office part and date part. */
export const nomorUrut = pgTable(
  'nomor_urut',
  {
    kode: varchar('kode', { length: 10 }).notNull(),
    kodekantor: varchar('kodekantor', { length: 5 }).notNull().default(''),
    periode: varchar('periode', { length: 8 }).notNull().default(''),
    nomor: integer('nomor').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kode, t.kodekantor, t.periode] })],
);

const cols = {
  kode: settingNomor.kode,
  kodekantor: settingNomor.kodekantor,
  awalan: settingNomor.awalan,
  pakaikantor: settingNomor.pakaikantor,
  tahun: settingNomor.tahun,
  bulan: settingNomor.bulan,
  digit: settingNomor.digit,
  pemisah: settingNomor.pemisah,
  gabungperiode: settingNomor.gabungperiode,
};

/** The format of a code for an office: the office's own, else the code's general one, else the default. */
export async function numberFormat(tx: Tx, kode: string, kodekantor = ''): Promise<NumberFormat> {
  const rows = (await tx
    .select(cols)
    .from(settingNomor)
    .where(and(eq(settingNomor.kode, kode), sql`${settingNomor.kodekantor} in (${kodekantor}, '')`))) as NumberFormat[];
  return pickFormat(rows, kode, kodekantor);
}

/** The head office's code (kantor.pusat), for formats that show the office when none is given. */
async function headOffice(tx: Tx): Promise<string> {
  const [r] = await rowsOf<{ kodekantor: string }>(tx, sql`select kodekantor from kantor where pusat order by id limit 1`);
  return r?.kodekantor ?? '';
}

export interface NextNumber {
  /** Transaction code (KM, JL, …). */
  code: string;
  /** The document's date, 'YYYY-MM-DD'. */
  date: string;
  /** The office the document belongs to; the head office when absent. */
  kodekantor?: string;
}

/** What the save path has already read for a series: the code's formats (every office) and the head office. */
export interface SeriesFacts {
  formats: NumberFormat[];
  headOffice: string;
}

const pickFormat = (rows: NumberFormat[], kode: string, kodekantor: string) =>
  rows.find((r) => r.kodekantor === kodekantor && kodekantor !== '') ?? rows.find((r) => r.kodekantor === '') ?? defaultFormat(kode);

/**
 * The next number of a series, taken in `tx` (the document's own transaction): gap-free and
 * without duplicates under concurrent saves. With `known` (formats read with the rest of the
 * save's look-ups) the counter's upsert is the only statement.
 */
export async function nextNumber(tx: Tx, n: NextNumber, known?: SeriesFacts): Promise<string> {
  const office = n.kodekantor ?? '';
  const f = known ? pickFormat(known.formats, n.code, office) : await numberFormat(tx, n.code, office);
  const kantor = f.pakaikantor ? office || (known ? known.headOffice : await headOffice(tx)) : '';
  const periode = periodPart(f, n.date);
  const [r] = await rowsOf<{ nomor: number }>(
    tx,
    sql`insert into nomor_urut (kode, kodekantor, periode, nomor) values (${n.code}, ${kantor}, ${periode}, 1)
        on conflict (kode, kodekantor, periode) do update set nomor = nomor_urut.nomor + 1 returning nomor`,
  );
  // Past the digits the number simply grows (still unique); the settings screen warns before.
  return formatNumber(f, n.date, kantor, Number(r.nomor));
}

/**
 * The next number as SQL, for a save that takes it in the statement that writes the document
 * (the series row is then locked from that statement to the commit, no earlier): `upsert` is the
 * counter's upsert (a CTE returning `nomor`), `value(nomor)` the formatted number, `format` what
 * formatNumber gives for a counter value (to check the statement's result against).
 */
export interface NumberPlan {
  upsert: SQL;
  value: (nomor: SQL) => SQL;
  format: (nomor: number) => string;
}

export function planNumber(n: NextNumber, known: SeriesFacts): NumberPlan {
  const office = n.kodekantor ?? '';
  const f = pickFormat(known.formats, n.code, office);
  const kantor = f.pakaikantor ? office || known.headOffice : '';
  const periode = periodPart(f, n.date);
  // formatNumber: the parts before the counter (never empty: the prefix is at least the code), the counter last.
  const before = [f.awalan || f.kode, kantor, periode].filter(Boolean).join(f.pemisah) + f.pemisah;
  return {
    upsert: sql`insert into nomor_urut (kode, kodekantor, periode, nomor) values (${n.code}, ${kantor}, ${periode}, 1)
                on conflict (kode, kodekantor, periode) do update set nomor = nomor_urut.nomor + 1 returning nomor`,
    value: (nomor) => sql`${before}::text || lpad(${nomor}::text, greatest(${f.digit}::int, length(${nomor}::text)), '0')`,
    format: (nomor) => formatNumber(f, n.date, kantor, nomor),
  };
}

/** What the next number would be, without taking it (for the settings screen). */
export async function previewNumber(tx: Tx, f: NumberFormat, date: string, kodekantor = ''): Promise<string> {
  const kantor = f.pakaikantor ? kodekantor || (await headOffice(tx)) : '';
  const periode = periodPart(f, date);
  const [r] = await rowsOf<{ nomor: number }>(tx, sql`select nomor from nomor_urut where kode = ${f.kode} and kodekantor = ${kantor} and periode = ${periode}`);
  return formatNumber(f, date, kantor, Number(r?.nomor ?? 0) + 1);
}
