/**
 * Home (/home, spec §2.11): the dashboard. Refresh, Video Tutorial, the maintenance banner, the
 * Tokopedia merge banner (infomerge_toped), the
 * subscription line; the charts of dsbreqag_lite (first load) and dsbreqag_refresh (the Refresh
 * button and every 15 minutes, §9) for users with mTampilGrafik · mopen; others see only the
 * image (§6). Failures and empty tables show nothing (§8).
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Descriptions, Flex, Segmented, Space, Spin, Typography } from 'antd';
import { AlertOutlined, PlayCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { call } from '@niaga/ui/api';
import { config } from '@niaga/ui/config';
import { useSession } from '@niaga/ui/session';
import { NUM } from '@niaga/kernel/errors';
import { hasFigures, HOME_REFRESH_MS, LABEL_KEY, labelBy, type DashboardData, type LabelBy } from './dashboard/data';
import { MaintenanceBanner } from './dashboard/Maintenance';
import { MergeTokopediaBanner } from './dashboard/MergeTokopedia';
import type { InfoMergeReply, TokoMarketplace } from '@niaga/marketplace/replies';
import type { MaintenanceInfoReply } from '@niaga/system/replies';
import beranda from './dashboard/beranda.svg';
import { openReminder } from '../shell/ReminderHupi';

const DashboardCharts = lazy(() => import('./dashboard/DashboardCharts'));

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export default function Home() {
  const s = useSession();
  /** null: not known yet; false: no dashboard right (only the image). */
  const [allowed, setAllowed] = useState<boolean | null>(null);
  const [data, setData] = useState<DashboardData | null>(null);
  const [maint, setMaint] = useState<MaintenanceInfoReply | null>(null);
  const [tokopedia, setTokopedia] = useState<TokoMarketplace[]>([]);
  const [by, setBy] = useState<LabelBy>(labelBy);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async (act: 'dsbreqag_lite' | 'dsbreqag_refresh') => {
    setBusy(true);
    try {
      const [d, m, mp] = await Promise.all([
        call<DashboardData>(act, { FormParam: [{}] }),
        call<MaintenanceInfoReply>('maintenance_info', {}),
        call<InfoMergeReply>('infomerge_toped', {}),
      ]);
      if (d.num === 0) {
        setAllowed(true);
        setData(d.data);
      } else if (d.num === NUM.DENIED) setAllowed(false);
      if (m.num === 0) setMaint(m.data);
      if (mp.num === 0) setTokopedia(mp.data.tbl_marketplace ?? []);
    } finally {
      setBusy(false);
    }
  }, []);

  useEffect(() => {
    void load('dsbreqag_lite');
    const t = window.setInterval(() => void load('dsbreqag_refresh'), HOME_REFRESH_MS);
    return () => window.clearInterval(t);
  }, [load]);

  if (s.status === 'out') return null;
  const { session } = s;
  const info = maint?.sts_info?.[0]?.status === '1' ? maint.IM?.[0] : undefined;
  const exp = maint?.tbl_langganan?.[0]?.tglexp;
  const refresh = () => {
    // Re-reads the browser's settings, then asks for a refreshed dashboard.
    setBy(labelBy());
    void load('dsbreqag_refresh');
  };

  return (
    <div>
      <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 12 }}>
        <Space wrap>
          <Button icon={<ReloadOutlined />} onClick={refresh} loading={busy}>
            Refresh
          </Button>
          <Button icon={<PlayCircleOutlined />} href={config.videoTutorialUrl} target="_blank" rel="noopener noreferrer">
            Video Tutorial
          </Button>
          <Button icon={<AlertOutlined />} onClick={openReminder}>
            Pengingat Hutang Piutang
          </Button>
        </Space>
        {exp && (
          <Link to="/infosistem" data-testid="exp-langganan">
            Informasi Exp. langganan : {ddmmyyyy(exp)}
          </Link>
        )}
      </Flex>
      {info && <MaintenanceBanner info={info} />}
      {tokopedia.length > 0 && <MergeTokopediaBanner toko={tokopedia} />}
      {allowed && data && hasFigures(data) ? (
        <>
          <Flex justify="flex-end" style={{ marginBottom: 8 }}>
            <Segmented<LabelBy>
              size="small"
              value={by}
              onChange={(v) => {
                localStorage.setItem(LABEL_KEY, v);
                setBy(v);
              }}
              options={[
                { value: 'namaitem', label: 'Nama Item' },
                { value: 'kodeitem', label: 'Kode Item' },
              ]}
            />
          </Flex>
          <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
            <DashboardCharts data={data} by={by} />
          </Suspense>
        </>
      ) : (
        <Card>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            Selamat datang, {session.namauser || session.userid}
          </Typography.Title>
          <Descriptions column={1} size="small" bordered style={{ maxWidth: 560, marginBottom: 16 }}>
            <Descriptions.Item label="Perusahaan">{session.namaperusahaan}</Descriptions.Item>
            <Descriptions.Item label="Id Perusahaan">{session.idperusahaan}</Descriptions.Item>
            <Descriptions.Item label="User ID">{session.userid}</Descriptions.Item>
          </Descriptions>
          {allowed === false && <img src={beranda} alt="Beranda" data-testid="gambar-beranda" style={{ maxWidth: '100%', width: 640 }} />}
        </Card>
      )}
    </div>
  );
}
