/** The dashboard and notifications on the server (issue 16): acts and tables, mounted by modules/system/server.ts. */
import { dsbreqag_lite, dsbreqag_refresh } from './acts';
import { maintenance_info } from './maintenance';
import { info_ae } from './news-acts';
import { pesan_kirim, push_berhenti, push_langganan, push_vapidkey } from './push';
import { dsbJualItem, dsbJualItemThn, dsbJualSatuan, dsbOmset } from './tables';

export const dashboardActs = [dsbreqag_lite, dsbreqag_refresh, maintenance_info, info_ae, push_vapidkey, push_langganan, push_berhenti, pesan_kirim];
export const dashboardTables = { dsb_jual_item: dsbJualItem, dsb_jual_item_thn: dsbJualItemThn, dsb_omset: dsbOmset, dsb_jual_satuan: dsbJualSatuan };
export { infoMaintenance, publishMaintenance, endMaintenance } from './maintenance';
