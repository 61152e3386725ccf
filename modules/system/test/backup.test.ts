/**
 * Backup and restore of a company (/listbackup, /restorebackup): the round trip keeps every row,
 * the books and the trial balance; PGlite ↔ PostgreSQL (or a second PGlite) both ways; a backup
 * taken under 8 writers restores whole journals; bad files are refused and change nothing; an
 * older schema version is migrated; a restore in place needs the backup's time as confirmation.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createCompany, openDatabase, rowsOf, type Database, type Envelope } from '@niaga/kernel/server';
import { seedAdmin } from '@niaga/admin';
import { companyWithBooks, type BooksCompany } from '../../accounting/test/books';
import { actOrEdit, post, testServer, uniqueId } from '../../../apps/server/test/harness';
import { migrate, tenantMigrations } from '../../../apps/server/src/app';
import { configureSystem } from '../config';
import { PESAN, restoreBackup, writeBackup } from '../backup';
import { waktuTampil } from '../acts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'niaga-backup-'));
  configureSystem({ backupDir: dir });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Job = { job: string; status: string; msg: string; hasil: Record<string, unknown> | null };

async function finished(co: { act: BooksCompany['act'] }, started: Envelope): Promise<Job> {
  expect(started).toMatchObject({ num: 0 });
  const id = (started.data as Job).job;
  for (;;) {
    const s = await co.act('backup_status', { job: id });
    expect(s.num).toBe(0);
    if ((s.data as Job).status !== 'jalan') return s.data as Job;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A company with every kind of document of today's modules. */
async function everyDocument(): Promise<BooksCompany> {
  const co = await companyWithBooks();
  const ok = async (act: string, p: unknown) => expect(await actOrEdit(co, act, p)).toMatchObject({ num: 0 });
  for (const [kode, nama] of [['PCS', 'Pieces'], ['BOX', 'Box']]) await ok('satuan_save', { kodesatuan: kode, namasatuan: nama });
  await ok('item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi "Kapal" Api\nbaris dua', satuan: 'PCS', hargabeli: '12500', satuanitem: [{ satuan: 'PCS', konversi: '1' }, { satuan: 'BOX', konversi: '12' }] });
  await ok('itemmasuk_save', { tanggal: '2026-01-10', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2', harga: '144000.55' }] });
  await ok('kasmasuk_save', { tanggal: '2026-01-05', kodeacc: '1-1100', keterangan: 'Pendapatan lain', lines: [{ kodeacc: '4-9000', jumlah: '150000' }, { kodeacc: '1-1300', jumlah: '50000.50', kontak: 'pel01' }] });
  await ok('kaskeluar_save', { tanggal: '2026-01-06', kodeacc: '1-1100', lines: [{ kodeacc: '6-1200', jumlah: '1000' }] });
  await ok('kastransfer_save', { tanggal: '2026-01-07', kodeaccdari: '1-1100', kodeaccke: '1-1200', jumlah: '2500' });
  await ok('jurnal_save', { tanggal: '2026-01-08', keterangan: 'Penyesuaian', lines: [{ kodeacc: '6-1100', debet: '1000' }, { kodeacc: '1-1100', kredit: '1000' }] });
  await ok('saldoawalakun_save', { kodeacc: '1-1200', debet: '1000', kredit: '0' });
  return co;
}

/**
 * Every table of a schema, each as its rows (JSON, timestamps as instants), sorted. The activity
 * log is compared apart (`logged`): the acts that ask for a backup or a restore write to it in
 * their own transaction, which may commit just before or after the snapshot.
 */
async function contents(db: Database, schema: string): Promise<Record<string, unknown[]>> {
  const all = await allContents(db, schema);
  delete all.log_aktivitas;
  return all;
}

/** The restored activity log is the source's, up to the snapshot. */
async function logged(db: Database, restored: string, source: string, other: Database = db) {
  const a = (await allContents(other, restored)).log_aktivitas as string[];
  const b = new Set((await allContents(db, source)).log_aktivitas as string[]);
  expect(a.length).toBeGreaterThan(0);
  expect(a.filter((r) => !b.has(r))).toEqual([]);
}

async function allContents(db: Database, schema: string): Promise<Record<string, unknown[]>> {
  return db.tx(schema, async (tx) => {
    const tables = await rowsOf<{ t: string }>(tx, sql`select relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${schema} and relkind = 'r' order by 1`);
    const out: Record<string, unknown[]> = {};
    for (const { t } of tables) {
      if (t === '__migrations') continue;
      const rows = await rowsOf<{ j: string }>(tx, sql.raw(`select row_to_json(x)::text as j from "${schema}"."${t}" x`));
      out[t] = rows
        .map((r) => JSON.stringify(JSON.parse(r.j, (_k, v) => (typeof v === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d(:\d\d)?|Z)$/.test(v) ? new Date(v).toISOString() : v))))
        .sort();
    }
    return out;
  });
}

