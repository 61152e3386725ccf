/**
 * /settingperkiraan (mSettingAkun): the account bound to each role of ACCOUNTING.md §1 (postings
 * read roles, never fixed codes). One account picker per role, limited to the role's account
 * types; Simpan sends the changed rows (settingakun_save); server refusals name the role.
 */
import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Space, Table, Tag, Tooltip } from 'antd';
import { ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { TIPE_AKUN } from '../perkiraan/perkiraan';
import { call, callOk } from '@niaga/ui/api';
import { AccountPicker } from '@niaga/ui/document/AccountPicker';
import type { SettingAkunReply, SettingAkunRole as Role } from '../setting-akun/reply';


const tipeLabel = (t: string) => TIPE_AKUN.find((x) => x.value === t)?.label ?? t;

export default function SettingPerkiraan() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['settingakun'],
    queryFn: async () => (await callOk<SettingAkunReply>('settingakun_list', {})).tbl_settingakun,
    staleTime: 0,
  });
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setEdits({}), [list.data]);

  const changed = useMemo(() => (list.data ?? []).filter((r) => edits[r.peran] !== undefined && edits[r.peran] !== r.kodeacc), [list.data, edits]);

  const save = async () => {
    setFailure(null);
    if (!changed.length) {
      message.info('Tidak ada perubahan');
      return;
    }
    setSaving(true);
    const env = await call<SettingAkunReply>('settingakun_save', { rows: changed.map((r) => ({ peran: r.peran, kodeacc: edits[r.peran] })) });
    setSaving(false);
    if (env.num !== 0) {
      setFailure(env.msg || 'Terjadi masalah saat permintaan data, cek koneksi internet.');
      return;
    }
    message.success('Setting perkiraan berhasil disimpan');
    queryClient.setQueryData(['settingakun'], env.data.tbl_settingakun);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        document.getElementById('settingakun-simpan')?.click();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Card>
      {list.error && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 12 }} />}
      {failure && <Alert type="error" showIcon closable={{ onClose: () => setFailure(null) }} title={failure} style={{ marginBottom: 12 }} role="alert" />}
      <Table<Role>
        size="small"
        rowKey="peran"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'label', dataIndex: 'label', title: 'Peran', width: 260 },
          {
            key: 'tipe',
            dataIndex: 'tipe',
            title: 'Tipe yang boleh',
            width: 200,
            render: (t: string) => (t ? t.split(',').map((x) => <Tag key={x}>{tipeLabel(x)}</Tag>) : <Tag>semua detail</Tag>),
          },
          {
            key: 'kodeacc',
            title: 'Perkiraan',
            render: (_: unknown, r: Role) => (
              <AccountPicker
                value={edits[r.peran] ?? r.kodeacc}
                onChange={(v) => setEdits((e) => ({ ...e, [r.peran]: v }))}
                kelompok={r.tipe}
                aria-label={r.label}
                style={{ minWidth: 340 }}
              />
            ),
          },
          {
            key: 'ubah',
            width: 80,
            render: (_: unknown, r: Role) => (edits[r.peran] !== undefined && edits[r.peran] !== r.kodeacc ? <Tag color="orange">diubah</Tag> : null),
          },
        ]}
      />
      <Space style={{ marginTop: 16 }}>
        <Tooltip title="Ctrl+S" placement="bottom">
          <Button id="settingakun-simpan" type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()} disabled={!changed.length}>
            Simpan{changed.length ? ` (${changed.length})` : ''}
          </Button>
        </Tooltip>
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
          Batalkan perubahan
        </Button>
      </Space>
    </Card>
  );
}
