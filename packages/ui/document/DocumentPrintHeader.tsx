import { Descriptions, Typography } from 'antd';
import dayjs from 'dayjs';
import { optionLabel, type DocumentMeta, type FieldSpec } from '@niaga/kernel';
import { DATE_FORMAT, formatDate } from '../format';
import { formatField } from '../digits';
import { getSession } from '../session';
import { visibleFields, type FormRecord, type FormRow } from '../record/values';

/**
 * The A4 print of a document (only visible when printing): the company, the document's title,
 * number and date, its header fields, each child table with its figures, the totals.
 */
export function DocumentPrintHeader({ meta, values, live }: { meta: DocumentMeta; values: FormRecord; live: Record<string, unknown> }) {
  const s = getSession();
  const company = s.status === 'out' ? '' : s.session.namaperusahaan || s.session.idperusahaan;
  const show = (f: FieldSpec, v: unknown, k?: string, row?: Record<string, unknown>) => {
    if (v === null || v === undefined || v === '') return '';
    if (f.kind === 'decimal') return formatField(f, String(v));
    if (f.kind === 'date') return dayjs.isDayjs(v) ? v.format(DATE_FORMAT) : formatDate(String(v));
    if (f.kind === 'select') return optionLabel(f, v);
    if (f.kind === 'flag') return v ? 'Ya' : 'Tidak';
    const nama = k && row ? row[`${k}_nama`] : undefined;
    return nama ? `${String(v)} ${String(nama)}` : String(v);
  };
  return (
    <div className="print-only">
      <style>{'.print-only { display: none; } @media print { .print-only { display: block; } .no-print { display: none !important; } }'}</style>
      <Typography.Text>{company}</Typography.Text>
      <Typography.Title level={4} style={{ margin: '4px 0 12px' }}>
        {meta.title}
      </Typography.Title>
      <Descriptions size="small" column={2} bordered>
        {Object.entries(meta.fields)
          .filter(([, f]) => !f.hidden && !f.compute)
          .map(([k, f]) => (
            <Descriptions.Item key={k} label={f.label}>
              {show(f, values[k] as unknown)}
            </Descriptions.Item>
          ))}
      </Descriptions>
      {Object.values(meta.tables).map((c) => (
        <table key={c.key} style={{ width: '100%', borderCollapse: 'collapse', marginTop: 12, fontSize: '10pt' }}>
          <thead>
            <tr>
              <th style={{ borderBottom: '1px solid #000', textAlign: 'left' }}>No</th>
              {visibleFields(c).map(([k, f]) => (
                <th key={k} style={{ borderBottom: '1px solid #000', textAlign: f.kind === 'decimal' ? 'right' : 'left' }}>
                  {f.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {((live[c.key] as Record<string, unknown>[] | undefined) ?? []).map((r, i) => (
              <tr key={i}>
                <td>{i + 1}</td>
                {visibleFields(c).map(([k, f]) => (
                  <td key={k} style={{ textAlign: f.kind === 'decimal' ? 'right' : 'left' }}>
                    {show(f, r[k], k, ((values[c.key] as FormRow[] | undefined) ?? [])[i] as Record<string, unknown>)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      {Object.entries(meta.fields)
        .filter(([, f]) => f.compute)
        .map(([k, f]) => (
          <p key={k} style={{ textAlign: 'right', fontWeight: 600, marginTop: 8 }}>
            {f.label}: {show(f, live[k])}
          </p>
        ))}
    </div>
  );
}
