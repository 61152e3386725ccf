/**
 * Users, sessions, rights, company settings, number formats, activity log, open records, password
 * reset, first-time setup and news. Server-only; the isomorphic declarations are doctypes.ts,
 * access-names.ts, company-config.ts, transaction-codes.ts and menu.ts.
 */
import type { ActDef } from '@niaga/kernel/server';
import { cekloginshift, lgx, lgxtk, logoutact } from './session-acts';
import { cekresetpw, gantipw, resetpw } from './reset-acts';
import { authaccess, authaccess_double, authaccess_izin, authactmenu, GetAllowAccessMenu } from './access-acts';
import { getunreadinfo, info_get, info_list, info_readall } from './news';
import { pengguna_setpw, userActs } from './users';
import { aksesnama_list, groupActs, hakakses_get, hakakses_save } from './rights';
import { acccfgopt, dataperusahaan_get, dataperusahaan_save, pengaturanumum_get, pengaturanumum_save } from './settings-acts';
import { settingnomor_del, settingnomor_list, settingnomor_save } from './numbering-acts';
import { kunci_lepas, logaktivitas_list, modulterbuka_list, modulterbuka_reset } from './log-acts';

export { accessPolicy, openModules } from './access';
export { pengguna, hakAkses, kantor, konfigurasi, kelompokAkses } from './tables';
export { hashPassword, verifyPassword, randomPassword } from './passwords';
export { seedAdmin } from './seed';
export { makeStartingdb, readDeptData, STARTINGDB, type BooksInit, type InitialiseBooks } from './startingdb';
export { publishNews } from './news';
export { attemptsSettled } from './ratelimit';
export { settings } from './settings';
export { sendMail, smtpConfig, setMailLog } from './mail';

/** Every act of the module except startingdb, which needs the books initialiser (makeStartingdb). */
export const acts = [
  lgx,
  lgxtk,
  logoutact,
  cekloginshift,
  resetpw,
  cekresetpw,
  gantipw,
  authaccess,
  authaccess_double,
  authaccess_izin,
  authactmenu,
  GetAllowAccessMenu,
  getunreadinfo,
  info_list,
  info_get,
  info_readall,
  ...userActs,
  pengguna_setpw,
  ...groupActs,
  hakakses_get,
  hakakses_save,
  aksesnama_list,
  dataperusahaan_get,
  dataperusahaan_save,
  pengaturanumum_get,
  pengaturanumum_save,
  acccfgopt,
  settingnomor_list,
  settingnomor_save,
  settingnomor_del,
  logaktivitas_list,
  modulterbuka_list,
  modulterbuka_reset,
  kunci_lepas,
] as ActDef[];
