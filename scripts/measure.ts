/**
 * The numbers of issue 44 ("one room per domain"), measured from the files git tracks:
 *
 *   npm run measure              prints them (docs/architecture.md quotes them)
 *   npm run measure -- --json    the same as JSON
 *   npm run measure -- --check   also exits 1 when a product function is over 150 lines, a
 *                                product file of hand-written logic is over 500, the web has an
 *                                import circle, or code reaches into a module's internals or up
 *                                into an app (CI runs it: .ci/run)
 *
 * Product code is the TypeScript (.ts, .tsx) of apps/, packages/ and modules/, without tests
 * (*.test.*, *.spec.*, test/ and __tests__/ folders, e2e/, fixtures), declaration files (*.d.ts),
 * tool configuration (vite.config.ts, vitest.config.ts, …) and generated files. A generated file
 * says so in its first lines (`@generated`); a file that only declares (a doctype's fields, a
 * report's column list, drizzle tables) says `@declarations` in its first comment: both are
 * counted as product code for everything but the file-size limit. Functions are measured in all of
 * them (a declaration holds no 150-line function).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

export const FUNCTION_LIMIT = 150;
export const FILE_LIMIT = 500;

// ————— Which files —————

const SOURCE = /\.(ts|tsx)$/;
const NOT_PRODUCT = [
  /\.(test|spec)\.[cm]?[jt]sx?$/,
  /(^|\/)(test|tests|__tests__|e2e|fixtures?)\//,
  /\.d\.ts$/,
  /(^|\/)[^/]*\.config\.[cm]?[jt]s$/,
  /(^|\/)node_modules\//,
  /(^|\/)dist\//,
];

/** Whether a tracked path is product code (apps, packages, modules; no tests, declarations of types, configs). */
export function isProduct(path: string): boolean {
  return /^(apps|packages|modules)\//.test(path) && SOURCE.test(path) && !NOT_PRODUCT.some((re) => re.test(path));
}

/** The comments a file opens with (block and line comments before its first statement). */
const OPENING_COMMENTS = /^(?:\s*(?:\/\*[\s\S]*?\*\/|\/\/[^\n]*))*/;

/** What a file's opening comments say it is: generated, declarations only, or hand-written logic. */
export function fileKind(src: string): 'generated' | 'declarations' | 'logic' {
  const head = OPENING_COMMENTS.exec(src)![0];
  if (/@generated\b/.test(head)) return 'generated';
  if (/@declarations\b/.test(head)) return 'declarations';
  return 'logic';
}

/** Lines of a text as an editor counts them (a final newline does not start a line). */
export const lineCount = (src: string) => (src === '' ? 0 : src.replace(/\n$/, '').split('\n').length);

// ————— Functions —————

export interface FunctionLength {
  file: string;
  name: string;
  line: number;
  lines: number;
}

/** The name a reader would look for: the function's own, else the variable, property or call it is given to. */
function nameOf(node: ts.Node): string {
  const own = (node as { name?: ts.Node }).name;
  if (own && (ts.isIdentifier(own) || ts.isStringLiteral(own) || ts.isPrivateIdentifier(own))) return own.text;
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  let n: ts.Node = node;
  const via: string[] = [];
  while (n.parent) {
    const p: ts.Node = n.parent;
    if (ts.isVariableDeclaration(p) && ts.isIdentifier(p.name)) return [p.name.text, ...via].join(' ');
    if ((ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p)) && p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) return [p.name.text, ...via].join(' ');
    if (ts.isCallExpression(p)) via.push(`(in ${p.expression.getText().slice(0, 40)})`);
    else if (!ts.isParenthesizedExpression(p) && !ts.isAsExpression(p) && !ts.isSatisfiesExpression(p)) break;
    n = p;
  }
  return ['(anonymous)', ...via].join(' ');
}

