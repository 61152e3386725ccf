/**
 * /eksporcsv: output-tax invoices of a period as e-Faktur CSV or Coretax XML (ACCOUNTING.md §3–4).
 * Periksa asks the server (eksporcsv_cek) for the invoices with their DPP, DPP nilai lain and PPN,
 * and for the sales that cannot be exported with the reason of each; the files come through the
 * one-time download (eksporcsv_unduh, right mJual · Ekspor). Coretax takes at most 1,000 invoices a
 * file: a longer period is downloaded in parts. The CSV gives each invoice its serial number (NSFP,
 * /nsfplist) once and forever; the check shows the numbers, the invoices that would get none, and
 * the PPN of the invoices' lines beside the PPN the sales posted (docs/tax.md).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Descriptions, Flex, Input, Select, Space, Table, Typography } from 'antd';
import { FileExcelOutlined, FileTextOutlined, SearchOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { KODE_FASILITAS, KODE_TRANSAKSI } from '../../tax/faktur';
import { callOk } from '@niaga/ui/api';
import { DATE_FORMAT, formatDate, formatInt, WIRE_DATE } from '@niaga/ui/format';
import { formatMoney } from '@niaga/ui/digits';
import { companyToday } from '@niaga/ui/session';
import { downloadFile } from '@niaga/ui/report/download';
import type { EksporFaktur as Faktur, EksporDitolak as Ditolak, EksporCekReply as Reply } from '../../replies';

type Asked = { dari: string; sampai: string; kodetransaksi: string; keterangan: string; cap: string };

export default function EksporFaktur() {
  const { message } = App.useApp();
  const today = companyToday();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([today.startOf('month'), today]);
  const [kode, setKode] = useState('04');
  const [keterangan, setKeterangan] = useState('');
  const [cap, setCap] = useState('');
  const [asked, setAsked] = useState<Asked | null>(null);
  const [bagian, setBagian] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const q = useQuery({ queryKey: ['eksporcsv_cek', asked], queryFn: () => callOk<Reply>('eksporcsv_cek', asked!), enabled: asked !== null, retry: false });
  const r = q.data?.ringkasan[0];
  const fasilitas = KODE_FASILITAS.includes(kode);

  const periksa = () => {
    setBagian(1);
    setAsked({ dari: range[0].format(WIRE_DATE), sampai: range[1].format(WIRE_DATE), kodetransaksi: kode, keterangan: fasilitas ? keterangan : '', cap: fasilitas ? cap : '' });
  };
  const unduh = async (format: 'csv' | 'xml') => {
    if (!asked) return;
    setBusy(format);
    try {
      const nama = await downloadFile('eksporcsv_unduh', { ...asked, format, bagian });
      void message.success(`Berkas ${nama} diunduh.`);
      // The CSV gave serial numbers (NSFP): show them.
      if (format === 'csv') void q.refetch();
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Ekspor Faktur Pajak Keluaran
      </Typography.Title>
      <Flex gap={12} wrap align="end" style={{ marginBottom: 16 }}>
        <div>
          <Typography.Text>Periode</Typography.Text>
          <br />
          <DatePicker.RangePicker id="ef-periode" format={DATE_FORMAT} allowClear={false} value={range} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} />
        </div>
        <div>
          <Typography.Text>Kode Transaksi</Typography.Text>
          <br />
          <Select id="ef-kode" aria-label="Kode Transaksi" value={kode} onChange={setKode} options={KODE_TRANSAKSI.map((k) => ({ value: k.value, label: k.label }))} style={{ width: 360 }} />
        </div>
        {fasilitas && (
          <>
            <div>
              <Typography.Text>Keterangan Tambahan</Typography.Text>
              <Input id="ef-keterangan" value={keterangan} onChange={(e) => setKeterangan(e.target.value)} style={{ width: 160 }} />
            </div>
            <div>
              <Typography.Text>Cap Fasilitas</Typography.Text>
              <Input id="ef-cap" value={cap} onChange={(e) => setCap(e.target.value)} style={{ width: 160 }} />
            </div>
          </>
        )}
        <Button type="primary" icon={<SearchOutlined />} onClick={periksa} loading={q.isFetching}>
          Periksa
        </Button>
      </Flex>
      {q.error && <Alert type="error" showIcon title={q.error.message} style={{ marginBottom: 12 }} />}
      {r && (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2, md: 3 }} data-testid="ringkasan">
            <Descriptions.Item label="Faktur">{formatInt(r.jumlahfaktur)}</Descriptions.Item>
            <Descriptions.Item label="DPP">{formatMoney(r.dpp)}</Descriptions.Item>
            <Descriptions.Item label="DPP Nilai Lain">{formatMoney(r.dpplain)}</Descriptions.Item>
            <Descriptions.Item label="PPN (jumlah baris faktur)">{formatMoney(r.ppn)}</Descriptions.Item>
            <Descriptions.Item label="PPN dibukukan">{formatMoney(r.ppnbuku)}</Descriptions.Item>
            <Descriptions.Item label="Selisih pembulatan PPN">{formatMoney(r.selisihppn)}</Descriptions.Item>
            <Descriptions.Item label="Penjualan Non PPN">{formatInt(r.nonppn)}</Descriptions.Item>
            <Descriptions.Item label="Tidak dapat diekspor">{formatInt(r.ditolak)}</Descriptions.Item>
            <Descriptions.Item label="Tanpa Nomor Seri (CSV)">{formatInt(r.tanpanomor)}</Descriptions.Item>
          </Descriptions>
          <Flex gap={8} wrap align="center">
            <Button icon={<FileExcelOutlined />} disabled={!r.jumlahfaktur || !!busy} loading={busy === 'csv'} onClick={() => void unduh('csv')}>
              Unduh CSV e-Faktur
            </Button>
            {r.bagianxml > 1 && (
              <Select
                aria-label="Bagian XML"
                value={bagian}
                onChange={setBagian}
                style={{ width: 200 }}
                options={Array.from({ length: r.bagianxml }, (_, i) => ({ value: i + 1, label: `Bagian ${i + 1} dari ${r.bagianxml}` }))}
              />
            )}
            <Button icon={<FileTextOutlined />} disabled={!r.jumlahfaktur || !!busy} loading={busy === 'xml'} onClick={() => void unduh('xml')}>
              Unduh XML Coretax
            </Button>
          </Flex>
          {q.data!.tbl_tanpanomor.length > 0 && (
            <Alert
              type="warning"
              showIcon
              data-testid="tanpanomor"
              title={`${formatInt(q.data!.tbl_tanpanomor.length)} faktur tidak mendapat Nomor Seri Faktur Pajak dan tidak ikut CSV e-Faktur: ${q.data!.tbl_tanpanomor.map((t) => t.notransaksi).join(', ')}. Isi rentang nomor dari DJP di Penjualan → Faktur Pajak → Nomor Seri Faktur Pajak.`}
            />
          )}
          {q.data!.tbl_ditolak.length > 0 && (
            <>
              <Alert type="warning" showIcon title={`${formatInt(q.data!.tbl_ditolak.length)} penjualan tidak dapat diekspor. Perbaiki datanya lalu periksa lagi.`} />
              <Table<Ditolak>
                size="small"
                bordered
                data-testid="ditolak"
                rowKey={(d) => `${d.tipe}-${d.notransaksi}`}
                dataSource={q.data!.tbl_ditolak}
                pagination={q.data!.tbl_ditolak.length > 15 ? { pageSize: 15, showSizeChanger: false } : false}
                columns={[
                  { key: 'notransaksi', dataIndex: 'notransaksi', title: 'No. Transaksi', width: 170 },
                  { key: 'tanggal', dataIndex: 'tanggal', title: 'Tanggal', width: 110, render: (v: string) => formatDate(v) },
                  { key: 'kodesupel', dataIndex: 'kodesupel', title: 'Pelanggan', width: 120 },
                  { key: 'alasan', dataIndex: 'alasan', title: 'Alasan' },
                ]}
              />
            </>
          )}
          <Table<Faktur>
            size="small"
            bordered
            data-testid="faktur"
            rowKey={(f) => `${f.tipe}-${f.notransaksi}`}
            dataSource={q.data!.tbl_faktur}
            locale={{ emptyText: 'Tidak ada faktur yang dapat diekspor pada periode ini' }}
            pagination={q.data!.tbl_faktur.length > 15 ? { pageSize: 15, showSizeChanger: false, showTotal: (t) => `${formatInt(t)} faktur` } : false}
            columns={[
              { key: 'notransaksi', dataIndex: 'notransaksi', title: 'No. Transaksi', width: 170 },
              { key: 'tanggal', dataIndex: 'tanggal', title: 'Tanggal', width: 110, render: (v: string) => formatDate(v) },
              { key: 'pembeli', title: 'Pembeli', render: (_: unknown, f: Faktur) => `${f.kodesupel} · ${f.namasupel}` },
              { key: 'npwp', dataIndex: 'npwp', title: 'NPWP / NIK', width: 170 },
              { key: 'nomorfaktur', dataIndex: 'nomorfaktur', title: 'Nomor Seri Faktur', width: 150, render: (v: string) => v || '—' },
              { key: 'dpp', dataIndex: 'dpp', title: 'DPP', align: 'right' as const, width: 140, render: (v: string) => formatMoney(v) },
              { key: 'dpplain', dataIndex: 'dpplain', title: 'DPP Nilai Lain', align: 'right' as const, width: 140, render: (v: string) => formatMoney(v) },
              { key: 'ppn', dataIndex: 'ppn', title: 'PPN', align: 'right' as const, width: 120, render: (v: string) => formatMoney(v) },
            ]}
          />
        </Space>
      )}
    </Card>
  );
}
