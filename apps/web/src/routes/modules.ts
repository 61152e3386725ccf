/**
 * The modules the web knows: the one module list (@niaga/modules). Their doctypes become list,
 * add and edit routes served by the generic screens, their declared screens are lazily loaded.
 * Registering them here gives the generic kit (@niaga/ui) the doctypes, reports and row actions
 * it needs, before anything renders (main.tsx imports the routes first).
 */
import { registerModules } from '@niaga/ui/app';
import { allDoctypes, allScreens, manifests } from '@niaga/modules';

export type { Section } from '@niaga/kernel';
export { allDoctypes, allScreens, manifests };

registerModules(manifests);