/** A schema's indexes and constraints, by name and definition (the schema's own name left out). */
async function shape(db: Database, schema: string): Promise<string[]> {
  return db.tx(schema, async (tx) => {
    const rows = await rowsOf<{ d: string }>(
      tx,
      sql`select 'index ' || x.relname || ': ' || pg_get_indexdef(i.indexrelid) as d from pg_index i join pg_class x on x.oid = i.indexrelid join pg_namespace n on n.oid = x.relnamespace where n.nspname = ${schema}
          union all
          select 'constraint ' || c.relname || '.' || k.conname || ': ' || pg_get_constraintdef(k.oid) || case when k.convalidated then '' else ' (not validated)' end from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${schema}`,
    );
    return rows.map((r) => r.d.split(`${schema}.`).join('')).sort();
  });
}

async function login(iper: string, password: string) {
  const r = await post({ act: 'lgx', iper, uname: 'ADMIN', passw: password });
  expect(r).toMatchObject({ num: 0 });
  const token = (r.data as { token: string }).token;
  return { act: (name: string, payload: unknown = {}) => post({ act: name, token, aprq: JSON.stringify(payload) }) };
}

const trialBalance = async (c: { act: BooksCompany['act'] }) => (await c.act('neracasaldo', { dari: '2026-01-01', sampai: '2026-12-31' })).data;

