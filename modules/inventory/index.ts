export { default as manifest } from './manifest';
export { HARGA_BELI_DEFAULTS, varianField } from './lines';
