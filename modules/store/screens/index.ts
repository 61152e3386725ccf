/** The online store's bespoke screens (issue 42): the banner's forms with the picture upload; which items a store shows. */
export { BannerAdd, BannerEdit } from './BannerScreens';
export { ShareInfo, ListShareItem } from './StoreSettings';
export { ListShareSubscriber } from './Subscribers';
