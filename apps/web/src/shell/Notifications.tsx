/**
 * Toasts and live messages of the logged-in shell (spec §4 toasts, §5 notifications, §7.8, §9):
 * - every 50,000 ms the unread news count is read; more than before raises the stored flag
 *   toast_news_update_status; a raised flag shows the news toast (read state saved first with
 *   info_readall, the unread badge refreshed; a click opens /listinfo) and is reset to '0';
 *   toast_update_status (a new version, set by pwa.ts) shows its toast the same way; a message on
 *   the background channel (another tab showed them) resets both to '0';
 * - live messages from /live (server-sent events, no polling) and from Web Push (the service
 *   worker) are shown only when their idperusahaan is this session's company and, for a per-user
 *   message, their userid this login id;
 * - a marketplace toast ('Proses Get Order Marketplace', 'Proses Sync Marketplace', spec §4) opens
 *   popup 3, the log of its shop_id (@niaga/marketplace/log-popup);
 * - the service worker is registered after 30,000 ms (pwa.ts).
 * Toasts stay 10,000 ms. Mounted once in AppLayout.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { notification } from 'antd';
import { call } from '@niaga/ui/api';
import type { UnreadInfoReply } from '@niaga/admin/replies';
import { NEWS_POLL_MS, UNREAD_KEY } from './news';
import { useSession } from '@niaga/ui/session';
import { registerServiceWorkerLater } from '../pwa';
import { CHANNEL, flag, lower, raise, resetBoth, TOAST_NEWS, TOAST_UPDATE } from '../toastFlags';

// Popup 3 (Log Get Order / Log Sync Data), loaded when a marketplace toast is clicked.
const LogPopup = lazy(() => import('@niaga/marketplace/log-popup'));

/** Spec §4: the marketplace toasts by title, and the log each opens for its shop_id. */
export const MARKETPLACE_LOG: Record<string, 'mp_get_logorder' | 'mp_get_logsync'> = {
  'Proses Get Order Marketplace': 'mp_get_logorder',
  'Proses Sync Marketplace': 'mp_get_logsync',
};

/** Spec §9: toast time-out 10,000 ms. */
export const TOAST_SECONDS = 10;
export const LIVE_PATH = '/live';

export interface LiveMessage {
  topic: 'berita' | 'pesan';
  topik?: string;
  idperusahaan: string;
  userid?: string;
  judul: string;
  isi?: string;
  /** A marketplace shop the message is about: its toast opens that shop's log. */
  shop_id?: string;
}

/** Spec §5: same company; for the per-user topic the same login id too. */
export const mayShow = (m: LiveMessage, s: { idperusahaan: string; userid: string }) =>
  String(m.idperusahaan).toUpperCase() === s.idperusahaan.toUpperCase() && (!m.userid || String(m.userid).toUpperCase() === s.userid.toUpperCase());

export function Notifications() {
  const s = useSession();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [api, holder] = notification.useNotification({ placement: 'topRight', stack: { threshold: 3 } });
  const who = s.status === 'out' ? null : { idperusahaan: s.session.idperusahaan, userid: s.session.userid };
  const key = who ? `${who.idperusahaan}/${who.userid}` : '';
  const [log, setLog] = useState<{ act: 'mp_get_logorder' | 'mp_get_logsync'; shop_id: string } | null>(null);
  const ref = useRef({ api, navigate, qc, setLog });
  ref.current = { api, navigate, qc, setLog };

  useEffect(() => {
    if (!who) return;
    const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(CHANNEL) : null;
    if (channel) channel.onmessage = () => resetBoth();
    let lastUnread: number | null = null;
    let stopped = false;

    const showNews = async (judul?: string) => {
      lower(TOAST_NEWS);
      channel?.postMessage('reset');
      await call('info_readall', {});
      await ref.current.qc.invalidateQueries({ queryKey: UNREAD_KEY });
      lastUnread = 0;
      if (stopped) return;
      ref.current.api.info({
        key: 'toast-berita',
        message: 'Berita Baru',
        description: judul ? `${judul} — klik untuk membaca.` : 'Ada berita atau update baru. Klik untuk membaca.',
        duration: TOAST_SECONDS,
        onClick: () => ref.current.navigate('/listinfo'),
        style: { cursor: 'pointer' },
        props: { 'data-testid': 'toast-berita' } as object,
      });
    };
    const showUpdate = () => {
      lower(TOAST_UPDATE);
      channel?.postMessage('reset');
      ref.current.api.info({
        key: 'toast-update',
        message: 'Versi Baru Tersedia',
        description: 'Muat ulang halaman untuk memakai versi terbaru.',
        duration: TOAST_SECONDS,
        onClick: () => window.location.reload(),
      });
    };
    const tick = async () => {
      const r = await call<UnreadInfoReply>('getunreadinfo', {});
      if (r.num === 0) {
        const n = Number(r.data.tbl_berita?.[0]?.jumlah ?? 0);
        if (lastUnread !== null && n > lastUnread) raise(TOAST_NEWS);
        lastUnread = n;
      }
      if (flag(TOAST_NEWS)) await showNews();
      if (flag(TOAST_UPDATE)) showUpdate();
    };
    const onMessage = (m: LiveMessage) => {
      if (!mayShow(m, who)) return;
      if (m.topic === 'berita') {
        raise(TOAST_NEWS);
        void showNews(m.judul);
        return;
      }
      const act = MARKETPLACE_LOG[m.judul];
      if (act && m.shop_id) {
        const shop_id = String(m.shop_id);
        ref.current.api.open({
          message: m.judul,
          description: m.isi,
          duration: TOAST_SECONDS,
          onClick: () => ref.current.setLog({ act, shop_id }),
          style: { cursor: 'pointer' },
          props: { 'data-testid': 'toast-marketplace' } as object,
        });
        return;
      }
      ref.current.api.open({ message: m.judul, description: m.isi, duration: TOAST_SECONDS, props: { 'data-testid': 'toast-pesan' } as object });
    };

    void tick();
    const timer = window.setInterval(() => void tick(), NEWS_POLL_MS);
    let es: EventSource | null = null;
    if (typeof EventSource !== 'undefined') {
      es = new EventSource(LIVE_PATH, { withCredentials: true });
      for (const topic of ['berita', 'pesan'])
        es.addEventListener(topic, (e) => {
          try {
            onMessage(JSON.parse((e as MessageEvent<string>).data) as LiveMessage);
          } catch {
            /* not ours */
          }
        });
    }
    // Web Push arriving while the page is open (the service worker passes it on).
    const fromWorker = (e: MessageEvent) => {
      const m = (e.data as { niagaPush?: LiveMessage } | null)?.niagaPush;
      if (m) onMessage(m);
    };
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    const cancelSw = registerServiceWorkerLater();
    return () => {
      stopped = true;
      window.clearInterval(timer);
      es?.close();
      channel?.close();
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
      cancelSw();
    };
    // One set of listeners per company and login id.
  }, [key]);

  return (
    <>
      {holder}
      {log && (
        <Suspense fallback={null}>
          <LogPopup act={log.act} shop_id={log.shop_id} onClose={() => setLog(null)} />
        </Suspense>
      )}
    </>
  );
}
