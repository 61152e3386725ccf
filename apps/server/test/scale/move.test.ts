/**
 * Moving a company to another PostgreSQL server and back (issue 43, apps/server/src/company-move.ts)
 * while three writers keep trying — an act saving journals, a buyer checking out on the company's
 * online store (a public page, no session) and a background worker (a kernel task writing a row,
 * run by each server's scheduler): each write lands on the source before the move, is refused
 * with the "sedang dipindahkan" message (the store's page: 503 with Retry-After; the worker's run:
 * given back, not counted), or lands on the target after it — none lost, and the move's
 * verification passes the first time; the store's pages are read all along. The target
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
import { MOVING_MSG, declareTask, findCompany, openDatabase, rowsOf, runDueTasks, type Database, type Envelope } from '@niaga/kernel/server';
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
  const shareid = `pindah-${iper.toLowerCase()}`;
  /** The buyer's cart (a signed cookie) and the total the buyer confirms. */
  let cart = { cookie: '', total: '' };

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
    expect((await act('item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '25000' }] })).num).toBe(0);
    expect((await act('item_save', { kodeitem: 'GULA01', namaitem: 'Gula Pasir', satuan: 'KG' })).num).toBe(0);
    expect((await act('gudang_save', { kodegudang: 'GD2', namagudang: 'Gudang Cabang' })).num).toBe(0);
    for (const [gudang, lines] of [
      ['UTM', [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '12', harga: '1000' }, { kodeitem: 'GULA01', satuan: 'KG', jumlah: '3', harga: '15000' }]],
      ['GD2', [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '7.25', harga: '15000' }]],
    ] as const) {
      const r = await act('saldoawalitem_save', { tanggal: '2026-01-02', kodegudang: gudang, lines });
      expect(r.num, r.msg).toBe(0);
    }
    // The company's online store, and a buyer's cart on it.
    const toko = await act('tokoonline_save', { shareid, namatoko: 'Toko Kopi', wa: '081234567890' });
    expect(toko.num, toko.msg).toBe(0);
    const added = await appA.inject({ method: 'POST', url: `/s/${shareid}/keranjang`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'kodeitem=KOPI01&satuan=PCS&jumlah=1' });
    expect(added.statusCode).toBe(303);
    const cookie = String(added.headers['set-cookie']).split(';')[0];
    const page = await appA.inject({ method: 'GET', url: `/s/${shareid}/keranjang`, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    cart = { cookie, total: /name="totalsetuju" value="([^"]*)"/.exec(page.body)?.[1] ?? '' };
    expect(cart.total).toBe('25000.00');
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

    // A buyer on the store (public pages, no session): looks at the product, then checks out, again and again.
    const orders = { A: [] as string[], B: [] as string[], refused: [] as string[], reads: 0 };
    let shopOn: 'A' | 'B' = 'A';
    const buyer = (async () => {
      for (let k = 0; !stop; k++) {
        const app = shopOn === 'A' ? appA : appB;
        const view = await app.inject({ method: 'GET', url: `/s/${shareid}/p/KOPI01` });
        if (view.statusCode === 200) orders.reads++;
        else if (!(view.statusCode === 404 && shopOn === 'A')) other.push(`lihat ${shopOn}: ${view.statusCode} ${view.body.slice(0, 200)}`);
        const kunci = `pindah-${String(k).padStart(10, '0')}`;
        const form = new URLSearchParams({ kunci, nama: 'Budi Santoso', telepon: '081234567890', alamat: 'Jl. Merdeka 1, Bandung', catatan: '', kodeongkir: '', totalsetuju: cart.total });
        // Another address each time (the store lets one address order 5 times in 10 minutes).
        const r = await app.inject({ method: 'POST', url: `/s/${shareid}/pesan`, headers: { cookie: cart.cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString(), remoteAddress: `10.43.${k >> 8}.${k & 255}` });
        if (r.statusCode === 303 && r.headers.location === `/s/${shareid}/pesanan/${kunci}`) orders[shopOn].push(kunci);
        else if (r.statusCode === 503 && (r.json() as Envelope).msg === MOVING_MSG && r.headers['retry-after'] === '5') orders.refused.push(kunci);
        // The store is gone from the source with the company: the buyer finds it on the target (the address's new server).
        else if (r.statusCode === 404 && shopOn === 'A') shopOn = 'B';
        else other.push(`pesan ${kunci} di ${shopOn}: ${r.statusCode} ${r.body.slice(0, 200)}`);
        await new Promise((res) => setTimeout(res, 2));
      }
    })();
    // A background worker on each server (its kernel scheduler), for the company wherever it is listed: a task that writes a row.
    const runner = `uji-pindah-${iper}`;
    const runs = { A: [] as string[], B: [] as string[], later: [] as string[] };
    let running = '';
    let ran = false;
    let wrote = false;
    const removeTask = declareTask({
      name: `${runner}:tulis`,
      everyMs: 1,
      runner,
      run: async (db, company) => {
        ran = true;
        await db.tx(company!.schema_name, (tx) => tx.execute(sql`insert into mp_synclog (marketplace, shop_id, jenis, ok, msg) values ('uji', 'uji', 'tarik', true, ${running})`));
        wrote = true;
      },
    });
    const worker = (async () => {
      for (let k = 0; !stop; k++) {
        for (const [name, db] of [['A', dbA], ['B', dbB]] as const) {
          const c = await db.tx(null, (tx) => findCompany(tx, iper));
          if (!c) continue;
          running = `t${k}${name}`;
          ran = wrote = false;
          const made = await runDueTasks(db, { runner, companyIds: [c.id] });
          // Written: landed; run but not counted: given back, the company being moved.
          if (wrote && made.length) runs[name].push(running);
          else if (ran && !made.length) runs.later.push(running);
          else if (ran) other.push(`tugas ${running}: gagal`);
        }
        await new Promise((res) => setTimeout(res, 2));
      }
    })();

    let moved: Awaited<ReturnType<typeof moveCompany>>;
    let schemaA: string;
    try {
      while ((landed.A.length < 3 || orders.A.length < 3 || runs.A.length < 3) && !other.length) await new Promise((res) => setTimeout(res, 10));
      expect(other).toEqual([]);
      schemaA = (await dbA.tx(null, (tx) => findCompany(tx, iper)))!.schema_name;
      const t0 = Date.now();
      // Verified the first time: nothing written on either copy while it moved.
      moved = await moveCompany({ iper, sourceUrl: urlA, targetUrl: urlB, targetOrigin: ORIGIN_B, backupRoot: dir, log: () => undefined });
      console.log(`[move.test] ${cluster ? 'cluster kedua (pg_createcluster)' : 'database kedua di server yang sama'}: pindah ${Date.now() - t0} ms`);
      while ((landed.B.length < 3 || orders.B.length < 3 || runs.B.length < 3) && !other.length) await new Promise((res) => setTimeout(res, 10));
    } finally {
      stop = true;
      await Promise.allSettled([writer, buyer, worker]);
      removeTask();
    }
    console.log(
      `[move.test] jurnal: di asal ${landed.A.length}, ditolak ${refused.length}, di tujuan ${landed.B.length}; ` +
        `pesanan toko: di asal ${orders.A.length}, ditolak ${orders.refused.length}, di tujuan ${orders.B.length}, halaman dibaca ${orders.reads}; ` +
        `tugas latar: di asal ${runs.A.length}, ditunda ${runs.later.length}, di tujuan ${runs.B.length}`,
    );
    expect(other).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    expect(orders.refused.length).toBeGreaterThan(0);
    expect(runs.later.length).toBeGreaterThan(0);
    // Every order and every run that landed is on the target, none of the refused or given back.
    const onB = (await dbB.tx(null, (tx) => findCompany(tx, iper)))!;
    const keptOrders = await dbB.tx(onB.schema_name, async (tx) => (await rowsOf<{ k: string }>(tx, sql`select kunci as k from sharepesanan order by 1`)).map((r) => r.k));
    expect(keptOrders).toEqual([...orders.A, ...orders.B].sort());
    const keptRuns = await dbB.tx(onB.schema_name, async (tx) => (await rowsOf<{ m: string }>(tx, sql`select msg as m from mp_synclog where marketplace = 'uji' order by id`)).map((r) => r.m));
    expect(keptRuns).toEqual([...runs.A, ...runs.B]);

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

    // Back, but its verification fails (a stock row changed on the copy, past its move lock): it stays on B, writable.
    const failed = moveCompany({
      iper,
      sourceUrl: urlB,
      targetUrl: urlA,
      targetOrigin: ORIGIN_A,
      backupRoot: dir,
      log: () => undefined,
      beforeVerify: (db, c) => db.tx(null, (tx) => tx.execute(sql.raw(`update "${c.schema_name}".stok_gudang set qty = qty + 1 where item_id = 1`))).then(() => undefined),
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
