/**
 * Keyboard rules every form shares (keyboard first, spec §2.2 and ARCHITECTURE §5): Enter moves to
 * the next field; Enter that belongs to an open select or to a date picker is left to them (a
 * picker's Enter moves on after it confirms the typed date); Escape leaves the form.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';

/**
 * Whether a dialog is open on the page, so a screen's own shortcut keys leave the keyboard to it.
 * A dialog that is closing (antd's leave animation) no longer counts: the key pressed right after
 * taking a choice in it (F10 just after the customer) is the screen's, not lost.
 */
export const anyDialogOpen = () => document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal:not([class*="-leave"])') !== null;

/** Fields Enter moves through (read-only inputs are skipped). */
export const FOCUSABLE =
  'input:not([disabled]):not([readonly]):not([type=hidden]):not([tabindex="-1"]), textarea:not([disabled]):not([tabindex="-1"]), button[role=switch]:not([disabled]):not([tabindex="-1"])';

/** Visible focusable fields inside `root`, in document order. */
export const focusablesIn = (root: HTMLElement | null) =>
  Array.from(root?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter((el) => el.offsetParent !== null);

/** Focuses a field; a text or number in it is selected, so typing replaces it (keyboard entry). */
export function focusField(el: HTMLElement) {
  el.focus();
  if (el instanceof HTMLInputElement && el.type === 'text' && el.value) el.select();
}

/** The field after `from` inside `root`, if any. */
export function nextField(root: HTMLElement | null, from: HTMLElement): HTMLElement | undefined {
  const all = focusablesIn(root);
  const i = all.findIndex((el) => el === from || el.contains(from) || from.contains(el));
  return all[i + 1];
}

/**
 * Enter in an open picker: the picker takes the highlighted option, then the cursor moves on (one
 * Enter per field, as a person keying a document expects); without an option it stays to search.
 * Returns whether the key belongs to the picker.
 */
export function choosing(t: HTMLElement, moveNext: (from: HTMLElement) => void): boolean {
  if (t.getAttribute('role') !== 'combobox' || t.getAttribute('aria-expanded') !== 'true') return false;
  const active = t.getAttribute('aria-activedescendant');
  if (active && document.getElementById(active)) setTimeout(() => moveNext(t), 0);
  return true;
}

/** Capture phase: a plain Enter moves on, unless it belongs to a textarea, button, picker or open select. */
export function enterMovesOn(e: KeyboardEvent<HTMLElement>, moveNext: (from: HTMLElement) => void) {
  if (e.key !== 'Enter' || e.ctrlKey || e.altKey || e.metaKey || e.shiftKey) return;
  const t = e.target as HTMLElement;
  if (t.tagName === 'TEXTAREA' || (t.tagName === 'BUTTON' && t.getAttribute('role') !== 'switch')) return;
  if (t.closest('.ant-picker')) return; // the date picker confirms a typed date first (pickerAndEscape)
  if (choosing(t, moveNext)) return;
  e.preventDefault();
  e.stopPropagation();
  moveNext(t);
}

/** Bubble phase: Enter in a date picker moves on once it has taken the date; Escape leaves the form. */
export function pickerAndEscape(e: KeyboardEvent<HTMLElement>, moveNext: (from: HTMLElement) => void, leave: () => void) {
  const t = e.target as HTMLElement;
  if (e.key === 'Enter' && t.closest('.ant-picker')) {
    e.preventDefault();
    moveNext(t);
  } else if (e.key === 'Escape' && !t.closest('.ant-picker, .ant-select')) {
    leave();
  }
}

/** Ctrl+S (⌘S) saves while the screen is open; always calls the latest `save`. */
export function useCtrlS(save: () => unknown) {
  const ref = useRef(save);
  ref.current = save;
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void ref.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
