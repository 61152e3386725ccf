/**
 * The generic list screen of a doctype: declared columns, server paging (15 a page), search
 * (debounced; Enter searches at once), server sort, Tambah, Ubah (row click, Enter), Hapus
 * (Delete key too) with confirmation. Doctypes without add/edit routes use a dialog form. Keyboard: the search box has focus; ↓ moves to the rows;
 * Insert adds. A doctype may declare more row actions (./rowActions.ts, e.g. Cetak Struk on the
 * sales lists): a button beside Ubah and Hapus, and its key on a focused row. A column holding a
 * reference shows the name beside the code (`<col>_nama`, joined by the server's list act). Below
 * the spec's mobile width (780 px) the rows are stacked — the texts on the left, amounts and
 * actions on the right, nothing off the edge — and the search box does not take the focus (it
 * would pop up the phone's keyboard).
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Flex, Input, Modal, Select, Space, Table, Tag, Tooltip, Typography, type InputRef, type TableProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { actNames, isDocument, NUM, rightFor, PAGE_SIZE, type DoctypeMeta, type FieldSpec } from '@niaga/kernel';
import { ApiError, callOk, newIdemKey } from '../api';
import { DATE_FORMAT, formatDate, formatInt, WIRE_DATE } from '../format';
import { formatField } from '../digits';
import { RefPicker, refTarget } from './RefPicker';
import { tableOf, type Row } from './values';
import { DoctypeForm } from './FormScreen';
import { DocumentForm } from '../document/DocumentForm';
import { useOtorisasi } from '../shell/Otorisasi';
import { MOBILE_WIDTH, useWindowWidth } from '../shell/useWidth';
import { rowActions } from '../app';
import { actionForKey, type RowAction } from './rowActions';
import { companyToday } from '../session';

/** A filter's value: a date range {dari, sampai}, or a value ('' is all). */
type FilterValue = { dari?: string; sampai?: string } | string;

interface ListState {
  page: number;
  q: string;
  sort: string;
  dir: 'asc' | 'desc';
  filter: Record<string, FilterValue>;
}

export interface ListData {
  query_data: { totpage: number; totrec: number; lebih?: boolean; page: number; limit: number }[];
  [table: string]: unknown;
}

/** The declared filters' starting values: documents show this month. */
export function defaultFilter(meta: DoctypeMeta, today = companyToday()): Record<string, FilterValue> {
  const out: Record<string, FilterValue> = {};
  for (const f of meta.list.filters)
    if (f.default === 'bulanini') out[f.field] = { dari: today.startOf('month').format(WIRE_DATE), sampai: today.endOf('month').format(WIRE_DATE) };
  return out;
}

/** The filter payload of the list act: empty choices left out. */
const filterPayload = (filter: Record<string, FilterValue>) =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => (typeof v === 'string' ? v !== '' : !!(v.dari || v.sampai))));

/** Where each list was left (page, search, sort), so returning from a form restores it. */
const remembered = new Map<string, ListState>();

const SEARCH_DELAY_MS = 400;

