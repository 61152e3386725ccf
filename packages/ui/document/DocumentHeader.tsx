/**
 * The document form's header fields (DocumentForm.tsx): `notransaksi` read-only once saved (not shown
 * when adding), `tanggal` under the date lock or with 'Tetap pakai tanggal ini', references with
 * their fills, each checked by its declared schema.
 */
import { Checkbox, Col, DatePicker, Form, Input, Row as GridRow, type FormInstance } from 'antd';
import { fieldSchema, type DocumentMeta, type FieldSpec } from '@niaga/kernel';
import { DATE_FORMAT } from '../format';
import { fieldWidget } from '../doctype/widgets';
import { toWireValue, type FormValue } from '../doctype/values';
import { fillsOf, refWidget } from '../doctype/RefPicker';
import type { FormRecord } from '../record/values';

const schemaRule = (f: FieldSpec) => ({
  validator: (_: unknown, value: FormValue) => {
    const r = fieldSchema(f).safeParse(toWireValue(f, value));
    return r.success ? Promise.resolve() : Promise.reject(new Error(r.error.issues[0]?.message ?? `${f.label} tidak valid`));
  },
});

/** Header fields shown in the form: not kept by the server, not computed (those show as totals). */
const headerFields = (meta: DocumentMeta) => Object.entries(meta.fields).filter(([, f]) => !f.hidden && !f.compute);

export function DocumentHeader({ meta, form, values, mode, locked, keep, setKeep }: { meta: DocumentMeta; form: FormInstance<FormRecord>; values: FormRecord; mode: 'add' | 'edit'; locked: boolean; keep: boolean; setKeep: (v: boolean) => void }) {
  const header = headerFields(meta).filter(([k, f]) => !(k === 'notransaksi' && mode === 'add') && (!f.shownWhen || f.shownWhen(values as Record<string, unknown>)));
  const firstEditable = header.find(([k]) => k !== 'notransaksi' && !(k === 'tanggal' && locked))?.[0];
  const headerWidget = (name: string, f: FieldSpec, first: boolean) => {
    if (name === 'notransaksi') return <Input readOnly variant="filled" style={{ maxWidth: 240 }} aria-label={f.label} />;
    if (name === 'tanggal' && f.kind === 'date') return <DatePicker format={DATE_FORMAT} disabled={locked} autoFocus={first && !locked} allowClear={false} style={{ width: 180 }} />;
    return (
      refWidget(f, {
        autoFocus: first,
        values: values as Record<string, unknown>,
        valueName: values[`${name}_nama`] ? String(values[`${name}_nama`]) : undefined,
        onPicked: (p) => {
          const set = fillsOf(f, p);
          if (Object.keys(set).length) form.setFieldsValue(set as Partial<FormRecord>);
        },
      }) ?? fieldWidget(f, first)
    );
  };
  return (
  <GridRow gutter={[24, 0]}>
    {header.map(([name, f]) => {
      const wide = f.kind === 'text' && !f.multiline && (f.max ?? 0) > 60;
      return (
        <Col key={name} xs={24} md={wide ? 24 : 12} xl={wide ? 12 : 6}>
          <Form.Item
            name={name}
            label={f.label}
            required={name !== 'notransaksi' && f.required && f.kind !== 'flag'}
            valuePropName={f.kind === 'flag' ? 'checked' : 'value'}
            normalize={f.upper ? (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v) : undefined}
            rules={name === 'notransaksi' ? [] : [schemaRule(f)]}
            validateFirst
            extra={
              name !== 'tanggal' ? undefined : locked ? (
                mode === 'add' ? 'Kunci tanggal: memakai tanggal hari ini' : 'Kunci tanggal: tanggal asli dipertahankan'
              ) : mode === 'add' ? (
                <Checkbox checked={keep} onChange={(e) => setKeep(e.target.checked)} tabIndex={-1}>
                  Tetap pakai tanggal ini
                </Checkbox>
              ) : undefined
            }
          >
            {headerWidget(name, f, name === firstEditable)}
          </Form.Item>
        </Col>
      );
    })}
  </GridRow>
  );
}
