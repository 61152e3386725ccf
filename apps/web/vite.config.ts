import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  plugins: [react()],
  server: {
    proxy: { '/api': 'http://localhost:3000', '/unduh': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // The build's chunk graph, read by scripts/bundle-budget.ts (what each first page loads).
    manifest: true,
    // Everything the entry imports statically (rolldown's `$initial` tag: React, the router, antd's
    // core, the session, the login form) is one chunk. Every page loads all of it anyway; left to
    // itself rolldown cut it into ~40 chunks by which lazy parts share each piece (antd's motion,
    // colors, zoom…), each with its own imports and exports and its own gzip start: 16 KB gzip
    // more on the login page and 20 KB more on the till (docs/architecture.md "A lighter first page").
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
});
