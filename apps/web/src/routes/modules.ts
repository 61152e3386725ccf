/**
 * The modules the web knows, each by its isomorphic manifest: their doctypes become list, add and
 * edit routes served by the generic screens, their bespoke screens are lazily loaded. Adding a
 * module is one line here; adding a doctype is one line in its module's manifest.
 */
import type { DoctypeMeta, ModuleManifest } from '@niaga/kernel';
import master from '@niaga/master/manifest';
import accounting from '@niaga/accounting/manifest';
import inventory from '@niaga/inventory/manifest';
import assets from '@niaga/assets/manifest';
import assembly from '@niaga/assembly/manifest';
import purchasing from '@niaga/purchasing/manifest';
import sales from '@niaga/sales/manifest';
import admin from '@niaga/admin/manifest';
import system from '@niaga/system/manifest';
import marketplace from '@niaga/marketplace/manifest';

export type { Section } from '@niaga/kernel';

export const manifests: readonly ModuleManifest[] = [master, accounting, inventory, purchasing, sales, assembly, assets, admin, system, marketplace];

export const allDoctypes: DoctypeMeta[] = manifests.flatMap((m) => [...m.doctypes]);
