import { describe, expect, it } from 'vitest';
import { classicScripts, measurePages, pageFiles, table, type Manifest } from './bundle-budget';

/** A small build: the entry, a chunk it shares with a lazy screen, the logged-in part and a till screen that imports the logged-in part's shared chunk. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_form.js'], dynamicImports: ['src/Private.tsx', 'src/Lupa.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
  '_table.js': { file: 'assets/table.js', imports: ['_react.js'] },
  '_style.css': { file: 'assets/style.css' },
  'src/Lupa.tsx': { file: 'assets/Lupa.js', isDynamicEntry: true, imports: ['_form.js'] },
  'src/Private.tsx': { file: 'assets/Private.js', isDynamicEntry: true, imports: ['_table.js', '_style.css'], dynamicImports: ['src/Till.tsx'] },
  'src/Till.tsx': { file: 'assets/Till.js', isDynamicEntry: true, imports: ['_table.js', 'index.html'] },
};
const sizes: Record<string, number> = {
  'assets/index.js': 10_000,
  'assets/react.js': 50_000,
  'assets/form.js': 8_000,
  'assets/table.js': 30_000,
  'assets/style.css': 99_000,
  'assets/Lupa.js': 2_000,
  'assets/Private.js': 20_000,
  'assets/Till.js': 15_000,
  'early-keys.js': 500,
};

describe('bundle budget', () => {
  it('a page loads the entry with its static imports, and each lazy step with its own, each file once', () => {
    expect([...pageFiles(manifest, [])].sort()).toEqual(['_form.js', '_react.js', 'index.html']);
    expect([...pageFiles(manifest, ['src/Private.tsx', 'src/Till.tsx'])].sort()).toEqual(['_form.js', '_react.js', '_style.css', '_table.js', 'index.html', 'src/Private.tsx', 'src/Till.tsx']);
  });

  it('sums the JavaScript (not the CSS) with the classic scripts, in KB of 1000 bytes, and marks a page over its budget', () => {
    const figures = measurePages(
      manifest,
      [
        { page: '/login-form', budgetKb: 70, lazy: [] },
        { page: '/kasir', budgetKb: 130, lazy: ['src/Private.tsx', 'src/Till.tsx'] },
        { page: '/kasir2', budgetKb: 140, goalKb: 100, lazy: ['src/Private.tsx', 'src/Till.tsx'] },
      ],
      (f) => sizes[f],
      ['early-keys.js'],
    );
    expect(figures).toEqual([
      { page: '/login-form', kb: 68.5, budgetKb: 70, files: 4, over: false },
      { page: '/kasir', kb: 133.5, budgetKb: 130, files: 7, over: true },
      { page: '/kasir2', kb: 133.5, budgetKb: 140, goalKb: 100, files: 7, over: false },
    ]);
    expect(table(figures).split('\n')).toEqual([
      'page         KB gzip  budget  goal  files',
      '/login-form     68.5      70            4                    ok',
      '/kasir         133.5     130            7     MELEBIHI ANGGARAN',
      '/kasir2        133.5     140   100      7  ok (di atas sasaran)',
    ]);
  });

  it('refuses a lazy step the build does not have or that no loaded chunk imports lazily', () => {
    expect(() => pageFiles(manifest, ['src/Gone.tsx'])).toThrow('bukan chunk yang dimuat lazy');
    // The till is imported lazily by the logged-in part only: not reachable from the entry alone.
    expect(() => pageFiles(manifest, ['src/Till.tsx'])).toThrow('tidak diimpor secara lazy');
  });

  it('finds the classic scripts of index.html, not the module entry nor other addresses', () => {
    const html = '<script src="/early-keys.js"></script><script type="module" crossorigin src="/assets/index.js"></script><script src="https://x.example/a.js"></script>';
    expect(classicScripts(html)).toEqual(['early-keys.js']);
  });
});
