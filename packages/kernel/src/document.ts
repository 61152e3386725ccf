/**
 * Business documents: a doctype with a transaction code (number series and posting source), a
 * date, the office it belongs to, child tables (its lines, payments …), optionally a status kept
 * from how much of its lines other documents have taken, and a posting (declared on the server,
 * see server/records.ts). Declared once, isomorphic.
 */
import { child, doctype, type ChildInput, type ChildrenOf, type ChildTableName, type DeclaredChild, type DoctypeInput, type DoctypeMeta, type FieldMap, type RecordFrom, type Rule, type RowRule } from './doctype';
import type { RowOf } from './types-from-decl';
import { code, date, Field, select } from './fields';

export interface DocumentInput extends Omit<DoctypeInput, 'key' | 'fields' | 'tables'> {
  /** Transaction code: number prefix and posting source (KM, KK, KT, JU, IM, BL, JL, …). */
  code: string;
  /** Header fields besides `notransaksi`, `tanggal` and `kodekantor`, which every document has. */
  fields: Record<string, Field>;
  tables?: Record<string, ChildInput>;
  /** Shorthand for `tables.lines`. */
  lines?: Omit<ChildInput, 'fields'> & { fields: Record<string, Field> };
  /**
   * A document others take from (an order): its status follows the remaining quantities of its
   * `remaining` rows — open, partly taken, closed — with these labels.
   */
  status?: { open: string; partly: string; closed: string };
  /** Whether saving posts to the books (orders do not). Default true. */
  posts?: boolean;
}

export interface DocumentMeta<N extends string = string, F extends FieldMap = FieldMap, T extends Record<string, DeclaredChild> = Record<string, DeclaredChild>> extends DoctypeMeta<N, F, T> {
  code: string;
  status: { open: string; partly: string; closed: string } | null;
  posts: boolean;
}

/** Status values kept in `status` (see DocumentInput.status). */
export const STATUS = { open: '0', partly: '1', closed: '2' } as const;

/** The transaction number: given by the server when adding (series code + yymm + sequence). */
export const notransaksiField = () =>
  new Field({ kind: 'code', label: 'No. Transaksi', max: 40, required: false, unique: true, upper: true }).pattern(
    /^[A-Za-z0-9\-_./]+$/,
    'No. Transaksi hanya boleh berisi huruf, angka, dan tanda - _ . /',
  );

/** The office a document belongs to (kantor.kodekantor); the server fills the user's office. */
export const kodekantorField = () => code('Kantor', 5).upper().optional().hidden();

/** The header fields every document has besides its own (`status` when it declares one). */
export type DocumentHead = { notransaksi: Field<'code', true>; tanggal: Field<'date', true>; kodekantor: Field<'code', true> } & Partial<Record<'status', Field<'select', true>>>;

/** The child tables of a document: its `tables` and its `lines`. */
type DocumentChildren<N extends string, T, L, LT> = ChildrenOf<N, T> & ([L] extends [never] ? unknown : { lines: { fields: L; table: ChildTableName<N, 'lines', LT> } });

export function document<N extends string, F extends FieldMap, T extends Record<string, ChildInput> = Record<never, ChildInput>, L extends FieldMap = never, LT extends string = never>(
  input: Omit<DocumentInput, 'rules' | 'lines'> & {
    name: N;
    fields: F;
    tables?: T;
    lines?: Omit<ChildInput<L>, 'fields' | 'table' | 'rules'> & { fields: L; table?: LT; rules?: NoInfer<RowRule<RowOf<L>, RecordFrom<DocumentHead & F, DocumentChildren<N, T, L, LT>>>>[] };
    rules?: NoInfer<Rule<RecordFrom<DocumentHead & F, DocumentChildren<N, T, L, LT>>>>[];
  },
): DocumentMeta<N, DocumentHead & F, DocumentChildren<N, T, L, LT>> {
  if (!/^[A-Z]{1,6}$/.test(input.code)) throw new Error(`document ${input.name}: kode '${input.code}' tidak valid`);
  const tables = { ...(input.lines ? { lines: child(input.lines.fields, input.lines) } : {}), ...(input.tables ?? {}) };
  const status: Record<string, Field> = input.status
    ? {
        status: select('Status', [
          { value: STATUS.open, label: input.status.open },
          { value: STATUS.partly, label: input.status.partly },
          { value: STATUS.closed, label: input.status.closed },
        ])
          .default(STATUS.open)
          .hidden(),
      }
    : {};
  // The rules were typed by this document's record; the doctype keeps them as rules of any record.
  const rules: Rule[] = input.rules ?? [];
  const meta = doctype({
    ...input,
    rules,
    key: 'notransaksi',
    nameField: input.nameField ?? ('keterangan' in input.fields ? 'keterangan' : undefined),
    fields: { notransaksi: notransaksiField(), tanggal: date('Tanggal'), ...input.fields, kodekantor: kodekantorField(), ...status },
    tables,
    list: {
      ...input.list,
      sort: input.list.sort ?? { field: 'tanggal', dir: 'desc' },
      filters: input.list.filters ?? [{ field: 'tanggal', default: 'bulanini' }, ...(input.status ? ['status'] : [])],
    },
  });
  if (input.status && !Object.values(meta.tables).some((t) => t.remaining))
    throw new Error(`document ${input.name}: status memerlukan tabel dengan 'remaining'`);
  const out: DocumentMeta = { ...meta, code: input.code, status: input.status ?? null, posts: input.posts ?? true };
  // The declared field types are a type only (DoctypeMeta.declared): the value is the same.
  return out as DocumentMeta<N, DocumentHead & F, DocumentChildren<N, T, L, LT>>;
}

export const isDocument = (m: DoctypeMeta): m is DocumentMeta => 'code' in m && 'posts' in m;
