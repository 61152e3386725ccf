/**
 * One screen for every report (/menulap…), driven by its declaration: the parameter form
 * (defaults for today), the rows paged by the server into a virtualised table, the chart when the
 * report has one, and the PDF and XLSX downloads with their progress. The parameters live in the
 * URL (?p=…) so a report can be linked and reloaded.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Modal, Progress, Space, Spin, Typography } from 'antd';
import { FileExcelOutlined, FilePdfOutlined, SearchOutlined } from '@ant-design/icons';
import { defaults, type ParamValues, type ReportDecl, type ReportRunReply as RunReply } from '@niaga/report';
import { ApiError, callOk } from '../api';
import { formatInt } from '../format';
import { ParamForm } from './ParamForm';
import { REPORT_TABLE_CSS, ReportTable } from './ReportTable';
import { downloadReport, type FileFormat, type Progress as DownloadProgress } from './download';
import { useReportList } from './MenuLaporan';
import { companyToday } from '../session';

const ReportChart = lazy(() => import('./ReportChart'));

const PAGE_SIZES = [100, 500, 1000, 5000];

function initialValues(decl: ReportDecl, raw: string | null): ParamValues {
  const base = defaults(decl, companyToday().format('YYYY-MM-DD'));
  if (!raw) return base;
  try {
    const v = JSON.parse(raw) as ParamValues;
    return { ...base, ...Object.fromEntries(Object.entries(v).filter(([k]) => k in decl.params)) };
  } catch {
    return base;
  }
}

const mb = (n: number) => `${(n / 1024 / 1024).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`;

export default function ReportScreen({ decl }: { decl: ReportDecl }) {
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const [values, setValues] = useState<ParamValues>(() => initialValues(decl, search.get('p')));
  const [asked, setAsked] = useState<ParamValues>(values);
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(PAGE_SIZES[1]);
  const [busy, setBusy] = useState<{ format: FileFormat; p: DownloadProgress | null } | null>(null);
  const rights = useReportList().data?.find((r) => r.lap === decl.access);

  const run = useQuery({
    queryKey: ['laporan_run', decl.access, asked, page, limit],
    queryFn: () => callOk<RunReply>('laporan_run', { lap: decl.access, param: asked, page, limit }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const errors = run.error instanceof ApiError ? ((run.error.data as { fields?: Record<string, string> } | null)?.fields ?? {}) : {};

  const show = () => {
    setAsked(values);
    setPage(0);
    setSearch({ p: JSON.stringify(values) }, { replace: true });
  };

  const download = async (format: FileFormat) => {
    setBusy({ format, p: null });
    try {
      const nama = await downloadReport(decl.access, format, asked, (p) => setBusy({ format, p }));
      message.success(`${nama} diunduh`);
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  const data = run.data;
  const info = data?.info[0];
  const total = data?.query_data[0]?.totrec ?? 0;
  // The count shown is of the detail rows (a report's lines), not its heads, subtotals and totals.
  const details = data?.query_data[0]?.totdetail ?? total;
  const pagination = useMemo(
    () => ({
      current: page + 1,
      pageSize: limit,
      total,
      showSizeChanger: true,
      pageSizeOptions: PAGE_SIZES,
      showTotal: () => `${formatInt(details)} baris`,
      onChange: (p: number, size: number) => {
        if (size !== limit) {
          setLimit(size);
          setPage(0);
        } else setPage(p - 1);
      },
    }),
    [page, limit, total, details],
  );

  const p = busy?.p;
  const percent = p && p.total ? Math.round((p.diterima / p.total) * 100) : 0;

  return (
    <Card>
      <style>{REPORT_TABLE_CSS}</style>
      <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
        {decl.description}
      </Typography.Paragraph>
      <Flex gap={14} wrap align="end" style={{ marginBottom: 16 }}>
        <ParamForm decl={decl} values={values} onChange={setValues} errors={errors} />
        <Space>
          <Button type="primary" icon={<SearchOutlined />} onClick={show} loading={run.isFetching}>
            Tampilkan
          </Button>
          <Button icon={<FilePdfOutlined />} onClick={() => void download('pdf')} disabled={!!busy || !data || rights?.cetak === false} title={rights?.cetak === false ? 'Anda tidak memiliki hak cetak laporan ini' : undefined}>
            Cetak PDF
          </Button>
          <Button icon={<FileExcelOutlined />} onClick={() => void download('xlsx')} disabled={!!busy || !data || rights?.ekspor === false} title={rights?.ekspor === false ? 'Anda tidak memiliki hak ekspor laporan ini' : undefined}>
            Ekspor XLSX
          </Button>
        </Space>
      </Flex>
      {run.error && <Alert type="error" showIcon title={run.error.message} style={{ marginBottom: 12 }} />}
      {info && (
        <div data-testid="laporan">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {info.judul}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }} data-testid="laporan-parameter">
            {info.parameter.map((x) => `${x.label}: ${x.nilai}`).join(' · ')}
            {info.catatan.map((c) => (
              <span key={c}>
                <br />
                {c}
              </span>
            ))}
          </Typography.Paragraph>
          {data.grafik && data.grafik.rows.length > 0 && (
            <Card size="small" style={{ marginBottom: 12 }} data-testid="laporan-grafik">
              <Suspense fallback={<Spin />}>
                <ReportChart spec={data.grafik} rows={data.grafik.rows} title={info.judul} />
              </Suspense>
            </Card>
          )}
          <ReportTable kolom={data.kolom} rows={data.tbl_laporan} offset={page * limit} loading={run.isFetching} pagination={pagination} />
        </div>
      )}
      {!info && run.isFetching && <Spin />}
      <Modal open={!!busy} closable={false} footer={null} title={busy?.format === 'pdf' ? 'Menyiapkan PDF' : 'Menyiapkan XLSX'} width={420} maskClosable={false}>
        <div role="status" data-testid="unduh-progress">
          {!p || p.tahap === 'siap' ? (
            <Flex gap={12} align="center">
              <Spin />
              <span>{p ? `Menyusun ${formatInt(p.baris)} baris…` : 'Memeriksa hak akses…'}</span>
            </Flex>
          ) : (
            <>
              <Progress percent={percent} status="active" />
              <Typography.Text type="secondary">
                {mb(p.diterima)}
                {p.total ? ` dari ${mb(p.total)}` : ''}
              </Typography.Text>
            </>
          )}
        </div>
      </Modal>
    </Card>
  );
}
