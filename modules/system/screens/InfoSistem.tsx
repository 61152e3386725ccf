/** /infosistem: Niaga's version, uptime, the database (kind, version, location, size) and this company's size and last backup. */
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Space } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { callOk } from '@niaga/ui/api';
import { formatDateTime } from '@niaga/ui/format';
import { formatSize } from './jobs';

export type { SystemInfo } from '../replies';
import type { SystemInfo } from '../replies';

export const formatUptime = (s: number) => {
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${d ? `${d} hari ` : ''}${h} jam ${m} menit`;
};

export function SystemDescriptions({ info }: { info: SystemInfo }) {
  return (
    <Descriptions size="small" bordered column={1}>
      <Descriptions.Item label="Versi Niaga">{info.niaga}</Descriptions.Item>
      <Descriptions.Item label="Berjalan sejak">
        {formatDateTime(info.mulai)} ({formatUptime(info.uptime)})
      </Descriptions.Item>
      <Descriptions.Item label="Node.js">{info.node}</Descriptions.Item>
      <Descriptions.Item label="Jenis database">{info.database.jenis}</Descriptions.Item>
      <Descriptions.Item label="Versi database">{info.database.versi}</Descriptions.Item>
      <Descriptions.Item label="Lokasi database">{info.database.lokasi}</Descriptions.Item>
      <Descriptions.Item label="Ukuran database">{formatSize(info.database.ukuran)}</Descriptions.Item>
      <Descriptions.Item label="Perusahaan">
        {info.perusahaan.idperusahaan} — {info.perusahaan.nama} (schema {info.perusahaan.schema})
      </Descriptions.Item>
      <Descriptions.Item label="Ukuran data perusahaan">{formatSize(info.perusahaan.ukuran)}</Descriptions.Item>
      <Descriptions.Item label="Backup terakhir">{info.perusahaan.backupterakhir ? `${formatDateTime(info.perusahaan.backupterakhir)} (${info.perusahaan.backupfile})` : 'Belum pernah'}</Descriptions.Item>
      <Descriptions.Item label="Folder backup">{info.folderbackup}</Descriptions.Item>
    </Descriptions>
  );
}

export default function InfoSistem() {
  const q = useQuery({ queryKey: ['infosistem'], queryFn: () => callOk<SystemInfo>('infosistem', {}), staleTime: 0 });
  return (
    <Card
      title={
        <Space>
          <InfoCircleOutlined />
          Informasi Sistem
        </Space>
      }
      loading={q.isLoading}
    >
      {q.error && <Alert type="error" showIcon message={(q.error as Error).message} />}
      {q.data && <SystemDescriptions info={q.data} />}
    </Card>
  );
}
