/**
 * First-time database setup (spec §2.4, §5, §9): act `startingdb` with table DeptData of one
 * row. Saves the head office, initialises the books (chart of accounts, account settings,
 * accounting period: supplied by the accounting module), makes the company's defaults (the general
 * customer UMUM 'Pelanggan Umum' as Pelanggan Umum Default: seed.ts) and sets the company's start
 * flag to 1, all in the request's one transaction. An optional table DataPerusahaan of one row
 * carries the shop's name and address (`namaperusahaan`, `alamat1`, `kota`, `telepon`: Data
 * Perusahaan, which the receipt's header prints), so the first receipt is not headed by the name
 * the company was registered with and no address (issue 34).
 */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { companies, defineAct, reply, type Tx } from '@niaga/kernel/server';
import { kantor, pengguna } from './tables';
import { seedDefaults, type AddCustomer } from './seed';
import { checkSetupDataPerusahaan, writeConfig } from './settings-acts';

export const STARTINGDB = {
  MISSING: 'Terjadi masalah pada sistem [Hd]. Proses simpan dibatalkan.',
  KODE_FORMAT: 'format kode kantor tidak valid',
  KODE_EMPTY: 'Maaf Kode Kantor belum diinput !.',
  NAMA_EMPTY: 'Maaf Nama Kantor belum diinput !.',
  SAVED: 'Simpan berhasil, sistem akan logout otomatis.',
} as const;

export const TIME_ZONES = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const;
export const TAHUN_MIN = 2017;
export const TAHUN_MAX = 2050;
export const KODE_MAX = 5;
export const DEFAULT_KODE_KANTOR = 'UTM';

export interface BooksInit {
  kodekantor: string;
  namakantor: string;
  tahun: number;
  bulanAwal: number;
  bulanAkhir: number;
}

/** Seeds a company's books in its schema (the accounting module's initialiseBooks). */
export type InitialiseBooks = (tx: Tx, init: BooksInit) => Promise<void>;

export interface DeptData {
  kodekantorpusat: string;
  kodekantor: string;
  namakantor: string;
  timezone: (typeof TIME_ZONES)[number];
  bulanawal: number;
  tahun: number;
  bulan: number;
}

const KODE_RE = /^[A-Z0-9]+$/;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const whole = (v: unknown): number | null => {
  const s = text(v);
  return /^\d{1,4}$/.test(s) ? Number(s) : null;
};

/** The one DeptData row, checked in the order of the form; each refusal with its spec text. */
export function readDeptData(payload: Record<string, unknown>): DeptData {
  const table = payload.DeptData ?? payload.deptdata;
  const row = Array.isArray(table) ? table[0] : table;
  if (!row || typeof row !== 'object' || Array.isArray(row) || (Array.isArray(table) && table.length !== 1)) throw new ActError(NUM.INVALID, STARTINGDB.MISSING);
  const r = Object.fromEntries(Object.entries(row as Record<string, unknown>).map(([k, v]) => [k.toLowerCase(), v]));
  const pusat = text(r.kodekantorpusat).toUpperCase();
  if (!pusat) throw new ActError(NUM.INVALID, STARTINGDB.KODE_EMPTY, { fields: { KodeKantorPusat: STARTINGDB.KODE_EMPTY } });
  if (pusat.length > KODE_MAX || !KODE_RE.test(pusat)) throw new ActError(NUM.INVALID, STARTINGDB.KODE_FORMAT, { fields: { KodeKantorPusat: STARTINGDB.KODE_FORMAT } });
  const kode = text(r.kodekantor).toUpperCase() || pusat;
  if (kode.length > KODE_MAX || !KODE_RE.test(kode)) throw new ActError(NUM.INVALID, STARTINGDB.KODE_FORMAT, { fields: { KodeKantor: STARTINGDB.KODE_FORMAT } });
  const nama = text(r.namakantor);
  if (!nama) throw new ActError(NUM.INVALID, STARTINGDB.NAMA_EMPTY, { fields: { NamaKantor: STARTINGDB.NAMA_EMPTY } });
  if (nama.length > 100) throw new ActError(NUM.INVALID, 'Nama Kantor maksimal 100 karakter.', { fields: { NamaKantor: 'Nama Kantor maksimal 100 karakter.' } });
  const tz = text(r.timezone) || 'Asia/Jakarta';
  if (!(TIME_ZONES as readonly string[]).includes(tz))
    throw new ActError(NUM.INVALID, `Zona Waktu harus salah satu dari ${TIME_ZONES.join(', ')}.`, { fields: { TimeZone: 'Zona Waktu tidak valid.' } });
  const bulanawal = whole(r.bulanawal);
  if (bulanawal === null || bulanawal < 1 || bulanawal > 12) throw new ActError(NUM.INVALID, 'Bulan Mulai harus antara 1 sampai 12.', { fields: { BulanAwal: 'Bulan Mulai harus antara 1 sampai 12.' } });
  const tahun = whole(r.tahun);
  if (tahun === null || tahun < TAHUN_MIN || tahun > TAHUN_MAX)
    throw new ActError(NUM.INVALID, `Tahun Mulai harus antara ${TAHUN_MIN} sampai ${TAHUN_MAX}.`, { fields: { Tahun: `Tahun Mulai harus antara ${TAHUN_MIN} sampai ${TAHUN_MAX}.` } });
  const bulan = r.bulan === undefined || text(r.bulan) === '' ? 12 : whole(r.bulan);
  if (bulan === null || bulan < 1 || bulan > 12)
    throw new ActError(NUM.INVALID, 'Bulan Periode Akhir Akuntansi harus antara 1 sampai 12.', { fields: { Bulan: 'Bulan Periode Akhir Akuntansi harus antara 1 sampai 12.' } });
  return { kodekantorpusat: pusat, kodekantor: kode, namakantor: nama, timezone: tz as DeptData['timezone'], bulanawal, tahun, bulan };
}

