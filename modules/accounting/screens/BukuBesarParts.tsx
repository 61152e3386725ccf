/**
 * The parts of the ledger screen (BukuBesar.tsx): its columns (a line's number opens its document
 * when the web has that document's screens) and its CSV export.
 */
import { Tag, Typography } from 'antd';
import { isDocument } from '@niaga/kernel';
import { allDoctypes } from '@niaga/ui/app';
import { formatDate } from '@niaga/ui/format';
import { formatMoney } from '@niaga/ui/digits';
import { ledgerCsv, ledgerCsvRefusal, type LedgerInfo, type LedgerRow } from './ledger';

export const money = (v: string | null | undefined) => formatMoney(v ?? '0');

/** The document declaration behind a journal source code (KM, KK, JU, …), when the web has its screens. */
export const documentOf = (sumber: string) => allDoctypes.find((d) => isDocument(d) && d.code === sumber && d.routes.edit);

/** The ledger's columns; `opening` is the number whose document is being opened. */
export function ledgerColumns(opening: string | null, openDocument: (r: LedgerRow) => Promise<void>) {
  return [
    { key: 'tanggal', dataIndex: 'tanggal', title: 'Tanggal', width: 110, render: (v: string) => formatDate(v) },
    { key: 'sumber', dataIndex: 'sumber', title: 'Sumber', width: 80 },
    {
      key: 'notransaksi',
      dataIndex: 'notransaksi',
      title: 'No. Transaksi',
      width: 160,
      render: (v: string, r: LedgerRow) =>
        r.id !== -1 && !r.batal && documentOf(r.sumber) ? (
          <Typography.Link
            href={documentOf(r.sumber)!.routes.edit}
            onClick={(e) => {
              e.preventDefault();
              void openDocument(r);
            }}
            disabled={opening === v}
            title={`Buka ${v}`}
          >
            {v}
          </Typography.Link>
        ) : (
          v
        ),
    },
    {
      key: 'keterangan',
      dataIndex: 'keterangan',
      title: 'Keterangan',
      render: (v: string | null, r: LedgerRow) => (
        <>
          {r.id === -1 ? <b>{v}</b> : v}
          {r.kontak ? <Typography.Text type="secondary"> · {r.kontak}</Typography.Text> : null}
          {r.batal ? <Tag color="red" style={{ marginLeft: 6 }}>batal</Tag> : null}
        </>
      ),
    },
    { key: 'debet', dataIndex: 'debet', title: 'Debet', align: 'right' as const, width: 150, render: (v: string) => (Number(v) ? money(v) : '') },
    { key: 'kredit', dataIndex: 'kredit', title: 'Kredit', align: 'right' as const, width: 150, render: (v: string) => (Number(v) ? money(v) : '') },
    { key: 'saldo', dataIndex: 'saldo', title: 'Saldo', align: 'right' as const, width: 160, render: (v: string, r: LedgerRow) => <b data-testid={r.id === -1 ? 'saldoawal' : undefined}>{money(v)}</b> },
  ];
}

/** The ledger shown, as a CSV file downloaded (refused with the reason when it cannot be exported). */
export function downloadLedgerCsv(data: { info: LedgerInfo; rows: LedgerRow[] } | undefined, message: { error: (text: string) => unknown }) {
  if (!data) return;
  const refusal = ledgerCsvRefusal(data.info, data.rows);
  if (refusal) {
    void message.error(refusal);
    return;
  }
  const blob = new Blob([ledgerCsv(data.info, data.rows)], { type: 'text/csv;charset=utf-8' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `bukubesar-${data.info.kodeacc}-${data.info.dari}-${data.info.sampai}.csv`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
