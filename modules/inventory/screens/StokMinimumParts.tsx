/**
 * The rows and columns of the minimum-stock screen (StokMinimum.tsx): each row's key and item, and
 * the columns with the quantity to order typed per row.
 */
import type { Dispatch, SetStateAction } from 'react';
import type { TableProps } from 'antd';
import { formatDecimal } from '@niaga/ui/format';
import { formatMoney } from '@niaga/ui/digits';
import { DecimalInput } from '@niaga/ui/doctype/widgets';
import type { StokMinimumRow as Row } from '../stok-minimum/reply';

export const keyOf = (r: Row) => `${r.kodegudang}/${r.kodeitem}/${r.iddetailvarian}`;
/** The item as the row names it: code, and the variant's id for a variant item. */
export const itemOf = (r: Row) => (r.iddetailvarian ? `${r.kodeitem} ${r.iddetailvarian}` : r.kodeitem);
const qty = (v: string | undefined) => formatDecimal((v ?? '0').replace(/\.?0+$/, '') || '0');

export function stokMinColumns({
  qtyOf,
  setPesan,
  chosen,
  setChosen,
}: {
  qtyOf: (r: Row) => string;
  setPesan: Dispatch<SetStateAction<Record<string, string>>>;
  chosen: Map<string, Row>;
  setChosen: (m: Map<string, Row>) => void;
}): TableProps<Row>['columns'] {
  return [
    { key: 'kodegudang', dataIndex: 'kodegudang', title: 'Gudang', width: 80 },
    { key: 'kodeitem', dataIndex: 'kodeitem', title: 'Kode Item', width: 110 },
    { key: 'namaitem', dataIndex: 'namaitem', title: 'Nama Item', width: 180, ellipsis: true },
    {
      key: 'varian',
      title: 'Varian',
      width: 110,
      ellipsis: true,
      render: (_: unknown, r: Row) =>
        r.iddetailvarian ? (
          <span title={r.iddetailvarian} data-testid={`sm-varian-${r.iddetailvarian}`}>
            {r.namavarian || r.iddetailvarian}
          </span>
        ) : null,
    },
    { key: 'satuan', dataIndex: 'satuan', title: 'Satuan', width: 70 },
    { key: 'stokmin', dataIndex: 'stokmin', title: 'Stok Minimum', align: 'right', width: 100, render: (v: string) => qty(v) },
    { key: 'stok', dataIndex: 'stok', title: 'Stok', align: 'right', width: 90, render: (v: string) => qty(v) },
    { key: 'saran', dataIndex: 'saran', title: 'Saran Pesan', align: 'right', width: 110, render: (v: string) => <b>{qty(v)}</b> },
    { key: 'kodesupel', dataIndex: 'kodesupel', title: 'Supplier', width: 100 },
    { key: 'hargabeli', dataIndex: 'hargabeli', title: 'Harga Beli', align: 'right', width: 120, render: (v: string) => formatMoney(v) },
    {
      key: 'pesan',
      title: 'Dipesan',
      width: 130,
      fixed: 'right' as const,
      className: 'no-print',
      render: (_: unknown, r: Row) => (
        <DecimalInput
          id={`sm-pesan-${r.kodegudang}-${itemOf(r).replace(' ', '-')}`}
          scale={4}
          value={qtyOf(r)}
          onChange={(v) => {
            setPesan((p) => ({ ...p, [keyOf(r)]: v ?? '0' }));
            if (chosen.has(keyOf(r))) setChosen(new Map(chosen).set(keyOf(r), r));
          }}
        />
      ),
    },
  ];
}
