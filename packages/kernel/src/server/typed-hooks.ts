/**
 * A doctype's server hooks with its records typed from its declaration (RecordOf, types-from-decl.ts):
 * `serverOf(item, { beforeSave(ctx, rec, old) { rec.kodeitem … } })` is a DoctypeServer whose
 * hooks see `rec` as the item record the declaration's schema validated, not `Record<string, unknown>`.
 * Types only: the hooks are the object given.
 */
import type { RecordOf, SavedOf } from '../types-from-decl';
import type { ActContext } from './acts';
import type { ActError } from '../errors';
import type { DoctypeServer, PostingInput } from './records';

/**
 * The hooks of declaration D with its records typed; `Facts` is what its `beforeSave` returns and
 * its `posting` receives (PostingInput), as DoctypeServer<Facts>.
 */
export interface ServerOf<D, Facts = void> extends Omit<DoctypeServer<Facts>, 'beforeSave' | 'beforeSaveMany' | 'afterSave' | 'beforeDelete' | 'posting'> {
  beforeSave?(ctx: ActContext, rec: RecordOf<D>, old: SavedOf<D> | null, extra: Record<string, unknown>): Promise<Facts> | Facts;
  beforeSaveMany?(ctx: ActContext, recs: RecordOf<D>[]): Promise<(ActError | undefined)[]>;
  afterSave?(ctx: ActContext, saved: SavedOf<D>, old: SavedOf<D> | null, extra: Record<string, unknown>): Promise<void> | void;
  beforeDelete?(ctx: ActContext, old: SavedOf<D>): Promise<void> | void;
  posting?(ctx: ActContext, doc: SavedOf<D>, input: PostingInput<Facts>): Promise<unknown> | unknown;
}

/** The hooks of declaration `decl` (see ServerOf), as the DoctypeServer the module registers. */
export const serverOf = <D, Facts = void>(_decl: D, hooks: ServerOf<D, Facts>): DoctypeServer<Facts> => hooks as DoctypeServer<Facts>;
