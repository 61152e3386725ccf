/**
 * /listsharesubscriber (issue 42): the subscribers' generic list (read-only: written by the
 * storefront's sign-up box) with Ekspor CSV — every subscriber, or only those still subscribed —
 * downloaded through the report service's one-time address (subscriber-export.ts).
 */
import { useState } from 'react';
import { App, Button, Card, Checkbox, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import ListScreen from '@niaga/ui/doctype/ListScreen';
import { downloadFile } from '@niaga/ui/report/download';
import sharesubscriber from '../subscriber';

export function ListShareSubscriber() {
  const { message } = App.useApp();
  const [aktif, setAktif] = useState(false);
  const [busy, setBusy] = useState(false);
  const ekspor = async () => {
    setBusy(true);
    try {
      const nama = await downloadFile('sharesubscriber_ekspor', { aktif });
      message.success(`${nama} diunduh`);
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="Share Subscriber">
      <Space wrap style={{ marginBottom: 12 }}>
        <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void ekspor()}>
          Ekspor CSV
        </Button>
        <Checkbox checked={aktif} onChange={(e) => setAktif(e.target.checked)}>
          Hanya yang masih berlangganan
        </Checkbox>
      </Space>
      <ListScreen meta={sharesubscriber} bare />
    </Card>
  );
}
