/**
 * `POST /pg/snap/qr-mpm-notify` (SNAP service 52; issue 38): the gateway tells us a QRIS was paid
 * or failed. The company is named by the referensi (our partnerReferenceNo); the signature —
 * base64(SHA256withRSA(METHOD:path:lowerhex(sha256(minified body)):X-TIMESTAMP)) — is checked with
 * the gateway's public key from /paymentgateway, and X-TIMESTAMP must be within 5 minutes; a bad
 * one is refused (401, 4015200) and nothing is written. A good one is applied once under the row's
 * lock (qris.ts applyGatewayStatus: a second notify changes nothing, one after cancel or timeout
 * marks the QRIS for refund) and answered 2005200. Server only.
 */
import type { Database, HttpReply, HttpRequestIn, HttpRoute } from '@niaga/kernel/server';
import { findCompany } from '@niaga/kernel/server';
import { gatewayRow, NOTIFY_PATH } from './settings';
import { applyGatewayStatus, companyOfReferensi } from './qris';
import { timestampMs, verifyNotify } from './snap/sign';

const reply = (status: number, responseCode: string, responseMessage: string): HttpReply => ({ status, body: JSON.stringify({ responseCode, responseMessage }) });

export async function receiveNotify(req: HttpRequestIn, db: Database): Promise<HttpReply> {
  let body: { originalPartnerReferenceNo?: unknown; latestTransactionStatus?: unknown; amount?: { value?: unknown } };
  try {
    body = JSON.parse(req.rawBody) as typeof body;
  } catch {
    return reply(400, '4005200', 'Bad Request');
  }
  const referensi = typeof body.originalPartnerReferenceNo === 'string' ? body.originalPartnerReferenceNo : '';
  const latest = typeof body.latestTransactionStatus === 'string' ? body.latestTransactionStatus : '';
  if (!referensi || !latest) return reply(400, '4005202', 'Invalid Mandatory Field');
  const company = await db.tx(null, (tx) => findCompany(tx, companyOfReferensi(referensi)));
  if (!company) return reply(404, '4045201', 'Transaction Not Found');
  const g = await db.tx(company.schema_name, (tx) => gatewayRow(tx));
  const ts = req.headers['x-timestamp'] ?? '';
  if (!(Math.abs(timestampMs(ts) - Date.now()) <= 5 * 60_000)) return reply(400, '4005201', 'Invalid Field Format [X-TIMESTAMP]');
  if (!g?.publickeygateway || !verifyNotify(g.publickeygateway, 'POST', NOTIFY_PATH, req.rawBody, ts, req.headers['x-signature'] ?? '')) {
    console.warn(`[payment] qr-mpm-notify ${referensi} ditolak dari ${req.ip}: tanda tangan tidak sah`);
    return reply(401, '4015200', 'Unauthorized. [Signature]');
  }
  const value = body.amount?.value;
  const row = await db.tx(company.schema_name, (tx) => applyGatewayStatus(tx, referensi, latest, { notify: true, nominal: typeof value === 'string' ? value : undefined }));
  if (!row) return reply(404, '4045201', 'Transaction Not Found');
  return reply(200, '2005200', 'Request has been processed successfully');
}

export const notifyRoute: HttpRoute = { method: 'POST', path: NOTIFY_PATH, handler: receiveNotify };
