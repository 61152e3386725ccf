/**
 * Companies this process has not migrated yet (issue 43). A start migrates the control schema and
 * looks which companies are behind the newest tenant migration before it listens, then migrates
 * those in the background (`catchUp`, tenancy.ts). Until a company's turn has come, every way into
 * its schema in this process is refused with MIGRATING_MSG: the one place that puts a company's
 * schema first in a transaction's search_path — `searchPath` (db.tx(schema), the acts with a
 * company and no session such as the login) and the statements of the session and API-key lookups
 * — asks `assertMigrated` first. A call of a person (an act, a module's HTTP route: `asked`) moves
 * the company it reaches to the front of the queue; the background workers' calls do not.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { ActError, NUM } from '../errors';

export const MIGRATING_MSG = 'Data perusahaan sedang diperbarui ke versi baru Niaga; coba lagi dalam beberapa detik.';

/** The queue a waiting schema belongs to: told when someone asks for it. */
export interface Waiter {
  ask(schema: string): void;
}

/** Schemas waiting for their turn in this process, each with its queue. */
const waiting = new Map<string, Waiter>();
const asking = new AsyncLocalStorage<true>();

/** Runs `fn` as a person's (or another system's) call: a waiting company it reaches goes to the front. */
export const asked = <T>(fn: () => T): T => asking.run(true, fn);

/** Throws MIGRATING_MSG (an ActError: an error envelope, never a 500) while `schema` waits for its migration. */
export function assertMigrated(schema: string): void {
  const w = waiting.get(schema);
  if (!w) return;
  if (asking.getStore()) w.ask(schema);
  throw new ActError(NUM.RULE, MIGRATING_MSG);
}

/** Whether `err` is that refusal (an HTTP route answers it as 503 with the envelope). */
export const isMigratingError = (err: unknown) => err instanceof ActError && err.message === MIGRATING_MSG;

/** Marks schemas as waiting (`w` will migrate them) or, with null, as migrated. */
export function markWaiting(schemas: Iterable<string>, w: Waiter | null): void {
  for (const s of schemas) {
    if (w) waiting.set(s, w);
    else waiting.delete(s);
  }
}
