/**
 * mImportData acts: `importdata_template` (a CSV or XLSX template of a kind), `importdata_proses`
 * (reads the file, then checks and writes it in the background) and `importdata_status` (its
 * progress, and the errors by row and column).
 *
 * The check and the writing run in ONE transaction of their own after the upload's reply: every
 * row is checked first; when any fails nothing is written; otherwise the records go through their
 * doctype's save path — as one batch where `_save` takes batches (`saveNew`: masters; the same
 * checks and hooks, a chunk of records per statement), else record by record through `_save` — and
 * a refusal there still rolls everything back. The import runs in the process that received it;
 * its progress is written to `control.pekerjaan` (every half second, and at the end), so that a
 * status call answered by another process shows it (issue 43). On PGlite one transaction runs at a time, so status calls wait until the
 * import's transaction ends; on PostgreSQL they answer while it runs.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ActError, NUM, type DoctypeMeta } from '@niaga/kernel';
import { createJob, defineAct, readJob, registered, writeJob, type ActContext, type ActDef, type SaveAct } from '@niaga/kernel/server';
import { Checker, type Draft, type ImportError } from './check';
import type { ImportStatusReply, ImportTemplateReply } from '../replies';
import { FileProblem, readSheet, template } from './parse';
import { columnFormat, importAccess, importColumns, importKind, IMPORTS, missingTables, type ImportKind } from './kinds';

/** The right of a kind (mImportData; the opening balances mSAAkun …), judged from the raw payload; an update kind's writing right is medit. */
const access = (aksi: 'mopen' | 'madd') => (p: { jenis?: unknown }) => {
  const kind = importKind(String(p?.jenis ?? ''));
  return { modul: importAccess(kind), aksi: aksi === 'madd' && kind?.update ? ('medit' as const) : aksi };
};
/** Errors a status reply carries at most (the count says how many there are). */
const MAX_ERRORS = 500;
/** Finished imports are forgotten after this long. */
const KEEP_MS = 60 * 60 * 1000;

export interface ImportJob {
  id: string;
  company: number;
  userid: string;
  jenis: string;
  nama: string;
  /** periksa (checking), simpan (writing), selesai (done), gagal (refused: nothing written). */
  status: 'periksa' | 'simpan' | 'selesai' | 'gagal';
  /** Records (and, while checking, rows) in the file. */
  total: number;
  /** Records written so far. */
  selesai: number;
  pesan: string;
  kesalahan: ImportError[];
  jumlahkesalahan: number;
  mulai: number;
  akhir: number | null;
  /** Resolves when the job has ended (tests, bench). */
  done: Promise<void>;
}

const jobs = new Map<string, ImportJob>();

function sweep() {
  const now = Date.now();
  for (const [id, j] of jobs) if (j.akhir && now - j.akhir > KEEP_MS) jobs.delete(id);
}

const jenisSchema = z
  .string({ error: 'jenis wajib diisi' })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => !!importKind(v), { message: `jenis harus salah satu dari: ${IMPORTS.map((k) => k.kode).join(', ')}` });

function kindMeta(jenis: string): { kind: ImportKind; meta: DoctypeMeta } {
  const kind = importKind(jenis)!;
  const reg = registered(kind.doctype);
  if (!reg) throw new ActError(NUM.RULE, `Import ${kind.title} belum tersedia.`);
  const missing = missingTables(reg.meta, kind);
  if (missing.length) throw new ActError(NUM.RULE, `Import ${kind.title} belum tersedia: ${reg.meta.title} belum memiliki tabel ${missing.join(', ')}.`);
  return { kind, meta: reg.meta };
}

/** What the database holds of an import (control.pekerjaan, issue 43): a poll on any process reads it. */
type Stored = Omit<ImportJob, 'done'>;
const stored = ({ done: _done, ...rest }: ImportJob): Stored => rest;
const ended = (j: Stored) => j.status === 'selesai' || j.status === 'gagal';
/** Progress written at most this often while an import runs. */
const PROGRESS_MS = 500;

