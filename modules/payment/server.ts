/**
 * Payments on the server (issue 38; docs/payments.md): /paymentgateway settings, the till's QRIS
 * (qris_buat, qris_status, qris_batal; claimQris for the sale's save), the SNAP BI notify route and
 * the QRIS reconciliation of /infopayment.
 */
import { serverModule } from '@niaga/kernel/server';
import manifest from './manifest';
import { paymentGateway, qrisBayar } from './tables';
import { paymentgateway_get, paymentgateway_save } from './settings';
import { qris_batal, qris_buat, qris_status } from './qris';
import { qris_harian } from './reconcile';
import { notifyRoute } from './notify';

export { claimQris, qrisAccount, applyGatewayStatus, newReferensi, companyOfReferensi, QUERY_EVERY_MS } from './qris';
export { NOTIFY_PATH, PERAN_QRIS } from './settings';
export { forgetSnapTokens, snapGenerate, snapQuery, SnapError, type SnapConfig } from './snap/client';
export * as snapSign from './snap/sign';

export default serverModule(manifest, {
  acts: [paymentgateway_get, paymentgateway_save, qris_buat, qris_status, qris_batal, qris_harian],
  tables: { payment_gateway: paymentGateway, qris_bayar: qrisBayar },
  routes: [notifyRoute],
});
