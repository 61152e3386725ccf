import { defineConfig } from 'vitest/config';

// One `npm test`: every suite that needs no browser, on PGlite (or PostgreSQL with TEST_DATABASE_URL).
export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'modules/**/*.test.ts', 'apps/**/*.test.ts', 'apps/**/*.test.tsx'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
