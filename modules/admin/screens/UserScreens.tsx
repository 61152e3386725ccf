/**
 * Users (/userad, /usered; the list /listuser is the generic one) and access groups
 * (/aksesuserkelompokad, /aksesuserkelompoked), both the generic doctype form of
 * modules/admin/doctypes.ts with what the declaration leaves out: the password of a new user,
 * Reset Password (`pengguna_setpw`), the group as a choice, and the group's rights matrix (`hak`).
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, AutoComplete, App, Button, Form, Input, Modal, Select, Spin } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { PASSWORD_MAX, PASSWORD_MIN, kelompokAkses, pengguna } from '../doctypes';
import { call, callOk } from '@niaga/ui/api';
import { useSession } from '@niaga/ui/session';
import FormScreen from '@niaga/ui/doctype/FormScreen';
import type { Row } from '@niaga/ui/doctype/values';
import { listOf } from '@niaga/ui/doctype/acts';
import { RightsMatrix } from './RightsMatrix';
import { fromWire, toWire, type Rights } from './rights';
import type { HakAksesGroupReply } from '../replies';

const passwordRules = [
  { required: true, message: 'Password wajib diisi' },
  { min: PASSWORD_MIN, message: `Password minimal ${PASSWORD_MIN} karakter` },
  { max: PASSWORD_MAX, message: `Password maksimal ${PASSWORD_MAX} karakter` },
];
const confirmRule = (field: string) => ({ getFieldValue }: { getFieldValue: (n: string) => unknown }) => ({
  validator: (_: unknown, v: unknown) => (!v || v === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error('Ulangi password tidak sama'))),
});

/** Every access group, for the user's Kelompok Akses choice. */
export function useGroups() {
  return useQuery({
    queryKey: ['doctype', 'kelompokakses', 'all'],
    queryFn: () => listOf(kelompokAkses, { page: 0, limit: 500, sort: 'kodekelompok', dir: 'asc' }),
  });
}

function GroupSelect(props: { id?: string; value?: string; onChange?: (v: string) => void }) {
  const groups = useGroups();
  return (
    <Select
      {...props}
      value={props.value || undefined}
      onChange={(v) => props.onChange?.(v ?? '')}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={groups.isLoading}
      placeholder="Pilih Kelompok Akses"
      style={{ maxWidth: 360 }}
      options={(groups.data?.tbl_kelompokakses ?? []).map((g) => ({ value: String(g.kodekelompok), label: `${String(g.kodekelompok)} - ${String(g.namakelompok)}` }))}
    />
  );
}

/** Login department / warehouse: the company's offices as suggestions, free text allowed. */
function DeptInput(props: { id?: string; value?: string; onChange?: (v: string) => void }) {
  const s = useSession();
  const offices = s.status === 'out' ? [] : ((s.session.appcfg?.tbl_kantor as Array<{ kodekantor: string; namakantor?: string }> | undefined) ?? []);
  return (
    <AutoComplete
      {...props}
      allowClear
      style={{ maxWidth: 240 }}
      placeholder="Kode kantor / gudang"
      options={offices.map((o) => ({ value: o.kodekantor, label: `${o.kodekantor}${o.namakantor ? ` - ${o.namakantor}` : ''}` }))}
      onChange={(v) => props.onChange?.(String(v ?? '').toUpperCase())}
    />
  );
}

function ResetPassword({ record }: { record: Row }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ pw: string; pw2: string }>();
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setSaving(true);
    const env = await call('pengguna_setpw', { id: record.id, password: v.pw });
    setSaving(false);
    if (env.num !== 0) return setError(env.msg || `Gagal (${env.num})`);
    message.success(`Password user ${String(record.userid)} berhasil direset`);
    setOpen(false);
  };
  return (
    <>
      <Button icon={<KeyOutlined />} onClick={() => (form.resetFields(), setError(null), setOpen(true))}>
        Reset Password
      </Button>
      <Modal open={open} title={`Reset Password ${String(record.userid)}`} okText="Simpan" cancelText="Batal" confirmLoading={saving} onOk={() => void submit()} onCancel={() => setOpen(false)} destroyOnHidden>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title="Semua sesi login user ini akan diakhiri." />
        <Form form={form} layout="vertical" onFinish={() => void submit()}>
          <Form.Item name="pw" label="Password Baru" rules={passwordRules}>
            <Input.Password autoFocus autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="pw2" label="Ulangi Password Baru" dependencies={['pw']} rules={[{ required: true, message: 'Ulangi password' }, confirmRule('pw')]}>
            <Input.Password autoComplete="new-password" onPressEnter={() => void submit()} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

const userWidgets = { kelompok: <GroupSelect />, kodedept: <DeptInput /> };

export function UserAdd() {
  return (
    <FormScreen
      meta={pengguna}
      mode="add"
      extras={{
        widgets: userWidgets,
        extra: () => (
          <>
            <Form.Item name="password" label="Password" rules={passwordRules} style={{ maxWidth: 760 }}>
              <Input.Password autoComplete="new-password" style={{ maxWidth: 360 }} />
            </Form.Item>
            <Form.Item name="password2" label="Ulangi Password" dependencies={['password']} rules={[{ required: true, message: 'Ulangi password' }, confirmRule('password')]} style={{ maxWidth: 760 }}>
              <Input.Password autoComplete="new-password" style={{ maxWidth: 360 }} />
            </Form.Item>
          </>
        ),
        payload: (v) => ({ password: String(v.password ?? '') }),
      }}
    />
  );
}

export function UserEdit() {
  return <FormScreen meta={pengguna} mode="edit" extras={{ widgets: userWidgets, actions: (r) => r && <ResetPassword record={r} /> }} />;
}

/** The group's rights, loaded once for the record being edited. */
function GroupRights({ record, value, onChange }: { record: Row | null; value: Rights | null; onChange: (r: Rights) => void }) {
  const kode = record ? String(record.kodekelompok) : null;
  const q = useQuery({
    queryKey: ['hakakses', 'G', kode],
    queryFn: () => callOk<HakAksesGroupReply>('hakakses_get', { jenis: 'G', subjek: kode }),
    enabled: kode !== null,
    gcTime: 0,
  });
  useEffect(() => {
    if (value === null && kode === null) onChange({});
    else if (value === null && q.data) onChange(fromWire(q.data.tbl_hakakses));
  }, [value, kode, q.data, onChange]);
  if (q.isError) return <Alert type="error" showIcon title={q.error.message} />;
  if (value === null) return <Spin />;
  return <RightsMatrix value={value} onChange={onChange} />;
}

function GroupScreen({ mode }: { mode: 'add' | 'edit' }) {
  const [hak, setHak] = useState<Rights | null>(null);
  return (
    <FormScreen
      meta={kelompokAkses}
      mode={mode}
      extras={{
        extra: (record) => (
          <Form.Item label="Hak Akses" labelCol={{ flex: '180px' }}>
            <GroupRights record={record} value={hak} onChange={setHak} />
          </Form.Item>
        ),
        payload: () => {
          if (hak === null) throw new Error('Hak akses belum selesai dimuat.');
          return { hak: toWire(hak) };
        },
      }}
    />
  );
}

export const GroupAdd = () => <GroupScreen mode="add" />;
export const GroupEdit = () => <GroupScreen mode="edit" />;
