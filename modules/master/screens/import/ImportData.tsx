/**
 * /importdata<kind> (mImportData): download a template (CSV or XLSX), choose a filled file, import.
 * The server checks every row first; errors are listed by row, column and cell and nothing is
 * written. Otherwise the rows are saved in one go while a progress bar follows importdata_status.
 */
import { useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert, App, Button, Card, Flex, Progress, Space, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { ImportError, ImportStatusReply, ImportTemplateReply } from '../../replies';
import { IMPORTS, columnFormat, importColumns, importRoute, missingTables, type ImportKind } from '../../import/kinds';
import { call, callOk, ApiError } from '@niaga/ui/api';
import { allDoctypes } from '@niaga/ui/app';

type Kesalahan = ImportError;
type Status = ImportStatusReply;

function saveFile(nama: string, mime: string, base64: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: mime }));
  const a = document.createElement('a');
  a.href = url;
  a.download = nama;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const readBase64 = (f: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(new Error('Berkas tidak dapat dibaca.'));
    r.readAsDataURL(f);
  });

/** How the rows of a kind become records. */
const hint = (kind: ImportKind) =>
  kind.rows
    ? ` ${kind.rows}`
    : kind.flat
    ? ' Satu baris satu baris detail; baris dengan tanggal, gudang dan keterangan yang sama menjadi satu dokumen bernomor.'
    : kind.update
      ? ' Tiap baris mengubah data yang kodenya sudah ada; sel yang kosong tidak mengubah isinya.'
      : kind.tables.length
        ? ' Baris dengan kode yang sama adalah satu data: kolom datanya diambil dari baris pertama, tiap baris menambah satu baris tabel.'
        : '';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export default function ImportData() {
  const { pathname } = useLocation();
  const kind = IMPORTS.find((k) => importRoute(k) === pathname)!;
  const meta = allDoctypes.find((d) => d.name === kind.doctype)!;
  const missing = missingTables(meta, kind);
  const columns = useMemo(() => importColumns(meta, kind), [meta, kind]);
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [st, setSt] = useState<Status | null>(null);
  const [refused, setRefused] = useState<{ msg: string; kesalahan: Kesalahan[] } | null>(null);
  const alive = useRef(true);

  const template = async (format: 'csv' | 'xlsx') => {
    try {
      const t = await callOk<ImportTemplateReply>('importdata_template', { jenis: kind.kode, format });
      saveFile(t.nama, t.mime, t.isi);
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };

  const run = async () => {
    if (!file) return;
    setBusy(true);
    setSt(null);
    setRefused(null);
    try {
      const isi = await readBase64(file);
      const r = await call<ImportStatusReply>('importdata_proses', { jenis: kind.kode, nama: file.name, isi });
      if (r.num !== 0) {
        setRefused({ msg: r.msg, kesalahan: (r.data as { kesalahan?: Kesalahan[] } | null)?.kesalahan ?? [] });
        return;
      }
      let s = r.data;
      setSt(s);
      while (alive.current && (s.status === 'periksa' || s.status === 'simpan')) {
        await sleep(500);
        // While the import's transaction runs, a poll may wait (embedded database): keep asking.
        const n = await call<ImportStatusReply>('importdata_status', { idproses: s.idproses });
        if (n.num === 0) {
          s = n.data;
          setSt(s);
        } else if (n.num < 600) throw new ApiError(n.num, n.msg);
      }
    } catch (e) {
      setRefused({ msg: e instanceof Error ? e.message : String(e), kesalahan: [] });
    } finally {
      setBusy(false);
    }
  };

  const errors = refused?.kesalahan.length ? refused.kesalahan : st?.status === 'gagal' ? st.kesalahan : [];
  return (
    <Card title={`Import Data ${kind.title}`}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        {missing.length > 0 && <Alert type="warning" showIcon message={`Import ${kind.title} belum tersedia: ${meta.title} belum memiliki tabel ${missing.join(', ')}.`} />}
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          Unduh template, isi satu baris per data mulai baris 2 (judul kolom di baris 1 jangan diubah), lalu pilih berkasnya. Semua baris diperiksa dulu; bila ada
          kesalahan tidak ada data yang disimpan.{hint(kind)}
        </Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button icon={<DownloadOutlined />} onClick={() => void template('xlsx')} disabled={missing.length > 0}>
            Template XLSX
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void template('csv')} disabled={missing.length > 0}>
            Template CSV
          </Button>
          <Upload
            accept=".csv,.xlsx"
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f);
              setSt(null);
              setRefused(null);
              return false;
            }}
            onRemove={() => setFile(null)}
            fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
          >
            <Button icon={<UploadOutlined />}>Pilih Berkas</Button>
          </Upload>
          <Button type="primary" onClick={() => void run()} disabled={!file || busy || missing.length > 0} loading={busy}>
            Proses Import
          </Button>
        </Flex>
        {st && (
          <div aria-label="Kemajuan import">
            <Progress percent={st.status === 'periksa' ? 0 : st.persen} status={st.status === 'gagal' ? 'exception' : st.status === 'selesai' ? 'success' : 'active'} />
            <Typography.Text type="secondary">
              {st.status === 'periksa' ? st.pesan : st.status === 'simpan' ? `Menyimpan ${st.selesai.toLocaleString('id-ID')} dari ${st.total.toLocaleString('id-ID')} data…` : ''}
            </Typography.Text>
          </div>
        )}
        {st?.status === 'selesai' && <Alert type="success" showIcon message={st.pesan} />}
        {st?.status === 'gagal' && <Alert type="error" showIcon message={st.pesan} description={st.jumlahkesalahan > st.kesalahan.length ? `Ditampilkan ${st.kesalahan.length} kesalahan pertama.` : undefined} />}
        {refused && <Alert type="error" showIcon message={`Import Gagal, Pesan : ${refused.msg}`} />}
        {errors.length > 0 && (
          <Table<Kesalahan>
            size="small"
            rowKey={(r) => `${r.baris}:${r.kolom}:${r.pesan}`}
            dataSource={errors}
            pagination={{ pageSize: 15, showSizeChanger: false }}
            columns={[
              { title: 'Baris', dataIndex: 'baris', width: 80 },
              { title: 'Kolom', dataIndex: 'kolom', width: 200 },
              { title: 'Sel', dataIndex: 'sel', width: 80 },
              { title: 'Kesalahan', dataIndex: 'pesan' },
            ]}
          />
        )}
        <Typography.Title level={5} style={{ margin: 0 }}>
          Kolom
        </Typography.Title>
        <Table
          size="small"
          rowKey="name"
          dataSource={columns.map((c) => ({ name: c.name, label: c.label, format: columnFormat(c, kind) }))}
          pagination={false}
          columns={[
            { title: 'Kolom', dataIndex: 'name', width: 200 },
            { title: 'Keterangan', dataIndex: 'label', width: 240 },
            { title: 'Format', dataIndex: 'format' },
          ]}
        />
      </Space>
    </Card>
  );
}
