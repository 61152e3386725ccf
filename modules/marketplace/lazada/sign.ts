/**
 * Lazada Open Platform signatures (../shared/design/INTEGRATIONS.md "Lazada Open Platform",
 * ACCOUNTING.md §7): UPPERCASE hex HMAC-SHA256 with the app secret over the API path followed by
 * every parameter except `sign`, sorted by name, as name + value (form parameters of a POST
 * included); a push's Authorization is the lowercase hex HMAC-SHA256 over app key + raw body.
 * Shared by the adapter and the fake Lazada. Server only.
 */
import { hmacHex } from '../common/sign';

export { sameSign } from '../common/sign';

/** The string a call signs: path + sorted name+value (without `sign`). */
export function lazadaSignBase(apiPath: string, params: Record<string, string>): string {
  const names = Object.keys(params)
    .filter((k) => k !== 'sign')
    .sort();
  return apiPath + names.map((k) => `${k}${params[k]}`).join('');
}

/** The `sign` of a call. */
export const lazadaSign = (appSecret: string, apiPath: string, params: Record<string, string>): string => hmacHex(appSecret, lazadaSignBase(apiPath, params)).toUpperCase();

/** The Authorization header of a push with exactly `rawBody`. */
export const lazadaPushSign = (appKey: string, appSecret: string, rawBody: string): string => hmacHex(appSecret, `${appKey}${rawBody}`);
