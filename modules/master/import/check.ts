/**
 * Checking an import before anything is written: the header, then every row (field rules of the
 * declaration, its record rules, duplicates within the file and against the database, codes it
 * refers to), with every problem named by row and column. Records are then saved one by one
 * through the doctype's own `_save` handler, in one transaction.
 */
import { and, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { checkRules, computeRecord, type DoctypeMeta, type FieldSpec } from '@niaga/kernel';
import { colsOf, registered, targetOf, VERSION_SQL, type Tx } from '@niaga/kernel/server';
import { columnLetter, columnName, columnNeeded, importColumns, type ImportColumn, type ImportKind } from './kinds';
import type { Sheet } from './parse';
import type { ImportError } from '../replies';

export type { ImportError } from '../replies';

export interface Draft {
  key: string;
  /** File row of the record's first row. */
  no: number;
  payload: Record<string, unknown>;
  /** File row of every child row, by table. */
  childNos: Record<string, number[]>;
  /** The payload as the save act's schema made it. */
  parsed?: unknown;
}

const FLAG_YES = new Set(['1', 'y', 'ya', 'yes', 'true', 'benar', 'aktif']);
const FLAG_NO = new Set(['0', 't', 'n', 'tidak', 'no', 'false', 'salah', 'nonaktif']);

/** A cell's text as the field's wire value; '' stays out (the declared default applies). */
function wire(f: FieldSpec, text: string): unknown {
  if (text === '') return undefined;
  if (f.kind === 'flag') {
    const t = text.toLowerCase();
    return FLAG_YES.has(t) ? true : FLAG_NO.has(t) ? false : text;
  }
  return text;
}

export class Checker {
  readonly columns: ImportColumn[];
  readonly errors: ImportError[] = [];
  private index = new Map<string, number>();
  private byName = new Map<string, ImportColumn>();

  constructor(
    readonly meta: DoctypeMeta,
    readonly kind: ImportKind,
    readonly sheet: Sheet,
  ) {
    this.columns = importColumns(meta, kind);
    for (const c of this.columns) this.byName.set(c.name.toLowerCase(), c);
  }

  /** Adds an error at a file row and column (header name, or a field/table path). */
  fail(no: number, column: string, pesan: string) {
    const i = this.index.get(column.toLowerCase());
    this.errors.push({ baris: no, kolom: column, sel: i === undefined ? '' : `${columnLetter(i)}${no}`, pesan });
  }

  /** Row 1: every column known, none twice, every required column present. */
  checkHeader(): boolean {
    this.sheet.header.forEach((h, i) => {
      const k = h.toLowerCase();
      if (!h) this.errors.push({ baris: 1, kolom: '', sel: `${columnLetter(i)}1`, pesan: `Judul kolom ${columnLetter(i)} kosong.` });
      else if (!this.byName.has(k)) this.errors.push({ baris: 1, kolom: h, sel: `${columnLetter(i)}1`, pesan: `Kolom '${h}' tidak dikenal untuk Import ${this.kind.title}.` });
      else if (this.index.has(k)) this.errors.push({ baris: 1, kolom: h, sel: `${columnLetter(i)}1`, pesan: `Kolom '${h}' ada dua kali.` });
      else this.index.set(k, i);
    });
    for (const c of this.columns)
      if (columnNeeded(this.meta, this.kind, c) && !this.index.has(c.name.toLowerCase())) this.errors.push({ baris: 1, kolom: c.name, sel: '', pesan: `Kolom '${c.name}' (${c.label}) wajib ada.` });
    return this.errors.length === 0;
  }

  private cell(cells: string[], c: ImportColumn): string {
    const i = this.index.get(c.name.toLowerCase());
    return i === undefined ? '' : (cells[i] ?? '');
  }

  /**
   * Rows → records (rows with the same key are one record when the kind carries child rows; a
   * numbered document with a flat table is one per distinct header cells).
   */
  drafts(): Draft[] {
    // A numbered document's file has no key column: every row is one record, or one line.
    const keyCol = this.columns.find((c) => c.table === null && c.field === this.meta.key);
    const header = this.columns.filter((c) => c.table === null);
    const out = new Map<string, Draft>();
    for (const r of this.sheet.rows) {
      const rawKey = keyCol ? this.cell(r.cells, keyCol) : this.kind.flat ? JSON.stringify(header.map((c) => this.cell(r.cells, c).toUpperCase())) : '';
      const key = keyCol?.spec.upper ? rawKey.toUpperCase() : rawKey;
      let d = key ? out.get(key) : undefined;
      if (d && keyCol && !this.kind.tables.length) {
        this.fail(r.no, keyCol.name, `${keyCol.label} '${key}' sama dengan baris ${d.no}.`);
        continue;
      }
      if (!d) {
        const payload: Record<string, unknown> = {};
        for (const c of this.columns) if (c.table === null) payload[c.field] = wire(c.spec, this.cell(r.cells, c));
        for (const t of this.kind.tables) payload[t] = [];
        d = { key, no: r.no, payload, childNos: Object.fromEntries(this.kind.tables.map((t) => [t, []])) };
        out.set(key || `#${r.no}`, d);
      }
      for (const t of this.kind.tables) {
        const cols = this.columns.filter((c) => c.table === t);
        if (!cols.some((c) => this.cell(r.cells, c) !== '')) continue;
        for (const c of cols) if (this.kind.needed?.includes(c.name) && this.cell(r.cells, c).trim() === '') this.fail(r.no, c.name, `${c.label} wajib diisi.`);
        (d.payload[t] as Record<string, unknown>[]).push(Object.fromEntries(cols.map((c) => [c.field, wire(c.spec, this.cell(r.cells, c))])));
        d.childNos[t].push(r.no);
      }
    }
    return [...out.values()];
  }

  /** A field path of a record (`namaitem`, `satuanitem.1.barcode`, `satuanitem`) → its file row and column. */
  private at(d: Draft, path: (string | number)[]): { no: number; column: string } {
    const [a, b, c] = path;
    if (typeof a === 'string' && this.meta.tables[a]) {
      if (typeof b === 'number') return { no: d.childNos[a]?.[b] ?? d.no, column: typeof c === 'string' ? columnName(this.kind, a, c) : '' };
      return { no: d.no, column: '' };
    }
    return { no: d.no, column: typeof a === 'string' ? a : '' };
  }

  failAt(d: Draft, path: string | (string | number)[], pesan: string) {
    const parts = typeof path === 'string' ? path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : path;
    const { no, column } = this.at(d, parts);
    this.fail(no, column, pesan);
  }

  /**
   * An update (the datasheet): each record's stored header under the cells given (a blank cell
   * keeps the stored value), with its id; a key not stored is refused on its cell.
   */
  async merge(tx: Tx, drafts: Draft[]) {
    const reg = registered(this.meta.name);
    if (!reg) throw new Error(`doctype ${this.meta.name} tidak terdaftar`);
    const cols = colsOf(reg.tables.main);
    const key = this.meta.key;
    const stored = new Map<string, Record<string, unknown>>();
    const keys = [...new Set(drafts.map((d) => d.key).filter(Boolean))];
    for (let i = 0; i < keys.length; i += 2000) {
      // With each record its version (`versi`, as `_get` gives it): the edit below is based on what was read here.
      const rows = (await tx
        .select({ ...getTableColumns(reg.tables.main), versi: VERSION_SQL })
        .from(reg.tables.main)
        .where(inArray(cols[key], keys.slice(i, i + 2000)))) as Record<string, unknown>[];
      for (const r of rows) stored.set(String(r[key]), r);
    }
    const fields = Object.entries(this.meta.fields).filter(([, f]) => !f.compute && !f.hidden);
    for (const d of drafts) {
      const old = stored.get(d.key);
      if (!old) {
        if (d.key) this.fail(d.no, key, `${this.meta.fields[key].label} '${d.key}' tidak ditemukan.`);
        d.payload = {};
        continue;
      }
      const given = Object.fromEntries(Object.entries(d.payload).filter(([, v]) => v !== undefined));
      const base = Object.fromEntries(fields.map(([k, f]) => [k, old[k] === null ? undefined : f.kind === 'decimal' ? String(old[k]) : old[k]]));
      // An update is its user's deliberate overwrite of the fields the file names, the others kept as
      // read: it is saved with the version read here (someone's save since refuses the import, 45).
      d.payload = { ...base, ...given, id: Number(old.id), versi: old.versi };
    }
  }

  /** The declaration's field rules (the save act's schema) and record rules, per record. */
  validate(drafts: Draft[], schema: z.ZodType) {
    for (const d of drafts) {
      if (this.kind.update && d.payload.id === undefined) continue;
      const r = schema.safeParse(d.payload);
      if (!r.success) {
        const seen = new Set<string>();
        for (const iss of r.error.issues) {
          const k = iss.path.join('.');
          if (seen.has(k)) continue;
          seen.add(k);
          this.failAt(d, iss.path as (string | number)[], iss.message);
        }
        continue;
      }
      d.parsed = r.data;
      const rec = computeRecord(this.meta, r.data as Record<string, unknown>);
      for (const x of checkRules(this.meta, rec)) this.failAt(d, x.field ?? '', x.message);
    }
  }

  /** Unique fields against the file and the database, and codes that must exist. */
  async checkDatabase(tx: Tx, drafts: Draft[]) {
    const ok = drafts.filter((d) => d.parsed);
    const reg = registered(this.meta.name);
    if (!reg) throw new Error(`doctype ${this.meta.name} tidak terdaftar`);
    const val = (d: Draft) => d.parsed as Record<string, unknown>;
    // Header fields unique across records.
    for (const [k, f] of Object.entries(this.meta.fields)) {
      // An update names stored records: the key is checked by merge, other unique fields by the save.
      if (!f.unique || this.kind.update) continue;
      const first = new Map<string, number>();
      for (const d of ok) {
        const v = String(val(d)[k] ?? '');
        if (!v) continue;
        if (first.has(v) && k !== this.meta.key) this.fail(d.no, k, `${f.label} '${v}' sama dengan baris ${first.get(v)}.`);
        else first.set(v, d.no);
      }
      const found = await existing(tx, reg.tables.main, k, [...first.keys()]);
      for (const d of ok) if (found.has(String(val(d)[k] ?? ''))) this.fail(d.no, k, `${f.label} '${String(val(d)[k])}' sudah ada.`);
    }
    // Child fields unique across every record (a barcode).
    for (const t of this.kind.tables) {
      const c = this.meta.tables[t];
      for (const [k, f] of Object.entries(c.fields)) {
        if (!f.unique) continue;
        const first = new Map<string, number>();
        const uses: { d: Draft; i: number; v: string }[] = [];
        for (const d of ok)
          ((val(d)[t] as Record<string, unknown>[]) ?? []).forEach((row, i) => {
            const v = String(row[k] ?? '');
            if (!v) return;
            const no = d.childNos[t][i];
            if (first.has(v)) this.fail(no, columnName(this.kind, t, k), `${f.label} '${v}' sama dengan baris ${first.get(v)}.`);
            else first.set(v, no);
            uses.push({ d, i, v });
          });
        const found = await existing(tx, reg.tables.children[t], k, [...first.keys()]);
        for (const u of uses) if (found.has(u.v)) this.fail(u.d.childNos[t][u.i], columnName(this.kind, t, k), `${f.label} '${u.v}' sudah dipakai.`);
      }
    }
    // Codes of other doctypes must exist (one query per referenced doctype).
    const uses = new Map<string, { no: number; column: string; label: string; v: string }[]>();
    const note = (f: FieldSpec, v: unknown, no: number, column: string) => {
      if (!f.ref || f.ref.within || typeof v !== 'string' || !v) return;
      if (!uses.has(f.ref.doctype)) uses.set(f.ref.doctype, []);
      uses.get(f.ref.doctype)!.push({ no, column, label: f.label, v });
    };
    for (const d of ok) {
      for (const [k, f] of Object.entries(this.meta.fields)) note(f, val(d)[k], d.no, k);
      for (const t of this.kind.tables)
        ((val(d)[t] as Record<string, unknown>[]) ?? []).forEach((row, i) => {
          for (const [k, f] of Object.entries(this.meta.tables[t].fields)) note(f, row[k], d.childNos[t][i], columnName(this.kind, t, k));
        });
    }
    for (const [doctype, list] of uses) {
      const target = targetOf(doctype);
      if (!target || target.parent) continue;
      const found = await existing(tx, target.table, target.key.name, [...new Set(list.map((u) => u.v))], true);
      for (const u of list) if (!found.has(u.v)) this.fail(u.no, u.column, `${u.label} '${u.v}' tidak ditemukan.`);
    }
  }

  /** Errors in file order, row then column. */
  sorted(): ImportError[] {
    const col = (e: ImportError) => this.index.get(e.kolom.toLowerCase()) ?? -1;
    return [...this.errors].sort((a, b) => a.baris - b.baris || col(a) - col(b));
  }
}

/** Which of `values` a column of `table` holds (in chunks, one query each). */
async function existing(tx: Tx, table: Parameters<typeof colsOf>[0], column: string, values: string[], byDbName = false): Promise<Set<string>> {
  const out = new Set<string>();
  if (!values.length) return out;
  const cols = colsOf(table);
  const c = byDbName ? Object.values(cols).find((x) => x.name === column)! : cols[column];
  for (let i = 0; i < values.length; i += 2000) {
    const chunk = values.slice(i, i + 2000);
    const where: SQL | undefined = and(inArray(c, chunk));
    const rows = (await tx.select({ v: c }).from(table).where(where)) as { v: unknown }[];
    for (const r of rows) out.add(String(r.v));
  }
  return out;
}
