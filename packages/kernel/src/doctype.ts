import { digitsOf, Field, type FieldSpec, type Values, type WhereValue } from './fields';
import type { Declares, RecordOf, RowOf } from './types-from-decl';

/** The actions a module permission is checked for (spec §6: module name + action type). */
export const AKSI = {
  mopen: 'buka',
  madd: 'tambah',
  medit: 'ubah',
  mdelete: 'hapus',
  mprint: 'cetak',
  mexport: 'ekspor',
} as const;
export type Aksi = keyof typeof AKSI;

export interface DoctypeRoutes {
  list: string;
  add?: string;
  edit?: string;
}

/** A refusal of a rule: the field (or cell `lines.2.jumlah`) it is about, and the message. */
export interface Refusal {
  field?: string;
  message: string;
}
export const refuse = (field: string | undefined, message: string): Refusal => ({ field, message });

/**
 * A rule of a whole record (header and child rows); nothing (or true) means it holds. `R`: the record
 * as its declaration types it (RecordOf), which `doctype()` and `document()` give the rules they
 * declare; the kernel keeps them as rules of any record and hands each the record of its doctype
 * (a method's type, so that a rule of a typed record is one of `Values`: compute.ts checkRules).
 * On the server a rule runs on the validated record, as typed; in the form (ui liveRefusals) on
 * the record being typed, where a number or date not yet given is null and hidden fields are left
 * out — a rule stays lenient there (`num(d.x)`, `!d.tgl || …`).
 */
export type Rule<R = Values> = { rule(doc: R): Refusal | null | undefined | boolean }['rule'];
/** A rule of one child row (`Row`: the row as declared, `Doc`: its record; see Rule). */
export type RowRule<Row = Values, Doc = Values> = { rule(row: Row, index: number, doc: Doc): Refusal | null | undefined | boolean }['rule'];

/** The record a declaration with these fields and child tables describes (what its rules receive). */
export type RecordFrom<F extends FieldMap, T extends Record<string, DeclaredChild>> = RecordOf<Declares<F, T>>;

/** Fields as declared: name → builder (its type says the value's kind, see RecordOf). */
export type FieldMap = Record<string, Field>;

/** A child table as declared (`child(...)`). */
export interface ChildInput<F extends FieldMap = FieldMap, Tb extends string = string> {
  fields: F;
  title?: string;
  min?: number;
  max?: number;
  /** Database table name (default `<parent>_<key>`; `<parent>_detail` for `lines`). */
  table?: Tb;
  /** Fields whose value is unique among the rows of one record (a unit once per item). */
  uniqueWithin?: string[];
  rules?: NoInfer<RowRule<RowOf<F>>>[];
  /**
   * The field naming a row within its record, when other records refer to these rows
   * (`.ref('satuanitem', { within: 'kodeitem' })` names a unit by `satuan`).
   */
  rowKey?: string;
  /**
   * Rows may be taken from rows of another document's child table (`'pesanbeli.lines'`), or of
   * one of several (`['jual.lines', 'kasir.lines']`: a sales return takes from a back-office or a
   * till sale): each row carries `idsumber`, the source row's id, and with several sources
   * `jenissumber`, the source row's doctype; `qty` is this row's quantity counted against the
   * source row's remaining quantity; `match` fields must equal the source row's; `same` header
   * fields must equal the source document's header (a purchase takes only its supplier's orders);
   * `header` is the header field that gets the number of the document taken from (a return's
   * `nojual`), when it does not simply refer to the one source doctype. `take`: what the source
   * document decides beyond `match` — header fields given its values and, per source row (same
   * order), row fields (a purchase return's net unit price and PPN from its purchase); the form
   * applies it when rows are taken, so it shows what the server, which enforces the same, saves.
   */
  linksTo?: { source: string | string[]; qty?: string; match?: string[]; same?: string[]; header?: string; take?: LinkTake };
  /** Other documents take from these rows: the kernel keeps `sisa` = `qty` − what they took. */
  remaining?: { qty?: string };
  /** Rows may be picked from a contact's open items (OpenItemsSpec). */
  openItems?: OpenItemsSpec;
  /** Row fields an act proposes while rows are typed (a sale line's list price: LineDefaultsSpec). */
  defaults?: LineDefaultsSpec;
  /**
   * Columns totalled under the grid; unless given, every shown money field (a decimal with Digit
   * Umum): not prices, quantities (of mixed units) or percentages. `[]`: none.
   */
  totals?: string[];
}

