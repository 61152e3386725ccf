/**
 * The parameter form of a report, one widget per parameter kind: date, date range, month, year,
 * account (the AccountPicker), account range, another doctype's code (the RefPicker), options,
 * yes/no. Values are kept in wire form ('YYYY-MM-DD', { dari, sampai }, codes).
 */
import { Checkbox, DatePicker, Flex, InputNumber, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ParamSpec, ParamValues, ReportDecl } from '@niaga/report';
import { AccountPicker, type AccountOption } from '../document/AccountPicker';
import { RefPicker, refTarget } from '../doctype/RefPicker';
import { DATE_FORMAT, WIRE_DATE } from '../format';

const day = (v: unknown) => (typeof v === 'string' && v ? dayjs(v, WIRE_DATE, true) : null);

function Widget({ name, spec, value, onChange }: { name: string; spec: ParamSpec; value: unknown; onChange: (v: unknown) => void }) {
  const id = `param-${name}`;
  switch (spec.kind) {
    case 'tanggal':
      return <DatePicker id={id} aria-label={spec.label} format={DATE_FORMAT} allowClear={false} value={day(value)} onChange={(d) => d && onChange(d.format(WIRE_DATE))} />;
    case 'rentang': {
      const r = (value ?? {}) as { dari?: string; sampai?: string };
      return (
        <DatePicker.RangePicker
          id={id}
          aria-label={spec.label}
          format={DATE_FORMAT}
          allowClear={false}
          value={[day(r.dari), day(r.sampai)]}
          onChange={(v) => v?.[0] && v[1] && onChange({ dari: v[0].format(WIRE_DATE), sampai: v[1].format(WIRE_DATE) })}
        />
      );
    }
    case 'periode':
      return (
        <DatePicker
          id={id}
          aria-label={spec.label}
          picker="month"
          format="MMMM YYYY"
          allowClear={false}
          value={typeof value === 'string' && value ? dayjs(`${value}-01`, WIRE_DATE) : null}
          onChange={(d) => d && onChange(d.format('YYYY-MM'))}
        />
      );
    case 'tahun':
      return <InputNumber id={id} aria-label={spec.label} min={2000} max={2100} precision={0} value={Number(value) || null} onChange={(v) => v && onChange(v)} style={{ width: 110 }} />;
    case 'akun':
      return <AccountPicker id={id} aria-label={spec.label} option={(spec.ref?.filter ?? 'detail') as AccountOption} value={String(value ?? '')} onChange={onChange} placeholder="Semua" style={{ minWidth: 260 }} />;
    case 'rentangakun': {
      const r = (value ?? {}) as { dari?: string; sampai?: string };
      const option = (spec.ref?.filter ?? 'semua') as AccountOption;
      return (
        <Flex gap={6} align="center">
          <AccountPicker id={id} aria-label={`${spec.label} dari`} option={option} value={r.dari ?? ''} onChange={(v) => onChange({ ...r, dari: v ?? '' })} placeholder="Dari awal" style={{ minWidth: 200 }} />
          <Typography.Text type="secondary">s/d</Typography.Text>
          <AccountPicker id={`${id}-sampai`} aria-label={`${spec.label} sampai`} option={option} value={r.sampai ?? ''} onChange={(v) => onChange({ ...r, sampai: v ?? '' })} placeholder="Sampai akhir" style={{ minWidth: 200 }} />
        </Flex>
      );
    }
    case 'ref': {
      const target = spec.ref ? refTarget(spec.ref.doctype) : null;
      return target ? <RefPicker id={id} aria-label={spec.label} target={target} value={String(value ?? '')} onChange={onChange} /> : null;
    }
    case 'pilihan':
      return spec.multiple ? (
        <Select
          id={id}
          aria-label={spec.label}
          mode="multiple"
          allowClear
          placeholder="Semua"
          options={spec.options}
          value={(value as string[]) ?? []}
          onChange={onChange}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 220, maxWidth: 420 }}
          maxTagCount="responsive"
        />
      ) : (
        <Select id={id} aria-label={spec.label} options={spec.options} value={String(value ?? '')} onChange={onChange} style={{ minWidth: 200 }} />
      );
    case 'flag':
      return (
        <Checkbox id={id} checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)}>
          {spec.label}
        </Checkbox>
      );
  }
}

export function ParamForm({ decl, values, onChange, errors }: { decl: ReportDecl; values: ParamValues; onChange: (v: ParamValues) => void; errors?: Record<string, string> }) {
  return (
    <Flex gap={14} wrap align="end">
      {Object.entries(decl.params).map(([name, spec]) => (
        <div key={name}>
          {spec.kind !== 'flag' && (
            <>
              <Typography.Text>{spec.label}</Typography.Text>
              <br />
            </>
          )}
          <Widget name={name} spec={spec} value={values[name]} onChange={(v) => onChange({ ...values, [name]: v })} />
          {errors?.[`param.${name}`] && (
            <>
              <br />
              <Typography.Text type="danger">{errors[`param.${name}`]}</Typography.Text>
            </>
          )}
        </div>
      ))}
    </Flex>
  );
}
