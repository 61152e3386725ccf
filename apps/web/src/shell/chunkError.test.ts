import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunkError';

describe('isChunkLoadError', () => {
  it('a module that failed to load, as each browser and Vite word it', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/Kasir-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });
  it('an action refused by the server is not a reason to reload the page (its message must be shown)', () => {
    expect(isChunkLoadError(new Error('Nomor WhatsApp wajib diisi (pelanggan ini tidak punya nomor telepon).'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
