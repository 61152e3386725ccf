/**
 * Users, sessions, rights, company settings, number formats, activity log, open records, password
 * reset, first-time setup and news. Server-only; the isomorphic declarations are doctypes.ts,
 * access-names.ts, company-config.ts, transaction-codes.ts and menu.ts.
 */
export { accessPolicy, accessSql, openModules } from './access';
export { pengguna, hakAkses, kantor, konfigurasi, kelompokAkses } from './tables';
export { hashPassword, verifyPassword, randomPassword } from './passwords';
export { seedAdmin, seedDefaults, PELANGGAN_UMUM, type AddCustomer } from './seed';
export { makeStartingdb, readDeptData, STARTINGDB, type BooksInit, type InitialiseBooks } from './startingdb';
export { publishNews } from './news';
export { attemptsSettled } from './ratelimit';
export { apiKeyAttempt } from './apikey-acts';
export { settings } from './settings';
export { companyHeader } from './settings-acts';
export { sendMail, smtpConfig, setMailLog } from './mail';

export { acts } from './acts';

export { default as admin } from './server';
