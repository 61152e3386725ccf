/**
 * The reports the web knows: every module manifest's report declarations. A report declared in a
 * manifest gets its entry in /menulaporan (when the user may open it), its screen at
 * /menulap<name> (reportRoute: mLapBB002 → /menulapbb002), its parameter form, table, chart and
 * downloads, with no other web code. Pure data: testable in node.
 */
import type { ReportDecl } from '@niaga/report';
import { manifests } from '../routes/modules';

export const allReports: ReportDecl[] = manifests.flatMap((m) => (m.reports ?? []) as ReportDecl[]);

const byAccess = new Map(allReports.map((r) => [r.access, r]));
export const reportOf = (access: string): ReportDecl | undefined => byAccess.get(access);
