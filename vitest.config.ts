import { defineConfig } from 'vitest/config';

// One `npm test`: every suite that needs no browser, on PGlite (or PostgreSQL with TEST_DATABASE_URL).
export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'modules/**/*.test.ts', 'apps/**/*.test.ts', 'apps/**/*.test.tsx', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    // One generous ceiling for every test and hook (CI is a busy 2-core machine); speed is measured
    // by the benchmarks under bench/, never by a timed test.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    maxWorkers: 2,
    // The files of a worker share its modules and its test server (each test makes its own
    // company): importing the server and cloning the database once per worker, not per file,
    // halves the suite's time. Tests never rely on module state left by another file.
    isolate: false,
    // argon2id at a test cost (modules/admin/passwords.ts): the suites make hundreds of companies and logins.
    env: { NIAGA_TEST_FAST_HASH: '1', COMPANY_SPARES: '0' },
  },
});