/**
 * Rows picked from a contact's open items ("Ambil Faktur" on a payment): `act` lists the items of
 * the contact in header field `contact` (sent as `param`, default the same name; the record being
 * edited is sent as `kecuali`, so its own items show their remaining before it) and answers them in
 * `table`, each with `notransaksi`, `tanggal`, optional `jatuhtempo`, an amount (`amount`, default
 * `jumlah`) and `sisa`. Each item picked becomes a row with `field` = its number and `fill` = its
 * remaining (editable).
 */
export interface OpenItemsSpec {
  act: string;
  table: string;
  contact: string;
  param?: string;
  field: string;
  fill: string;
  amount?: string;
  /** The button and dialog title (default "Ambil Faktur"). */
  label?: string;
}

/**
 * What a document taken from gives the rows taken (`linksTo.take`): from its header and all its
 * rows (wire values, as its `_get` answers them), the header fields to set and, for each of its
 * rows in the same order, the row fields to set on a row taken from it.
 */
export type LinkTake = (source: { head: Record<string, unknown>; rows: Array<Record<string, unknown>> }) => {
  head?: Record<string, unknown>;
  rows?: Array<Record<string, unknown>>;
};

/**
 * Row fields proposed by an act while the rows are typed (the list price of a sale's line): when a
 * person changes one of a row's `keys` (or one of the `header` fields), and the row has every key
 * but the optional ones, the form asks `act` with the header fields and `lines` [{keys}] of the rows
 * to price, and sets `fills` of each row from the answer's `table` (same order). Rows taken from
 * another document or given by a promo are left as they are. The server still judges what is saved.
 * `qty`: the key (a line's quantity) whose change alone re-proposes only the fills that still hold
 * what the act proposes for the row before the change — a fill a person set (a typed price) is kept;
 * a change of any other key or header field re-proposes every fill.
 */
export interface LineDefaultsSpec {
  act: string;
  header: string[];
  keys: string[];
  fills: string[];
  table: string;
  qty?: string;
}

export interface ChildMeta {
  /** Name in payloads and refusals (`lines`, `satuanitem`). */
  key: string;
  /** Database table. */
  table: string;
  title: string;
  fields: Record<string, FieldSpec>;
  min: number;
  max: number;
  uniqueWithin: string[];
  rules: RowRule[];
  rowKey: string | null;
  /** The source tables rows may be taken from (one or several; with several, rows name theirs in `jenissumber`). */
  linksTo: { sources: LinkSource[]; qty: string; match: string[]; same: string[]; header: string | null; take: LinkTake | null } | null;
  remaining: { qty: string } | null;
  /** Rows may be picked from a contact's open items (OpenItemsSpec). */
  openItems?: OpenItemsSpec | null;
  /** Row fields an act proposes (LineDefaultsSpec). */
  defaults?: LineDefaultsSpec | null;
  /** Decimal columns totalled under the grid. */
  totals: string[];
}

/** A child table rows may be taken from: `<doctype>.<child>`. */
export interface LinkSource {
  doctype: string;
  child: string;
}

/** Row fields the kernel keeps on link tables. */
export const LINK_FIELD = 'idsumber';
/** With several sources: the doctype of the row's source row (`jual`, `kasir`). */
export const LINK_SOURCE_FIELD = 'jenissumber';
export const REMAINING_FIELD = 'sisa';

/** Whether a child table's rows name their source's doctype (it takes from several). */
export const namesSource = (c: Pick<ChildMeta, 'linksTo'>): boolean => (c.linksTo?.sources.length ?? 0) > 1;

/**
 * The source a taken row comes from: the only one, or the one its `jenissumber` names; null when
 * it names none of them (or none where several are possible).
 */