function renderCell(f: FieldSpec, v: unknown, nama?: unknown) {
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

/** `bare`: without its own card (inside another screen's card, e.g. a tab of /aksesuser). */
export default function ListScreen({ meta, bare }: { meta: DoctypeMeta; bare?: boolean }) {
  const acts = actNames(meta.name);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { modal, message } = App.useApp();
  const searchRef = useRef<InputRef>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const narrow = useWindowWidth() < MOBILE_WIDTH;

  const [state, setState] = useState<ListState>(
    () => remembered.get(meta.name) ?? { page: 0, q: '', sort: meta.list.sort.field, dir: meta.list.sort.dir, filter: defaultFilter(meta) },
  );
  const [text, setText] = useState(state.q);
  useEffect(() => {
    remembered.set(meta.name, state);
  }, [meta.name, state]);

  // Debounced search: typing settles, then the list asks the server.
  useEffect(() => {
    if (text.trim() === state.q) return;
    const t = setTimeout(() => setState((s) => ({ ...s, q: text.trim(), page: 0 })), SEARCH_DELAY_MS);
    return () => clearTimeout(t);
  }, [text, state.q]);

  const list = useQuery({
    queryKey: ['doctype', meta.name, 'list', state],
    queryFn: () => callOk<ListData>(acts.list, { page: state.page, limit: PAGE_SIZE, q: state.q, sort: state.sort, dir: state.dir, filter: filterPayload(state.filter) }),
    placeholderData: keepPreviousData,
  });

  const rows = (list.data?.[tableOf(meta)] as Row[] | undefined) ?? [];
  const info = list.data?.query_data?.[0];
  const total = info?.totrec ?? rows.length;

  // A page emptied by a delete falls back to the last page that has rows.
  useEffect(() => {
    if (info && state.page > 0 && rows.length === 0 && info.totpage > 0 && state.page >= info.totpage)
      setState((s) => ({ ...s, page: Math.max(0, info.totpage - 1) }));
  }, [info, rows.length, state.page]);

  // Deleting without the mdelete right asks for a supervisor's authorisation (authaccess_izin).
  const [otorisasi, otorisasiHolder] = useOtorisasi();
  const remove = useMutation({
    // One key per confirmed delete: a retry after a lost reply gets the first reply, not 40.
    mutationFn: async ({ row, key }: { row: Row; key: string }) => {
      try {
        return await callOk(acts.del, { id: row.id }, { idem: key });
      } catch (e) {
        if (!(e instanceof ApiError && e.num === NUM.DENIED)) throw e;
        const grant = await otorisasi({ modul: meta.access, type: rightFor(meta, 'delete'), action: `Hapus ${meta.title} ${String(row[meta.key] ?? '')}` });
        if (!grant) return null;
        message.info(grant.msg || `Diotorisasi oleh ${grant.userid}`);
        return await callOk(acts.del, { id: row.id, ...(grant.izin ? { izin: grant.izin } : {}) }, { idem: newIdemKey() });
      }
    },
    onSuccess: (r) => {
      if (r === null) return;
      message.success('Data berhasil dihapus');
      void queryClient.invalidateQueries({ queryKey: ['doctype', meta.name] });
    },
    onError: (e) => modal.error({ title: 'Niaga', content: `Gagal Hapus Data, Pesan : ${e.message}` }),
  });

  // Doctypes without add/edit routes are added and edited in a dialog over the list.
  const [dialog, setDialog] = useState<{ id: number | null } | null>(null);
  // The dialog's X (and Esc) go through the form's leave-guard: unsaved changes ask first.
  const dialogLeave = useRef<((go: () => void) => void) | null>(null);
  const closeDialog = () => (dialogLeave.current ?? ((go: () => void) => go()))(() => setDialog(null));
  const openEdit = (row: Row) => {
    if (meta.routes.edit) navigate(`${meta.routes.edit}?id=${row.id}`);
    else setDialog({ id: row.id });
  };
  const openAdd = () => {
    if (meta.routes.add) navigate(meta.routes.add);
    else setDialog({ id: null });
  };
  const confirmDelete = (row: Row) => {
    const key = newIdemKey();
    modal.confirm({
      title: `Hapus ${meta.title}`,
      content: `Apakah Anda yakin akan menghapus ${meta.title} ${String(row[meta.key] ?? '')}?`,
      okText: 'Hapus',
      okButtonProps: { danger: true },
      cancelText: 'Batal',
      onOk: () => void remove.mutateAsync({ row, key }).catch(() => undefined),
    });
  };

  // Declared row actions (Cetak Struk …): one runs at a time per row; its result or error is shown.
  const extra = rowActions[meta.name] ?? [];
  const [running, setRunning] = useState<string | null>(null);
  const runAction = async (a: RowAction, row: Row) => {
    const key = `${a.name}:${row.id}`;
    if (running === key) return;
    setRunning(key);
    try {
      const done = await a.run(row, meta);
      if (done) message.success(done);
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setRunning((r) => (r === key ? null : r));
    }
  };

  const actions = (row: Row) => (
    <Space size={4} onClick={(e) => e.stopPropagation()}>
      {extra.map((a) => (
        <Tooltip key={a.name} title={`${a.label} (${a.key})`}>
          <Button size="small" type="text" icon={a.icon} aria-label={a.label} aria-keyshortcuts={a.key} loading={running === `${a.name}:${row.id}`} onClick={() => void runAction(a, row)} tabIndex={-1} />
        </Tooltip>
      ))}
      <Tooltip title="Ubah">
        <Button size="small" type="text" icon={<EditOutlined />} aria-label="Ubah" onClick={() => openEdit(row)} tabIndex={-1} />
      </Tooltip>
      <Tooltip title="Hapus">
        <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label="Hapus" onClick={() => confirmDelete(row)} tabIndex={-1} />
      </Tooltip>
    </Space>
  );

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

  const onTableChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = s?.order ? String(s.columnKey ?? s.field) : meta.list.sort.field;
      const dir = s?.order === 'descend' ? 'desc' : 'asc';
      setState((st) => ({ ...st, sort: field, dir, page: 0 }));
    } else if (extra.action === 'paginate') {
      setState((st) => ({ ...st, page: (pagination.current ?? 1) - 1 }));
    }
  };

  const focusRow = (index: number) => {
    const trs = tableRef.current?.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-key]');
    trs?.[Math.max(0, Math.min(index, trs.length - 1))]?.focus();
  };

  const onRowKey = (row: Row, index: number) => (e: KeyboardEvent<HTMLTableRowElement>) => {
    const a = actionForKey(extra, e);
    if (a) void runAction(a, row);
    else if (e.key === 'Enter') openEdit(row);
    else if (e.key === 'Delete') confirmDelete(row);
    else if (e.key === 'ArrowDown') focusRow(index + 1);
    else if (e.key === 'ArrowUp') {
      if (index === 0) searchRef.current?.focus();
      else focusRow(index - 1);
    } else return;
    e.preventDefault();
  };

  const onScreenKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Insert') {
      e.preventDefault();
      openAdd();
    }
  };

  const error = list.error;
  const Wrap = bare ? 'div' : Card;
  return (
    <Wrap onKeyDown={onScreenKey}>
      {otorisasiHolder}
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Input.Search
          ref={searchRef}
          autoFocus={!narrow}
          allowClear
          placeholder={`Cari ${meta.list.search.map((s) => meta.fields[s].label).join(' / ')}`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(v) => {
            setText(v);
            setState((s) => ({ ...s, q: v.trim(), page: 0 }));
            void queryClient.invalidateQueries({ queryKey: ['doctype', meta.name, 'list'] });
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              focusRow(0);
            }
          }}
          style={{ maxWidth: 360 }}
          aria-label="Cari"
        />
        <Space>
          <Tooltip title="Muat ulang">
            <Button icon={<ReloadOutlined />} aria-label="Muat ulang" onClick={() => void list.refetch()} />
          </Tooltip>
          <Tooltip title="Insert">
            <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
              Tambah
            </Button>
          </Tooltip>
        </Space>
      </Flex>
      {meta.list.filters.length > 0 && (
        <Flex gap={8} wrap style={{ marginBottom: 12 }} className="list-filters">
          {meta.list.filters.map(({ field }) => (
            <FilterControl key={field} meta={meta} field={field} value={state.filter[field] ?? ''} onChange={(v) => setState((s) => ({ ...s, page: 0, filter: { ...s.filter, [field]: v } }))} />
          ))}
        </Flex>
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={error instanceof ApiError ? error.message : 'Terjadi masalah saat permintaan data, cek koneksi internet.'}
        />
      )}
      <div ref={tableRef}>
        <Table<Row>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={list.isFetching}
          onChange={onTableChange}
          scroll={narrow ? undefined : { x: 'max-content' }}
          size={narrow ? 'small' : 'middle'}
          locale={{ emptyText: state.q ? `Tidak ada data yang cocok dengan "${state.q}"` : 'Belum ada data' }}
          pagination={{
            current: state.page + 1,
            pageSize: PAGE_SIZE,
            total,
            showSizeChanger: false,
            showTotal: (t) => `Total ${formatInt(t)}${info?.lebih ? '+' : ''} data`,
          }}
          onRow={(row, index) => ({
            tabIndex: 0,
            style: { cursor: 'pointer' },
            onClick: () => openEdit(row),
            onKeyDown: onRowKey(row, index ?? 0),
          })}
        />
      </div>
      <Modal
        open={dialog !== null}
        title={dialog?.id ? `Ubah ${meta.title}` : `Tambah ${meta.title}`}
        footer={null}
        width={isDocument(meta) ? 'min(1200px, 96vw)' : 820}
        destroyOnHidden
        maskClosable={false}
        onCancel={closeDialog}
      >
        {dialog &&
          (isDocument(meta) ? (
            // A business document (an opname): its number and date as every document has them, its lines' grid.
            <DocumentForm meta={meta} id={dialog.id} onDone={() => setDialog(null)} leaveRef={dialogLeave} />
          ) : (
            <DoctypeForm meta={meta} id={dialog.id} onDone={() => setDialog(null)} leaveRef={dialogLeave} />
          ))}
      </Modal>
    </Wrap>
  );
}

