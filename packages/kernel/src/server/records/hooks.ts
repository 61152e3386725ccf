/**
 * What a module adds on the server to a declaration, and what the save hands from one hook to the
 * next: `beforeSave` returns what it learnt (its `Facts`), and the document's `posting` receives
 * them with the number it is posted under (PostingInput) — no per-transaction store in between.
 */
import type { z } from 'zod';
import type { ActError } from '../../errors';
import type { ActContext } from '../acts';
import type { Rec, Row } from './context';

/**
 * What a save hands its document's posting besides the document itself: what `beforeSave` found
 * for this very save, and the number the document is posted under.
 */
export interface PostingInput<Facts = unknown> {
  /** What `beforeSave` returned for this save (undefined when the doctype has none, or it returns nothing). */
  facts: Facts;
  /**
   * The number the posting is made under: the document's own (`doc.notransaksi`), or LATE_NUMBER
   * when it takes its number late (`late`, DoctypeServer.numberLast) — the books then replace
   * LATE_NUMBER in the posting's texts with the number they take (PostingRef.number).
   */
  number: string;
  /** Posted before the record is written (numberLast): `doc` is the record as it will be written, `id` 0. */
  late: boolean;
}

/**
 * What a module adds on the server to a declaration: rules needing the database, and posting.
 * `Facts`: what `beforeSave` learns that the posting uses (a check it already made, a setting it
 * read), declared by the doctype and handed to `posting` as `input.facts`.
 */
export interface DoctypeServer<Facts = unknown> {
  /** Payload fields of `_save` that are not columns (a password, a rights matrix), with their schemas. */
  extra?: Record<string, z.ZodType>;
  /**
   * Rules beyond the declaration (they may read the database): throw an ActError to refuse. `rec`
   * (header fields and child rows, computed) may be changed; it is what is written. `old` is the
   * saved record when editing; `extra` the validated extra fields. What it returns is this save's
   * `Facts`, handed to `posting`.
   */
  beforeSave?(ctx: ActContext, rec: Rec, old: Row | null, extra: Record<string, unknown>): Promise<Facts> | Facts;
  /**
   * The same rules for many new records at once (an import), reading the database once for all:
   * the refusal of each record at its index, undefined where it passes. Without it, a batch calls
   * `beforeSave` record by record.
   */
  beforeSaveMany?(ctx: ActContext, recs: Rec[]): Promise<(ActError | undefined)[]>;
  /** After the record is written, in the same transaction. */
  afterSave?(ctx: ActContext, saved: Row, old: Row | null, extra: Record<string, unknown>): Promise<void> | void;
  beforeDelete?(ctx: ActContext, old: Row): Promise<void> | void;
  /**
   * Business documents: the posting of the saved document (journal lines and stock moves for the
   * books; it may read the database). Called on every save, after `beforeSave`, with what that
   * returned (`input.facts`); the books replace the old posting.
   */
  posting?(ctx: ActContext, doc: Row, input: PostingInput<Facts>): Promise<unknown> | unknown;
  /**
   * A new document takes its number after its posting's locks and reads, not before (PostingRef.number):
   * `posting` is then called before the record is written, with the record as it will be written,
   * `input.late` true, its `notransaksi` and `input.number` LATE_NUMBER and no ids. For documents
   * whose posting needs nothing the write gives (ids): the purchase, whose 8 concurrent writers
   * queued on the number series (docs/purchasing.md).
   */
  numberLast?: boolean;
}
/** The older name of DoctypeServer. */
export type DoctypeHooks<Facts = unknown> = DoctypeServer<Facts>;
