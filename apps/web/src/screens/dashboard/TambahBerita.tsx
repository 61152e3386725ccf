/**
 * "Tambah Berita" on /listinfo and "Ubah" on each of the company's own news: a company's news
 * (info_ae, spec §7.4) for its users, shown only to a user who may (mSPengaturan · mopen, checked
 * with authaccess). Saving refreshes the list and the unread badge; the company's open pages get
 * the news toast (topic berita). The service's news for every company is not editable here.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { call, callOk } from '@niaga/ui/api';
import type { BeritaRow, InfoGetReply } from '@niaga/admin/replies';
import { UNREAD_KEY } from '../../shell/news';

const useMay = () =>
  useQuery({ queryKey: ['authaccess', 'mSPengaturan', 'mopen'], queryFn: async () => (await call('authaccess', { modul: 'mSPengaturan', type: 'mopen' })).num === 0, staleTime: 5 * 60_000 });

/** Tambah Berita (no id) or Ubah (the news' id: its title and text are loaded first). */
function BeritaDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [form] = Form.useForm<{ judul: string; isi: string }>();
  const current = useQuery({
    queryKey: ['info_get', id],
    queryFn: async () => (await callOk<InfoGetReply>('info_get', { id })).tbl_berita[0],
    enabled: !!id,
  });
  const title = id ? 'Ubah Berita' : 'Tambah Berita';
  const save = async (v: { judul: string; isi: string }) => {
    setBusy(true);
    setError('');
    const r = await call('info_ae', id ? { id, ...v } : v);
    setBusy(false);
    if (r.num !== 0) return setError(r.msg);
    onClose();
    await qc.invalidateQueries({ queryKey: ['info_list'] });
    await qc.invalidateQueries({ queryKey: ['info_get', id] });
    await qc.invalidateQueries({ queryKey: UNREAD_KEY });
  };
  const ready = !id || current.data;
  return (
    <Modal title={title} open onCancel={onClose} okText="Simpan" cancelText="Batal" confirmLoading={busy} okButtonProps={{ disabled: !ready }} onOk={() => form.submit()} destroyOnHidden>
      {(error || current.error) && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={error || (current.error as Error).message} />}
      {ready && (
        <Form form={form} layout="vertical" initialValues={current.data ? { judul: current.data.judul, isi: current.data.isi } : undefined} onFinish={(v) => void save(v)}>
          <Form.Item name="judul" label="Judul" rules={[{ required: true, whitespace: true, message: 'Judul wajib diisi' }, { max: 200, message: 'Judul maksimal 200 karakter' }]}>
            <Input autoFocus maxLength={200} />
          </Form.Item>
          <Form.Item name="isi" label="Isi Berita" rules={[{ required: true, whitespace: true, message: 'Isi berita wajib diisi' }]}>
            <Input.TextArea rows={6} maxLength={20000} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

export function TambahBerita() {
  const may = useMay();
  const [open, setOpen] = useState(false);
  if (!may.data) return null;
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        Tambah Berita
      </Button>
      {open && <BeritaDialog onClose={() => setOpen(false)} />}
    </>
  );
}

/** "Ubah" beside one of the company's own news, for a user who may. */
export function UbahBerita({ berita }: { berita: BeritaRow }) {
  const may = useMay();
  const [open, setOpen] = useState(false);
  if (!may.data || !berita.milik) return null;
  return (
    <span onClick={(e) => e.stopPropagation()}>
      <Button size="small" icon={<EditOutlined />} aria-label={`Ubah berita ${berita.judul}`} onClick={() => setOpen(true)}>
        Ubah
      </Button>
      {open && <BeritaDialog id={berita.id} onClose={() => setOpen(false)} />}
    </span>
  );
}
