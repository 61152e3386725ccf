/** What the full list (./index.ts) and the light one (./light.ts) derive alike. */
import type { DoctypeHead, ModuleHead, ScreenDecl, Section } from '@niaga/kernel';

/** Every route of a doctype (list, add, edit). */
export const doctypePaths = (doctypes: readonly Pick<DoctypeHead, 'routes'>[]): string[] =>
  doctypes.flatMap((d) => [d.routes.list, d.routes.add, d.routes.edit]).filter((p): p is string => !!p);

/** A screen declaration with its section settled (the module's when it names none). */
export type ModuleScreen = ScreenDecl & { section: Section; module: string };

/** Every screen the modules declare, with its module and section. */
export const screensOf = (list: readonly ModuleHead[]): ModuleScreen[] =>
  list.flatMap((m) => (m.screens ?? []).map((s) => ({ ...s, section: s.section ?? m.section, module: m.name })));
