/**
 * Customers who registered themselves (online shop) and wait for the shop's approval (mPelanggan):
 * /listpelverifikasi lists them (search, paging), /pelverifikasi?id= shows one with Setujui
 * (verified and active) and Tolak (not active), through the act `pelanggan_verifikasi`.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Descriptions, Empty, Flex, Input, Popconfirm, Space, Table, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { PAGE_SIZE } from '@niaga/kernel';
import { call } from '@niaga/ui/api';
import { formatInt } from '@niaga/ui/format';
import { getOf, listOf } from '@niaga/ui/doctype/acts';
import type { HeaderOf } from '@niaga/kernel';
import pelanggan from '../pelanggan/pelanggan';

/** A customer as `pelanggan_list` and `_get` answer it (its declaration's fields). */
type Row = HeaderOf<typeof pelanggan>;

const WAITING = { verifikasi: false, aktif: true };
const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v as string));

export function ListPelVerifikasi() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const list = useQuery({
    queryKey: ['pelanggan', 'verifikasi', q, page],
    queryFn: () => listOf(pelanggan, { q, page, limit: PAGE_SIZE, sort: 'kodesupel', dir: 'asc', filter: WAITING }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const rows = list.data?.tbl_pelanggan ?? [];
  const total = list.data?.query_data[0]?.totrec ?? 0;
  const open = (r: Row) => void navigate(`/pelverifikasi?id=${String(r.id)}`);
  return (
    <Card>
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">Pelanggan yang mendaftar sendiri (toko online) dan menunggu persetujuan. Buka satu untuk menyetujui atau menolaknya.</Typography.Text>
        <Space>
          <Input.Search
            allowClear
            placeholder="Cari kode, nama, kota"
            aria-label="Cari"
            style={{ width: 260 }}
            onSearch={(v) => {
              setQ(v.trim());
              setPage(0);
            }}
          />
          <Button icon={<ReloadOutlined />} aria-label="Muat ulang" onClick={() => void list.refetch()} />
        </Space>
      </Flex>
      {list.isError && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={list.error.message} />}
      <Table<Row>
        size="middle"
        rowKey="id"
        loading={list.isFetching}
        dataSource={rows}
        locale={{ emptyText: <Empty description="Tidak ada pelanggan yang menunggu verifikasi" /> }}
        pagination={{ current: page + 1, pageSize: PAGE_SIZE, total, showSizeChanger: false, showTotal: (n) => `${formatInt(n)} pelanggan`, onChange: (p) => setPage(p - 1) }}
        onRow={(r) => ({ onDoubleClick: () => open(r), onKeyDown: (e) => e.key === 'Enter' && open(r), tabIndex: 0 })}
        columns={[
          { key: 'kodesupel', dataIndex: 'kodesupel', title: 'Kode Pelanggan' },
          { key: 'namasupel', dataIndex: 'namasupel', title: 'Nama Pelanggan' },
          { key: 'kota', dataIndex: 'kota', title: 'Kabupaten / Kota', render: text },
          { key: 'hp', title: 'HP / Telepon', render: (_, r) => text(r.hp || r.telepon) },
          { key: 'email', dataIndex: 'email', title: 'Email', render: text },
          {
            key: 'aksi',
            title: '',
            width: 110,
            render: (_, r) => (
              <Button size="small" type="primary" onClick={() => open(r)}>
                Proses
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}

const SHOWN: Array<[keyof Row & string, string]> = [
  ['kodesupel', 'Kode Pelanggan'],
  ['namasupel', 'Nama Pelanggan'],
  ['kontak', 'Kontak'],
  ['hp', 'HP / WhatsApp'],
  ['telepon', 'Telepon'],
  ['email', 'Email'],
  ['npwp', 'NPWP'],
  ['nik', 'NIK'],
  ['jalan', 'Jalan'],
  ['kelurahan', 'Kelurahan / Desa'],
  ['kecamatan', 'Kecamatan'],
  ['kota', 'Kabupaten / Kota'],
  ['provinsi', 'Provinsi'],
  ['kodepos', 'Kode Pos'],
];

export function PelVerifikasi() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const rec = useQuery({
    queryKey: ['pelanggan', 'get', id],
    queryFn: () => getOf(pelanggan, { id }),
    enabled: valid,
    staleTime: 0,
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const r = rec.data?.tbl_pelanggan[0];

  const decide = async (setuju: boolean) => {
    setBusy(true);
    setError(null);
    const env = await call('pelanggan_verifikasi', { id, setuju: setuju ? 1 : 0 });
    setBusy(false);
    if (env.num !== 0) return setError(env.msg);
    message.success(setuju ? `Pelanggan ${String(r?.kodesupel)} disetujui.` : `Pelanggan ${String(r?.kodesupel)} ditolak.`);
    void queryClient.invalidateQueries({ queryKey: ['pelanggan'] });
    void navigate('/listpelverifikasi');
  };

  if (!valid) return <Alert type="warning" showIcon title="Pilih pelanggan dari daftar Verifikasi Pelanggan." action={<Button onClick={() => void navigate('/listpelverifikasi')}>Ke Daftar</Button>} />;
  return (
    <Card loading={rec.isLoading}>
      {(error || rec.isError) && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={error ?? rec.error?.message} />}
      {r && (
        <>
          {r.verifikasi ? (
            <Alert type="info" showIcon style={{ marginBottom: 12 }} title={`Pelanggan ${String(r.kodesupel)} sudah terverifikasi.`} />
          ) : !r.aktif ? (
            <Alert type="info" showIcon style={{ marginBottom: 12 }} title={`Pelanggan ${String(r.kodesupel)} sudah ditolak (tidak aktif).`} />
          ) : null}
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={SHOWN.map(([k, label]) => ({ key: k, label, children: text(r[k]) }))} />
          <Flex gap={8} justify="end" style={{ marginTop: 16 }}>
            <Button onClick={() => void navigate('/listpelverifikasi')}>Kembali</Button>
            <Popconfirm title={`Tolak pendaftaran ${String(r.namasupel)}?`} description="Pelanggan dibuat tidak aktif." okText="Ya" cancelText="Tidak" onConfirm={() => void decide(false)} disabled={Boolean(r.verifikasi) || !r.aktif}>
              <Button danger icon={<CloseOutlined />} loading={busy} disabled={Boolean(r.verifikasi) || !r.aktif}>
                Tolak
              </Button>
            </Popconfirm>
            <Button type="primary" icon={<CheckOutlined />} loading={busy} disabled={Boolean(r.verifikasi)} onClick={() => void decide(true)}>
              Setujui
            </Button>
          </Flex>
        </>
      )}
    </Card>
  );
}
