/**
 * /perbaikanpointpel (spec §2.7 "Perbaikan Point Pelanggan"): the repair process of customer
 * points. The act `perbaikanpointpel` (modules/sales/points.ts; right mSettingPoint · Ubah) takes
 * no parameters: it recomputes every customer's balance as the sum of the points their sales
 * (till and back office) earned, in one transaction, and answers how many customers it read and
 * how many balances it changed. The screen asks first, shows the work running, then the result;
 * the server's refusal (no right, a lost connection) is shown as it says it.
 */
import { useState } from 'react';
import { Alert, App, Button, Card, Progress, Space, Typography } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { callOk } from '@niaga/ui/api';
import { formatInt } from '@niaga/ui/format';
import type { PerbaikanPointHasil as Hasil, PerbaikanPointReply } from '../replies';

/** The result as a person reads it. */
export function hasilText(h: Hasil): string {
  const dibaca = `${formatInt(h.jumlahpelanggan)} pelanggan diperiksa`;
  return h.diubah === 0 ? `Perbaikan point selesai: ${dibaca}, semua point sudah benar.` : `Perbaikan point selesai: ${dibaca}, point ${formatInt(h.diubah)} pelanggan diperbaiki.`;
}

export default function PerbaikanPointPel() {
  const { modal } = App.useApp();
  const [running, setRunning] = useState(false);
  const [hasil, setHasil] = useState<Hasil | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    if (running) return;
    setRunning(true);
    setError(null);
    setHasil(null);
    try {
      const r = await callOk<PerbaikanPointReply>('perbaikanpointpel', {});
      const h = r.tbl_perbaikan?.[0];
      if (!h) throw new Error('Jawaban server tidak berisi hasil perbaikan point.');
      setHasil(h);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setRunning(false);
    }
  };

  const ask = () =>
    modal.confirm({
      title: 'Perbaikan Point Pelanggan',
      content: 'Hitung ulang point semua pelanggan dari penjualan sekarang?',
      okText: 'Proses',
      cancelText: 'Batal',
      onOk: () => void run(),
    });

  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Perbaikan Point Pelanggan
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Menghitung ulang point setiap pelanggan sebagai jumlah point yang didapat dari semua penjualannya (kasir dan penjualan). Point yang sudah benar tidak berubah.
      </Typography.Paragraph>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Button type="primary" icon={<ToolOutlined />} loading={running} onClick={ask} autoFocus>
          Proses
        </Button>
        {(running || hasil) && (
          <div data-testid="progress">
            <Progress percent={running ? 50 : 100} status={running ? 'active' : 'success'} showInfo={!running} />
            <Typography.Text>{running ? 'Menghitung ulang point pelanggan dari penjualan…' : 'Selesai.'}</Typography.Text>
          </div>
        )}
        {error && <Alert type="error" showIcon title={`Perbaikan point gagal: ${error}`} />}
        {hasil && <Alert data-testid="hasil" type="success" showIcon title={hasilText(hasil)} />}
      </Space>
    </Card>
  );
}
