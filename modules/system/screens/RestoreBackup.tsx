/**
 * /restorebackup?file=…: restores one backup, as a new company (a new Id Perusahaan) or in place of
 * this company's data — after a confirmation that names the backup's time; the server backs up
 * the current state first. A damaged or foreign file is refused and nothing changes.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Descriptions, Form, Input, Radio, Space } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { callOk } from '@niaga/ui/api';
import { formatDateTime, formatInt } from '@niaga/ui/format';
import { JENIS, formatSize, runJob } from './jobs';
import type { ListBackupReply } from '../replies';

export default function RestoreBackup() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const file = params.get('file') ?? '';
  const list = useQuery({ queryKey: ['listbackup'], queryFn: () => callOk<ListBackupReply>('listbackup', {}), staleTime: 0 });
  const b = list.data?.tbl_backup.find((x) => x.file === file);
  const [mode, setMode] = useState<'baru' | 'ganti'>('baru');
  const [idperusahaan, setId] = useState('');
  const [nama, setNama] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ type: 'success' | 'error'; msg: string } | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const run = async (payload: Record<string, unknown>) => {
    setBusy(true);
    setResult(null);
    setFieldError(null);
    try {
      const j = await runJob('backup_restore', { file, mode, ...payload });
      setResult({ type: j.status === 'selesai' ? 'success' : 'error', msg: j.msg });
    } catch (e) {
      const data = (e as { data?: { fields?: Record<string, string> } }).data;
      if (data?.fields?.idperusahaan) setFieldError(data.fields.idperusahaan);
      setResult({ type: 'error', msg: (e as Error).message });
    }
    setBusy(false);
  };

  const start = () => {
    if (!b) return;
    if (mode === 'baru') return void run({ idperusahaan, nama });
    modal.confirm({
      title: 'Ganti data perusahaan',
      content: `Semua data perusahaan ini akan diganti dengan backup tanggal ${formatDateTime(b.waktu)}. Keadaan sekarang dibackup otomatis lebih dulu. Lanjutkan?`,
      okText: 'Ganti Data',
      okButtonProps: { danger: true },
      cancelText: 'Batal',
      onOk: () => void run({ konfirmasi: b.waktu }),
    });
  };

  return (
    <Card
      title={
        <Space>
          <HistoryOutlined />
          Restore Backup
        </Space>
      }
      extra={<Button onClick={() => navigate('/listbackup')}>Kembali</Button>}
    >
      {list.error && <Alert type="error" showIcon message={(list.error as Error).message} />}
      {list.data && !b && <Alert type="warning" showIcon message={`Backup ${file || '(tidak dipilih)'} tidak ditemukan.`} />}
      {list.data && !list.data.bolehrestore && <Alert type="error" showIcon message="Maaf, Anda tidak memiliki hak Restore Database." />}
      {b && (
        <>
          <Descriptions size="small" bordered column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="Waktu backup">{formatDateTime(b.waktu)}</Descriptions.Item>
            <Descriptions.Item label="Perusahaan">
              {b.idperusahaan} — {b.nama}
            </Descriptions.Item>
            <Descriptions.Item label="Jenis">{JENIS[b.jenis] ?? b.jenis}</Descriptions.Item>
            <Descriptions.Item label="Versi skema">{b.versi}</Descriptions.Item>
            <Descriptions.Item label="Jumlah baris">{formatInt(b.baris)}</Descriptions.Item>
            <Descriptions.Item label="Ukuran">{formatSize(b.ukuran)}</Descriptions.Item>
          </Descriptions>
          <Form layout="vertical" style={{ maxWidth: 480 }} onFinish={start}>
            <Form.Item label="Restore ke">
              <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as 'baru' | 'ganti')}>
                <Radio value="baru">Perusahaan baru</Radio>
                <Radio value="ganti">Ganti data perusahaan ini</Radio>
              </Radio.Group>
            </Form.Item>
            {mode === 'baru' && (
              <>
                <Form.Item label="Id Perusahaan Baru" htmlFor="restore-idperusahaan" required validateStatus={fieldError ? 'error' : undefined} help={fieldError ?? undefined}>
                  <Input id="restore-idperusahaan" value={idperusahaan} onChange={(e) => setId(e.target.value.toUpperCase())} maxLength={30} />
                </Form.Item>
                <Form.Item label="Nama Perusahaan (kosong: dari backup)" htmlFor="restore-nama">
                  <Input id="restore-nama" value={nama} onChange={(e) => setNama(e.target.value)} maxLength={120} placeholder={b.nama} />
                </Form.Item>
              </>
            )}
            {result && <Alert type={result.type} showIcon message={result.msg} style={{ marginBottom: 12 }} />}
            <Button type="primary" htmlType="submit" loading={busy} disabled={!list.data?.bolehrestore} danger={mode === 'ganti'}>
              Restore
            </Button>
          </Form>
        </>
      )}
    </Card>
  );
}
