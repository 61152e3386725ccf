/** @niaga/report, isomorphic part: report declarations, parameters, cell formats. */
export * from './declare';
export * from './params';
export * from './format';
export type * from './replies';