export function sourceOf(c: Pick<ChildMeta, 'linksTo'>, row: Record<string, unknown>): LinkSource | null {
  const all = c.linksTo?.sources ?? [];
  if (all.length === 1) return all[0];
  const jenis = String(row[LINK_SOURCE_FIELD] ?? '');
  return all.find((s) => s.doctype === jenis) ?? null;
}

/** Declares a child table of a doctype: its rows are saved with the record, in one transaction. */
export const child = <F extends FieldMap, Tb extends string = never>(fields: F, opts: Omit<ChildInput<F>, 'fields' | 'table'> & { table?: Tb } = {}): NoInfer<ChildInput<F, Tb>> => ({ ...opts, fields });

/** A child table as its declaration's type keeps it (for RecordOf): its fields and its table's name. */
export interface DeclaredChild {
  fields: FieldMap;
  table: string;
}

/** The table of child `K` of doctype `N`: as declared, else `<N>_detail` for `lines`, `<N>_<K>` otherwise. */
export type ChildTableName<N extends string, K, Tb> = [Tb] extends [never] ? (K extends 'lines' ? `${N}_detail` : `${N}_${K & string}`) : Tb;

/** The declared child tables of doctype `N` (for RecordOf). */
export type ChildrenOf<N extends string, T> = { [k in keyof T]: T[k] extends ChildInput<infer F, string> ? { fields: F; table: ChildTableName<N, k, TableGiven<T[k]>> } : DeclaredChild };

/** The table a child declaration names (never: none, the default name). */
type TableGiven<C> = C extends { table?: infer X } ? Exclude<X, undefined> : never;

/** A list filter: a field of the doctype (date → range, reference or select/flag → value). */
export interface FilterSpec {
  field: string;
  /** For a date range: 'bulanini' (this month, the default of documents) or none. */
  default?: 'bulanini';
}

/** How a typed or scanned code finds a record besides its key (an item by any unit's barcode). */
export interface LookupSpec {
  /** The child table searched. */
  table: string;
  /** Its field matched exactly. */
  field: string;
  /** Fields of the picking row filled from the matched child row: local → child field. */
  fills: Record<string, string>;
}

/** Menu sections of spec §2.5 (manifest.ts); also the lazy-loading group of a screen. */
export type Section = 'sistem' | 'master' | 'pembelian' | 'penjualan' | 'perakitan' | 'persediaan' | 'akuntansi' | 'laporan' | 'pengaturan' | 'ecommerce';

/**
 * A place in the side menu (spec §2.5), as Odoo's menus: the section (default: the route's), the
 * group within it, and `sequence` — the entries of a section, from every module, are shown by
 * it, lower first; a group stands where its first entry does. Title and access name default to
 * the route's; `access: null` shows the entry with its section, unchecked.
 */
export interface MenuPlace {
  sequence: number;
  group?: string;
  title?: string;
  section?: Section;
  access?: string | null;
}

/**
 * A declaration as the kernel keeps it. The type parameters are the declaration's name, header
 * fields and child tables' fields as written (`doctype()` infers them), for the record and reply
 * types derived from it (types-from-decl.ts); they default to "any doctype".
 */
