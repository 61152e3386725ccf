/** News (spec §2.1 /listinfo, /infodetail; §7.4 getunreadinfo; §9 polling every 50000 ms). */
import { useQuery } from '@tanstack/react-query';
import type { UnreadInfoReply } from '@niaga/admin/replies';
import { callOk } from '@niaga/ui/api';

export const NEWS_POLL_MS = 50_000;
export const UNREAD_KEY = ['getunreadinfo'] as const;

/** Unread news of the user, for the Update badge. */
export function useUnreadCount(): number {
  const q = useQuery({
    queryKey: UNREAD_KEY,
    queryFn: () => callOk<UnreadInfoReply>('getunreadinfo'),
    refetchInterval: NEWS_POLL_MS,
    staleTime: 0,
  });
  return Number(q.data?.tbl_berita?.[0]?.jumlah ?? 0) || 0;
}
