/**
 * "Tambah Berita" on /listinfo: a company's own news (info_ae, spec §7.4) for its users, shown only
 * to a user who may (mSPengaturan · mopen, checked with authaccess). Saving refreshes the list and
 * the unread badge; the company's open pages get the news toast (topic berita).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { call } from '../../api';
import { UNREAD_KEY } from '../../news';

export function TambahBerita() {
  const qc = useQueryClient();
  const may = useQuery({ queryKey: ['authaccess', 'mSPengaturan', 'mopen'], queryFn: async () => (await call('authaccess', { modul: 'mSPengaturan', type: 'mopen' })).num === 0, staleTime: 5 * 60_000 });
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [form] = Form.useForm<{ judul: string; isi: string }>();
  if (!may.data) return null;

  const save = async (v: { judul: string; isi: string }) => {
    setBusy(true);
    setError('');
    const r = await call('info_ae', v);
    setBusy(false);
    if (r.num !== 0) return setError(r.msg);
    setOpen(false);
    form.resetFields();
    await qc.invalidateQueries({ queryKey: ['info_list'] });
    await qc.invalidateQueries({ queryKey: UNREAD_KEY });
  };

  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        Tambah Berita
      </Button>
      <Modal title="Tambah Berita" open={open} onCancel={() => setOpen(false)} okText="Simpan" cancelText="Batal" confirmLoading={busy} onOk={() => form.submit()} destroyOnHidden>
        {error && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={error} />}
        <Form form={form} layout="vertical" onFinish={(v) => void save(v)}>
          <Form.Item name="judul" label="Judul" rules={[{ required: true, whitespace: true, message: 'Judul wajib diisi' }, { max: 200, message: 'Judul maksimal 200 karakter' }]}>
            <Input autoFocus maxLength={200} />
          </Form.Item>
          <Form.Item name="isi" label="Isi Berita" rules={[{ required: true, whitespace: true, message: 'Isi berita wajib diisi' }]}>
            <Input.TextArea rows={6} maxLength={20000} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
