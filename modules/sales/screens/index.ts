/**
 * The till in modes 2 and 3 (issue 14), one chunk loaded when /kasiradmode2 or /kasiradmode3 opens
 * (scripts/bundle-budget.ts measures it). The price terminal and the deposit screen are their own
 * chunks (manifest.ts); sale lists use the generic document list.
 */
export { default as Kasir, KasirMode3 } from './Kasir';
