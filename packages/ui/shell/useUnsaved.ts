/**
 * Unsaved work is never discarded silently (issue 18): while a form has changes that are not
 * saved, leaving it asks first — "Data belum disimpan. Tetap keluar?" — whether by Batal or
 * Escape (`leave`), by the menu, the back button or any other link (the router's blocker), and
 * on closing or reloading the tab (the browser's own beforeunload question).
 *
 * One hook for every form: FormScreen / DoctypeForm and DocumentForm call it with their dirty
 * flag; `saved()` lets the navigation after a successful save (or delete) pass.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { App } from 'antd';
import { getSession, setPendingChanges } from '../session';

export const UNSAVED_QUESTION = 'Data belum disimpan. Tetap keluar?';

export interface Unsaved {
  /** Runs `go` (leaving the form) at once when nothing is changed, else after the person agrees. */
  leave(go: () => void): void;
  /** The changes are saved (or deleted): what follows leaves without asking. */
  saved(): void;
}

export function useUnsaved(dirty: boolean): Unsaved {
  const { modal } = App.useApp();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  /** Set once saved, or once the person agreed to leave: the navigation that follows passes. */
  const released = useRef(false);
  const asking = useRef(false);

  useEffect(() => {
    if (dirty) released.current = false;
    setPendingChanges(dirty);
  }, [dirty]);
  useEffect(() => () => setPendingChanges(false), []);

  const holds = () => dirtyRef.current && !released.current && getSession().status !== 'out';

  const ask = useCallback(
    (onYes: () => void, onNo: () => void) => {
      if (asking.current) return;
      asking.current = true;
      // After the key or click that asked has finished: the Escape that asks must not also
      // reach the question's own Escape handler (which would close it at once).
      setTimeout(() => modal.confirm({
        title: 'Niaga',
        content: UNSAVED_QUESTION,
        okText: 'Ya, keluar',
        cancelText: 'Tidak',
        autoFocusButton: 'cancel',
        onOk: () => {
          asking.current = false;
          released.current = true;
          onYes();
        },
        onCancel: () => {
          asking.current = false;
          onNo();
        },
      }), 0);
    },
    [modal],
  );

  // Any navigation inside the app (menu, back button, header links) while there are changes.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => holds() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    ask(
      () => blocker.proceed(),
      () => blocker.reset(),
    );
  }, [blocker, ask]);

  // Closing or reloading the tab: the browser asks with its own words.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!holds()) return;
      e.preventDefault();
      e.returnValue = UNSAVED_QUESTION;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const leave = useCallback(
    (go: () => void) => {
      if (!holds()) return go();
      ask(go, () => undefined);
    },
    [ask],
  );
  const saved = useCallback(() => {
    released.current = true;
    setPendingChanges(false);
  }, []);
  return { leave, saved };
}
