/**
 * The reply of /settingakun_list and _save, declared once: the acts (./server.ts) answer it and the
 * screen (../screens/SettingPerkiraan.tsx) reads it. Isomorphic: types only.
 */

/** An account role with the account bound to it (none: '') and the account types it takes (`KAS,BANK`). */
export interface SettingAkunRole {
  peran: string;
  label: string;
  kodeacc: string;
  namaacc: string;
  tipe: string;
}

/** `settingakun_list`, and `settingakun_save` (the roles as saved). */
export interface SettingAkunReply {
  tbl_settingakun: SettingAkunRole[];
}
