/** Sales on the server: the till and back-office sale documents with their checks and postings, the till's reads, the cash drawer. */
import { serverModule } from '@niaga/kernel/server';
import manifest from './manifest';
import { saleServer } from './sale-server';
import { pesanjualServer } from './pesan-jual/server';
import { returjualServer } from './retur-jual/server';
import { getdiskonperiode, getdiskonperiode_promo_list, gethargajual, getdiskonperiodelist, getkaslacistatus, getperiodepromo, getperiodepromolist, kasir_item, kasir_katalog, kaslacilogin } from './acts';
import { kaslacitutup } from './shift';
import { getpointpel, perbaikanpointpel } from './points';
import { kasirBlok, kasirLuring, kasLaci, nsfpPakai } from './tables';
import { kasir_blok, kasir_blok_lepas, kasir_luring_list } from './nomor-luring';
import { kasir_kredit } from './kredit-luring';
import { nsfpServer } from './tax/nsfp-server';
import { serverReports } from './reports/server';
import { receivableServerReports } from './reports/receivables-server';
import { bayarkomisiServer } from './bayar-komisi/server';
import { komisisales } from './komisi';
import { datapengirimanServer } from './pengiriman/server';
import { historyhj, infopayment, serverReports as infoReports } from './info/server';
import { efakturFile, eksporcsv_cek, eksporcsv_unduh } from './tax/server';
import { saldoawalpiutangServer } from './saldo-awal-piutang/server';
import { bayarpiutangServer } from './bayar-piutang/server';
import { depositpelServer } from './deposit-pel/server';
import { waActs } from './whatsapp/acts';
import { docRoute } from './whatsapp/dokumen';
import { waPengaturan, waPesan } from './whatsapp/tables';
import { depositsaldolist, depositsaldopel, piutangpelanggan, reminderhupilist, reminderhutanglist, reminderpiutanglist } from './receivable-acts';

// Sales' server parts that the bench and the app use by name.
export { PIUTANG } from './receivables';
export { serverReports, receivableServerReports };
export { readSales } from './tax/server';
export { startWhatsappWorker, runOnce as waRunOnce, drain as waDrain } from './whatsapp/outbox';

export default serverModule(manifest, {
  doctypes: {
    kasir: saleServer('KSR'),
    jual: saleServer('JL'),
    pesanjual: pesanjualServer,
    returjual: returjualServer,
    saldoawalpiutang: saldoawalpiutangServer,
    bayarpiutang: bayarpiutangServer,
    depositpel: depositpelServer,
    bayarkomisi: bayarkomisiServer,
    datapengiriman: datapengirimanServer,
    nsfp: nsfpServer,
  },
  acts: [
    kasir_item, kasir_katalog, gethargajual, getdiskonperiode_promo_list, getdiskonperiode, getdiskonperiodelist, getperiodepromo, getperiodepromolist, getkaslacistatus, kaslacilogin, kaslacitutup, getpointpel, perbaikanpointpel,
    piutangpelanggan, depositsaldopel, depositsaldolist, reminderhupilist, reminderhutanglist, reminderpiutanglist,
    komisisales,
    eksporcsv_cek, eksporcsv_unduh,
    historyhj, infopayment,
    ...waActs,
    kasir_blok, kasir_blok_lepas, kasir_luring_list, kasir_kredit,
  ],
  tables: { kas_laci: kasLaci, nsfp_pakai: nsfpPakai, wa_pengaturan: waPengaturan, wa_pesan: waPesan, kasir_blok: kasirBlok, kasir_luring: kasirLuring },
  routes: [docRoute],
  files: [efakturFile],
  reports: [...serverReports, ...infoReports, ...receivableServerReports],
});