export interface DoctypeMeta<N extends string = string, F extends FieldMap = FieldMap, T extends Record<string, DeclaredChild> = Record<string, DeclaredChild>> {
  /** Table name and act prefix: `satuan` → table `satuan`, acts `satuan_list/get/save/del`. */
  name: N;
  /** Singular Indonesian title shown on screens. */
  title: string;
  /** Module access name checked for every act (spec §2). */
  access: string;
  /**
   * The rights that add, edit and delete: 'crud' (madd, medit, mdelete — the default) or
   * 'settings' (a settings screen whose access name only has medit: every change takes medit).
   */
  rights: 'crud' | 'settings';
  /** The business key shown to people and kept unique (never the primary key). */
  key: string;
  /** The field that names a record beside its key (shown next to codes that refer to it). */
  nameField: string | null;
  routes: DoctypeRoutes;
  fields: Record<string, FieldSpec>;
  /** Child tables, by payload key. */
  tables: Record<string, ChildMeta>;
  /** Record rules (run in the browser and again on the server). */
  rules: Rule[];
  lookup: LookupSpec | null;
  /** What pickers offer unless a reference says otherwise (accounts: active detail accounts). */
  pick: { where: Record<string, WhereValue> };
  list: {
    columns: string[];
    search: string[];
    sort: { field: string; dir: 'asc' | 'desc' };
    filters: FilterSpec[];
  };
  /** Its list's place in the side menu (none: not in the menu, or placed by its manifest's `menu`). */
  menu?: MenuPlace;
  /**
   * Read-only for users (declared `readOnly`): the message a person's add, edit or delete is refused
   * with. Only the server's own code writes its records (an act called with `internal` set, e.g. an
   * import); the generic list and form screens show no Tambah, Simpan or Hapus and the fields
   * read-only (`writableByUsers`). Absent: users write it as their rights allow.
   */
  readOnly?: string;
  /**
   * Btree indexes over several of its columns, in order (declared `indexes`): a page read sorted
   * by them (the storefront's items by name, then code) reads the index instead of sorting.
   */
  indexes?: string[][];
  /**
   * 'few': a table that stays small whatever the shop's size (units, brands, warehouses, banks, the
   * chart of accounts: tens to a few thousand rows). Its list's search and filters and its
   * references read the table: no index of their own, only its unique keys (and fields marked
   * `indexed`) — each index is one more relation in every company for no query faster than reading
   * a few pages (issue 43, docs/operations.md "Many companies").
   */
  rows?: 'few';
  /** The fields as declared: a type only, never set (see RecordOf). */
  readonly declared?: { fields: F; tables: T };
}

export interface DoctypeInput {
  name: string;
  title: string;
  access: string;
  rights?: 'crud' | 'settings';
  key: string;
  nameField?: string;
  routes: DoctypeRoutes;
  fields: Record<string, Field>;
  tables?: Record<string, ChildInput>;
  rules?: Rule[];
  lookup?: LookupSpec;
  pick?: { where: Record<string, WhereValue> };
  list: {
    columns: string[];
    search: string[];
    sort?: { field: string; dir: 'asc' | 'desc' };
    filters?: (string | FilterSpec)[];
  };
  /** Its list's place in the side menu: `{ group: 'Data Lainnya', sequence: 230 }` (manifest.ts MenuPlace). */
  menu?: MenuPlace;
  /**
   * Read-only for users: records written only by the server's own code (an import). `true` refuses a
   * person's add, edit or delete with the kernel's message; a string is the message (Indonesian).
   * See DoctypeMeta.readOnly.
   */
  readOnly?: true | string;
  /** Multi-column btree indexes (see DoctypeMeta.indexes). */
  indexes?: string[][];
  /** A table that stays small: no search, filter or reference indexes (see DoctypeMeta.rows). */
  rows?: 'few';
}

const specs = (fields: Record<string, Field>) => Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.spec]));

