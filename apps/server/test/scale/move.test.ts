/**
 * Moving a company to another PostgreSQL server and back (issue 43, apps/server/src/company-move.ts)
 * while a writer keeps saving journals: each save lands on the source before the move, is refused
 * with the "sedang dipindahkan" message, or lands on the target after it — none lost. The target
 * is a second PostgreSQL cluster made here with `pg_createcluster` on a free port (dropped at the
 * end); where that cannot be made (not root, no postgresql-common) a second database on the same
 * server stands in, said on the console. A failed verification leaves the company where it was.
 * Needs PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { MOVING_MSG, findCompany, openDatabase, rowsOf, type Database, type Envelope } from '@niaga/kernel/server';
import { checkInvariants } from '@niaga/ledger';
import { buildApp } from '../../src/server';
import { initialiseBooks, migrate, newCompany } from '../../src/app';
import { moveCompany } from '../../src/company-move';
import { ensurePgDatabase } from '../db-env';
import { freePort } from './pgbouncer';

const base = process.env.TEST_DATABASE_URL;
if (!base) console.warn('[move.test] dilewati: perlu PostgreSQL (TEST_DATABASE_URL)');

const ORIGIN_B = 'http://server-b.test';
const ORIGIN_A = 'http://server-a.test';

/** A second cluster on a free port, or null when one cannot be made here. */
async function secondCluster(): Promise<{ url: string; drop(): void } | null> {
  const name = `niaga_move_${process.pid}`;
  const port = await freePort();
  try {
    execFileSync('pg_createcluster', ['15', name, '-p', String(port), '--start', '--', '--auth-local=trust', '--auth-host=trust'], { stdio: 'pipe' });
  } catch (e) {
    console.warn(`[move.test] pg_createcluster gagal (${(e as Error).message.split('\n')[0]}); memakai database kedua di server yang sama`);
    return null;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/niaga_move`,
    drop: () => execFileSync('pg_dropcluster', ['15', name, '--stop'], { stdio: 'pipe' }),
  };
}

describe.skipIf(!base)('a company moved to another PostgreSQL server and back', () => {
  let dbA: Database;
  let dbB: Database;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  let urlA: string;
  let urlB: string;
  let cluster: { url: string; drop(): void } | null = null;
  let dir: string;
  const iper = `M${randomBytes(4).toString('hex').toUpperCase()}`;
  const password = randomBytes(8).toString('hex');

  const callOn = (app: FastifyInstance) => async (act: string, fields: Record<string, string>, payload?: unknown) => {
    const body = new URLSearchParams({ act, ...fields, ...(payload !== undefined ? { aprq: JSON.stringify(payload) } : {}) }).toString();
    const res = await app.inject({ method: 'POST', url: '/api', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
    return res.json() as Envelope;
  };
  const login = async (app: FastifyInstance) => {
    const r = await callOn(app)('lgx', { iper, uname: 'ADMIN', passw: password });
    if (r.num !== 0) throw new Error(`login: ${r.msg}`);
    return (r.data as { token: string }).token;
  };
  const journals = async (db: Database) => {
    const c = await db.tx(null, (tx) => findCompany(tx, iper));
    if (!c) return null;
    return db.tx(c.schema_name, async (tx) => (await rowsOf<{ k: string }>(tx, sql`select keterangan as k from jurnal order by 1`)).map((r) => r.k));
  };
  const stock = async (db: Database) => {
    const c = (await db.tx(null, (tx) => findCompany(tx, iper)))!;
    return db.tx(c.schema_name, async (tx) => rowsOf(tx, sql`select item_id, gudang_id, qty from stok_gudang order by 1, 2`));
  };
  const books = async (db: Database) => {
    const c = (await db.tx(null, (tx) => findCompany(tx, iper)))!;
    return db.tx(c.schema_name, async (tx) => (await checkInvariants(tx, { deep: true })).masalah);
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'niaga-move-'));
    const u = new URL(base!);
    u.pathname = `${u.pathname}_move`;
    urlA = u.toString();
    cluster = await secondCluster();
    if (!cluster) u.pathname = `${u.pathname}2`;
    urlB = cluster?.url ?? u.toString();
    for (const url of [urlA, urlB]) await ensurePgDatabase(url);
    dbA = await openDatabase({ databaseUrl: urlA, poolSize: 4 });
    dbB = await openDatabase({ databaseUrl: urlB, poolSize: 4 });
    await migrate(dbA);
    await migrate(dbB);
    appA = await buildApp(dbA, { dev: true });
    appB = await buildApp(dbB, { dev: true });
    const c = await newCompany(dbA, { idperusahaan: iper, nama: `PT ${iper}`, startflag: 1, adminPassword: password });
    await dbA.tx(c.schema_name, async (t) => {
      await t.execute(sql`insert into kantor (kodekantor, namakantor, pusat, timezone) values ('UTM', 'Kantor Pusat', true, 'Asia/Jakarta') on conflict do nothing`);
      await initialiseBooks(t, { kodekantor: 'UTM', namakantor: 'Kantor Pusat', tahun: 2026, bulanAwal: 1, bulanAkhir: 12 });
    });
    // Stock in two warehouses, made by the stock documents.
    const token = await login(appA);
    const act = (name: string, p: unknown) => callOn(appA)(name, { token }, p);
    for (const [kode, nama] of [['PCS', 'Pieces'], ['KG', 'Kilogram']]) expect((await act('satuan_save', { kodesatuan: kode, namasatuan: nama })).num).toBe(0);
    expect((await act('item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', satuan: 'PCS' })).num).toBe(0);
    expect((await act('item_save', { kodeitem: 'GULA01', namaitem: 'Gula Pasir', satuan: 'KG' })).num).toBe(0);
    expect((await act('gudang_save', { kodegudang: 'GD2', namagudang: 'Gudang Cabang' })).num).toBe(0);
    for (const [gudang, lines] of [
      ['UTM', [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '12', harga: '1000' }, { kodeitem: 'GULA01', satuan: 'KG', jumlah: '3', harga: '15000' }]],
      ['GD2', [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '7.25', harga: '15000' }]],
    ] as const) {
      const r = await act('saldoawalitem_save', { tanggal: '2026-01-02', kodegudang: gudang, lines });
      expect(r.num, r.msg).toBe(0);
    }
  }, 60_000);

  afterAll(async () => {
    await appA?.close();
    await appB?.close();
    await dbA?.close();
    await dbB?.close();
    cluster?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('under a writer: every save before, refused or after; books and stock equal; and back; a failed verification keeps it', async () => {
    const landed: Record<'A' | 'B', string[]> = { A: [], B: [] };
    const refused: string[] = [];
    const other: string[] = [];
    let on: 'A' | 'B' = 'A';
    let token = await login(appA);
    let stop = false;
    const writer = (async () => {
      for (let k = 0; !stop; k++) {
        const ket = `w${k}`;
        const r = await callOn(on === 'A' ? appA : appB)('jurnal_save', { token }, {
          tanggal: '2026-01-15',
          keterangan: ket,
          lines: [
            { kodeacc: '6-1100', keterangan: 'listrik', debet: `${100 + k}.25`, kredit: '0' },
            { kodeacc: '1-1100', keterangan: 'kas', debet: '0', kredit: `${100 + k}.25` },
          ],
        });
        if (r.num === 0) landed[on].push(ket);
        else if (r.msg === MOVING_MSG) refused.push(ket);
        else if (r.num === 20 && on === 'A') {
          // The session went with the company: the login page asks where it is now.
          const where = await callOn(appA)('getserver', {}, { iper });
          expect(where.num, where.msg).toBe(0);
          expect((where.data as { tbl_url: Array<{ ip_sistem: string }> }).tbl_url[0].ip_sistem).toBe(ORIGIN_B);
          on = 'B';
          token = await login(appB);
        } else other.push(`${ket}: ${r.num} ${r.msg}`);
        await new Promise((res) => setTimeout(res, 2));
      }
    })();
    while (landed.A.length < 3) await new Promise((res) => setTimeout(res, 10));
    const schemaA = (await dbA.tx(null, (tx) => findCompany(tx, iper)))!.schema_name;
    const t0 = Date.now();
    const moved = await moveCompany({ iper, sourceUrl: urlA, targetUrl: urlB, targetOrigin: ORIGIN_B, backupRoot: dir, log: () => undefined });
    console.log(`[move.test] ${cluster ? 'cluster kedua (pg_createcluster)' : 'database kedua di server yang sama'}: pindah ${Date.now() - t0} ms`);
    while (landed.B.length < 3 && !other.length) await new Promise((res) => setTimeout(res, 10));
    stop = true;
    await writer;
    console.log(`[move.test] tersimpan di asal ${landed.A.length}, ditolak ${refused.length}, tersimpan di tujuan ${landed.B.length}`);
    expect(other).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    // None lost, none of the refused written.
    expect(await journals(dbB)).toEqual([...landed.A, ...landed.B].sort());
    expect(await journals(dbA)).toBeNull();
    // The old copy dropped after the switch.
    expect((await dbA.rows<{ n: number }>(sql`select count(*)::int as n from information_schema.schemata where schema_name = ${schemaA}`))[0].n).toBe(0);
    expect(moved.figures.stok.length).toBe(3);
    expect(await books(dbB)).toEqual([]);
    expect(await stock(dbB)).toEqual([
      { item_id: 1, gudang_id: 1, qty: '12.0000' },
      { item_id: 2, gudang_id: 1, qty: '3.0000' },
      { item_id: 2, gudang_id: 2, qty: '7.2500' },
    ]);

    // Back, but its verification fails (a stock row changed on the copy): it stays on B, writable.
    const failed = moveCompany({
      iper,
      sourceUrl: urlB,
      targetUrl: urlA,
      targetOrigin: ORIGIN_A,
      backupRoot: dir,
      log: () => undefined,
      beforeVerify: (db, c) => db.tx(c.schema_name, (tx) => tx.execute(sql`update stok_gudang set qty = qty + 1 where item_id = 1`)).then(() => undefined),
    });
    await expect(failed).rejects.toThrow(/Verifikasi gagal.*tetap di server asal.*stok per item dan gudang berbeda/);
    expect(await journals(dbA)).toBeNull();
    const again = await callOn(appB)('jurnal_save', { token }, { tanggal: '2026-01-16', keterangan: 'zz setelah gagal', lines: [
      { kodeacc: '6-1100', keterangan: 'listrik', debet: '5', kredit: '0' },
      { kodeacc: '1-1100', keterangan: 'kas', debet: '0', kredit: '5' },
    ] });
    expect(again.num, again.msg).toBe(0);

    // And back for real.
    await moveCompany({ iper, sourceUrl: urlB, targetUrl: urlA, targetOrigin: ORIGIN_A, backupRoot: dir, log: () => undefined });
    expect(await journals(dbA)).toEqual([...landed.A, ...landed.B, 'zz setelah gagal'].sort());
    expect(await journals(dbB)).toBeNull();
    expect(await books(dbA)).toEqual([]);
    expect((await stock(dbA)).length).toBe(3);
    // A serves it as its own again; B points there.
    const here = await callOn(appA)('getserver', {}, { iper });
    expect((here.data as { tbl_url: Array<{ disini?: boolean }> }).tbl_url[0].disini).toBe(true);
    const there = await callOn(appB)('getserver', {}, { iper });
    expect((there.data as { tbl_url: Array<{ ip_sistem: string }> }).tbl_url[0].ip_sistem).toBe(ORIGIN_A);
    const t2 = await login(appA);
    expect((await callOn(appA)('jurnal_list', { token: t2 }, {})).num).toBe(0);
  }, 60_000);
});