/** One declared filter: a date range, a record picker, a choice (select or yes/no). */
function FilterControl({ meta, field, value, onChange }: { meta: DoctypeMeta; field: string; value: FilterValue; onChange: (v: FilterValue) => void }) {
  const f = meta.fields[field];
  if (f.kind === 'date') {
    const r = typeof value === 'string' ? {} : value;
    const pair: [Dayjs | null, Dayjs | null] = [r.dari ? dayjs(r.dari, WIRE_DATE) : null, r.sampai ? dayjs(r.sampai, WIRE_DATE) : null];
    return (
      <DatePicker.RangePicker
        format={DATE_FORMAT}
        value={pair}
        allowEmpty={[true, true]}
        onChange={(v) => onChange({ dari: v?.[0]?.format(WIRE_DATE), sampai: v?.[1]?.format(WIRE_DATE) })}
        aria-label={`Filter ${f.label}`}
        placeholder={['Dari tanggal', 'Sampai tanggal']}
      />
    );
  }
  const target = f.ref ? refTarget(f.ref.doctype) : null;
  if (target?.kind === 'doctype')
    return (
      <RefPicker target={target} where={f.ref?.where} value={typeof value === 'string' ? value : ''} onChange={(v) => onChange(v)} aria-label={`Filter ${f.label}`} placeholder={`Semua ${f.label.toLowerCase()}`} style={{ width: 240, minWidth: 200 }} />
    );
  const options = f.kind === 'flag' ? [{ value: 'true', label: 'Ya' }, { value: 'false', label: 'Tidak' }] : (f.options ?? []);
  return (
    <Select
      value={typeof value === 'string' && value !== '' ? value : undefined}
      onChange={(v) => onChange(v ?? '')}
      options={options}
      allowClear
      placeholder={`Semua ${f.label.toLowerCase()}`}
      aria-label={`Filter ${f.label}`}
      style={{ width: 200 }}
    />
  );
}
