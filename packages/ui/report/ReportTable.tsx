/**
 * The rows of a report as the server pages them: detail rows, group heads (the label across the
 * text columns), subtotals and totals in bold. Virtualised (only the visible rows are in the DOM),
 * so a page of 5,000 rows scrolls as lightly as one of 100. Cells use the same formatting as the
 * PDF (`formatCell`: Rupiah in id-ID, dd/MM/yyyy).
 */
import { useMemo } from 'react';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DEFAULT_WIDTH, formatCell, isNumeric, type ColumnSpec, type ReportRow } from '@niaga/report';
import { companyDigits } from '../digits';

const PX_PER_CHAR = 8;

export function ReportTable({ kolom, rows, offset, loading, pagination }: { kolom: ColumnSpec[]; rows: ReportRow[]; offset: number; loading: boolean; pagination: false | object }) {
  const labelCols = useMemo(() => {
    let n = 0;
    while (n < kolom.length && !isNumeric(kolom[n].format)) n++;
    return Math.max(1, n);
  }, [kolom]);
  const width = kolom.reduce((t, c) => t + (c.width ?? DEFAULT_WIDTH[c.format]) * PX_PER_CHAR, 0);
  const columns: ColumnsType<ReportRow & { _n: number }> = useMemo(
    () =>
      kolom.map((c, i) => ({
        key: c.key,
        title: c.label,
        dataIndex: c.key,
        width: (c.width ?? DEFAULT_WIDTH[c.format]) * PX_PER_CHAR,
        align: isNumeric(c.format) ? ('right' as const) : ('left' as const),
        ellipsis: !isNumeric(c.format),
        onCell: (r: ReportRow) => (r._k !== 'd' && r._l !== undefined ? (i === 0 ? { colSpan: labelCols } : i < labelCols ? { colSpan: 0 } : {}) : {}),
        render: (v: unknown, r: ReportRow) => {
          if (r._k !== 'd' && i === 0 && r._l !== undefined) return <span style={{ paddingLeft: (r._i ?? 0) * 16 }}>{r._l}</span>;
          if (r._k !== 'd' && i < labelCols) return null;
          return formatCell(v, c.format, { umum: companyDigits('umum'), qty: companyDigits('qty') });
        },
      })),
    [kolom, labelCols],
  );
  const data = useMemo(() => rows.map((r, n) => ({ ...r, _n: offset + n })), [rows, offset]);
  return (
    <Table<ReportRow & { _n: number }>
      size="small"
      bordered
      virtual
      rowKey="_n"
      columns={columns}
      dataSource={data}
      loading={loading}
      pagination={pagination}
      scroll={{ x: Math.max(width, 700), y: 560 }}
      rowClassName={(r) => `lap-${r._k}`}
      locale={{ emptyText: 'Tidak ada data untuk parameter ini' }}
      data-testid="laporan-tabel"
    />
  );
}

/** Row styles of the kinds (heads, subtotals, totals). */
export const REPORT_TABLE_CSS = `
.lap-h .ant-table-cell { font-weight: 600; background: #f3f6f9 !important; }
.lap-s .ant-table-cell { font-weight: 600; border-top: 1px solid #999 !important; }
.lap-t .ant-table-cell { font-weight: 700; background: #eef3f0 !important; border-top: 1px solid #666 !important; }
`;
