/** The pricing engine of the till (spec §5, ACCOUNTING.md §3, §5): one code for the browser and the server. docs/pricing.md. */
export * from './periode';
export * from './diskon';
export * from './promo';
export * from './harga';
export * from './pajak';
export * from './timbangan';
