/**
 * The service worker of the build (issue 39): Workbox's generateSW precaches the app shell
 * (index.html) and every built script, style, font and icon, so a page reloaded or a browser
 * restarted without a connection opens the app — the till with the cashier, catalogue, prices,
 * promos and settings it last had (modules/sales/screens/offline). Pages are the app shell
 * (navigation falls back to index.html); the server's own addresses (/api, /unduh, /backup, /mp,
 * /live, the manual) are never served from the cache. Push messages: public/sw-push.js, imported. Run after `vite build` (npm run build).
 */
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

const { count, size, warnings } = await generateSW({
  globDirectory: dist,
  globPatterns: ['index.html', 'assets/**/*.{js,css,woff2,svg,png}', 'icons/*.png', 'manifest.webmanifest', 'early-keys.js', 'sw-push.js'],
  // Vite's hashed file names are their versions.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  swDest: `${dist}sw.js`,
  importScripts: ['/sw-push.js'],
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  navigateFallback: '/index.html',
  // What the server answers itself (a browser may open these: downloads, the backup, the manual, the
  // marketplaces' OAuth callback /mp/callback, the live channel): never the app shell. A new GET
  // route of the server outside the app's pages must be added here.
  navigateFallbackDenylist: [/^\/(api|unduh|panduan|mp|backup|live)(\/|\.|$)/],
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
});
for (const w of warnings) console.warn(w);
console.log(`sw.js: ${count} berkas (${Math.round(size / 1024)} KB) disimpan untuk luring`);
