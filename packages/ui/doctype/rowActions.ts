/**
 * Row actions of the generic list screen beyond Ubah and Hapus (e.g. "Cetak Struk" on the sales
 * lists): declared once per doctype in the manifest of its module (`rowActions`, registered in ../app.ts), shown
 * as a button in each row's Aksi cell, and run by their key on a focused row. The work is the
 * action's own (it may load its code lazily); the list shows its result or its error.
 */
import type { ReactNode } from 'react';
import type { DoctypeMeta } from '@niaga/kernel';
import type { Row } from './values';

export interface RowAction {
  /** Unique within a list, e.g. `cetakstruk`. */
  name: string;
  /** The button's label and tooltip (Indonesian), e.g. 'Cetak Struk'. */
  label: string;
  icon: ReactNode;
  /**
   * The key that runs it on a focused row: one letter or digit (either case) or a function key
   * ('F7'); never one of the list's own keys.
   */
  key: string;
  /** Does the work for one row; a returned text is shown as done, a thrown error as its failure. */
  run(row: Row, meta: DoctypeMeta): Promise<string | void>;
}

/** Keys the list itself uses on a row or the screen (Ubah, Hapus, moving, Tambah). */
export const LIST_KEYS = ['Enter', 'Delete', 'ArrowUp', 'ArrowDown', 'Insert', 'Escape', 'Tab', ' '];

/** The action a key pressed on a focused row runs (none with Ctrl, Alt or Meta held). */
export function actionForKey(actions: readonly RowAction[], e: { key: string; ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean }): RowAction | undefined {
  if (e.ctrlKey || e.altKey || e.metaKey) return undefined;
  const k = e.key.length === 1 ? e.key.toUpperCase() : e.key;
  return actions.find((a) => (a.key.length === 1 ? a.key.toUpperCase() : a.key) === k);
}

/** Why a list's declared actions cannot be used as they are (empty when they can). */
export function rowActionProblems(actions: readonly RowAction[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const a of actions) {
    const k = a.key.length === 1 ? a.key.toUpperCase() : a.key;
    if (!/^([A-Z0-9]|F([1-9]|1[0-2]))$/.test(k)) out.push(`${a.name}: tombol '${a.key}' bukan huruf, angka atau F1–F12`);
    if (LIST_KEYS.includes(a.key)) out.push(`${a.name}: tombol '${a.key}' sudah dipakai daftar`);
    if (seen.has(k)) out.push(`${a.name}: tombol '${a.key}' dipakai dua kali`);
    seen.add(k);
  }
  return out;
}
