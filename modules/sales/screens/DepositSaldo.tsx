/**
 * /depositsaldo: the deposit balances of customers (deposits DP less what sales and receivable
 * payments used; mDepositPelanggan) and of suppliers (deposits DB less what purchases used;
 * mDepositKeSupplier), each paged from the server (`depositsaldolist`) with a search; printable.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, Table, Tabs } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { callOk } from '@niaga/ui/api';
import { formatInt } from '@niaga/ui/format';
import { formatMoney } from '@niaga/ui/digits';
import type { DepositSaldoRow as Saldo, DepositSaldoListReply as Reply } from '../replies';

const PAGE = 15;

function Balances({ jenis }: { jenis: 'P' | 'S' }) {
  const [cari, setCari] = useState('');
  const [page, setPage] = useState(0);
  const q = useQuery({
    queryKey: ['depositsaldolist', jenis, cari, page],
    queryFn: () => callOk<Reply>('depositsaldolist', { jenis, cari, pagenum: page, itemlimit: PAGE }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const total = q.data?.query_data[0]?.totrec ?? 0;
  const siapa = jenis === 'P' ? 'Pelanggan' : 'Supplier';
  return (
    <>
      <Flex gap={12} wrap style={{ marginBottom: 12 }} className="no-print">
        <Input.Search
          allowClear
          aria-label={`Cari ${siapa}`}
          placeholder={`Cari kode atau nama ${siapa.toLowerCase()}`}
          style={{ maxWidth: 360 }}
          onSearch={(v) => {
            setPage(0);
            setCari(v.trim());
          }}
        />
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          Cetak
        </Button>
      </Flex>
      {q.error && <Alert type="error" showIcon title={q.error.message} style={{ marginBottom: 12 }} />}
      <Table<Saldo>
        size="small"
        bordered
        data-testid={`depositsaldo-${jenis}`}
        rowKey="kodesupel"
        loading={q.isFetching}
        dataSource={q.data?.tbl_depositsaldo ?? []}
        locale={{ emptyText: `Belum ada deposit ${siapa.toLowerCase()}` }}
        pagination={{ current: page + 1, pageSize: PAGE, total, showSizeChanger: false, onChange: (p) => setPage(p - 1), showTotal: (t) => `${formatInt(t)} ${siapa.toLowerCase()}` }}
        columns={[
          { key: 'kodesupel', dataIndex: 'kodesupel', title: `Kode ${siapa}`, width: 140 },
          { key: 'namasupel', dataIndex: 'namasupel', title: `Nama ${siapa}` },
          { key: 'masuk', dataIndex: 'masuk', title: 'Deposit', align: 'right' as const, width: 150, render: (v: string) => formatMoney(v) },
          { key: 'dipakai', dataIndex: 'dipakai', title: 'Dipakai', align: 'right' as const, width: 150, render: (v: string) => formatMoney(v) },
          { key: 'saldo', dataIndex: 'saldo', title: 'Saldo', align: 'right' as const, width: 150, render: (v: string) => <b>{formatMoney(v)}</b> },
        ]}
      />
    </>
  );
}

export default function DepositSaldo() {
  return (
    <Card className="print-area">
      <Tabs
        items={[
          { key: 'P', label: 'Deposit Pelanggan', children: <Balances jenis="P" /> },
          { key: 'S', label: 'Deposit ke Supplier', children: <Balances jenis="S" /> },
        ]}
      />
    </Card>
  );
}
