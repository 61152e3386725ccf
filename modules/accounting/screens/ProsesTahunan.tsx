/**
 * /prosestahunan (mProsesTahun): the fiscal years from the start of recording. Tutup Tahun closes
 * the oldest open year that has ended (revenue, cost and expense to Laba Ditahan; every date up to
 * its end locked), after a confirmation. Buka Kembali reopens the last closed year: the server's
 * warning is shown first and only an explicit confirmation (konfirmasi: true) reopens it.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { LockOutlined, UnlockOutlined, WarningOutlined } from '@ant-design/icons';
import { call, callOk } from '@niaga/ui/api';
import { formatDate } from '@niaga/ui/format';
import { formatMoney } from '@niaga/ui/digits';
import { companyToday } from '@niaga/ui/session';
import type { BukaTahunReply, BukaTahunWarning, TahunBuku as Year, ProsesTahunanInfo as Info, TutupTahunReply } from '../proses-tahun/reply';

const BULAN = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

export default function ProsesTahunan() {
  const { modal } = App.useApp();
  const info = useQuery({ queryKey: ['prosestahunan'], queryFn: () => callOk<Info>('prosestahunan_info', {}), staleTime: 0 });
  const [result, setResult] = useState<{ type: 'success' | 'error'; title: string; detail?: string } | null>(null);
  /** The outcome is shown with the years as they are after it: the table is read again first. */
  const settle = async (r: NonNullable<typeof result>) => {
    await info.refetch();
    setBusy(null);
    setResult(r);
  };
  const [busy, setBusy] = useState<number | null>(null);

  const years = info.data?.tbl_tahunbuku ?? [];
  const buku = info.data?.buku?.[0];
  const firstOpen = years.find((y) => !y.tutup);
  const lastClosed = [...years].reverse().find((y) => y.tutup);
  const today = companyToday().format('YYYY-MM-DD');

  const close = (y: Year) =>
    modal.confirm({
      title: `Tutup tahun buku ${y.tahun}`,
      icon: <LockOutlined />,
      content: (
        <>
          <p>
            Saldo pendapatan, harga pokok, dan beban tahun {y.tahun} ({formatDate(y.tglawal)} s/d {formatDate(y.tglakhir)}) dipindahkan ke Laba Ditahan, dan
            semua transaksi sampai {formatDate(y.tglakhir)} dikunci.
          </p>
          <p>Lanjutkan?</p>
        </>
      ),
      okText: 'Tutup Tahun',
      cancelText: 'Batal',
      onOk: async () => {
        setBusy(y.tahun);
        const env = await call<TutupTahunReply>('prosestahunan_tutup', { tahun: y.tahun });
        await settle(
          env.num === 0
            ? {
                type: 'success',
                title: env.msg || `Tahun buku ${y.tahun} sudah ditutup.`,
                detail: `Laba (rugi) tahun ${y.tahun}: ${formatMoney(env.data.laba)} dipindahkan ke Laba Ditahan${env.data.notransaksi ? ` (jurnal ${env.data.notransaksi})` : ''}; transaksi sampai ${formatDate(env.data.tglkunci)} terkunci.`,
              }
            : { type: 'error', title: env.msg || 'Tutup tahun gagal.' },
        );
      },
    });

  const reopen = async (y: Year) => {
    setResult(null);
    setBusy(y.tahun);
    // Asked without confirmation, the server answers with its warning (data.perlukonfirmasi).
    const warn = await call<BukaTahunReply>('prosestahunan_buka', { tahun: y.tahun });
    if (!(warn.data as Partial<BukaTahunWarning> | null)?.perlukonfirmasi) {
      await settle(warn.num === 0 ? { type: 'success', title: warn.msg } : { type: 'error', title: warn.msg || 'Buka tahun gagal.' });
      return;
    }
    setBusy(null);
    modal.confirm({
      title: `Buka kembali tahun buku ${y.tahun}?`,
      icon: <WarningOutlined style={{ color: '#ff4d4f' }} />,
      content: (
        <Alert type="warning" showIcon={false} title={<Typography.Text strong>{warn.msg}</Typography.Text>} description="Setelah dibuka, jurnal penutup tahun ini tidak berlaku lagi. Tutup kembali tahun ini setelah koreksi selesai." />
      ),
      okText: 'Ya, buka kembali',
      okButtonProps: { danger: true },
      cancelText: 'Batal',
      width: 520,
      onOk: async () => {
        setBusy(y.tahun);
        const env = await call<BukaTahunReply>('prosestahunan_buka', { tahun: y.tahun, konfirmasi: true });
        await settle(env.num === 0 ? { type: 'success', title: env.msg || `Tahun buku ${y.tahun} dibuka kembali.` } : { type: 'error', title: env.msg || 'Buka tahun gagal.' });
      },
    });
  };

  return (
    <Card>
      {info.error && <Alert type="error" showIcon title={info.error.message} style={{ marginBottom: 12 }} />}
      {buku && (
        <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label="Awal pencatatan">{formatDate(buku.tglawal)}</Descriptions.Item>
          <Descriptions.Item label="Akhir tahun buku">{BULAN[(Number(buku.bulanakhir) || 12) - 1]}</Descriptions.Item>
          <Descriptions.Item label="Terkunci sampai">{buku.tglkunci ? formatDate(buku.tglkunci) : 'belum ada'}</Descriptions.Item>
        </Descriptions>
      )}
      {result && (
        <Alert
          type={result.type}
          showIcon
          closable={{ onClose: () => setResult(null) }}
          title={result.title}
          description={result.detail}
          style={{ marginBottom: 16 }}
          role="alert"
          data-testid="hasil-proses"
        />
      )}
      <Table<Year>
        rowKey="tahun"
        size="middle"
        loading={info.isFetching}
        dataSource={years}
        pagination={false}
        columns={[
          { key: 'tahun', dataIndex: 'tahun', title: 'Tahun Buku', width: 110 },
          { key: 'periode', title: 'Periode', render: (_: unknown, y: Year) => `${formatDate(y.tglawal)} s/d ${formatDate(y.tglakhir)}` },
          {
            key: 'status',
            title: 'Status',
            width: 140,
            render: (_: unknown, y: Year) => (y.tutup ? <Tag color="blue" icon={<LockOutlined />}>Ditutup</Tag> : y.tglakhir >= today ? <Tag color="green">Berjalan</Tag> : <Tag color="orange">Terbuka</Tag>),
          },
          { key: 'notransaksi', dataIndex: 'notransaksi', title: 'Jurnal Penutup', width: 160 },
          {
            key: 'aksi',
            title: 'Aksi',
            width: 220,
            render: (_: unknown, y: Year) => (
              <Space>
                {firstOpen?.tahun === y.tahun && y.tglakhir < today && (
                  <Button type="primary" icon={<LockOutlined />} loading={busy === y.tahun} onClick={() => close(y)}>
                    Tutup Tahun
                  </Button>
                )}
                {lastClosed?.tahun === y.tahun && (
                  <Button danger icon={<UnlockOutlined />} loading={busy === y.tahun} onClick={() => void reopen(y)}>
                    Buka Kembali
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        Tahun ditutup berurutan, mulai dari tahun terlama yang sudah berakhir. Hanya tahun terakhir yang ditutup yang dapat dibuka kembali.
      </Typography.Paragraph>
    </Card>
  );
}
