/**
 * The marketplace worker (docs/marketplace.md "The sync engine"): sends what the outbox holds.
 *
 * One pass for a company (`runOnce`):
 * 1. claim — a short transaction takes due rows `FOR UPDATE SKIP LOCKED` and leases them
 *    (`claimed_until`, a `claim` token): two servers never send the same row at once, and the claims
 *    of a server that died come back when their lease ends;
 * 2. read the figures as they are now (figures.ts), in a read transaction;
 * 3. call the adapters, outside any transaction, one call per platform item with its models;
 * 4. finish — a short transaction: a row sent with no change since its claim leaves; one changed
 *    meanwhile (`versi` raised) stays due, for a send of the newer figure; a failure is retried with
 *    backoff (busy and network failures forever, others up to MAX_ATTEMPTS); every listing's
 *    outcome goes to the sync log. One failing SKU never stops the rest.
 *
 * The worker (`startMarketplaceWorker`) runs a pass for every company every `everyMs` (more while
 * a pass finds a full batch), and the
 * periodic per-company tasks registered with `periodic` (order polling plugs in there).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { allCompanies, declareTask, isMovingError, rowsOf, runDueTasks, valuesList, type Company, type Database } from '@niaga/kernel/server';
import { MpError, type AccessFor, type PushResult, type ShopAuth } from '../adapter';
import type { EngineDeps } from './deps';
import { figuresOf, type ListingFigure } from './figures';
import type { OutboxKind } from './enqueue';
import { opensHere } from '../connect';
import { MARKETPLACES } from '../shops';

/** A claim lasts this long; an adapter call must end well within it (its HTTP timeout). */
export const LEASE_MS = 120_000;
/** The lease of a claim: `MP_LEASE_MS` from the environment (ms; how soon the claims of a server that died come back), else LEASE_MS. */
const leaseMs = () => {
  const env = Number(process.env.MP_LEASE_MS);
  return Number.isFinite(env) && env >= 5_000 ? env : LEASE_MS;
};
/** Rows one pass claims. */
export const BATCH = 200;
/** Failures other than busy/network are retried this many times, then dropped (logged). */
export const MAX_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 10 * 60_000;

export interface RunOptions {
  leaseMs?: number;
  batch?: number;
  /** Only these outbox rows (setting_sync_all waits on its own). */
  ids?: number[];
  /** Adapter calls at once. */
  concurrency?: number;
  /** Only rows of the marketplaces this holds for (runOnce: those the deps have an adapter for). */
  serves?: (marketplace: string) => boolean;
}

export interface Claimed {
  id: number;
  kind: OutboxKind;
  marketplace: string;
  shop_id: string;
  kunci: string;
  versi: number;
  attempts: number;
}

/** What one listing's push did, as the sync log keeps it. */
export interface LogEntry {
  marketplace: string;
  shop_id: string;
  jenis: string;
  item_id: string;
  model_id: string;
  sku: string;
  kodeitem: string;
  nilai: string;
  ok: boolean;
  msg: string;
}

type Outcome = { row: Claimed; result: 'done' } | { row: Claimed; result: 'retry'; error: string; forever: boolean; delayMs?: number };

export const backoffMs = (attempts: number) => Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts));

