/** Accounting on the server: tables, acts and the first-time setup of the books. */
import type { ActDef } from '@niaga/kernel/server';
import { perkiraanActs, getlistakun } from './perkiraan/server';
import { settingakunList, settingakunSave } from './setting-akun/server';
import { documentActsAll } from './documents/server';
import { saldoawalActs } from './saldo-awal/server';
import { doctypeActs } from '@niaga/kernel/server';
import catatanMeta from './catatan/catatan';
import { bukubesar, neracasaldo } from './buku-besar/server';
import { cekbuku, perbaikansaldo, prosestahunanBuka, prosestahunanInfo, prosestahunanTutup } from './proses-tahun/server';
import { catatantransaksi } from './tables';

export { initialiseBooks, type InitialiseBooksInput } from './books';
export * from './tables';
export { doctypes, documents } from './doctypes';

export const acts: ActDef[] = [
  ...perkiraanActs,
  getlistakun,
  settingakunList,
  settingakunSave,
  ...documentActsAll,
  ...saldoawalActs,
  ...doctypeActs(catatanMeta, catatantransaksi, {}, 'accounting'),
  bukubesar,
  neracasaldo,
  prosestahunanInfo,
  prosestahunanTutup,
  prosestahunanBuka,
  cekbuku,
  perbaikansaldo,
] as ActDef[];
