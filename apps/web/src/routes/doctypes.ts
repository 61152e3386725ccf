/**
 * The one place the web lists the modules' doctype declarations. A module that declares
 * doctypes exports `doctypes`; add its array here (with the menu section it belongs to) and its
 * list/add/edit screens, routes and titles appear with no other code.
 */
import type { DoctypeMeta } from '@niaga/kernel';
import { doctypes as master } from '@niaga/master';
import { doctypes as accounting, documents as accountingDocuments } from '@niaga/accounting/doctypes';
import { doctypes as admin } from '@niaga/admin/doctypes';
/** Menu sections of spec §2.5; also the lazy-loading group of a screen. */
export type Section =
  | 'sistem'
  | 'master'
  | 'pembelian'
  | 'penjualan'
  | 'perakitan'
  | 'persediaan'
  | 'akuntansi'
  | 'laporan'
  | 'pengaturan'
  | 'ecommerce';

export interface ModuleDoctypes {
  module: string;
  section: Section;
  doctypes: readonly DoctypeMeta[];
}

export const moduleDoctypes: ModuleDoctypes[] = [
  { module: 'master', section: 'master', doctypes: master },
  // Business documents (header + lines) are doctypes too: their routes get the document screens.
  { module: 'accounting', section: 'akuntansi', doctypes: [...accounting, ...accountingDocuments] },
  { module: 'admin', section: 'pengaturan', doctypes: admin },
];

export const allDoctypes: DoctypeMeta[] = moduleDoctypes.flatMap((m) => m.doctypes);
