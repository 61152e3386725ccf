/**
 * Forgot password (spec §2.3, §5, §8): Id Perusahaan and User ID, Reset Password, a link back
 * to Login and a button opening the billing site. The server mails a link to /gantipw-form.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { App, Button, Form, Input, Typography, type InputRef } from 'antd';
import { GlobalOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { call } from '@niaga/ui/api';
import { config } from '@niaga/ui/config';
import { goToServer, lookupCompany } from '../companyLookup';

interface Values {
  iper: string;
  uname: string;
}

export default function LupaPwScreen() {
  const [form] = Form.useForm<Values>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const userRef = useRef<InputRef>(null);

  const onFinish = async (v: Values) => {
    const iper = v.iper.trim();
    const uname = v.uname.trim();
    setBusy(true);
    const found = await lookupCompany(iper);
    if (found.kind === 'elsewhere') return goToServer(found.origin, '/lupapw-form', { iper, uname });
    if (found.kind === 'failed') {
      setBusy(false);
      modal.error({ title: config.appTitle, content: `Checking Gagal, Pesan : ${found.msg}` });
      return;
    }
    const env = await call('resetpw', {}, { iper, uname, urlniaga: window.location.origin });
    setBusy(false);
    if (env.num !== 0) {
      modal.error({ title: config.appTitle, content: `Reset Password Gagal : ${env.msg}` });
      return;
    }
    // Spec §8: on success the server's message is shown.
    modal.success({ title: config.appTitle, content: env.msg, onOk: () => navigate('/login-form') });
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ iper: params.get('iper') ?? '', uname: params.get('uname') ?? '' }}
      onFinish={onFinish}
    >
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Lupa Password
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Masukkan Id Perusahaan dan User ID Anda. Bila user tersebut memiliki email, link untuk membuat password baru dikirim ke email itu. User tanpa email: minta administrator perusahaan Anda mengganti password.
      </Typography.Paragraph>
      <Form.Item label="Id Perusahaan" name="iper" rules={[{ required: true, whitespace: true, message: 'Masukkan Id Perusahaan' }]}>
        <Input
          prefix={<ShopOutlined />}
          autoFocus
          onBlur={() => form.setFieldValue('iper', String(form.getFieldValue('iper') ?? '').trim())}
          onPressEnter={(e: KeyboardEvent) => {
            e.preventDefault();
            userRef.current?.focus();
          }}
        />
      </Form.Item>
      <Form.Item label="User ID" name="uname" rules={[{ required: true, whitespace: true, message: 'Masukkan User ID' }]}>
        <Input ref={userRef} prefix={<UserOutlined />} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        Reset Password
      </Button>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 12, flexWrap: 'wrap', gap: 8 }}>
        <Link to="/login-form">Login</Link>
        <Button type="link" icon={<GlobalOutlined />} href={config.billingUrl} target="_blank" rel="noopener noreferrer" style={{ paddingInline: 0 }}>
          Billing {config.appTitle}
        </Button>
      </div>
    </Form>
  );
}
