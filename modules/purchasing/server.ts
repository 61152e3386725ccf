/** Purchasing and payables on the server: the manifest's documents with their rules and postings, and the reads. */
import { serverModule } from '@niaga/kernel/server';
import manifest from './manifest';
import { beliServer } from './beli/server';
import { returbeliServer } from './retur-beli/server';
import { bayarhutangServer } from './bayar-hutang/server';
import { depositsupServer } from './deposit-sup/server';
import { saldoawalhutangServer } from './saldo-awal-hutang/server';
import { depositsaldo, historyhb, hutangsupplier } from './acts';
import { listitemrb } from './item-retur-beli';
import { pesanbeliDariStokMinimum } from './pesan-beli/dari-stok-minimum';
import { serverReports } from './reports/server';
import { cetakActs, cetakFiles } from './cetak/server';

// The payables side that the receivables mirror on the server.
export { HUTANG } from './payables';
export { pickerFields, pickerInvoices } from '@niaga/accounting';
export { ageOf, depositServerReport, openItemServerReports, type Range } from './reports/open-items-server';

const purchasing = serverModule(manifest, {
  doctypes: { beli: beliServer, returbeli: returbeliServer, bayarhutang: bayarhutangServer, depositsup: depositsupServer, saldoawalhutang: saldoawalhutangServer },
  acts: [historyhb, hutangsupplier, depositsaldo, listitemrb, pesanbeliDariStokMinimum((name) => purchasing.acts.find((a) => a.name === name)), ...cetakActs],
  files: cetakFiles,
  reports: serverReports,
});

export default purchasing;
