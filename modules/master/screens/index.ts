/** Bespoke master-data screens (issue 11): items with duplicate, pictures and the easy mode. */
export { ItemAdd, ItemEdit, ItemDup, ItemAddV2, ItemEditV2, ItemDupV2 } from './ItemScreens';
export { ListPelVerifikasi, PelVerifikasi } from './PelangganVerifikasi';
