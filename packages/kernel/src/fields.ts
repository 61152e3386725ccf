/**
 * Field declarations: the single source of a doctype's column types, labels, widgets, rules and
 * computed values. Isomorphic (browser and server): data plus small pure functions, no database
 * imports. The same declaration drives the table (server), the zod schema (both sides), the
 * widget (web) and the computed figures (both sides, see compute.ts).
 */
export type FieldKind = 'code' | 'text' | 'flag' | 'int' | 'decimal' | 'date' | 'time' | 'select';

/**
 * Which of the company's digit settings (Pengaturan Umum: Digit Umum, Digit Harga, Digit
 * Kuantitas) a decimal field is shown with: `umum` general amounts, `harga` prices, `qty`
 * quantities (only the decimals the value has); and two that no setting changes: `persen`
 * percentages and rates (only the decimals the value has, up to its scale: 10, 2,5, 12,75 — never
 * "10,0000"), `tetap` its own scale. Display only: the value itself keeps its declared scale.
 */
export type DigitsKind = 'umum' | 'harga' | 'qty' | 'persen' | 'tetap';

export interface FieldOption {
  value: string;
  label: string;
}

/** A value a `where` condition compares with. */
export type WhereValue = string | number | boolean | readonly (string | number)[];

/** The values of one record (or row) as the computed functions and rules see them: wire values. */
export type Values = Record<string, unknown>;

/**
 * A reference to another doctype's record by its key (or to a row of a child table by one of its
 * fields). The server refuses a value that does not exist or does not meet `where`/`within`; the
 * picker offers only what would be accepted and fills `fills` on pick.
 */
export interface RefSpec {
  /** Target: a doctype name (`item`, `perkiraan`) or a child table's name (`satuanitem`). */
  doctype: string;
  /** Conditions the target record must meet: its field → a value or a list of values. */
  where?: Record<string, WhereValue>;
  /**
   * For a child-table target: the field of the same row (or of the header) holding the parent's
   * key the value must belong to — a line's unit must be one of that line's item's units.
   */
  within?: string;
  /** Picking a record fills fields of the same row: local field → target field. */
  fills?: Record<string, string>;
  /**
   * The refusal when `where` is not met, with {label}, {code} and {name} (the target's name),
   * e.g. '{label}: perkiraan {code} {name} bukan perkiraan kas atau bank.'
   */
  message?: string;
}

export interface FieldSpec {
  kind: FieldKind;
  label: string;
  /** Max characters (code, text, select). */
  max?: number;
  /** Decimal precision and scale. */
  precision?: number;
  scale?: number;
  /** The company digit setting a decimal is shown with (see digitsOf); unset: by its scale. */
  digits?: DigitsKind;
  required: boolean;
  unique: boolean;
  /** The refusal of a value already used, with {code} for the value (default "<label> '<value>' sudah dipakai."). */
  uniqueMessage?: string;
  upper: boolean;
  /** A regular expression the value must match, with the message when it does not. */
  pattern?: { source: string; message: string };
  default?: string | number | boolean;
  options?: FieldOption[];
  multiline?: boolean;
  /** Minimum and maximum for numbers. */
  min?: number;
  maxValue?: number;
  /** The value is another record's key (see RefSpec). */
  ref?: RefSpec;
  /**
   * A computed figure: the function of the row (child-table field: `(row, doc)`) or of the whole
   * record (header field: `(doc)`). The browser shows it live; the server computes it again and
   * refuses a saved figure that differs (num 15, naming the field).
   */
  compute?: (values: Values, doc: Values) => unknown;
  /** Required only when this holds (of the row and the whole record). */
  requiredWhen?: (values: Values, doc: Values) => boolean;
  /** Not shown in forms (kept by the server, e.g. a line's remaining quantity). */
  hidden?: boolean;
  /** Filled by the server when the record is saved (an opname line's stock in the books): a row's cell shows it, never takes typing. */
  filled?: boolean;
  /** Header field shown in forms only when this holds of the record (a cheque's number only for a cheque). */
  shownWhen?: (doc: Values) => boolean;
  /** The column has its own index (a field the server keeps that a query seeks or orders by). */
  indexed?: boolean;
  /** A due date the form proposes from the terms of the record a header field refers to (DueSpec). */
  due?: DueSpec;
  /**
   * Text and code fields refuse a value that starts with = + - @ (a spreadsheet formula in a CSV:
   * @niaga/core formula.ts); `signed` lets it start with + or - (a phone number, whose pattern
   * admits only digits and signs).
   */
  signed?: boolean;
}

/**
 * A due date proposed as the person types (`date(...).dueAfter(...)`): the header date `from` plus
 * the days in field `days` of the record the header field `contact` refers to (a supplier's
 * `jatuhtempo`). The form fills it when the date or the contact changes, unless the person typed
 * another date; the server still judges (and may fill) what is saved.
 */
export interface DueSpec {
  contact: string;
  days: string;
  from: string;
}

