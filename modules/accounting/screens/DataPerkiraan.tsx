/**
 * /dataperkiraan (mDaftarPerkiraan): the chart of accounts as a tree of group and detail accounts
 * (each under its Perkiraan Induk), searchable, opened fully; or as the generic paged list.
 * Add, edit and delete go through the generic perkiraan acts and screens.
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Segmented, Space, Table, Tag } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { MAX_PAGE_SIZE } from '@niaga/kernel';
import perkiraan, { KELOMPOK, SALDO_NORMAL, TIPE_AKUN } from '../perkiraan/perkiraan';
import ListScreen from '@niaga/ui/doctype/ListScreen';
import { listOf } from '@niaga/ui/doctype/acts';
import { accountTree, branchKeys, type AccountNode, type AccountRow } from './accountTree';

const meta = perkiraan;
const label = (opts: { value: string; label: string }[], v: string) => opts.find((o) => o.value === v)?.label ?? v;

/** Every account, page by page (charts are small; MAX_PAGE_SIZE a page). */
async function allAccounts(): Promise<AccountRow[]> {
  const out: AccountRow[] = [];
  for (let page = 0; ; page++) {
    const d = await listOf(perkiraan, { page, limit: MAX_PAGE_SIZE, sort: 'kodeacc' });
    out.push(...d.tbl_perkiraan);
    if (page + 1 >= d.query_data[0].totpage) return out;
  }
}

function Tree() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const accounts = useQuery({ queryKey: ['doctype', 'perkiraan', 'tree'], queryFn: allAccounts, staleTime: 0 });
  const tree = useMemo(() => accountTree(accounts.data ?? [], q), [accounts.data, q]);
  const [closed, setClosed] = useState<Set<string>>(new Set());
  const expanded = useMemo(() => branchKeys(tree).filter((k) => !closed.has(k)), [tree, closed]);

  if (accounts.isError) return <Alert type="error" showIcon title={accounts.error.message} />;
  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Input.Search allowClear autoFocus placeholder="Cari Kode / Nama Perkiraan" aria-label="Cari perkiraan" onChange={(e) => setQ(e.target.value)} style={{ width: 320 }} />
        <Space>
          <Button icon={<ReloadOutlined />} aria-label="Muat ulang" onClick={() => void accounts.refetch()} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(meta.routes.add!)}>
            Tambah
          </Button>
        </Space>
      </Space>
      <Table<AccountNode>
        size="small"
        rowKey="kodeacc"
        loading={accounts.isLoading}
        dataSource={tree}
        pagination={false}
        expandable={{
          expandedRowKeys: expanded,
          onExpand: (open, r) => setClosed((s) => {
            const n = new Set(s);
            if (open) n.delete(r.kodeacc);
            else n.add(r.kodeacc);
            return n;
          }),
        }}
        onRow={(r) => ({ onDoubleClick: () => navigate(`${meta.routes.edit}?id=${r.id}`), style: { cursor: 'pointer' } })}
        columns={[
          { title: 'Kode Perkiraan', dataIndex: 'kodeacc', render: (v: string, r) => (r.grup ? <b>{v}</b> : v) },
          { title: 'Nama Perkiraan', dataIndex: 'namaacc', render: (v: string, r) => (r.grup ? <b>{v}</b> : v) },
          { title: 'Kelompok', dataIndex: 'kelompok', render: (v: string) => label(KELOMPOK, v) },
          { title: 'Tipe', dataIndex: 'tipe', render: (v: string) => label(TIPE_AKUN, v) },
          { title: 'Saldo Normal', dataIndex: 'saldonormal', render: (v: string) => label(SALDO_NORMAL, v) },
          { title: 'Aktif', dataIndex: 'aktif', render: (v: boolean) => (v ? <Tag color="green">Ya</Tag> : <Tag>Tidak</Tag>) },
          { title: '', key: 'ubah', width: 80, render: (_: unknown, r) => <Button size="small" onClick={() => navigate(`${meta.routes.edit}?id=${r.id}`)}>Ubah</Button> },
        ]}
      />
    </Card>
  );
}

export default function DataPerkiraan() {
  const [view, setView] = useState<'pohon' | 'daftar'>('pohon');
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Segmented
        value={view}
        onChange={(v) => setView(v as 'pohon' | 'daftar')}
        options={[
          { value: 'pohon', label: 'Pohon Perkiraan' },
          { value: 'daftar', label: 'Daftar Perkiraan' },
        ]}
      />
      {view === 'pohon' ? <Tree /> : <ListScreen meta={meta} bare />}
    </Space>
  );
}
