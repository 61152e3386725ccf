/**
 * /pengaturanapisistem (mSettingApi): API keys of other systems calling `/api`. A key per system,
 * holding the rights of one user group; shown once when made (copy it then), stored hashed,
 * revocable; the list tells when and from which address each key was last used.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Flex, Form, Input, Modal, Popconfirm, Select, Table, Tag, Typography } from 'antd';
import { KeyOutlined, ReloadOutlined, StopOutlined } from '@ant-design/icons';
import { call, callOk } from '@niaga/ui/api';
import { listOf } from '@niaga/ui/doctype/acts';
import { kelompokAkses } from '../doctypes';
import { displayTime } from './LogScreens';
import type { ApiKeyRow as KeyRow, ApiSistemReply, NewApiKey as NewKey } from '../replies';

export function PengaturanApiSistem() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ nama: string; kelompok: string }>();
  const keys = useQuery({ queryKey: ['apisistem'], queryFn: () => callOk<ApiSistemReply>('apisistem_list'), staleTime: 0 });
  const groups = useQuery({
    queryKey: ['kelompokakses', 'semua'],
    queryFn: () => listOf(kelompokAkses, { page: 0, limit: 500, sort: 'kodekelompok', dir: 'asc' }),
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<NewKey | null>(null);
  const rows = keys.data?.tbl_apisistem ?? [];
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['apisistem'] });

  const create = async (v: { nama: string; kelompok: string }) => {
    setBusy(true);
    setError(null);
    const env = await call<NewKey>('apisistem_add', v);
    setBusy(false);
    if (env.num !== 0) return setError(env.msg);
    form.resetFields();
    setMade(env.data);
    refresh();
  };

  const revoke = async (r: KeyRow) => {
    setError(null);
    const env = await call('apisistem_cabut', { id: r.id });
    if (env.num !== 0) return setError(env.msg);
    message.success(env.msg);
    refresh();
  };

  return (
    <Card>
      <Typography.Paragraph type="secondary">
        Sistem lain (ERP, aplikasi gudang, toko online sendiri) memanggil <Typography.Text code>/api</Typography.Text> dengan kuncinya sebagai <Typography.Text code>token</Typography.Text>. Setiap kunci
        memegang hak satu kelompok akses user, tidak lebih; setiap panggilannya tercatat di Log Aktivitas sebagai <Typography.Text code>API:NAMA</Typography.Text>.
      </Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={(v) => void create(v)} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="nama" label="Nama Sistem" rules={[{ required: true, message: 'Nama Sistem wajib diisi' }]}>
          <Input maxLength={20} placeholder="mis. ERP" style={{ width: 180 }} autoComplete="off" />
        </Form.Item>
        <Form.Item name="kelompok" label="Kelompok Akses" rules={[{ required: true, message: 'Kelompok Akses wajib dipilih' }]}>
          <Select
            style={{ width: 220 }}
            showSearch
            loading={groups.isLoading}
            placeholder="Pilih kelompok"
            options={(groups.data?.tbl_kelompokakses ?? []).map((g) => ({ value: String(g.kodekelompok), label: `${String(g.kodekelompok)} — ${String(g.namakelompok)}` }))}
            notFoundContent="Belum ada kelompok akses: buat di Akses User"
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<KeyOutlined />} loading={busy}>
            Buat Kunci
          </Button>
        </Form.Item>
      </Form>
      {(error || keys.isError) && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={error ?? keys.error?.message} />}
      <Flex justify="end" style={{ marginBottom: 8 }}>
        <Button icon={<ReloadOutlined />} aria-label="Muat ulang" onClick={() => void keys.refetch()} />
      </Flex>
      <Table<KeyRow>
        size="middle"
        rowKey="id"
        loading={keys.isFetching}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: <Empty description="Belum ada kunci API" /> }}
        columns={[
          { key: 'nama', dataIndex: 'nama', title: 'Nama Sistem' },
          { key: 'kelompok', dataIndex: 'kelompok', title: 'Kelompok Akses' },
          { key: 'awalan', dataIndex: 'awalan', title: 'Kunci', width: 150, render: (a: string) => <Typography.Text code style={{ whiteSpace: 'nowrap' }}>{a}…</Typography.Text> },
          { key: 'dibuat', title: 'Dibuat', render: (_, r) => `${displayTime(r.dibuat)} oleh ${r.dibuatoleh}` },
          { key: 'terakhir', title: 'Terakhir Dipakai', render: (_, r) => (r.terakhirdipakai ? displayTime(r.terakhirdipakai) : 'Belum pernah') },
          { key: 'ip', dataIndex: 'ipterakhir', title: 'Alamat IP Terakhir' },
          {
            key: 'status',
            title: 'Status',
            render: (_, r) => (r.dicabut ? <Tag>Dicabut {displayTime(r.dicabut)}</Tag> : <Tag color="green">Aktif</Tag>),
          },
          {
            key: 'aksi',
            title: '',
            width: 110,
            render: (_, r) =>
              r.dicabut ? null : (
                <Popconfirm title={`Cabut kunci API ${r.nama}?`} description="Panggilan berikutnya dengan kunci ini akan ditolak." okText="Ya" cancelText="Tidak" onConfirm={() => void revoke(r)}>
                  <Button danger size="small" icon={<StopOutlined />}>
                    Cabut
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <Modal open={made !== null} title={`Kunci API ${made?.nama ?? ''}`} onOk={() => setMade(null)} onCancel={() => setMade(null)} okText="Sudah Saya Salin" cancelButtonProps={{ style: { display: 'none' } }} maskClosable={false} destroyOnHidden>
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="Salin kunci ini sekarang. Kunci tidak akan ditampilkan lagi; bila hilang, cabut dan buat kunci baru." />
        <Typography.Paragraph copyable={{ text: made?.kunci ?? '', tooltips: ['Salin', 'Tersalin'] }} code style={{ wordBreak: 'break-all' }} data-testid="kunci-api">
          {made?.kunci}
        </Typography.Paragraph>
      </Modal>
    </Card>
  );
}
