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
import { useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Space, Table, Tooltip, Typography, type FormInstance, type InputRef } from 'antd';
import { BarcodeOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { fieldSchema, tableOf, type ChildMeta, type DigitsKind, type FieldSpec } from '@niaga/kernel';
import { call } from '../api';
import { formatField } from '../digits';
import { DecimalInput, fieldWidget } from '../doctype/widgets';
import { choosing, FOCUSABLE, focusField, nextField } from '../doctype/keys';
import { toWireValue, type FormValue } from '../doctype/values';
import { childPickQuery, fillsOf, refTarget, refWidget, type Picked } from '../doctype/RefPicker';
import { emptyRow, isBlankRow, isUntakenRow, visibleFields, type FormRow } from './values';
import { useLineDefaults } from './lineDefaults';

const schemaRule = (f: FieldSpec) => ({
  validator: (_: unknown, value: FormValue) => {
    const r = fieldSchema(f).safeParse(toWireValue(f, value));
    return r.success ? Promise.resolve() : Promise.reject(new Error(r.error.issues[0]?.message ?? `${f.label} tidak valid`));
  },
});

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
  const scanRef = useRef<InputRef>(null);
  const [scan, setScan] = useState('');
  const [scanning, setScanning] = useState(false);
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

  /**
   * Why a scanned code gives no line: not found at all, or found but not one this field takes (an
   * assembly order takes assembly items only) — then its declared refusal (`ref.message`).
   */
  const notTaken = async (code: string) => {
    const target = refTarget(scanner!.f.ref!.doctype);
    if (target?.kind !== 'doctype') return `Kode atau barcode '${code}' tidak ditemukan.`;
    const notFound = `${target.meta.title} dengan kode atau barcode '${code}' tidak ditemukan.`;
    if (!scanner!.f.ref!.where) return notFound;
    const any = await call<Record<string, Picked[]>>(`${target.meta.name}_pick`, { exact: code, filter: target.meta.pick.where });
    const found = any.num === 0 ? any.data?.[tableOf(target.meta)]?.[0] : undefined;
    if (!found) return notFound;
    const kode = String(found[target.meta.key]);
    const name = target.meta.nameField ? String(found[target.meta.nameField] ?? '') : '';
    const template = scanner!.f.ref!.message ?? '{label}: {code} {name} tidak dapat dipilih di sini.';
    return template.replaceAll('{label}', scanner!.f.label).replaceAll('{code}', kode).replaceAll('{name}', name).replace(/\s+/g, ' ').trim();
  };

  /** The scan box: a code or barcode, Enter → the item's line, the cursor on its quantity. */
  const onScan = async () => {
    const code = scan.trim();
    if (!code || !scanner || scanning) return;
    const target = refTarget(scanner.f.ref!.doctype);
    if (target?.kind !== 'doctype') return;
    setScanning(true);
    const env = await call<Record<string, Picked[]> & { cocok: Record<string, unknown> | null }>(`${target.meta.name}_pick`, {
      exact: code,
      filter: { ...target.meta.pick.where, ...(scanner.f.ref!.where ?? {}) },
    });
    setScanning(false);
    const picked = env.num === 0 ? env.data?.[tableOf(target.meta)]?.[0] : undefined;
    if (!picked) {
      message.warning(env.num === 0 ? await notTaken(code) : env.msg);
      scanRef.current?.select();
      return;
    }
    const row: FormRow = { ...emptyRow(child), [scanner.name]: String(picked[target.meta.key]) };
    for (const [k, v] of Object.entries({ ...fillsOf(scanner.f, picked), ...(env.data.cocok ?? {}) })) if (k in child.fields && v !== null && v !== undefined) row[k] = String(v);
    if (target.meta.nameField) row[`${scanner.name}_nama`] = String(picked[target.meta.nameField] ?? '');
    const qtyField = fields.find(([, f]) => f.kind === 'decimal' && !f.compute)?.[0];
    if (qtyField && (row[qtyField] === null || row[qtyField] === undefined)) row[qtyField] = '1';
    // A blank last row is taken; otherwise the line is added after the others.
    const cur = rowsNow();
    const blank = cur.length && isBlankRow(child, cur[cur.length - 1]) ? cur.length - 1 : -1;
    let i: number;
    if (blank >= 0) {
      form.setFieldValue(child.key, cur.map((r, j) => (j === blank ? row : r)));
      onChanged();
      i = blank;
    } else i = addRow(undefined, row);
    setScan('');
    if (i >= 0) focusCell(i, qtyField);
  };

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
          <Space style={{ justifyContent: 'space-between', width: '100%', marginBottom: 8 }} wrap>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {child.title}
            </Typography.Title>
            <Space wrap>
              {scanner && (
                <Input
                  ref={scanRef}
                  value={scan}
                  onChange={(e) => setScan(e.target.value)}
                  onPressEnter={(e) => {
                    e.preventDefault();
                    e.stopPropagation();
                    void onScan();
                  }}
                  prefix={<BarcodeOutlined />}
                  placeholder="Kode / barcode, Enter"
                  aria-label={`Kode atau barcode ${scanner.f.label.toLowerCase()}`}
                  autoComplete="off"
                  style={{ width: 240 }}
                  readOnly={scanning}
                  data-scan="1"
                />
              )}
              <Tooltip title="Insert / Ctrl+Enter">
                <Button size="small" icon={<PlusOutlined />} onClick={() => focusCell(addRow())}>
                  Tambah Baris
                </Button>
              </Tooltip>
            </Space>
          </Space>
          <Table
            size="small"
            bordered
            pagination={false}
            rowKey="key"
            dataSource={rows as { key: number; name: number }[]}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: 'Belum ada baris' }}
            columns={[
              { key: '_no', title: 'No', width: 48, align: 'center', render: (_: unknown, __: unknown, i: number) => i + 1 },
              ...fields.map(([k, f]) => ({
                key: k,
                title: (
                  <span>
                    {f.label}
                    {f.required && f.kind !== 'flag' && f.default === undefined && !f.compute ? <span style={{ color: '#ff4d4f' }}> *</span> : null}
                  </span>
                ),
                align: f.kind === 'decimal' || f.kind === 'int' ? ('right' as const) : undefined,
                fixed: pinned.has(k) ? ('right' as const) : undefined,
                width: f.ref ? (refTarget(f.ref.doctype)?.kind === 'child' ? 150 : 280) : f.kind === 'decimal' ? 150 : f.kind === 'code' ? 150 : undefined,
                render: (_: unknown, row: { name: number }) => {
                  if (f.filled)
                    return (
                      <span data-field={k} data-testid={`${child.key}-${row.name}-${k}`} style={{ display: 'block', textAlign: 'right', minWidth: 110, color: 'rgba(0,0,0,0.55)' }} title="Diisi saat disimpan">
                        {figures[row.name]?.[k] === null || figures[row.name]?.[k] === undefined || figures[row.name]?.[k] === '' ? '—' : formatField(f, String(figures[row.name]?.[k]))}
                      </span>
                    );
                  if (f.compute)
                    return (
                      <span data-field={k} data-testid={`${child.key}-${row.name}-${k}`} style={{ display: 'block', textAlign: 'right', minWidth: 110 }}>
                        {formatField(f, String(figures[row.name]?.[k] ?? '0'))}
                      </span>
                    );
                  return (
                    <span data-field={k} style={{ display: 'block' }}>
                      <Cell form={form} child={child} name={k} f={f} index={row.name} header={header} onPicked={(p) => applyFills(row.name, f, p)} />
                    </span>
                  );
                },
              })),
              {
                key: '_aksi',
                title: '',
                width: 44,
                align: 'center' as const,
                fixed: pinned.size ? ('right' as const) : undefined,
                render: (_: unknown, row: { name: number }) => (
                  <Tooltip title="Hapus baris (Ctrl+Delete)">
                    <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Hapus baris ${row.name + 1}`} tabIndex={-1} onClick={() => removeRow(row.name)} />
                  </Tooltip>
                ),
              },
            ]}
            summary={() => {
              // Column totals of amounts (typed or computed), from the same figures the server computes.
              if (!child.totals.length) return null;
              return (
                <Table.Summary fixed>
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0}>
                      <b>Total</b>
                    </Table.Summary.Cell>
                    {fields.map(([k, f], i) => (
                      <Table.Summary.Cell key={k} index={i + 1} align={f.kind === 'decimal' ? 'right' : undefined}>
                        {child.totals.includes(k) ? (
                          <b data-testid={child.key === 'lines' ? `total-${k}` : `total-${child.key}-${k}`}>
                            {formatField(f, sumFigures(figures, k, f.scale ?? 2))}
                          </b>
                        ) : null}
                      </Table.Summary.Cell>
                    ))}
                    <Table.Summary.Cell index={fields.length + 1} />
                  </Table.Summary.Row>
                </Table.Summary>
              );
            }}
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

/** Σ of a column (decimal strings, exact). */
function sumFigures(figures: Record<string, unknown>[], k: string, scale: number): string {
  let units = 0n;
  for (const r of figures) {
    const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(r?.[k] ?? '0'));
    if (!m) continue;
    const n = BigInt(m[2] + (m[3] ?? '').padEnd(scale, '0').slice(0, scale));
    units += m[1] ? -n : n;
  }
  const neg = units < 0n;
  const s = (neg ? -units : units).toString().padStart(scale + 1, '0');
  return `${neg ? '-' : ''}${scale ? `${s.slice(0, -scale)}.${s.slice(-scale)}` : s}`;
}

/** One editable cell: the field's widget inside its Form.Item, watching the row for `within`. */
function Cell({ form, child, name, f, index, header, onPicked }: { form: FormInstance; child: ChildMeta; name: string; f: FieldSpec; index: number; header: Record<string, unknown>; onPicked: (p: Picked | undefined) => void }) {
  const row = Form.useWatch([child.key, index], { form, preserve: true }) as FormRow | undefined;
  const label = `${f.label} baris ${index + 1}`;
  const widget = f.ref
    ? refWidget(f, { 'aria-label': label, style: { maxWidth: 'none' }, values: { ...header, ...(row ?? {}) }, onPicked, valueName: row?.[`${name}_nama`] ? String(row[`${name}_nama`]) : undefined })
    : f.kind === 'decimal'
      ? <DecimalCell scale={f.scale} digits={f.digits} />
      : f.kind === 'code' || f.kind === 'text'
        ? <Input maxLength={f.max} autoComplete="off" aria-label={label} style={{ width: '100%', minWidth: f.kind === 'text' ? 140 : 100, textTransform: f.upper ? 'uppercase' : undefined }} />
        : fieldWidget(f);
  return (
    <Form.Item
      name={[index, name]}
      rules={[schemaRule(f)]}
      validateFirst
      valuePropName={f.kind === 'flag' ? 'checked' : 'value'}
      normalize={f.upper ? (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v) : undefined}
      style={{ margin: 0 }}
    >
      {widget}
    </Form.Item>
  );
}

/** A money or quantity cell: the shared id-ID decimal input (antd Form.Item passes id, value, onChange). */
function DecimalCell({ id, value, onChange, scale, digits }: { id?: string; value?: string | null; onChange?: (v: string | null) => void; scale?: number; digits?: DigitsKind }) {
  return (
    <span style={{ display: 'block', minWidth: 120 }}>
      <DecimalInput id={id} value={value} onChange={onChange} scale={scale} digits={digits} />
    </span>
  );
}
