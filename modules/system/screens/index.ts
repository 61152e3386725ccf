/** Bespoke screens of the system module (issue 20): backups, restore, database settings, system information. */
export { default as ListBackup } from './ListBackup';
export { default as RestoreBackup } from './RestoreBackup';
export { default as PengaturanDb } from './PengaturanDb';
export { default as InfoSistem } from './InfoSistem';
