/** Master data on the server: tables and acts derived from the manifest, with the masters' own rules, the item search, pictures and imports. */
import { doctypeAct, recordTables, serverModule, type DoctypeServer } from '@niaga/kernel/server';
import manifest from './manifest';
import { itemServer } from './item/server';
import { itemPickAct } from './item/search';
import { itemCatalogAct, katalogBasi, katalogBlok } from './item/katalog';
import { imageActs, itemGambar } from './item/images';
import pelanggan from './pelanggan/pelanggan';
import subwilayah from './subwilayah/subwilayah';
import { pelangganServer, verifikasiAct } from './pelanggan/server';
import { importActs } from './import/server';
import { itemsChanged } from './item/price-listeners';
import { serverReports } from './reports/server';

// The master data other modules use on the server.
export { itemsByCode, itemsOfLines, type StockItem } from './item/server';
export { searchItems, searchSchema } from './item/search';
export { KATALOG_BLOK, KATALOG_SUMMARY, katalogSchema, loadCatalog, startKatalogBuilder } from './item/katalog';
export { addPelanggan } from './pelanggan/seed';
export { gudangId } from './gudang/server';
export { onItemsChanged, onPriceChanged, type ItemsListener, type PriceChange, type PriceListener } from './item/price-listeners';

/** Kinds and brands name items where they are shown (the storefront's categories and brands): their writes tell the item listeners. */
const namesItems: DoctypeServer = {
  beforeSave: (ctx) => itemsChanged(ctx.tx),
  async beforeSaveMany(ctx, recs) {
    await itemsChanged(ctx.tx);
    return recs.map(() => undefined);
  },
  beforeDelete: (ctx) => itemsChanged(ctx.tx),
};

const master = serverModule(manifest, {
  doctypes: { item: itemServer, pelanggan: pelangganServer(recordTables(subwilayah)), jenis: namesItems, merek: namesItems },
  acts: [...imageActs, verifikasiAct(recordTables(pelanggan)), ...importActs((name) => master.acts.find((a) => a.name === name) ?? doctypeAct(name))],
  tables: { item_gambar: itemGambar, katalog_blok: katalogBlok, katalog_basi: katalogBasi },
  reports: serverReports,
});

// Every item picker and the till search items through one act: item_pick is the item search.
const pick = master.acts.findIndex((a) => a.name === 'item_pick');
master.acts.splice(pick, 1, itemPickAct(master.acts[pick]), itemCatalogAct(master.acts[pick]));

export default master;
