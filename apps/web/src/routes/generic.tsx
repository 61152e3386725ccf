/**
 * The generic screens of a doctype's routes (list, add, edit) and of a report's, driven by the
 * full declaration the route's light line names. Loaded with the modules' declarations
 * (./PrivateRoutes.tsx waits for `modulesReady` before it renders this), so the declaration is
 * registered with the kit by then.
 */
import { lazy } from 'react';
import { isDocument } from '@niaga/kernel';
import { allDoctypes } from '@niaga/ui/app';
import { reportOf } from '@niaga/ui/report/registry';
import type { RouteDef } from './registry';

const ListScreen = lazy(() => import('@niaga/ui/doctype/ListScreen'));
const FormScreen = lazy(() => import('@niaga/ui/doctype/FormScreen'));
// Business documents (header + lines).
const DocumentFormScreen = lazy(() => import('@niaga/ui/document/DocumentForm'));
const ReportScreen = lazy(() => import('@niaga/ui/report/ReportScreen'));

export default function Generic({ route: r }: { route: RouteDef }) {
  if (r.report) {
    const decl = reportOf(r.report.access);
    if (!decl) throw new Error(`laporan ${r.report.access} tidak terdaftar`);
    return <ReportScreen decl={decl} />;
  }
  const meta = allDoctypes.find((d) => d.name === r.doctype?.name);
  if (!meta) throw new Error(`doctype ${r.doctype?.name} tidak terdaftar`);
  if (r.kind === 'list') return <ListScreen meta={meta} />;
  const mode = r.kind === 'add' ? 'add' : 'edit';
  return isDocument(meta) ? <DocumentFormScreen meta={meta} mode={mode} /> : <FormScreen meta={meta} mode={mode} />;
}
