/**
 * The module list as the web's shell sees it at first (issue 36 item 5): every module's light head
 * (modules/<m>/head.ts: screens with their lazy `load`, menu, access and code lines) with the
 * light lines of its doctypes and reports (./summary.gen.ts, derived from the full manifests), in
 * the order of the one module list (./index.ts). Enough for the side menu, the route registry and
 * the screen loaders; the doctypes' fields and the reports' columns come with the full list,
 * `loadManifests()`, which the generic screens and the kit's pickers wait for. ./light.test.ts
 * checks that this list is the full one's light part.
 */
import { registerHeads, type DoctypeHead, type LightManifest, type ModuleHead, type ModuleManifest } from '@niaga/kernel';
import admin from '@niaga/admin/head';
import master from '@niaga/master/head';
import accounting from '@niaga/accounting/head';
import inventory from '@niaga/inventory/head';
import purchasing from '@niaga/purchasing/head';
import sales from '@niaga/sales/head';
import assembly from '@niaga/assembly/head';
import assets from '@niaga/assets/head';
import system from '@niaga/system/head';
import marketplace from '@niaga/marketplace/head';
import payment from '@niaga/payment/head';
import ppob from '@niaga/ppob/head';
import store from '@niaga/store/head';
import { summary } from './summary.gen';
import { screensOf, type ModuleScreen } from './derive';

export const heads: readonly ModuleHead[] = [admin, master, accounting, inventory, purchasing, sales, assembly, assets, system, marketplace, payment, ppob, store];

export const lightManifests: readonly LightManifest[] = heads.map((h) => {
  const s = summary[h.name];
  if (!s) throw new Error(`modul ${h.name}: tidak ada di modules/all/summary.gen.ts (npm run modules:summary)`);
  return { ...h, ...s };
});

// The menu reads the list from the kernel until the full one replaces it.
registerHeads(lightManifests);

/** The full module list (doctypes with their fields, reports with their columns), loaded once when first asked for. */
export const loadManifests = (): Promise<readonly ModuleManifest[]> => import('./index').then((m) => m.manifests);

export const allDoctypeHeads: DoctypeHead[] = lightManifests.flatMap((m) => [...m.doctypes]);

export { doctypePaths, type ModuleScreen } from './derive';

/** Every screen the modules declare, with its module and section. */
export const allScreens: ModuleScreen[] = screensOf(lightManifests);
