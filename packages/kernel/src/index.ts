export * from './fields';
export * from './doctype';
export * from './validate';
export * from './errors';
export * from './document';
export * from './compute';
export * from './numbering';
export * from './manifest';
export type * from './types-from-decl';
