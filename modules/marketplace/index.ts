export { default as manifest } from './manifest';
export { MARKETPLACES, type Marketplace } from './shops';
