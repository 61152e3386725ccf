/** News list (/listinfo, spec §2.1, §7.4): newest first, paged; unread items marked. */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, List, Space, Typography } from 'antd';
import { CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, callOk } from '@niaga/ui/api';
import { formatDateTime } from '@niaga/ui/format';
import type { BeritaRow, InfoListReply } from '@niaga/admin/replies';
import { UNREAD_KEY } from '../shell/news';
import { TambahBerita, UbahBerita } from './dashboard/TambahBerita';

/** Spec §9: default page size 15. */
export const PAGE_SIZE = 15;

export default function ListInfo() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [page, setPage] = useState(0);
  const q = useQuery({
    queryKey: ['info_list', page],
    queryFn: () => callOk<InfoListReply>('info_list', { pagenum: page, itemlimit: PAGE_SIZE }),
  });
  const total = Number(q.data?.query_data?.[0]?.totalrow ?? 0);
  const rows = q.data?.tbl_berita ?? [];

  const readAll = async () => {
    await callOk('info_readall');
    await qc.invalidateQueries({ queryKey: ['info_list'] });
    await qc.invalidateQueries({ queryKey: UNREAD_KEY });
  };

  return (
    <Card
      title="Info Update"
      extra={
        <Space>
          <TambahBerita />
          <Button icon={<ReloadOutlined />} onClick={() => void q.refetch()}>
            Muat ulang
          </Button>
          <Button icon={<CheckOutlined />} onClick={() => void readAll()} disabled={!rows.some((r) => !r.dibaca)}>
            Tandai semua dibaca
          </Button>
        </Space>
      }
    >
      {q.error && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={(q.error as ApiError).message} />}
      <List<BeritaRow>
        loading={q.isLoading}
        dataSource={rows}
        locale={{ emptyText: 'Belum ada info update.' }}
        pagination={
          total > PAGE_SIZE
            ? { current: page + 1, pageSize: PAGE_SIZE, total, showSizeChanger: false, onChange: (p) => setPage(p - 1) }
            : false
        }
        renderItem={(b) => (
          <List.Item
            className="info-item"
            style={{ cursor: 'pointer' }}
            onClick={() => navigate(`/infodetail?id=${b.id}`)}
            extra={
              <Space>
                <UbahBerita berita={b} />
                <Typography.Text type="secondary">{formatDateTime(b.tanggal)}</Typography.Text>
              </Space>
            }
          >
            <List.Item.Meta
              title={
                <Space>
                  {!b.dibaca && <Badge status="processing" />}
                  <Typography.Text strong={!b.dibaca}>{b.judul}</Typography.Text>
                </Space>
              }
              description={b.ringkasan}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
