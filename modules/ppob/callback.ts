/**
 * Digiflazz's callback, `POST /ppob/callback/:iper` (the address shown on /pengaturanppob, set in
 * Digiflazz's dashboard): signed `X-Hub-Signature` = HMAC-SHA1(the company's webhook secret, raw
 * body), with or without `sha1=`. A bad or missing signature is refused (401) and nothing changes.
 * A good one is a hint (INTEGRATIONS.md): the sale's status is asked again with its ref_id and
 * that answer applied (sell.ts settle); only when Digiflazz cannot be reached is the signed body
 * applied itself. A callback for a sale already final changes nothing.
 */
import { sql } from 'drizzle-orm';
import { findCompany, rowsOf, type HttpReply, type HttpRoute, type Tx } from '@niaga/kernel/server';
import { configOf, webhookSecretOf } from './config';
import { webhookSigned, type TrxData } from './digiflazz';
import { ask, settle } from './sell';

const json = (status: number, num: number, msg: string): HttpReply => ({ status, body: JSON.stringify({ num, msg, data: null }) });

export const callbackRoute: HttpRoute = {
  method: 'POST',
  path: '/ppob/callback/:iper',
  async handler(req, db) {
    const company = await db.tx(null, (tx) => findCompany(tx, String(req.params.iper ?? '')));
    if (!company) return json(404, 4, 'Id Perusahaan tidak ditemukan');
    const secret = await db.tx(company.schema_name, (tx) => webhookSecretOf(tx));
    if (!webhookSigned(secret, req.rawBody, req.headers['x-hub-signature'])) {
      console.warn(`[ppob] callback ${company.idperusahaan} dari ${req.ip} ditolak: tanda tangan tidak sah`);
      return json(401, 30, 'Tanda tangan callback tidak sah.');
    }
    let d: Partial<TrxData> | undefined;
    try {
      d = (JSON.parse(req.rawBody) as { data?: Partial<TrxData> }).data;
    } catch {
      d = undefined;
    }
    if (!d?.ref_id || !['Sukses', 'Pending', 'Gagal'].includes(String(d.status))) return json(400, 15, 'Data callback tidak lengkap.');
    const ref_id = String(d.ref_id);
    const known = await db.tx(company.schema_name, async (tx) => {
      const r = await settleTarget(tx, ref_id);
      return r ? { r, cfg: await configOf(tx) } : null;
    });
    if (!known) return json(200, 0, 'ref_id tidak dikenal; diabaikan.');
    const asked = await ask(db, company, known.cfg, known.r);
    // Digiflazz could not be reached to confirm: the signed callback itself is applied.
    if (asked?.status === 'Pending' && d.status !== 'Pending') await settle(db, company, { ...d, ref_id, status: d.status!, rc: String(d.rc ?? '') });
    return json(200, 0, 'OK');
  },
};

/** The sale a callback is about, when it is still Pending. */
async function settleTarget(tx: Tx, ref_id: string) {
  const [r] = await rowsOf<{ ref_id: string; sku: string; customer_no: string }>(tx, sql`select ref_id, sku, customer_no from ppob_transaksi where ref_id = ${ref_id} and status = 'Pending'`);
  return r ?? null;
}
