/**
 * /logaktivitas (mLogAktivitas): the activity log with filters (date range, user, module, kind,
 * text), server paging and each row's before/after in an expandable row; /modulterbuka
 * (mListResetModulOL): records open for editing (who, what, since), released by selection or all.
 */
import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Empty, Flex, Input, Popconfirm, Select, Space, Table, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { ReloadOutlined, UnlockOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { PAGE_SIZE } from '@niaga/kernel';
import { accessNames, accessName } from '../access-names';
import { call, callOk } from '@niaga/ui/api';
import { formatInt } from '@niaga/ui/format';
import { companyToday } from '@niaga/ui/session';
import { pengguna } from '../doctypes';
import { listOf } from '@niaga/ui/doctype/acts';
import type { LockRow, LogAktivitasReply, LogRow, ModulTerbukaReply, ModulTerbukaReset } from '../replies';

const JENIS = ['tambah', 'ubah', 'hapus', 'posting', 'login', 'logout', 'api'];
const JENIS_COLOR: Record<string, string> = { tambah: 'green', ubah: 'blue', hapus: 'red', posting: 'purple', login: 'cyan', logout: 'default', api: 'gold' };

/** "2026-01-05 10:11:12" → "05/01/2026 10:11:12" (spec §9 date display). */
export const displayTime = (w: string) => (/^\d{4}-\d{2}-\d{2}/.test(w) ? `${w.slice(8, 10)}/${w.slice(5, 7)}/${w.slice(0, 4)}${w.slice(10)}` : w);

const show = (v: unknown): string => (v === undefined ? '' : v === null ? '—' : typeof v === 'object' ? JSON.stringify(v) : typeof v === 'boolean' ? (v ? 'Ya' : 'Tidak') : String(v as string | number));

/** Field-by-field before/after of one log row. */
export function diffRows(r: LogRow['ringkasan']): Array<{ field: string; sebelum: string; sesudah: string; changed: boolean }> {
  const a = r?.sebelum ?? {};
  const b = r?.sesudah ?? {};
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields.map((field) => ({ field, sebelum: field in a ? show(a[field]) : '', sesudah: field in b ? show(b[field]) : '', changed: show(a[field]) !== show(b[field]) }));
}

function Detail({ row }: { row: LogRow }) {
  const diff = diffRows(row.ringkasan);
  if (!diff.length) return <Typography.Text type="secondary">Tidak ada rincian sebelum/sesudah. Act: {row.act}{row.ip ? ` · IP ${row.ip}` : ''}</Typography.Text>;
  return (
    <div>
      <Typography.Text type="secondary">
        Act: <Typography.Text code>{row.act}</Typography.Text>
        {row.ip ? ` · IP ${row.ip}` : ''}
      </Typography.Text>
      <Table
        size="small"
        style={{ marginTop: 8, maxWidth: 900 }}
        rowKey="field"
        pagination={false}
        dataSource={diff}
        columns={[
          { key: 'field', dataIndex: 'field', title: 'Isian', width: 180 },
          { key: 'sebelum', dataIndex: 'sebelum', title: 'Sebelum', render: (v: string) => <span style={{ wordBreak: 'break-all' }}>{v}</span> },
          { key: 'sesudah', dataIndex: 'sesudah', title: 'Sesudah', render: (v: string, d) => <span style={{ wordBreak: 'break-all', fontWeight: d.changed ? 600 : undefined }}>{v}</span> },
        ]}
        onRow={(d) => ({ style: d.changed && d.sebelum !== '' ? { background: '#fffbe6' } : undefined })}
      />
    </div>
  );
}

interface Filters {
  range: [Dayjs | null, Dayjs | null] | null;
  userid?: string;
  modul?: string;
  jenis?: string;
  q: string;
  page: number;
}

export function LogAktivitas() {
  const [f, setF] = useState<Filters>(() => {
    const today = companyToday();
    return { range: [today.subtract(6, 'day'), today], q: '', page: 0 };
  });
  const [text, setText] = useState('');
  const users = useQuery({
    queryKey: ['doctype', 'pengguna', 'all'],
    queryFn: () => listOf(pengguna, { page: 0, limit: 500, sort: 'userid', dir: 'asc' }),
    retry: false,
  });
  const payload = {
    dari: f.range?.[0]?.format('YYYY-MM-DD'),
    sampai: f.range?.[1]?.format('YYYY-MM-DD'),
    userid: f.userid,
    modul: f.modul,
    jenis: f.jenis,
    q: f.q || undefined,
    page: f.page,
    limit: PAGE_SIZE,
  };
  const q = useQuery({
    queryKey: ['logaktivitas', payload],
    queryFn: () => callOk<LogAktivitasReply>('logaktivitas_list', payload),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const set = (patch: Partial<Filters>) => setF((s) => ({ ...s, ...patch, page: 0 }));
  const moduleOptions = useMemo(() => accessNames().map((a) => ({ value: a.modul, label: `${a.judul} (${a.modul})` })), []);

  const columns: TableProps<LogRow>['columns'] = [
    { key: 'waktu', dataIndex: 'waktu', title: 'Waktu', width: 170, render: (w: string) => displayTime(w) },
    { key: 'userid', dataIndex: 'userid', title: 'User', width: 110 },
    { key: 'jenis', dataIndex: 'jenis', title: 'Jenis', width: 90, render: (j: string) => <Tag color={JENIS_COLOR[j] ?? 'default'}>{j}</Tag> },
    { key: 'modul', dataIndex: 'modul', title: 'Modul', width: 200, render: (m: string | null) => (m ? (accessName(m)?.judul ?? m) : '') },
    { key: 'dokumen', dataIndex: 'dokumen', title: 'Dokumen', render: (d: string | null) => d ?? '' },
    { key: 'act', dataIndex: 'act', title: 'Act', width: 170, render: (a: string) => <Typography.Text type="secondary">{a}</Typography.Text> },
  ];

  const total = q.data?.query_data?.[0]?.totrec ?? 0;
  return (
    <Card>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker aria-label="Tanggal" format="DD/MM/YYYY" value={f.range} onChange={(v) => set({ range: v as Filters['range'] })} allowEmpty={[true, true]} />
        <Select
          aria-label="User"
          allowClear
          placeholder="Semua user"
          style={{ width: 160 }}
          showSearch={{ optionFilterProp: 'label' }}
          value={f.userid}
          onChange={(v?: string) => set({ userid: v })}
          options={(users.data?.tbl_pengguna ?? []).map((u) => ({ value: String(u.userid), label: String(u.userid) }))}
        />
        <Select aria-label="Modul" allowClear placeholder="Semua modul" style={{ width: 240 }} showSearch={{ optionFilterProp: 'label' }} value={f.modul} onChange={(v?: string) => set({ modul: v })} options={moduleOptions} />
        <Select aria-label="Jenis" allowClear placeholder="Semua jenis" style={{ width: 130 }} value={f.jenis} onChange={(v?: string) => set({ jenis: v })} options={JENIS.map((j) => ({ value: j, label: j }))} />
        <Input.Search aria-label="Cari dokumen" allowClear placeholder="Cari dokumen / kegiatan" style={{ width: 220 }} value={text} onChange={(e) => setText(e.target.value)} onSearch={(v) => set({ q: v.trim() })} />
        <Tooltip title="Muat ulang">
          <Button icon={<ReloadOutlined />} aria-label="Muat ulang" onClick={() => void q.refetch()} />
        </Tooltip>
      </Flex>
      {q.isError && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={q.error.message} />}
      <Table<LogRow>
        size="middle"
        rowKey="id"
        columns={columns}
        dataSource={q.data?.tbl_logaktivitas ?? []}
        loading={q.isFetching}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: (r) => <Detail row={r} />, expandRowByClick: true }}
        locale={{ emptyText: <Empty description="Tidak ada aktivitas pada filter ini" /> }}
        pagination={{ current: f.page + 1, pageSize: PAGE_SIZE, total, showSizeChanger: false, showTotal: (t) => `Total ${formatInt(t)} aktivitas` }}
        onChange={(p) => setF((s) => ({ ...s, page: (p.current ?? 1) - 1 }))}
      />
    </Card>
  );
}

/** A Postgres timestamptz text ("2026-01-05 03:11:12.5+00") in the browser's time. */
export function sinceText(s: string): string {
  const d = dayjs(String(s).replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
  return d.isValid() ? d.format('DD/MM/YYYY HH:mm:ss') : String(s);
}

export function ModulTerbuka() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const q = useQuery({ queryKey: ['modulterbuka'], queryFn: () => callOk<ModulTerbukaReply>('modulterbuka_list'), staleTime: 0 });
  const [selected, setSelected] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = q.data?.tbl_modulterbuka ?? [];

  const release = async (p: { ids: number[] } | { semua: true }) => {
    setBusy(true);
    setError(null);
    const env = await call<ModulTerbukaReset>('modulterbuka_reset', p);
    setBusy(false);
    if (env.num !== 0) return setError(env.msg);
    message.success(env.msg || `${env.data.jumlah} data dilepas`);
    setSelected([]);
    void queryClient.invalidateQueries({ queryKey: ['modulterbuka'] });
  };

  return (
    <Card>
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">Data yang sedang dibuka untuk diubah. Melepas kunci membuat data dapat diubah user lain; perubahan yang belum disimpan pemegangnya akan ditolak.</Typography.Text>
        <Space>
          <Button icon={<ReloadOutlined />} aria-label="Muat ulang" onClick={() => void q.refetch()} />
          <Button icon={<UnlockOutlined />} disabled={!selected.length} loading={busy} onClick={() => void release({ ids: selected })}>
            Lepas Terpilih{selected.length ? ` (${selected.length})` : ''}
          </Button>
          <Popconfirm title="Lepas semua data yang sedang dibuka?" okText="Ya" cancelText="Tidak" onConfirm={() => void release({ semua: true })} disabled={!rows.length}>
            <Button danger icon={<UnlockOutlined />} disabled={!rows.length} loading={busy}>
              Lepas Semua
            </Button>
          </Popconfirm>
        </Space>
      </Flex>
      {(error || q.isError) && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={error ?? q.error?.message} />}
      <Table<LockRow>
        size="middle"
        rowKey="id"
        loading={q.isFetching}
        dataSource={rows}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (k) => setSelected(k as number[]) }}
        locale={{ emptyText: <Empty description="Tidak ada data yang sedang dibuka" /> }}
        columns={[
          { key: 'label', title: 'Data', render: (_, r) => r.label || `${r.modul} ${r.kunci}` },
          { key: 'modul', dataIndex: 'modul', title: 'Modul', width: 140 },
          { key: 'userid', dataIndex: 'userid', title: 'Dibuka oleh', width: 140, render: (u: string) => <Tag color="blue">{u}</Tag> },
          { key: 'sejak', dataIndex: 'sejak', title: 'Sejak', width: 180, render: (s: string) => sinceText(s) },
          { key: 'ip', dataIndex: 'ip', title: 'Alamat IP', width: 140, render: (ip: string | null) => ip ?? '' },
        ]}
      />
    </Card>
  );
}
