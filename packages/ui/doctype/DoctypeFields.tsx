/**
 * The declared fields of the doctype form (FormScreen.tsx): a computed field shows its live figure;
 * any other its widget (a bespoke one, a reference picker filling what it declares, or the kind's
 * own), checked by the shared schema of that one field.
 */
import { Form, type FormInstance } from 'antd';
import { fieldSchema, type DoctypeMeta, type FieldSpec } from '@niaga/kernel';
import { formatField } from '../digits';
import { fieldWidget } from './widgets';
import { fillsOf, refWidget } from './RefPicker';
import { toWireValue, type FormValue, type Row } from './values';
import type { FormRecord } from '../record/values';
import type { FormExtras } from './FormScreen';

type Values = FormRecord;

/** The field rule: the shared schema of that one field, so the message is the server's. */
const schemaRule = (f: FieldSpec) => ({
  validator: (_: unknown, value: FormValue) => {
    const r = fieldSchema(f).safeParse(toWireValue(f, value));
    return r.success ? Promise.resolve() : Promise.reject(new Error(r.error.issues[0]?.message ?? `${f.label} tidak valid`));
  },
});

export function DoctypeFields({
  meta,
  form,
  names,
  live,
  watched,
  record,
  extras,
}: {
  meta: DoctypeMeta;
  form: FormInstance<Values>;
  names: string[];
  live: { header: Record<string, unknown> };
  watched: Values;
  record: Row | undefined;
  extras?: FormExtras;
}) {
  return (
    <>
    {names.map((name, i) => {
      const f = meta.fields[name];
      if (f.compute)
        return (
          <Form.Item key={name} label={f.label} style={{ maxWidth: 760 }}>
            <b data-testid={`jumlah-${name}`}>{f.kind === 'decimal' ? formatField(f, String(live.header[name] ?? '0')) : String(live.header[name] ?? '')}</b>
          </Form.Item>
        );
      return (
        <Form.Item
          key={name}
          name={name}
          label={f.label}
          required={f.required && f.kind !== 'flag'}
          valuePropName={f.kind === 'flag' ? 'checked' : 'value'}
          normalize={f.upper ? (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v) : undefined}
          rules={[schemaRule(f)]}
          validateFirst
          style={{ maxWidth: 760 }}
        >
          {extras?.widgets?.[name] ??
            refWidget(f, {
              autoFocus: i === 0,
              values: watched as Record<string, unknown>,
              valueName: record?.[`${name}_nama`] ? String(record[`${name}_nama`]) : undefined,
              onPicked: (p) => {
                const set = fillsOf(f, p);
                if (Object.keys(set).length) form.setFieldsValue(set as Partial<Values>);
              },
            }) ??
            fieldWidget(f, i === 0)}
        </Form.Item>
      );
    })}
    </>
  );
}
