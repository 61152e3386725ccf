/**
 * What documents need from the books, without the kernel knowing accounting: the ledger package
 * implements it (`ledgerBooks` in @niaga/ledger) and the server gives it to the kernel (Kernel.books),
 * so the kernel saves, numbers and locks a document and hands its posting to the books in the same
 * transaction.
 */
import type { SQL } from 'drizzle-orm';
import type { Tx } from './db';

/**
 * The number of a document that takes it late (`PostingRef.number`), until it is taken: never
 * written (PostgreSQL refuses a text holding NUL), replaced in the posting's texts once known.
 */
export const LATE_NUMBER = '\u0000nomor\u0000';

export interface PostingRef {
  /** Transaction code (KM, IM, BL …): the posting's source. */
  sumber: string;
  /** The document's number; LATE_NUMBER when `number` takes it. */
  notransaksi: string;
  /**
   * A new document that takes its number late (DoctypeServer.numberLast): the books call it once,
   * after the posting's items are locked and their stock read and before anything is written, and
   * use the number it gives. The number series is then held from there to the commit only.
   */
  number?: () => Promise<string>;
  tanggal: string;
  userid?: string;
  /** A new document (no posting of its own yet): nothing to reverse first. */
  fresh?: boolean;
}

export interface Books {
  /**
   * The books' state a save checks its dates against, read with the save's other look-ups: `sql`
   * is a scalar subquery (one json value) the save adds to its own query, `known` hands the value
   * back for the rest of the transaction (checkDate, post then read nothing).
   */
  prefetch?: { sql: SQL; known(tx: Tx, value: unknown): void };
  /** Refuses a date outside the open books (before recording starts, or in a closed year). */
  checkDate(tx: Tx, tanggal: string): Promise<void>;
  /** Today in the company's time zone (the date-lock rule, spec §4). */
  today(tx: Tx): Promise<string>;
  /** Posts a document, replacing its live posting if it has one (edit: reverse and post again). */
  post(tx: Tx, ref: PostingRef, posting: unknown): Promise<void>;
  /**
   * Warnings a person confirms before the posting is made (a cash account taken below zero): one
   * sentence each, none when all is well. The save asks when the client asks for warnings
   * (`konfirmasi: false`) and goes on when they are confirmed (`konfirmasi: true`).
   */
  warnings?(tx: Tx, ref: PostingRef, posting: unknown): Promise<string[]>;
  /** Reverses a document's live posting; false when it had none. */
  unpost(tx: Tx, ref: Omit<PostingRef, 'tanggal'>): Promise<boolean>;
}
