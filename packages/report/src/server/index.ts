/** @niaga/report, server part: report definitions, the acts and file download, renderers. */
export * from './define';
export * from './layout';
export * from './pdf';
export * from './xlsx';
export * from './service';
export { useReportReplica, type ReplicaNote } from './replica';
