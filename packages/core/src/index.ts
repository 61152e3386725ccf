export * from './money';
export * from './pricing';
export * from './formula';
export * from './receipt';
