/**
 * BENCH_TRACE=n: the statements of n saves in the order a save sends them, each with the mean time
 * spent before it was sent (this process's work since the previous reply) and, on PostgreSQL, the
 * time from sending it to its reply (the database's work and the round trip), on PGlite the part
 * of the time before it spent in the engine (the previous statement's work) — where a save's time
 * goes. Give `onQuery` to `openDatabase` and `timeEngine` the PGlite (PGlite), call `timeReplies`
 * before opening a PostgreSQL pool, then `report` the save.
 */
import pg from 'pg';

interface Sent {
  at: number;
  q: string;
  values?: unknown[];
  done?: number;
  /** PGlite: the engine's time while this was the last statement sent (its own work, and the COMMIT's for the reply). */
  engine?: number;
}

let active: Sent[] | null = null;
let patched = false;

/** Times every statement a pg client sends (send → reply) while a trace is on. */
export function timeReplies() {
  if (patched) return;
  patched = true;
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const query = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const out = query.apply(this, args);
    if (active && out && typeof (out as Promise<unknown>).then === 'function') {
      const c = args[0];
      const e: Sent = {
        at: performance.now(),
        q: typeof c === 'string' ? c : String((c as { text?: string })?.text ?? ''),
        values: (Array.isArray(args[1]) ? args[1] : (c as { values?: unknown[] })?.values) ?? undefined,
      };
      active.push(e);
      (out as Promise<unknown>).then(
        () => (e.done = performance.now()),
        () => (e.done = performance.now()),
      );
    }
    return out;
  };
}

/**
 * BENCH_EXPLAIN=1 (PostgreSQL, with BENCH_TRACE): the statements of the last traced save run again
 * one by one under EXPLAIN ANALYZE, each in its own transaction rolled back — the database's
 * planning and execution time of each (the state differs from the save's: a rough guide).
 */
async function explainAll(url: string, schema: string, sent: Sent[], label: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    for (const s of sent) {
      const text = s.q.replace(/^\s*begin;\s*/i, '').replace(/;\s*commit\s*$/i, '');
      if (/^\s*(begin|commit|rollback)\s*$/i.test(text) || text.includes(';')) continue;
      await c.query('begin');
      try {
        await c.query(`set local search_path to "${schema}", control, public`);
        const r = await c.query(`explain (analyze, summary, timing off) ${text}`, s.values);
        const lines = r.rows.map((x: Record<string, string>) => x['QUERY PLAN']);
        const plan = lines.find((l: string) => l.startsWith('Planning Time'));
        const exec = lines.find((l: string) => l.startsWith('Execution Time'));
        console.log(`[explain ${label}] ${plan} | ${exec} | ${text.replace(/\s+/g, ' ').slice(0, 110)}`);
      } catch (e) {
        console.log(`[explain ${label}] (${(e as Error).message.slice(0, 60)}) ${text.replace(/\s+/g, ' ').slice(0, 110)}`);
      } finally {
        await c.query('rollback');
      }
    }
  } finally {
    await c.end();
  }
}

/** Time spent in PGlite's engine (every call into it), added to the statement last sent (`engine`). */
let inEngine: ((ms: number) => void) | null = null;

/** Times PGlite's engine calls while a trace is on (the database's work on PGlite, which runs in this thread). */
export function timeEngine(pglite: { execProtocolStream: (...a: never[]) => Promise<unknown> }) {
  const call = pglite.execProtocolStream.bind(pglite);
  pglite.execProtocolStream = (async (...args: never[]) => {
    if (!inEngine) return call(...args);
    const t0 = performance.now();
    try {
      return await call(...args);
    } finally {
      inEngine?.(performance.now() - t0);
    }
  }) as typeof pglite.execProtocolStream;
}

export function statementTrace(label: string, kind: 'pglite' | 'postgres', explain?: { url: string; schema: string }) {
  let logged: Sent[] | null = null;
  return {
    onQuery(q: string) {
      if (kind === 'pglite') logged?.push({ at: performance.now(), q, engine: 0 });
    },
    async report(save: () => Promise<unknown>) {
      const n = Math.max(1, Number(process.env.BENCH_TRACE) || 1);
      const before: number[] = [];
      const db: number[] = [];
      const texts: string[] = [];
      let total = 0;
      let last: Sent[] = [];
      for (let r = 0; r < n; r++) {
        const sent: Sent[] = [];
        last = sent;
        if (kind === 'postgres') active = sent;
        else logged = sent;
        const first: Sent = { at: 0, q: '', engine: 0 };
        inEngine = kind === 'pglite' ? (ms) => ((sent[sent.length - 1] ?? first).engine! += ms) : null;
        const t0 = performance.now();
        await save();
        const end = performance.now();
        active = logged = null;
        inEngine = null;
        total += end - t0;
        let prev = t0;
        // PGlite: a statement's engine time is counted on the next line (it is part of the time before it), the BEGIN's on the first.
        const engineBefore = [first.engine ?? 0, ...sent.map((s) => s.engine ?? 0)];
        [...sent, { at: end, q: '(reply)', done: end }].forEach((s, i) => {
          before[i] = (before[i] ?? 0) + (s.at - prev);
          db[i] = (db[i] ?? 0) + (kind === 'pglite' ? engineBefore[i] : (s.done ?? s.at) - s.at);
          texts[i] ??= s.q.replace(/\s+/g, ' ').slice(0, 140);
          prev = s.done ?? s.at;
        });
      }
      const f = (x: number) => (x / n).toFixed(2).padStart(6);
      texts.forEach((q, i) => console.log(`[trace ${label}] before ${f(before[i])} ms${kind === 'postgres' ? `, database ${f(db[i])} ms` : `, of it in the engine ${f(db[i])} ms`}  ${q}`));
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      if (process.env.BENCH_EXPLAIN && explain && kind === 'postgres') await explainAll(explain.url, explain.schema, last, label);
      console.log(
        `[trace ${label}] mean total ${(total / n).toFixed(2)} ms over ${n} saves, ${texts.length - 1} round trips${kind === 'postgres' ? `: ${f(sum(before))} ms here, ${f(sum(db))} ms in the database and on the way` : `, ${f(sum(db))} ms of it in the engine`}`,
      );
    },
  };
}
