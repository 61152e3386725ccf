/** The ledger's tables, for the company schema declaration (apps/server/src/schema) only. */
export { ledgerTables, bukuPeriode, tutupTahun, glJurnal, glBaris, glSaldo, stokMutasi, stokItem, stokGudang, stokSaldo } from './tables';
