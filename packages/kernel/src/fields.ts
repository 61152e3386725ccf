/**
 * Field declarations: the single source of a doctype's column types, labels, widgets and rules.
 * Isomorphic (browser and server): plain data plus small builders, no database imports.
 */
export type FieldKind = 'code' | 'text' | 'flag' | 'int' | 'decimal' | 'date' | 'select';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldSpec {
  kind: FieldKind;
  label: string;
  /** Max characters (code, text, select). */
  max?: number;
  /** Decimal precision and scale. */
  precision?: number;
  scale?: number;
  required: boolean;
  unique: boolean;
  upper: boolean;
  /** A regular expression the value must match, with the message when it does not. */
  pattern?: { source: string; message: string };
  default?: string | number | boolean;
  options?: FieldOption[];
  multiline?: boolean;
  /** Minimum and maximum for numbers. */
  min?: number;
  maxValue?: number;
  /**
   * A code of another doctype (its key): the form offers a picker of that doctype and the server
   * refuses a code that does not exist. `filter` narrows what the picker offers (for accounts the
   * getlistakun option, e.g. 'kasbank'); the module's own rules enforce it.
   */
  ref?: { doctype: string; filter?: string };
}

/** A chainable field builder; `doctype()` reads `.spec`. */
export class Field {
  constructor(readonly spec: FieldSpec) {}
  private with(patch: Partial<FieldSpec>): Field {
    return new Field({ ...this.spec, ...patch });
  }
  unique(): Field {
    return this.with({ unique: true, required: true });
  }
  upper(): Field {
    return this.with({ upper: true });
  }
  optional(): Field {
    return this.with({ required: false });
  }
  required(): Field {
    return this.with({ required: true });
  }
  pattern(re: RegExp, message: string): Field {
    return this.with({ pattern: { source: re.source, message } });
  }
  default(value: string | number | boolean): Field {
    return this.with({ default: value });
  }
  multiline(): Field {
    return this.with({ multiline: true });
  }
  range(min: number, max: number): Field {
    return this.with({ min, maxValue: max });
  }
  /** The value is the key of a record of `doctype` (see FieldSpec.ref). */
  ref(doctype: string, filter?: string): Field {
    return this.with({ ref: { doctype, ...(filter ? { filter } : {}) } });
  }
}

const base = { required: true, unique: false, upper: false };

/** A short business code: letters, digits and `-_./`, no spaces. */
export const code = (label: string, max: number) =>
  new Field({ ...base, kind: 'code', label, max }).pattern(
    /^[A-Za-z0-9\-_./]+$/,
    `${label} hanya boleh berisi huruf, angka, dan tanda - _ . /`,
  );
export const text = (label: string, max: number) => new Field({ ...base, kind: 'text', label, max });
export const flag = (label: string, dflt = true) =>
  new Field({ ...base, kind: 'flag', label, required: false, default: dflt });
export const int = (label: string) => new Field({ ...base, kind: 'int', label });
export const decimal = (label: string, precision = 18, scale = 2) =>
  new Field({ ...base, kind: 'decimal', label, precision, scale });
export const date = (label: string) => new Field({ ...base, kind: 'date', label });
export const select = (label: string, options: FieldOption[]) =>
  new Field({ ...base, kind: 'select', label, options, max: Math.max(...options.map((o) => o.value.length)) });
