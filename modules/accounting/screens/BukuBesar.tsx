/**
 * /bukubesar (mBukuBesar): the ledger of one account over a period — opening balance, the lines
 * with their running balance (on the account's normal side), totals and closing balance. Print
 * (window.print, print stylesheet: only the report) and CSV export. The choice lives in the URL
 * (?kodeacc=&dari=&sampai=) so a ledger can be linked and reloaded.
 */
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, DatePicker, Empty, Flex, Space, Table, Typography } from 'antd';
import { DownloadOutlined, PrinterOutlined, SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { MAX_PAGE_SIZE } from '@niaga/kernel';
import { callOk } from '@niaga/ui/api';
import { getOf } from '@niaga/ui/doctype/acts';
import { DATE_FORMAT, formatDate, formatInt, WIRE_DATE } from '@niaga/ui/format';
import { AccountPicker } from '@niaga/ui/document/AccountPicker';
import { type LedgerInfo, type LedgerRow } from './ledger';
import type { BukuBesarReply as Reply } from '../buku-besar/reply';
import { documentOf, downloadLedgerCsv, ledgerColumns, money } from './BukuBesarParts';
import { PrintStyle } from '@niaga/ui/document/PrintStyle';
import { companyToday } from '@niaga/ui/session';

/** Pages fetched for one view: 500 lines a call, at most this many calls (20,000 lines). */
const MAX_LEDGER_PAGES = 40;

/** Every page of the ledger, up to MAX_LEDGER_PAGES; `totrec` tells when the period holds more. */
async function fetchLedger(p: { kodeacc: string; dari: string; sampai: string; semua: boolean }) {
  const rows: LedgerRow[] = [];
  let info: LedgerInfo | undefined;
  let totrec = 0;
  for (let page = 0; page < MAX_LEDGER_PAGES; page++) {
    const r = await callOk<Reply>('bukubesar', { ...p, semua: p.semua ? 1 : 0, page, limit: MAX_PAGE_SIZE });
    info = r.info[0];
    totrec = r.query_data[0]?.totrec ?? 0;
    rows.push(...r.tbl_bukubesar);
    if (page + 1 >= (r.query_data[0]?.totpage ?? 0)) break;
  }
  return { info: info!, rows, totrec };
}

export default function BukuBesar() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const [opening, setOpening] = useState<string | null>(null);
  /** Opens the document of a ledger line in its form (found by its number). */
  const openDocument = async (r: LedgerRow) => {
    const d = documentOf(r.sumber);
    if (!d) return;
    setOpening(r.notransaksi);
    try {
      const got = await getOf(d, { notransaksi: r.notransaksi });
      navigate(`${d.routes.edit}?id=${got.id}`);
    } catch (e) {
      setOpening(null);
      message.error(e instanceof Error ? e.message : String(e));
    }
  };
  const today = companyToday();
  const [kodeacc, setKodeacc] = useState(params.get('kodeacc') ?? '');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => {
    const d = dayjs(params.get('dari') ?? '', WIRE_DATE, true);
    const s = dayjs(params.get('sampai') ?? '', WIRE_DATE, true);
    return [d.isValid() ? d : today.startOf('month'), s.isValid() ? s : today];
  });
  const [semua, setSemua] = useState(params.get('semua') === '1');
  const asked = params.get('kodeacc')
    ? { kodeacc: params.get('kodeacc')!, dari: params.get('dari') ?? range[0].format(WIRE_DATE), sampai: params.get('sampai') ?? range[1].format(WIRE_DATE), semua: params.get('semua') === '1' }
    : null;

  const ledger = useQuery({
    queryKey: ['bukubesar', asked],
    queryFn: () => fetchLedger(asked!),
    enabled: asked !== null,
    retry: false,
  });

  const show = () => {
    if (!kodeacc) return;
    setParams({ kodeacc, dari: range[0].format(WIRE_DATE), sampai: range[1].format(WIRE_DATE), ...(semua ? { semua: '1' } : {}) });
    if (asked && asked.kodeacc === kodeacc) void ledger.refetch();
  };

  const data = ledger.data;
  const info = data?.info;
  const exportCsv = () => downloadLedgerCsv(data, message);

  const columns = useMemo(() => ledgerColumns(opening, openDocument), [opening]);

  return (
    <Card className="print-area">
      <PrintStyle />
      <Flex gap={12} wrap align="end" className="no-print" style={{ marginBottom: 16 }}>
        <div style={{ flex: '1 1 320px', maxWidth: 440 }}>
          <Typography.Text>Perkiraan</Typography.Text>
          <AccountPicker id="bb-kodeacc" value={kodeacc} onChange={setKodeacc} aria-label="Perkiraan" autoFocus style={{ maxWidth: 'none' }} />
        </div>
        <div>
          <Typography.Text>Periode</Typography.Text>
          <br />
          <DatePicker.RangePicker
            format={DATE_FORMAT}
            value={range}
            allowClear={false}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
            aria-label="Periode"
          />
        </div>
        <Checkbox checked={semua} onChange={(e) => setSemua(e.target.checked)} style={{ marginBottom: 6 }}>
          Tampilkan yang dibatalkan
        </Checkbox>
        <Space wrap style={{ marginBottom: 1 }}>
          <Button type="primary" icon={<SearchOutlined />} onClick={show} disabled={!kodeacc}>
            Tampilkan
          </Button>
          <Button icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!data}>
            Cetak
          </Button>
          <Button icon={<DownloadOutlined />} onClick={exportCsv} disabled={!data}>
            Ekspor CSV
          </Button>
        </Space>
      </Flex>
      {ledger.error && <Alert type="error" showIcon title={ledger.error.message} style={{ marginBottom: 12 }} />}
      {!asked && <Empty description="Pilih perkiraan dan periode, lalu Tampilkan" />}
      {info && data && (
        <div data-testid="bukubesar">
          <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 4 }}>
            Buku Besar {info.kodeacc} · {info.namaacc}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            Periode {formatDate(info.dari)} s/d {formatDate(info.sampai)} · saldo normal {info.saldonormal === 'K' ? 'kredit' : 'debet'}
          </Typography.Paragraph>
          {data.rows.length < data.totrec && (
            <Alert
              type="warning"
              showIcon
              role="alert"
              style={{ marginBottom: 12 }}
              title={`Menampilkan ${formatInt(data.rows.length)} baris pertama dari ${formatInt(data.totrec)} baris. Persempit periode untuk melihat sisanya; total dan saldo akhir tetap untuk seluruh periode.`}
            />
          )}
          <Table<LedgerRow>
            size="small"
            bordered
            rowKey="id"
            columns={columns}
            dataSource={[{ id: -1, tanggal: info.dari, sumber: '', notransaksi: '', keterangan: 'Saldo Awal', debet: '0', kredit: '0', saldo: info.saldoawal }, ...data.rows]}
            loading={ledger.isFetching}
            pagination={false}
            scroll={{ x: 900 }}
            locale={{ emptyText: 'Tidak ada transaksi dalam periode ini' }}
            rowClassName={(r) => (r.id === -1 ? 'ledger-saldoawal' : r.batal ? 'ledger-batal' : '')}
            summary={() => (
              <>
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={4}>
                    <b>Total Mutasi / Saldo Akhir</b>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} align="right">
                    <b>{money(info.totdebet)}</b>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={5} align="right">
                    <b>{money(info.totkredit)}</b>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={6} align="right">
                    <b data-testid="saldoakhir">{money(info.saldoakhir)}</b>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              </>
            )}
          />
        </div>
      )}
    </Card>
  );
}
