/**
 * The till's scan box and focus (Kasir.tsx): the box keeps the focus; a dialog's close gives it back
 * to the box, unless another of the till's dialogs is open by then (`dialogOpen`, set by the till
 * every render).
 */
import { useCallback, useRef } from 'react';
import type { ScanHandle } from './ScanBox';

export function useTillFocus() {
  const scanRef = useRef<ScanHandle>(null);
  // Which of the till's dialogs is open now (set by the till, every render): a dialog's close runs
  // focusScan after its animation, and by then the cashier may have opened the next one (F10 right
  // after choosing the customer): the scan box then does not take the focus from it.
  const dialogOpen = useRef(false);
  const focusScan = useCallback(() => setTimeout(() => !dialogOpen.current && scanRef.current?.focus(), 0), []);
  // Every dialog of the till: emptied when closed, and closing gives the focus to the scan box
  // (focusScan), not back to what had it before it opened: antd's restore took the Tunai box from
  // payment when F10 opened it while the customer dialog was still closing.
  const tillDialog = { afterClose: focusScan, focusTriggerAfterClose: false, destroyOnHidden: true };
  // The scan box keeps its own text (ScanBox.tsx): a keystroke does not redraw the till.
  const scanText = () => scanRef.current?.text() ?? '';
  const clearScan = () => scanRef.current?.clear();
  // A scan refused (unknown code, a quantity not above 0): its text selected in the box, so the next scan replaces it.
  const selectScan = () => setTimeout(() => !dialogOpen.current && scanRef.current?.select(), 0);
  return { scanRef, dialogOpen, focusScan, tillDialog, scanText, clearScan, selectScan };
}

export type TillFocus = ReturnType<typeof useTillFocus>;
