/**
 * A day's scheduled backup is made once across every Niaga process on one database (issue 43):
 * the schedule's row is claimed first (scheduler.ts). Here two servers' schedulers run at the same
 * moment — on PostgreSQL two pools of their own (as two processes), on PGlite the one database —
 * and one backup is made; a claim left by a process that died is taken over once its lease has run
 * out; a day already made is not made again.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@niaga/kernel/server';
import { freshCompany, testServer } from '../../../apps/server/test/harness';
import { configureSystem } from '../config';
import { claimScheduledBackup, runSchedule } from '../scheduler';

let dir: string;
let second: Database | null = null;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'niaga-jadwal-'));
  configureSystem({ backupDir: dir });
  const url = process.env.TEST_DATABASE_URL;
  second = url ? await openDatabase({ databaseUrl: url, poolSize: 2 }) : null;
});
afterAll(async () => {
  await second?.close();
  rmSync(dir, { recursive: true, force: true });
});

const local = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test('two schedulers at once make one backup; a dead process’s claim is taken over after its lease; a made day is not made again', async () => {
  const { db } = await testServer();
  const co = await freshCompany();
  expect((await co.act('backup_jadwal_save', { aktif: true, jam: 0, simpan: 7 })).num).toBe(0);
  const files = () => readdirSync(join(dir, co.iper)).filter((f) => f.endsWith('.jsonl.gz'));
  const ours = (made: string[]) => made.filter((f) => f.includes(`NIAGA-${co.iper}-`));

  // A process claimed the day and died: nothing is made while its lease holds.
  const now = new Date();
  const today = local(now);
  const dead = await claimScheduledBackup(db, co.company.schema_name, today, 60_000);
  expect(dead).not.toBeNull();
  expect(ours(await runSchedule(db, now))).toEqual([]);
  // Its lease runs out: the next look makes it — once, though two servers look at the same moment.
  await co.sql(`update jadwal_backup set klaim_sampai = now() - interval '1 second'`);
  const [a, b] = await Promise.all([runSchedule(db, now), runSchedule(second ?? db, now)]);
  expect(ours([...a, ...b])).toHaveLength(1);
  expect(files()).toHaveLength(1);
  expect(await co.sql(`select terakhir::text as terakhir, klaim, klaim_sampai from jadwal_backup`)).toEqual([{ terakhir: today, klaim: null, klaim_sampai: null }]);
  // The dead process's claim is gone: it cannot end another's.
  await db.tx(co.company.schema_name, (tx) => tx.execute(sql`update jadwal_backup set klaim = null where klaim = ${dead}`));

  // The day is made: a server whose backup folder does not hold the file (another machine) does not make it again.
  rmSync(join(dir, co.iper), { recursive: true, force: true });
  expect(ours(await runSchedule(second ?? db, now))).toEqual([]);
  // The next day it is made again.
  const tomorrow = new Date(now.getTime() + 24 * 3600_000);
  expect(ours(await runSchedule(db, tomorrow))).toHaveLength(1);
});
