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
import { allScreens, modulesReady } from './modules';

type Screen = ComponentType | LazyExoticComponent<ComponentType>;
type Load = () => Promise<{ default: unknown }>;

/**
 * A screen's code with the modules' declarations (the generic kit's doctypes, reports and row
 * actions, which its pickers, forms and lists read), both loaded at once; a screen declared `light`
 * (the till) loads only its own code and waits for the declarations itself where it needs them.
 */
const withModules =
  (load: Load): Load =>
  () =>
    Promise.all([load(), modulesReady()]).then(([m]) => m);

/** The shell's own screens (their routes are declared by the admin and system manifests). */
const shellScreens: Record<string, Screen> = {
  ...Object.fromEntries(publicScreens.map((s) => [s.path, s.Screen])),
  '/startingdb': lazy(withModules(() => import('../screens/StartingDbScreen')) as () => Promise<{ default: ComponentType }>),
  '/home': lazy(withModules(() => import('../screens/Home')) as () => Promise<{ default: ComponentType }>),
  '/listinfo': lazy(withModules(() => import('../screens/ListInfo')) as () => Promise<{ default: ComponentType }>),
  '/infodetail': lazy(withModules(() => import('../screens/InfoDetail')) as () => Promise<{ default: ComponentType }>),
  // Reports (issue 12): the menu; the report screen itself is generic (AppRoutes).
  '/menulaporan': lazy(withModules(() => import('@niaga/ui/report/MenuLaporan')) as () => Promise<{ default: ComponentType }>),
};

// One lazy component per loader, so routes that share a screen (the three giro routes) share it.
const lazyOf = new Map<unknown, Screen>();
const moduleScreen = (load: Load, light: boolean): Screen => {
  let c = lazyOf.get(load);
  if (!c) lazyOf.set(load, (c = lazy((light ? load : withModules(load)) as () => Promise<{ default: ComponentType }>)));
  return c;
};

/** Screens of catalogue routes (and bespoke screens of doctype routes), by path. */
export const screens: Record<string, Screen> = { ...shellScreens };
for (const s of allScreens) {
  if (!s.load) continue;
  if (screens[s.path]) throw new Error(`layar ${s.path} dideklarasikan dua kali`);
  screens[s.path] = moduleScreen(s.load, !!s.light);
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
