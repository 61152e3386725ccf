/**
 * The till's bill (Kasir.tsx): a table of its own in antd's Table markup and styles, without antd's
 * Table (its filters, tree, selection, pagination and Select, ~90 KB of the till's first load;
 * issue 36). antd's table styles come from its style hook alone (`antd/es/table/style`); the markup
 * is the one antd's Table draws for these columns (`BillTable.test.ts` renders both and compares
 * them): the wrapper, the fixed header over a scrolling body (the header follows the body's
 * horizontal scroll and keeps a column for its scrollbar, as antd's does), the measure row, the
 * rows (`tr.ant-table-row[data-row-key]`, `td.ant-table-cell`, the selected row's class and the
 * hovered row's cells) and antd's "no data" row. Each row is memoised on its line, its number and
 * whether it is selected: a new line draws one row, a changed line its own, the selection two
 * (issue 14, docs/kasir.md).
 */
import { memo, useContext, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { ConfigProvider, Empty, Spin, Tag } from 'antd';
import useTableStyle from 'antd/es/table/style';
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

/** antd's hidden first row of a fixed-header table (it measures the columns), kept so that the body is antd's. */
const MEASURE_CELL: CSSProperties = { paddingTop: 0, paddingBottom: 0, borderTop: 0, borderBottom: 0, height: 0 };
const MEASURE_TEXT: CSSProperties = { height: 0, overflow: 'hidden', fontWeight: 'bold' };
const MEASURE_ROW = (prefix: string) => (
  <tr aria-hidden="true" className={`${prefix}-measure-row`} style={{ height: 0 }}>
    {COLUMNS.map((c) => (
      <td key={c.key} style={MEASURE_CELL}>
        <div style={MEASURE_TEXT}>{c.title}</div>
      </td>
    ))}
  </tr>
);
const colgroup = (scrollbar = 0) => (
  <colgroup>
    {COLUMNS.map((c) => (
      <col key={c.key} style={c.width ? { width: c.width } : undefined} />
    ))}
    {scrollbar > 0 && <col style={{ width: scrollbar }} />}
  </colgroup>
);
/** The table's scroll width (antd's `scroll.x`). */
const WIDTH = 740;

/** The bill's table: drawn again only when its lines or the selected line change, not for the till's other state. */
export const BillTable = memo(function BillTable({ lines, selected, y, style }: { lines: TillLine[]; selected: number; y: number; style?: CSSProperties }) {
  const prefix = useContext(ConfigProvider.ConfigContext).getPrefixCls('table');
  const rootCls = `${prefix}-css-var`;
  const [hashId, cssVarCls] = useTableStyle(prefix, rootCls);
  const header = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  // The body's vertical scrollbar: the header keeps a column as wide, so that its columns stand over the body's.
  const [scrollbar, setScrollbar] = useState(0);
  const empty = lines.length === 0;
  // The table's width: antd draws its "no data" row in a box as wide as the table, sticky at the left.
  const table = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const t = table.current;
    if (!t) return;
    setWidth(t.offsetWidth);
    const watch = new ResizeObserver(() => setWidth(t.offsetWidth));
    watch.observe(t);
    return () => watch.disconnect();
  }, []);
  useLayoutEffect(() => {
    const b = body.current;
    if (b) setScrollbar(b.offsetWidth - b.clientWidth);
  }, [empty, y]);
  const bar = empty ? 0 : scrollbar;
  const hash = hashId ? ` ${hashId}` : '';
  return (
    <div className={`${cssVarCls} ${rootCls} ${prefix}-wrapper${hash}`} style={style}>
      <Spin spinning={false}>
        <div ref={table} className={`${prefix} ${prefix}-small${empty ? ` ${prefix}-empty` : ''} ${cssVarCls} ${rootCls}${hash} ${prefix}-fix-start-shadow ${prefix}-fix-end-shadow ${prefix}-fixed-header ${prefix}-scroll-horizontal`}>
          <div className={`${prefix}-container`}>
            <div ref={header} style={{ overflow: 'hidden' }} className={`${prefix}-header`}>
              <table style={{ tableLayout: 'fixed', minWidth: '100%', width: WIDTH + bar }}>
                {colgroup(bar)}
                <thead className={`${prefix}-thead`}>
                  <tr>
                    {COLUMNS.map((c) => (
                      <th key={c.key} className={`${prefix}-cell${c.ellipsis ? ` ${prefix}-cell-ellipsis` : ''}`} title={c.ellipsis ? c.title : undefined} style={c.align ? RIGHT : undefined} scope="col">
                        {c.title}
                      </th>
                    ))}
                    {bar > 0 && <th className={`${prefix}-cell ${prefix}-cell-scrollbar`} />}
                  </tr>
                </thead>
              </table>
            </div>
            <div
              ref={body}
              style={{ overflowX: 'auto', overflowY: empty ? 'auto' : 'scroll', maxHeight: y }}
              className={`${prefix}-body`}
              onScroll={(e) => {
                if (header.current) header.current.scrollLeft = e.currentTarget.scrollLeft;
              }}
            >
              <table style={{ width: WIDTH, minWidth: '100%', tableLayout: 'fixed' }}>
                {colgroup()}
                <tbody className={`${prefix}-tbody`}>
                  {MEASURE_ROW(prefix)}
                  {empty ? (
                    <tr className={`${prefix}-placeholder`}>
                      <td className={`${prefix}-cell`} colSpan={COLUMNS.length}>
                        {width ? (
                          <div style={{ width, position: 'sticky', left: 0, overflow: 'hidden' }} className={`${prefix}-expanded-row-fixed`}>
                            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
                          </div>
                        ) : (
                          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
                        )}
                      </td>
                    </tr>
                  ) : (
                    lines.map((l, i) => <BillRow key={l.key} line={l} no={i + 1} selected={i === selected} prefix={prefix} />)
                  )}
                </tbody>
              </table>
            </div>
          </div>
        </div>
      </Spin>
    </div>
  );
});
