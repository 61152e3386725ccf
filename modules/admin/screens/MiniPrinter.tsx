/**
 * /miniprinter: the settings of the local POS printer service on this computer (readconf,
 * saveconf, imgfileup) and a test print and drawer kick. The service runs beside the browser
 * (`npm run printer`, port 5488); when it cannot be reached the screen says so (spec §8, 600).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, InputNumber, Select, Space, Spin, Typography, Upload } from 'antd';
import { PrinterOutlined, ReloadOutlined, SaveOutlined, UploadOutlined } from '@ant-design/icons';
import { printerCall, type ConfRow } from '@niaga/core/printer-client';
import { config } from '@niaga/ui/config';
import { getSession } from '@niaga/ui/session';
import { useCtrlS } from '@niaga/ui/doctype/keys';
import { YaTidakSwitch } from '@niaga/ui/doctype/widgets';

const call = <T,>(path: string, body?: object | FormData, timeoutMs?: number) => printerCall<T>(path, body, { baseUrl: config.printerServiceUrl, timeoutMs });
/** Printing waits for the printer too (the service allows it 5 s), so the browser waits longer. */
const PRINT_TIMEOUT_MS = 12_000;

interface Values {
  printerip: string;
  printerport: number;
  papersize: string;
  copies: number;
  blanklines: number;
  autocutter: boolean;
  cashdrawer: boolean;
  header: string;
  footer: string;
}

const toValues = (rows: ConfRow[]): Values & { logo: boolean } => {
  const v = Object.fromEntries(rows.map((r) => [r.confname, r.confvalue]));
  return {
    printerip: v.printerip ?? '',
    printerport: Number(v.printerport ?? 9100),
    papersize: v.papersize ?? '32',
    copies: Number(v.copies ?? 1),
    blanklines: Number(v.blanklines ?? 2),
    autocutter: v.autocutter === '1',
    cashdrawer: v.cashdrawer === '1',
    header: v.header ?? '',
    footer: v.footer ?? '',
    logo: v.logo === '1',
  };
};

const toRows = (v: Values): ConfRow[] =>
  Object.entries({ ...v, autocutter: v.autocutter ? '1' : '0', cashdrawer: v.cashdrawer ? '1' : '0' }).map(([confname, value]) => ({ confname, confvalue: String(value ?? '') }));

/** A short receipt to see the paper width, the header and footer, the cutter and the drawer. */
function testReceipt(width: number) {
  const s = getSession();
  const shop = s.status === 'out' ? 'Niaga' : s.session.namaperusahaan;
  const now = new Date().toLocaleString('id-ID');
  const rule = '-'.repeat(width);
  return {
    lines: [
      { text: 'TES CETAK', align: 'center', bold: true, double: true },
      { text: shop, align: 'center' },
      { text: now, align: 'center' },
      { text: rule },
      { text: `Lebar kertas ${width} kolom` },
      { text: '1234567890'.repeat(Math.ceil(width / 10)).slice(0, width) },
      { text: rule },
    ],
  };
}

