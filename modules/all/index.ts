/**
 * The one module list: every module's isomorphic manifest (modules/<m>/manifest.ts), in order.
 * The web builds its routes, screens, menu marks and forms from it (apps/web/src/routes/modules.ts);
 * the server takes the same list and adds each module's server part by name
 * (apps/server/src/modules.ts), refusing to start when a manifest has no server part or a server
 * part is not in this list. Adding a module is one line here, one in ./light.ts (its head; light.test.ts
 * checks the two lists agree) and one there (its server part). The web's shell starts from ./light.ts
 * and loads this list when a screen needs the declarations.
 */
import { registerManifests, type DoctypeMeta, type ModuleManifest } from '@niaga/kernel';
import admin from '@niaga/admin/manifest';
import master from '@niaga/master/manifest';
import accounting from '@niaga/accounting/manifest';
import inventory from '@niaga/inventory/manifest';
import purchasing from '@niaga/purchasing/manifest';
import sales from '@niaga/sales/manifest';
import assembly from '@niaga/assembly/manifest';
import assets from '@niaga/assets/manifest';
import system from '@niaga/system/manifest';
import marketplace from '@niaga/marketplace/manifest';
import payment from '@niaga/payment/manifest';
import ppob from '@niaga/ppob/manifest';
import store from '@niaga/store/manifest';
import { screensOf, type ModuleScreen } from './derive';

export const manifests: readonly ModuleManifest[] = [admin, master, accounting, inventory, purchasing, sales, assembly, assets, system, marketplace, payment, ppob, store];

// What modules derive from every module (admin's menu) reads the list from the kernel.
registerManifests(manifests);

export const allDoctypes: DoctypeMeta[] = manifests.flatMap((m) => [...m.doctypes]);

export { doctypePaths, type ModuleScreen } from './derive';

/** Every screen the modules declare, with its module and section. */
export const allScreens: ModuleScreen[] = screensOf(manifests);
