/** /pengaturandb: the backup schedule (daily at an hour, keep N), vacuum, and the database's facts. */
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, InputNumber, Space, Switch, Typography } from 'antd';
import { DatabaseOutlined, ToolOutlined } from '@ant-design/icons';
import { call, callOk } from '@niaga/ui/api';
import { runJob } from './jobs';
import { SystemDescriptions } from './InfoSistem';
import type { PengaturanDbReply as Data } from '../replies';

export default function PengaturanDb() {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: ['pengaturandb'], queryFn: () => callOk<Data>('pengaturandb', {}), staleTime: 0 });
  const [form] = Form.useForm<Data['jadwal']>();
  const [result, setResult] = useState<{ type: 'success' | 'error'; msg: string } | null>(null);
  const [busy, setBusy] = useState<'simpan' | 'vacuum' | null>(null);
  useEffect(() => {
    if (q.data) form.setFieldsValue(q.data.jadwal);
  }, [q.data, form]);

  const save = async (v: Data['jadwal']) => {
    setBusy('simpan');
    const env = await call('backup_jadwal_save', v);
    setBusy(null);
    setResult({ type: env.num === 0 ? 'success' : 'error', msg: env.msg });
    void qc.invalidateQueries({ queryKey: ['pengaturandb'] });
  };
  const vacuum = async () => {
    setBusy('vacuum');
    try {
      const j = await runJob('db_vacuum');
      setResult({ type: j.status === 'selesai' ? 'success' : 'error', msg: j.msg });
    } catch (e) {
      setResult({ type: 'error', msg: (e as Error).message });
    }
    setBusy(null);
    void qc.invalidateQueries({ queryKey: ['pengaturandb'] });
  };

  return (
    <Card
      title={
        <Space>
          <DatabaseOutlined />
          Pengaturan Database
        </Space>
      }
      loading={q.isLoading}
    >
      {q.error && <Alert type="error" showIcon message={(q.error as Error).message} />}
      {result && <Alert type={result.type} showIcon message={result.msg} style={{ marginBottom: 12 }} closable onClose={() => setResult(null)} />}
      {q.data && (
        <>
          <Typography.Title level={5}>Jadwal Backup</Typography.Title>
          <Form form={form} layout="inline" onFinish={(v) => void save(v)} style={{ marginBottom: 16 }}>
            <Form.Item name="aktif" label="Backup otomatis" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="jam" label="Setiap hari jam" rules={[{ required: true, message: 'Isi jam' }]}>
              <InputNumber min={0} max={23} />
            </Form.Item>
            <Form.Item name="simpan" label="Simpan" rules={[{ required: true, message: 'Isi jumlah backup' }]}>
              <InputNumber min={1} max={365} addonAfter="backup" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy === 'simpan'}>
              Simpan
            </Button>
          </Form>
          <Typography.Title level={5}>Perawatan</Typography.Title>
          <Typography.Paragraph type="secondary">Vacuum merapikan ruang kosong dan memperbarui statistik tabel perusahaan ini; aman dijalankan saat server melayani transaksi.</Typography.Paragraph>
          <Button icon={<ToolOutlined />} loading={busy === 'vacuum'} onClick={() => void vacuum()} style={{ marginBottom: 16 }}>
            Vacuum
          </Button>
          <SystemDescriptions info={q.data} />
        </>
      )}
    </Card>
  );
}
