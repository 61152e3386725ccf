/**
 * /historypesanmarketplace (mHistoryOrderMarketplace): the marketplace orders that are done with —
 * completed, cancelled, returned — newest first, searched by order number, buyer or receipt number,
 * by status, a page at a time (act mp_historyorder). A row opens the order (/pesanmarketplaceed).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Input, Select, Table, Typography } from 'antd';
import { callOk } from '@niaga/ui/api';
import { formatDate } from '@niaga/ui/format';
import { formatMoney } from '@niaga/ui/digits';
import type { HistoryOrderReply, HistoryOrderRow } from '../replies';
import { STATUS_LABEL } from './status';

const PAGE = 15;

export default function HistoryPesanan() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(0);
  const asked = { page, limit: PAGE, q, status };
  const list = useQuery({ queryKey: ['mp_historyorder', asked], queryFn: () => callOk<HistoryOrderReply>('mp_historyorder', asked), placeholderData: keepPreviousData });
  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        History Pesanan Marketplace
      </Typography.Title>
      <Flex gap={12} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          aria-label="Cari pesanan"
          placeholder="Cari no. order, pembeli, resi"
          style={{ maxWidth: 320 }}
          onSearch={(v) => {
            setQ(v.trim());
            setPage(0);
          }}
        />
        <Select
          aria-label="Status"
          style={{ width: 220 }}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(0);
          }}
          options={[{ value: '', label: 'Semua (selesai, batal, retur)' }, ...['COMPLETED', 'CANCELLED', 'TO_RETURN'].map((s) => ({ value: s, label: STATUS_LABEL[s] ?? s }))]}
        />
      </Flex>
      {list.error && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 12 }} />}
      <Table<HistoryOrderRow>
        size="small"
        bordered
        data-testid="historypesanmarketplace"
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.tbl_pesananmp ?? []}
        onRow={(r) => ({ onClick: () => void navigate(`/pesanmarketplaceed?id=${r.id}`), style: { cursor: 'pointer' } })}
        pagination={{ current: page + 1, pageSize: PAGE, total: list.data?.query_data[0]?.totrec ?? 0, showSizeChanger: false, onChange: (p) => setPage(p - 1) }}
        columns={[
          { key: 'tanggal', dataIndex: 'tanggal', title: 'Tanggal', width: 110, render: (v: string) => formatDate(v) },
          { key: 'marketplace', dataIndex: 'marketplace', title: 'Marketplace', width: 110 },
          { key: 'no_order_mp', dataIndex: 'no_order_mp', title: 'No. Order Marketplace' },
          { key: 'buyer', dataIndex: 'buyer', title: 'Pembeli' },
          { key: 'status', dataIndex: 'status', title: 'Status', width: 150, render: (v: string) => STATUS_LABEL[v] ?? v },
          { key: 'total', dataIndex: 'total', title: 'Total', align: 'right' as const, width: 140, render: (v: string) => formatMoney(v) },
          { key: 'nojual', dataIndex: 'nojual', title: 'No. Penjualan', width: 150 },
          { key: 'noretur', dataIndex: 'noretur', title: 'No. Retur', width: 150 },
        ]}
      />
    </Card>
  );
}
