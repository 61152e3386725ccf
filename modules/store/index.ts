/** The online store (issue 42): its declarations. Isomorphic. */
export { default as manifest } from './manifest';
export { default as tokoonline, TEMA_TOKO, LAYOUT_TOKO, MODE_BANNER, KATEGORI_TOKO, SHAREID_POLA } from './toko';
