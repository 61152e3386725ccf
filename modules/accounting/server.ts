/** Accounting on the server: the manifest's doctypes with their rules and postings, and the bespoke acts. */
import { serverModule } from '@niaga/kernel/server';
import manifest from './manifest';
import { getlistakun, perkiraanHooks } from './perkiraan/server';
import { settingakunList, settingakunSave } from './setting-akun/server';
import { jurnalServer, kaskeluarServer, kasmasukServer, kastransferServer } from './documents/server';
import { saldoawalServer } from './saldo-awal/server';
import { bukubesar, neracasaldo } from './buku-besar/server';
import { cekbuku, prosestahunanBuka, prosestahunanInfo, prosestahunanTutup } from './proses-tahun/server';
import { giroCair, settingAkun } from './tables';
import { giroActs } from './giro/server';
import { serverReports } from './reports/server';

export default serverModule(manifest, {
  doctypes: {
    perkiraan: perkiraanHooks,
    saldoawalakun: saldoawalServer,
    kasmasuk: kasmasukServer,
    kaskeluar: kaskeluarServer,
    kastransfer: kastransferServer,
    jurnal: jurnalServer,
  },
  tables: { setting_akun: settingAkun, giro_cair: giroCair },
  reports: serverReports,
  acts: [getlistakun, settingakunList, settingakunSave, bukubesar, neracasaldo, prosestahunanInfo, prosestahunanTutup, prosestahunanBuka, cekbuku, ...giroActs],
});
