/**
 * /stsbghutad, /stsbgpiutad, /stsbgkomisislsad: the cheques/giro of one payment type (BH, BP, BKS)
 * falling due in a period, with their status; settle (Cairkan, on a date: its own journal) or
 * un-settle (Batalkan Cair). Keyboard: the search box takes the focus; ↓ goes into the rows, ↑/↓
 * move, Enter opens the selected giro's dialog; in the dialog the date is typed, Enter takes it and Enter on Cairkan settles.
 * Printable (the browser's print of the list).
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Flex, Input, Select, Table, Typography } from 'antd';
import { PrinterOutlined, SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { giroJenisOfRoute, type StsbgListReply } from '../giro/giro';
import { call, callOk } from '@niaga/ui/api';
import { DATE_FORMAT, formatInt, WIRE_DATE } from '@niaga/ui/format';
import { formatMoney } from '@niaga/ui/digits';
import { companyToday } from '@niaga/ui/session';
import { GiroDialog, giroColumns, type Giro } from './StatusGiroParts';

const PAGE = 15;

export default function StatusGiro() {
  const jenis = giroJenisOfRoute(useLocation().pathname)!;
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [companyToday().startOf('month'), companyToday().endOf('month')]);
  const [status, setStatus] = useState<'semua' | 'belum' | 'cair'>('semua');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const [sel, setSel] = useState(-1);
  const [open, setOpen] = useState<Giro | null>(null);
  const [tanggal, setTanggal] = useState<Dayjs | null>(null);
  const [busy, setBusy] = useState(false);
  const [err, setErr] = useState('');
  const [result, setResult] = useState<{ type: 'success' | 'error'; title: string } | null>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);

  const args = { tipe: jenis.tipe, dari: range[0].format(WIRE_DATE), sampai: range[1].format(WIRE_DATE), status, q, page, limit: PAGE };
  const list = useQuery({ queryKey: ['stsbg_list', args], queryFn: () => callOk<StsbgListReply>('stsbg_list', args), placeholderData: keepPreviousData, retry: false, staleTime: 0 });
  const rows = list.data?.tbl_stsbg ?? [];
  const info = list.data?.query_data[0];
  useEffect(() => setSel((s) => Math.min(s, rows.length - 1)), [rows.length]);

  const show = (g: Giro) => {
    setOpen(g);
    setErr('');
    const jt = dayjs(g.jtgiro);
    const today = companyToday();
    // The giro settles no earlier than its due date: today, or the due date when it is still ahead.
    setTanggal(g.status === 'belum' ? (today.isBefore(jt) ? jt : today) : null);
  };
  const close = () => {
    setOpen(null);
    rowsRef.current?.focus();
  };
  const submit = async () => {
    if (!open) return;
    if (open.status === 'belum' && !tanggal) return setErr('Tanggal cair wajib diisi.');
    setBusy(true);
    const env =
      open.status === 'belum'
        ? await call('stsbg_cair', { tipe: jenis.tipe, notransaksi: open.notransaksi, tanggal: tanggal!.format(WIRE_DATE) })
        : await call('stsbg_batal', { tipe: jenis.tipe, notransaksi: open.notransaksi });
    setBusy(false);
    if (env.num !== 0) return setErr(env.msg);
    setResult({ type: 'success', title: env.msg });
    await list.refetch();
    close();
  };
  const onRowsKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') setSel((s) => Math.min(s + 1, rows.length - 1));
    else if (e.key === 'ArrowUp') setSel((s) => Math.max(s - 1, 0));
    else if (e.key === 'Enter' && rows[sel]) show(rows[sel]);
    else return;
    e.preventDefault();
  };

  return (
    <Card>
      <style>{'@media print { .no-print { display: none !important; } }'}</style>
      <Typography.Title level={5} className="print-title">
        Status Cek/Giro {jenis.title} · jatuh tempo {range[0].format(DATE_FORMAT)} – {range[1].format(DATE_FORMAT)}
      </Typography.Title>
      <Flex gap={12} wrap align="end" style={{ marginBottom: 16 }} className="no-print">
        <div>
          <Typography.Text>Jatuh Tempo Giro</Typography.Text>
          <br />
          <DatePicker.RangePicker format={DATE_FORMAT} allowClear={false} value={range} aria-label="Jatuh Tempo Giro" onChange={(v) => v?.[0] && v[1] && (setRange([v[0], v[1]]), setPage(0))} />
        </div>
        <div>
          <Typography.Text>Status</Typography.Text>
          <br />
          <Select
            aria-label="Status"
            style={{ width: 150 }}
            value={status}
            onChange={(v) => (setStatus(v), setPage(0))}
            options={[
              { value: 'semua', label: 'Semua' },
              { value: 'belum', label: 'Belum Cair' },
              { value: 'cair', label: 'Sudah Cair' },
            ]}
          />
        </div>
        <Input
          id="stsbg-cari"
          aria-label="Cari"
          autoFocus
          allowClear
          prefix={<SearchOutlined />}
          placeholder={`No. transaksi, no. giro, ${jenis.kontak.label.toLowerCase()}`}
          style={{ width: 300 }}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => (setQ(text.trim()), setPage(0))}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' && rows.length) {
              e.preventDefault();
              setSel(0);
              rowsRef.current?.focus();
            }
          }}
        />
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          Cetak
        </Button>
      </Flex>
      {list.error && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 12 }} />}
      {result && <Alert type={result.type} showIcon closable={{ onClose: () => setResult(null) }} title={result.title} role="alert" data-testid="hasil-giro" style={{ marginBottom: 12 }} />}
      <div ref={rowsRef} tabIndex={0} onKeyDown={onRowsKey} aria-label={`Daftar cek/giro ${jenis.title}`} data-testid="daftar-giro" style={{ outline: 'none' }}>
        <Table<Giro>
          size="small"
          bordered
          rowKey="notransaksi"
          loading={list.isFetching}
          dataSource={rows}
          rowClassName={(_, i) => (i === sel ? 'ant-table-row-selected' : '')}
          onRow={(g, i) => ({ onClick: () => setSel(i ?? -1), onDoubleClick: () => show(g) })}
          locale={{ emptyText: 'Tidak ada cek/giro yang jatuh tempo pada periode ini.' }}
          pagination={
            (info?.totrec ?? 0) > PAGE ? { current: page + 1, pageSize: PAGE, total: info?.totrec, showSizeChanger: false, onChange: (p) => setPage(p - 1), showTotal: (t) => `${formatInt(t)} giro` } : false
          }
          columns={giroColumns(jenis, show)}
          summary={() =>
            info?.totrec ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={6}>
                  <Typography.Text strong>
                    Total {formatInt(info.totrec)} giro · belum cair {formatMoney(info.totalbelum)}
                  </Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <Typography.Text strong>{formatMoney(info.total)}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} colSpan={3} />
              </Table.Summary.Row>
            ) : null
          }
        />
      </div>
      <GiroDialog open={open} jenis={jenis} tanggal={tanggal} setTanggal={setTanggal} busy={busy} err={err} okRef={okRef} close={close} submit={submit} />
    </Card>
  );
}
