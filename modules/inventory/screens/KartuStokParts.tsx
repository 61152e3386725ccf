/**
 * The stock card's rows and columns (KartuStok.tsx): a move's number opens its document when the web
 * has that document's screens; the warehouse column only for a card of all warehouses.
 */
import { Typography } from 'antd';
import { isDocument } from '@niaga/kernel';
import { allDoctypes } from '@niaga/ui/app';
import { formatDate, formatDecimal } from '@niaga/ui/format';
import { formatMoney } from '@niaga/ui/digits';

export type { Info, Move, Saldo } from '../kartu-stok/reply';
import type { Info, Move } from '../kartu-stok/reply';

export const qty = (v: string | undefined) => formatDecimal((v ?? '0').replace(/\.?0+$/, '') || '0');
export const money = (v: string | undefined) => formatMoney(v ?? '0');
export const documentOf = (sumber: string) => allDoctypes.find((d) => isDocument(d) && d.code === sumber && d.routes.edit);

export function kartuColumns(info: Info, openDocument: (m: Move) => Promise<void>) {
  return [
    { key: 'tanggal', dataIndex: 'tanggal', title: 'Tanggal', width: 110, render: (v: string) => formatDate(v) },
    {
      key: 'notransaksi',
      dataIndex: 'notransaksi',
      title: 'No. Transaksi',
      width: 170,
      render: (v: string, m: Move) =>
        documentOf(m.sumber) ? (
          <Typography.Link
            href={documentOf(m.sumber)!.routes.edit}
            onClick={(e) => {
              e.preventDefault();
              void openDocument(m);
            }}
          >
            {v}
          </Typography.Link>
        ) : (
          v
        ),
    },
    { key: 'keterangan', dataIndex: 'keterangan', title: 'Keterangan' },
    ...(info.kodegudang ? [] : [{ key: 'kodegudang', dataIndex: 'kodegudang', title: 'Gudang', width: 100 }]),
    { key: 'masuk', dataIndex: 'masuk', title: 'Masuk', align: 'right' as const, width: 110, render: (v: string) => (Number(v) ? qty(v) : '') },
    { key: 'keluar', dataIndex: 'keluar', title: 'Keluar', align: 'right' as const, width: 110, render: (v: string) => (Number(v) ? qty(v) : '') },
    { key: 'saldo', dataIndex: 'saldo', title: 'Saldo', align: 'right' as const, width: 110, render: (v: string) => <b>{qty(v)}</b> },
    { key: 'hpp', dataIndex: 'hpp', title: 'HPP Rata-rata', align: 'right' as const, width: 140, render: (v: string) => money(v) },
  ];
}
