/**
 * /pengaturanmp (spec §2.10, §7.6; mSettingMP): the company's marketplace shops — name,
 * marketplace, authorisation end and its warning (§9: 7 days or less, or past, or refused by the
 * platform) — with "Hubungkan Shopee", "Hubungkan Lazada" and "Hubungkan TikTok Shop" (verifikasi_url,
 * verifikasi_url_lazada, verifikasi_url_tiktokshop; then the browser goes to the marketplace's
 * authorisation page and comes back through the server's callback; unconfigured, the act says which
 * env to set), on a Tokopedia shop's row "Hubungkan lewat TikTok Shop" (which replaces it), and
 * "Putuskan" with a confirmation (setting_mp_del).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { DisconnectOutlined, LinkOutlined, ReloadOutlined, ShopOutlined, WarningOutlined } from '@ant-design/icons';
import { call, callOk } from '@niaga/ui/api';
import { formatDate, formatDateTime } from '@niaga/ui/format';
import type { ItemTarikReply, PengaturanMarketplaceReply, TokoPengaturan, VerifikasiUrlReply } from '../replies';

/** Why a shop shows its warning, in words (spec §9). */
export function warningText(r: Pick<TokoPengaturan, 'Warning' | 'status' | 'pesan' | 'tgl_expired'>, today = new Date().toISOString().slice(0, 10)): string {
  if (!r.Warning) return '';
  if (r.status !== 'aktif') return r.pesan || 'Perlu dihubungkan ulang.';
  if (r.tgl_expired && r.tgl_expired < today) return 'Otorisasi sudah berakhir: hubungkan ulang.';
  return 'Otorisasi berakhir dalam 7 hari: hubungkan ulang.';
}

/** The marketplaces a shop can be connected to here, each with its act (spec §7.6). */
const CONNECT = [
  { label: 'Shopee', act: 'verifikasi_url', payload: { marketplace: 'Shopee' } },
  { label: 'Lazada', act: 'verifikasi_url_lazada', payload: {} },
  { label: 'TikTok Shop', act: 'verifikasi_url_tiktokshop', payload: {} },
] as const;
type Connect = (typeof CONNECT)[number];
const TIKTOK = CONNECT[2];

/** A shop's "Tarik Item"; on a Tokopedia shop "Hubungkan lewat TikTok Shop" (Tokopedia merged into TikTok Shop). */
function PullOrReplace({ r, pull, replace }: { r: TokoPengaturan; pull: (r: TokoPengaturan) => Promise<void>; replace: (r: TokoPengaturan) => void }) {
  if (r.marketplace === 'Tokopedia')
    return (
      <Tooltip title="Tokopedia telah bergabung dengan TikTok Shop: hubungkan toko ini lewat TikTok Shop (menggantikan koneksi Tokopedia).">
        <Button size="small" type="primary" icon={<LinkOutlined />} onClick={() => replace(r)} aria-label={`Hubungkan lewat TikTok Shop ${r.namatoko}`}>
          Hubungkan lewat TikTok Shop
        </Button>
      </Tooltip>
    );
  return (
    <Button size="small" icon={<ReloadOutlined />} onClick={() => void pull(r)} aria-label={`Tarik Item ${r.namatoko}`}>
      Tarik Item
    </Button>
  );
}

