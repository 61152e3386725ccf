/** Bespoke screens of the marketplace module (issue 37): /pengaturanmp. */
export { default as PengaturanMp } from './PengaturanMp';
