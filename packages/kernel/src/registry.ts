/**
 * The module list as the kernel's own modules see it. A module may not import the list of every
 * module (the list imports it), yet some of its parts are derived from all of them: the menu, the
 * access names, the transaction codes (modules/admin). The list registers itself here when it is
 * loaded (@niaga/modules), before any act or screen runs; those parts read it through
 * `registeredManifests()`.
 */
import type { LightManifest, ModuleManifest } from './manifest';

let registered: readonly ModuleManifest[] | null = null;
let heads: readonly LightManifest[] | null = null;

/**
 * Registers the light module list (@niaga/modules/light, the web's shell): enough for the menu
 * (`registeredHeads`); the full list replaces it when it loads.
 */
export function registerHeads(list: readonly LightManifest[]): void {
  if (!registered) heads = list;
}

/** The registered module list, light or full (throws when neither is registered). */
export function registeredHeads(): readonly LightManifest[] {
  const list = registered ?? heads;
  if (!list) throw new Error('daftar modul belum terdaftar: impor @niaga/modules dulu');
  return list;
}
const waiting: Array<(list: readonly ModuleManifest[]) => void> = [];

export function registerManifests(list: readonly ModuleManifest[]): void {
  registered = list;
  heads = list;
  for (const f of waiting.splice(0)) f(list);
}

/**
 * Runs `f` with the module list once it is registered (at once when it is): for a declaration of
 * a module that is built when the module loads but shows something of every module (the journal
 * report's list of transaction codes).
 */
export function whenManifestsRegistered(f: (list: readonly ModuleManifest[]) => void): void {
  if (registered) f(registered);
  else waiting.push(f);
}

/** The registered module list (throws when nothing registered: import @niaga/modules first). */
export function registeredManifests(): readonly ModuleManifest[] {
  if (!registered) throw new Error('daftar modul belum terdaftar: impor @niaga/modules dulu');
  return registered;
}
