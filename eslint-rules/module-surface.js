/**
 * A module's public surface is what its package.json "exports" declares: its index (`@niaga/<m>`),
 * its isomorphic manifest (`@niaga/<m>/manifest`, what the web reads), its server entry
 * (`@niaga/<m>/server`) and the few isomorphic entries a module declares by name (admin's menu and
 * access names, master's import kinds). Code outside modules/<m> may import only those; a deep
 * import (`@niaga/master/item/server`, `../../master/item/item`) into another module's files is
 * refused. Another module's test helpers (modules/<m>/test/…) stay open to tests.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** module name → its declared entries ('.', './manifest', …). */
export const moduleEntries = Object.fromEntries(
  readdirSync(join(root, 'modules'))
    .filter((m) => existsSync(join(root, 'modules', m, 'package.json')))
    .map((m) => {
      const pkg = JSON.parse(readFileSync(join(root, 'modules', m, 'package.json'), 'utf8'));
      return [m, Object.keys(pkg.exports ?? { '.': pkg.main })];
    }),
);

const posix = (p) => p.split(sep).join('/');

/** The module a file of the repository belongs to ('' outside modules/). */
const moduleOf = (rel) => /^modules\/([^/]+)\//.exec(rel)?.[1] ?? '';

/** @type {import('eslint').Rule.RuleModule} */
export const moduleSurface = {
  meta: {
    type: 'problem',
    docs: { description: "Refuse imports into another module's internals: use its index or a declared entry." },
    schema: [],
  },
  create(context) {
    const file = posix(relative(root, context.filename));
    const own = moduleOf(file);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const pkg = /^@niaga\/([^/]+)(\/.*)?$/.exec(source);
      if (pkg && moduleEntries[pkg[1]]) {
        const [, m, sub] = pkg;
        if (m === own) return;
        const entry = `.${sub ?? ''}`;
        if (moduleEntries[m].includes(entry)) return;
        const allowed = moduleEntries[m].map((e) => `@niaga/${m}${e.slice(1)}`).join(', ');
        context.report({ node, message: `Modul ${m}: impor dari pintu publiknya (${allowed}), bukan isi dalamnya '${source}'.` });
        return;
      }
      if (source.startsWith('.')) {
        const target = posix(relative(root, resolve(dirname(context.filename), source)));
        const m = moduleOf(`${target}/`);
        if (!m || m === own || !moduleEntries[m]) return;
        if (target.startsWith(`modules/${m}/test/`)) return;
        context.report({ node, message: `Modul ${m}: impor dari @niaga/${m} (atau entri yang dideklarasikan di package.json-nya), bukan berkas '${source}'.` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'module-surface': moduleSurface } };
