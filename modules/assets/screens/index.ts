/** Bespoke fixed-asset screens; the asset register uses the generic list and form. */
export { default as ProsesPenyusutan } from './ProsesPenyusutan';
