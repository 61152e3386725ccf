export { default as manifest } from './manifest';
export { default as dataaset } from './data-aset/data-aset';
export { monthlyDepreciation, depreciationSchedule, accumulatedBefore, monthIndex, type AssetTerms } from './schedule';
