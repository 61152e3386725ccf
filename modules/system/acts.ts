/**
 * Acts of /listbackup, /restorebackup, /pengaturandb and /infosistem (spec §2.10). Backups,
 * settings and information are for the company's administrators; a restore for users with the
 * per-user flag "Restore Database" (restoredb, spec §3) — administrators hold every right.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, statSync, unlinkSync, writeFileSync, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { defineAct, reply, rowsOf, type ActContext, type ActDef, type Company, type Database, type Tx } from '@niaga/kernel/server';
import { pengguna } from '@niaga/admin';
import { assertCompanyIdFree, backupPath, companyDir, deleteBackup, EXT, listBackups, restoreBackup, verifyBackup, writeBackup, type BackupInfo } from './backup';
import { systemConfig } from './config';
import { getJob, runningJob, startJob, type Job } from './jobs';
import { jadwalBackup } from './tables';
import { issueLink, LINK_SECONDS, takeLink } from './links';
import type { Backup, BackupDownload, BackupLink, Jadwal, JobView, ListBackupReply, PengaturanDbReply, SystemInfo } from './replies';

async function userFlags(ctx: ActContext) {
  const [u] = await ctx.tx.select({ admin: pengguna.admin, restoredb: pengguna.restoredb, aktif: pengguna.aktif }).from(pengguna).where(eq(pengguna.userid, ctx.session!.userid)).limit(1);
  return { admin: !!u?.aktif && u.admin, restore: !!u?.aktif && (u.admin || u.restoredb) };
}

async function mustBeAdmin(ctx: ActContext) {
  if (!(await userFlags(ctx)).admin) throw new ActError(NUM.DENIED, 'Maaf, hanya administrator yang dapat membuka pengaturan backup dan database.');
}

async function mustRestore(ctx: ActContext) {
  if (!(await userFlags(ctx)).restore) throw new ActError(NUM.DENIED, 'Maaf, Anda tidak memiliki hak Restore Database.');
}

const company = (ctx: ActContext): Company => ctx.company!;

/** A backup as the list shows it. */
const row = (b: BackupInfo): Backup => ({
  file: b.file,
  waktu: b.manifest.waktu,
  jenis: b.manifest.jenis,
  ukuran: b.ukuran,
  versi: b.manifest.versi,
  idperusahaan: b.manifest.idperusahaan,
  nama: b.manifest.nama,
  baris: Object.values(b.jumlah).reduce((a, n) => a + n, 0),
});

export async function readSchedule(tx: ActContext['tx']): Promise<Jadwal> {
  const [j] = await tx.select({ aktif: jadwalBackup.aktif, jam: jadwalBackup.jam, simpan: jadwalBackup.simpan }).from(jadwalBackup).orderBy(jadwalBackup.id).limit(1);
  return j ?? { aktif: false, jam: 1, simpan: 7 };
}

const jobView = (j: Job): JobView => ({ job: j.id, jenis: j.jenis, status: j.status, mulai: j.mulai, selesai: j.selesai ?? null, msg: j.msg, hasil: j.hasil ?? null });

/** Starts a backup of the company (manual, scheduled, before a restore). */
export function backupJob(db: Database, co: Company, jenis = 'manual', tx?: Tx): Promise<Job> {
  const cfg = systemConfig();
  if (!tx) return db.tx(null, (t) => backupJob(db, co, jenis, t));
  return startJob(tx, db, co.idperusahaan, 'backup', async () => {
    const info = await writeBackup(db, co, { root: cfg.backupDir, migrations: cfg.migrations, jenis, niaga: cfg.version });
    return { msg: `Backup ${info.file} selesai dibuat.`, hasil: row(info) };
  });
}

// ---------------------------------------------------------------------------------------------
// One-time links for files (./links.ts: in the database, so that any process takes them).

export const BACKUP_HTTP = '/backup';

