/**
 * Popup 3 (spec §2.12): Log Get Order (`mp_get_logorder`) or Log Sync Data (`mp_get_logsync`) of one
 * shop — the date, '{n} Data Berhasil di Simpan.' with the orders' numbers (label 'No Nota
 * Marketplace'; the sync log: SKU), '{n} Data Gagal di Simpan.' with each one's message, and
 * Kembali. Opened by the toasts 'Proses Get Order Marketplace' / 'Proses Sync Marketplace' (spec §4).
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, List, Modal, Typography } from 'antd';
import { callOk } from '@niaga/ui/api';
import { formatDateTime, formatInt } from '@niaga/ui/format';

export type LogAct = 'mp_get_logorder' | 'mp_get_logsync';

interface LogReply {
  tbl_info_tanggal: { tanggal: string; msg?: string; num?: number }[];
  tbl_info_success: Record<string, unknown>[];
  tbl_info_failed: { msg?: string; [k: string]: unknown }[];
}

const nameOf = (r: Record<string, unknown>) => String(r.no_order_mp ?? r.sku ?? r.kodeitem ?? '');

export default function LogPopup({ act, shop_id, onClose }: { act: LogAct; shop_id: string; onClose: () => void }) {
  const order = act === 'mp_get_logorder';
  const log = useQuery({ queryKey: [act, shop_id], queryFn: () => callOk<LogReply>(act, { shop_id }), retry: false });
  const ok = log.data?.tbl_info_success ?? [];
  const failed = log.data?.tbl_info_failed ?? [];
  const when = log.data?.tbl_info_tanggal[0]?.tanggal;
  return (
    <Modal
      open
      title={order ? 'Log Get Order' : 'Log Sync Data'}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Kembali
        </Button>
      }
      data-testid="log-popup"
    >
      {log.error && <Alert type="error" showIcon title={log.error.message} />}
      {log.data && (
        <>
          <Typography.Paragraph>Tanggal: {when ? formatDateTime(when) : '-'}</Typography.Paragraph>
          <Typography.Text strong>{formatInt(ok.length)} Data Berhasil di Simpan.</Typography.Text>
          <List
            size="small"
            header={order ? 'No Nota Marketplace' : 'SKU'}
            dataSource={ok}
            renderItem={(r) => <List.Item>{nameOf(r)}</List.Item>}
            style={{ margin: '8px 0 16px' }}
          />
          <Typography.Text strong type={failed.length ? 'danger' : undefined}>
            {formatInt(failed.length)} Data Gagal di Simpan.
          </Typography.Text>
          <List
            size="small"
            dataSource={failed}
            renderItem={(r) => (
              <List.Item>
                <List.Item.Meta title={nameOf(r) || (order ? 'Tarik pesanan' : 'Sync')} description={String(r.msg ?? '')} />
              </List.Item>
            )}
            style={{ marginTop: 8 }}
          />
        </>
      )}
    </Modal>
  );
}
