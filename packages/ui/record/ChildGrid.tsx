/**
 * The editable grid of one child table (a document's lines, an item's units), built from its
 * declaration: one cell per field (pickers for references, filled on pick as declared; computed
 * cells read-only, live), fully usable by keyboard:
 * - Enter (or Tab) moves to the next cell; Enter from the last cell of a filled last row adds a row
 *   (unless the grid has its most rows: then it moves on to the next field); Enter passes over a
 *   reference within the row that has nothing to choose (the variant of an item without variants);
 * - Insert or Ctrl+Enter adds a row below, Ctrl+Delete removes the current row;
 * - for tables of items (a reference whose target has a lookup, e.g. a barcode), the scan box above
 *   the grid takes a typed or scanned code: Enter finds the item by its code or any unit's barcode,
 *   adds the line (with that barcode's unit) and puts the cursor on its quantity;
 * - a table with `defaults` (a sale's lines) gets the fields an act proposes as rows are typed
 *   (the list price for the customer, unit and quantity: ./lineDefaults.ts).
 */
import { useRef, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Table, type FormInstance } from 'antd';
import { type ChildMeta, type FieldSpec } from '@niaga/kernel';
import { choosing, FOCUSABLE, focusField, nextField } from '../doctype/keys';
import { type FormValue } from '../doctype/values';
import { childPickQuery, fillsOf, refTarget, type Picked } from '../doctype/RefPicker';
import { emptyRow, isBlankRow, isUntakenRow, visibleFields, type FormRow } from './values';
import { useChildScan } from './childGridScan';
import { GridBar, gridColumns, gridSummary } from './ChildGridCells';
import { useLineDefaults } from './lineDefaults';

/**
 * Before saving: rows nothing was typed in, and rows taken from another document with quantity 0,
 * are not part of the record — they leave the form (a table keeps one empty row to type in when it
 * needs rows), so they are neither checked nor sent.
 */
export function dropBlankRows(form: FormInstance, children: ChildMeta[]) {
  for (const c of children) {
    const all = (form.getFieldValue(c.key) as FormRow[] | undefined) ?? [];
    const kept = all.filter((r) => !isBlankRow(c, r) && !isUntakenRow(c, r));
    if (kept.length !== all.length) form.setFieldValue(c.key, kept.length || c.min === 0 ? kept : [emptyRow(c)]);
  }
}

/** The first reference of the table to a doctype that can be found by a scanned code (an item). */
export function scanField(c: ChildMeta): { name: string; f: FieldSpec } | null {
  for (const [name, f] of visibleFields(c)) {
    const t = f.ref ? refTarget(f.ref.doctype) : null;
    if (t?.kind === 'doctype' && t.meta.lookup) return { name, f };
  }
  return null;
}

interface Props {
  form: FormInstance;
  child: ChildMeta;
  /** Computed figures of each form row (wire values), from the declaration. */
  figures: Record<string, unknown>[];
  /** Values the rows' references may depend on (the header). */
  header: Record<string, unknown>;
  onChanged: () => void;
}

