/**
 * The columns of the number-format screen (SettingNomor.tsx): the transaction (and office), the
 * live example of its next number, the format's parts edited in place, and its removal.
 */
import { Button, Input, InputNumber, Popconfirm, Select, Space, Switch, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { formatProblem, PEMISAH_OPTIONS, TAHUN_OPTIONS, type NumberFormat } from './numbering';
import type { NumberFormatRow } from '../replies';

/** A row of the table: a code's format as settingnomor_list replies it. */
export type FormatRow = NumberFormatRow;

export const rowKey = (r: { kode: string; kodekantor: string }) => `${r.kode}/${r.kodekantor}`;

export function nomorColumns({
  original,
  isChanged,
  example,
  update,
  remove,
}: {
  original: Map<string, FormatRow>;
  isChanged: (r: FormatRow) => boolean;
  example: (r: FormatRow) => string;
  update: (r: FormatRow, patch: Partial<NumberFormat>) => void;
  remove: (r: FormatRow) => Promise<void>;
}): TableProps<FormatRow>['columns'] {
  return [
    {
      key: 'kode',
      title: 'Transaksi',
      fixed: 'left',
      width: 180,
      render: (_, r) => (
        <span>
          <Tag>{r.kode}</Tag>
          {r.judul}
          {r.kodekantor && (
            <Tag color="blue" style={{ marginInlineStart: 6 }}>
              Kantor {r.kodekantor}
            </Tag>
          )}
        </span>
      ),
    },
    {
      key: 'contoh',
      title: 'Contoh Nomor Berikutnya',
      width: 170,
      render: (_, r) => {
        const problem = formatProblem(r);
        return problem ? (
          <Typography.Text type="danger">{problem}</Typography.Text>
        ) : (
          <Space size={4} style={{ whiteSpace: 'nowrap' }}>
            <Tooltip title={r.bawaan ? 'Format bawaan (belum diatur)' : undefined}>
              <Typography.Text code data-testid={`contoh-${rowKey(r)}`} type={r.bawaan && !isChanged(r) ? 'secondary' : undefined}>
                {example(r)}
              </Typography.Text>
            </Tooltip>
            {isChanged(r) && <Tag color="orange">diubah</Tag>}
          </Space>
        );
      },
    },
    {
      key: 'awalan',
      title: 'Awalan',
      width: 90,
      render: (_, r) => <Input size="small" aria-label={`Awalan ${rowKey(r)}`} placeholder={r.kode} maxLength={10} value={r.awalan} onChange={(e) => update(r, { awalan: e.target.value.toUpperCase() })} />,
    },
    { key: 'pakaikantor', title: 'Kode Kantor', width: 90, align: 'center', render: (_, r) => <Switch size="small" aria-label={`Kode kantor ${rowKey(r)}`} checked={r.pakaikantor} onChange={(v) => update(r, { pakaikantor: v })} /> },
    { key: 'tahun', title: 'Tahun', width: 88, render: (_, r) => <Select size="small" aria-label={`Tahun ${rowKey(r)}`} style={{ width: 76 }} value={r.tahun} options={TAHUN_OPTIONS} onChange={(v) => update(r, { tahun: v })} /> },
    { key: 'bulan', title: 'Bulan', width: 70, align: 'center', render: (_, r) => <Switch size="small" aria-label={`Bulan ${rowKey(r)}`} checked={r.bulan} disabled={!r.tahun} onChange={(v) => update(r, { bulan: v })} /> },
    {
      key: 'gabungperiode',
      title: <Tooltip title="Tahun dan bulan digabung (2601) atau dipisah (26-01)">Gabung Periode</Tooltip>,
      width: 80,
      align: 'center',
      render: (_, r) => <Switch size="small" aria-label={`Gabung periode ${rowKey(r)}`} checked={r.gabungperiode} disabled={!r.bulan} onChange={(v) => update(r, { gabungperiode: v })} />,
    },
    { key: 'pemisah', title: 'Pemisah', width: 88, render: (_, r) => <Select size="small" aria-label={`Pemisah ${rowKey(r)}`} style={{ width: 76 }} value={r.pemisah} options={PEMISAH_OPTIONS} onChange={(v) => update(r, { pemisah: v })} /> },
    {
      key: 'digit',
      title: 'Digit',
      width: 80,
      render: (_, r) => <InputNumber size="small" aria-label={`Digit ${rowKey(r)}`} min={3} max={10} precision={0} style={{ width: 64 }} value={r.digit} onChange={(v) => update(r, { digit: Number(v ?? 5) })} />,
    },
    {
      key: 'aksi',
      title: '',
      width: 50,
      render: (_, r) =>
        r.kodekantor || (!r.bawaan && original.has(rowKey(r))) ? (
          <Popconfirm title={r.kodekantor ? `Hapus format kantor ${r.kodekantor}?` : 'Kembalikan ke format bawaan?'} okText="Ya" cancelText="Tidak" onConfirm={() => void remove(r)}>
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Hapus format ${rowKey(r)}`} />
          </Popconfirm>
        ) : null,
    },
  ];
}
