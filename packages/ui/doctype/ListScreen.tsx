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
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Table, type InputRef } from 'antd';
import { PAGE_SIZE, writableByUsers, type DoctypeMeta } from '@niaga/kernel';
import { ApiError } from '../api';
import { listOf } from './acts';
import { formatInt, WIRE_DATE } from '../format';
import { tableOf, type Row } from './values';
import { MOBILE_WIDTH, useWindowWidth } from '../shell/useWidth';
import { rowActions } from '../app';
import { actionForKey } from './rowActions';
import { companyToday } from '../session';
import { ListToolbar } from './ListToolbar';
import { ListDialog } from './ListDialog';
import { listColumns, rowButtons, tableChange } from './ListColumns';
import { useListDelete, useRowActions } from './useListActions';

/** A filter's value: a date range {dari, sampai}, or a value ('' is all). */
export type FilterValue = { dari?: string; sampai?: string } | string;

export interface ListState {
  page: number;
  q: string;
  sort: string;
  dir: 'asc' | 'desc';
  filter: Record<string, FilterValue>;
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


/** `bare`: without its own card (inside another screen's card, e.g. a tab of /aksesuser). */
export default function ListScreen({ meta, bare }: { meta: DoctypeMeta; bare?: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
    queryFn: () => listOf(meta, { page: state.page, limit: PAGE_SIZE, q: state.q, sort: state.sort, dir: state.dir, filter: filterPayload(state.filter) }),
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
  const { otorisasiHolder, confirmDelete } = useListDelete(meta);

  // Doctypes without add/edit routes are added and edited in a dialog over the list.
  const [dialog, setDialog] = useState<{ id: number | null } | null>(null);
  // The dialog's X (and Esc) go through the form's leave-guard: unsaved changes ask first.
  const dialogLeave = useRef<((go: () => void) => void) | null>(null);
  const closeDialog = () => (dialogLeave.current ?? ((go: () => void) => go()))(() => setDialog(null));
  const openEdit = (row: Row) => {
    if (meta.routes.edit) navigate(`${meta.routes.edit}?id=${row.id}`);
    else setDialog({ id: row.id });
  };
  // A doctype read-only for users (declared `readOnly`): no Tambah, no Hapus; a row opens to be read.
  const writable = writableByUsers(meta);
  const openAdd = () => {
    if (!writable) return;
    if (meta.routes.add) navigate(meta.routes.add);
    else setDialog({ id: null });
  };

  // Declared row actions (Cetak Struk …): one runs at a time per row; its result or error is shown.
  const extra = rowActions[meta.name] ?? [];
  const { running, runAction } = useRowActions(meta);

  const actions = rowButtons({ extra, running, runAction, openEdit, confirmDelete, writable });
  const columns = listColumns(meta, narrow, state, extra, actions);

  const onTableChange = tableChange(meta, setState);

  const focusRow = (index: number) => {
    const trs = tableRef.current?.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-key]');
    trs?.[Math.max(0, Math.min(index, trs.length - 1))]?.focus();
  };

  const onRowKey = (row: Row, index: number) => (e: KeyboardEvent<HTMLTableRowElement>) => {
    const a = actionForKey(extra, e);
    if (a) void runAction(a, row);
    else if (e.key === 'Enter') openEdit(row);
    else if (e.key === 'Delete' && writable) confirmDelete(row);
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
      <ListToolbar
        meta={meta}
        narrow={narrow}
        searchRef={searchRef}
        text={text}
        setText={setText}
        state={state}
        setState={setState}
        onSearched={() => void queryClient.invalidateQueries({ queryKey: ['doctype', meta.name, 'list'] })}
        reload={() => void list.refetch()}
        openAdd={openAdd}
        focusRow={focusRow}
      />
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
      <ListDialog meta={meta} dialog={dialog} setDialog={setDialog} dialogLeave={dialogLeave} closeDialog={closeDialog} />
    </Wrap>
  );
}

