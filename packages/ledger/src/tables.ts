/**
 * The books of one company: postings (journal headers), their lines, balances maintained per
 * account and month, stock moves with their running moving-average cost, and the period lock.
 * Written only by this package, inside the caller's transaction.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, numeric, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const money = (name: string) => numeric(name, { precision: 20, scale: 2 }).notNull().default('0');
const qty = (name: string) => numeric(name, { precision: 20, scale: 4 }).notNull().default('0');

/** The accounting calendar: where recording starts, the fiscal year's last month, the lock date. */
export const bukuPeriode = pgTable('buku_periode', {
  id: integer('id').primaryKey().default(1),
  tahunawal: integer('tahunawal').notNull(),
  bulanawal: integer('bulanawal').notNull(),
  /** Last month of the fiscal year (12 = calendar year). */
  bulanakhir: integer('bulanakhir').notNull().default(12),
  /** First day of recording: nothing may be dated before it (opening balances are dated the day before). */
  tglawal: date('tglawal', { mode: 'string' }).notNull(),
  /** Every date up to and including this one is locked (end of the last closed year). */
  tglkunci: date('tglkunci', { mode: 'string' }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Closed fiscal years (mProsesTahun). */
export const tutupTahun = pgTable(
  'tutup_tahun',
  {
    id: serial('id').primaryKey(),
    tahun: integer('tahun').notNull(),
    tglawal: date('tglawal', { mode: 'string' }).notNull(),
    tglakhir: date('tglakhir', { mode: 'string' }).notNull(),
    notransaksi: varchar('notransaksi', { length: 40 }).notNull(),
    userid: varchar('userid', { length: 30 }).notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tutup_tahun_tahun_key').on(t.tahun)],
);

/**
 * A posting: the journal of one document version. status 0 live, 1 reversed (an edit or delete
 * replaced it), 2 the reversal itself (batal_id = the posting it cancels).
 */
export const glJurnal = pgTable(
  'gl_jurnal',
  {
    id: serial('id').primaryKey(),
    sumber: varchar('sumber', { length: 10 }).notNull(),
    notransaksi: varchar('notransaksi', { length: 40 }).notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    keterangan: varchar('keterangan', { length: 200 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    batal_id: integer('batal_id'),
    userid: varchar('userid', { length: 30 }).notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gl_jurnal_live_key').on(t.sumber, t.notransaksi).where(sql`status = 0`),
    index('gl_jurnal_dok').on(t.notransaksi),
    index('gl_jurnal_tanggal').on(t.tanggal),
  ],
);

/**
 * Journal lines. `mutasi_id` marks a line derived from a stock move (its value follows re-costing).
 * Pages half filled (fillfactor 50, tenant migration 0021: drizzle-kit cannot declare it) so that a
 * re-costing's rewrite of `debet`/`kredit` (not indexed) stays on its page, without index entries.
 */
export const glBaris = pgTable(
  'gl_baris',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jurnal_id: integer('jurnal_id')
      .notNull()
      .references(() => glJurnal.id),
    perkiraan_id: integer('perkiraan_id').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    /** yyyymm of tanggal. */
    periode: integer('periode').notNull(),
    debet: money('debet'),
    kredit: money('kredit'),
    keterangan: varchar('keterangan', { length: 200 }).notNull().default(''),
    /** Customer or supplier code of a receivable/payable line (the subledger). */
    kontak: varchar('kontak', { length: 30 }).notNull().default(''),
    mutasi_id: bigint('mutasi_id', { mode: 'number' }),
    /** Part of a reversed posting or of a reversal: hidden in ledger views, nets to zero. */
    batal: boolean('batal').notNull().default(false),
  },
  (t) => [
    index('gl_baris_akun').on(t.perkiraan_id, t.tanggal, t.id),
    index('gl_baris_tanggal').on(t.tanggal),
    index('gl_baris_jurnal').on(t.jurnal_id),
    index('gl_baris_mutasi').on(t.mutasi_id),
    index('gl_baris_kontak').on(t.kontak).where(sql`kontak <> ''`),
  ],
);

/**
 * Σ lines per account and month, maintained in the posting transaction (report speed). Spread
 * over up to 16 slots per account and month so that concurrent postings to the same accounts do
 * not queue on one row; readers sum the slots.
 */
export const glSaldo = pgTable(
  'gl_saldo',
  {
    perkiraan_id: integer('perkiraan_id').notNull(),
    periode: integer('periode').notNull(),
    slot: smallint('slot').notNull().default(0),
    debet: money('debet'),
    kredit: money('kredit'),
  },
  (t) => [primaryKey({ columns: [t.perkiraan_id, t.periode, t.slot] })],
);

/**
 * Σ lines per account and day, maintained beside gl_saldo in the same statement of the posting
 * transaction, in the same slot. Reports answer any date range from whole months (gl_saldo) plus
 * the days of the partial months at its edges (this table), never from the lines.
 */
export const glSaldoHarian = pgTable(
  'gl_saldo_harian',
  {
    perkiraan_id: integer('perkiraan_id').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    slot: smallint('slot').notNull().default(0),
    debet: money('debet'),
    kredit: money('kredit'),
  },
  (t) => [primaryKey({ columns: [t.perkiraan_id, t.tanggal, t.slot] }), index('gl_saldo_harian_tanggal').on(t.tanggal)],
);

/**
 * Stock moves in base units. metode: 'T' fixed value given by the document, 'R' at the moving
 * average at its place in time, 'P' the negated value of its pair (transfer in). Running
 * company-wide quantity and value of the item after the move are kept on the move. Pages half
 * filled (fillfactor 50, tenant migration 0021) so that re-costing's rewrite of `nilai`, `saldo_qty`
 * and `saldo_nilai` (none indexed) stays on its page, without index entries (a HOT update).
 */
export const stokMutasi = pgTable(
  'stok_mutasi',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jurnal_id: integer('jurnal_id')
      .notNull()
      .references(() => glJurnal.id),
    sumber: varchar('sumber', { length: 10 }).notNull(),
    notransaksi: varchar('notransaksi', { length: 40 }).notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    item_id: integer('item_id').notNull(),
    iddetailvarian: integer('iddetailvarian').notNull().default(0),
    gudang_id: integer('gudang_id').notNull(),
    qty: qty('qty'),
    nilai: money('nilai'),
    metode: varchar('metode', { length: 1 }).notNull(),
    pasangan_id: bigint('pasangan_id', { mode: 'number' }),
    /** Inventory account of the derived line (null: no journal line, e.g. transfers). */
    perkiraan_id: integer('perkiraan_id'),
    /** Counter account of the derived line for 'R' moves (HPP, Selisih Persediaan, …). */
    lawan_id: integer('lawan_id'),
    saldo_qty: qty('saldo_qty'),
    saldo_nilai: money('saldo_nilai'),
    keterangan: varchar('keterangan', { length: 200 }).notNull().default(''),
    batal: boolean('batal').notNull().default(false),
  },
  (t) => [
    index('stok_mutasi_urut').on(t.item_id, t.iddetailvarian, t.tanggal, t.id),
    index('stok_mutasi_jurnal').on(t.jurnal_id),
    index('stok_mutasi_gudang').on(t.item_id, t.gudang_id),
  ],
);

/**
 * Current company-wide quantity and value per item and variant (also the row locked while costing,
 * which reads them as the state a posting dated on or after `tgl_akhir` starts from).
 */
export const stokItem = pgTable(
  'stok_item',
  {
    item_id: integer('item_id').notNull(),
    iddetailvarian: integer('iddetailvarian').notNull().default(0),
    qty: qty('qty'),
    nilai: money('nilai'),
    /** No live move of the item is dated after it (a reversal may leave it later than the last one); null: not known. */
    tgl_akhir: date('tgl_akhir', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.item_id, t.iddetailvarian] })],
);

/** Current quantity per item, variant and warehouse. */
export const stokGudang = pgTable(
  'stok_gudang',
  {
    item_id: integer('item_id').notNull(),
    iddetailvarian: integer('iddetailvarian').notNull().default(0),
    gudang_id: integer('gudang_id').notNull(),
    qty: qty('qty'),
  },
  (t) => [primaryKey({ columns: [t.item_id, t.iddetailvarian, t.gudang_id] })],
);

/**
 * Σ live stock moves per item, variant, warehouse and month, maintained with the account balances
 * (BalanceDelta, same statement): in (qty > 0, or a value-only move of value ≥ 0) and out (the
 * rest), quantity and value, out as positive figures, and the count of the moves. Reports read
 * whole months here and only the days of partial months from the moves.
 */
export const stokSaldo = pgTable(
  'stok_saldo',
  {
    item_id: integer('item_id').notNull(),
    iddetailvarian: integer('iddetailvarian').notNull().default(0),
    gudang_id: integer('gudang_id').notNull(),
    periode: integer('periode').notNull(),
    qmasuk: qty('qmasuk'),
    nmasuk: money('nmasuk'),
    qkeluar: qty('qkeluar'),
    nkeluar: money('nkeluar'),
    /** How many live moves the month has (in and out, value-only moves too): the stock card's page count. */
    mutasi: integer('mutasi').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.item_id, t.iddetailvarian, t.gudang_id, t.periode] }), index('stok_saldo_periode').on(t.periode)],
);

export const ledgerTables = { bukuPeriode, tutupTahun, glJurnal, glBaris, glSaldo, glSaldoHarian, stokMutasi, stokItem, stokGudang, stokSaldo };
