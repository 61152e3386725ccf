/** The users module's bespoke acts (its doctypes' generic acts come from the manifest, server.ts). */
import type { ActDef } from '@niaga/kernel/server';
import { cekloginshift, lgx, lgxtk, logoutact } from './session-acts';
import { cekresetpw, gantipw, resetpw } from './reset-acts';
import { authaccess, authaccess_double, authaccess_izin, authactmenu, GetAllowAccessMenu } from './access-acts';
import { getunreadinfo, info_get, info_list, info_readall } from './news';
import { gantipwsendiri, pengguna_setpw } from './users';
import { aksesnama_list, hakakses_get, hakakses_save } from './rights';
import { acccfgopt, dataperusahaan_get, dataperusahaan_save, pengaturanumum_get, pengaturanumum_save } from './settings-acts';
import { settingnomor_del, settingnomor_list, settingnomor_save } from './numbering-acts';
import { apisistem_add, apisistem_cabut, apisistem_list } from './apikey-acts';
import { kunci_lepas, logaktivitas_list, modulterbuka_list, modulterbuka_reset } from './log-acts';

/** Every bespoke act of the module except startingdb, which needs the books initialiser (makeStartingdb). */
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
  pengguna_setpw,
  gantipwsendiri,
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
  apisistem_list,
  apisistem_add,
  apisistem_cabut,
] as ActDef[];
