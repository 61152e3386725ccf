/**
 * /pengaturanwa (mSettingUmum; docs/whatsapp.md): the WhatsApp Cloud API settings — phone number
 * id, access token (write-only: stored sealed, never shown; left empty the stored one is kept), API
 * version, template names — a test message, and the log of messages with their status.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Space, Table, Tag, Typography } from 'antd';
import { ReloadOutlined, SendOutlined } from '@ant-design/icons';
import { call, callOk } from '@niaga/ui/api';
import { nomorWa, NOMOR_SALAH } from '../whatsapp/nomor';
import type { WaKirimReply, WaLogReply, WaLogRow, WaSettingReply } from '../replies';

type Values = Omit<WaSettingReply, 'token_ada'> & { token?: string };
const STATUS: Record<string, { color: string; text: string }> = { terkirim: { color: 'green', text: 'Terkirim' }, antri: { color: 'gold', text: 'Antre' }, gagal: { color: 'red', text: 'Gagal' } };
const JENIS: Record<string, string> = { tes: 'Pesan uji', struk: 'Struk', faktur: 'Faktur', pengingat: 'Pengingat piutang' };

export default function PengaturanWa() {
  const [form] = Form.useForm<Values>();
  const setting = useQuery({ queryKey: ['pengaturanwa'], queryFn: () => callOk<WaSettingReply>('pengaturanwa_show'), staleTime: 0 });
  const log = useQuery({ queryKey: ['walog'], queryFn: () => callOk<WaLogReply>('wa_log'), staleTime: 0 });
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [nomor, setNomor] = useState('');

  const save = async (v: Values) => {
    setBusy(true);
    const r = await call<WaSettingReply>('pengaturanwa_simpan', { ...v, token: v.token || undefined });
    setBusy(false);
    if (r.num !== 0) return setNote({ ok: false, text: r.msg });
    form.setFieldValue('token', '');
    setNote({ ok: true, text: 'Pengaturan WhatsApp disimpan.' });
    void setting.refetch();
  };
  const test = async () => {
    if (!nomorWa(nomor)) return setNote({ ok: false, text: NOMOR_SALAH });
    setBusy(true);
    const r = await call<WaKirimReply>('wa_tes', { nomor });
    setBusy(false);
    setNote(r.num !== 0 ? { ok: false, text: r.msg } : { ok: true, text: r.data.status === 'terkirim' ? `Pesan uji terkirim ke ${r.data.nomor}.` : `Pesan uji masuk antrean: ${r.data.last_error}` });
    void log.refetch();
  };

  return (
    <Card>
      <Typography.Paragraph type="secondary">
        Struk, faktur dan pengingat piutang dikirim lewat WhatsApp Cloud API (Meta) sebagai template dengan tautan PDF yang berlaku terbatas. Template harus sudah disetujui di WhatsApp Manager.
      </Typography.Paragraph>
      {setting.data && (
        <Form form={form} layout="vertical" style={{ maxWidth: 520 }} initialValues={{ ...setting.data, token: '' }} onFinish={(v) => void save(v)}>
          <Form.Item name="phone_number_id" label="Phone Number ID" rules={[{ required: true, message: 'Phone Number ID wajib diisi' }]}>
            <Input autoComplete="off" inputMode="numeric" />
          </Form.Item>
          <Form.Item name="token" label="Token Akses" extra={setting.data.token_ada ? 'Token tersimpan (tidak ditampilkan). Kosongkan untuk tetap memakainya.' : 'Belum ada token.'}>
            <Input.Password autoComplete="new-password" placeholder={setting.data.token_ada ? '••••••••' : 'EAAG…'} />
          </Form.Item>
          <Space wrap>
            <Form.Item name="versi_api" label="Versi API">
              <Input style={{ width: 100 }} />
            </Form.Item>
            <Form.Item name="bahasa" label="Bahasa Template">
              <Input style={{ width: 100 }} />
            </Form.Item>
          </Space>
          <Form.Item name="tpl_struk" label="Template Struk">
            <Input />
          </Form.Item>
          <Form.Item name="tpl_faktur" label="Template Faktur">
            <Input />
          </Form.Item>
          <Form.Item name="tpl_pengingat" label="Template Pengingat Piutang">
            <Input />
          </Form.Item>
          <Form.Item name="tpl_tes" label="Template Pesan Uji">
            <Input />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            Simpan
          </Button>
        </Form>
      )}
      {(note || setting.isError) && <Alert style={{ marginTop: 16 }} type={note?.ok ? 'success' : 'error'} showIcon title={note?.text ?? setting.error?.message} />}
      <Space.Compact style={{ marginTop: 16, maxWidth: 420, width: '100%' }}>
        <Input aria-label="Nomor uji" placeholder="Nomor uji, mis. 0812…" value={nomor} onChange={(e) => setNomor(e.target.value)} inputMode="tel" />
        <Button icon={<SendOutlined />} loading={busy} onClick={() => void test()}>
          Kirim Pesan Uji
        </Button>
      </Space.Compact>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Log Pesan <Button size="small" icon={<ReloadOutlined />} aria-label="Muat ulang" onClick={() => void log.refetch()} />
      </Typography.Title>
      <Table<WaLogRow>
        size="small"
        rowKey="id"
        loading={log.isFetching}
        dataSource={log.data?.tbl_walog ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          { key: 'dibuat', title: 'Waktu', render: (_, r) => new Date(r.dibuat).toLocaleString('id-ID') },
          { key: 'jenis', title: 'Jenis', render: (_, r) => JENIS[r.jenis] ?? r.jenis },
          { key: 'notransaksi', dataIndex: 'notransaksi', title: 'No. Transaksi' },
          { key: 'nomor', dataIndex: 'nomor', title: 'Nomor' },
          { key: 'status', title: 'Status', render: (_, r) => <Tag color={STATUS[r.status]?.color}>{STATUS[r.status]?.text ?? r.status}</Tag> },
          { key: 'attempts', dataIndex: 'attempts', title: 'Percobaan' },
          { key: 'last_error', dataIndex: 'last_error', title: 'Keterangan' },
          { key: 'userid', dataIndex: 'userid', title: 'User' },
        ]}
      />
    </Card>
  );
}
