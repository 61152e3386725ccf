/**
 * A confirm opened over another dialog (the shift close's counts, the cash drawer, the payment, a
 * document form in a dialog) must end with its OK button focused, so that Enter confirms what the
 * keyboard was doing. antd focuses OK a moment after the confirm mounts; on a slow machine that
 * happens before the confirm's own focus lock is in place, the lower dialog's lock pulls the focus
 * back into itself, and when the confirm's lock arrives it puts the focus on its first button
 * (Tidak / Batal): Enter then cancels (seen on a 2-core CI machine and at a 6× CPU slowdown).
 * Spread into the confirm's props: once the confirm has finished opening, its OK button has the
 * focus (unless the focus is already on one of its buttons after that).
 */
export const focusOkWhenOpen = {
  afterOpenChange(open: boolean) {
    if (!open) return;
    const boxes = document.querySelectorAll<HTMLElement>('.ant-modal-confirm');
    const box = boxes[boxes.length - 1];
    const ok = box?.querySelector<HTMLButtonElement>('.ant-modal-confirm-btns .ant-btn-primary');
    if (ok && document.activeElement !== ok) ok.focus({ preventScroll: true });
  },
};
