/*
 * Niaga's service worker (spec §9: registered after 30,000 ms of stability; apps/web/src/pwa.ts).
 * It makes the app installable, shows Web Push messages (spec §7.8: berita, pesan<company><user>,
 * pesan<company>) and opens the app on a click. It caches nothing: the back-office always asks the
 * server. The server pushes to a browser only what its subscription (company and login id) may see.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));
// A fetch handler, so that browsers offer to install the app; requests go to the network as usual.
self.addEventListener('fetch', () => {});

self.addEventListener('push', (e) => {
  let m = {};
  try {
    m = e.data ? e.data.json() : {};
  } catch {
    m = { judul: e.data ? e.data.text() : 'Niaga' };
  }
  const judul = m.topic === 'berita' ? `Berita: ${m.judul || ''}` : m.judul || 'Niaga';
  e.waitUntil(
    (async () => {
      // Open pages hear it too (they check the company and user again, spec §5).
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const c of open) c.postMessage({ niagaPush: m });
      await self.registration.showNotification(judul, { body: m.isi || '', tag: m.topik || m.topic, data: m, icon: '/icons/niaga-192.png' });
    })(),
  );
});

self.addEventListener('notificationclick', (e) => {
  e.notification.close();
  const url = e.notification.data && e.notification.data.topic === 'berita' ? '/listinfo' : '/home';
  e.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const c of open) if ('focus' in c) return c.focus().then((w) => w && w.navigate && w.navigate(url));
      return self.clients.openWindow(url);
    })(),
  );
});