export default function PengaturanMp() {
  const { modal, message } = App.useApp();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: ['pengaturanmarketplace_show'], queryFn: () => callOk<PengaturanMarketplaceReply>('pengaturanmarketplace_show', {}), staleTime: 0 });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: ['pengaturanmarketplace_show'] });

  const connect = async (c: Connect, payload: Record<string, unknown> = c.payload) => {
    setBusy(true);
    setError(null);
    const env = await call<VerifikasiUrlReply>(c.act, payload);
    setBusy(false);
    if (env.num !== 0 || !env.data?.tbl_info?.[0]?.url) return setError(env.msg || 'Link otorisasi tidak diterima.');
    // The platform's page, which sends the browser back to the server's callback (then here again).
    window.location.assign(env.data.tbl_info[0].url);
  };

  // itemmp_tarik: the shop's listings mapped to our items by SKU; the outcome shown above the list.
  const [tarik, setTarik] = useState<{ ok: boolean; text: string; failed: string[] } | null>(null);
  const pull = async (r: TokoPengaturan) => {
    setTarik(null);
    const env = await call<ItemTarikReply>('itemmp_tarik', { shop_id: r.shop_id, marketplace: r.marketplace });
    if (env.num !== 0) return setTarik({ ok: false, text: env.msg, failed: [] });
    const ok = env.data.tbl_info_success ?? [];
    const failed = env.data.tbl_info_failed ?? [];
    setTarik({
      ok: failed.length === 0,
      text: `Tarik Item ${r.namatoko}: ${ok.length} listing dipetakan, ${failed.length} tidak cocok${failed.length ? ' (petakan di /listitemmp, filter Terpetakan: tidak)' : ''}.`,
      failed: failed.map((f) => `${f.sku || '(tanpa SKU)'}: ${f.msg}`),
    });
  };

  const disconnect = (r: TokoPengaturan) =>
    modal.confirm({
      title: 'Putuskan toko',
      content: `${r.namatoko} (${r.marketplace}) diputus dari Niaga: stok dan pesanan tidak lagi disinkronkan. Lanjutkan?`,
      okText: 'Putuskan',
      okButtonProps: { danger: true },
      cancelText: 'Batal',
      onOk: async () => {
        const env = await call('setting_mp_del', { shop_id: r.shop_id, marketplace: r.marketplace });
        if (env.num !== 0) message.error(env.msg);
        else message.success(`${r.namatoko} (${r.marketplace}) diputus dari Niaga.`);
        void refresh();
      },
    });

  const rows = list.data?.tbl_marketplace ?? [];
  return (
    <Card
      title={
        <Space>
          <ShopOutlined />
          Pengaturan Marketplace
        </Space>
      }
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void refresh()} aria-label="Muat ulang" />
          {CONNECT.map((c) => (
            <Button key={c.label} type={c === CONNECT[0] ? 'primary' : 'default'} icon={<LinkOutlined />} loading={busy} onClick={() => void connect(c)}>
              Hubungkan {c.label}
            </Button>
          ))}
        </Space>
      }
    >
      {list.error && <Alert type="error" showIcon message={(list.error as Error).message} style={{ marginBottom: 12 }} />}
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} closable onClose={() => setError(null)} />}
      {tarik && (
        <Alert
          type={tarik.ok ? 'success' : 'warning'}
          showIcon
          style={{ marginBottom: 12 }}
          closable
          onClose={() => setTarik(null)}
          message={tarik.text}
          description={tarik.failed.length ? <ul style={{ margin: 0 }}>{tarik.failed.map((f) => <li key={f}>{f}</li>)}</ul> : undefined}
        />
      )}
      {rows.some((r) => r.Warning) && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message="Ada toko yang perlu dihubungkan ulang: otorisasinya berakhir dalam 7 hari, sudah berakhir, atau ditolak marketplace." />
      )}
      <Table<TokoPengaturan>
        rowKey={(r) => `${r.marketplace}:${r.shop_id}`}
        size="small"
        loading={list.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: 'Belum ada toko yang terhubung.' }}
        columns={[
          {
            title: 'Toko',
            dataIndex: 'namatoko',
            render: (v: string, r) => (
              <Space>
                {r.logo ? <img src={r.logo} alt="" width={24} height={24} style={{ borderRadius: 4 }} /> : <ShopOutlined />}
                {r.ShopURL ? (
                  <Typography.Link href={r.ShopURL} target="_blank" rel="noreferrer">
                    {v}
                  </Typography.Link>
                ) : (
                  v
                )}
              </Space>
            ),
          },
          { title: 'Marketplace', dataIndex: 'marketplace', render: (v: string) => <Tag>{v}</Tag> },
          { title: 'Shop ID', dataIndex: 'shop_id' },
          { title: 'Berlaku sampai', dataIndex: 'tgl_expired', render: (v: string | null) => (v ? formatDate(v) : '-') },
          {
            title: 'Status',
            render: (_: unknown, r) =>
              r.Warning ? (
                <Tooltip title={r.token_exp ? `Token akses sampai ${formatDateTime(r.token_exp)}` : undefined}>
                  <Tag color="orange" icon={<WarningOutlined />}>
                    {warningText(r)}
                  </Tag>
                </Tooltip>
              ) : (
                <Tag color="green">Terhubung</Tag>
              ),
          },
          {
            title: '',
            render: (_: unknown, r) => (
              <Space>
                <PullOrReplace r={r} pull={pull} replace={(x) => void connect(TIKTOK, { shop_id: x.shop_id })} />
                <Button size="small" danger icon={<DisconnectOutlined />} onClick={() => disconnect(r)} aria-label={`Putuskan ${r.namatoko}`}>
                  Putuskan
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