/** Claims due rows (a short transaction). */
export async function claimDue(db: Database, company: Pick<Company, 'schema_name'>, opts: RunOptions = {}): Promise<{ token: string; rows: Claimed[] }> {
  const token = randomBytes(12).toString('base64url');
  const lease = opts.leaseMs ?? leaseMs();
  const only = opts.ids ? sql`and id in (select unnest(${`{${opts.ids.join(',')}}`}::int[]))` : sql``;
  const due = sql`due_at <= clock_timestamp() and (claimed_until is null or claimed_until < clock_timestamp())`;
  const rows = await db.tx(company.schema_name, async (tx) => {
    // Which rows a server takes (docs/marketplace.md): not those of a marketplace it has no adapter
    // for, nor those of a shop whose token it cannot open (sealed under another key). They stay due,
    // untouched, for a server that can send them. A named claim (an act's own rows) takes them all.
    let mine = sql``;
    if (!opts.ids) {
      const shops = await rowsOf<{ marketplace: string; shop_id: string; token: string }>(
        tx,
        sql`select t.marketplace, t.shop_id, t.token from marketplace_toko t
            where exists (select 1 from mp_outbox o where o.marketplace = t.marketplace and o.shop_id = t.shop_id and ${due})`,
      );
      const foreign = shops.filter((s) => (!opts.serves || opts.serves(s.marketplace)) && !opensHere(s.token));
      for (const f of foreign) noteForeign(company.schema_name, `${f.marketplace}/${f.shop_id}`);
      if (foreign.length) mine = sql`${mine} and (marketplace, shop_id) not in (values ${valuesList(foreign.map((f) => [f.marketplace, f.shop_id]), ['::varchar', '::varchar'])})`;
      if (opts.serves) mine = sql`${mine} and marketplace in (select unnest(${`{${MARKETPLACES.filter((m) => opts.serves!(m)).join(',')}}`}::text[]))`;
    }
    return rowsOf<Claimed>(
      tx,
      sql`update mp_outbox o set claimed_until = clock_timestamp() + ${lease} * interval '1 millisecond', claim = ${token}
          where o.id in (select id from mp_outbox
                         where ${due} ${only}${mine}
                         order by due_at, id limit ${opts.batch ?? BATCH} for update skip locked)
          returning o.id, o.kind, o.marketplace, o.shop_id, o.kunci, o.versi, o.attempts`,
    );
  });
  return { token, rows: rows.map((r) => ({ ...r, id: Number(r.id), versi: Number(r.versi), attempts: Number(r.attempts) })) };
}

const foreignSeen = new Set<string>();
/** Says once per shop (and process) that this server leaves a shop to another: its token is sealed under another key. */
function noteForeign(schema: string, shop: string): void {
  const k = `${schema}/${shop}`;
  if (foreignSeen.has(k) || foreignSeen.size > 10_000) return;
  foreignSeen.add(k);
  console.error(`[marketplace] ${schema}: token toko ${shop} disegel dengan kunci lain (NIAGA_SECRET_KEY); server ini tidak mengirimnya.`);
}

/** Runs `fn` over `items`, at most `n` at once. */
async function pool<T>(items: T[], n: number, fn: (x: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(n, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]);
  });
  await Promise.all(lanes);
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Sends the claimed rows: per shop, its access first, then one call per platform item. Returns
 * each row's outcome and the log entries.
 */
