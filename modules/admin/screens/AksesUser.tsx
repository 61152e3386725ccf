/**
 * /aksesuser (mUser): the access groups (Kelompok Akses User, the generic list; add and edit at
 * /aksesuserkelompokad and /aksesuserkelompoked) and each user's own rights over their group's.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Flex, Popconfirm, Select, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { kelompokAkses, pengguna } from '../doctypes';
import { call, callOk } from '@niaga/ui/api';
import ListScreen from '@niaga/ui/doctype/ListScreen';
import { listOf } from '@niaga/ui/doctype/acts';
import { RightsMatrix } from './RightsMatrix';
import { fromWire, toWire, type Rights } from './rights';
import type { HakAksesUserReply as UserRights } from '../replies';

function UserRightsPanel() {
  const [params, setParams] = useSearchParams();
  const userid = params.get('user') ?? undefined;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const users = useQuery({
    queryKey: ['doctype', 'pengguna', 'all'],
    queryFn: () => listOf(pengguna, { page: 0, limit: 500, sort: 'userid', dir: 'asc' }),
  });
  const rights = useQuery({
    queryKey: ['hakakses', 'U', userid],
    queryFn: () => callOk<UserRights>('hakakses_get', { jenis: 'U', subjek: userid }),
    enabled: !!userid,
    gcTime: 0,
    staleTime: 0,
  });
  const [own, setOwn] = useState<Rights | null>(null);
  const [loadedFor, setLoadedFor] = useState<unknown>(null);
  useEffect(() => {
    if (rights.data && loadedFor !== rights.data) {
      setLoadedFor(rights.data);
      setOwn(fromWire(rights.data.tbl_hakakses));
    }
  }, [rights.data, loadedFor]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const user = users.data?.tbl_pengguna.find((u) => u.userid === userid);
  const base = rights.data ? fromWire(rights.data.tbl_hakakses_kelompok) : undefined;
  const dirty = own !== null && rights.data !== undefined && JSON.stringify(toWire(own)) !== JSON.stringify(toWire(fromWire(rights.data.tbl_hakakses)));

  const save = async () => {
    if (!own || !userid) return;
    setSaving(true);
    setError(null);
    const env = await call('hakakses_save', { jenis: 'U', subjek: userid, hak: toWire(own) });
    setSaving(false);
    if (env.num !== 0) return setError(env.msg || `Gagal menyimpan (${env.num})`);
    message.success(`Hak akses user ${userid} berhasil disimpan`);
    void queryClient.invalidateQueries({ queryKey: ['hakakses', 'U', userid] });
    void queryClient.invalidateQueries({ queryKey: ['authactmenu'] });
  };

  return (
    <div>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <Typography.Text>User</Typography.Text>
        <Select
          aria-label="Pilih User"
          style={{ minWidth: 280 }}
          placeholder="Pilih user"
          showSearch={{ optionFilterProp: 'label' }}
          loading={users.isLoading}
          value={userid}
          onChange={(v: string) => {
            setOwn(null);
            setLoadedFor(null);
            setParams((p) => (p.set('user', v), p), { replace: true });
          }}
          options={(users.data?.tbl_pengguna ?? []).map((u) => ({ value: String(u.userid), label: `${String(u.userid)} - ${String(u.nama)}` }))}
        />
        {user && (
          <Space>
            <Typography.Text type="secondary">Kelompok:</Typography.Text>
            {rights.data?.kelompok ? <Tag color="blue">{rights.data.kelompok}</Tag> : <Tag>Tanpa kelompok</Tag>}
            {user.admin === true && <Tag color="gold">Administrator: semua hak</Tag>}
          </Space>
        )}
      </Flex>
      {error && <Alert type="error" showIcon closable={{ onClose: () => setError(null) }} style={{ marginBottom: 12 }} title={error} />}
      {!userid && <Empty description="Pilih user untuk melihat dan mengatur hak aksesnya" />}
      {rights.isError && <Alert type="error" showIcon title={rights.error.message} />}
      {userid && rights.isLoading && <Spin />}
      {userid && own && base && (
        <>
          <RightsMatrix value={own} base={base} onChange={setOwn} disabled={user?.admin === true} />
          <Space style={{ marginTop: 12 }}>
            <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={!dirty} onClick={() => void save()}>
              Simpan
            </Button>
            <Popconfirm title="Hapus semua pengaturan khusus user ini (ikut kelompok)?" okText="Ya" cancelText="Tidak" onConfirm={() => setOwn({})}>
              <Button icon={<UndoOutlined />} disabled={Object.keys(own).length === 0}>
                Ikut Kelompok Semua
              </Button>
            </Popconfirm>
          </Space>
        </>
      )}
    </div>
  );
}

export function AksesUser() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'user' ? 'user' : 'kelompok';
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams(k === 'user' ? { tab: 'user' } : {}, { replace: true })}
        items={[
          { key: 'kelompok', label: 'Kelompok Akses User', children: <ListScreen meta={kelompokAkses} bare /> },
          { key: 'user', label: 'Hak Akses per User', children: <UserRightsPanel /> },
        ]}
      />
    </Card>
  );
}
