/**
 * The stored toast flags of spec §4: toast_news_update_status (news) and toast_update_status (a new
 * version). '1' means show a toast, then reset to '0'; a message on the background channel resets
 * both to '0' (another tab showed them).
 */
export const TOAST_NEWS = 'toast_news_update_status';
export const TOAST_UPDATE = 'toast_update_status';
export const CHANNEL = 'niaga-toast';

export const flag = (k: string) => localStorage.getItem(k) === '1';
export const raise = (k: string) => localStorage.setItem(k, '1');
export const lower = (k: string) => localStorage.setItem(k, '0');
export function resetBoth() {
  lower(TOAST_NEWS);
  lower(TOAST_UPDATE);
}
