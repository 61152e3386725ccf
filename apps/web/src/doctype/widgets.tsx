/**
 * One widget per field kind, shared by every generic form (and later by bespoke screens):
 * code/text input with max length and uppercase, flag switch, id-ID integer and decimal inputs
 * (decimals kept as strings), date picker in dd/MM/yyyy, select.
 */
import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import type { FieldSpec } from '@niaga/kernel';
import { DATE_FORMAT, formatDecimal, formatInt, parseDecimal } from '../format';

interface DecimalInputProps {
  id?: string;
  value?: string | null;
  onChange?: (v: string | null) => void;
  scale?: number;
  autoFocus?: boolean;
}

/** A money/quantity input in id-ID format ("1.234,50") whose value is a decimal string. */
export function DecimalInput({ id, value, onChange, scale = 2, autoFocus }: DecimalInputProps) {
  return (
    <InputNumber<string>
      id={id}
      stringMode
      controls={false}
      autoFocus={autoFocus}
      style={{ width: '100%', maxWidth: 280 }}
      inputMode="decimal"
      value={value ?? null}
      onChange={(v) => onChange?.(v === null || v === '' ? null : String(v))}
      formatter={(v, info) => (info.userTyping ? info.input : formatDecimal(v ?? '', v ? scale : undefined))}
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
  return (
    <InputNumber<number>
      id={id}
      controls={false}
      autoFocus={autoFocus}
      style={{ width: '100%', maxWidth: 200 }}
      inputMode="numeric"
      precision={0}
      min={min}
      max={max}
      value={value ?? null}
      onChange={(v) => onChange?.(v === null ? null : Number(v))}
      formatter={(v, info) => (info.userTyping ? info.input : formatInt(v ?? ''))}
      parser={(text) => Number((text ?? '').replace(/\./g, '').replace(/[^\d-]/g, '')) || 0}
      styles={{ input: { textAlign: 'right' } }}
    />
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
      return <Switch checkedChildren="Ya" unCheckedChildren="Tidak" autoFocus={autoFocus} />;
    case 'int':
      return <IntInput min={f.min} max={f.maxValue} autoFocus={autoFocus} />;
    case 'decimal':
      return <DecimalInput scale={f.scale} autoFocus={autoFocus} />;
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
