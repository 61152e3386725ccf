/**
 * Company settings: /dataperusahaan (mDtPerusahaan: identity, address, contacts, NPWP, TKU, the
 * cashier logo with its ratio) and /pengaturanumum (mSettingUmum: every field of
 * `pengaturanumum_get`, in sections). Fields, labels and rules: modules/admin/company-config.ts.
 */
import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Flex, Form, Image, Row as Grid, Space, Spin, Typography, Upload } from 'antd';
import { DeleteOutlined, SaveOutlined, UploadOutlined } from '@ant-design/icons';
import { DATA_PERUSAHAAN, LOGO_MAX_BYTES, LOGO_TYPES, PENGATURAN_UMUM, specsOf } from '../company-config';
import { call, callOk } from '@niaga/ui/api';
import type { DataPerusahaanReply, PengaturanUmumReply } from '../replies';
import type { FormValue } from '@niaga/ui/doctype/values';
import { ConfigItem, fieldErrors, refreshSession, toValues, toWire } from './configForm';
import { useCtrlS } from '@niaga/ui/doctype/keys';
import { compressImage, IMAGE_QUALITY, IMAGE_SCALE } from './image';

const DP = specsOf(DATA_PERUSAHAAN);
const PU = specsOf(PENGATURAN_UMUM);
type Values = Record<string, FormValue>;

function SaveBar({ saving, onSave }: { saving: boolean; onSave: () => void }) {
  return (
    <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={onSave} title="Ctrl+S">
      Simpan
    </Button>
  );
}

