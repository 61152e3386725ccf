/**
 * /pengaturanppob (mSettingPPOB; issue 41 item 1): the Digiflazz account (the key and webhook
 * secret are never shown: typed only to change them), the callback address to give Digiflazz, the
 * deposit as Digiflazz says it beside Deposit PPOB 1-1700 in the books, the margins by category or
 * product, and the cached price list (products Digiflazz switched off are not listed).
 */
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Form, Input, Space, Table, Typography } from 'antd';
import { call, callOk } from '@niaga/ui/api';
import { formatDateTime } from '@niaga/ui/format';
import { formatMoney } from '@niaga/ui/digits';
import type { CekSaldoReply, PengaturanPpobReply, PpobProduk } from '../replies';

const KEY = ['pengaturanppob_show'];

export default function PengaturanPpob() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: KEY, queryFn: () => callOk<PengaturanPpobReply>('pengaturanppob_show', {}), staleTime: 0 });
  const [form] = Form.useForm();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState('');
  const d = q.data;
  useEffect(() => {
    if (d) form.setFieldsValue({ baseurl: d.baseurl, username: d.username, marginumum: d.marginumum, apikey: '', webhooksecret: '' });
  }, [d, form]);
  const refresh = () => qc.invalidateQueries({ queryKey: KEY });
  const run = async (name: string, act: string, payload: Record<string, unknown>, ok: string) => {
    setBusy(name);
    setError(null);
    const env = await call<CekSaldoReply>(act, payload);
    setBusy('');
    if (env.num !== 0) return setError(env.msg);
    void message.success(ok);
    await refresh();
  };
  const margin = (jenis: 'kategori' | 'produk', kunci: string, value: string) => void run('margin', 'ppob_margin_save', { jenis, kunci, margin: value }, `Margin ${kunci} disimpan.`);

  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Pengaturan PPOB
      </Typography.Title>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" style={{ maxWidth: 520 }} onFinish={(v: Record<string, string>) => void run('simpan', 'pengaturanppob_save', v, 'Akun Digiflazz disimpan.')}>
        <Form.Item name="baseurl" label="Base URL Digiflazz">
          <Input />
        </Form.Item>
        <Form.Item name="username" label="Username" rules={[{ required: true, message: 'Username wajib diisi' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="apikey" label={d?.adakey ? 'API Key (tersimpan; isi hanya untuk mengganti)' : 'API Key'}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="webhooksecret" label={d?.adawebhook ? 'Webhook Secret (tersimpan; isi hanya untuk mengganti)' : 'Webhook Secret'}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="marginumum" label="Margin Umum (Rp)">
          <Input inputMode="decimal" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy === 'simpan'}>
          Simpan
        </Button>
      </Form>
      {d && (
        <Descriptions bordered size="small" column={1} style={{ marginTop: 16, maxWidth: 720 }}>
          <Descriptions.Item label="Alamat Callback">{d.callback_url}</Descriptions.Item>
          <Descriptions.Item label="Saldo Deposit Digiflazz">
            {d.saldo === null ? '—' : `${formatMoney(d.saldo)} (${formatDateTime(d.saldo_at!)})`}
          </Descriptions.Item>
          <Descriptions.Item label="Deposit PPOB di Buku (1-1700)">{formatMoney(d.saldobuku)}</Descriptions.Item>
          <Descriptions.Item label="Selisih">{d.selisih === null ? '—' : formatMoney(d.selisih)}</Descriptions.Item>
          <Descriptions.Item label="Daftar Harga">{d.pricelist_at ? `Diambil ${formatDateTime(d.pricelist_at)}` : 'Belum diambil'}</Descriptions.Item>
        </Descriptions>
      )}
      <Space style={{ margin: '16px 0' }}>
        <Button loading={busy === 'saldo'} onClick={() => void run('saldo', 'ppob_ceksaldo', {}, 'Saldo diperbarui.')}>
          Cek Saldo
        </Button>
        <Button loading={busy === 'harga'} onClick={() => void run('harga', 'ppob_pricelist', {}, 'Daftar harga diperbarui.')}>
          Ambil Daftar Harga
        </Button>
      </Space>
      <Table<PpobProduk>
        size="small"
        rowKey="sku"
        loading={q.isLoading}
        dataSource={d?.tbl_produk ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: 'Kode', dataIndex: 'sku' },
          { title: 'Produk', dataIndex: 'nama' },
          { title: 'Kategori', dataIndex: 'kategori' },
          { title: 'Modal', dataIndex: 'harga', align: 'right', render: (v: string) => formatMoney(v) },
          {
            title: 'Margin',
            dataIndex: 'margin',
            align: 'right',
            render: (v: string, r) => (
              <Input size="small" defaultValue={v} aria-label={`Margin ${r.sku}`} style={{ width: 110 }} onPressEnter={(e) => margin('produk', r.sku, e.currentTarget.value)} />
            ),
          },
          { title: 'Harga Jual', dataIndex: 'jual', align: 'right', render: (v: string) => formatMoney(v) },
        ]}
      />
      {d && d.tbl_margin.length > 0 && (
        <Typography.Paragraph type="secondary">
          Margin khusus: {d.tbl_margin.map((m) => `${m.jenis} ${m.kunci} ${formatMoney(m.margin)}`).join(' · ')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
