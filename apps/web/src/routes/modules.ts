/**
 * The modules the web knows. The shell starts from the light module list (@niaga/modules/light:
 * each module's head with its doctypes' and reports' light lines): the menu, the route registry
 * and the screen loaders need no more, so the first page does not load the doctypes' fields and
 * the reports' columns (issue 36 item 5). The full list (@niaga/modules) loads the first time a
 * screen needs it (`modulesReady`, registered with the generic kit @niaga/ui then): every screen
 * but the till's waits for it (./screens.tsx, ./PrivateRoutes.tsx).
 */
import { modulesReady, registerModuleLoader } from '@niaga/ui/app';
import { allDoctypeHeads, allScreens, lightManifests, loadManifests } from '@niaga/modules/light';

export type { Section } from '@niaga/kernel';
export { allDoctypeHeads, allScreens, lightManifests, modulesReady };

registerModuleLoader(loadManifests);
