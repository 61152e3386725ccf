/**
 * The child grid's columns and cells (ChildGrid.tsx): No, one cell per visible field (filled and
 * computed figures read-only, the others the field's widget in its Form.Item), the delete button;
 * the Total row of the totalled columns; the bar above the grid (its title, the scan box, Tambah Baris).
 */
import type { RefObject } from 'react';
import { Button, Form, Input, Space, Table, Tooltip, Typography, type FormInstance, type InputRef, type TableProps } from 'antd';
import { BarcodeOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { fieldSchema, type ChildMeta, type DigitsKind, type FieldSpec } from '@niaga/kernel';
import { formatField } from '../digits';
import { DecimalInput, fieldWidget } from '../doctype/widgets';
import { toWireValue, type FormValue } from '../doctype/values';
import { refTarget, refWidget, type Picked } from '../doctype/RefPicker';
import type { FormRow } from './values';

const schemaRule = (f: FieldSpec) => ({
  validator: (_: unknown, value: FormValue) => {
    const r = fieldSchema(f).safeParse(toWireValue(f, value));
    return r.success ? Promise.resolve() : Promise.reject(new Error(r.error.issues[0]?.message ?? `${f.label} tidak valid`));
  },
});


/** The grid's columns. */
export function gridColumns({
  child,
  fields,
  pinned,
  figures,
  form,
  header,
  applyFills,
  removeRow,
}: {
  child: ChildMeta;
  fields: [string, FieldSpec][];
  pinned: Set<string>;
  figures: Record<string, unknown>[];
  form: FormInstance;
  header: Record<string, unknown>;
  applyFills: (i: number, f: FieldSpec, picked: Picked | undefined) => void;
  removeRow: (i: number) => void;
}): NonNullable<TableProps<{ key: number; name: number }>['columns']> {
  return [
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
  ];
}

/** Column totals of amounts (typed or computed), from the same figures the server computes. */
export function gridSummary(child: ChildMeta, fields: [string, FieldSpec][], figures: Record<string, unknown>[]) {
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

/** Above the grid: its title, the scan box of a table of items, Tambah Baris. */
export function GridBar({
  child,
  scanner,
  scanRef,
  scan,
  setScan,
  scanning,
  onScan,
  onAdd,
}: {
  child: ChildMeta;
  scanner: { name: string; f: FieldSpec } | null;
  scanRef: RefObject<InputRef | null>;
  scan: string;
  setScan: (v: string) => void;
  scanning: boolean;
  onScan: () => Promise<void>;
  onAdd: () => void;
}) {
  return (
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
          <Button size="small" icon={<PlusOutlined />} onClick={onAdd}>
            Tambah Baris
          </Button>
        </Tooltip>
      </Space>
    </Space>
  );
}
