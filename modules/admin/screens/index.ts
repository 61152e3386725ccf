/** Screens of users, rights and company settings (issue 4), one lazily loaded chunk. */
export { UserAdd, UserEdit, GroupAdd, GroupEdit } from './UserScreens';
export { AksesUser } from './AksesUser';
export { DataPerusahaan, PengaturanUmum } from './CompanyScreens';
export { SettingNomorTrs, SettingNomorSp } from './SettingNomor';
export { LogAktivitas, ModulTerbuka } from './LogScreens';
export { PengaturanWebsite } from './PengaturanWebsite';
export { MiniPrinter } from './MiniPrinter';
export { PengaturanApiSistem } from './ApiSistem';
