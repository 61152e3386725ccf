/**
 * Whether a `vite:preloadError` is a screen's code that failed to load. Vite's preload wrapper
 * holds the whole expression it wraps — `import('./x').then((m) => m.send(...))` — so a refusal of
 * the action itself (an `ApiError` from the server) arrives as a "preload error" too; only a
 * failed module fetch (Niaga updated while the page was open, files gone) is worth a reload.
 * Chromium, Firefox, Safari and Vite's CSS preload word it like this.
 */
export function isChunkLoadError(err: unknown): boolean {
  const msg = err instanceof Error ? err.message : String(err ?? '');
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(msg);
}