/** Writes the import's state while it runs (every PROGRESS_MS, one write at a time) and once when it ends; returns the stop, which writes the end. */
function mirror(job: ImportJob): () => Promise<void> {
  let last = '';
  let inflight: Promise<void> | null = null;
  const flush = (end: boolean) => {
    const snap = JSON.stringify(stored(job));
    if (!end && (snap === last || inflight)) return inflight ?? Promise.resolve();
    last = snap;
    const w = writeJob(job.id, end ? job.status : 'jalan', stored(job), end);
    inflight = w.finally(() => (inflight = null));
    return w;
  };
  const t = setInterval(() => void flush(false), PROGRESS_MS);
  t.unref();
  return async () => {
    clearInterval(t);
    await inflight;
    await flush(true);
  };
}

const DIED = 'Import terhenti karena server yang menjalankannya berhenti; tidak ada data yang disimpan. Jalankan lagi.';

const status = (j: Stored): ImportStatusReply => ({
  idproses: j.id,
  jenis: j.jenis,
  nama: j.nama,
  status: j.status,
  total: j.total,
  selesai: j.selesai,
  persen: j.status === 'selesai' ? 100 : j.total ? Math.floor((j.selesai / j.total) * 100) : 0,
  pesan: j.pesan,
  kesalahan: j.kesalahan,
  jumlahkesalahan: j.jumlahkesalahan,
  detik: Math.round(((j.akhir ?? Date.now()) - j.mulai) / 100) / 10,
});

/**
 * Checks and writes one import in its own transaction (see the file's comment). `save` is the
 * doctype's `_save` act; its handler is called with the import's transaction.
 */
async function run(ctx: ActContext, job: ImportJob, checker: Checker, save: SaveAct) {
  const company = ctx.company!;
  const refuse = (errors: ImportError[]) => {
    job.kesalahan = errors.slice(0, MAX_ERRORS);
    job.jumlahkesalahan = errors.length;
    job.pesan = `Import dibatalkan: ${errors.length} kesalahan ditemukan, tidak ada data yang disimpan.`;
    job.status = 'gagal';
  };
  // Said done only once the transaction has committed: a client that sees 'selesai' reads the rows.
  let done: string | null = null;
  try {
    await ctx.db.tx(company.schema_name, async (tx) => {
      const drafts: Draft[] = checker.drafts();
      if (checker.kind.update) await checker.merge(tx, drafts);
      checker.validate(drafts, save.schema);
      await checker.checkDatabase(tx, drafts);
      if (checker.errors.length) return refuse(checker.sorted());
      job.status = 'simpan';
      job.total = drafts.length;
      // The request's context with the import's transaction; rights were checked when it started.
      const jobCtx: ActContext = { ...ctx, tx, activity: undefined, can: () => Promise.resolve(true) };
      // A refusal of the save path names its record's row and cell; nothing is kept.
      const refusedAt = (list: { d: Draft; e: ActError }[]) => {
        const c = new Checker(checker.meta, checker.kind, checker.sheet);
        c.checkHeader();
        for (const { d, e } of list) {
          const fields = (e.data as { fields?: Record<string, string> } | null)?.fields;
          if (fields && Object.keys(fields).length) for (const [k, m] of Object.entries(fields)) c.failAt(d, k, m);
          else c.fail(d.no, '', e.message);
        }
        refuse(c.sorted());
        throw new Rollback();
      };
      if (save.saveNew && !checker.kind.update) {
        // Masters: the whole file as a batch (its checks for all records at once, a chunk per statement).
        const refused = await save.saveNew(
          jobCtx,
          drafts.map((d) => d.parsed as Record<string, unknown>),
          (n) => (job.selesai = n),
        );
        if (refused.length) refusedAt(refused.map((r) => ({ d: drafts[r.index], e: r.error })));
      } else
        for (const d of drafts) {
          try {
            await save.handler(jobCtx, d.parsed);
          } catch (e) {
            if (!(e instanceof ActError)) throw e;
            refusedAt([{ d, e }]);
          }
          job.selesai++;
        }
      const n = drafts.length.toLocaleString('id-ID');
      const flat = checker.kind.flat;
      done = flat
        ? `Import ${checker.kind.title} berhasil: ${n} dokumen (${drafts.reduce((s, d) => s + d.childNos[flat].length, 0).toLocaleString('id-ID')} baris) disimpan.`
        : `Import ${checker.kind.title} berhasil: ${n} data ${checker.kind.update ? 'diubah' : 'disimpan'}.`;
    });
    if (done !== null) {
      job.pesan = done;
      job.status = 'selesai';
    }
  } catch (e) {
    if (!(e instanceof Rollback)) {
      job.status = 'gagal';
      job.selesai = 0;
      job.pesan = e instanceof ActError ? `Import dibatalkan: ${e.message}` : 'Import dibatalkan karena kesalahan pada server; tidak ada data yang disimpan.';
      if (!(e instanceof ActError)) console.error('[import]', e);
    } else job.selesai = 0;
  } finally {
    job.akhir = Date.now();
  }
}

