/** Stock on the server: the manifest's documents with their postings, the stock card and minimum stock. */
import { serverModule } from '@niaga/kernel/server';
import manifest from './manifest';
import { itemmasukServer } from './item-masuk/server';
import { itemkeluarServer } from './item-keluar/server';
import { transferitemServer } from './transfer/server';
import { saldoawalitemServer } from './saldo-awal/server';
import { opnameServer } from './opname/server';
import { kartustok } from './kartu-stok/server';
import { stokminimum } from './stok-minimum/server';
import { perbaikansaldo } from './perbaikan-saldo/server';
import { datasheet } from './datasheet/server';
import { gethargabeli } from './harga-beli/server';
import { serverReports } from './reports/server';

// Stock rules and reads other modules' documents use on the server.
export { assertAvailable, baseLines, itemCode, qtyText, refuseShort, stockKey, stockMap, stockSelect, variantKey, variantsOf, type BaseLine, type StockRow } from './stock';
export { gudangId } from '@niaga/master/server';
export { bigAggregate, mutasiRows, serverReports } from './reports/server';

export default serverModule(manifest, {
  doctypes: { itemmasuk: itemmasukServer, itemkeluar: itemkeluarServer, transferitem: transferitemServer, saldoawalitem: saldoawalitemServer, opname: opnameServer },
  acts: [kartustok, stokminimum, perbaikansaldo, datasheet, gethargabeli],
  reports: serverReports,
});
