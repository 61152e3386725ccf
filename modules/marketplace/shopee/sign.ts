/**
 * Shopee Open Platform v2 signatures (../shared/design/INTEGRATIONS.md "Shopee Open Platform v2"):
 * lowercase hex HMAC-SHA256 with the partner key over partner_id + path + timestamp, followed by
 * access_token + shop_id for shop calls; a push's Authorization is the HMAC over
 * callback URL + '|' + raw body. Shared by the adapter and the fake Shopee. Server only.
 */
import { hmacHex as hmac } from '../common/wire';

export { sameSign } from '../common/wire';

/** The sign of a call: public (no shop) when `shop` is absent. */
export function shopeeSign(partnerKey: string, partnerId: string | number, path: string, timestamp: number, shop?: { access_token: string; shop_id: string | number }): string {
  return hmac(partnerKey, `${partnerId}${path}${timestamp}${shop ? `${shop.access_token}${shop.shop_id}` : ''}`);
}

/** The Authorization header of a push to `url` with exactly `rawBody`. */
export function pushSign(partnerKey: string, url: string, rawBody: string): string {
  return hmac(partnerKey, `${url}|${rawBody}`);
}
