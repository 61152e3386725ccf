/**
 * /listbackup: the company's backups (newest first) with Buat Backup, Unduh, Hapus and Restore
 * (→ /restorebackup), and an upload of a backup file to restore from.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Alert, App, Button, Card, Space, Table, Tag, Typography, Upload } from 'antd';
import { CloudDownloadOutlined, DatabaseOutlined, DeleteOutlined, HistoryOutlined, UploadOutlined } from '@ant-design/icons';
import { CLIENT, MSG_CONNECTION, call, callOk } from '@niaga/ui/api';
import { formatDateTime, formatInt } from '@niaga/ui/format';
import { JENIS, formatSize, runJob, type Backup } from './jobs';
import type { BackupDownload, BackupLink, ListBackupReply as Data } from '../replies';

export default function ListBackup() {
  const { modal, message } = App.useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const list = useQuery({ queryKey: ['listbackup'], queryFn: () => callOk<Data>('listbackup', {}), staleTime: 0 });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ type: 'success' | 'error'; msg: string } | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: ['listbackup'] });

  const make = async () => {
    setBusy(true);
    setResult(null);
    try {
      const j = await runJob('backup_buat');
      setResult({ type: j.status === 'selesai' ? 'success' : 'error', msg: j.msg });
    } catch (e) {
      setResult({ type: 'error', msg: (e as Error).message });
    }
    setBusy(false);
    void refresh();
  };

  const download = async (b: Backup) => {
    const env = await call<BackupDownload>('backup_unduh', { file: b.file });
    if (env.num !== 0) return void message.error(env.msg);
    const a = document.createElement('a');
    a.href = env.data.url;
    a.download = env.data.nama;
    document.body.appendChild(a);
    a.click();
    a.remove();
  };

  const remove = (b: Backup) =>
    modal.confirm({
      title: 'Hapus backup',
      content: `Backup ${formatDateTime(b.waktu)} (${b.file}) dihapus dari server. Lanjutkan?`,
      okText: 'Hapus',
      okButtonProps: { danger: true },
      cancelText: 'Batal',
      onOk: async () => {
        const env = await call('backup_hapus', { file: b.file });
        if (env.num !== 0) message.error(env.msg);
        else message.success(env.msg);
        void refresh();
      },
    });

  const upload = async (file: File) => {
    setResult(null);
    const link = await call<BackupLink>('backup_unggah', {});
    if (link.num !== 0) return setResult({ type: 'error', msg: link.msg });
    let env: { num: number; msg: string; data: Backup | null };
    try {
      const res = await fetch(link.data.url, { method: 'POST', body: file, headers: { 'content-type': 'application/octet-stream' }, credentials: 'same-origin' });
      env = (await res.json()) as typeof env;
    } catch {
      env = { num: CLIENT.CONNECTION, msg: MSG_CONNECTION, data: null };
    }
    if (env.num !== 0 || !env.data) return setResult({ type: 'error', msg: env.msg });
    void refresh();
    navigate(`/restorebackup?file=${encodeURIComponent(env.data.file)}`);
  };

  const d = list.data;
  return (
    <Card
      title={
        <Space>
          <DatabaseOutlined />
          Backup Database
        </Space>
      }
      extra={
        <Space>
          {d?.bolehrestore && (
            <Upload accept=".gz" showUploadList={false} beforeUpload={(f) => (void upload(f), false)}>
              <Button icon={<UploadOutlined />}>Unggah Backup</Button>
            </Upload>
          )}
          <Button type="primary" icon={<DatabaseOutlined />} loading={busy} onClick={() => void make()}>
            Buat Backup
          </Button>
        </Space>
      }
    >
      {list.error && <Alert type="error" showIcon message={(list.error as Error).message} style={{ marginBottom: 12 }} />}
      {result && <Alert type={result.type} showIcon message={result.msg} style={{ marginBottom: 12 }} closable onClose={() => setResult(null)} />}
      {d && (
        <Typography.Paragraph type="secondary">
          {d.jadwal.aktif ? `Backup otomatis setiap hari jam ${String(d.jadwal.jam).padStart(2, '0')}:00, ${d.jadwal.simpan} backup terbaru disimpan.` : 'Backup otomatis belum aktif.'}{' '}
          <Typography.Link onClick={() => navigate('/pengaturandb')}>Atur jadwal</Typography.Link>
        </Typography.Paragraph>
      )}
      <Table<Backup>
        rowKey="file"
        size="small"
        loading={list.isLoading}
        dataSource={d?.tbl_backup ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: 'Belum ada backup.' }}
        columns={[
          { title: 'Waktu', dataIndex: 'waktu', render: (v: string) => formatDateTime(v) },
          { title: 'Jenis', dataIndex: 'jenis', render: (v: string) => <Tag>{JENIS[v] ?? v}</Tag> },
          { title: 'Perusahaan', render: (_: unknown, b) => `${b.idperusahaan} — ${b.nama}` },
          { title: 'Baris', dataIndex: 'baris', align: 'right', render: (v: number) => formatInt(v) },
          { title: 'Ukuran', dataIndex: 'ukuran', align: 'right', render: (v: number) => formatSize(v) },
          { title: 'Berkas', dataIndex: 'file' },
          {
            title: '',
            render: (_: unknown, b) => (
              <Space>
                <Button size="small" icon={<CloudDownloadOutlined />} onClick={() => void download(b)}>
                  Unduh
                </Button>
                {d?.bolehrestore && (
                  <Button size="small" icon={<HistoryOutlined />} onClick={() => navigate(`/restorebackup?file=${encodeURIComponent(b.file)}`)}>
                    Restore
                  </Button>
                )}
                <Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(b)} aria-label={`Hapus ${b.file}`} />
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
