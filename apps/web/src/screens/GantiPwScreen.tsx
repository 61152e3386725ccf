/**
 * Set a new password from a reset link (spec §2.3, §4 Reset link, §5, §8): /gantipw-form?prs=
 * {company id}&rst={reset token}. The link is checked on opening (after a server lookup in
 * multi-server mode); a valid one shows Password Baru and Ketik Ulang Password, an invalid one
 * the disabled red banner.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, App, Button, Form, Input, Spin, Typography, type InputRef } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { call } from '@niaga/ui/api';
import { config } from '@niaga/ui/config';
import { goToServer, lookupCompany } from '../companyLookup';

interface Values {
  pass: string;
  pass2: string;
}

export const LINK_EXPIRED = 'Link Reset Password Expired / Tidak Aktif';
export const MISMATCH = 'Maaf, Password baru dengan password yang diketik ulang tidak cocok';

type LinkState = 'checking' | 'valid' | 'invalid';

export default function GantiPwScreen() {
  const [params] = useSearchParams();
  const iper = (params.get('prs') ?? '').trim();
  const token = params.get('rst') ?? '';
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [state, setState] = useState<LinkState>('checking');
  const [busy, setBusy] = useState(false);
  const retypeRef = useRef<InputRef>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      if (!iper || !token) return setState('invalid');
      const found = await lookupCompany(iper);
      if (!live) return;
      if (found.kind === 'elsewhere') return goToServer(found.origin, '/gantipw-form', { prs: iper, rst: token });
      if (found.kind === 'failed') {
        setState('invalid');
        modal.error({ title: config.appTitle, content: `Checking Perusahaan Gagal, Pesan : ${found.msg}` });
        return;
      }
      const env = await call('cekresetpw', {}, { iper, tokenreset: token });
      if (live) setState(env.num === 0 ? 'valid' : 'invalid');
    })();
    return () => {
      live = false;
    };
  }, [iper, token, modal]);

  const onFinish = async (v: Values) => {
    if (v.pass !== v.pass2) {
      modal.warning({ title: config.appTitle, content: MISMATCH, afterClose: () => retypeRef.current?.focus() });
      return;
    }
    setBusy(true);
    const env = await call('gantipw', {}, { iper, tokenreset: token, pass: v.pass });
    setBusy(false);
    if (env.num !== 0) {
      modal.error({ title: config.appTitle, content: `Reset Password Gagal : ${env.msg}` });
      if (env.num === 25) setState('invalid');
      return;
    }
    modal.success({ title: config.appTitle, content: 'Password berhasil diganti', onOk: () => navigate('/', { replace: true }) });
  };

  if (state === 'checking') return <Spin style={{ display: 'block', margin: '24px auto' }} />;

  return (
    <div>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Ganti Password
      </Typography.Title>
      {state === 'invalid' ? (
        <Button danger type="primary" block disabled size="large" className="link-expired" style={{ whiteSpace: 'normal', height: 'auto', padding: '10px 12px', background: '#ff4d4f', color: '#fff', borderColor: '#ff4d4f' }}>
          {LINK_EXPIRED}
        </Button>
      ) : (
        <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
          <Alert type="info" showIcon style={{ marginBottom: 16 }} title={`Id Perusahaan ${iper}: buat password baru untuk login.`} />
          <Form.Item label="Password Baru" name="pass" rules={[{ required: true, message: 'Masukkan Password' }]}>
            <Input.Password prefix={<LockOutlined />} autoFocus autoComplete="new-password" />
          </Form.Item>
          <Form.Item label="Ketik Ulang Password" name="pass2" rules={[{ required: true, message: 'Masukkan Ulang Password' }]}>
            <Input.Password ref={retypeRef} prefix={<LockOutlined />} autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            Ganti Password
          </Button>
        </Form>
      )}
      <div style={{ textAlign: 'center', marginTop: 12 }}>
        <Link to="/login-form">Login</Link>
      </div>
    </div>
  );
}
