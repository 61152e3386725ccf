/** Purchasing and payables on the server: the manifest's documents with their rules and postings, and the reads. */
import { serverModule } from '@niaga/kernel/server';
import manifest from './manifest';
import { beliServer } from './beli/server';
import { returbeliServer } from './retur-beli/server';
import { bayarhutangServer } from './bayar-hutang/server';
import { depositsupServer } from './deposit-sup/server';
import { saldoawalhutangServer } from './saldo-awal-hutang/server';
import { depositsaldo, historyhb, hutangsupplier } from './acts';
import { serverReports } from './reports/server';

export default serverModule(manifest, {
  doctypes: { beli: beliServer, returbeli: returbeliServer, bayarhutang: bayarhutangServer, depositsup: depositsupServer, saldoawalhutang: saldoawalhutangServer },
  acts: [historyhb, hutangsupplier, depositsaldo],
  reports: serverReports,
});