async function send(rows: Claimed[], figures: ListingFigure[], deps: EngineDeps, access: AccessFor, concurrency: number): Promise<{ outcomes: Outcome[]; log: LogEntry[] }> {
  const outcomes: Outcome[] = [];
  const log: LogEntry[] = [];
  const byItem = new Map<string, ListingFigure[]>();
  for (const f of figures) {
    const k = `${f.marketplace}/${f.shop_id}/${f.item_id}`;
    byItem.set(k, [...(byItem.get(k) ?? []), f]);
  }
  const byShop = new Map<string, Claimed[]>();
  for (const r of rows) byShop.set(`${r.marketplace}/${r.shop_id}`, [...(byShop.get(`${r.marketplace}/${r.shop_id}`) ?? []), r]);
  const entry = (f: ListingFigure, jenis: string, nilai: string, ok: boolean, msg: string): LogEntry => ({
    marketplace: f.marketplace, shop_id: f.shop_id, jenis, item_id: f.item_id, model_id: f.model_id, sku: f.sku, kodeitem: f.kodeitem, nilai, ok, msg,
  });
  await pool([...byShop.values()], concurrency, async (shopRows) => {
    const { marketplace, shop_id } = shopRows[0];
    const adapter = deps.adapter(marketplace);
    const failAll = (msg: string, forever: boolean, delayMs?: number) => {
      for (const r of shopRows) {
        outcomes.push({ row: r, result: 'retry', error: msg, forever, delayMs });
        for (const f of byItem.get(`${r.marketplace}/${r.shop_id}/${r.kunci}`) ?? []) log.push(entry(f, r.kind, '', false, msg));
      }
    };
    if (!adapter) return failAll(`Marketplace ${marketplace} belum dikonfigurasi di server ini.`, true, BACKOFF_MAX_MS);
    let auth: ShopAuth;
    try {
      auth = await access(marketplace as never, shop_id);
    } catch (e) {
      // No access (not connected, refused refresh): kept, tried again at the longest backoff.
      return failAll(message(e), true, e instanceof MpError && e.retriable ? undefined : BACKOFF_MAX_MS);
    }
    await pool(shopRows, concurrency, async (r) => {
      const listings = (byItem.get(`${r.marketplace}/${r.shop_id}/${r.kunci}`) ?? []).filter((f) => !f.missing);
      for (const f of byItem.get(`${r.marketplace}/${r.shop_id}/${r.kunci}`) ?? [])
        if (f.missing) log.push(entry(f, r.kind, '', false, `Item ${f.kodeitem} tidak ditemukan; perbaiki pemetaan SKU ${f.sku}.`));
      const wanted = r.kind === 'harga' ? listings.filter((f) => f.aktifharga) : listings;
      // Nothing to send (mapping switched off or removed, price sync off): the row is done.
      if (!wanted.length) return void outcomes.push({ row: r, result: 'done' });
      const nilai = (f: ListingFigure) => (r.kind === 'harga' ? f.price : String(f.stock));
      let res: PushResult;
      try {
        res =
          r.kind === 'harga'
            ? await adapter.updatePrice(auth, wanted.map((f) => ({ item_id: f.item_id, model_id: f.model_id, price: f.price })))
            : await adapter.updateStock(auth, wanted.map((f) => ({ item_id: f.item_id, model_id: f.model_id, stock: f.stock })));
      } catch (e) {
        const retriable = !(e instanceof MpError) || e.retriable;
        outcomes.push({ row: r, result: 'retry', error: message(e), forever: retriable || (e instanceof MpError && (e.kind === 'auth' || e.kind === 'config')) });
        for (const f of wanted) log.push(entry(f, r.kind, nilai(f), false, message(e)));
        return;
      }
      const failed = new Map(res.failed.map((x) => [x.key, x.msg]));
      for (const f of wanted) {
        const msg = failed.get(`${f.item_id}:${f.model_id}`);
        log.push(entry(f, r.kind, nilai(f), msg === undefined, msg ?? ''));
      }
      outcomes.push(failed.size ? { row: r, result: 'retry', error: [...failed.values()].join('; '), forever: false } : { row: r, result: 'done' });
    });
  });
  return { outcomes, log };
}

