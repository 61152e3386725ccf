/**
 * Types derived from a declaration, as the declaration derives the table and the schema: the record
 * of a doctype (`RecordOf<typeof item>`), its child rows, and the replies of its generic acts
 * (`<name>_list`, `_get`, `_save`, `_del`, records.ts). No generator: `doctype()` and `document()`
 * keep the declared fields' types (Field<kind, present>), and these read them.
 *
 * Wire values (validate.ts, server/table.ts): code, text, select and time are text ('' when left
 * out); a flag is a boolean; int a number; decimal an exact decimal text ('12500.00'); date
 * 'YYYY-MM-DD'. An int, decimal or date that is neither required nor defaulted may be null.
 */
import type { DeclaredChild, DoctypeMeta, FieldMap } from './doctype';
import type { Field, FieldKind } from './fields';

/** The value of a field of kind K; `present` false: an int, decimal or date may be null. */
export type WireValue<K extends FieldKind, Present extends boolean = true> = K extends 'flag'
  ? boolean
  : K extends 'int'
    ? Present extends true
      ? number
      : number | null
    : K extends 'decimal' | 'date'
      ? Present extends true
        ? string
        : string | null
      : string;

/** The value of one declared field (a field declared on some records only, `{...(c ? { f } : {})}`: undefined on the others). */
export type ValueOf<F> = F extends Field<infer K, infer R> ? WireValue<K, R> : F extends undefined ? undefined : unknown;

/** The values of declared fields (a record's header, or one child row's own fields). */
export type ValuesOf<F extends FieldMap> = { -readonly [k in keyof F]: ValueOf<F[k]> };

/**
 * A child row as a record carries it: its fields, and once saved its id and place; a row taken from
 * another document its source row (`idsumber`, `jenissumber` with several sources), and a row other
 * documents take from its remaining quantity (`sisa`).
 */
export type RowOf<F extends FieldMap> = ValuesOf<F> & { id?: number; urut?: number; idsumber?: number | null; jenissumber?: string | null; sisa?: string };

type Declared<D> = D extends { readonly declared?: { fields: infer F; tables: infer T } } ? { fields: F; tables: T } : never;

/**
 * A record of doctype D as `_save` takes it and `beforeSave` sees it: header fields and child rows
 * (by the child table's key: `lines`, `satuanitem`). Without the declaration's types: any record.
 */
export type RecordOf<D> =
  Declared<D> extends { fields: infer F extends FieldMap; tables: infer T }
    ? ValuesOf<F> & { [k in keyof T]: T[k] extends DeclaredChild ? RowOf<T[k]['fields']>[] : never }
    : Record<string, unknown>;

/**
 * The type of a declaration that has these fields (and child tables): for code that serves several
 * doctypes sharing them (a payment's giro fields, withGiro), `RecordOf<Declares<F>>` is their record.
 */
export type Declares<F extends FieldMap, T extends Record<string, DeclaredChild> = Record<never, DeclaredChild>> = { readonly declared?: { fields: F; tables: T } };

/** A saved record (`afterSave`, `posting`, the `old` of a hook): with its id and its rows' ids. */
export type SavedOf<D> = RecordOf<D> & { id: number };

/** A child row of doctype D's child table C. */
export type ChildRowOf<D, C extends string> =
  Declared<D> extends { tables: infer T } ? (C extends keyof T ? (T[C] extends DeclaredChild ? RowOf<T[C]['fields']> : never) : never) : Record<string, unknown>;

type NameOf<D> = D extends { name: infer N extends string } ? N : string;

/** The name beside a code a record refers to (`kodesatuan_nama`), in `_list` rows and `_get`. */
export type RefNames = { [k: `${string}_nama`]: string | null };

/** The header of a saved record as replies carry it: its fields and id (and the names of the codes it refers to). */
export type HeaderOf<D> = (Declared<D> extends { fields: infer F extends FieldMap } ? ValuesOf<F> : Record<string, unknown>) & { id: number } & RefNames;

/** The rows of each child table under `tbl_<its table>`. */
type ChildTables<D> =
  Declared<D> extends { tables: infer T }
    ? { [k in keyof T as T[k] extends DeclaredChild ? `tbl_${T[k]['table']}` : never]: T[k] extends DeclaredChild ? RowOf<T[k]['fields']>[] : never }
    : unknown;

/** A document's number beside the id (`_save`, `_get`, `_del` of a document). */
type NumberOf<D> = D extends { code: string; posts: boolean } ? { notransaksi: string } : unknown;

/** One page of `<name>_list`: the page's figures and the rows in `tbl_<name>`. */
export type ListReply<D> = {
  query_data: [{ totpage: number; totrec: number; lebih: boolean; page: number; limit: number }];
} & { [k in `tbl_${NameOf<D>}`]: HeaderOf<D>[] };

/** The record's fields as `_get` and `_save` reply them: the id (a document's number), the header in `tbl_<name>`, each child table's rows in `tbl_<table>`. */
type RecordReply<D> = { id: number } & NumberOf<D> & { [k in `tbl_${NameOf<D>}`]: [HeaderOf<D>] } & ChildTables<D>;

/** `<name>_get`: the record and its version beside it (`versi`, null when never saved since versions were kept; send it back with an edit's `_save`). */
export type GetReply<D> = RecordReply<D> & { versi: string | null };

/** `<name>_save`: the record as written (with its ids; a document's number); an edit's reply also carries the version it made. */
export type SaveReply<D> = RecordReply<D> & { versi?: string | null };

/**
 * `<name>_pick` (pick.ts): the rows a picker offers in `tbl_<name>` (the header's fields and id, no
 * names beside codes); with `exact`, what a lookup row matched (`cocok`: its fill values, null when
 * the code itself matched or nothing did).
 */
export type PickReply<D> = { [k in `tbl_${NameOf<D>}`]: Array<(Declared<D> extends { fields: infer F extends FieldMap } ? ValuesOf<F> : { [field: string]: unknown }) & { id: number }> } & {
  cocok?: { [field: string]: unknown } | null;
};

/** `<name>_del`: the id of the deleted record (and a document's number). */
export type DelReply<D> = { id: number } & NumberOf<D>;

/** The generic acts of doctype D by their wire names, with their replies. */
export type ActReplies<D> = {
  [k in `${NameOf<D>}_list`]: ListReply<D>;
} & { [k in `${NameOf<D>}_get`]: GetReply<D> } & { [k in `${NameOf<D>}_save`]: SaveReply<D> } & { [k in `${NameOf<D>}_del`]: DelReply<D> };

/** A doctype's declaration, whatever its fields (for functions generic over declarations). */
export type AnyDoctype = DoctypeMeta;
