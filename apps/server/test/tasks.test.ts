/**
 * The kernel scheduler (packages/kernel/src/server/tasks.ts, issue 43): a task declared by a module
 * runs once per interval across every process on one database, and a run whose process died is
 * taken over when its lease runs out. Two schedulers here — on PostgreSQL two pools of their own
 * (as two processes), on PGlite the one database.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { claimTask, declareTask, MOVE_LOCK, openDatabase, runDueTasks, type Database } from '@niaga/kernel/server';
import { freshCompany, testServer } from './harness';

let second: Database | null = null;
beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  second = url ? await openDatabase({ databaseUrl: url, poolSize: 2 }) : null;
});
afterAll(async () => void (await second?.close()));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('two schedulers on one database run a task once per interval, per company and globally', async () => {
  const { db } = await testServer();
  const co = await freshCompany();
  const other = second ?? db;
  const runs: string[] = [];
  const runner = `uji-${co.iper}`;
  const removeCo = declareTask({
    name: `${runner}:per-company`,
    everyMs: 60_000,
    runner,
    run: async (_db, company) => {
      runs.push(`co:${company!.idperusahaan}`);
      await sleep(30); // long enough for the other scheduler to look while it runs
    },
  });
  const removeGlobal = declareTask({ name: `${runner}:global`, everyMs: 60_000, runner, scope: 'global', run: async () => void runs.push('global') });
  try {
    const only = { runner, companyIds: [co.company.id] };
    const [a, b] = await Promise.all([runDueTasks(db, only), runDueTasks(other, only)]);
    expect([...a, ...b].sort()).toEqual([`${runner}:global:0`, `${runner}:per-company:${co.company.id}`]);
    expect(runs.sort()).toEqual([`co:${co.iper}`, 'global']);
    // Within the interval: nothing, on either.
    expect([...(await runDueTasks(db, only)), ...(await runDueTasks(other, only))]).toEqual([]);
    // The interval passes (the last run made a minute older): due again, once.
    await db.rows(sql`update control.tugas_jalan set terakhir = terakhir - interval '61 seconds' where nama like ${`${runner}:%`}`);
    const [c, d] = await Promise.all([runDueTasks(other, only), runDueTasks(db, only)]);
    expect([...c, ...d]).toHaveLength(2);
    expect(runs).toHaveLength(4);
    const rows = await db.rows<{ nama: string; company_id: number; klaim: string | null; terakhir: string | null }>(
      sql`select nama, company_id, klaim, terakhir::text as terakhir from control.tugas_jalan where nama like ${`${runner}:%`} order by nama`,
    );
    expect(rows.map((r) => [r.nama, Number(r.company_id), r.klaim, !!r.terakhir])).toEqual([
      [`${runner}:global`, 0, null, true],
      [`${runner}:per-company`, co.company.id, null, true],
    ]);
  } finally {
    removeCo();
    removeGlobal();
  }
});

test('a run whose process died is taken over once its lease has run out, and not before', async () => {
  const { db } = await testServer();
  const co = await freshCompany();
  const other = second ?? db;
  const runner = `mati-${co.iper}`;
  const name = `${runner}:tugas`;
  let runs = 0;
  const remove = declareTask({ name, everyMs: 60_000, runner, leaseMs: 60_000, run: async () => void runs++ });
  try {
    const only = { runner, companyIds: [co.company.id] };
    // A process claims the run and dies (its claim is never ended).
    expect(await claimTask(db, name, co.company.id, 60_000, 60_000)).not.toBeNull();
    expect(await runDueTasks(other, only)).toEqual([]);
    expect(await runDueTasks(db, only)).toEqual([]);
    expect(runs).toBe(0);
    // Its lease runs out: the next scheduler to look runs it.
    await db.rows(sql`update control.tugas_jalan set klaim_sampai = clock_timestamp() - interval '1 second' where nama = ${name}`);
    expect(await runDueTasks(other, only)).toEqual([`${name}:${co.company.id}`]);
    expect(runs).toBe(1);
    // A task that throws is over too: its next run waits for the interval.
    const boom = `${runner}:gagal`;
    const removeBoom = declareTask({ name: boom, everyMs: 60_000, runner, run: () => Promise.reject(new Error('uji gagal')) });
    try {
      expect(await runDueTasks(db, only)).toEqual([`${boom}:${co.company.id}`]);
      expect(await runDueTasks(db, only)).toEqual([]);
    } finally {
      removeBoom();
    }
  } finally {
    remove();
  }
});

test.skipIf(!process.env.TEST_DATABASE_URL)('a run refused because its company is being moved is given back, not counted: due again, and run once the move lets go (PostgreSQL)', async () => {
  const { db } = await testServer();
  const co = await freshCompany();
  const runner = `uji-pindah-${co.iper}`;
  let tries = 0;
  const remove = declareTask({
    name: `${runner}:tulis`,
    everyMs: 60_000,
    runner,
    run: async (d, company) => {
      tries++;
      await d.tx(company!.schema_name, (tx) => tx.execute(sql`insert into mp_synclog (marketplace, shop_id, jenis, ok, msg) values ('uji', 'uji', 'tarik', true, 'tugas')`));
    },
  });
  const mover = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await mover.connect();
  const only = { runner, companyIds: [co.company.id] };
  const row = async () =>
    (await db.rows<{ klaim: string | null; terakhir: string | null }>(sql`select klaim, terakhir::text as terakhir from control.tugas_jalan where nama = ${`${runner}:tulis`}`))[0];
  try {
    await mover.query('select pg_advisory_lock(hashtext($1))', [MOVE_LOCK + co.company.schema_name]);
    expect(await runDueTasks(db, only)).toEqual([]);
    expect(await runDueTasks(db, only)).toEqual([]);
    expect(tries).toBe(2);
    expect(await row()).toEqual({ klaim: null, terakhir: null });
    expect(await co.sql(`select count(*)::int as n from mp_synclog`)).toEqual([{ n: 0 }]);
    await mover.query('select pg_advisory_unlock(hashtext($1))', [MOVE_LOCK + co.company.schema_name]);
    expect(await runDueTasks(db, only)).toEqual([`${runner}:tulis:${co.company.id}`]);
    expect(await co.sql(`select count(*)::int as n from mp_synclog`)).toEqual([{ n: 1 }]);
    expect((await row()).terakhir).not.toBeNull();
  } finally {
    remove();
    await mover.end();
  }
});
