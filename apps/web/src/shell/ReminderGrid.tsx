/** The two grids of the payables/receivables reminder (./ReminderHupi), loaded when its popup opens. */
import { Button, Space, Table, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { formatDate, formatDecimal } from '@niaga/ui/format';
import type { ReminderRow } from './ReminderHupi';
import type { Side, usePages } from './ReminderPopup';

/** Page turns (spec §4): the page to load, or null when the turn is ignored. */
export function turn(page: number, totpage: number, dir: -1 | 1): number | null {
  if (dir < 0) return page <= 0 || totpage <= 0 ? null : page - 1;
  return page >= totpage - 1 ? null : page + 1;
}

export default function Grid({ side, p, selected, onSelect }: { side: Side; p: ReturnType<typeof usePages>; selected: string | null; onSelect: (r: ReminderRow) => void }) {
  const go = (dir: -1 | 1) => {
    const next = turn(p.page, p.totpage, dir);
    if (next !== null) void p.load(next);
  };
  return (
    <section aria-label={side.title} style={{ marginBottom: 12 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 4 }}>
        <Typography.Text strong>{side.title}</Typography.Text>
        <Space size={4}>
          <Button size="small" icon={<LeftOutlined />} aria-label={`${side.title} sebelumnya`} onClick={() => go(-1)} />
          <Typography.Text>{`Hal ${p.totpage > 0 ? p.page + 1 : 0} / ${p.totpage}`}</Typography.Text>
          <Button size="small" icon={<RightOutlined />} aria-label={`${side.title} berikutnya`} onClick={() => go(1)} />
        </Space>
      </Space>
      <Table<ReminderRow>
        size="small"
        rowKey="notransaksi"
        loading={p.loading}
        dataSource={p.rows}
        pagination={false}
        scroll={{ y: 160 }}
        rowSelection={{ type: 'radio', selectedRowKeys: selected ? [selected] : [], onChange: (_k, rows) => rows[0] && onSelect(rows[0]) }}
        onRow={(r) => ({ onClick: () => onSelect(r) })}
        columns={[
          { title: side.supel, dataIndex: 'supel', ellipsis: true },
          { title: 'Notransaksi', dataIndex: 'notransaksi', width: 150 },
          { title: 'Tanggal', dataIndex: 'tanggal', width: 100, render: (v: string) => formatDate(v) },
          { title: 'Tgl Jt', dataIndex: 'byr_krd_jt', width: 100, render: (v: string) => formatDate(v) },
          { title: 'Sisa', dataIndex: 'sisakredit', width: 130, align: 'right', render: (v: string) => formatDecimal(v, 2) },
        ]}
      />
    </section>
  );
}
