/**
 * /stokminimum (mStokMin): the items whose stock in a warehouse is under the minimum declared on
 * the item, with what is missing and the suggested quantity to order (base unit), the item's main
 * supplier and purchase price. Filter by warehouse and by item code or name.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, Table, Typography } from 'antd';
import { PrinterOutlined, SearchOutlined } from '@ant-design/icons';
import { callOk } from '../../api';
import { formatDecimal, formatInt } from '../../format';
import { formatMoney } from '../../digits';
import { RefPicker, refTarget } from '../../doctype/RefPicker';
import { PrintStyle } from '../accounting/PrintStyle';

interface Row {
  kodeitem: string;
  namaitem: string;
  satuan: string;
  kodegudang: string;
  namagudang: string;
  stokmin: string;
  stok: string;
  kurang: string;
  saran: string;
  kodesupel: string;
  hargabeli: string;
}
interface Reply {
  query_data: { totpage: number; totrec: number; page: number; limit: number }[];
  tbl_stokminimum: Row[];
}

const PAGE = 100;
const qty = (v: string | undefined) => formatDecimal((v ?? '0').replace(/\.?0+$/, '') || '0');

export default function StokMinimum() {
  const [kodegudang, setKodegudang] = useState('');
  const [q, setQ] = useState('');
  const [asked, setAsked] = useState({ kodegudang: '', q: '' });
  const [page, setPage] = useState(0);
  const list = useQuery({
    queryKey: ['stokminimum', asked, page],
    queryFn: () => callOk<Reply>('stokminimum', { ...asked, page, limit: PAGE }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const show = () => {
    setPage(0);
    setAsked({ kodegudang, q });
    void list.refetch();
  };
  const total = list.data?.query_data[0]?.totrec ?? 0;
  return (
    <Card className="print-area">
      <PrintStyle />
      <Flex gap={12} wrap align="end" className="no-print" style={{ marginBottom: 16 }}>
        <div style={{ flex: '0 1 240px' }}>
          <Typography.Text>Gudang</Typography.Text>
          <RefPicker id="sm-kodegudang" target={refTarget('gudang')!} value={kodegudang} onChange={setKodegudang} aria-label="Gudang" placeholder="Semua gudang" />
        </div>
        <div style={{ flex: '1 1 240px', maxWidth: 360 }}>
          <Typography.Text>Cari item</Typography.Text>
          <Input id="sm-q" value={q} onChange={(e) => setQ(e.target.value)} onPressEnter={show} placeholder="Kode atau nama item" aria-label="Cari item" allowClear />
        </div>
        <Button type="primary" icon={<SearchOutlined />} onClick={show}>
          Tampilkan
        </Button>
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          Cetak
        </Button>
      </Flex>
      {list.error && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 12 }} />}
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Stok Minimum
      </Typography.Title>
      <Typography.Paragraph type="secondary">Item yang stoknya di bawah stok minimum gudang; saran pesan = stok minimum − stok, dalam satuan dasar item.</Typography.Paragraph>
      <Table<Row>
        data-testid="stokminimum"
        size="small"
        bordered
        rowKey={(r) => `${r.kodegudang}/${r.kodeitem}`}
        loading={list.isFetching}
        dataSource={list.data?.tbl_stokminimum ?? []}
        scroll={{ x: 1000 }}
        locale={{ emptyText: 'Tidak ada item di bawah stok minimum' }}
        pagination={total > PAGE ? { current: page + 1, pageSize: PAGE, total, showSizeChanger: false, onChange: (p) => setPage(p - 1), showTotal: (t) => `${formatInt(t)} item` } : false}
        columns={[
          { key: 'kodegudang', dataIndex: 'kodegudang', title: 'Gudang', width: 100 },
          { key: 'kodeitem', dataIndex: 'kodeitem', title: 'Kode Item', width: 140 },
          { key: 'namaitem', dataIndex: 'namaitem', title: 'Nama Item' },
          { key: 'satuan', dataIndex: 'satuan', title: 'Satuan', width: 80 },
          { key: 'stokmin', dataIndex: 'stokmin', title: 'Stok Minimum', align: 'right', width: 120, render: (v: string) => qty(v) },
          { key: 'stok', dataIndex: 'stok', title: 'Stok', align: 'right', width: 110, render: (v: string) => qty(v) },
          { key: 'saran', dataIndex: 'saran', title: 'Saran Pesan', align: 'right', width: 120, render: (v: string) => <b>{qty(v)}</b> },
          { key: 'kodesupel', dataIndex: 'kodesupel', title: 'Supplier', width: 120 },
          { key: 'hargabeli', dataIndex: 'hargabeli', title: 'Harga Beli', align: 'right', width: 130, render: (v: string) => formatMoney(v) },
        ]}
      />
    </Card>
  );
}
