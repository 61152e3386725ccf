/**
 * Ganti Password from the user menu (issue 18): every user changes their own password —
 * current password, new, repeat — without the Data User right (act `gantipwsendiri`). The
 * messages are the spec's §5 set-password messages; the mismatch is said before asking the server.
 */
import { useState } from 'react';
import { App, Form, Modal } from 'antd';
import Password from 'antd/es/input/Password';
import { LockOutlined } from '@ant-design/icons';
import { call } from '@niaga/ui/api';

interface Values {
  passlama: string;
  passbaru: string;
  passulang: string;
}

export const MISMATCH = 'Maaf, Password baru dengan password yang diketik ulang tidak cocok';

export function OwnPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    if (v.passbaru !== v.passulang) {
      form.setFields([{ name: 'passulang', errors: [MISMATCH] }]);
      form.getFieldInstance('passulang')?.focus?.();
      return;
    }
    setBusy(true);
    const env = await call('gantipwsendiri', v);
    setBusy(false);
    if (env.num !== 0) {
      const fields = (env.data as { fields?: Record<string, string> } | null)?.fields ?? {};
      const known = Object.entries(fields).filter(([k]) => k === 'passlama' || k === 'passbaru' || k === 'passulang');
      if (known.length) form.setFields(known.map(([name, msg]) => ({ name: name as keyof Values, errors: [msg] })));
      else form.setFields([{ name: 'passlama', errors: [env.msg] }]);
      return;
    }
    message.success('Password berhasil diganti');
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={open}
      title="Ganti Password"
      okText="Ganti Password"
      cancelText="Batal"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
      width={420}
    >
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <Form.Item label="Password Lama" name="passlama" rules={[{ required: true, message: 'Masukkan Password Lama' }]}>
          <Password prefix={<LockOutlined />} autoFocus autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="Password Baru" name="passbaru" rules={[{ required: true, message: 'Masukkan Password' }]}>
          <Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Ketik Ulang Password" name="passulang" rules={[{ required: true, message: 'Masukkan Ulang Password' }]}>
          <Password prefix={<LockOutlined />} autoComplete="new-password" onPressEnter={() => void submit()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