export function MiniPrinter() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState<null | 'save' | 'print' | 'drawer' | 'logo'>(null);
  const [error, setError] = useState<string | null>(null);
  const conf = useQuery({
    queryKey: ['printer', 'readconf', config.printerServiceUrl],
    queryFn: async () => {
      const env = await call<ConfRow[]>('readconf');
      if (env.num !== 0) throw new Error(env.msg);
      return toValues(env.data ?? []);
    },
    retry: false,
    staleTime: 0,
  });

  const save = async () => {
    if (busy) return;
    setError(null);
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy('save');
    const env = await call<ConfRow[]>('saveconf', { rows: toRows(form.getFieldsValue(true) as Values) });
    setBusy(null);
    if (env.num !== 0) return setError(env.msg);
    message.success('Pengaturan printer berhasil disimpan');
    await queryClient.invalidateQueries({ queryKey: ['printer', 'readconf'] });
  };
  useCtrlS(() => void save());

  const run = async (what: 'print' | 'drawer') => {
    if (busy) return;
    setError(null);
    setBusy(what);
    const width = Number(form.getFieldValue('papersize') ?? 32);
    const env = what === 'print' ? await call('print', testReceipt(width), PRINT_TIMEOUT_MS) : await call('drawer', {}, PRINT_TIMEOUT_MS);
    setBusy(null);
    if (env.num !== 0) return setError(env.msg);
    message.success(what === 'print' ? 'Tes cetak dikirim ke printer' : 'Laci kas dibuka');
  };

  const upload = async (file: File) => {
    setError(null);
    setBusy('logo');
    const fd = new FormData();
    fd.append('imgfileup', file);
    const env = await call('imgfileup', fd);
    setBusy(null);
    if (env.num !== 0) setError(env.msg);
    else {
      message.success('Logo struk tersimpan');
      await queryClient.invalidateQueries({ queryKey: ['printer', 'readconf'] });
    }
    return false;
  };

  if (conf.isLoading) return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;
  if (conf.isError)
    return (
      <Card>
        <Alert
          type="error"
          showIcon
          role="alert"
          title={conf.error.message}
          description={<>Jalankan Niaga POS Printer Service di komputer kasir ini ({config.printerServiceUrl}), lalu coba lagi.</>}
          action={
            <Button icon={<ReloadOutlined />} onClick={() => void conf.refetch()}>
              Coba lagi
            </Button>
          }
        />
      </Card>
    );

  return (
    <Card>
      {error && <Alert type="error" showIcon role="alert" closable={{ onClose: () => setError(null) }} style={{ marginBottom: 16 }} title={error} />}
      <Form<Values> form={form} layout="horizontal" labelCol={{ flex: '200px' }} labelAlign="left" labelWrap wrapperCol={{ flex: 1 }} initialValues={conf.data} style={{ maxWidth: 760 }}>
        <Form.Item name="printerip" label="Alamat IP Printer" rules={[{ required: true, message: 'Alamat IP Printer wajib diisi' }]}>
          <Input placeholder="192.168.1.100" maxLength={100} style={{ maxWidth: 280 }} autoFocus />
        </Form.Item>
        <Form.Item name="printerport" label="Port" rules={[{ required: true, message: 'Port wajib diisi' }]}>
          <InputNumber min={1} max={65535} precision={0} controls={false} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="papersize" label="Ukuran Kertas">
          <Select
            style={{ maxWidth: 280 }}
            options={[
              { value: '32', label: '58 mm (32 kolom)' },
              { value: '42', label: '80 mm (42 kolom)' },
              { value: '48', label: '80 mm (48 kolom)' },
            ]}
          />
        </Form.Item>
        <Form.Item name="copies" label="Jumlah Cetak">
          <InputNumber min={1} max={5} precision={0} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="blanklines" label="Baris Kosong di Akhir">
          <InputNumber min={0} max={10} precision={0} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="autocutter" label="Auto Cutter" valuePropName="checked">
          <YaTidakSwitch />
        </Form.Item>
        <Form.Item name="cashdrawer" label="Buka Laci Kas" valuePropName="checked">
          <YaTidakSwitch />
        </Form.Item>
        <Form.Item name="header" label="Header Struk">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item name="footer" label="Footer Struk">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item label="Logo Struk">
          <Space>
            <Typography.Text type="secondary">{conf.data?.logo ? 'Logo sudah diunggah' : 'Belum ada logo'}</Typography.Text>
            <Upload accept="image/png,image/jpeg" showUploadList={false} beforeUpload={(f) => upload(f)}>
              <Button icon={<UploadOutlined />} loading={busy === 'logo'}>
                Unggah Logo
              </Button>
            </Upload>
          </Space>
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Space wrap>
            <Button type="primary" icon={<SaveOutlined />} loading={busy === 'save'} onClick={() => void save()} title="Ctrl+S">
              Simpan
            </Button>
            <Button icon={<PrinterOutlined />} loading={busy === 'print'} onClick={() => void run('print')}>
              Tes Cetak
            </Button>
            <Button loading={busy === 'drawer'} onClick={() => void run('drawer')}>
              Buka Laci
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        Pengaturan ini tersimpan di komputer kasir ini (Niaga POS Printer Service), bukan di server. Tes Cetak memakai pengaturan yang
        sudah disimpan.
      </Typography.Paragraph>
    </Card>
  );
}