test('round trip: backup, restore as a new company id, every table equal, books clean, same trial balance', async () => {
  const co = await everyDocument();
  const { db } = await testServer();
  // A value longer than a chunk the file is read by (256 KB), with the characters JSON escapes and
  // some it does not (the restore reads lines as bytes and PGlite loads them by COPY).
  const long = `"kutip" \\ garis\tmiring\nbaris\u0001 é ñ 日本 🧾 ${'x'.repeat(300_000)} akhir`;
  await db.tx(co.company.schema_name, (tx) => tx.execute(sql`insert into konfigurasi (nama, nilai) values ('uji_backup_panjang', ${long})`));
  const made = await finished(co, await co.act('backup_buat'));
  expect(made).toMatchObject({ status: 'selesai', hasil: { jenis: 'manual', idperusahaan: co.iper } });
  const file = (made.hasil as { file: string }).file;
  const list = await co.act('listbackup');
  expect(list).toMatchObject({ num: 0, data: { tbl_backup: [{ file, jenis: 'manual', versi: tenantMigrations.at(-1)!.tag }], bolehrestore: true, job: null } });

  const baru = uniqueId('R');
  // A new company id is required, and must be free.
  expect(await co.act('backup_restore', { file, mode: 'baru' })).toMatchObject({ num: 15, data: { fields: { idperusahaan: 'Isi Id Perusahaan baru.' } } });
  const restored = await finished(co, await co.act('backup_restore', { file, mode: 'baru', idperusahaan: baru.toLowerCase() }));
  expect(restored).toMatchObject({ status: 'selesai', msg: expect.stringContaining(`perusahaan baru ${baru}`), hasil: { idperusahaan: baru, dimigrasi: [] } });
  // An id that is taken (this company's own too) or malformed is refused at once: no job starts.
  for (const [id, msg] of [
    [baru, `Id Perusahaan '${baru}' sudah terdaftar.`],
    [co.iper, `Id Perusahaan '${co.iper}' sudah terdaftar.`],
    ['A B', 'Id Perusahaan hanya boleh berisi huruf, angka, - dan _ (maksimal 30).'],
  ])
    expect(await co.act('backup_restore', { file, mode: 'baru', idperusahaan: id }), id).toMatchObject({ num: id === 'A B' ? 15 : 41, msg, data: { fields: { idperusahaan: msg } } });
  expect(await co.act('listbackup')).toMatchObject({ data: { job: null } });

  const [target] = await db.rows<{ schema_name: string; nama: string; startflag: number }>(sql`select schema_name, nama, startflag from control.companies where idperusahaan = ${baru}`);
  expect(target).toMatchObject({ nama: `PT ${co.iper}`, startflag: 1 });
  expect(await contents(db, target.schema_name)).toEqual(await contents(db, co.company.schema_name));
  expect(await db.tx(target.schema_name, (tx) => rowsOf<{ nilai: string }>(tx, sql`select nilai from konfigurasi where nama = 'uji_backup_panjang'`))).toEqual([{ nilai: long }]);
  await logged(db, target.schema_name, co.company.schema_name);
  // Indexes and foreign keys are set aside during the load and made again: the same schema.
  const restoredShape = await shape(db, target.schema_name);
  expect(restoredShape.filter((d) => d.startsWith('constraint ') && d.includes('FOREIGN KEY')).length).toBeGreaterThan(0);
  expect(restoredShape).toEqual(await shape(db, co.company.schema_name));

  // The restored company: its administrator logs in with the same password, its books are clean.
  const other = await login(baru, co.password);
  expect(await other.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true, masalah: [] } });
  expect(await trialBalance(other)).toEqual(await trialBalance(co));
  // New documents continue after the restored ids and numbers.
  expect(await other.act('kasmasuk_save', { tanggal: '2026-01-09', kodeacc: '1-1100', lines: [{ kodeacc: '4-9000', jumlah: '1' }] })).toMatchObject({ num: 0, data: { notransaksi: 'KM-2601-00002' } });
});

test('PGlite ↔ PostgreSQL: a backup made on one database restores on the other and back', async () => {
  const co = await everyDocument();
  const { db } = await testServer();
  const made = await finished(co, await co.act('backup_buat'));
  const path = join(dir, co.iper, (made.hasil as { file: string }).file);
  // The other engine: PGlite when the tests run on PostgreSQL, else a second PGlite.
  const other = await openDatabase({});
  try {
    await migrate(other);
    const there = await restoreBackup(other, path, { mode: 'baru', idperusahaan: co.iper }, tenantMigrations);
    expect(await contents(other, there.company.schema_name)).toEqual(await contents(db, co.company.schema_name));
    await logged(db, there.company.schema_name, co.company.schema_name, other);
    const back = await writeBackup(other, there.company, { root: join(dir, 'other'), migrations: tenantMigrations });
    expect(back.manifest.engine).toMatch(/^pglite/);
    const home = uniqueId('B');
    // Every table's indexes and foreign keys set aside during the load (as for a large table).
    const again = await restoreBackup(db, join(dir, 'other', co.iper, back.file), { mode: 'baru', idperusahaan: home }, tenantMigrations, { asideFrom: 1 });
    expect(await contents(db, again.company.schema_name)).toEqual(await contents(db, co.company.schema_name));
    expect(await shape(db, again.company.schema_name)).toEqual(await shape(db, co.company.schema_name));
    const c = await login(home, co.password);
    expect(await c.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true } });
    expect(await trialBalance(c)).toEqual(await trialBalance(co));
  } finally {
    await other.close();
  }
});

