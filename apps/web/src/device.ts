/** Device detection (spec §4): mobile, tablet, desktop or unknown, from the user agent and the touch screen. */
export type DeviceKind = 'mobile' | 'tablet' | 'desktop' | 'unknown';

export function deviceKind(ua: string, maxTouchPoints = 0): DeviceKind {
  if (!ua) return 'unknown';
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)|SM-T\d|Tab\b/i.test(ua)) return 'tablet';
  // iPadOS presents itself as a Mac with a touch screen.
  if (/Macintosh/.test(ua) && maxTouchPoints > 1) return 'tablet';
  if (/Android/.test(ua)) return /Mobile/.test(ua) ? 'mobile' : 'tablet';
  if (/Mobi|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile/i.test(ua)) return 'mobile';
  if (/Windows NT|Macintosh|X11|Linux x86_64|CrOS/.test(ua)) return 'desktop';
  return 'unknown';
}

/** This browser's kind. */
export const thisDevice = (): DeviceKind =>
  typeof navigator === 'undefined' ? 'unknown' : deviceKind(navigator.userAgent, (navigator as Navigator & { maxTouchPoints?: number }).maxTouchPoints ?? 0);