/** Writes the outcomes (a short transaction). */
async function finish(db: Database, company: Pick<Company, 'schema_name'>, token: string, outcomes: Outcome[], log: LogEntry[]): Promise<void> {
  const ids = outcomes.map((o) => o.row.id);
  const owned = new Set<number>();
  await db.tx(company.schema_name, async (tx) => {
    // The rows still ours, locked in the order every writer of the outbox locks them (kind,
    // marketplace, shop_id, kunci), so that a till's queueing and this never wait on each other.
    if (ids.length)
      for (const r of await rowsOf<{ id: number }>(
        tx,
        sql`select id from mp_outbox where id in (select unnest(${`{${ids.join(',')}}`}::int[])) and claim = ${token} order by kind, marketplace, shop_id, kunci for update`,
      ))
        owned.add(Number(r.id));
    const mine = outcomes.filter((o) => owned.has(o.row.id));
    const done = mine.filter((o) => o.result === 'done');
    const retry = mine.filter((o): o is Extract<Outcome, { result: 'retry' }> => o.result === 'retry');
    const dropped = retry.filter((o) => !o.forever && o.row.attempts + 1 >= MAX_ATTEMPTS);
    const again = retry.filter((o) => !dropped.includes(o));
    const gone = [...done, ...dropped];
    if (gone.length) {
      const v = valuesList(gone.map((o) => [o.row.id, o.row.versi]), ['::int', '::int']);
      // Sent and unchanged since the claim: it leaves. Changed meanwhile: due again for the newer figure.
      await tx.execute(sql`delete from mp_outbox o using (values ${v}) as d(id, versi) where o.id = d.id and o.versi = d.versi and o.claim = ${token}`);
      await tx.execute(sql`update mp_outbox o set claimed_until = null, claim = '', attempts = 0, last_error = '', diubah = now()
                           from (values ${v}) as d(id, versi) where o.id = d.id and o.claim = ${token}`);
    }
    if (again.length)
      await tx.execute(sql`update mp_outbox o set claimed_until = null, claim = '', attempts = o.attempts + 1, last_error = left(d.err, 500),
                                  due_at = clock_timestamp() + d.ms * interval '1 millisecond', diubah = now()
                           from (values ${valuesList(
                             again.map((o) => [o.row.id, o.error, o.delayMs ?? backoffMs(o.row.attempts)]),
                             ['::int', '::text', '::int'],
                           )}) as d(id, err, ms) where o.id = d.id and o.claim = ${token}`);
    if (log.length)
      await tx.execute(sql`insert into mp_synclog (marketplace, shop_id, jenis, item_id, model_id, sku, kodeitem, nilai, ok, msg)
                           values ${valuesList(log.map((l) => [l.marketplace, l.shop_id, l.jenis, l.item_id, l.model_id, l.sku.slice(0, 100), l.kodeitem, l.nilai, l.ok, l.msg]))}`);
  });
  // A claim lost meanwhile (this pass outlived its lease and another worker took the row, maybe sent
  // and finished it): what this pass sent may be older than what the other sent, so the row is due
  // once more, for a send after both. Its own transaction, after the one above (one order of locks).
  const lost = outcomes.filter((o) => !owned.has(o.row.id));
  if (lost.length)
    await db.tx(company.schema_name, (tx) =>
      tx.execute(sql`insert into mp_outbox (kind, marketplace, shop_id, kunci)
                     select * from (values ${valuesList(lost.map((o) => [o.row.kind, o.row.marketplace, o.row.shop_id, o.row.kunci]), ['::varchar', '::varchar', '::varchar', '::varchar'])}) as v(kind, marketplace, shop_id, kunci)
                     order by 1, 2, 3, 4
                     on conflict (kind, marketplace, shop_id, kunci) do update set versi = mp_outbox.versi + 1, due_at = least(mp_outbox.due_at, now())`),
    );
}

export interface PassResult {
  claimed: number;
  sent: number;
  failed: number;
}

/** One pass over a company's due rows (see the file's comment). */
export async function runOnce(db: Database, company: Pick<Company, 'schema_name'>, deps: EngineDeps, opts: RunOptions = {}): Promise<PassResult> {
  const { token, rows } = await claimDue(db, company, { serves: (m) => !!deps.adapter(m), ...opts });
  if (!rows.length) return { claimed: 0, sent: 0, failed: 0 };
  const keys = rows.map((r) => ({ marketplace: r.marketplace, shop_id: r.shop_id, item_id: r.kunci }));
  const figures = await db.tx(company.schema_name, (tx) => figuresOf(tx, keys));
  const { outcomes, log } = await send(rows, figures, deps, deps.accessFor(db, company.schema_name), opts.concurrency ?? 4);
  await finish(db, company, token, outcomes, log);
  return { claimed: rows.length, sent: log.filter((l) => l.ok).length, failed: log.filter((l) => !l.ok).length };
}

/** Rows still in a company's outbox (due or not, claimed or not). */
export async function pending(db: Database, company: Pick<Company, 'schema_name'>, ids?: number[], untried = false): Promise<{ n: number; next: Date | null }> {
  const only = ids ? sql`where id in (select unnest(${`{${ids.join(',')}}`}::int[]))` : sql`where true`;
  const tried = untried ? sql` and (attempts = 0 or claimed_until > clock_timestamp())` : sql``;
  const [r] = await db.tx(company.schema_name, (tx) =>
    rowsOf<{ n: number; next: string | null }>(tx, sql`select count(*)::int as n, min(greatest(due_at, coalesce(claimed_until, due_at))) as next from mp_outbox ${only}${tried}`),
  );
  return { n: Number(r.n), next: r.next ? new Date(r.next) : null };
}

