export * from './fields';
export * from './doctype';
export * from './validate';
export * from './errors';
export * from './document';
