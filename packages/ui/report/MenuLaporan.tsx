/**
 * /menulaporan: the reports the user may open (the server's laporan_list checks mopen of each),
 * in their groups, searchable by title, description or access name; each leads to its /menulap…
 * screen.
 */
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Input, List, Row, Skeleton, Typography } from 'antd';
import { BarChartOutlined, FileTextOutlined, SearchOutlined } from '@ant-design/icons';
import { callOk } from '@niaga/ui/api';
import { reportOf } from './registry';
import type { ReportEntry, ReportListReply } from '@niaga/report';

export type { ReportEntry } from '@niaga/report';

/** The reports the user may open, with their print and export rights (cached for the session). */
export function useReportList() {
  return useQuery({
    queryKey: ['laporan_list'],
    queryFn: async () => (await callOk<ReportListReply>('laporan_list')).tbl_laporan,
    staleTime: 60_000,
  });
}

export default function MenuLaporan() {
  const list = useReportList();
  const [q, setQ] = useState('');
  const groups = useMemo(() => {
    const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const shown = (list.data ?? []).filter((r) => words.every((w) => `${r.judul} ${r.keterangan} ${r.lap}`.toLowerCase().includes(w)));
    const out = new Map<string, ReportEntry[]>();
    for (const r of shown) out.set(r.grup, [...(out.get(r.grup) ?? []), r]);
    return [...out];
  }, [list.data, q]);

  return (
    <Card>
      <Input
        aria-label="Cari laporan"
        placeholder="Cari laporan (judul, keterangan, nama akses)"
        prefix={<SearchOutlined />}
        allowClear
        autoFocus
        value={q}
        onChange={(e) => setQ(e.target.value)}
        style={{ maxWidth: 480, marginBottom: 16 }}
      />
      {list.error && <Alert type="error" showIcon title={list.error.message} />}
      {list.isLoading && <Skeleton active />}
      {list.data && groups.length === 0 && <Empty description={list.data.length ? 'Tidak ada laporan yang cocok' : 'Anda belum memiliki hak membuka laporan apa pun'} />}
      <Row gutter={[16, 16]}>
        {groups.map(([grup, items]) => (
          <Col key={grup} xs={24} lg={12}>
            <Card size="small" title={grup} data-testid={`grup-${grup}`}>
              <List
                size="small"
                dataSource={items}
                renderItem={(r) => (
                  <List.Item>
                    <List.Item.Meta
                      avatar={reportOf(r.lap)?.chart ? <BarChartOutlined /> : <FileTextOutlined />}
                      title={<Link to={r.rute}>{r.judul}</Link>}
                      description={
                        <>
                          {r.keterangan} <Typography.Text type="secondary">({r.lap})</Typography.Text>
                        </>
                      }
                    />
                  </List.Item>
                )}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
