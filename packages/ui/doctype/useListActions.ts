/**
 * The list screen's row actions (ListScreen.tsx). Hapus: asked first, one idempotency key per confirmed delete;
 * without the mdelete right a supervisor's authorisation (authaccess_izin) is asked.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { actNames, NUM, rightFor, type DoctypeMeta } from '@niaga/kernel';
import { ApiError, callOk, newIdemKey } from '../api';
import { useOtorisasi } from '../shell/Otorisasi';
import type { RowAction } from './rowActions';
import type { Row } from './values';

export function useListDelete(meta: DoctypeMeta) {
  const acts = actNames(meta.name);
  const queryClient = useQueryClient();
  const { modal, message } = App.useApp();
  // Deleting without the mdelete right asks for a supervisor's authorisation (authaccess_izin).
  const [otorisasi, otorisasiHolder] = useOtorisasi();
  const remove = useMutation({
    // One key per confirmed delete: a retry after a lost reply gets the first reply, not 40.
    mutationFn: async ({ row, key }: { row: Row; key: string }) => {
      try {
        return await callOk(acts.del, { id: row.id }, { idem: key });
      } catch (e) {
        if (!(e instanceof ApiError && e.num === NUM.DENIED)) throw e;
        const grant = await otorisasi({ modul: meta.access, type: rightFor(meta, 'delete'), action: `Hapus ${meta.title} ${String(row[meta.key] ?? '')}` });
        if (!grant) return null;
        message.info(grant.msg || `Diotorisasi oleh ${grant.userid}`);
        return await callOk(acts.del, { id: row.id, ...(grant.izin ? { izin: grant.izin } : {}) }, { idem: newIdemKey() });
      }
    },
    onSuccess: (r) => {
      if (r === null) return;
      message.success('Data berhasil dihapus');
      void queryClient.invalidateQueries({ queryKey: ['doctype', meta.name] });
    },
    onError: (e) => modal.error({ title: 'Niaga', content: `Gagal Hapus Data, Pesan : ${e.message}` }),
  });
  const confirmDelete = (row: Row) => {
    const key = newIdemKey();
    modal.confirm({
      title: `Hapus ${meta.title}`,
      content: `Apakah Anda yakin akan menghapus ${meta.title} ${String(row[meta.key] ?? '')}?`,
      okText: 'Hapus',
      okButtonProps: { danger: true },
      cancelText: 'Batal',
      onOk: () => void remove.mutateAsync({ row, key }).catch(() => undefined),
    });
  };
  return { otorisasiHolder, confirmDelete };
}

/** Declared row actions (Cetak Struk …): one runs at a time per row; its result or error is shown. */
export function useRowActions(meta: DoctypeMeta) {
  const { message } = App.useApp();
  const [running, setRunning] = useState<string | null>(null);
  const runAction = async (a: RowAction, row: Row) => {
    const key = `${a.name}:${row.id}`;
    if (running === key) return;
    setRunning(key);
    try {
      const done = await a.run(row, meta);
      if (done) message.success(done);
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setRunning((r) => (r === key ? null : r));
    }
  };
  return { running, runAction };
}