test('a backup taken while 8 writers post journals restores every journal whole', async () => {
  const co = await companyWithBooks();
  const { db } = await testServer();
  let posted = 0;
  const writer = async (w: number) => {
    for (let i = 0; i < 10; i++) {
      const r = await co.act('jurnal_save', { tanggal: '2026-02-01', keterangan: `W${w}-${i}`, lines: [{ kodeacc: '6-1100', debet: `${w + 1}.${i % 100}` }, { kodeacc: '6-1300', debet: '1' }, { kodeacc: '1-1100', kredit: `${w + 2}.${i % 100}` }] });
      expect(r.num).toBe(0);
      posted++;
    }
  };
  const writers = Array.from({ length: 8 }, (_, w) => writer(w));
  while (posted < 8) await new Promise((r) => setTimeout(r, 10));
  const made = await finished(co, await co.act('backup_buat'));
  await Promise.all(writers);
  expect(made.status).toBe('selesai');
  const baru = uniqueId('W');
  expect(await finished(co, await co.act('backup_restore', { file: (made.hasil as { file: string }).file, mode: 'baru', idperusahaan: baru }))).toMatchObject({ status: 'selesai' });
  const c = await login(baru, co.password);
  const [{ schema_name }] = await db.rows<{ schema_name: string }>(sql`select schema_name from control.companies where idperusahaan = ${baru}`);
  const broken = await db.tx(schema_name, (tx) =>
    rowsOf<{ n: number; total: number }>(
      tx,
      sql`select (select count(*) from jurnal j where (select count(*) from jurnal_detail d where d.jurnal_id = j.id) <> 3
                 or not exists (select 1 from gl_jurnal g where g.notransaksi = j.notransaksi and g.status = 0))::int as n,
                 (select count(*) from jurnal)::int as total`,
    ),
  );
  expect(broken[0].n).toBe(0);
  expect(broken[0].total).toBeGreaterThanOrEqual(8);
  expect(broken[0].total).toBeLessThanOrEqual(posted);
  expect(await c.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true, masalah: [] } });
});

test('refusals: a truncated file, a file of another product, a checksum mismatch — nothing changes', async () => {
  const co = await everyDocument();
  const { db, app } = await testServer();
  const made = await finished(co, await co.act('backup_buat'));
  const good = readFileSync(join(dir, co.iper, (made.hasil as { file: string }).file));
  const lines = gunzipSync(good).toString('utf8').split('\n');
  const i = lines.findIndex((l) => l.includes('Pendapatan lain'));
  const tampered = gzipSync(lines.map((l, k) => (k === i ? l.replace('Pendapatan lain', 'Pendapatan LAIN') : l)).join('\n'));
  const cases: Array<[string, Buffer, string]> = [
    ['terpotong', good.subarray(0, Math.floor(good.length / 2)), PESAN.terpotong],
    ['produk lain (gzip)', gzipSync('{"produk":"aplikasi-lain","format":1}\n["akhir",{}]\n'), PESAN.bukanBackup],
    ['bukan gzip', Buffer.from('idperusahaan,nama\nTOKO,Toko\n'), PESAN.bukanBackup],
    ['checksum', tampered, PESAN.checksum],
  ];
  // Other test files make companies at the same time (one shared PostgreSQL): look at this
  // company, and at the ids the refused restores were asked to create.
  const asked: string[] = [];
  const state = async () => ({
    own: await db.rows(sql`select idperusahaan, schema_name from control.companies where idperusahaan = ${co.iper}`),
    created: asked.length
      ? await db.rows(sql`select idperusahaan from control.companies where idperusahaan in (${sql.join(asked.map((a) => sql`${a}`), sql`, `)})`)
      : [],
    schemas: asked.length
      ? await db.rows(sql`select nspname from pg_namespace where nspname in (${sql.join(asked.map((a) => sql`${`t_${a.toLowerCase()}`}`), sql`, `)})`)
      : [],
    data: await contents(db, co.company.schema_name),
  });
  const before = await state();
  for (const [name, bytes, msg] of cases) {
    // Uploaded: checked and refused, not kept.
    const link = await co.act('backup_unggah');
    expect(link, name).toMatchObject({ num: 0 });
    const res = await app.inject({ method: 'POST', url: (link.data as { url: string }).url, headers: { 'content-type': 'application/octet-stream' }, payload: bytes });
    expect(res.json(), name).toMatchObject({ num: 15, msg });
    // Put in the folder by hand: the restore refuses it, in place or as a new company.
    const file = `RUSAK-${name.replace(/\W+/g, '')}.jsonl.gz`;
    writeFileSync(join(dir, co.iper, file), bytes);
    writeFileSync(join(dir, co.iper, `${file}.json`), JSON.stringify({ manifest: { waktu: 'x', jenis: 'manual' }, jumlah: {}, sha256: '' }));
    const baru = uniqueId('X');
    asked.push(baru);
    expect(await finished(co, await co.act('backup_restore', { file, mode: 'baru', idperusahaan: baru })), name).toMatchObject({ status: 'gagal', msg });
    expect(await finished(co, await co.act('backup_restore', { file, mode: 'ganti', konfirmasi: 'x' })), name).toMatchObject({ status: 'gagal', msg });
  }
  expect(await state()).toEqual({ ...before, created: [], schemas: [] });
  // No automatic backup was made for a file that was going to be refused.
  expect(((await co.act('listbackup')).data as { tbl_backup: Array<{ jenis: string }> }).tbl_backup.filter((b) => b.jenis === 'sebelum-restore')).toEqual([]);
});

