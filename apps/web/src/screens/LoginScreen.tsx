/**
 * Login (spec §2.2, §4 Login form, §5 Login, §8 alerts).
 * - The Login button stays disabled until the company id is resolved: on leaving Id Perusahaan
 *   (not empty) a server lookup runs in multi-server mode, otherwise it is enabled directly.
 *   Typing in the company id disables it again.
 * - After company and user are filled and focus leaves User ID, the server says whether a login
 *   shift is needed; the selector is then shown and required, otherwise cleared.
 * - Enter moves focus company id → user id → password → Login. The company id is trimmed.
 */
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { App, Button, Checkbox, Form, type InputRef } from 'antd';
// The two inputs the form uses, not antd's Input with its search, text area and code inputs:
// the login page's first bundle is kept small (issue 36).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LockOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { call } from '@niaga/ui/api';
import { config } from '@niaga/ui/config';
import { goToServer, lookupCompany } from '../companyLookup';
import type { SessionReply } from '@niaga/kernel';
import { landingPath, SESSION_CONFIG, signIn } from '@niaga/ui/session';
import { fillOnOpen, LAST_COMPANY, LoginLinks } from './LoginParts';

interface LoginValues {
  iper: string;
  uname: string;
  passw: string;
  loginshift?: string;
  remember: boolean;
}

// The shift selector is shown only when the server asks for a shift: loaded then (issue 36), and
// fetched already while the server is asked.
const loadShift = () => import('./LoginShift');
const LoginShift = lazy(loadShift);

export default function LoginScreen() {
  const [form] = Form.useForm<LoginValues>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  /** The company id the Login button is enabled for ('' = not resolved). */
  const [resolvedFor, setResolvedFor] = useState('');
  const [needShift, setNeedShift] = useState(false);
  const iperRef = useRef<InputRef>(null);
  const userRef = useRef<InputRef>(null);
  const passRef = useRef<InputRef>(null);
  const loginRef = useRef<HTMLButtonElement>(null);
  const lookupSeq = useRef(0);

  const currentCompany = () => String(form.getFieldValue('iper') ?? '').trim();

  /** Enter moves focus to the next control instead of submitting. */
  const enterTo = (next: () => void) => (e: KeyboardEvent) => {
    e.preventDefault();
    next();
  };

  /** Trims the company id and resolves it (spec §4: on leaving the field, if not empty). */
  const resolveCompany = async () => {
    const raw = form.getFieldValue('iper');
    const iper = typeof raw === 'string' ? raw.trim() : '';
    if (raw !== iper) form.setFieldValue('iper', iper);
    if (!iper || iper === resolvedFor) return;
    const seq = ++lookupSeq.current;
    if (config.multiServer) setChecking(true);
    const found = await lookupCompany(iper);
    if (seq !== lookupSeq.current) return;
    setChecking(false);
    if (currentCompany() !== iper) return; // typed again meanwhile
    if (found.kind === 'here') setResolvedFor(iper);
    else if (found.kind === 'elsewhere') goToServer(found.origin, '/login-form', { iper });
    else modal.error({ title: config.appTitle, content: `Checking Gagal, Pesan : ${found.msg}` });
  };

  // A company id given by the address (after a move to the company's server) or remembered from
  // the last login is filled in and resolved at once.
  useEffect(() => {
    fillOnOpen(form, params.get('iper') ?? '', [iperRef, userRef, passRef], resolveCompany);
    // Only on opening.
  }, []);

  /** After company and user are filled, ask whether a login shift is required (spec §4). */
  const checkShift = async () => {
    const iper = currentCompany();
    const uname = String(form.getFieldValue('uname') ?? '').trim();
    if (!iper || !uname) return;
    const shiftChunk = loadShift().catch(() => undefined);
    const env = await call<boolean>('cekloginshift', {}, { iper, uname });
    const required = env.num === 0 && env.data === true;
    if (required) await shiftChunk;
    setNeedShift(required);
    if (!required) form.setFieldValue('loginshift', undefined);
  };

  const onFinish = async (v: LoginValues) => {
    const iper = v.iper.trim();
    if (resolvedFor !== iper) return; // login runs only once the company is resolved
    setBusy(true);
    const fields: Record<string, string> = { iper, uname: v.uname.trim(), passw: v.passw, remember: v.remember ? 'y' : '' };
    if (needShift && v.loginshift) fields.loginshift = v.loginshift;
    const env = await call<SessionReply>('lgx', SESSION_CONFIG, fields);
    setBusy(false);
    if (env.num !== 0 || !env.data) {
      modal.error({ title: config.appTitle, content: `Login Gagal, Pesan : ${env.msg}`, afterClose: () => passRef.current?.focus() });
      return;
    }
    try {
      localStorage.setItem(LAST_COMPANY, iper);
    } catch {
      /* storage unavailable */
    }
    signIn(env.data, v.remember);
    navigate(landingPath(env.data), { replace: true });
  };

  const iperValue = Form.useWatch('iper', form);
  const resolved = resolvedFor !== '' && (iperValue ?? '').trim() === resolvedFor;

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ iper: '', uname: '', passw: '', remember: false }}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<LoginValues>) => {
        if ('iper' in changed) {
          lookupSeq.current++;
          setChecking(false);
          setResolvedFor('');
        }
      }}
      autoComplete="on"
    >
      <Form.Item label="Id Perusahaan" name="iper" validateTrigger={['onChange', 'onBlur']} rules={[{ required: true, whitespace: true, message: 'Masukkan Id Perusahaan' }]}>
        <Input
          ref={iperRef}
          prefix={<ShopOutlined />}
          autoFocus
          autoComplete="organization"
          onBlur={() => void resolveCompany()}
          onPressEnter={enterTo(() => userRef.current?.focus())}
        />
      </Form.Item>
      <Form.Item label="User ID" name="uname" validateTrigger={['onChange', 'onBlur']} rules={[{ required: true, whitespace: true, message: 'Masukkan User ID' }]}>
        <Input
          ref={userRef}
          prefix={<UserOutlined />}
          autoComplete="username"
          onBlur={() => void checkShift()}
          onPressEnter={enterTo(() => passRef.current?.focus())}
        />
      </Form.Item>
      <Form.Item label="Password" name="passw" rules={[{ required: true, message: 'Masukkan Password' }]}>
        <Password
          ref={passRef}
          prefix={<LockOutlined />}
          autoComplete="current-password"
          onPressEnter={enterTo(() => (resolved ? loginRef.current?.focus() : void form.validateFields().catch(() => undefined)))}
        />
      </Form.Item>
      {needShift && (
        <Suspense fallback={null}>
          <Form.Item label="Login Shift" name="loginshift" rules={[{ required: true, whitespace: true, message: 'Pilih Login Shift' }]}>
            <LoginShift />
          </Form.Item>
        </Suspense>
      )}
      <Form.Item name="remember" valuePropName="checked" style={{ marginBottom: 12 }}>
        <Checkbox>ingatkan saya</Checkbox>
      </Form.Item>
      <Button ref={loginRef} type="primary" htmlType="submit" block size="large" loading={busy || checking} disabled={!resolved && !checking}>
        Login
      </Button>
      <LoginLinks />
    </Form>
  );
}
