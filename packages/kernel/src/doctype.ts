import { Field, type FieldSpec } from './fields';

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

export interface DoctypeMeta {
  /** Table name and act prefix: `satuan` → table `satuan`, acts `satuan_list/get/save/del`. */
  name: string;
  /** Singular Indonesian title shown on screens. */
  title: string;
  /** Module access name checked for every act (spec §2). */
  access: string;
  /** The business key shown to people and kept unique (never the primary key). */
  key: string;
  routes: DoctypeRoutes;
  fields: Record<string, FieldSpec>;
  list: {
    columns: string[];
    search: string[];
    sort: { field: string; dir: 'asc' | 'desc' };
  };
}

export interface DoctypeInput {
  name: string;
  title: string;
  access: string;
  key: string;
  routes: DoctypeRoutes;
  fields: Record<string, Field>;
  list: {
    columns: string[];
    search: string[];
    sort?: { field: string; dir: 'asc' | 'desc' };
  };
}

/** Declare a document type once; list, form, acts, table and checks are derived from it. */
export function doctype(input: DoctypeInput): DoctypeMeta {
  const fields = Object.fromEntries(Object.entries(input.fields).map(([k, f]) => [k, f.spec]));
  const known = new Set(Object.keys(fields));
  const check = (where: string, names: string[]) => {
    for (const n of names) if (!known.has(n)) throw new Error(`doctype ${input.name}: ${where} menyebut field '${n}' yang tidak ada`);
  };
  check('key', [input.key]);
  check('list.columns', input.list.columns);
  check('list.search', input.list.search);
  if (!/^[a-z][a-z0-9_]*$/.test(input.name)) throw new Error(`doctype name '${input.name}' tidak valid`);
  const sort = input.list.sort ?? { field: input.key, dir: 'asc' as const };
  check('list.sort', [sort.field]);
  return { ...input, fields, list: { ...input.list, sort } };
}

/** Wire names of the generic acts of a doctype. */
export const actNames = (name: string) => ({
  list: `${name}_list`,
  get: `${name}_get`,
  save: `${name}_save`,
  del: `${name}_del`,
});

/** Default page size of lists (spec §9: default page search limit 15). */
export const PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 500;