test('restore in place: asks for the backup time, backs up the current state first, then replaces it', async () => {
  const co = await everyDocument();
  const { db } = await testServer();
  const made = await finished(co, await co.act('backup_buat'));
  const { file } = made.hasil as { file: string };
  const snapshot = await contents(db, co.company.schema_name);
  const waktu = ((await co.act('listbackup')).data as { tbl_backup: Array<{ file: string; waktu: string }> }).tbl_backup.find((b) => b.file === file)!.waktu;
  expect(await co.act('kasmasuk_save', { tanggal: '2026-03-01', kodeacc: '1-1100', lines: [{ kodeacc: '4-9000', jumlah: '777' }] })).toMatchObject({ num: 0 });

  // The messages give the backup's time as the company reads its clock (Asia/Jakarta: UTC + 7), dd/MM/yyyy HH:mm:ss.
  const shown = waktuTampil(waktu, 'Asia/Jakarta');
  expect(shown).toBe(new Date(Date.parse(waktu) + 7 * 3600_000).toISOString().replace(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2}:\d{2}).*$/, '$3/$2/$1 $4'));
  expect(await co.act('backup_restore', { file, mode: 'ganti' })).toMatchObject({ num: 1, msg: `Konfirmasi diperlukan: data perusahaan ${co.iper} akan diganti dengan backup ${shown}.`, data: { konfirmasi: waktu } });
  const done = await finished(co, await co.act('backup_restore', { file, mode: 'ganti', konfirmasi: waktu }));
  expect(done).toMatchObject({ status: 'selesai', msg: expect.stringContaining(`diganti dengan backup ${shown};`) });
  const [now] = await db.rows<{ schema_name: string }>(sql`select schema_name from control.companies where idperusahaan = ${co.iper}`);
  expect(now.schema_name).not.toBe(co.company.schema_name);
  expect(await db.rows(sql`select 1 from pg_namespace where nspname = ${co.company.schema_name}`)).toEqual([]);
  expect(await contents(db, now.schema_name)).toEqual(snapshot);
  // The state before the restore (with the kas masuk of 777) is kept as a backup of its own.
  const list = ((await co.act('listbackup')).data as { tbl_backup: Array<{ file: string; jenis: string }> }).tbl_backup;
  const before = list.find((b) => b.jenis === 'sebelum-restore')!;
  expect(before.file).toBe((done.hasil as { sebelum: string }).sebelum);
  expect(await co.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true } });
});

