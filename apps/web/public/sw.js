/* global importScripts */
/*
 * Niaga's service worker in development (vite dev): the push part only, nothing cached. The build
 * replaces it with the one Workbox makes (apps/web/scripts/sw.mjs): the app shell and the till's
 * code precached, so the till opens without a connection (issue 39, docs/kasir.md "Offline").
 */
importScripts('/sw-push.js');
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));
// A fetch handler, so that browsers offer to install the app; requests go to the network as usual.
self.addEventListener('fetch', () => {});
