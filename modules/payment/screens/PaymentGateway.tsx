/**
 * /paymentgateway (mPaymentGateway; issue 38): the shop's static QRIS — pasted, or read from a photo
 * or screenshot of its sticker (jsqr, loaded only when a picture is chosen) — shown back decoded
 * (merchant, city, NMID); the account QRIS money lands in; the minutes a QR is good for; and an
 * optional SNAP BI gateway. Secrets are typed to replace them and never shown.
 */
import { useEffect, useState } from 'react';
import { App, Button, Card, Checkbox, Descriptions, Form, Input, InputNumber, Space, Typography } from 'antd';
import { call, callOk } from '@niaga/ui/api';
import type { PaymentGatewayReply } from '../replies';

type Values = Omit<PaymentGatewayReply, 'decoded' | 'adaclientsecret' | 'adaprivatekey' | 'notifyurl' | 'kodeaccperan'> & { clientsecret?: string; privatekey?: string };

/** Reads a QR code's text from an image file (jsqr on the picture's pixels). */
async function readQrImage(file: File): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const c = canvas.getContext('2d')!;
  c.drawImage(bitmap, 0, 0);
  const img = c.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(img.data, img.width, img.height)?.data ?? null;
}

export default function PaymentGateway() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [info, setInfo] = useState<PaymentGatewayReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const snap = Form.useWatch('snapaktif', form);

  useEffect(() => {
    void callOk<PaymentGatewayReply>('paymentgateway_get', {}).then((r) => {
      setInfo(r);
      form.setFieldsValue(r);
    });
  }, [form]);

  const save = async (v: Values) => {
    setBusy(true);
    setError(null);
    const env = await call<PaymentGatewayReply>('paymentgateway_save', v);
    setBusy(false);
    const fields = (env.data as { fields?: Record<string, string> } | null)?.fields;
    if (env.num !== 0) {
      if (fields) form.setFields(Object.entries(fields).map(([name, msg]) => ({ name: name as keyof Values, errors: [msg] })));
      return setError(env.msg);
    }
    setInfo(env.data);
    form.setFieldsValue({ ...env.data, clientsecret: '', privatekey: '' });
    void message.success('Pengaturan payment gateway disimpan.');
  };

  const fromImage = async (file: File | undefined) => {
    if (!file) return;
    const text = await readQrImage(file).catch(() => null);
    if (!text) return setError('QR tidak terbaca dari gambar itu. Coba foto yang lebih tajam, atau tempel teks QRIS.');
    form.setFieldsValue({ qrisstatis: text });
    setError(null);
  };

  return (
    <Card title="Payment Gateway" data-testid="paymentgateway">
      <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 720 }}>
        <Form.Item label="QRIS Statis Toko" name="qrisstatis" extra="Tempel teks QRIS dari stiker toko, atau baca dari gambar.">
          <Input.TextArea rows={3} data-testid="qrisstatis" />
        </Form.Item>
        <input type="file" accept="image/*" aria-label="Baca QRIS dari gambar" data-testid="qris-gambar" onChange={(e) => void fromImage(e.target.files?.[0])} />
        {info?.decoded && (
          <Descriptions size="small" column={1} style={{ margin: '12px 0' }} data-testid="qris-decoded">
            <Descriptions.Item label="Merchant">{info.decoded.merchant}</Descriptions.Item>
            <Descriptions.Item label="Kota">{info.decoded.kota}</Descriptions.Item>
            <Descriptions.Item label="NMID">{info.decoded.nmid || '-'}</Descriptions.Item>
          </Descriptions>
        )}
        <Space wrap>
          <Form.Item label="Perkiraan QRIS" name="kodeacc" extra={`Kosong: peran Kliring QRIS (${info?.kodeaccperan || '1-1330'})`}>
            <Input style={{ width: 180 }} />
          </Form.Item>
          <Form.Item label="Berlaku (menit)" name="menit">
            <InputNumber min={1} max={60} />
          </Form.Item>
        </Space>
        <Form.Item name="snapaktif" valuePropName="checked">
          <Checkbox>Gunakan gateway SNAP BI</Checkbox>
        </Form.Item>
        {snap && (
          <>
            <Space wrap>
              <Form.Item label="Base URL" name="baseurl"><Input style={{ width: 320 }} /></Form.Item>
              <Form.Item label="Prefix Path" name="prefix"><Input style={{ width: 160 }} /></Form.Item>
              <Form.Item label="Client ID / Key" name="clientid"><Input style={{ width: 240 }} /></Form.Item>
              <Form.Item label="Client Secret" name="clientsecret" extra={info?.adaclientsecret ? 'Tersimpan; isi untuk mengganti.' : undefined}><Input.Password autoComplete="new-password" style={{ width: 240 }} /></Form.Item>
              <Form.Item label="Partner ID" name="partnerid"><Input style={{ width: 160 }} /></Form.Item>
              <Form.Item label="Channel ID" name="channelid"><Input style={{ width: 120 }} /></Form.Item>
              <Form.Item label="Merchant ID" name="merchantid"><Input style={{ width: 160 }} /></Form.Item>
              <Form.Item label="Terminal ID" name="terminalid"><Input style={{ width: 120 }} /></Form.Item>
            </Space>
            <Form.Item label="Private Key (PEM)" name="privatekey" extra={info?.adaprivatekey ? 'Tersimpan; isi untuk mengganti.' : undefined}><Input.TextArea rows={3} /></Form.Item>
            <Form.Item label="Public Key Gateway (PEM)" name="publickeygateway"><Input.TextArea rows={3} /></Form.Item>
            <Typography.Paragraph type="secondary">URL notifikasi untuk gateway: {info?.notifyurl}</Typography.Paragraph>
          </>
        )}
        {error && <Typography.Paragraph type="danger" data-testid="pg-error">{error}</Typography.Paragraph>}
        <Button type="primary" htmlType="submit" loading={busy}>Simpan</Button>
      </Form>
    </Card>
  );
}
