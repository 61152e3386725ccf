/** Home. The dashboard of spec §2.11 (charts, reminders) comes in a later issue. */
import { Card, Descriptions, Typography } from 'antd';
import { useSession } from '../session';

export default function Home() {
  const s = useSession();
  if (s.status === 'out') return null;
  const { session } = s;
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Selamat datang, {session.namauser || session.userid}
      </Typography.Title>
      <Descriptions column={1} size="small" bordered style={{ maxWidth: 560, marginBottom: 16 }}>
        <Descriptions.Item label="Perusahaan">{session.namaperusahaan}</Descriptions.Item>
        <Descriptions.Item label="Id Perusahaan">{session.idperusahaan}</Descriptions.Item>
        <Descriptions.Item label="User ID">{session.userid}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">Dasbor dengan grafik penjualan belum tersedia. Gunakan menu di samping untuk membuka data.</Typography.Paragraph>
    </Card>
  );
}
