/**
 * Live messages (spec §7.8 topics): `berita` (news), `pesan<company id><login id>` (one user),
 * `pesan<company id>` (every user of a company). A message always names its idperusahaan, and the
 * per-user one its userid; a listener receives only messages of its own company and, for the
 * per-user topic, of its own login id (spec §5) — the filter is here, on the server, and again in
 * the browser. In-process: the server's open browsers listen through server-sent events.
 */
export interface LiveMessage {
  topic: 'berita' | 'pesan';
  idperusahaan: string;
  /** Only for a per-user message. */
  userid?: string;
  judul: string;
  isi?: string;
  id?: number;
  /** A marketplace shop the message is about (spec §3 push message data; §4: its toast opens that shop's log). */
  shop_id?: string;
}

export interface Listener {
  idperusahaan: string;
  userid: string;
  send(m: LiveMessage & { topik: string }): void;
}

const listeners = new Set<Listener>();

/** The spec's topic name of a message. */
export const topicOf = (m: LiveMessage) => (m.topic === 'berita' ? 'berita' : `pesan${m.idperusahaan}${m.userid ?? ''}`);

/** Whether a listener may see a message (spec §5: same company; per-user: same login id). */
export const reaches = (l: { idperusahaan: string; userid: string }, m: LiveMessage) =>
  m.idperusahaan.toUpperCase() === l.idperusahaan.toUpperCase() && (!m.userid || m.userid.toUpperCase() === l.userid.toUpperCase());

export function listen(l: Listener): () => void {
  listeners.add(l);
  return () => void listeners.delete(l);
}

/** Sends a message to every listener it reaches; returns how many. */
export function announce(m: LiveMessage): number {
  let n = 0;
  const topik = topicOf(m);
  for (const l of listeners)
    if (reaches(l, m)) {
      l.send({ ...m, topik });
      n++;
    }
  return n;
}

export const listenerCount = () => listeners.size;
