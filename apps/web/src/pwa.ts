/**
 * The installable app (spec §9): the service worker (/sw.js) is registered after 30,000 ms of
 * stability — the page loaded and not left — and then, when the user allows notifications, the
 * browser subscribes to Web Push with the server's public VAPID key (push_vapidkey; no key lives in
 * the client) for the session's company and login id (push_langganan). A new version of the worker
 * sets the stored flag toast_update_status to '1' (the toast of shell/Notifications.tsx).
 */
import type { PushKeyReply } from '@niaga/system/replies';
import { call } from '@niaga/ui/api';
import { TOAST_UPDATE } from './toastFlags';

export const SW_DELAY_MS = 30_000;

const b64ToBytes = (s: string) => {
  const pad = '='.repeat((4 - (s.length % 4)) % 4);
  const bin = atob((s + pad).replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
};

/** Subscribes this browser to Web Push for the logged-in user (when notifications are allowed). */
export async function subscribePush(reg: ServiceWorkerRegistration): Promise<void> {
  if (!('PushManager' in window) || !('Notification' in window)) return;
  try {
    const perm = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    if (perm !== 'granted') return console.log('Izin notifikasi tidak diberikan:', perm);
    const key = await call<PushKeyReply>('push_vapidkey', {});
    if (key.num !== 0) return;
    const sub = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: b64ToBytes(key.data.tbl_push[0].publickey) }));
    const j = sub.toJSON();
    await call('push_langganan', { endpoint: j.endpoint, keys: j.keys });
  } catch (e) {
    // Spec §8: a failure to get notification permission is only logged.
    console.log('Langganan notifikasi gagal:', e);
  }
}

/** Registers the service worker once the page has stayed 30 s; returns a cancel for an early leave. */
export function registerServiceWorkerLater(delay = SW_DELAY_MS): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext) return () => {};
  const t = window.setTimeout(async () => {
    try {
      const reg = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      reg.addEventListener('updatefound', () => {
        const w = reg.installing;
        w?.addEventListener('statechange', () => {
          // A newer version installed while one was running: tell the user (toast_update_status).
          if (w.state === 'installed' && navigator.serviceWorker.controller) localStorage.setItem(TOAST_UPDATE, '1');
        });
      });
      await subscribePush(reg);
    } catch (e) {
      console.log('Service worker tidak terdaftar:', e);
    }
  }, delay);
  return () => window.clearTimeout(t);
}
