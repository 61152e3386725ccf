/**
 * The generic list screen of a doctype: declared columns, server paging (15 a page), search
 * (debounced; Enter searches at once), server sort, Tambah, Ubah (row click, Enter), Hapus
 * (Delete key too) with confirmation. Doctypes without add/edit routes use a dialog form. Keyboard: the search box has focus; ↓ moves to the rows;
 * Insert adds.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Input, Modal, Space, Table, Tag, Tooltip, type InputRef, type TableProps } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { actNames, NUM, PAGE_SIZE, type DoctypeMeta, type FieldSpec } from '@niaga/kernel';
import { ApiError, callOk } from '../api';
import { formatDate, formatDecimal, formatInt } from '../format';
import { tableOf, type Row } from './values';
import { DoctypeForm } from './FormScreen';
import { useOtorisasi } from '../shell/Otorisasi';

interface ListState {
  page: number;
  q: string;
  sort: string;
  dir: 'asc' | 'desc';
}

export interface ListData {
  query_data: { totpage: number; totrec: number; page: number; limit: number }[];
  [table: string]: unknown;
}

/** Where each list was left (page, search, sort), so returning from a form restores it. */
const remembered = new Map<string, ListState>();

const SEARCH_DELAY_MS = 400;

function renderCell(f: FieldSpec, v: unknown) {
  if (v === null || v === undefined) return '';
  switch (f.kind) {
    case 'flag':
      return v === true || v === 1 || v === '1' ? <Tag color="green">Ya</Tag> : <Tag>Tidak</Tag>;
    case 'decimal':
      return formatDecimal(String(v), f.scale);
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

  const [state, setState] = useState<ListState>(
    () => remembered.get(meta.name) ?? { page: 0, q: '', sort: meta.list.sort.field, dir: meta.list.sort.dir },
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
    queryFn: () => callOk<ListData>(acts.list, { page: state.page, limit: PAGE_SIZE, q: state.q, sort: state.sort, dir: state.dir }),
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
    mutationFn: async (row: Row) => {
      try {
        return await callOk(acts.del, { id: row.id });
      } catch (e) {
        if (!(e instanceof ApiError && e.num === NUM.DENIED)) throw e;
        const grant = await otorisasi({ modul: meta.access, type: 'mdelete', action: `Hapus ${meta.title} ${String(row[meta.key] ?? '')}` });
        if (!grant) return null;
        message.info(grant.msg || `Diotorisasi oleh ${grant.userid}`);
        return await callOk(acts.del, { id: row.id, ...(grant.izin ? { izin: grant.izin } : {}) });
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
  const openEdit = (row: Row) => {
    if (meta.routes.edit) navigate(`${meta.routes.edit}?id=${row.id}`);
    else setDialog({ id: row.id });
  };
  const openAdd = () => {
    if (meta.routes.add) navigate(meta.routes.add);
    else setDialog({ id: null });
  };
  const confirmDelete = (row: Row) =>
    modal.confirm({
      title: `Hapus ${meta.title}`,
      content: `Apakah anda yakin akan menghapus ${meta.title} ${String(row[meta.key] ?? '')}?`,
      okText: 'Hapus',
      okButtonProps: { danger: true },
      cancelText: 'Batal',
      onOk: () => void remove.mutateAsync(row).catch(() => undefined),
    });

  const columns = (() => {
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
        render: (v: unknown) => renderCell(f, v),
      };
    });
    cols.push({
      key: '_aksi',
      title: 'Aksi',
      width: 120,
      align: 'center',
      render: (_: unknown, row: Row) => (
        <Space size={4} onClick={(e) => e.stopPropagation()}>
          <Tooltip title="Ubah">
            <Button size="small" type="text" icon={<EditOutlined />} aria-label="Ubah" onClick={() => openEdit(row)} tabIndex={-1} />
          </Tooltip>
          <Tooltip title="Hapus">
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label="Hapus" onClick={() => confirmDelete(row)} tabIndex={-1} />
          </Tooltip>
        </Space>
      ),
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
    if (e.key === 'Enter') openEdit(row);
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
          autoFocus
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
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={list.isFetching}
          onChange={onTableChange}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: state.q ? `Tidak ada data yang cocok dengan "${state.q}"` : 'Belum ada data' }}
          pagination={{
            current: state.page + 1,
            pageSize: PAGE_SIZE,
            total,
            showSizeChanger: false,
            showTotal: (t) => `Total ${formatInt(t)} data`,
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
        width={820}
        destroyOnHidden
        onCancel={() => setDialog(null)}
      >
        {dialog && <DoctypeForm meta={meta} id={dialog.id} onDone={() => setDialog(null)} />}
      </Modal>
    </Wrap>
  );
}
