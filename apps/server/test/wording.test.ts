/**
 * Texts issue 34 retired stay retired: no screen, message or browser test says "anda" in lower
 * case, "System Akan Logout Automatis", "GAGAL Simpan data, Pesan Error :", "Setting Database",
 * "Time Zone" or "Contact & Support" (docs/architecture.md "Messages" lists what replaced them).
 * Code comments may quote the old texts; every other line of the sources is read.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const self = fileURLToPath(import.meta.url);
const RETIRED: Array<[RegExp, string]> = [
  [/\banda\b/, '"Anda" with a capital'],
  [/Automatis|System Akan Logout/, '"Sistem akan logout otomatis"'],
  [/GAGAL Simpan|Pesan Error :|Gagal Simpan Data, Pesan :/, 'saveFailed(): "Data gagal disimpan: …"'],
  [/Setting Database/i, '"Pengaturan Awal Database"'],
  [/Time Zone/, '"Zona Waktu"'],
  [/Contact &(amp;)? Support/, '"Kontak & Bantuan"'],
];

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name === 'artifacts' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|html)$/.test(name) && path !== self) yield path;
  }
}

test('no screen, message or browser test uses a text issue 34 replaced', () => {
  const found: string[] = [];
  for (const top of ['apps', 'modules', 'packages', 'e2e']) {
    for (const file of sources(join(root, top))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^\s*(\*|\/\*|\/\/)/.test(line)) return;
          for (const [re, instead] of RETIRED) if (re.test(line)) found.push(`${relative(root, file)}:${i + 1}: ${line.trim().slice(0, 120)} → ${instead}`);
        });
    }
  }
  expect(found).toEqual([]);
});