class Rollback extends Error {}

/** The import acts; `actOf` finds the module's generic acts (`<doctype>_save`) once they exist. */
export function importActs(actOf: (name: string) => ActDef | undefined): ActDef[] {
  const templateAct = defineAct({
    name: 'importdata_template',
    summary: `Template import (mImportData; SAH dan SAP: mSAAkun; SA: mSAItem; OP: mStokOpname; DS: mItemDS): jenis (${IMPORTS.map((k) => k.kode).join(', ')}), format csv atau xlsx. Balasan: nama, mime, isi (base64).`,
    access: access('mopen'),
    module: 'master',
    log: false,
    schema: z.object({ jenis: jenisSchema, format: z.enum(['csv', 'xlsx'], { error: "format harus 'csv' atau 'xlsx'" }).default('xlsx') }),
    async handler(_ctx, p): Promise<ImportTemplateReply> {
      const { kind, meta } = kindMeta(p.jenis);
      const cols = importColumns(meta, kind).map((c) => ({ name: c.name, label: c.label, format: columnFormat(c, kind) }));
      const buf = await template(p.format, cols, kind.title);
      return {
        nama: `template-import-${kind.suffix}.${p.format}`,
        mime: p.format === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        isi: buf.toString('base64'),
        kolom: cols,
      };
    },
  });

  const prosesAct = defineAct({
    name: 'importdata_proses',
    summary:
      'Import data (mImportData; saldo awal SAH/SAP: mSAAkun; SA: mSAItem; OP: mStokOpname; DS: mItemDS, mengubah item yang ada; hak tambah — DS: ubah — di modul datanya juga): jenis, nama berkas (.csv/.xlsx), isi (base64). SA dan OP: satu baris satu baris detail, baris dengan tanggal, gudang dan keterangan yang sama satu dokumen. Berkas yang tidak terbaca atau judul kolom yang salah ditolak (15, data.kesalahan per baris dan kolom); selain itu pemeriksaan semua baris dan penyimpanan berjalan di latar (satu transaksi): balasan idproses untuk importdata_status.',
    access: access('madd'),
    module: 'master',
    schema: z.object({
      jenis: jenisSchema,
      nama: z.string({ error: 'nama berkas wajib diisi' }).trim().min(1, 'nama berkas wajib diisi').max(200),
      isi: z.string({ error: 'isi berkas wajib diisi' }).min(1, 'isi berkas wajib diisi'),
    }),
    async handler(ctx, p) {
      const { kind, meta } = kindMeta(p.jenis);
      const aksi = kind.update ? 'medit' : 'madd';
      if (!(await ctx.can(meta.access, aksi))) throw new ActError(NUM.DENIED, `Maaf, Anda tidak memiliki hak akses ${kind.update ? 'ubah' : 'tambah'} pada modul ${meta.access}.`);
      const save = actOf(`${meta.name}_save`);
      if (!save) throw new Error(`act ${meta.name}_save tidak ada`);
      let sheet;
      try {
        sheet = await readSheet(p.nama, Buffer.from(p.isi, 'base64'));
      } catch (e) {
        if (e instanceof FileProblem) throw new ActError(NUM.INVALID, e.message, { kesalahan: [{ baris: 0, kolom: '', sel: '', pesan: e.message }] });
        throw e;
      }
      const checker = new Checker(meta, kind, sheet);
      if (!checker.checkHeader()) {
        const errors = checker.sorted();
        throw new ActError(NUM.INVALID, `Judul kolom tidak sesuai template Import ${kind.title}: ${errors[0].pesan}${errors.length > 1 ? ` (dan ${errors.length - 1} lainnya)` : ''}`, { kesalahan: errors });
      }
      sweep();
      let resolve!: () => void;
      const job: ImportJob = {
        id: randomBytes(12).toString('base64url'),
        company: ctx.company!.id,
        userid: ctx.session!.userid,
        jenis: kind.kode,
        nama: p.nama,
        status: 'periksa',
        total: sheet.rows.length,
        selesai: 0,
        pesan: `Memeriksa ${sheet.rows.length.toLocaleString('id-ID')} baris…`,
        kesalahan: [],
        jumlahkesalahan: 0,
        mulai: Date.now(),
        akhir: null,
        done: new Promise<void>((r) => (resolve = r)),
      };
      jobs.set(job.id, job);
      await createJob(ctx.tx, ctx.db, { id: job.id, iper: ctx.company!.idperusahaan, jenis: 'import', status: 'jalan', isi: stored(job) });
      const stop = mirror(job);
      // After this reply's transaction: on PGlite the import's transaction queues behind it.
      setImmediate(() => void run(ctx, job, checker, save).finally(() => stop().finally(resolve)));
      ctx.activity?.({ dokumen: `${kind.kode} ${p.nama}` });
      return status(job);
    },
  });

  const statusAct = defineAct({
    name: 'importdata_status',
    summary: 'Kemajuan import: idproses → status (periksa, simpan, selesai, gagal), total, selesai, persen, pesan, kesalahan [{baris, kolom, sel, pesan}], jumlahkesalahan.',
    // Whoever may start some import (the job itself belongs to the user who started it).
    access: [...new Set(IMPORTS.map((k) => importAccess(k)))].map((modul) => ({ modul, aksi: 'mopen' as const })),
    module: 'master',
    log: false,
    schema: z.object({ idproses: z.string({ error: 'idproses wajib diisi' }).trim().min(1, 'idproses wajib diisi').max(40) }),
    async handler(ctx, p) {
      // This process's own import (its freshest state), else what the process running it wrote.
      const here = jobs.get(p.idproses);
      const rec = here ? null : await readJob<Stored>(ctx.tx, p.idproses, ctx.company!.idperusahaan);
      const j: Stored | undefined = here ?? (rec?.jenis === 'import' ? (rec.mati && !ended(rec.isi) ? { ...rec.isi, status: 'gagal', selesai: 0, pesan: DIED, akhir: rec.isi.akhir ?? Date.now() } : rec.isi) : undefined);
      if (!j || j.company !== ctx.company?.id || j.userid !== ctx.session?.userid) throw new ActError(NUM.NOT_FOUND, 'Proses import tidak ditemukan.');
      return status(j);
    },
  });

  return [templateAct, prosesAct, statusAct];
}

/** The job of an id (tests and the bench wait on `done`). */
export const importJob = (id: string) => jobs.get(id);
