/**
 * The reports the web knows: every module manifest's report declarations (registered by the app,
 * ../app.ts). A report declared in a manifest gets its entry in /menulaporan (when the user may
 * open it), its screen at /menulap<name> (reportRoute: mLapBB002 → /menulapbb002), its parameter
 * form, table, chart and downloads, with no other web code. Pure data: testable in node.
 */
import type { ReportDecl } from '@niaga/report';
import { allReports } from '../app';

export { allReports };

export const reportOf = (access: string): ReportDecl | undefined => allReports.find((r) => r.access === access);