/** The optional DataPerusahaan row (one object, or a table of one): the shop's name and address, checked with Data Perusahaan's rules. */
export function readDataPerusahaan(payload: Record<string, unknown>): Record<string, string> {
  const table = payload.DataPerusahaan ?? payload.dataperusahaan;
  if (table === undefined || table === null) return {};
  const row = Array.isArray(table) ? table[0] : table;
  if (!row || typeof row !== 'object' || Array.isArray(row) || (Array.isArray(table) && table.length !== 1)) throw new ActError(NUM.INVALID, STARTINGDB.MISSING);
  return checkSetupDataPerusahaan(Object.fromEntries(Object.entries(row as Record<string, unknown>).map(([k, v]) => [k.toLowerCase(), typeof v === 'string' ? v.trim() : v])));
}

export function makeStartingdb(initialiseBooks: InitialiseBooks, addCustomer: AddCustomer) {
  return defineAct({
    name: 'startingdb',
    summary:
      'Pengaturan awal database (hanya bila startflag 0, hanya administrator): DeptData [{KodeKantorPusat, KodeKantor, NamaKantor, TimeZone, BulanAwal, Tahun, Bulan}] → kantor pusat, buku (perkiraan, setting akun, periode), pelanggan umum UMUM "Pelanggan Umum" sebagai Pelanggan Umum Default, startflag 1; DataPerusahaan [{namaperusahaan, alamat1, kota, telepon}] (boleh tidak dikirim) → nama dan alamat toko di Data Perusahaan (kepala struk), nama perusahaan ikut; msg "Simpan berhasil, sistem akan logout otomatis.". 15 dengan pesan spec §5 (atau aturan Data Perusahaan), 27 bila sudah di-setting atau bukan administrator.',
    module: 'admin',
    schema: z.object({}).passthrough(),
    async handler(ctx, payload) {
      const company = ctx.company!;
      const [u] = await ctx.tx.select({ admin: pengguna.admin }).from(pengguna).where(eq(pengguna.userid, ctx.session!.userid)).limit(1);
      if (!u?.admin) throw new ActError(NUM.STARTED, 'Maaf, pengaturan awal database hanya dapat dilakukan oleh administrator.');
      // Lock the company row: two concurrent saves cannot both see flag 0.
      const [c] = await ctx.tx.select({ startflag: companies.startflag }).from(companies).where(eq(companies.id, company.id)).for('update');
      if (!c || c.startflag !== 0) throw new ActError(NUM.STARTED, 'Database perusahaan sudah di-setting, proses simpan dibatalkan.');
      const d = readDeptData(payload as Record<string, unknown>);
      const shop = readDataPerusahaan(payload as Record<string, unknown>);
      await ctx.tx.update(kantor).set({ pusat: false }).where(eq(kantor.pusat, true));
      await ctx.tx
        .insert(kantor)
        .values({ kodekantor: d.kodekantorpusat, namakantor: d.namakantor, pusat: true, timezone: d.timezone })
        .onConflictDoUpdate({ target: kantor.kodekantor, set: { namakantor: d.namakantor, pusat: true, timezone: d.timezone } });
      await initialiseBooks(ctx.tx, { kodekantor: d.kodekantorpusat, namakantor: d.namakantor, tahun: d.tahun, bulanAwal: d.bulanawal, bulanAkhir: d.bulan });
      await seedDefaults(ctx.tx, addCustomer);
      await writeConfig(ctx.tx, shop);
      // The name shown in the header and footer (the session's) follows, as Data Perusahaan's save does.
      await ctx.tx.update(companies).set({ startflag: 1, ...(shop.namaperusahaan ? { nama: shop.namaperusahaan } : {}) }).where(eq(companies.id, company.id));
      return reply({ startflag: 1, kodekantor: d.kodekantorpusat, tahun: d.tahun, bulanawal: d.bulanawal, bulan: d.bulan }, STARTINGDB.SAVED);
    },
  });
}