/**
 * Passes until the outbox is empty (tests, the bench), or with `untried` until every row has been
 * tried once (a failed one waits for its backoff: setting_sync_all answers with its failure): when
 * nothing is due yet (a lease of a dead worker, a backoff), waits until the earliest is. `deadline` (ms since epoch):
 * returns false when reached first.
 */
export async function drain(db: Database, company: Pick<Company, 'schema_name'>, deps: EngineDeps, opts: RunOptions & { deadline?: number; untried?: boolean } = {}): Promise<boolean> {
  for (;;) {
    const pass = await runOnce(db, company, deps, opts);
    if (pass.claimed) continue;
    const left = await pending(db, company, opts.ids, opts.untried);
    if (!left.n) return true;
    const now = Date.now();
    if (opts.deadline !== undefined && now >= opts.deadline) return false;
    const until = Math.max(5, Math.min((left.next?.getTime() ?? now) - now + 5, 250, opts.deadline !== undefined ? opts.deadline - now : Infinity));
    await new Promise((r) => setTimeout(r, until));
  }
}

/**
 * A periodic task of every company (order polling, the sync log's pruning, PPOB's pending sales).
 * Tasks run on every server, marketplace configured or not (`deps` null then). They are kernel
 * tasks (packages/kernel/src/server/tasks.ts) of the runner 'marketplace', which this worker's tick
 * runs: each runs once per interval across every process on the database, its last run held in
 * `control.tugas_jalan`, and a run whose process died is taken over when its lease ends.
 */
export type PeriodicTask = (db: Database, company: Company, deps: EngineDeps | null) => Promise<void>;

export const RUNNER = 'marketplace';

/** Registers a per-company task the worker runs every `everyMs` (one at a time per company). Returns its removal. */
export function periodic(name: string, everyMs: number, fn: PeriodicTask): () => void {
  return declareTask<EngineDeps | null>({ name: `${RUNNER}:${name}`, everyMs, runner: RUNNER, run: (db, company, deps) => fn(db, company!, deps) });
}

// The sync log keeps 30 days.
periodic('synclog-prune', 6 * 60 * 60_000, async (db, company) => {
  await db.tx(company.schema_name, (tx) => tx.execute(sql`delete from mp_synclog where tanggal_sync < now() - interval '30 days'`));
});

export interface WorkerOptions {
  everyMs?: number;
  /** The deps at each tick (default: what provideMarketplace set). */
  deps: () => EngineDeps | null;
}

/**
 * Starts the worker: every `everyMs`, for every company, the outbox passes (until nothing is due,
 * or a tick's budget) and the due periodic tasks. Returns its stop, which resolves when the tick
 * under way has ended.
 */
export function startMarketplaceWorker(db: Database, opts: WorkerOptions): () => Promise<void> {
  const everyMs = opts.everyMs ?? 1_000;
  let stopped = false;
  let current: Promise<void> | null = null;
  const tick = async () => {
    // No marketplace configured: no outbox pass, but the periodic tasks still run (PPOB's pending sales).
    const deps = opts.deps();
    const all = await allCompanies(db);
    for (const co of all) {
      if (stopped) return;
      const budget = Date.now() + 10_000;
      try {
        // One pass per tick, another only while a pass found a full batch: rows falling due one by one
        // during a burst wait for the next tick and go together, rather than a pass each.
        while (deps && !stopped && Date.now() < budget && (await runOnce(db, co, deps)).claimed >= BATCH);
      } catch (e) {
        // A passing database error, or the company being moved to another server (its claim or its
        // finish refused, nothing written, no attempt counted): the rows stay, the next tick tries again.
        if (!isMovingError(e)) console.error(`[marketplace] ${co.idperusahaan}: ${message(e)}`);
      }
    }
    // The periodic tasks, once across processes (claimed in the database).
    if (!stopped) await runDueTasks(db, { runner: RUNNER, context: deps, stopped: () => stopped });
  };
  const timer = setInterval(() => {
    if (current || stopped) return;
    current = tick()
      .catch((e: unknown) => console.error(`[marketplace] worker: ${message(e)}`))
      .finally(() => (current = null));
  }, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}
