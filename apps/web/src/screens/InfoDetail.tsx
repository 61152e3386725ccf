/** News detail (/infodetail?id=, spec §2.1): opening it marks the news read and refreshes the badge. */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Skeleton, Typography } from 'antd';
import { ApiError, callOk } from '@niaga/ui/api';
import { formatDateTime } from '@niaga/ui/format';
import type { InfoGetReply } from '@niaga/admin/replies';
import { UNREAD_KEY } from '../shell/news';

export default function InfoDetail() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ['info_get', id],
    queryFn: () => callOk<InfoGetReply>('info_get', { id }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
  const b = q.data?.tbl_berita?.[0];

  useEffect(() => {
    if (!q.data) return;
    void qc.invalidateQueries({ queryKey: UNREAD_KEY });
    void qc.invalidateQueries({ queryKey: ['info_list'] });
  }, [q.data, qc]);

  if (!Number.isInteger(id) || id <= 0) return <Alert type="warning" showIcon title="Info tidak ditemukan." />;
  if (q.error) return <Alert type="error" showIcon title={(q.error as ApiError).message} />;
  return (
    <Card>
      {!b ? (
        <Skeleton active />
      ) : (
        <article>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {b.judul}
          </Typography.Title>
          <Typography.Text type="secondary">{formatDateTime(b.tanggal)}</Typography.Text>
          <Typography.Paragraph style={{ marginTop: 16, whiteSpace: 'pre-wrap' }}>{b.isi}</Typography.Paragraph>
        </article>
      )}
    </Card>
  );
}
