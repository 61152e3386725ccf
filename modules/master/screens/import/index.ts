/** The import screens of mImportData (one screen serves every kind, by its route). */
export { default as ImportData } from './ImportData';
