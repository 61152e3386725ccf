/** Sales on the server: the till and back-office sale documents with their checks and postings, the till's reads, the cash drawer. */
import { serverModule } from '@niaga/kernel/server';
import manifest from './manifest';
import { saleServer } from './sale-server';
import { getdiskonperiode, getdiskonperiode_promo_list, getdiskonperiodelist, getkaslacistatus, getperiodepromo, getperiodepromolist, kasir_item, kaslacilogin } from './acts';
import { kaslacitutup } from './shift';
import { getpointpel, perbaikanpointpel } from './points';
import { kasLaci } from './tables';
import { saldoawalpiutangServer } from './saldo-awal-piutang/server';
import { bayarpiutangServer } from './bayar-piutang/server';
import { depositpelServer } from './deposit-pel/server';
import { depositsaldolist, depositsaldopel, piutangpelanggan, reminderhupilist, reminderhutanglist, reminderpiutanglist } from './receivable-acts';

export default serverModule(manifest, {
  doctypes: { kasir: saleServer('KSR'), jual: saleServer('JL'), saldoawalpiutang: saldoawalpiutangServer, bayarpiutang: bayarpiutangServer, depositpel: depositpelServer },
  acts: [kasir_item, getdiskonperiode_promo_list, getdiskonperiode, getdiskonperiodelist, getperiodepromo, getperiodepromolist, getkaslacistatus, kaslacilogin, kaslacitutup, getpointpel, perbaikanpointpel, piutangpelanggan, depositsaldopel, depositsaldolist, reminderhupilist, reminderhutanglist, reminderpiutanglist],
  tables: { kas_laci: kasLaci },
});
