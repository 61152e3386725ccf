/** The online store's bespoke screens (issue 42): the banner's forms with the picture upload. */
export { BannerAdd, BannerEdit } from './BannerScreens';
