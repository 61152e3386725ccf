/*
 * The push part of Niaga's service worker (spec §9; apps/web/src/pwa.ts), imported by /sw.js: it
 * shows Web Push messages (spec §7.8: berita, pesan<company><user>, pesan<company>) and opens the
 * app on a click. The server pushes to a browser only what its subscription (company and login id)
 * may see. /sw.js itself is made at build by Workbox (apps/web/scripts/sw.mjs: the app shell and
 * the till's code cached, issue 39); in development it is public/sw.js, which caches nothing.
 */

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
