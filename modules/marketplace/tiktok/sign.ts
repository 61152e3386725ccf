/**
 * TikTok Shop Partner API 202309 signatures (../shared/design/INTEGRATIONS.md "TikTok Shop";
 * ACCOUNTING.md §7 holds the official vector): lowercase hex HMAC-SHA256 under the app secret over
 * app_secret + path + every query parameter except `sign` and `access_token`, sorted by name, as
 * name + value + the raw body (not for GET or multipart) + app_secret. A push's Authorization is
 * the HMAC over app_key + raw body. Shared by the adapter and the fake TikTok Shop. Server only.
 */
import { hmacHex } from '../common/sign';

export { sameSign } from '../common/sign';

/** Parameters never signed. */
const UNSIGNED = new Set(['sign', 'access_token']);

/** The text that is signed (without the HMAC), for tests and the fake's messages. */
export function tiktokSignText(secret: string, path: string, query: Record<string, string> | URLSearchParams, body = ''): string {
  const entries = query instanceof URLSearchParams ? [...query.entries()] : Object.entries(query);
  const params = entries
    .filter(([k]) => !UNSIGNED.has(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}${v}`)
    .join('');
  return `${secret}${path}${params}${body}${secret}`;
}

/** The `sign` of a call: `body` is the exact raw JSON sent ('' for GET). */
export function tiktokSign(secret: string, path: string, query: Record<string, string> | URLSearchParams, body = ''): string {
  return hmacHex(secret, tiktokSignText(secret, path, query, body));
}

/** The Authorization header of a push with exactly `rawBody`. */
export function tiktokPushSign(secret: string, appKey: string, rawBody: string): string {
  return hmacHex(secret, `${appKey}${rawBody}`);
}
