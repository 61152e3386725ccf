/** Bespoke screens of the marketplace module (issue 37): /pengaturanmp, the variant mapping forms /itemadmp2 and /itemedmp2. */
export { default as PengaturanMp } from './PengaturanMp';
export { ItemMpVarianAdd, ItemMpVarianEdit } from './ItemMpVarian';
