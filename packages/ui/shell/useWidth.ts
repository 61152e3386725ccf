import { useSyncExternalStore } from 'react';

/** Spec §9: the mobile width threshold. */
export const MOBILE_WIDTH = 780;

const subscribe = (l: () => void) => {
  window.addEventListener('resize', l);
  return () => window.removeEventListener('resize', l);
};
const width = () => window.innerWidth;

/** The window's inner width, updated on resize. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, width, () => 1280);
}