export function ChildGrid({ form, child, figures, header, onChanged }: Props) {
  const { message } = App.useApp();
  const queries = useQueryClient();
  const wrap = useRef<HTMLDivElement>(null);
  const fields = visibleFields(child);
  const pinned = pinnedTotals(child);
  const scanner = scanField(child);
  const rowsNow = () => (form.getFieldValue(child.key) as FormRow[] | undefined) ?? [];
  // Fields an act proposes as rows are typed (a sale line's list price), when the table declares them.
  useLineDefaults(form, child, header, onChanged);

  const trs = () => Array.from(wrap.current?.querySelectorAll<HTMLElement>('tbody tr[data-row-key]') ?? []);
  const focusCell = (row: number, field?: string) =>
    setTimeout(() => {
      const tr = trs()[row];
      if (!tr) return;
      const target = field ? tr.querySelector<HTMLElement>(`[data-field="${field}"] ${FOCUSABLE.split(',')[0]}, [data-field="${field}"] input`) : tr.querySelector<HTMLElement>(FOCUSABLE);
      target?.focus();
      if (target instanceof HTMLInputElement) target.select();
    }, 30);
  const rowOf = (el: HTMLElement) => trs().findIndex((tr) => tr.contains(el));

  const addRow = (at?: number, row: FormRow = emptyRow(child)) => {
    const cur = rowsNow();
    if (cur.length >= child.max) {
      message.warning(`${child.title} maksimal ${child.max} baris`);
      return -1;
    }
    const i = at === undefined ? cur.length : at;
    form.setFieldValue(child.key, [...cur.slice(0, i), row, ...cur.slice(i)]);
    onChanged();
    return i;
  };
  const removeRow = (i: number) => {
    const next = rowsNow().filter((_, j) => j !== i);
    form.setFieldValue(child.key, next.length || child.min === 0 ? next : [emptyRow(child)]);
    onChanged();
  };

  /** Sets the fields a pick fills, in the same row. */
  const applyFills = (i: number, f: FieldSpec, picked: Picked | undefined) => {
    const set = fillsOf(f, picked);
    if (!Object.keys(set).length) return;
    const cur = rowsNow();
    const row = { ...cur[i] };
    for (const [k, v] of Object.entries(set)) if (k in child.fields) row[k] = v === null || v === undefined ? row[k] : (String(v) as FormValue);
    form.setFieldValue(child.key, cur.map((r, j) => (j === i ? row : r)));
    onChanged();
  };

  const { scanRef, scan, setScan, scanning, onScan } = useChildScan({ child, scanner, fields, rowsNow, form, onChanged, addRow, focusCell, message });

  const onKeyDownCapture = (e: KeyboardEvent<HTMLDivElement>) => {
    const t = e.target as HTMLElement;
    const r = rowOf(t);
    if ((e.key === 'Insert' && !e.ctrlKey) || (e.key === 'Enter' && (e.ctrlKey || e.metaKey))) {
      e.preventDefault();
      e.stopPropagation();
      const i = addRow(r >= 0 ? r + 1 : undefined);
      if (i >= 0) focusCell(i);
      return;
    }
    if (r < 0) return;
    if (e.key === 'Delete' && e.ctrlKey) {
      e.preventDefault();
      e.stopPropagation();
      removeRow(r);
      focusCell(Math.max(0, r - 1));
      return;
    }
    if (e.key !== 'Enter' || e.shiftKey || e.altKey) return;
    if (choosing(t, (from) => moveFrom(from, r))) return;
    e.preventDefault();
    e.stopPropagation();
    moveFrom(t, r);
  };

  /** Enter's move: the next cell or field; from the last cell of a filled last row, a new row. */
  const moveFrom = (t: HTMLElement, r: number) => {
    // The last cell of the grid: a filled last row gets a new row after it; a blank one leaves the grid.
    const cells = Array.from(wrap.current?.querySelectorAll<HTMLElement>('tbody ' + FOCUSABLE.split(', ').join(', tbody ')) ?? []).filter((el) => el.offsetParent !== null);
    const last = cells[cells.length - 1];
    if (last && (last === t || last.contains(t))) {
      const rows = rowsNow();
      // A grid already at its most rows (a process's one product line) leaves the grid instead.
      if (r === rows.length - 1 && !isBlankRow(child, rows[r]) && rows.length < child.max) {
        const i = addRow();
        if (i >= 0) focusCell(i);
        return;
      }
    }
    // Any other cell: the next field; after the last one, the form's Simpan.
    const form = wrap.current?.closest('form') ?? null;
    const next = nextField(form ?? wrap.current, t);
    if (next) void passEmpty(next, r).then((to) => (to ? focusField(to) : form?.querySelector<HTMLElement>('button.ant-btn-primary')?.focus()));
    else form?.querySelector<HTMLElement>('button.ant-btn-primary')?.focus();
  };

  /** From `el` on: the first cell that is not a reference within the row with nothing to choose (e.g. the variant of an item without variants). */
  const passEmpty = async (el: HTMLElement | undefined, r: number): Promise<HTMLElement | undefined> => {
    for (let cur = el; cur; ) {
      const name = cur.closest<HTMLElement>('[data-field]')?.dataset.field;
      const f = name ? child.fields[name] : undefined;
      const target = f?.ref?.within ? refTarget(f.ref.doctype) : null;
      const within = f?.ref?.within ? rowsNow()[r]?.[f.ref.within] : null;
      if (!f || !target || target.kind !== 'child' || !within || rowsNow()[r]?.[name!]) return cur;
      const options = await queries.fetchQuery(childPickQuery(target, String(within))).catch(() => [{}]);
      if (options.length) return cur;
      cur = nextField(wrap.current?.closest('form') ?? wrap.current, cur);
    }
    return undefined;
  };

  return (
    <Form.List name={child.key}>
      {(rows) => (
        <div ref={wrap} className="child-grid" data-table={child.key} style={{ marginTop: 8 }} onKeyDownCapture={onKeyDownCapture}>
          <GridBar child={child} scanner={scanner} scanRef={scanRef} scan={scan} setScan={setScan} scanning={scanning} onScan={onScan} onAdd={() => focusCell(addRow())} />
          <Table
            size="small"
            bordered
            pagination={false}
            rowKey="key"
            dataSource={rows as { key: number; name: number }[]}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: 'Belum ada baris' }}
            columns={gridColumns({ child, fields, pinned, figures, form, header, applyFills, removeRow })}
            summary={() => gridSummary(child, fields, figures)}
          />
        </div>
      )}
    </Form.List>
  );
}

/**
 * The totalled figures a row ends with (a line's Total): kept in sight at the right edge while the
 * grid scrolls sideways, so the row's amount and the Total row's sum show at any width.
 */
export function pinnedTotals(c: ChildMeta): Set<string> {
  const out = new Set<string>();
  const fields = visibleFields(c);
  for (let i = fields.length - 1; i >= 0; i--) {
    const [k, f] = fields[i];
    if (!f.compute || !c.totals.includes(k)) break;
    out.add(k);
  }
  return out;
}