/** The file behind a download link (used once), or null. */
export async function takeDownload(db: Database, token: string): Promise<{ path: string; name: string; size: number } | null> {
  const d = await takeLink(db, token, 'dl');
  if (!d) return null;
  let path: string;
  try {
    path = backupPath(systemConfig().backupDir, d.iper, d.file);
  } catch {
    return null;
  }
  if (!existsSync(path)) return null;
  return { path, name: d.file, size: statSync(path).size };
}

/**
 * Receives an uploaded backup file for a restore (upload link used once): stored in the company's
 * backup folder when it checks out, removed with the refusal when not.
 */
export async function receiveUpload(db: Database, token: string, body: Readable): Promise<{ num: number; msg: string; data: unknown }> {
  const u = await takeLink(db, token, 'ul');
  if (!u) {
    body.resume();
    return { num: NUM.EXPIRED, msg: 'Link unggah sudah tidak berlaku; ulangi pilih berkas.', data: null };
  }
  const dir = companyDir(systemConfig().backupDir, u.iper);
  mkdirSync(dir, { recursive: true });
  const file = `UNGGAH-${new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}-${randomBytes(3).toString('hex')}${EXT}`;
  const path = join(dir, file);
  await pipeline(body, createWriteStream(path));
  try {
    const v = await verifyBackup(path);
    const info: Omit<BackupInfo, 'file' | 'ukuran'> = { manifest: { ...v.manifest, jenis: 'unggahan' }, jumlah: v.jumlah, sha256: v.sha256 };
    // The listed time stays the snapshot's; the kind says it came from outside.
    writeFileSync(`${path}.json`, JSON.stringify(info));
    return { num: NUM.OK, msg: 'Berkas backup diterima dan diperiksa.', data: row({ ...info, file, ukuran: statSync(path).size }) };
  } catch (e) {
    unlinkSync(path);
    if (e instanceof ActError) return { num: e.num, msg: e.message, data: null };
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------

const none = z.object({}).passthrough();
const fileName = z.string({ error: 'Pilih berkas backup' }).trim().min(1, 'Pilih berkas backup').max(140);

const listbackup = defineAct({
  name: 'listbackup',
  summary:
    'Daftar backup perusahaan (terbaru dulu): tbl_backup [{file, waktu, jenis (manual, jadwal, sebelum-restore, unggahan), ukuran, versi, idperusahaan, nama, baris}], jadwal {aktif, jam, simpan}, bolehrestore, job (proses yang sedang berjalan atau null). Hanya administrator.',
  module: 'system',
  schema: none,
  log: false,
  async handler(ctx): Promise<ListBackupReply> {
    await mustBeAdmin(ctx);
    const co = company(ctx);
    const running = await runningJob(ctx.tx, co.idperusahaan);
    return {
      tbl_backup: listBackups(systemConfig().backupDir, co.idperusahaan).map(row),
      jadwal: await readSchedule(ctx.tx),
      bolehrestore: (await userFlags(ctx)).restore,
      job: running ? jobView(running) : null,
    };
  },
});

const backupBuat = defineAct({
  name: 'backup_buat',
  summary: 'Membuat backup perusahaan sekarang (snapshot konsisten, server tetap melayani) → {job}; tanyakan backup_status sampai selesai. Hanya administrator.',
  module: 'system',
  schema: none,
  log: 'proses',
  async handler(ctx) {
    await mustBeAdmin(ctx);
    ctx.activity?.({ modul: 'listbackup', dokumen: 'backup' });
    return reply(jobView(await backupJob(ctx.db, company(ctx), 'manual', ctx.tx)), 'Backup sedang dibuat.');
  },
});

const backupStatus = defineAct({
  name: 'backup_status',
  summary: 'Keadaan proses backup/restore/vacuum: job → {job, jenis, status (jalan, selesai, gagal), mulai, selesai, msg, hasil}.',
  module: 'system',
  schema: z.object({ job: z.string({ error: 'job wajib diisi' }).trim().min(1, 'job wajib diisi').max(40) }),
  log: false,
  // Followed while the restore it reports on holds the company's migration lock.
  whileMigrating: true,
  async handler(ctx, p): Promise<JobView> {
    const j = await getJob(ctx.tx, p.job, company(ctx).idperusahaan);
    if (!j) throw new ActError(NUM.NOT_FOUND, 'Proses tidak ditemukan (mungkin server telah dimulai ulang).');
    return jobView(j);
  },
});

const backupHapus = defineAct({
  name: 'backup_hapus',
  summary: 'Menghapus satu berkas backup: file. Hanya administrator.',
  module: 'system',
  schema: z.object({ file: fileName }),
  log: 'hapus',
  async handler(ctx, p) {
    await mustBeAdmin(ctx);
    deleteBackup(systemConfig().backupDir, company(ctx).idperusahaan, p.file);
    ctx.activity?.({ modul: 'listbackup', dokumen: p.file });
    return reply(null, `Backup ${p.file} dihapus.`);
  },
});

const backupUnduh = defineAct({
  name: 'backup_unduh',
  summary: `Link unduh satu berkas backup: file → {url: '${BACKUP_HTTP}/unduh/<token>' (GET, sekali pakai, ${LINK_SECONDS} detik), nama}. Hanya administrator.`,
  module: 'system',
  schema: z.object({ file: fileName }),
  log: 'unduh',
  async handler(ctx, p): Promise<BackupDownload> {
    await mustBeAdmin(ctx);
    const path = backupPath(systemConfig().backupDir, company(ctx).idperusahaan, p.file);
    if (!existsSync(path)) throw new ActError(NUM.NOT_FOUND, `Backup ${p.file} tidak ditemukan.`);
    const token = await issueLink(ctx, 'dl', p.file);
    ctx.activity?.({ modul: 'listbackup', dokumen: p.file });
    return { url: `${BACKUP_HTTP}/unduh/${token}`, nama: p.file };
  },
});

const backupUnggah = defineAct({
  name: 'backup_unggah',
  summary: `Link unggah berkas backup untuk restore → {url: '${BACKUP_HTTP}/unggah/<token>'} (POST isi berkas, application/octet-stream, sekali pakai, ${LINK_SECONDS} detik; jawaban {num, msg, data: baris daftar backup}). Berkas rusak, terpotong atau bukan backup Niaga ditolak. Hak Restore Database.`,
  module: 'system',
  schema: none,
  log: false,
  async handler(ctx): Promise<BackupLink> {
    await mustRestore(ctx);
    const token = await issueLink(ctx, 'ul');
    return { url: `${BACKUP_HTTP}/unggah/${token}` };
  },
});

const backupRestore = defineAct({
  name: 'backup_restore',
  summary:
    "Restore satu backup (/restorebackup): file, mode 'baru' (idperusahaan baru, nama opsional) atau 'ganti' (mengganti data perusahaan ini; konfirmasi = waktu backup persis seperti di daftar; keadaan sekarang dibackup otomatis dulu) → {job}. Berkas diperiksa utuh dulu; backup versi skema lama dimigrasi. Hak Restore Database.",
  module: 'system',
  schema: z.object({
    file: fileName,
    mode: z.enum(['baru', 'ganti'], { error: "Mode restore harus 'baru' atau 'ganti'" }),
    idperusahaan: z.string().trim().toUpperCase().max(30, 'Id Perusahaan maksimal 30 karakter').optional().default(''),
    nama: z.string().trim().max(120).optional().default(''),
    konfirmasi: z.string().trim().max(40).optional().default(''),
  }),
  log: 'proses',
  async handler(ctx, p) {
    await mustRestore(ctx);
    const cfg = systemConfig();
    const co = company(ctx);
    // A backup's time in messages as the company reads its clock (the manifest keeps UTC).
    const [{ tz }] = await rowsOf<{ tz: string }>(ctx.tx, sql`select coalesce((select timezone from kantor order by pusat desc, id limit 1), 'Asia/Jakarta') as tz`);
    const waktu = (iso: string) => waktuTampil(iso, tz);
    const path = backupPath(cfg.backupDir, co.idperusahaan, p.file);
    if (!existsSync(path)) throw new ActError(NUM.NOT_FOUND, `Backup ${p.file} tidak ditemukan.`);
    const listed = listBackups(cfg.backupDir, co.idperusahaan).find((b) => b.file === p.file);
    if (p.mode === 'baru') {
      if (!p.idperusahaan) throw new ActError(NUM.INVALID, 'Isi Id Perusahaan baru.', { fields: { idperusahaan: 'Isi Id Perusahaan baru.' } });
      // Refused now, not by the job: an id that is taken or malformed starts nothing.
      await assertCompanyIdFree(ctx.tx, p.idperusahaan);
    } else if (!listed || p.konfirmasi !== listed.manifest.waktu) {
      throw new ActError(NUM.RULE, `Konfirmasi diperlukan: data perusahaan ${co.idperusahaan} akan diganti dengan backup ${listed ? waktu(listed.manifest.waktu) : p.file}.`, { konfirmasi: listed?.manifest.waktu ?? null });
    }
    ctx.activity?.({ modul: 'restorebackup', dokumen: p.file });
    const job = await startJob(ctx.tx, ctx.db, co.idperusahaan, 'restore', async () => {
      let before: BackupInfo | null = null;
      if (p.mode === 'ganti') {
        // Checked before the automatic backup: a bad file stops here with nothing done.
        await verifyBackup(path);
        before = await writeBackup(ctx.db, co, { root: cfg.backupDir, migrations: cfg.migrations, jenis: 'sebelum-restore', niaga: cfg.version });
      }
      const r = await restoreBackup(ctx.db, path, p.mode === 'baru' ? { mode: 'baru', idperusahaan: p.idperusahaan, nama: p.nama } : { mode: 'ganti', company: co }, cfg.migrations);
      const msg =
        p.mode === 'baru'
          ? `Backup ${waktu(r.manifest.waktu)} direstore sebagai perusahaan baru ${r.company.idperusahaan}.`
          : `Data perusahaan ${co.idperusahaan} diganti dengan backup ${waktu(r.manifest.waktu)}; keadaan sebelumnya tersimpan sebagai ${before!.file}.`;
      return { msg, hasil: { idperusahaan: r.company.idperusahaan, nama: r.company.nama, dimigrasi: r.dimigrasi, sebelum: before?.file ?? null } };
    });
    return reply(jobView(job), 'Restore sedang berjalan.');
  },
});

/** A UTC time as dd/MM/yyyy HH:mm:ss in the time zone `tz` (spec §9). */
export function waktuTampil(iso: string, tz: string): string {
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return iso;
  const part = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(t)
      .map((x) => [x.type, x.value]),
  );
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}:${part.second}`;
}

const jadwalSave = defineAct({
  name: 'backup_jadwal_save',
  summary: 'Jadwal backup perusahaan: aktif, jam (0–23, waktu server), simpan (1–365 backup terjadwal terbaru disimpan). Hanya administrator.',
  module: 'system',
  schema: z.object({
    aktif: z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean()),
    jam: z.coerce.number({ error: 'Jam harus berupa angka' }).int('Jam harus bilangan bulat').min(0, 'Jam 0 sampai 23').max(23, 'Jam 0 sampai 23'),
    simpan: z.coerce.number({ error: 'Jumlah simpan harus berupa angka' }).int().min(1, 'Simpan minimal 1 backup').max(365, 'Simpan maksimal 365 backup'),
  }),
  log: 'ubah',
  async handler(ctx, p) {
    await mustBeAdmin(ctx);
    const [j] = await ctx.tx.select({ id: jadwalBackup.id }).from(jadwalBackup).limit(1);
    if (j) await ctx.tx.update(jadwalBackup).set({ ...p, updated_at: sql`now()` }).where(eq(jadwalBackup.id, j.id));
    else await ctx.tx.insert(jadwalBackup).values(p);
    ctx.activity?.({ modul: 'pengaturandb', dokumen: 'jadwal backup' });
    return reply(p, p.aktif ? `Backup otomatis setiap hari jam ${String(p.jam).padStart(2, '0')}:00, ${p.simpan} backup terbaru disimpan.` : 'Backup otomatis dimatikan.');
  },
});

/** What /infosistem and /pengaturandb show. */
async function systemInfo(ctx: ActContext): Promise<SystemInfo> {
  const cfg = systemConfig();
  const co = company(ctx);
  const [v] = await rowsOf<{ v: string; db: number; co: number }>(
    ctx.tx,
    sql`select version() as v, pg_database_size(current_database()) as db,
        coalesce((select sum(pg_total_relation_size(c.oid)) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${co.schema_name} and c.relkind in ('r', 'm')), 0)::int8 as co`,
  );
  const last = listBackups(cfg.backupDir, co.idperusahaan)[0];
  const uptime = Math.floor((Date.now() - cfg.startedAt.getTime()) / 1000);
  return {
    niaga: cfg.version,
    node: process.version,
    mulai: cfg.startedAt.toISOString(),
    uptime,
    database: { jenis: ctx.db.kind === 'pglite' ? 'PGlite (tertanam)' : 'PostgreSQL', versi: v.v, lokasi: cfg.databaseLocation, ukuran: Number(v.db) },
    perusahaan: { idperusahaan: co.idperusahaan, nama: co.nama, schema: co.schema_name, ukuran: Number(v.co), backupterakhir: last ? last.manifest.waktu : null, backupfile: last?.file ?? null },
    folderbackup: cfg.backupDir,
  };
}

const infosistem = defineAct({
  name: 'infosistem',
  summary:
    'Informasi sistem: niaga (versi), node, mulai, uptime (detik), database {jenis, versi, lokasi, ukuran}, perusahaan {idperusahaan, nama, schema, ukuran, backupterakhir, backupfile}, folderbackup. Hanya administrator.',
  module: 'system',
  schema: none,
  log: false,
  async handler(ctx): Promise<SystemInfo> {
    await mustBeAdmin(ctx);
    return systemInfo(ctx);
  },
});

const pengaturandb = defineAct({
  name: 'pengaturandb',
  summary: 'Pengaturan database: seperti infosistem, ditambah jadwal {aktif, jam, simpan} dan job (proses yang berjalan). Hanya administrator.',
  module: 'system',
  schema: none,
  log: false,
  async handler(ctx): Promise<PengaturanDbReply> {
    await mustBeAdmin(ctx);
    const running = await runningJob(ctx.tx, company(ctx).idperusahaan);
    return { ...(await systemInfo(ctx)), jadwal: await readSchedule(ctx.tx), job: running ? jobView(running) : null };
  },
});

const dbVacuum = defineAct({
  name: 'db_vacuum',
  summary: 'VACUUM ANALYZE tabel perusahaan ini (merapikan ruang dan statistik; aman saat server berjalan) → {job}. Hanya administrator.',
  module: 'system',
  schema: none,
  log: 'proses',
  async handler(ctx) {
    await mustBeAdmin(ctx);
    const co = company(ctx);
    const schema = co.schema_name;
    ctx.activity?.({ modul: 'pengaturandb', dokumen: 'vacuum' });
    const job = await startJob(ctx.tx, ctx.db, co.idperusahaan, 'vacuum', async () => {
      const tables = await ctx.db.rows<{ t: string }>(sql`select c.relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${schema} and c.relkind = 'r'`);
      // VACUUM runs outside a transaction, one table at a time.
      for (const t of tables) await ctx.db.rows(sql.raw(`vacuum (analyze) "${schema}"."${t.t.replace(/"/g, '""')}"`));
      return { msg: `Vacuum selesai: ${tables.length} tabel dirapikan.` };
    });
    return reply(jobView(job), 'Vacuum sedang berjalan.');
  },
});

export const systemActs = [listbackup, backupBuat, backupStatus, backupHapus, backupUnduh, backupUnggah, backupRestore, jadwalSave, infosistem, pengaturandb, dbVacuum] as ActDef[];
