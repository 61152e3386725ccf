/**
 * Our SNAP BI client for QRIS MPM (INTEGRATIONS.md "SNAP BI"): the B2B access token (kept until a
 * minute before it expires), qr-mpm-generate and qr-mpm-query, each a signed call with a fresh
 * X-EXTERNAL-ID. Called only outside a database transaction (afterCommit). Server only.
 */
import { randomInt } from 'node:crypto';
import { signToken, signTransaction, snapAmount, snapTimestamp } from './sign';

export interface SnapConfig {
  baseurl: string;
  prefix: string;
  clientid: string;
  clientsecret: string;
  privatekey: string;
  partnerid: string;
  channelid: string;
  merchantid: string;
  terminalid: string;
}

/** A refusal or failure of the gateway, with its responseCode when it gave one. */
export class SnapError extends Error {
  constructor(
    message: string,
    readonly responseCode = '',
  ) {
    super(message);
  }
}

export const SNAP_PATHS = {
  token: '/v1.0/access-token/b2b',
  generate: '/v1.0/qr/qr-mpm-generate',
  query: '/v1.0/qr/qr-mpm-query',
} as const;

const tokens = new Map<string, { token: string; until: number }>();
/** Forgets the cached tokens (the settings changed; tests). */
export const forgetSnapTokens = () => tokens.clear();

const cleanPrefix = (p: string) => (p.trim() ? `/${p.trim().replace(/^\/+|\/+$/g, '')}` : '');
const pathOf = (c: SnapConfig, p: string) => `${cleanPrefix(c.prefix)}${p}`;
const urlOf = (c: SnapConfig, p: string) => `${c.baseurl.replace(/\/+$/, '')}${pathOf(c, p)}`;

/** X-EXTERNAL-ID: numeric, unique per day (time + random). */
export const externalId = () => `${Date.now()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

async function send(url: string, headers: Record<string, string>, body: string): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, signal: AbortSignal.timeout(15_000) });
  } catch (e) {
    throw new SnapError(`Gateway SNAP tidak dapat dihubungi: ${e instanceof Error ? e.message : String(e)}`);
  }
  const text = await res.text();
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new SnapError(`Gateway SNAP menjawab bukan JSON (HTTP ${res.status}).`);
  }
  return json;
}

const refuse = (what: string, r: Record<string, unknown>) =>
  new SnapError(`Gateway SNAP menolak ${what}: ${String(r.responseCode ?? '')} ${String(r.responseMessage ?? '')}`.trim(), String(r.responseCode ?? ''));

async function accessToken(c: SnapConfig, now = Date.now): Promise<string> {
  const key = `${c.baseurl}|${c.prefix}|${c.clientid}`;
  const hit = tokens.get(key);
  if (hit && hit.until > now()) return hit.token;
  const ts = snapTimestamp(now());
  const r = await send(urlOf(c, SNAP_PATHS.token), { 'X-TIMESTAMP': ts, 'X-CLIENT-KEY': c.clientid, 'X-SIGNATURE': signToken(c.privatekey, c.clientid, ts) }, JSON.stringify({ grantType: 'client_credentials' }));
  if (r.responseCode !== '2007300' || typeof r.accessToken !== 'string') throw refuse('token akses', r);
  tokens.set(key, { token: r.accessToken, until: now() + (Number(r.expiresIn ?? 900) - 60) * 1000 });
  // One per gateway account (a company's own): the oldest forgotten past 1,000, so a process serving many companies stays bounded.
  while (tokens.size > 1000) tokens.delete(tokens.keys().next().value!);
  return r.accessToken;
}

async function transaction(c: SnapConfig, path: string, payload: Record<string, unknown>): Promise<Record<string, unknown>> {
  const token = await accessToken(c);
  const body = JSON.stringify(payload);
  const ts = snapTimestamp();
  const full = pathOf(c, path);
  const r = await send(
    urlOf(c, path),
    {
      Authorization: `Bearer ${token}`,
      'X-TIMESTAMP': ts,
      'X-SIGNATURE': signTransaction(c.clientsecret, 'POST', full, token, body, ts),
      'X-PARTNER-ID': c.partnerid,
      'X-EXTERNAL-ID': externalId(),
      'CHANNEL-ID': c.channelid,
    },
    body,
  );
  // An expired or revoked token: asked again once.
  if (typeof r.responseCode === 'string' && /^401\d\d01$/.test(r.responseCode)) tokens.clear();
  return r;
}

/** qr-mpm-generate (service 47): the QR content and the gateway's reference. */
export async function snapGenerate(c: SnapConfig, p: { referensi: string; nominal: string; berlaku: Date }): Promise<{ qrContent: string; referenceNo: string }> {
  const r = await transaction(c, SNAP_PATHS.generate, {
    partnerReferenceNo: p.referensi,
    amount: { value: snapAmount(p.nominal), currency: 'IDR' },
    merchantId: c.merchantid,
    terminalId: c.terminalid,
    validityPeriod: snapTimestamp(p.berlaku.getTime()),
  });
  if (r.responseCode !== '2004700' || typeof r.qrContent !== 'string') throw refuse('pembuatan QRIS', r);
  return { qrContent: r.qrContent, referenceNo: String(r.referenceNo ?? '') };
}

/** What the gateway says of a QRIS: latestTransactionStatus 00 paid, 01 initiated, 02 paying, 05 cancelled, 06 failed, 07 not found. */
export async function snapQuery(c: SnapConfig, p: { referensi: string; refgateway: string }): Promise<{ status: string; desc: string }> {
  const r = await transaction(c, SNAP_PATHS.query, {
    originalReferenceNo: p.refgateway,
    originalPartnerReferenceNo: p.referensi,
    serviceCode: '47',
    merchantId: c.merchantid,
  });
  if (r.responseCode === '4045101') return { status: '07', desc: 'Transaction Not Found' };
  if (r.responseCode !== '2005100') throw refuse('cek status QRIS', r);
  return { status: String(r.latestTransactionStatus ?? ''), desc: String(r.transactionStatusDesc ?? '') };
}
