/**
 * Live messages (spec §7.8 topics): `berita` (news), `pesan<company id><login id>` (one user),
 * `pesan<company id>` (every user of a company). A message always names its idperusahaan, and the
 * per-user one its userid; a listener receives only messages of its own company and, for the
 * per-user topic, of its own login id (spec §5) — the filter is here, on the server, and again in
 * the browser. The server's open browsers listen through server-sent events; a message sent in one
 * Niaga process is announced to its own pages at once and told to the other processes on the same
 * PostgreSQL database through the database's bus (LISTEN/NOTIFY, `LIVE_CHANNEL`), each announcing
 * it to theirs (`relayLive`). On PGlite there is one process.
 */
import type { Database, Tx } from '@niaga/kernel/server';

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

/** The bus channel of live messages between processes. */
export const LIVE_CHANNEL = 'niaga_live';

/** The longest `isi` told to other processes whole (NOTIFY's limit); a longer one is cut there, never here. */
const ISI_MAX_BYTES = 6_000;

/**
 * Announces `m` to this process's pages and tells the other processes (on PostgreSQL; with `tx`,
 * when it commits). Returns how many pages of this process it reached.
 */
export async function announceEverywhere(db: Database, m: LiveMessage, tx?: Tx): Promise<number> {
  const n = announce(m);
  let told = m;
  if (m.isi && Buffer.byteLength(m.isi) > ISI_MAX_BYTES) told = { ...m, isi: Buffer.from(m.isi).subarray(0, ISI_MAX_BYTES).toString().replace(/\uFFFD$/, '') + '…' };
  await db.bus.publish(LIVE_CHANNEL, told, tx);
  return n;
}

/** Announces to this process's pages what other processes tell (started once per database the server serves); returns its stop. */
export function relayLive(db: Database): () => void {
  return db.bus.subscribe(LIVE_CHANNEL, (p) => {
    const m = p as LiveMessage;
    if (m && typeof m.idperusahaan === 'string' && typeof m.judul === 'string' && (m.topic === 'berita' || m.topic === 'pesan')) announce(m);
  });
}
