/** Bespoke accounting screens (issue 5); documents use the generic document screens. */
export { default as BukuBesar } from './BukuBesar';
export { default as SettingPerkiraan } from './SettingPerkiraan';
export { default as ProsesTahunan } from './ProsesTahunan';
export { default as DataPerkiraan } from './DataPerkiraan';
export { default as StatusGiro } from './StatusGiro';