/** Every function of a file (declarations, expressions, arrows, methods, accessors) and its length in lines. */
export function functionLengths(file: string, src: string): FunctionLength[] {
  const sf = ts.createSourceFile(file, src, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: FunctionLength[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && (node as ts.FunctionLikeDeclaration).body) {
      const a = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const b = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      out.push({ file, name: nameOf(node), line: a + 1, lines: b - a + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

// The imports, deep imports and circles: measure-imports.ts.
export { deepImports, importCircles, importsOf, oneCircle, opensEverything, publicEntries, resolveImport, splitSpecifier, type DeepImport, type ImportRef, type Workspace } from './measure-imports';
import { deepImports, importCircles, importsOf, oneCircle, resolveImport, splitSpecifier, type DeepImport, type ImportRef, type Workspace } from './measure-imports';

// ————— Casts and SQL —————

export interface Casts {
  recordStringUnknown: number;
  stringOfD: number;
  stringOfField: number;
  asCasts: number;
  /** Act replies typed where they are called: `call<T>`, `callOk<T>`, `callAt<T>` with T written in the calling file (a type literal, or a type declared there). */
  repliesHere: number;
}

/** `Record<string, unknown>`, `String(d.x)`, `String(<any>.x)` and `as` casts (not `as const`) of a file. */
export function castsOf(file: string, src: string): Casts {
  const sf = ts.createSourceFile(file, src, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  let asCasts = 0;
  let repliesHere = 0;
  const declaredHere = new Set(sf.statements.flatMap((st) => (ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st) ? [st.name.text] : [])));
  // A type written here: a literal (`{ tbl_x: Row[] }`), or one declared in this file, also as an array's element.
  const writtenHere = (t: ts.TypeNode): boolean =>
    ts.isTypeLiteralNode(t) || (ts.isArrayTypeNode(t) && writtenHere(t.elementType)) || (ts.isTypeReferenceNode(t) && ts.isIdentifier(t.typeName) && declaredHere.has(t.typeName.text) && !t.typeArguments);
  const visit = (n: ts.Node) => {
    if ((ts.isAsExpression(n) && !(ts.isTypeReferenceNode(n.type) && n.type.typeName.getText(sf) === 'const')) || ts.isTypeAssertionExpression(n)) asCasts++;
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && /^(call|callOk|callAt)$/.test(n.expression.text) && n.typeArguments?.length && writtenHere(n.typeArguments[0])) repliesHere++;
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return {
    recordStringUnknown: (src.match(/Record<string,\s*unknown>/g) ?? []).length,
    stringOfD: (src.match(/\bString\(d\.[A-Za-z_$]/g) ?? []).length,
    stringOfField: (src.match(/\bString\([A-Za-z_$][\w$]*\??\.[A-Za-z_$]/g) ?? []).length,
    asCasts,
    repliesHere,
  };
}

/** The ledger's table names: the `pgTable('name'` of packages/ledger/src. */
export function ledgerTableNames(sources: string[]): string[] {
  const names = new Set<string>();
  for (const s of sources) for (const m of s.matchAll(/pgTable\(\s*['"]([a-z_][a-z0-9_]*)['"]/g)) names.add(m[1]);
  return [...names].sort();
}

export interface SqlMention {
  file: string;
  line: number;
  tables: string[];
}

/** Texts of SQL (string and template literals, template parts between substitutions) that name a ledger table. */
export function ledgerSql(file: string, src: string, tables: string[]): SqlMention[] {
  if (!tables.length) return [];
  const re = new RegExp(`\\b(${tables.join('|')})\\b`, 'g');
  const sf = ts.createSourceFile(file, src, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: SqlMention[] = [];
  const check = (n: ts.Node, text: string) => {
    const found = [...new Set([...text.matchAll(re)].map((m) => m[1]))];
    if (found.length) out.push({ file, line: sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1, tables: found.sort() });
  };
  const visit = (n: ts.Node) => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) {
      if (!ts.isImportDeclaration(n.parent) && !ts.isExportDeclaration(n.parent)) check(n, n.text);
    } else if (ts.isTemplateExpression(n)) check(n, [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join(' '));
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

// ————— Screens per room —————

export interface Room {
  domain: string;
  webFiles: number;
  webLines: number;
  moduleFiles: number;
  moduleLines: number;
}

/**
 * Screen files (.tsx, no tests) of each domain: under apps/web/src/screens/<domain> and under
 * modules/<domain>. `lines` of each file by path.
 */
export function screensPerRoom(files: Array<{ file: string; lines: number }>): Room[] {
  const rooms = new Map<string, Room>();
  const room = (d: string) => rooms.get(d) ?? (rooms.set(d, { domain: d, webFiles: 0, webLines: 0, moduleFiles: 0, moduleLines: 0 }), rooms.get(d)!);
  for (const f of files) {
    if (!f.file.endsWith('.tsx') || !isProduct(f.file)) continue;
    const web = /^apps\/web\/src\/screens\/([^/]+)\//.exec(f.file);
    const mod = /^modules\/([^/]+)\//.exec(f.file);
    if (web) {
      const r = room(web[1]);
      r.webFiles++;
      r.webLines += f.lines;
    } else if (mod) {
      const r = room(mod[1]);
      r.moduleFiles++;
      r.moduleLines += f.lines;
    }
  }
  return [...rooms.values()].sort((a, b) => a.domain.localeCompare(b.domain));
}

// ————— The measure —————

export interface Measure {
  productFiles: number;
  productLines: number;
  rooms: Room[];
  largestFunction: FunctionLength | null;
  largestFile: { file: string; lines: number } | null;
  functionsOver: FunctionLength[];
  filesOver: Array<{ file: string; lines: number }>;
  exempt: Array<{ file: string; lines: number; kind: string }>;
  deepImports: DeepImport[];
  arrowsUp: DeepImport[];
  casts: Casts & { stringOfDInModules: number; stringOfFieldInModules: number };
  ledgerTables: string[];
  ledgerSql: SqlMention[];
  webCircles: Array<{ files: string[]; circle: string[] }>;
}

/** Reads the repository at `root` (git ls-files) and measures it. */
export function measure(root: string): Measure {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  const read = (f: string) => readFileSync(join(root, f), 'utf8');
  const workspaces: Workspace[] = tracked
    .filter((f) => /^(apps|packages|modules)\/[^/]+\/package\.json$/.test(f))
    .map((f) => {
      const p = JSON.parse(read(f)) as { name: string; exports?: Record<string, string> | string; main?: string };
      return { name: p.name, dir: dirname(f), exports: p.exports ?? (p.main ? { '.': `./${p.main.replace(/^\.\//, '')}` } : undefined) };
    });
  const product = tracked.filter((f) => isProduct(f) && existsSync(join(root, f)));
  const known = new Set(product);
  const sources = new Map(product.map((f) => [f, read(f)]));

  const fns: FunctionLength[] = [];
  const sizes: Array<{ file: string; lines: number; kind: string }> = [];
  const imports: Array<{ file: string; imports: ImportRef[] }> = [];
  const casts: Measure['casts'] = { recordStringUnknown: 0, stringOfD: 0, stringOfField: 0, asCasts: 0, repliesHere: 0, stringOfDInModules: 0, stringOfFieldInModules: 0 };
  const ledgerDir = workspaces.find((w) => w.name === '@niaga/ledger')?.dir ?? 'packages/ledger';
  const tables = ledgerTableNames(tracked.filter((f) => f.startsWith(`${ledgerDir}/src/`) && isProduct(f)).map(read));
  const sqlMentions: SqlMention[] = [];
  for (const [file, src] of sources) {
    fns.push(...functionLengths(file, src));
    sizes.push({ file, lines: lineCount(src), kind: fileKind(src) });
    imports.push({ file, imports: importsOf(file, src) });
    const c = castsOf(file, src);
    casts.recordStringUnknown += c.recordStringUnknown;
    casts.stringOfD += c.stringOfD;
    casts.stringOfField += c.stringOfField;
    casts.asCasts += c.asCasts;
    casts.repliesHere += c.repliesHere;
    if (file.startsWith('modules/')) {
      casts.stringOfDInModules += c.stringOfD;
      casts.stringOfFieldInModules += c.stringOfField;
    }
    if (!file.startsWith(`${ledgerDir}/`)) sqlMentions.push(...ledgerSql(file, src, tables));
  }
  fns.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
  sizes.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
  const logic = sizes.filter((s) => s.kind === 'logic');

  // Runtime arrows between product files: static and lazy (`import('…')`) imports; type-only ones are erased.
  const graph = new Map<string, string[]>();
  for (const f of imports)
    graph.set(
      f.file,
      f.imports.filter((i) => !i.typeOnly).flatMap((i) => resolveImport(f.file, i.spec, known, workspaces) ?? []),
    );
  const appNames = new Set(workspaces.filter((w) => w.dir.startsWith('apps/')).map((w) => w.name));
  const arrowsUp = imports.flatMap((f) =>
    f.file.startsWith('apps/')
      ? []
      : f.imports.filter((i) => appNames.has(splitSpecifier(i.spec).pkg) || (i.spec.startsWith('.') && posix.join(posix.dirname(f.file), i.spec).startsWith('apps/'))).map((i) => ({ file: f.file, line: i.line, spec: i.spec })),
  );
  const circles = importCircles(graph)
    .filter((g) => g.some((f) => f.startsWith('apps/web/')))
    .map((files) => ({ files, circle: oneCircle(graph, files) }));

  return {
    productFiles: product.length,
    productLines: sizes.reduce((t, s) => t + s.lines, 0),
    rooms: screensPerRoom(sizes),
    largestFunction: fns[0] ?? null,
    largestFile: logic[0] ? { file: logic[0].file, lines: logic[0].lines } : null,
    functionsOver: fns.filter((f) => f.lines > FUNCTION_LIMIT),
    filesOver: logic.filter((s) => s.lines > FILE_LIMIT).map(({ file, lines }) => ({ file, lines })),
    exempt: sizes.filter((s) => s.kind !== 'logic' && s.lines > FILE_LIMIT),
    deepImports: deepImports(imports, workspaces).sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line),
    arrowsUp,
    casts,
    ledgerTables: tables,
    ledgerSql: sqlMentions,
    webCircles: circles,
  };
}

/** The report as text: the numbers first, then what they are made of. */
export function report(m: Measure): string {
  const out: string[] = [];
  const n = (x: number) => x.toLocaleString('en-US');
  out.push(`Product code: ${n(m.productFiles)} files, ${n(m.productLines)} lines (apps, packages, modules; no tests, e2e, fixtures, configs, .d.ts)`);
  out.push('', 'Screens per room (.tsx files / lines): apps/web/src/screens/<domain> | modules/<domain>');
  for (const r of m.rooms) out.push(`  ${r.domain.padEnd(14)} ${`${r.webFiles} / ${n(r.webLines)}`.padStart(14)} | ${`${r.moduleFiles} / ${n(r.moduleLines)}`}`);
  const web = m.rooms.reduce((t, r) => [t[0] + r.webFiles, t[1] + r.webLines], [0, 0]);
  const mod = m.rooms.reduce((t, r) => [t[0] + r.moduleFiles, t[1] + r.moduleLines], [0, 0]);
  out.push(`  ${'total'.padEnd(14)} ${`${web[0]} / ${n(web[1])}`.padStart(14)} | ${mod[0]} / ${n(mod[1])}`);
  out.push('');
  if (m.largestFunction) out.push(`Largest function: ${m.largestFunction.name} ${m.largestFunction.lines} lines (${m.largestFunction.file}:${m.largestFunction.line})`);
  if (m.largestFile) out.push(`Largest file of hand-written logic: ${m.largestFile.file} ${m.largestFile.lines} lines`);
  out.push(`Functions over ${FUNCTION_LIMIT} lines: ${m.functionsOver.length}`);
  for (const f of m.functionsOver) out.push(`  ${String(f.lines).padStart(5)}  ${f.file}:${f.line} ${f.name}`);
  out.push(`Files over ${FILE_LIMIT} lines (hand-written logic): ${m.filesOver.length}`);
  for (const f of m.filesOver) out.push(`  ${String(f.lines).padStart(5)}  ${f.file}`);
  if (m.exempt.length) {
    out.push(`Files over ${FILE_LIMIT} lines left aside (@declarations / @generated): ${m.exempt.length}`);
    for (const f of m.exempt) out.push(`  ${String(f.lines).padStart(5)}  ${f.file} (${f.kind})`);
  }
  out.push('', `Deep imports into another package's internals: ${m.deepImports.length}`);
  const bySpec = new Map<string, number>();
  for (const d of m.deepImports) bySpec.set(d.spec, (bySpec.get(d.spec) ?? 0) + 1);
  for (const [spec, k] of [...bySpec].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) out.push(`  ${String(k).padStart(3)}  ${spec}`);
  out.push(`Arrows up (packages or modules importing an app): ${m.arrowsUp.length}`);
  for (const a of m.arrowsUp) out.push(`  ${a.file}:${a.line} ${a.spec}`);
  out.push('', 'Casts:');
  out.push(`  Record<string, unknown>: ${m.casts.recordStringUnknown}`);
  out.push(`  String(d.…) in modules: ${m.casts.stringOfDInModules} (String(<name>.…) in modules: ${m.casts.stringOfFieldInModules})`);
  out.push(`  as-casts (not as const): ${m.casts.asCasts}`);
  out.push(`  act replies typed where called (call<T>/callOk<T>, T written in the calling file): ${m.casts.repliesHere}`);
  out.push('', `SQL texts naming ledger tables outside packages/ledger: ${m.ledgerSql.length} (tables: ${m.ledgerTables.join(', ')})`);
  const byFile = new Map<string, number>();
  for (const s of m.ledgerSql) byFile.set(s.file, (byFile.get(s.file) ?? 0) + 1);
  for (const [f, k] of [...byFile].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) out.push(`  ${String(k).padStart(3)}  ${f}`);
  out.push('', `Import circles through apps/web (static and lazy imports; type-only ones left out): ${m.webCircles.length}`);
  for (const c of m.webCircles) out.push(`  ${c.files.length} files: ${c.circle.join(' → ')}`);
  return out.join('\n');
}

/** Whether the limits hold (for --check). */
export const withinLimits = (m: Measure) => m.functionsOver.length === 0 && m.filesOver.length === 0 && m.webCircles.length === 0 && m.deepImports.length === 0 && m.arrowsUp.length === 0;

function main(argv: string[]) {
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: dirname(fileURLToPath(import.meta.url)), encoding: 'utf8' }).trim();
  const m = measure(root);
  console.log(argv.includes('--json') ? JSON.stringify(m, null, 2) : report(m));
  if (argv.includes('--check') && !withinLimits(m)) {
    console.error(
      `\nmeasure --check: ${m.functionsOver.length} function(s) over ${FUNCTION_LIMIT} lines, ${m.filesOver.length} file(s) over ${FILE_LIMIT} lines, ${m.webCircles.length} import circle(s) in the web, ${m.deepImports.length} deep import(s), ${m.arrowsUp.length} arrow(s) up.`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
