/**
 * Pieces shared by the company-settings forms (/dataperusahaan, /pengaturanumum): one form item
 * per field of modules/admin/company-config.ts with the field's own widget and rule (so messages
 * equal the server's), wire conversions, and refreshing the session's appcfg after a save.
 */
import { Form } from 'antd';
import { fieldSchema, type FieldSpec } from '@niaga/kernel';
import { fieldWidget } from '@niaga/ui/doctype/widgets';
import { toFormValue, toWireValue, type FormValue, type WireValue } from '@niaga/ui/doctype/values';
import { getSession, signIn, tokenLogin } from '@niaga/ui/session';

export const ruleOf = (f: FieldSpec) => ({
  validator: (_: unknown, value: FormValue) => {
    const r = fieldSchema(f).safeParse(toWireValue(f, value));
    return r.success ? Promise.resolve() : Promise.reject(new Error(r.error.issues[0]?.message ?? `${f.label} tidak valid`));
  },
});

export function ConfigItem({ name, f, autoFocus, extra }: { name: string; f: FieldSpec; autoFocus?: boolean; extra?: string }) {
  return (
    <Form.Item
      name={name}
      label={f.label}
      extra={extra}
      required={f.required && f.kind !== 'flag'}
      valuePropName={f.kind === 'flag' ? 'checked' : 'value'}
      normalize={f.upper ? (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v) : undefined}
      rules={[ruleOf(f)]}
      validateFirst
    >
      {fieldWidget(f, autoFocus)}
    </Form.Item>
  );
}

export const toValues = (specs: Record<string, FieldSpec>, row: Record<string, unknown> | undefined) =>
  Object.fromEntries(Object.entries(specs).map(([k, f]) => [k, toFormValue(f, (row?.[k] ?? undefined) as WireValue | undefined)]));

export const toWire = (specs: Record<string, FieldSpec>, values: Record<string, FormValue>) =>
  Object.fromEntries(Object.entries(specs).map(([k, f]) => [k, toWireValue(f, values[k])]));

/** Server field errors (num 15 data.fields) onto the form; the rest as one message. */
export function fieldErrors(form: { setFields: (f: Array<{ name: string; errors: string[] }>) => void }, specs: Record<string, FieldSpec>, data: unknown): string | null {
  const fields = (data as { fields?: Record<string, string> } | null)?.fields ?? {};
  const known = Object.entries(fields).filter(([k]) => k in specs);
  form.setFields(known.map(([name, msg]) => ({ name, errors: [msg] })));
  const other = Object.entries(fields).filter(([k]) => !(k in specs));
  return other.length ? other.map(([, m]) => m).join('; ') : null;
}

/** Token login again so the session's appcfg (digits, company name, logo) follows a save. */
export async function refreshSession(): Promise<void> {
  const s = getSession();
  if (s.status === 'out') return;
  const env = await tokenLogin();
  if (env.num === 0 && env.data) signIn({ ...env.data, token: env.data.token ?? undefined }, s.session.remember);
}
