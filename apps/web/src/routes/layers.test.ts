/**
 * The web's floors point down only (docs/architecture.md, issue 44): apps/web (shell, router) →
 * modules/<m> (their screens) → packages/ui (the generic kit) → kernel. The kit imports no module
 * and no app (the app registers the manifests with it), and no module screen imports the app.
 * Test files may take real declarations as fixtures.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (name === 'node_modules') continue;
    if (statSync(p).isDirectory()) out.push(...sources(p));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}

const imports = (file: string) => [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
const MODULES = readdirSync(join(root, 'modules'));

test('the generic kit (packages/ui) imports no module and no app', () => {
  const wrong: string[] = [];
  for (const f of sources(join(root, 'packages/ui')))
    for (const s of imports(f)) {
      const name = /^@niaga\/([^/]+)/.exec(s)?.[1];
      // The printer service's address (config.ts) is a constant of that app, and the version is
      // the repository's (api.ts), as before the kit.
      if (s === '../../package.json') continue;
      if ((name && (MODULES.includes(name) || ['modules', 'web', 'server'].includes(name))) || (s.startsWith('.') && s.includes('../../')))
        wrong.push(`${relative(root, f)}: ${s}`);
    }
  expect(wrong).toEqual([]);
});

test('no module screen imports the web app', () => {
  const wrong: string[] = [];
  for (const m of MODULES) {
    let files: string[] = [];
    try {
      files = sources(join(root, 'modules', m, 'screens'));
    } catch {
      continue;
    }
    for (const f of files) for (const s of imports(f)) if (s.includes('apps/') || s.startsWith('@niaga/web') || s.startsWith('@niaga/server')) wrong.push(`${relative(root, f)}: ${s}`);
  }
  expect(wrong).toEqual([]);
});
