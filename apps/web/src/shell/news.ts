/** News (spec §2.1 /listinfo, /infodetail; §7.4 getunreadinfo; §9 polling every 50000 ms). */
import { useQuery } from '@tanstack/react-query';
import { callOk } from './api';

export const NEWS_POLL_MS = 50_000;
export const UNREAD_KEY = ['getunreadinfo'] as const;

export interface Berita {
  id: number;
  judul: string;
  tanggal: string;
  ringkasan?: string;
  isi?: string;
  dibaca?: boolean;
  /** The company's own news (not the service's): editable with info_ae. */
  milik?: boolean;
}

/** Unread news of the user, for the Update badge. */
export function useUnreadCount(): number {
  const q = useQuery({
    queryKey: UNREAD_KEY,
    queryFn: () => callOk<{ tbl_berita?: Array<{ jumlah?: number | string }> }>('getunreadinfo'),
    refetchInterval: NEWS_POLL_MS,
    staleTime: 0,
  });
  return Number(q.data?.tbl_berita?.[0]?.jumlah ?? 0) || 0;
}
