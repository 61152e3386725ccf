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
import type { LogOrderReply, LogSyncReply, SyncLogRow } from '../replies';

export type LogAct = 'mp_get_logorder' | 'mp_get_logsync';

/** What the popup shows of either log: when, and each line's name (order number or SKU) and message. */
interface LogView {
  when: string | undefined;
  ok: { name: string }[];
  failed: { name: string; msg: string }[];
}

const skuOf = (r: SyncLogRow) => r.sku || r.kodeitem;

async function logOf(act: LogAct, shop_id: string): Promise<LogView> {
  if (act === 'mp_get_logorder') {
    const r = await callOk<LogOrderReply>(act, { shop_id });
    return {
      when: r.tbl_info_tanggal[0]?.tanggal,
      ok: r.tbl_info_success.map((x) => ({ name: x.no_order_mp })),
      failed: r.tbl_info_failed.map((x) => ({ name: x.no_order_mp, msg: x.msg })),
    };
  }
  const r = await callOk<LogSyncReply>(act, { shop_id });
  return {
    when: r.tbl_info_tanggal[0]?.tanggal_sync,
    ok: r.tbl_info_success.map((x) => ({ name: skuOf(x) })),
    failed: r.tbl_info_failed.map((x) => ({ name: skuOf(x), msg: x.msg })),
  };
}

export default function LogPopup({ act, shop_id, onClose }: { act: LogAct; shop_id: string; onClose: () => void }) {
  const order = act === 'mp_get_logorder';
  const log = useQuery({ queryKey: [act, shop_id], queryFn: () => logOf(act, shop_id), retry: false });
  const ok = log.data?.ok ?? [];
  const failed = log.data?.failed ?? [];
  const when = log.data?.when;
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
            renderItem={(r) => <List.Item>{r.name}</List.Item>}
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
                <List.Item.Meta title={r.name || (order ? 'Tarik pesanan' : 'Sync')} description={r.msg} />
              </List.Item>
            )}
            style={{ marginTop: 8 }}
          />
        </>
      )}
    </Modal>
  );
}
