/**
 * The import side of `npm run measure` (measure.ts): each file's imports, the public entries of a
 * workspace package, imports that reach into another package's internals, and import circles.
 */
import { posix } from 'node:path';
import ts from 'typescript';

// ————— Imports —————

export interface ImportRef {
  /** The specifier as written. */
  spec: string;
  line: number;
  /** Erased at build time (`import type`, or every name a type): no runtime arrow. */
  typeOnly: boolean;
  /** `import('…')`: loaded when called, not when the module is. */
  dynamic: boolean;
}

/** The imports and re-exports of a file. */
export function importsOf(file: string, src: string): ImportRef[] {
  const sf = ts.createSourceFile(file, src, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: ImportRef[] = [];
  const line = (n: ts.Node) => sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const c = node.importClause;
      const named = c?.namedBindings && ts.isNamedImports(c.namedBindings) ? c.namedBindings.elements : null;
      const typeOnly = !!c && (c.isTypeOnly || (!c.name && !!named && named.length > 0 && named.every((e) => e.isTypeOnly)));
      out.push({ spec: node.moduleSpecifier.text, line: line(node), typeOnly, dynamic: false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : null;
      const typeOnly = node.isTypeOnly || (!!named && named.length > 0 && named.every((e) => e.isTypeOnly));
      out.push({ spec: node.moduleSpecifier.text, line: line(node), typeOnly, dynamic: false });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      out.push({ spec: node.arguments[0].text, line: line(node), typeOnly: false, dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** A workspace package: its name, folder and `exports` map. */
export interface Workspace {
  name: string;
  dir: string;
  exports?: Record<string, string> | string;
}

/**
 * The public entries of a package, as subpaths ('' for its index): the entries its `exports`
 * names one by one. A module (modules/<domain>) that opens everything with a "./*" wildcard has
 * the entries the two apps load it by: its index, `server` (apps/server) and `manifest` (apps/web).
 */
export function publicEntries(w: Workspace): Set<string> {
  const keys = typeof w.exports === 'object' && w.exports ? Object.keys(w.exports) : ['.'];
  const named = keys.filter((k) => !k.includes('*')).map((k) => (k === '.' ? '' : k.replace(/^\.\//, '')));
  if (w.dir.startsWith('modules/') && keys.some((k) => k.includes('*'))) return new Set([...named, '', 'server', 'manifest']);
  return new Set(named);
}

/**
 * A library package (not a module) that declares no `exports`, or a "./*" wildcard, makes every
 * file its surface (the generic kit @niaga/ui, @niaga/core): importing one of its files by path is
 * using it, not reaching into it. A module never does (its wildcard is counted as its entries).
 */
export function opensEverything(w: Workspace): boolean {
  if (w.dir.startsWith('modules/')) return false;
  return w.exports === undefined || (typeof w.exports === 'object' && Object.keys(w.exports).some((k) => k.includes('*')));
}

/** Splits '@scope/name/sub/path' into the package name and the subpath ('' for the index). */
export function splitSpecifier(spec: string): { pkg: string; sub: string } {
  const parts = spec.split('/');
  const n = spec.startsWith('@') ? 2 : 1;
  return { pkg: parts.slice(0, n).join('/'), sub: parts.slice(n).join('/') };
}

export interface DeepImport {
  file: string;
  line: number;
  spec: string;
}

/**
 * Imports of another workspace package's internals: `@niaga/<pkg>/<sub>` from outside the
 * package where <sub> is none of its public entries.
 */
export function deepImports(files: Array<{ file: string; imports: ImportRef[] }>, workspaces: Workspace[]): DeepImport[] {
  const byName = new Map(workspaces.map((w) => [w.name, w]));
  const out: DeepImport[] = [];
  for (const f of files)
    for (const i of f.imports) {
      const { pkg, sub } = splitSpecifier(i.spec);
      const w = byName.get(pkg);
      if (!w || f.file.startsWith(`${w.dir}/`) || opensEverything(w)) continue;
      if (!publicEntries(w).has(sub)) out.push({ file: f.file, line: i.line, spec: i.spec });
    }
  return out;
}

// ————— Import circles —————

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file an import names, among `known` files: relative, or a workspace package through its `exports`. */
export function resolveImport(from: string, spec: string, known: Set<string>, workspaces: Workspace[]): string | null {
  const pick = (base: string): string | null => {
    for (const e of EXTENSIONS) if (known.has(posix.normalize(base + e))) return posix.normalize(base + e);
    const js = base.replace(/\.js$/, '');
    return js !== base ? pick(js) : null;
  };
  if (spec.startsWith('.')) return pick(posix.join(posix.dirname(from), spec));
  const { pkg, sub } = splitSpecifier(spec);
  const w = workspaces.find((x) => x.name === pkg);
  if (!w) return null;
  const ex = w.exports;
  if (typeof ex === 'string') return sub ? pick(posix.join(w.dir, sub)) : pick(posix.join(w.dir, ex));
  if (ex) {
    const key = sub ? `./${sub}` : '.';
    if (ex[key]) return pick(posix.join(w.dir, ex[key]));
    for (const [k, v] of Object.entries(ex))
      if (k.includes('*')) {
        const [pre, post] = k.split('*');
        if (key.startsWith(pre) && key.endsWith(post)) return pick(posix.join(w.dir, v.replace('*', key.slice(pre.length, key.length - post.length))));
      }
    return null;
  }
  return pick(posix.join(w.dir, sub || 'index'));
}

/** Strongly connected groups of more than one file (or a file importing itself): the import circles. */
export function importCircles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const strong = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(group.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) strong(v);
  return out;
}

/** One circle through the group, as a path that returns to its start (shortest from the group's first file). */
export function oneCircle(graph: Map<string, string[]>, group: string[]): string[] {
  const inGroup = new Set(group);
  const start = group[0];
  const prev = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!inGroup.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let x: string | undefined = v; x && x !== start; x = prev.get(x)) path.splice(1, 0, x);
        return [...path, start];
      }
      if (!prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}