function childMeta(parent: string, key: string, c: ChildInput): ChildMeta {
  const fields = specs(c.fields);
  const known = new Set(Object.keys(fields));
  for (const n of [...(c.uniqueWithin ?? []), ...(c.rowKey ? [c.rowKey] : [])])
    if (!known.has(n)) throw new Error(`doctype ${parent}: tabel ${key} menyebut field '${n}' yang tidak ada`);
  if (known.has(LINK_FIELD) || known.has(LINK_SOURCE_FIELD) || known.has(REMAINING_FIELD) || known.has('urut') || known.has('id'))
    throw new Error(`doctype ${parent}: tabel ${key} memakai nama field milik kernel (id, urut, ${LINK_FIELD}, ${LINK_SOURCE_FIELD}, ${REMAINING_FIELD})`);
  let linksTo: ChildMeta['linksTo'] = null;
  if (c.linksTo) {
    const given = Array.isArray(c.linksTo.source) ? c.linksTo.source : [c.linksTo.source];
    if (!given.length) throw new Error(`doctype ${parent}: linksTo tanpa sumber`);
    const sources = given.map((s) => {
      const [doctype, childKey] = s.split('.');
      if (!doctype || !childKey) throw new Error(`doctype ${parent}: linksTo '${s}' harus berbentuk 'doctype.tabel'`);
      return { doctype, child: childKey };
    });
    if (new Set(sources.map((s) => s.doctype)).size !== sources.length) throw new Error(`doctype ${parent}: linksTo menyebut satu doctype lebih dari sekali`);
    const qty = c.linksTo.qty ?? 'jumlah';
    if (!known.has(qty)) throw new Error(`doctype ${parent}: linksTo memakai field '${qty}' yang tidak ada`);
    linksTo = { sources, qty, match: c.linksTo.match ?? [], same: c.linksTo.same ?? [], header: c.linksTo.header ?? null, take: c.linksTo.take ?? null };
  }
  const remaining = c.remaining ? { qty: c.remaining.qty ?? 'jumlah' } : null;
  if (remaining && !known.has(remaining.qty)) throw new Error(`doctype ${parent}: remaining memakai field '${remaining.qty}' yang tidak ada`);
  if (c.openItems) for (const n of [c.openItems.field, c.openItems.fill]) if (!known.has(n)) throw new Error(`doctype ${parent}: openItems menyebut field '${n}' yang tidak ada`);
  if (c.defaults) for (const n of [...c.defaults.keys, ...c.defaults.fills]) if (!known.has(n)) throw new Error(`doctype ${parent}: defaults menyebut field '${n}' yang tidak ada`);
  if (c.defaults?.qty && !c.defaults.keys.includes(c.defaults.qty)) throw new Error(`doctype ${parent}: defaults.qty '${c.defaults.qty}' bukan salah satu keys`);
  const totals = c.totals ?? Object.keys(fields).filter((k) => fields[k].kind === 'decimal' && !fields[k].hidden && digitsOf(fields[k]) === 'umum');
  for (const t of totals) if (fields[t]?.kind !== 'decimal') throw new Error(`doctype ${parent}: totals '${t}' bukan field angka desimal tabel ${key}`);
  return {
    key,
    table: c.table ?? (key === 'lines' ? `${parent}_detail` : `${parent}_${key}`),
    title: c.title ?? key,
    fields,
    min: c.min ?? 0,
    max: c.max ?? 500,
    uniqueWithin: c.uniqueWithin ?? [],
    rules: c.rules ?? [],
    rowKey: c.rowKey ?? null,
    linksTo,
    remaining,
    openItems: c.openItems ?? null,
    defaults: c.defaults ?? null,
    totals,
  };
}

