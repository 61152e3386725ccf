/**
 * The rights matrix as data (pure, tested in node): keys `modul:aksi`, the wire rows of
 * `hakakses_*` / `kelompokakses_save`, and the rules of a user's own entries over the group's.
 */
import { accessNames, accessMatrix, type AccessName } from '../access-names';

/** Own entries: key → allowed. A group keeps only true entries; a user keeps overrides. */
export type Rights = Record<string, boolean>;
export type { WireRight } from '../replies';
import type { WireRight } from '../replies';

export const keyOf = (modul: string, aksi: string) => `${modul}:${aksi}`;

export function fromWire(rows: readonly WireRight[] | undefined): Rights {
  const out: Rights = {};
  for (const r of rows ?? []) out[keyOf(r.modul, r.aksi)] = r.izin === true || (r.izin as unknown) === 1 || (r.izin as unknown) === '1';
  return out;
}

/** Wire rows in catalogue order; keys outside the catalogue are dropped (the server refuses them). */
export function toWire(rights: Rights): WireRight[] {
  const out: WireRight[] = [];
  for (const a of accessNames())
    for (const aksi of a.aksi) {
      const v = rights[keyOf(a.modul, aksi)];
      if (v !== undefined) out.push({ modul: a.modul, aksi, izin: v });
    }
  return out;
}

/** The value in force: the own entry, else the group's, else no. */
export const effective = (own: Rights, base: Rights | undefined, key: string): boolean => own[key] ?? base?.[key] ?? false;

/**
 * Sets keys to a value. Without a base (a group) only allowed entries are kept. With a base (a
 * user) an entry equal to the group's value is dropped, so the user follows the group there.
 */
export function setKeys(own: Rights, base: Rights | undefined, keys: readonly string[], value: boolean): Rights {
  const next = { ...own };
  for (const k of keys) {
    if (!base) {
      if (value) next[k] = true;
      else delete next[k];
    } else if ((base[k] ?? false) === value) delete next[k];
    else next[k] = value;
  }
  return next;
}

/** Matrix groups filtered by a search text (access name or title). */
export function filteredMatrix(search: string): Array<{ grup: string; modul: AccessName[] }> {
  const q = search.trim().toLowerCase();
  return accessMatrix()
    .map((g) => ({
      grup: g.grup,
      modul: q ? g.modul.filter((a) => a.modul.toLowerCase().includes(q) || a.judul.toLowerCase().includes(q) || g.grup.toLowerCase().includes(q)) : g.modul,
    }))
    .filter((g) => g.modul.length > 0);
}

/** Checked / indeterminate state of a set of keys. */
export function stateOf(own: Rights, base: Rights | undefined, keys: readonly string[]): { checked: boolean; indeterminate: boolean } {
  let on = 0;
  for (const k of keys) if (effective(own, base, k)) on++;
  return { checked: keys.length > 0 && on === keys.length, indeterminate: on > 0 && on < keys.length };
}

/** Number of allowed entries in force. */
export const countAllowed = (own: Rights, base: Rights | undefined): number =>
  accessNames().reduce((n, a) => n + a.aksi.filter((x) => effective(own, base, keyOf(a.modul, x))).length, 0);
