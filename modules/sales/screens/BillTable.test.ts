import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Table, Tag } from 'antd';
import { expect, test } from 'vitest';
import { lineTotal } from '../figures';
import { formatMoney } from '@niaga/ui/digits';
import { BillTable, qty } from './BillTable';
import type { TillLine } from './till';

type Line = TillLine;
/** The bill as antd's Table drew it with its own rows (the till before its rows were memoised). */
const ANTD_COLUMNS = [
  { title: 'No', key: 'no', width: 40, render: (_: unknown, __: unknown, i: number) => i + 1 },
  { title: 'Kode', dataIndex: 'kodeitem', width: 100 },
  {
    title: 'Nama Item',
    dataIndex: 'namaitem',
    ellipsis: { showTitle: false },
    onCell: (l: Line) => ({ title: l.namaitem }),
    render: (v: string, l: Line) => (l.idpromo ? createElement(Fragment, null, createElement(Tag, { color: 'green' }, 'PROMO ', l.idpromo), v) : v),
  },
  { title: 'Jumlah', dataIndex: 'jumlah', width: 72, align: 'right' as const, render: (v: string) => qty(v) },
  { title: 'Satuan', dataIndex: 'satuan', width: 68 },
  { title: 'Harga', dataIndex: 'harga', width: 90, align: 'right' as const, render: (v: string) => formatMoney(v) },
  { title: 'Diskon', key: 'disk', width: 80, render: (_: unknown, l: Line) => [l.diskon1, l.diskon2, l.diskon3, l.diskon4].filter((d) => Number(d) > 0).map((d) => `${qty(d)}%`).join('+') },
  { title: 'Total', key: 'total', width: 100, align: 'right' as const, render: (_: unknown, l: Line) => formatMoney(lineTotal({ ...l }).toFixed(2)) },
];
const antdTable = (lines: Line[], selected: number) =>
  createElement(Table<Line>, { size: 'small', rowKey: 'key', pagination: false, dataSource: lines, columns: ANTD_COLUMNS, rowClassName: (_: Line, i: number) => (i === selected ? 'ant-table-row-selected' : ''), scroll: { x: 740, y: 460 } });
const html = (node: ReturnType<typeof createElement>) => renderToStaticMarkup(node).replace(/<style[\s\S]*?<\/style>/g, '');

const line = (key: string, more: Partial<Line> = {}): Line => ({ key, kodeitem: `K${key}`, namaitem: `Nama ${key}`, satuan: 'PCS', iddetailvarian: null, jumlah: '2.5000', harga: '12500.00', diskon1: '10.0000', diskon2: '0.0000', diskon3: '2.5000', diskon4: '0.0000', jenispajak: '1', idpromo: null, ...more });

test("the till's own bill rows are antd's markup: row classes and key, selected row, cells, promo tag, the measure row, no data", () => {
  const lines = [line('a'), line('b', { idpromo: 'P1', harga: '0.00', jumlah: '1.0000' }), line('c', { satuan: 'BOX', diskon1: '0.0000', diskon3: '0.0000' })];
  for (const [ls, sel] of [[lines, 1], [lines, -1], [lines, 2], [[], -1]] as const) {
    const ours = html(createElement(BillTable, { lines: [...ls], selected: sel, y: 460 }));
    expect(ours).toBe(html(antdTable([...ls], sel)));
  }
  const ours = html(createElement(BillTable, { lines, selected: 0, y: 460 }));
  expect(ours).toContain('<tr class="ant-table-row ant-table-row-level-0 ant-table-row-selected" data-row-key="a"><td class="ant-table-cell">1</td><td class="ant-table-cell">Ka</td>');
  // The name on one line, whole in its title; a promo's tag before it.
  expect(ours).toContain('<td title="Nama a" class="ant-table-cell ant-table-cell-ellipsis">Nama a</td>');
  expect(ours).toMatch(/title="Nama b" class="ant-table-cell ant-table-cell-ellipsis"><span class="ant-tag ant-tag-filled ant-tag-green[^"]*">PROMO P1<\/span>Nama b<\/td>/);
  expect(ours).toContain('ant-table-measure-row');
});
