/**
 * Sending WhatsApp messages (docs/whatsapp.md "Outbox and worker"): a message is queued as a
 * `wa_pesan` row in the caller's transaction; it is sent outside any transaction, by the act's
 * `afterCommit` at once and by the worker after that. The row is the log: status 'antri' (queued or
 * waiting for a retry), 'terkirim' (with Meta's wamid) or 'gagal' (refused, or out of attempts).
 *
 * One pass (`runOnce`), as the marketplace worker's: claim due rows `FOR UPDATE SKIP LOCKED` with a
 * lease (two servers never send one row twice at once; a dead server's claims come back), read the
 * settings (the token opened from its seal), call the Cloud API, write each outcome in a short
 * transaction. Busy, network and Meta's temporary errors are retried with backoff
 * (WHATSAPP_RETRY_MS, default 5 s, doubling, at most 10 min) up to MAX_ATTEMPTS; a refusal
 * (bad token, unknown template, wrong parameters) is 'gagal' at once.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { companies, isMovingError, openSecret, rowsOf, type Company, type Database, type Tx } from '@niaga/kernel/server';
import { sendTemplate, WaError, type WaConfig, type WaTemplate } from './client';

export const LEASE_MS = 60_000;
export const MAX_ATTEMPTS = 6;
const BACKOFF_MAX_MS = 10 * 60_000;
const retryBase = () => Math.max(1, Number(process.env.WHATSAPP_RETRY_MS) || 5_000);
export const backoffMs = (attempts: number) => Math.min(BACKOFF_MAX_MS, retryBase() * 2 ** Math.max(0, attempts - 1));

export type Jenis = 'tes' | 'struk' | 'faktur' | 'pengingat';

/** What a row carries to send: the template, its language, body parameters and document. */
export interface Isi extends WaTemplate {
  language: string;
}

export interface Queued {
  jenis: Jenis;
  nomor: string;
  doctype?: string;
  docid?: number | null;
  notransaksi?: string;
  isi: Isi;
  userid?: string;
}

