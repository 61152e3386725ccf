/**
 * /prosespenyusutan (mPenyusutan): choose a month, see each asset's amount (prosespenyusutan_hitung),
 * then Proses posts the month's one journal (run again: it replaces it); Batalkan reverses it. The
 * runs so far are listed below. A closed period is refused by the server with its message.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Space, Table, Tag, Typography } from 'antd';
import { CalculatorOutlined, UndoOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { call, callOk } from '@niaga/ui/api';
import { formatDate } from '@niaga/ui/format';
import { formatMoney } from '@niaga/ui/digits';
import { companyToday } from '@niaga/ui/session';
import type { PenyusutanBaris as Baris, PenyusutanHitung as Hitung, PenyusutanRun as Run, PenyusutanListReply } from '../penyusutan/reply';

export default function ProsesPenyusutan() {
  const { modal } = App.useApp();
  const [bulan, setBulan] = useState<Dayjs>(() => companyToday().startOf('month'));
  const periode = bulan.format('YYYY-MM');
  const hitung = useQuery({ queryKey: ['prosespenyusutan_hitung', periode], queryFn: () => callOk<Hitung>('prosespenyusutan_hitung', { periode }), staleTime: 0 });
  const runs = useQuery({ queryKey: ['prosespenyusutan_list'], queryFn: () => callOk<PenyusutanListReply>('prosespenyusutan_list', {}), staleTime: 0 });
  const [result, setResult] = useState<{ type: 'success' | 'error'; title: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const after = async (env: { num: number; msg: string }) => {
    await Promise.all([hitung.refetch(), runs.refetch()]);
    setBusy(false);
    setResult({ type: env.num === 0 ? 'success' : 'error', title: env.msg });
  };
  const proses = () => {
    const again = !!hitung.data?.diproses;
    modal.confirm({
      title: `Proses penyusutan periode ${periode}`,
      content: again ? `Periode ini sudah diproses (${hitung.data?.diproses}); jurnalnya akan diganti. Lanjutkan?` : 'Jurnal penyusutan bulan ini akan diposting. Lanjutkan?',
      okText: 'Proses',
      cancelText: 'Batal',
      onOk: async () => {
        setBusy(true);
        setResult(null);
        await after(await call('prosespenyusutan', { periode }));
      },
    });
  };
  const batal = (p: string) =>
    modal.confirm({
      title: `Batalkan penyusutan periode ${p}?`,
      content: 'Jurnal penyusutan periode ini dibalik dan rinciannya dihapus.',
      okText: 'Ya, batalkan',
      okButtonProps: { danger: true },
      cancelText: 'Tidak',
      onOk: async () => {
        setBusy(true);
        setResult(null);
        await after(await call('prosespenyusutan_batal', { periode: p }));
      },
    });

  return (
    <Card>
      <Space wrap style={{ marginBottom: 16 }}>
        <Typography.Text>Periode</Typography.Text>
        <DatePicker picker="month" format="MM/YYYY" allowClear={false} value={bulan} onChange={(v) => v && setBulan(v.startOf('month'))} aria-label="Periode" />
        <Button type="primary" icon={<CalculatorOutlined />} loading={busy} disabled={!hitung.data?.jumlahaset} onClick={proses}>
          Proses
        </Button>
        {hitung.data?.diproses && <Tag color="blue">Sudah diproses: {hitung.data.diproses}</Tag>}
      </Space>
      {(hitung.error || runs.error) && <Alert type="error" showIcon title={(hitung.error ?? runs.error)!.message} style={{ marginBottom: 12 }} />}
      {result && <Alert type={result.type} showIcon closable={{ onClose: () => setResult(null) }} title={result.title} role="alert" data-testid="hasil-proses" style={{ marginBottom: 16 }} />}
      <Table<Baris>
        rowKey="kodeaset"
        size="small"
        loading={hitung.isFetching}
        dataSource={hitung.data?.tbl_penyusutan_detail ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: 'Tidak ada aset yang disusutkan pada periode ini.' }}
        columns={[
          { key: 'kodeaset', dataIndex: 'kodeaset', title: 'Kode Aset', width: 140 },
          { key: 'namaaset', dataIndex: 'namaaset', title: 'Nama Aset' },
          { key: 'kodeaccbiaya', dataIndex: 'kodeaccbiaya', title: 'Perkiraan Biaya', width: 140 },
          { key: 'kodeaccakum', dataIndex: 'kodeaccakum', title: 'Perkiraan Akumulasi', width: 160 },
          { key: 'nilai', dataIndex: 'nilai', title: 'Penyusutan', align: 'right', width: 160, render: (v: string) => formatMoney(v) },
        ]}
        summary={() =>
          hitung.data?.jumlahaset ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={4}>
                <Typography.Text strong>Total {hitung.data.jumlahaset} aset</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <Typography.Text strong>{formatMoney(hitung.data.total)}</Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Riwayat Proses
      </Typography.Title>
      <Table<Run>
        rowKey="periode"
        size="small"
        loading={runs.isFetching}
        dataSource={runs.data?.tbl_penyusutan ?? []}
        pagination={{ pageSize: 12, hideOnSinglePage: true }}
        columns={[
          { key: 'periode', dataIndex: 'periode', title: 'Periode', width: 100 },
          { key: 'notransaksi', dataIndex: 'notransaksi', title: 'No. Jurnal', width: 150 },
          { key: 'tanggal', dataIndex: 'tanggal', title: 'Tanggal', width: 120, render: (v: string) => formatDate(v) },
          { key: 'jumlahaset', dataIndex: 'jumlahaset', title: 'Jumlah Aset', align: 'right', width: 110 },
          { key: 'total', dataIndex: 'total', title: 'Total', align: 'right', render: (v: string) => formatMoney(v) },
          { key: 'userid', dataIndex: 'userid', title: 'User', width: 110 },
          {
            key: 'aksi',
            title: 'Aksi',
            width: 130,
            render: (_: unknown, r: Run) => (
              <Button size="small" danger icon={<UndoOutlined />} disabled={busy} onClick={() => batal(r.periode)}>
                Batalkan
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