test('a backup of an older schema version is migrated on restore', async () => {
  const { db } = await testServer();
  const older = tenantMigrations.slice(0, tenantMigrations.length - 2);
  const iper = uniqueId('O');
  const company = await createCompany(db, { idperusahaan: iper, nama: 'Toko Lama', startflag: 1 }, older, (tx) => seedAdmin(tx, 'ADMIN', 'rahasia-lama'));
  await db.tx(company.schema_name, (tx) => tx.execute(sql`insert into satuan (kodesatuan, namasatuan) values ('PCS', 'Pieces')`));
  const b = await writeBackup(db, company, { root: dir, migrations: tenantMigrations });
  expect(b.manifest.versi).toBe(older.at(-1)!.tag);
  const baru = uniqueId('N');
  const r = await restoreBackup(db, join(dir, iper, b.file), { mode: 'baru', idperusahaan: baru }, tenantMigrations);
  expect(r.dimigrasi).toEqual(tenantMigrations.slice(-2).map((m) => m.tag));
  expect(await db.tx(r.company.schema_name, (tx) => rowsOf(tx, sql`select kodesatuan from satuan`))).toEqual([{ kodesatuan: 'PCS' }]);
  expect(await db.tx(r.company.schema_name, (tx) => rowsOf(tx, sql`select count(*)::int as n from jadwal_backup`))).toEqual([{ n: 0 }]);
  // A file from a newer Niaga (an unknown migration) is refused.
  const lines = gunzipSync(readFileSync(join(dir, iper, b.file))).toString('utf8').split('\n');
  const m = JSON.parse(lines[0]) as { migrasi: string[] };
  m.migrasi.push('9999_dari_masa_depan');
  const future = join(dir, iper, 'NIAGA-MASA-DEPAN.jsonl.gz');
  // Re-signed so that only the version is wrong.
  const { createHash } = await import('node:crypto');
  const body = [JSON.stringify(m), ...lines.slice(1, -2)];
  const h = createHash('sha256');
  for (const l of body) h.update(`${l}\n`);
  const end = JSON.parse(lines.at(-2)!) as [string, { jumlah: unknown; sha256: string }];
  end[1].sha256 = h.digest('hex');
  writeFileSync(future, gzipSync(`${[...body, JSON.stringify(end)].join('\n')}\n`));
  await expect(restoreBackup(db, future, { mode: 'baru', idperusahaan: uniqueId('F') }, tenantMigrations)).rejects.toThrow(PESAN.versiBaru('9999_dari_masa_depan'));
});

test('only administrators see backups; a restore needs the Restore Database flag', async () => {
  const co = await everyDocument();
  expect(await co.act('pengguna_save', { userid: 'KASIR', nama: 'Kasir', password: 'kasir-rahasia-1' })).toMatchObject({ num: 0 });
  const kasir = await post({ act: 'lgx', iper: co.iper, uname: 'KASIR', passw: 'kasir-rahasia-1' });
  expect(kasir).toMatchObject({ num: 0 });
  const token = (kasir.data as { token: string }).token;
  const k = (name: string, p: unknown = {}) => post({ act: name, token, aprq: JSON.stringify(p) });
  expect(await k('listbackup')).toMatchObject({ num: 30 });
  expect(await k('backup_buat')).toMatchObject({ num: 30 });
  expect(await k('infosistem')).toMatchObject({ num: 30 });
  expect(await k('backup_restore', { file: 'x.jsonl.gz', mode: 'baru', idperusahaan: 'X' })).toMatchObject({ num: 30, msg: 'Maaf, Anda tidak memiliki hak Restore Database.' });
  expect(await k('backup_unggah')).toMatchObject({ num: 30 });
  const info = await co.act('infosistem');
  expect(info).toMatchObject({ num: 0, data: { database: { jenis: expect.any(String), versi: expect.stringMatching(/PostgreSQL/) }, perusahaan: { idperusahaan: co.iper, ukuran: expect.any(Number) } } });
  // One version of Niaga: the one the browser shows in its footer.
  const { APP_VERSION } = await import('@niaga/ui/api');
  expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  expect((info.data as { niaga: string }).niaga).toBe(APP_VERSION);
});