/** Declare a document type once; list, form, acts, table and checks are derived from it. */
export function doctype<N extends string, F extends FieldMap, T extends Record<string, ChildInput> = Record<never, ChildInput>>(
  input: Omit<DoctypeInput, 'rules'> & { name: N; fields: F; tables?: T; rules?: NoInfer<Rule<RecordFrom<F, ChildrenOf<N, T>>>>[] },
): DoctypeMeta<N, F, ChildrenOf<N, T>> {
  const fields = specs(input.fields);
  const known = new Set(Object.keys(fields));
  const check = (where: string, names: string[]) => {
    for (const n of names) if (!known.has(n)) throw new Error(`doctype ${input.name}: ${where} menyebut field '${n}' yang tidak ada`);
  };
  if (!/^[a-z][a-z0-9_]*$/.test(input.name)) throw new Error(`doctype name '${input.name}' tidak valid`);
  check('key', [input.key]);
  check('list.columns', input.list.columns);
  check('list.search', input.list.search);
  const sort = input.list.sort ?? { field: input.key, dir: 'asc' as const };
  check('list.sort', [sort.field]);
  const filters = (input.list.filters ?? []).map((f) => (typeof f === 'string' ? { field: f } : f));
  check('list.filters', filters.map((f) => f.field));
  const tables = Object.fromEntries(Object.entries(input.tables ?? {}).map(([k, c]) => [k, childMeta(input.name, k, c)]));
  for (const [k, c] of Object.entries(tables))
    if (c.openItems && !known.has(c.openItems.contact)) throw new Error(`doctype ${input.name}: openItems tabel ${k} memakai field kepala '${c.openItems.contact}' yang tidak ada`);
  for (const [k, c] of Object.entries(tables))
    if (c.linksTo?.header && !known.has(c.linksTo.header)) throw new Error(`doctype ${input.name}: linksTo tabel ${k} memakai field kepala '${c.linksTo.header}' yang tidak ada`);
  for (const k of Object.keys(tables)) if (known.has(k)) throw new Error(`doctype ${input.name}: '${k}' adalah field sekaligus tabel`);
  const nameField =
    input.nameField ?? input.list.columns.find((k) => k !== input.key && fields[k]?.kind === 'text') ?? Object.keys(fields).find((k) => k !== input.key && fields[k].kind === 'text') ?? null;
  if (nameField) check('nameField', [nameField]);
  for (const [k, f] of Object.entries(fields)) {
    if (!f.due) continue;
    check(`${k}.due`, [f.due.contact, f.due.from]);
    if (f.kind !== 'date' || fields[f.due.from].kind !== 'date' || !fields[f.due.contact].ref) throw new Error(`doctype ${input.name}: ${k}.due perlu field tanggal dan field kontak yang merujuk`);
  }
  if (input.lookup) {
    const t = tables[input.lookup.table];
    if (!t || !t.fields[input.lookup.field]) throw new Error(`doctype ${input.name}: lookup menyebut ${input.lookup.table}.${input.lookup.field} yang tidak ada`);
  }
  return {
    name: input.name,
    title: input.title,
    access: input.access,
    rights: input.rights ?? 'crud',
    key: input.key,
    nameField,
    routes: input.routes,
    fields,
    tables,
    rules: input.rules ?? [],
    lookup: input.lookup ?? null,
    pick: input.pick ?? { where: {} },
    list: { columns: input.list.columns, search: input.list.search, sort, filters },
    ...(input.menu ? { menu: input.menu } : {}),
    ...(input.readOnly ? { readOnly: input.readOnly === true ? readOnlyMessage(input.title) : input.readOnly } : {}),
    ...(input.indexes?.length ? { indexes: input.indexes } : {}),
    ...(input.rows ? { rows: input.rows } : {}),
  };
}

/** The kernel's refusal of a person's change to a read-only doctype (`readOnly: true`). */
export const readOnlyMessage = (title: string) => `${title} hanya dibuat dan diubah oleh sistem; tidak dapat ditambah, diubah atau dihapus di sini.`;

/** Whether people add, edit and delete its records (the generic screens' Tambah, Simpan, Hapus): false for a read-only doctype. */
export const writableByUsers = (meta: Pick<DoctypeMeta, 'readOnly'>) => !meta.readOnly;

/** The right an add, edit or delete of a record of this doctype takes (spec §3 access actions). */
export function rightFor(meta: Pick<DoctypeMeta, 'rights'>, change: 'add' | 'edit' | 'delete'): 'madd' | 'medit' | 'mdelete' {
  if (meta.rights === 'settings') return 'medit';
  return change === 'add' ? 'madd' : change === 'edit' ? 'medit' : 'mdelete';
}

/** Wire names of the generic acts of a doctype. */
export const actNames = (name: string) => ({
  list: `${name}_list`,
  get: `${name}_get`,
  save: `${name}_save`,
  del: `${name}_del`,
});

/** The rows table of a doctype's replies: `tbl_<name>`; of a child table: `tbl_<its table>`. */
export const tableOf = (meta: Pick<DoctypeMeta, 'name'>) => `tbl_${meta.name}` as const;
export const childTableOf = (c: Pick<ChildMeta, 'table'>) => `tbl_${c.table}` as const;

/** Default page size of lists (spec §9: default page search limit 15). */
export const PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 500;
/** Lists count at most this many rows (the total shows "10.000+"): no full count per page turn. */
export const COUNT_CAP = 10_000;
