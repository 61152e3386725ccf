/** Bespoke stock screens; stock documents use the generic document screens. */
export { default as KartuStok } from './KartuStok';
export { default as StokMinimum } from './StokMinimum';
export { default as PerbaikanSaldo } from './PerbaikanSaldo';
export { default as Datasheet } from './Datasheet';
