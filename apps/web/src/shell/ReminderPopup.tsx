/**
 * The popup of the payables/receivables reminder (./ReminderHupi; spec §2.12 popup 1): the two
 * grids paged from 0 by 15, Buka Transaksi, Kirim WA for a selected receivable, Refresh and the
 * periodic check's setting. Loaded the first time the popup opens; mounted while it is open.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { App, Button, Checkbox, Modal, Space } from 'antd';
import { ReloadOutlined, ExportOutlined } from '@ant-design/icons';
import type { ReminderListReply, ReminderRow, ReminderTable, WaKirimReply } from '@niaga/sales/replies';
import { call } from '@niaga/ui/api';
import { MOBILE_WIDTH, useWindowWidth } from '@niaga/ui/shell/useWidth';
import { Loading } from './Loading';

// The two grids (antd's Table) load with the popup's first render.
const Grid = lazy(() => import('./ReminderGrid'));

/** Spec §9: the default page search limit, which the reminder pages use. */
export const PAGE_SIZE = 15;
/** Buka Transaksi: the edit route of each type (spec §2.12); SAH and SAP cannot be opened. */
export const EDIT_ROUTE: Record<string, string> = {
  BL: '/belied',
  IM: '/itemmasuked',
  RB: '/returbelied',
  JL: '/kasired',
  KSR: '/kasiredmode2',
  IK: '/itemkeluared',
  RJ: '/returjualed',
  TR: '/itemtransfered',
};

/** What Buka Transaksi does with the selected row: a route to open, or the message to show. */
export function bukaTransaksi(row: ReminderRow | null): { url: string } | { pesan: string } {
  if (!row) return { pesan: 'Tidak ada yang dipilih, silahkan pilih salah satu data.' };
  if (row.tipe === 'SAH') return { pesan: 'Maaf, Saldo Awal Hutang tidak dapat dibuka.' };
  if (row.tipe === 'SAP') return { pesan: 'Maaf, Saldo Awal Piutang tidak dapat dibuka.' };
  const route = EDIT_ROUTE[row.tipe];
  if (!route) return { pesan: `Maaf, transaksi ${row.tipe} tidak dapat dibuka.` };
  return { url: `${route}?mode=edit&id=${encodeURIComponent(row.notransaksi)}` };
}


export interface Side {
  act: 'reminderpiutanglist' | 'reminderhutanglist';
  table: ReminderTable;
  title: string;
  supel: string;
}
const PIUTANG: Side = { act: 'reminderpiutanglist', table: 'tbl_piutang_list', title: 'Data Piutang', supel: 'Pelanggan' };
const HUTANG: Side = { act: 'reminderhutanglist', table: 'tbl_hutang_list', title: 'Data Hutang', supel: 'Supplier' };

interface Paged {
  page: number;
  totpage: number;
  rows: ReminderRow[];
  loading: boolean;
}
const EMPTY: Paged = { page: 0, totpage: 0, rows: [], loading: false };

export function usePages(side: Side) {
  const [s, set] = useState<Paged>(EMPTY);
  const load = useCallback(
    async (page: number) => {
      set((x) => ({ ...x, loading: true }));
      const env = await call<ReminderListReply<ReminderTable>>(side.act, { pagenum: page, itemlimit: PAGE_SIZE });
      // A nonzero number silently stops the load.
      if (env.num !== 0) return set((x) => ({ ...x, loading: false }));
      const q = env.data?.query_data?.[0];
      set({ page, totpage: Number(q?.totpage ?? 0), rows: env.data?.[side.table] ?? [], loading: false });
    },
    [side],
  );
  return { ...s, load };
}

export default function ReminderPopup({ tampil, setTampil, onClose }: { tampil: boolean; setTampil: (on: boolean) => void; onClose: () => void }) {
  const { modal, message } = App.useApp();
  const width = useWindowWidth();
  const wide = width >= MOBILE_WIDTH;
  const [sel, setSel] = useState<{ side: 'P' | 'H'; row: ReminderRow } | null>(null);
  const piutang = usePages(PIUTANG);
  const hutang = usePages(HUTANG);

  const loadP = piutang.load;
  const loadH = hutang.load;
  const refresh = useCallback(() => {
    setSel(null);
    void loadP(0);
    void loadH(0);
  }, [loadP, loadH]);
  // Opened: both grids from their first page.
  useEffect(() => refresh(), [refresh]);

  const buka = () => {
    const r = bukaTransaksi(sel?.row ?? null);
    if ('pesan' in r) modal.warning({ title: 'Niaga', content: r.pesan });
    // Without noopener: the new tab inherits this tab's session storage (the login when not remembered).
    else window.open(r.url, '_blank');
  };

  // The reminder of the selected receivable to the customer's WhatsApp (docs/whatsapp.md).
  const kirimWa = async (notransaksi: string) => {
    const r = await call<WaKirimReply>('wa_kirim', { jenis: 'pengingat', notransaksi });
    if (r.num !== 0) modal.warning({ title: 'Niaga', content: r.msg });
    else message.success(`Pengingat ${notransaksi} ${r.data.status === 'terkirim' ? 'terkirim' : 'masuk antrean'} ke ${r.data.nomor}.`);
  };

  return (
    <Modal
      open
      title="Pengingat Hutang Piutang Sudah Jatuh Tempo"
      width={wide ? 900 : width - 50}
      styles={{ body: { height: 620 - 56, overflowY: 'auto' } }}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Suspense fallback={<Loading margin={24} />}>
        <Grid side={PIUTANG} p={piutang} selected={sel?.side === 'P' ? sel.row.notransaksi : null} onSelect={(row) => setSel({ side: 'P', row })} />
        <Grid side={HUTANG} p={hutang} selected={sel?.side === 'H' ? sel.row.notransaksi : null} onSelect={(row) => setSel({ side: 'H', row })} />
      </Suspense>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Checkbox checked={tampil} onChange={(e) => setTampil(e.target.checked)}>
          Periksa otomatis tiap 25 menit
        </Checkbox>
        <Space>
          <Button type="primary" icon={<ExportOutlined />} onClick={buka}>
            Buka Transaksi
          </Button>
          {sel?.side === 'P' && <Button onClick={() => void kirimWa(sel.row.notransaksi)}>Kirim WA</Button>}
          <Button icon={<ReloadOutlined />} onClick={refresh}>
            Refresh
          </Button>
        </Space>
      </Space>
    </Modal>
  );
}