/** Queues a message in the caller's transaction; its id. */
export async function enqueue(tx: Tx, m: Queued): Promise<number> {
  const [r] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into wa_pesan (jenis, nomor, doctype, docid, notransaksi, isi, userid)
        values (${m.jenis}, ${m.nomor}, ${m.doctype ?? ''}, ${m.docid ?? null}, ${m.notransaksi ?? ''}, ${JSON.stringify(m.isi)}::jsonb, ${m.userid ?? ''}) returning id`,
  );
  return Number(r.id);
}

/** The settings with the token opened (never leaves the server). */
export async function readConfig(tx: Tx): Promise<(WaConfig & { tpl: Record<Jenis, string> }) | null> {
  const [r] = await rowsOf<Record<string, string>>(tx, sql`select * from wa_pengaturan where id = 1`);
  if (!r) return null;
  return {
    phone_number_id: r.phone_number_id,
    token: r.token ? openSecret(r.token) : '',
    versi_api: r.versi_api,
    bahasa: r.bahasa,
    tpl: { tes: r.tpl_tes, struk: r.tpl_struk, faktur: r.tpl_faktur, pengingat: r.tpl_pengingat },
  };
}

interface Claimed {
  id: number;
  nomor: string;
  isi: Isi;
  attempts: number;
}

type Outcome = { id: number; wamid: string } | { id: number; error: string; retry: boolean; attempts: number };

async function claim(db: Database, schema: string, ids?: number[]): Promise<{ token: string; rows: Claimed[] }> {
  const token = randomBytes(12).toString('base64url');
  const only = ids ? sql`and id in (select unnest(${`{${ids.join(',')}}`}::int[]))` : sql``;
  const rows = await db.tx(schema, (tx) =>
    rowsOf<Claimed>(
      tx,
      sql`update wa_pesan p set claimed_until = clock_timestamp() + ${LEASE_MS} * interval '1 millisecond', claim = ${token}
          where p.id in (select id from wa_pesan where status = 'antri' and due_at <= clock_timestamp()
                         and (claimed_until is null or claimed_until < clock_timestamp()) ${only}
                         order by due_at, id limit 50 for update skip locked)
          returning p.id, p.nomor, p.isi, p.attempts`,
    ),
  );
  return { token, rows: rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts), isi: (typeof r.isi === 'string' ? JSON.parse(r.isi) : r.isi) as Isi })) };
}

async function finish(db: Database, schema: string, token: string, outcomes: Outcome[]): Promise<void> {
  await db.tx(schema, async (tx) => {
    for (const o of outcomes) {
      if ('wamid' in o)
        await tx.execute(sql`update wa_pesan set status = 'terkirim', wamid = ${o.wamid}, attempts = attempts + 1, last_error = '', claim = '', claimed_until = null, diubah = now()
                             where id = ${o.id} and claim = ${token}`);
      else {
        const giveUp = !o.retry || o.attempts >= MAX_ATTEMPTS;
        await tx.execute(sql`update wa_pesan set status = ${giveUp ? 'gagal' : 'antri'}, attempts = ${o.attempts}, last_error = left(${o.error}, 500), claim = '', claimed_until = null,
                                    due_at = clock_timestamp() + ${backoffMs(o.attempts)} * interval '1 millisecond', diubah = now()
                             where id = ${o.id} and claim = ${token}`);
      }
    }
  });
}

/** One pass over a company's due messages (or only `ids`); how many were claimed. */
export async function runOnce(db: Database, company: Pick<Company, 'schema_name'>, ids?: number[]): Promise<number> {
  const { token, rows } = await claim(db, company.schema_name, ids);
  if (!rows.length) return 0;
  let cfg: WaConfig | null = null;
  let cfgError = 'WhatsApp belum diatur: isi Phone Number ID dan token di Pengaturan WhatsApp.';
  try {
    cfg = await db.tx(company.schema_name, (tx) => readConfig(tx));
  } catch {
    cfgError = 'Token WhatsApp tidak dapat dibuka (kunci server berbeda): simpan token lagi di Pengaturan WhatsApp.';
  }
  const outcomes: Outcome[] = [];
  for (const r of rows) {
    const attempts = r.attempts + 1;
    if (!cfg?.phone_number_id || !cfg.token) {
      outcomes.push({ id: r.id, error: cfgError, retry: false, attempts });
      continue;
    }
    try {
      const wamid = await sendTemplate({ ...cfg, bahasa: r.isi.language }, r.nomor, r.isi);
      outcomes.push({ id: r.id, wamid });
    } catch (e) {
      outcomes.push({ id: r.id, error: e instanceof Error ? e.message : String(e), retry: !(e instanceof WaError) || e.retriable, attempts });
    }
  }
  await finish(db, company.schema_name, token, outcomes);
  return rows.length;
}

/** Passes until none of `ids` (or of the company's messages) is queued, waiting for backoffs; false at `deadline`. */
export async function drain(db: Database, company: Pick<Company, 'schema_name'>, opts: { ids?: number[]; deadline?: number } = {}): Promise<boolean> {
  for (;;) {
    if (await runOnce(db, company, opts.ids)) continue;
    const only = opts.ids ? sql`and id in (select unnest(${`{${opts.ids.join(',')}}`}::int[]))` : sql``;
    const [left] = await db.tx(company.schema_name, (tx) =>
      rowsOf<{ n: number; next: string | null }>(tx, sql`select count(*)::int as n, min(greatest(due_at, coalesce(claimed_until, due_at))) as next from wa_pesan where status = 'antri' ${only}`),
    );
    if (!Number(left.n)) return true;
    const now = Date.now();
    if (opts.deadline !== undefined && now >= opts.deadline) return false;
    const next = left.next ? new Date(left.next).getTime() : now;
    await new Promise((r) => setTimeout(r, Math.max(5, Math.min(next - now + 5, 250))));
  }
}

/** Starts the worker: every `everyMs`, a pass for every company. Returns its stop. */
export function startWhatsappWorker(db: Database, everyMs = 2_000): () => Promise<void> {
  let stopped = false;
  let current: Promise<void> | null = null;
  const tick = async () => {
    const all = await db.tx(null, (tx) => tx.select({ idperusahaan: companies.idperusahaan, schema_name: companies.schema_name }).from(companies));
    for (const co of all) {
      if (stopped) return;
      try {
        while (!stopped && (await runOnce(db, co)) >= 50);
      } catch (e) {
        // Its company is being moved to another server (the claim refused): the messages wait, untried.
        if (!isMovingError(e)) console.error(`[whatsapp] ${co.idperusahaan}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  };
  const timer = setInterval(() => {
    if (current || stopped) return;
    current = tick()
      .catch((e: unknown) => console.error(`[whatsapp] worker: ${e instanceof Error ? e.message : String(e)}`))
      .finally(() => (current = null));
  }, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}
