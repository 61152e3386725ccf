export { default as manifest } from './manifest';
export { default as beli } from './beli/beli';
export { default as returbeli } from './retur-beli/retur-beli';
export { default as bayarhutang } from './bayar-hutang/bayar-hutang';
export { AGE_COLUMNS, openItemReports, type OpenItemWords } from './reports/open-items';
