import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

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
);
