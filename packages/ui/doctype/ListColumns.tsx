/**
 * The list screen's columns (ListScreen.tsx): the declared columns with server sort and a column of
 * the row's buttons (the declared row actions, Ubah, Hapus); below the mobile width one stacked cell
 * of texts and one of amounts with the buttons under them.
 */
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { Button, Space, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { DoctypeMeta, FieldSpec } from '@niaga/kernel';
import { formatDate, formatInt } from '../format';
import { formatField } from '../digits';
import type { ListState } from './ListScreen';
import type { RowAction } from './rowActions';
import type { Row } from './values';

export function renderCell(f: FieldSpec, v: unknown, nama?: unknown) {
  if (v === null || v === undefined) return '';
  // A code that refers to another record shows that record's name beside it.
  if (f.ref && nama) return (
    <span>
      {String(v)} <Typography.Text type="secondary">· {String(nama)}</Typography.Text>
    </span>
  );
  switch (f.kind) {
    case 'flag':
      return v === true || v === 1 || v === '1' ? <Tag color="green">Ya</Tag> : <Tag>Tidak</Tag>;
    case 'decimal':
      return formatField(f, String(v));
    case 'int':
      return formatInt(v as number);
    case 'date':
      return formatDate(String(v));
    case 'select':
      return f.options?.find((o) => o.value === v)?.label ?? String(v);
    default:
      return String(v);
  }
}

/** The buttons of a row: the declared row actions, Ubah and Hapus (a doctype read-only for users: Lihat only). */
export const rowButtons =
  ({
    extra,
    running,
    runAction,
    openEdit,
    confirmDelete,
    writable = true,
  }: {
    extra: readonly RowAction[];
    running: string | null;
    runAction: (a: RowAction, row: Row) => Promise<void>;
    openEdit: (row: Row) => void;
    confirmDelete: (row: Row) => void;
    writable?: boolean;
  }) =>
  (row: Row) => (
    <Space size={4} onClick={(e) => e.stopPropagation()}>
      {extra.map((a) => (
        <Tooltip key={a.name} title={`${a.label} (${a.key})`}>
          <Button size="small" type="text" icon={a.icon} aria-label={a.label} aria-keyshortcuts={a.key} loading={running === `${a.name}:${row.id}`} onClick={() => void runAction(a, row)} tabIndex={-1} />
        </Tooltip>
      ))}
      <Tooltip title={writable ? 'Ubah' : 'Lihat'}>
        <Button size="small" type="text" icon={writable ? <EditOutlined /> : <EyeOutlined />} aria-label={writable ? 'Ubah' : 'Lihat'} onClick={() => openEdit(row)} tabIndex={-1} />
      </Tooltip>
      {writable && (
        <Tooltip title="Hapus">
          <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label="Hapus" onClick={() => confirmDelete(row)} tabIndex={-1} />
        </Tooltip>
      )}
    </Space>
  );

/** The table's columns: stacked at a phone's width, else the declared ones and Aksi. */
export function listColumns(meta: DoctypeMeta, narrow: boolean, state: { sort: string; dir: 'asc' | 'desc' }, extra: readonly RowAction[], actions: (row: Row) => ReactNode) {
  /** Phone width: one stacked cell of texts, one of amounts with the actions under them. */
  const stackedColumns = (): NonNullable<TableProps<Row>['columns']> => {
    const isNumber = (name: string) => meta.fields[name].kind === 'int' || meta.fields[name].kind === 'decimal';
    const texts = meta.list.columns.filter((n) => !isNumber(n));
    const numbers = meta.list.columns.filter(isNumber);
    return [
      {
        key: '_data',
        title: texts.map((n) => meta.fields[n].label).slice(0, 2).join(' / '),
        render: (_: unknown, row: Row) => (
          <div className="list-stacked" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {texts.map((n, i) => {
              const cell = renderCell(meta.fields[n], row[n], row[`${n}_nama`]);
              if (cell === '') return null;
              return i === 0 ? (
                <div key={n} style={{ fontWeight: 600 }}>
                  {cell}
                </div>
              ) : (
                <div key={n} style={{ fontSize: 13 }}>
                  <Typography.Text type="secondary">{meta.fields[n].label}: </Typography.Text>
                  {cell}
                </div>
              );
            })}
          </div>
        ),
      },
      {
        key: '_angka',
        title: numbers.map((n) => meta.fields[n].label).join(' / ') || 'Aksi',
        align: 'right',
        render: (_: unknown, row: Row) => (
          <div style={{ whiteSpace: 'nowrap' }}>
            {numbers.map((n) => (
              <div key={n} data-col={n} style={{ fontWeight: 600 }}>
                {renderCell(meta.fields[n], row[n])}
              </div>
            ))}
            {actions(row)}
          </div>
        ),
      },
    ];
  };

  const columns = narrow ? stackedColumns() : (() => {
    const cols: NonNullable<TableProps<Row>['columns']> = meta.list.columns.map((name) => {
      const f = meta.fields[name];
      const numeric = f.kind === 'int' || f.kind === 'decimal';
      return {
        key: name,
        dataIndex: name,
        title: f.label,
        sorter: true,
        sortOrder: state.sort === name ? (state.dir === 'asc' ? 'ascend' : 'descend') : null,
        sortDirections: ['ascend', 'descend', 'ascend'],
        align: numeric ? 'right' : f.kind === 'flag' ? 'center' : undefined,
        width: f.kind === 'flag' ? 100 : undefined,
        render: (v: unknown, row: Row) => renderCell(f, v, row[`${name}_nama`]),
      };
    });
    cols.push({
      key: '_aksi',
      title: 'Aksi',
      width: 120 + 40 * extra.length,
      align: 'center',
      render: (_: unknown, row: Row) => actions(row),
    });
    return cols;
  })();
  return columns;
}

/** Sorting and paging the table: the list's state, the list asks the server again. */
export const tableChange =
  (meta: DoctypeMeta, setState: Dispatch<SetStateAction<ListState>>): TableProps<Row>['onChange'] =>
  (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = s?.order ? String(s.columnKey ?? s.field) : meta.list.sort.field;
      const dir = s?.order === 'descend' ? 'desc' : 'asc';
      setState((st) => ({ ...st, sort: field, dir, page: 0 }));
    } else if (extra.action === 'paginate') {
      setState((st) => ({ ...st, page: (pagination.current ?? 1) - 1 }));
    }
  };
