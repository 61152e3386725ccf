/**
 * The screens of catalogue routes, by path, and whether a route has a screen at all. One registry:
 * the router renders from it (AppRoutes) and the menu marks from it the entries that still open
 * "Belum tersedia" (SideMenu). A module's screens come from its manifest (`screens`, each loaded
 * lazily as its own chunk); the shell's own screens are listed here, the public ones (login, forgot
 * and change password) in ./publicScreens, the only ones of the first bundle. Row actions
 * of the generic lists come from the manifests too (`rowActions`, registered in @niaga/ui/app).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { rowActions } from '@niaga/ui/app';
import { publicScreens } from './publicScreens';
import { findRoute } from './registry';
import { allScreens } from './modules';

type Screen = ComponentType | LazyExoticComponent<ComponentType>;

/** The shell's own screens (their routes are declared by the admin and system manifests). */
const shellScreens: Record<string, Screen> = {
  ...Object.fromEntries(publicScreens.map((s) => [s.path, s.Screen])),
  '/startingdb': lazy(() => import('../screens/StartingDbScreen')),
  '/home': lazy(() => import('../screens/Home')),
  '/listinfo': lazy(() => import('../screens/ListInfo')),
  '/infodetail': lazy(() => import('../screens/InfoDetail')),
  // Reports (issue 12): the menu; the report screen itself is generic (AppRoutes).
  '/menulaporan': lazy(() => import('@niaga/ui/report/MenuLaporan')),
};

// One lazy component per loader, so routes that share a screen (the three giro routes) share it.
const lazyOf = new Map<unknown, Screen>();
const moduleScreen = (load: NonNullable<(typeof allScreens)[number]['load']>): Screen => {
  let c = lazyOf.get(load);
  if (!c) lazyOf.set(load, (c = lazy(load as () => Promise<{ default: ComponentType }>)));
  return c;
};

/** Screens of catalogue routes (and bespoke screens of doctype routes), by path. */
export const screens: Record<string, Screen> = { ...shellScreens };
for (const s of allScreens) {
  if (!s.load) continue;
  if (screens[s.path]) throw new Error(`layar ${s.path} dideklarasikan dua kali`);
  screens[s.path] = moduleScreen(s.load);
}

export { rowActions };

/**
 * Whether a path opens a working screen: a bespoke one, a report, or a doctype's generic list and
 * form. Everything else shows "Belum tersedia" (and is marked "segera" in the menu).
 */
export function hasScreen(path: string): boolean {
  if (screens[path]) return true;
  const r = findRoute(path);
  return !!(r && (r.report || r.doctype));
}
