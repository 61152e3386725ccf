/** Accounting on the server: its module (tables, acts) and the first-time setup of the books. */
export { default as accounting } from './server';
export { initialiseBooks, roleAccount, type InitialiseBooksInput } from './books';
export { perkiraan, settingAkun } from './tables';
export { manifest } from './doctypes';
export { giroAccount, withGiro } from './giro/server';
export { serverReports } from './reports/server';
export * from './open-items/server';
