/**
 * The supervisor override's dialog (./Otorisasi.tsx `useOtorisasi`), loaded the first time an
 * override is asked for: not with every screen that may ask for one (the till, issue 36).
 */
import { useRef, useState } from 'react';
import { Alert, Form, Modal, type InputRef } from 'antd';
// antd's text and password inputs without the rest of Input (text area, search, OTP).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { Typography } from './Typography';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { AKSI } from '@niaga/kernel';
import { call } from '../api';
import type { OtorisasiGrant, OtorisasiRequest } from './Otorisasi';

export default function OtorisasiDialog({ request, onClose }: { request: OtorisasiRequest | null; onClose: (g: OtorisasiGrant | null) => void }) {
  const [form] = Form.useForm<{ userid: string; pass: string }>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passRef = useRef<InputRef>(null);

  const submit = async () => {
    if (!request || busy) return;
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    setError(null);
    const env = await call<{ userid?: string; izin?: string } | null>('authaccess_izin', { modul: request.modul, type: request.type, userid: v.userid.trim(), pass: v.pass });
    setBusy(false);
    if (env.num === 0) {
      form.resetFields();
      onClose({ userid: env.data?.userid ?? v.userid.trim().toUpperCase(), izin: env.data?.izin, msg: env.msg });
      return;
    }
    setError(env.msg || `Otorisasi ditolak (${env.num})`);
    form.setFieldValue('pass', '');
    setTimeout(() => passRef.current?.focus(), 0);
  };

  return (
    <Modal
      open={request !== null}
      title={
        <span>
          <SafetyCertificateOutlined /> Otorisasi
        </span>
      }
      okText="Otorisasi"
      cancelText="Batal"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={() => {
        form.resetFields();
        setError(null);
        onClose(null);
      }}
      destroyOnHidden
      width={420}
    >
      {request && (
        <Typography.Paragraph>
          Anda tidak memiliki hak akses <b>{AKSI[request.type]}</b> pada modul <b>{request.modul}</b>
          {request.action ? ` (${request.action})` : ''}. Minta user yang berhak memasukkan User ID dan Password-nya.
        </Typography.Paragraph>
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" autoComplete="off" onFinish={() => void submit()}>
        <Form.Item name="userid" label="User ID Otorisasi" rules={[{ required: true, message: 'Masukkan User ID' }]} normalize={(v: string) => v.toUpperCase()}>
          <Input autoFocus autoComplete="off" onPressEnter={() => passRef.current?.focus()} />
        </Form.Item>
        <Form.Item name="pass" label="Password Otorisasi" rules={[{ required: true, message: 'Masukkan Password' }]}>
          <Password ref={passRef} autoComplete="new-password" onPressEnter={() => void submit()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
