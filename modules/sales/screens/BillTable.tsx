/**
 * The till's bill (Kasir.tsx): antd's Table draws the header, the column widths, the scroll body and
 * its styles, but the rows are the till's own, each memoised on its line, its number and whether it
 * is selected. antd redraws every row and cell whenever the table renders (its rows follow a render
 * counter of the whole table), so a scan at line 100 cost five times one at line 1 (issue 14,
 * docs/kasir.md); now a new line draws one row, a changed line its own, the selection two.
 * The rows keep antd's markup (`tr.ant-table-row[data-row-key]`, `td.ant-table-cell`, the selected
 * row's class and the hovered row's cells), so the table looks and is read as before.
 */
import { createContext, createElement, isValidElement, memo, useContext, useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { ConfigProvider, Table, Tag } from 'antd';
import { lineTotal } from '../figures';
import { formatMoney } from '@niaga/ui/digits';
import { formatDecimal } from '@niaga/ui/format';
import type { TillLine } from './till';

/** A quantity or percentage as shown on the till: without trailing zeros. */
export const qty = (v: string) => formatDecimal(v.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''));

/** The bill's columns, for the header and the column widths (the rows draw their cells in this order): narrow figures, so that the name has the room. */
const COLUMNS = [
  { title: 'No', key: 'no', width: 40 },
  { title: 'Kode', key: 'kodeitem', width: 100 },
  // One line a row, cut with an ellipsis (the full name in its title): a till shows more lines.
  { title: 'Nama Item', key: 'namaitem', ellipsis: true },
  { title: 'Jumlah', key: 'jumlah', width: 72, align: 'right' as const },
  { title: 'Satuan', key: 'satuan', width: 68 },
  { title: 'Harga', key: 'harga', width: 90, align: 'right' as const },
  { title: 'Diskon', key: 'disk', width: 80 },
  { title: 'Total', key: 'total', width: 100, align: 'right' as const },
];
const RIGHT: CSSProperties = { textAlign: 'right' };

/** Two bill lines with the same fields (promo lines are made anew with the same fields): a row or card need not be drawn again. */
export const sameLine = (a: TillLine, b: TillLine) => {
  if (a === b) return true;
  const ka = Object.keys(a) as Array<keyof TillLine>;
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
};

/** A line drawn again only when a field of it, its number or its selection changed. */
const sameRow = (a: RowProps, b: RowProps) => a.no === b.no && a.selected === b.selected && a.prefix === b.prefix && sameLine(a.line, b.line);
interface RowProps {
  line: TillLine;
  no: number;
  selected: boolean;
  /** antd's class prefix of the table (`ant-table`). */
  prefix: string;
}
const BillRow = memo(function BillRow({ line: l, no, selected, prefix }: RowProps) {
  // antd marks the hovered row's cells by a class (not :hover); the row keeps it to itself.
  const [hover, setHover] = useState(false);
  const hovered = hover ? ` ${prefix}-cell-row-hover` : '';
  const cell = `${prefix}-cell${hovered}`;
  const diskon = [l.diskon1, l.diskon2, l.diskon3, l.diskon4].filter((d) => Number(d) > 0).map((d) => `${qty(d)}%`).join('+');
  return (
    <tr className={`${prefix}-row ${prefix}-row-level-0${selected ? ` ${prefix}-row-selected` : ''}`} data-row-key={l.key} onMouseEnter={() => setHover(true)} onMouseLeave={() => setHover(false)}>
      <td className={cell}>{no}</td>
      <td className={cell}>{l.kodeitem}</td>
      {/* A promo line's tag first, so that a long name never hides it. */}
      <td title={l.namaitem} className={`${prefix}-cell ${prefix}-cell-ellipsis${hovered}`}>
        {l.idpromo ? <><Tag color="green">PROMO {l.idpromo}</Tag>{l.namaitem}</> : l.namaitem}
      </td>
      <td className={cell} style={RIGHT}>{qty(l.jumlah)}</td>
      <td className={cell}>{l.satuan}</td>
      <td className={cell} style={RIGHT}>{formatMoney(l.harga)}</td>
      <td className={cell}>{diskon}</td>
      {/* The line's amount after its discounts (figures.ts, as the server computes it). */}
      <td className={cell} style={RIGHT}>{formatMoney(lineTotal({ ...l }).toFixed(2))}</td>
    </tr>
  );
}, sameRow);

const Rows = createContext<{ lines: TillLine[]; selected: number; prefix: string } | null>(null);

/**
 * The table body (antd's `components.body.wrapper`): antd passes its measure row (the widths the
 * fixed header takes) and its own rows; its measure row stays, its rows (never mounted) give way to
 * the till's. Without lines antd's own "no data" row is shown.
 */
function BillBody({ children, ...rest }: HTMLAttributes<HTMLTableSectionElement> & { children?: ReactNode }) {
  const bill = useContext(Rows);
  if (!bill?.lines.length) return <tbody {...rest}>{children}</tbody>;
  const own = (Array.isArray(children) ? children : [children]).filter((c) => isValidElement(c));
  const rows = bill.lines.map((l, i) => <BillRow key={l.key} line={l} no={i + 1} selected={i === bill.selected} prefix={bill.prefix} />);
  return createElement('tbody', rest, ...own, rows);
}
const COMPONENTS = { body: { wrapper: BillBody } };

/** The bill's table: drawn again only when its lines or the selected line change, not for the till's other state. */
export const BillTable = memo(function BillTable({ lines, selected, y, style }: { lines: TillLine[]; selected: number; y: number; style?: CSSProperties }) {
  const prefix = useContext(ConfigProvider.ConfigContext).getPrefixCls('table');
  return (
    <Rows.Provider value={{ lines, selected, prefix }}>
      <Table style={style} size="small" rowKey="key" pagination={false} dataSource={lines} columns={COLUMNS} components={COMPONENTS} scroll={{ x: 740, y }} />
    </Rows.Provider>
  );
});
