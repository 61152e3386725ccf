import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import niaga from './eslint-rules/module-surface.js';

/**
 * The ledger is sealed: only @niaga/ledger's own code writes its tables. Modules and apps use its
 * functions (post, unpost, repost, its views); its tables are reachable only through
 * `@niaga/ledger/schema`, for the company schema declaration (apps/server/src/modules.ts).
 */
export const sealedLedger = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['@niaga/ledger/*'],
          message: 'Buku besar tertutup: pakai fungsi dari @niaga/ledger (post, unpost, repost, laporan), bukan tabel atau isi paketnya.',
        },
        {
          group: ['**/packages/ledger/**', '**/ledger/src/**'],
          message: 'Buku besar tertutup: impor dari @niaga/ledger, bukan dari berkas di dalam paketnya.',
        },
      ],
    },
  ],
};

/**
 * The web never loads server code: no module's server entry, no server-side index (admin's and
 * accounting's indexes are their server surface; their screens read `/doctypes`, `/menu`, …), no
 * kernel or report server, and the sealed ledger as everywhere.
 */
export const webIsomorphic = {
  'no-restricted-imports': [
    'error',
    {
      paths: ['@niaga/admin', '@niaga/accounting', '@niaga/ledger'].map((name) => ({
        name,
        message: 'Web tidak memuat kode server: pakai entri isomorfik modul (manifest, doctypes, menu, …).',
      })),
      patterns: [
        ...sealedLedger['no-restricted-imports'][1].patterns,
        { group: ['@niaga/*/server', '@niaga/*/server/*'], message: 'Web tidak memuat kode server: pakai entri isomorfik modul (manifest, doctypes, menu, …).' },
      ],
    },
  ],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.data-test/**', 'e2e/artifacts/**', 'apps/server/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['modules/**', 'apps/**', 'e2e/**', 'bench/**'], ignores: ['apps/server/src/modules.ts'], rules: sealedLedger },
  { files: ['apps/web/**'], rules: webIsomorphic },
  // A module's public surface is its package.json "exports" (eslint-rules/module-surface.js).
  { files: ['**/*.{ts,tsx,js,mjs}'], plugins: { niaga }, rules: { 'niaga/module-surface': 'error' } },
);
