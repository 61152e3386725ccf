/**
 * The dashboard's maintained sales figures (spec §2.11, §3 dashboard tables): quantities sold per
 * item per month and turnover per office per month, kept by the sale's own save (kasir KSR, jual
 * JL; ./figures.ts) in the same transaction, so the dashboard reads a few hundred rows instead of
 * every sale line.
 */
import { date, integer, numeric, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/** Quantity sold per item per month, in the item's base unit (line quantity × unit konversi). */
export const dsbJualItem = pgTable(
  'dsb_jual_item',
  {
    /** First day of the month. */
    bulan: date('bulan', { mode: 'string' }).notNull(),
    kodeitem: varchar('kodeitem', { length: 30 }).notNull(),
    jmljual: numeric('jmljual', { precision: 18, scale: 4 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.bulan, t.kodeitem] })],
);

/** Quantity sold per item per year (the year's pie reads a few thousand rows, not items × months). */
export const dsbJualItemThn = pgTable(
  'dsb_jual_item_thn',
  {
    tahun: integer('tahun').notNull(),
    kodeitem: varchar('kodeitem', { length: 30 }).notNull(),
    jmljual: numeric('jmljual', { precision: 18, scale: 4 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.tahun, t.kodeitem] })],
);

/** Turnover (DPP: sales net of discounts and PPN, what the Penjualan account is credited) per office per month. */
export const dsbOmset = pgTable(
  'dsb_omset',
  {
    bulan: date('bulan', { mode: 'string' }).notNull(),
    kodekantor: varchar('kodekantor', { length: 5 }).notNull(),
    omset: numeric('omset', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.bulan, t.kodekantor] })],
);

/**
 * Sales per month, document (KSR till, JL back office, RJ sales return), item and unit: the lines'
 * quantity in their unit and their value (the line's share of its document's DPP, line total ×
 * DPP / subtotal, unrounded), as the sales reports sum them (modules/sales/reports): a year of
 * sales per item reads these rows, the days of partial months the lines.
 */
export const dsbJualSatuan = pgTable(
  'dsb_jual_satuan',
  {
    bulan: date('bulan', { mode: 'string' }).notNull(),
    sumber: varchar('sumber', { length: 5 }).notNull(),
    kodeitem: varchar('kodeitem', { length: 30 }).notNull(),
    satuan: varchar('satuan', { length: 20 }).notNull(),
    jumlah: numeric('jumlah', { precision: 20, scale: 4 }).notNull().default('0'),
    /** Unconstrained: the exact sum of the lines' shares, rounded only where a report shows it. */
    nilai: numeric('nilai').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.bulan, t.sumber, t.kodeitem, t.satuan] })],
);
