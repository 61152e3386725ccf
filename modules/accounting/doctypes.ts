/** Accounting's isomorphic vocabulary for screens: account classes, types, normal sides, roles. */
export { KELOMPOK, TIPE_AKUN, SALDO_NORMAL, KELOMPOK_LABA_RUGI } from './perkiraan/perkiraan';
export { ROLES } from './setting-akun/roles';
export { default as manifest } from './manifest';
export { giroFields, giroRules, giroJenisOfRoute } from './giro/giro';
export { default as jurnal } from './jurnal/jurnal';
export { default as kasmasuk } from './kas-masuk/kas-masuk';
export { default as perkiraan } from './perkiraan/perkiraan';
export { SUMBER } from './reports/reports';
export * from './open-items/documents';
export { openItemFields } from './open-items/fields';