/** `tanggal` ('YYYY-MM-DD') plus `days` calendar days, 'YYYY-MM-DD'. */
export function datePlusDays(tanggal: string, days: number): string {
  return new Date(Date.parse(`${tanggal.slice(0, 10)}T00:00:00Z`) + Math.trunc(days) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A chainable field builder; `doctype()` reads `.spec`. Its type carries what a record's value of
 * the field is (types-from-decl.ts, `RecordOf`): the kind `K` and whether it is always there `R`
 * (a required field, a flag, one with a default); types only, nothing of it exists at run time.
 */
export class Field<K extends FieldKind = FieldKind, R extends boolean = boolean> {
  /** The field's value type, for `RecordOf` (declared, never set). */
  declare readonly wire?: { kind: K; present: R };
  constructor(readonly spec: FieldSpec) {}
  private with<R2 extends boolean = R>(patch: Partial<FieldSpec>): Field<K, R2> {
    return new Field<K, R2>({ ...this.spec, ...patch });
  }
  /** Unique among all records (an optional field: among the non-empty values); `message` the refusal, with {code}. */
  unique(message?: string): Field<K, R> {
    return this.with({ unique: true, ...(message ? { uniqueMessage: message } : {}) });
  }
  upper(): Field<K, R> {
    return this.with({ upper: true });
  }
  optional(): Field<K, false> {
    return this.with<false>({ required: false });
  }
  required(): Field<K, true> {
    return this.with<true>({ required: true });
  }
  pattern(re: RegExp, message: string): Field<K, R> {
    return this.with({ pattern: { source: re.source, message } });
  }
  default(value: string | number | boolean): Field<K, true> {
    return this.with<true>({ default: value });
  }
  multiline(): Field<K, R> {
    return this.with({ multiline: true });
  }
  range(min: number, max: number): Field<K, R> {
    return this.with({ min, maxValue: max });
  }
  hidden(): Field<K, R> {
    return this.with({ hidden: true });
  }
  /** Filled by the server (see FieldSpec.filled). */
  filled(): Field<K, R> {
    return this.with({ filled: true });
  }
  /** A due date proposed from the contact's terms (see DueSpec); `from` defaults to `tanggal`. */
  dueAfter(contact: string, days: string, from = 'tanggal'): Field<K, R> {
    return this.with({ due: { contact, days, from } });
  }
  /** May start with + or - (a phone number; see FieldSpec.signed). */
  signed(): Field<K, R> {
    return this.with({ signed: true });
  }
  /** Give the column its own index (see FieldSpec.indexed). */
  indexed(): Field<K, R> {
    return this.with({ indexed: true });
  }
  /** Shown with this company digit setting (a price: 'harga'; a percentage or rate: 'persen'). */
  digits(kind: DigitsKind): Field<K, R> {
    return this.with({ digits: kind });
  }
  /** The value is a record of `doctype` (its key); 'kasbank' is short for a cash or bank account. */
  ref(doctype: string, opts: Omit<RefSpec, 'doctype'> | 'kasbank' = {}): Field<K, R> {
    const o = typeof opts === 'string' ? SHORTHAND[opts] : opts;
    return this.with({ ref: { doctype, ...o } });
  }
  /** A figure computed from the record (see FieldSpec.compute); never typed by a person. */
  computed(fn: (values: Values, doc: Values) => unknown): Field<K, R> {
    return this.with({ compute: fn, required: false, default: undefined });
  }
  requiredWhen(fn: (values: Values, doc: Values) => boolean): Field<K, false> {
    return this.with<false>({ requiredWhen: fn, required: false });
  }
  /** Shown in forms only when this holds (see FieldSpec.shownWhen); the server still checks it. */
  shownWhen(fn: (doc: Values) => boolean): Field<K, R> {
    return this.with({ shownWhen: fn });
  }
}

const SHORTHAND: Record<'kasbank', Omit<RefSpec, 'doctype'>> = {
  kasbank: { where: { tipe: ['KAS', 'BANK'] }, message: '{label}: perkiraan {code} {name} bukan perkiraan kas atau bank.' },
};

const base = { required: true, unique: false, upper: false };

/** A short business code: letters, digits and `-_./`, no spaces. */
export const code = (label: string, max: number) =>
  new Field<'code', true>({ ...base, kind: 'code', label, max }).pattern(
    /^[A-Za-z0-9\-_./]+$/,
    `${label} hanya boleh berisi huruf, angka, dan tanda - _ . /`,
  );
export const text = (label: string, max: number) => new Field<'text', true>({ ...base, kind: 'text', label, max });
export const flag = (label: string, dflt = true) =>
  new Field<'flag', true>({ ...base, kind: 'flag', label, required: false, default: dflt });
export const int = (label: string) => new Field<'int', true>({ ...base, kind: 'int', label });
export const decimal = (label: string, precision = 18, scale = 2) =>
  new Field<'decimal', true>({ ...base, kind: 'decimal', label, precision, scale });
/** A quantity: 4 decimals, as the stock ledger keeps them. */
export const qty = (label: string) => decimal(label, 18, 4).digits('qty');

/** The digit setting a decimal field is shown with: declared, else quantities above 2 decimals, else general amounts. */
export const digitsOf = (f: Pick<FieldSpec, 'digits' | 'scale'>): DigitsKind => f.digits ?? ((f.scale ?? 2) > 2 ? 'qty' : 'umum');
export const date = (label: string) => new Field<'date', true>({ ...base, kind: 'date', label });
/** A time of day 'HH:mm'. */
export const time = (label: string) => new Field<'time', true>({ ...base, kind: 'time', label, max: 5 });
export const select = (label: string, options: FieldOption[]) =>
  new Field<'select', true>({ ...base, kind: 'select', label, options, max: Math.max(...options.map((o) => o.value.length)) });

/** The option label of a select value (or the value itself). */
export const optionLabel = (f: FieldSpec, v: unknown): string => f.options?.find((o) => o.value === String(v))?.label ?? String(v ?? '');