export function DataPerusahaan() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const q = useQuery({
    queryKey: ['dataperusahaan'],
    queryFn: () => callOk<DataPerusahaanReply>('dataperusahaan_get'),
    staleTime: 0,
  });
  const [logo, setLogo] = useState<string | null>(null); // null: unchanged
  const [logoNote, setLogoNote] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rasio = Form.useWatch('rasiologo', form);

  const save = async () => {
    if (saving) return;
    setError(null);
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setSaving(true);
    const env = await call('dataperusahaan_save', { ...toWire(DP, form.getFieldsValue(true) as Values), ...(logo !== null ? { logo } : {}) });
    setSaving(false);
    if (env.num !== 0) return setError(fieldErrors(form, DP, env.data) ?? env.msg);
    message.success(env.msg || 'Data perusahaan berhasil disimpan');
    setLogo(null);
    await queryClient.invalidateQueries({ queryKey: ['dataperusahaan'] });
    void refreshSession();
  };
  useCtrlS(() => void save());

  const onFile = async (file: File) => {
    setError(null);
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) {
      setError('Logo harus berupa gambar PNG, JPEG, GIF atau WebP.');
      return;
    }
    try {
      const out = await compressImage(file, { maxBytes: LOGO_MAX_BYTES });
      setLogo(out.dataUrl);
      form.setFieldValue('rasiologo', (out.width / out.height).toFixed(2));
      setLogoNote(`${out.width} × ${out.height} px, ${Math.ceil(out.bytes / 1024)} KB (asli ${Math.ceil(file.size / 1024)} KB)`);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  if (q.isError) return <Alert type="error" showIcon title={q.error.message} />;
  if (!q.data) return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;
  const shown = logo ?? q.data.logo;
  const ratio = Number(String(rasio ?? '1').replace(',', '.')) > 0 ? Number(String(rasio).replace(',', '.')) : 1;

  return (
    <Card>
      {error && <Alert type="error" showIcon closable={{ onClose: () => setError(null) }} style={{ marginBottom: 16 }} title={error} />}
      <Form form={form} layout="horizontal" labelCol={{ flex: '200px' }} labelAlign="left" labelWrap wrapperCol={{ flex: 1 }} initialValues={toValues(DP, q.data.tbl_dataperusahaan[0])}>
        <Grid gutter={32}>
          <Col xs={24} lg={14}>
            <Typography.Title level={5}>Identitas dan Alamat</Typography.Title>
            {['namaperusahaan', 'alamat1', 'alamat2', 'kota'].map((k, i) => (
              <ConfigItem key={k} name={k} f={DP[k]} autoFocus={i === 0} />
            ))}
            <Typography.Title level={5}>Kontak dan Pajak</Typography.Title>
            {['telepon', 'fax', 'whatsapp', 'email', 'npwp', 'idtku'].map((k) => (
              <ConfigItem key={k} name={k} f={DP[k]} />
            ))}
          </Col>
          <Col xs={24} lg={10}>
            <Typography.Title level={5}>Logo Kasir</Typography.Title>
            <Flex vertical gap={12} align="start">
              <div
                aria-label="Pratinjau logo"
                style={{ width: 240, height: Math.min(240, Math.round(240 / ratio)), border: '1px dashed #d9d9d9', borderRadius: 6, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#fafafa', overflow: 'hidden' }}
              >
                {shown ? <Image src={shown} alt="Logo kasir" preview={false} style={{ width: '100%', height: '100%', objectFit: 'contain' }} /> : <Typography.Text type="secondary">Belum ada logo</Typography.Text>}
              </div>
              {logoNote && logo && <Typography.Text type="secondary">{logoNote}</Typography.Text>}
              <Space wrap>
                <Upload accept={LOGO_TYPES.join(',')} showUploadList={false} beforeUpload={(file) => (void onFile(file), false)}>
                  <Button icon={<UploadOutlined />}>Pilih Gambar</Button>
                </Upload>
                {shown && (
                  <Button icon={<DeleteOutlined />} danger onClick={() => (setLogo(''), setLogoNote(null))}>
                    Hapus Logo
                  </Button>
                )}
              </Space>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                Gambar dikompres (skala {IMAGE_SCALE}%, kualitas {IMAGE_QUALITY}%), maksimal {LOGO_MAX_BYTES / 1024} KB.
              </Typography.Text>
              <div style={{ width: '100%' }}>
                <ConfigItem name="rasiologo" f={DP.rasiologo} />
              </div>
            </Flex>
          </Col>
        </Grid>
        <SaveBar saving={saving} onSave={() => void save()} />
      </Form>
    </Card>
  );
}

const SECTIONS: Array<{ title: string; fields: string[]; note?: ReactNode }> = [
  { title: 'Digit Desimal', fields: ['digitumum', 'digitharga', 'digitqty', 'digitpajak', 'digitdiskon'] },
  { title: 'Pajak', fields: ['jenispajak', 'tipepajak', 'pajakdefault'] },
  { title: 'Default Transaksi', fields: ['jatuhtempo', 'pelangganumum', 'minlabajual', 'modelabajual'] },
  { title: 'Pembulatan', fields: ['pembulatanaktif', 'opsipembulatan'] },
  { title: 'Barcode Timbangan', fields: ['timbanganaktif', 'timbanganflag', 'digitflagtimbangan', 'digitkodetimbangan', 'digitberattimbangan', 'satuantimbangan'] },
  { title: 'Kas Laci', fields: ['modekaslaci'] },
  { title: 'Grafik Dashboard', fields: ['labelgrafik'] },
  { title: 'Stok', fields: ['stokminus', 'rakitjual'] },
  { title: 'Kasir', fields: ['modeinputkasir'], note: 'Mode 3 membuka /kasiradmode3, lainnya /kasiradmode2 setelah login kasir.' },
];

export function PengaturanUmum() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const q = useQuery({ queryKey: ['pengaturanumum'], queryFn: () => callOk<PengaturanUmumReply>('pengaturanumum_get'), staleTime: 0 });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rounding = Form.useWatch('pembulatanaktif', form);
  const weighing = Form.useWatch('timbanganaktif', form);

  const save = async () => {
    if (saving) return;
    setError(null);
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setSaving(true);
    const env = await call('pengaturanumum_save', toWire(PU, form.getFieldsValue(true) as Values));
    setSaving(false);
    if (env.num !== 0) return setError(fieldErrors(form, PU, env.data) ?? env.msg);
    message.success(env.msg || 'Pengaturan umum berhasil disimpan');
    await queryClient.invalidateQueries({ queryKey: ['pengaturanumum'] });
    void refreshSession();
  };
  useCtrlS(() => void save());

  if (q.isError) return <Alert type="error" showIcon title={q.error.message} />;
  if (!q.data) return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;
  const dim = (k: string) => (k === 'opsipembulatan' && !rounding) || (k.includes('timbangan') && k !== 'timbanganaktif' && !weighing);

  return (
    <Form form={form} layout="horizontal" labelCol={{ flex: '210px' }} labelAlign="left" labelWrap wrapperCol={{ flex: 1 }} initialValues={{ ...toValues(PU, q.data.tbl_pengaturanumum[0]), jenispajak: String(q.data.tbl_pengaturanumum[0]?.jenispajak ?? '') }}>
      {error && <Alert type="error" showIcon closable={{ onClose: () => setError(null) }} style={{ marginBottom: 16 }} title={error} />}
      <Grid gutter={[16, 16]}>
        {SECTIONS.map((s, si) => (
          <Col key={s.title} xs={24} xl={12}>
            <Card size="small" title={s.title} style={{ height: '100%' }}>
              {s.fields.map((k, i) => (
                <div key={k} style={{ opacity: dim(k) ? 0.55 : 1 }}>
                  <ConfigItem name={k} f={PU[k]} autoFocus={si === 0 && i === 0} />
                </div>
              ))}
              {s.note && <Typography.Text type="secondary">{s.note}</Typography.Text>}
            </Card>
          </Col>
        ))}
      </Grid>
      <Card size="small" style={{ marginTop: 16, position: 'sticky', bottom: 0, zIndex: 5 }}>
        <SaveBar saving={saving} onSave={() => void save()} />
      </Card>
    </Form>
  );
}
