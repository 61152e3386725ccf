/**
 * SNAP BI signatures (../shared/design/INTEGRATIONS.md "SNAP BI", ACCOUNTING.md §7), one code for
 * our client, the notify route and the local fake. Server only.
 *
 * - B2B access token: base64(SHA256withRSA(private key, clientId + "|" + timestamp)).
 * - Transactions: base64(HMAC-SHA512(client secret, METHOD:path:accessToken:lowerhex(sha256(minified body)):timestamp)).
 * - A notification the provider sends (qr-mpm-notify): base64(SHA256withRSA(provider's private key,
 *   METHOD:path:lowerhex(sha256(minified body)):timestamp)), checked with its public key.
 */
import { createHash, createHmac, createSign, createVerify, timingSafeEqual } from 'node:crypto';

const sha256hex = (body: string) => createHash('sha256').update(body, 'utf8').digest('hex');

/** The body as SNAP hashes it: JSON without whitespace (we always send JSON.stringify's text, so the bytes sent are the bytes hashed). */
export const minify = (body: string) => (body.trim() ? JSON.stringify(JSON.parse(body)) : '');

export const tokenStringToSign = (clientId: string, timestamp: string) => `${clientId}|${timestamp}`;
export const signToken = (privateKeyPem: string, clientId: string, timestamp: string) =>
  createSign('RSA-SHA256').update(tokenStringToSign(clientId, timestamp)).sign(privateKeyPem, 'base64');
export function verifyToken(publicKeyPem: string, clientId: string, timestamp: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(tokenStringToSign(clientId, timestamp)).verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}

export const transactionStringToSign = (method: string, path: string, accessToken: string, body: string, timestamp: string) =>
  `${method.toUpperCase()}:${path}:${accessToken}:${sha256hex(minify(body))}:${timestamp}`;
export const signTransaction = (clientSecret: string, method: string, path: string, accessToken: string, body: string, timestamp: string) =>
  createHmac('sha512', clientSecret).update(transactionStringToSign(method, path, accessToken, body, timestamp)).digest('base64');
export function verifyTransaction(clientSecret: string, method: string, path: string, accessToken: string, body: string, timestamp: string, signature: string): boolean {
  const want = Buffer.from(signTransaction(clientSecret, method, path, accessToken, body, timestamp));
  const got = Buffer.from(signature);
  return want.length === got.length && timingSafeEqual(want, got);
}

export const notifyStringToSign = (method: string, path: string, body: string, timestamp: string) => `${method.toUpperCase()}:${path}:${sha256hex(minify(body))}:${timestamp}`;
export const signNotify = (privateKeyPem: string, method: string, path: string, body: string, timestamp: string) =>
  createSign('RSA-SHA256').update(notifyStringToSign(method, path, body, timestamp)).sign(privateKeyPem, 'base64');
export function verifyNotify(publicKeyPem: string, method: string, path: string, body: string, timestamp: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(notifyStringToSign(method, path, body, timestamp)).verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}

/** X-TIMESTAMP: ISO-8601 at +07:00 (WIB), seconds precision: 2026-12-06T08:15:00+07:00. */
export function snapTimestamp(ms = Date.now()): string {
  const d = new Date(ms + 7 * 3600_000);
  return `${d.toISOString().slice(0, 19)}+07:00`;
}

/** The moment an X-TIMESTAMP names (NaN when it is not one). */
export function timestampMs(ts: string): number {
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d:\d\d|Z)$/.test(ts) ? Date.parse(ts) : NaN;
}

/** A money value as SNAP writes it: "15000.00". */
export const snapAmount = (v: string) => {
  const [i, f = ''] = v.split('.');
  return `${i}.${(f + '00').slice(0, 2)}`;
};
