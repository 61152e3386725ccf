/**
 * /perbaikansaldo: the repair process. Three steps, shown on a progress bar: check the books
 * (cekbuku), recompute stock, average cost and balances from the moves and journal lines
 * (perbaikansaldo), check again. Then what it changed: stock per warehouse, item value and
 * average cost, account balances (before → after), and any problem still found.
 */
import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Popconfirm, Progress, Space, Table, Typography } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { callOk } from '@niaga/ui/api';
import { formatDecimal } from '@niaga/ui/format';
import { formatMoney } from '@niaga/ui/digits';
import type { CekBuku as Cek, PerbaikanSaldoReply as Hasil } from '../perbaikan-saldo/reply';

const qty = (v: string) => formatDecimal(v.replace(/\.?0+$/, '') || '0');
const STEPS = ['Memeriksa buku', 'Menghitung ulang stok, harga pokok dan saldo', 'Memeriksa hasil'];

export default function PerbaikanSaldo() {
  const { message } = App.useApp();
  const [step, setStep] = useState(-1);
  const [awal, setAwal] = useState<Cek | null>(null);
  const [hasil, setHasil] = useState<Hasil | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = step >= 0 && step < STEPS.length;

  const run = async () => {
    setError(null);
    setHasil(null);
    try {
      setStep(0);
      setAwal(await callOk<Cek>('cekbuku', {}));
      setStep(1);
      const h = await callOk<Hasil>('perbaikansaldo', {});
      setStep(2);
      const akhir = await callOk<Cek>('cekbuku', {});
      setHasil({ ...h, ok: akhir.ok, masalah: akhir.masalah });
      setStep(STEPS.length);
      message.success('Perbaikan saldo selesai.');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setStep(-1);
    }
  };

  const percent = step < 0 ? 0 : Math.round((Math.min(step, STEPS.length) / STEPS.length) * 100);
  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Perbaikan Saldo
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Menghitung ulang stok per gudang, harga pokok rata-rata setiap item dari mutasinya, baris jurnal persediaan, dan saldo perkiraan dari baris jurnal. Pada buku yang
        benar tidak ada yang berubah.
      </Typography.Paragraph>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Popconfirm title="Jalankan perbaikan saldo sekarang?" okText="Ya" cancelText="Tidak" onConfirm={run} disabled={running}>
          <Button type="primary" icon={<ToolOutlined />} loading={running}>
            Proses
          </Button>
        </Popconfirm>
        {step >= 0 && (
          <div data-testid="progress">
            <Progress percent={percent} status={running ? 'active' : 'success'} />
            <Typography.Text>{running ? `${STEPS[step]}…` : 'Selesai.'}</Typography.Text>
          </div>
        )}
        {error && <Alert type="error" showIcon title={error} />}
        {awal && !awal.ok && <Alert type="warning" showIcon title={`Sebelum perbaikan ditemukan ${awal.masalah.length} masalah.`} description={awal.masalah.join(' · ')} />}
        {hasil && (
          <div data-testid="hasil">
            <Alert
              type={hasil.ok ? 'success' : 'error'}
              showIcon
              title={`${hasil.items} item dihitung ulang, ${hasil.mutasiBerubah} mutasi berubah. ${hasil.ok ? 'Buku benar: semua pemeriksaan lulus.' : `Masih ada ${hasil.masalah.length} masalah.`}`}
              description={hasil.ok ? undefined : hasil.masalah.join(' · ')}
            />
            {!hasil.tbl_stok.length && !hasil.tbl_item.length && !hasil.tbl_perkiraan.length && <Empty description="Tidak ada yang perlu diperbaiki" />}
            {hasil.tbl_stok.length > 0 && (
              <Table
                title={() => 'Stok per gudang'}
                size="small"
                bordered
                pagination={false}
                rowKey={(r) => `${r.kodeitem}/${r.kodegudang}`}
                dataSource={hasil.tbl_stok}
                columns={[
                  { key: 'kodeitem', dataIndex: 'kodeitem', title: 'Item' },
                  { key: 'namaitem', dataIndex: 'namaitem', title: 'Nama' },
                  { key: 'kodegudang', dataIndex: 'kodegudang', title: 'Gudang' },
                  { key: 'sebelum', dataIndex: 'sebelum', title: 'Sebelum', align: 'right', render: qty },
                  { key: 'sesudah', dataIndex: 'sesudah', title: 'Sesudah', align: 'right', render: qty },
                ]}
              />
            )}
            {hasil.tbl_item.length > 0 && (
              <Table
                title={() => 'Nilai dan harga pokok item'}
                size="small"
                bordered
                pagination={false}
                rowKey="kodeitem"
                dataSource={hasil.tbl_item}
                columns={[
                  { key: 'kodeitem', dataIndex: 'kodeitem', title: 'Item' },
                  { key: 'qty', title: 'Jumlah', align: 'right', render: (_, r) => `${qty(r.qty_sebelum)} → ${qty(r.qty_sesudah)}` },
                  { key: 'nilai', title: 'Nilai', align: 'right', render: (_, r) => `${formatMoney(r.nilai_sebelum)} → ${formatMoney(r.nilai_sesudah)}` },
                  { key: 'hpp', title: 'HPP Rata-rata', align: 'right', render: (_, r) => `${formatMoney(r.hpp_sebelum)} → ${formatMoney(r.hpp_sesudah)}` },
                ]}
              />
            )}
            {hasil.tbl_perkiraan.length > 0 && (
              <Table
                title={() => 'Saldo perkiraan'}
                size="small"
                bordered
                pagination={false}
                rowKey="kodeacc"
                dataSource={hasil.tbl_perkiraan}
                columns={[
                  { key: 'kodeacc', dataIndex: 'kodeacc', title: 'Kode' },
                  { key: 'namaacc', dataIndex: 'namaacc', title: 'Perkiraan' },
                  { key: 'sebelum', dataIndex: 'sebelum', title: 'Sebelum', align: 'right', render: (v: string) => formatMoney(v) },
                  { key: 'sesudah', dataIndex: 'sesudah', title: 'Sesudah', align: 'right', render: (v: string) => formatMoney(v) },
                ]}
              />
            )}
          </div>
        )}
      </Space>
    </Card>
  );
}
