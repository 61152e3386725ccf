/**
 * One widget per field kind, shared by every generic form (and later by bespoke screens):
 * code/text input with max length and uppercase, flag switch (Ya/Tidak), id-ID integer and decimal inputs
 * (decimals kept as strings), date picker in dd/MM/yyyy, select.
 */
import { useId, useRef } from 'react';
import { ConfigProvider, DatePicker, Input, InputNumber, Select, Switch, type SwitchProps } from 'antd';
import type { DigitsKind, FieldSpec } from '@niaga/kernel';
import { DATE_FORMAT, formatInt, parseDecimal } from '../format';
import { formatField } from '../digits';

interface DecimalInputProps {
  id?: string;
  value?: string | null;
  onChange?: (v: string | null) => void;
  scale?: number;
  /** The company digit setting it is shown with (unset: by its scale, see digitsOf). */
  digits?: DigitsKind;
  autoFocus?: boolean;
}

/** A decimal string in one spelling ("144.50" and "144.5" alike), to compare two values. */
const canonical = (v: string) => {
  const [int, frac = ''] = v.replace(/^(-?)0+(?=\d)/, '$1').split('.');
  const f = frac.replace(/0+$/, '');
  return f ? `${int}.${f}` : int;
};

/**
 * What is typed stays as typed until the field is left. antd reformats the text whenever the value
 * comes back from the form and at every render, believing typing has stopped at each key-up: on a
 * slow machine the form's answer to one key ("144.0" → 1440) arrives after the next key, the text
 * was reformatted under the cursor ("1.440,00") and the next keys landed in the middle of it. So
 * while the input has the focus, a value it sent itself never rewrites its text; a value from
 * elsewhere (a pick filling the field) does, and leaving the field formats it.
 */
function useTypedText<V>(id: string | undefined, format: (v: string) => string) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const sent = useRef(new Set<string>());
  const formatter = (v: V | undefined, info: { userTyping: boolean; input: string }) => {
    const value = v === undefined || v === null ? '' : String(v);
    const focused = !!document.activeElement && document.activeElement.id === inputId;
    if (!focused) sent.current.clear();
    if (info.userTyping || (focused && sent.current.has(canonical(value)))) return info.input;
    return format(value);
  };
  const sending = (v: V | null) => {
    sent.current.add(canonical(v === null ? '' : String(v)));
    return v;
  };
  return { inputId, formatter, sending };
}

/**
 * A money/quantity input in id-ID format ("1.234,50") whose value is a decimal string.
 * Shown (when not typing) with the company's digit setting: Rupiah without decimals by default,
 * quantities with only the decimals they have.
 */
export function DecimalInput({ id, value, onChange, scale = 2, digits, autoFocus }: DecimalInputProps) {
  const typed = useTypedText<string>(id, (v) => formatField({ scale, digits }, v));
  return (
    <InputNumber<string>
      id={typed.inputId}
      stringMode
      controls={false}
      keyboard={false}
      autoFocus={autoFocus}
      style={{ width: '100%', maxWidth: 280 }}
      inputMode="decimal"
      value={value ?? null}
      onChange={(v) => onChange?.(typed.sending(v === null || v === '' ? null : String(v)))}
      formatter={typed.formatter}
      parser={(text) => parseDecimal(text ?? '').replace(/\.$/, '')}
      step={scale > 0 ? `0.${'0'.repeat(scale - 1)}1` : '1'}
      styles={{ input: { textAlign: 'right' } }}
    />
  );
}

interface IntInputProps {
  id?: string;
  value?: number | null;
  onChange?: (v: number | null) => void;
  min?: number;
  max?: number;
  autoFocus?: boolean;
}

/** A whole-number input grouped in id-ID format ("1.500"). */
export function IntInput({ id, value, onChange, min, max, autoFocus }: IntInputProps) {
  const typed = useTypedText<number>(id, formatInt);
  return (
    <InputNumber<number>
      id={typed.inputId}
      controls={false}
      keyboard={false}
      autoFocus={autoFocus}
      style={{ width: '100%', maxWidth: 200 }}
      inputMode="numeric"
      precision={0}
      min={min}
      max={max}
      value={value ?? null}
      onChange={(v) => onChange?.(typed.sending(v === null ? null : Number(v)))}
      formatter={typed.formatter}
      parser={(text) => Number((text ?? '').replace(/\./g, '').replace(/[^\d-]/g, '')) || 0}
      styles={{ input: { textAlign: 'right' } }}
    />
  );
}

/** Switches without motion: the label and the handle take their place at once. */
const INSTANT_SWITCH = { components: { Switch: { motionDurationMid: '0s' } } };

/**
 * A yes/no field's switch, labelled Ya / Tidak (every flag field, and the screens' own yes/no
 * settings). antd slides the label of the new state in from outside the track over 0.2 s, clipped
 * by the track meanwhile — "Ya" seen cut as the switch turns on (a screenshot taken as it flips
 * shows it so); here the switch changes at once, so its whole label shows from the moment it does.
 * The track is as wide as its longer label. Form.Item passes id, checked and onChange through.
 */
export function YaTidakSwitch(props: Omit<SwitchProps, 'checkedChildren' | 'unCheckedChildren'>) {
  return (
    <ConfigProvider theme={INSTANT_SWITCH}>
      <Switch checkedChildren="Ya" unCheckedChildren="Tidak" {...props} />
    </ConfigProvider>
  );
}

/** The widget of one declared field. antd Form.Item passes id, value and onChange. */
export function fieldWidget(f: FieldSpec, autoFocus = false) {
  switch (f.kind) {
    case 'code':
    case 'text':
      if (f.multiline) return <Input.TextArea maxLength={f.max} autoSize={{ minRows: 2, maxRows: 6 }} autoFocus={autoFocus} />;
      return (
        <Input
          maxLength={f.max}
          autoFocus={autoFocus}
          autoComplete="off"
          style={{ maxWidth: f.kind === 'code' ? 240 : undefined, textTransform: f.upper ? 'uppercase' : undefined }}
        />
      );
    case 'flag':
      return <YaTidakSwitch autoFocus={autoFocus} />;
    case 'int':
      return <IntInput min={f.min} max={f.maxValue} autoFocus={autoFocus} />;
    case 'decimal':
      return <DecimalInput scale={f.scale} digits={f.digits} autoFocus={autoFocus} />;
    case 'date':
      return <DatePicker format={DATE_FORMAT} autoFocus={autoFocus} style={{ width: 180 }} />;
    case 'select':
      return (
        <Select
          options={f.options ?? []}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear={!f.required}
          autoFocus={autoFocus}
          style={{ maxWidth: 320 }}
        />
      );
  }
}
