/** PPOB (issue 41): the module's isomorphic entry — its manifest and the shapes of customer numbers. */
export { default } from './manifest';
export { checkCustomerNo, jenisOf, type JenisPpob } from './customer-no';
