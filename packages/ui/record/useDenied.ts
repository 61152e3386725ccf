/**
 * The refusal a user gets for a module right, asked of the server when a form opens (`authaccess`),
 * so that a person without the right to add is told so at once, in the server's words ("Maaf, Anda
 * tidak memiliki hak akses tambah pada modul mJurnal."), instead of typing a whole document that
 * cannot be saved. The server still judges every act.
 */
import { useQuery } from '@tanstack/react-query';
import { NUM } from '@niaga/kernel/errors';
import { call } from '../api';

export function useDenied(modul: string, aksi: string, enabled: boolean): string | null {
  const q = useQuery({
    queryKey: ['authaccess', modul, aksi],
    queryFn: () => call('authaccess', { modul, type: aksi }),
    enabled,
    staleTime: 60_000,
  });
  return enabled && q.data?.num === NUM.DENIED ? q.data.msg : null;
}
