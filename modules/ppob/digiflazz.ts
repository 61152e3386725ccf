/**
 * The Digiflazz client (INTEGRATIONS.md "Digiflazz PPOB"): `cek-saldo`, `price-list` and
 * `transaction`, each signed md5(username + key + "depo" | "pricelist" | ref_id) in lowercase hex,
 * and the webhook's check: `X-Hub-Signature` = HMAC-SHA1(webhook secret, raw body) as hex, with or
 * without the `sha1=` prefix (the prefix is unverified). Server only; never called inside a
 * database transaction (acts use afterCommit).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface DigiflazzConfig {
  baseUrl: string;
  username: string;
  key: string;
}

export const md5 = (s: string) => createHash('md5').update(s).digest('hex');
export const signOf = (cfg: Pick<DigiflazzConfig, 'username' | 'key'>, tail: string) => md5(cfg.username + cfg.key + tail);
export const hubSignature = (secret: string, rawBody: string) => createHmac('sha1', secret).update(rawBody).digest('hex');

/** Whether a webhook's X-Hub-Signature is the HMAC-SHA1 of its raw body (prefix `sha1=` or none). */
export function webhookSigned(secret: string, rawBody: string, header: string | undefined): boolean {
  if (!secret || !header) return false;
  const got = header.trim().replace(/^sha1=/i, '').toLowerCase();
  const want = hubSignature(secret, rawBody);
  return got.length === want.length && timingSafeEqual(Buffer.from(got), Buffer.from(want));
}

/** A refusal or a failure to reach Digiflazz; `rc` when Digiflazz answered one. */
export class DigiflazzError extends Error {
  constructor(message: string, readonly rc = '', readonly network = false) {
    super(message);
  }
}

export interface PriceItem {
  product_name: string;
  category: string;
  brand: string;
  buyer_sku_code: string;
  price: number | string;
  buyer_product_status: boolean;
  seller_product_status: boolean;
}

export interface TrxData {
  ref_id: string;
  customer_no?: string;
  buyer_sku_code?: string;
  status: 'Sukses' | 'Pending' | 'Gagal';
  rc: string;
  sn?: string;
  price?: number | string;
  buyer_last_saldo?: number | string;
  message?: string;
}

const TIMEOUT_MS = 30_000;

async function postJson(cfg: DigiflazzConfig, path: string, body: unknown): Promise<{ data?: unknown }> {
  const url = `${cfg.baseUrl.replace(/\/+$/, '')}${path}`;
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (e) {
    throw new DigiflazzError(`Digiflazz tidak dapat dihubungi: ${e instanceof Error ? e.message : String(e)}`, '', true);
  }
  const text = await res.text();
  let json: { data?: unknown };
  try {
    json = JSON.parse(text) as { data?: unknown };
  } catch {
    throw new DigiflazzError(`Balasan Digiflazz tidak terbaca (HTTP ${res.status}).`, '', res.status >= 500);
  }
  return json;
}

const refusal = (d: { rc?: string; message?: string } | undefined, what: string) =>
  new DigiflazzError(`${what} ditolak Digiflazz: ${d?.message || 'tanpa pesan'}${d?.rc ? ` (rc ${d.rc})` : ''}`, d?.rc ?? '');

/** The deposit (cek-saldo). */
export async function cekSaldo(cfg: DigiflazzConfig): Promise<string> {
  const j = await postJson(cfg, '/v1/cek-saldo', { cmd: 'deposit', username: cfg.username, sign: signOf(cfg, 'depo') });
  const d = j.data as { deposit?: number | string; rc?: string; message?: string } | undefined;
  if (d?.deposit === undefined || d.deposit === null) throw refusal(d, 'Cek saldo');
  return String(d.deposit);
}

/** The prepaid price list. */
export async function priceList(cfg: DigiflazzConfig): Promise<PriceItem[]> {
  const j = await postJson(cfg, '/v1/price-list', { cmd: 'prepaid', username: cfg.username, sign: signOf(cfg, 'pricelist') });
  if (!Array.isArray(j.data)) throw refusal(j.data as { rc?: string; message?: string }, 'Daftar harga');
  return j.data as PriceItem[];
}

/**
 * A purchase, or its status: the same ref_id again answers the status of the purchase already made
 * (never a second purchase). Answers the data even when Gagal; throws only when there is no status.
 */
export async function transaction(cfg: DigiflazzConfig, t: { sku: string; customer_no: string; ref_id: string }): Promise<TrxData> {
  const j = await postJson(cfg, '/v1/transaction', { username: cfg.username, buyer_sku_code: t.sku, customer_no: t.customer_no, ref_id: t.ref_id, sign: signOf(cfg, t.ref_id) });
  const d = j.data as Partial<TrxData> | undefined;
  if (!d || !d.status || !d.rc) throw refusal(d, 'Transaksi');
  // A refusal that is about the request, not this purchase (bad sign, ref_id used by another): no status of ours.
  if (d.rc === '41' || d.rc === '49') throw refusal(d, 'Transaksi');
  return { ...d, ref_id: d.ref_id ?? t.ref_id } as TrxData;
}
