/**
 * The generic acts of every doctype — `<name>_list`, `_get`, `_save`, `_del`, `_pick` — for flat
 * masters, masters with child tables (an item and its units) and business documents (numbered,
 * dated under the period lock, posted through the books, linked to the documents they take from)
 * alike, one file per act under records/ (the save path: records/save.ts), sharing one context
 * per doctype (records/context.ts). One save path:
 *
 *   lock the record → check it may change (edit lock, in use, dates) → compute its figures and
 *   refuse a sent figure that differs → rules → uniqueness → references → the module's rules
 *   (`beforeSave`, returning its facts) → links (remaining quantities) → number → write the record
 *   and the changes of its rows → post (`posting`, given those facts) → log.
 *
 * A new document takes its number in the statement that writes it with all its rows (after every
 * read and check, so the series row is locked for the shortest time); the look-ups a save needs
 * (user, office, number formats, the books' calendar) are one query.
 *
 * All in the request's one transaction: any refusal leaves nothing written.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DoctypeMeta } from '../doctype';
import type { ActDef } from './acts';
import { registerPosting } from './registry';
import { recordTables, type RecordTables } from './table';
import { recordContext } from './records/context';
import type { DoctypeServer } from './records/hooks';
import { listAct } from './records/list';
import { getAct } from './records/get';
import { saveAct } from './records/save';
import { delAct } from './records/del';
import { pickAct } from './records/pick';
import { recordWriter } from './records/write';

export { escapeLike, loadRecord, withNames, type BatchRefusal, type Rec, type Row, type SaveAct } from './records/context';
export type { DoctypeHooks, DoctypeServer, PostingInput } from './records/hooks';
export { listSchema, searchCondition } from './records/list';
export { userDateLocked } from './records/document';
export { childPickAct } from './records/pick';
export { VERSION_SQL } from './records/version';

export interface RecordActsOptions {
  /** Module name for the protocol document. */
  module?: string;
}

/** The acts of one doctype over its tables. */
export function recordActs<Facts>(meta: DoctypeMeta, t: RecordTables, server: DoctypeServer<Facts> = {}, opts: RecordActsOptions = {}): ActDef[] {
  const cx = recordContext(meta, t, server, opts.module ?? '');
  // The books' checks pair every posting document with its live posting (ledger invariants).
  if (cx.doc?.posts && server.posting) registerPosting(meta.name);
  return [listAct(cx), getAct(cx), saveAct(cx, recordWriter(cx)), delAct(cx), pickAct(meta, t, cx.module)];
}

/** The generic acts of a flat doctype over a given table (compatibility with hand-written tables). */
export function doctypeActs(meta: DoctypeMeta, table: PgTable, hooks: DoctypeServer = {}, module = ''): ActDef[] {
  return recordActs(meta, recordTables(meta, table), hooks, { module });
}
