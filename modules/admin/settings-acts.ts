/**
 * Company settings: /dataperusahaan (mDtPerusahaan) with the cashier logo, /pengaturanumum
 * (mSettingUmum), and `acccfgopt` (configuration by name). Values live in `konfigurasi`.
 */
import { z } from 'zod';
import { eq, inArray, sql } from 'drizzle-orm';
import { ActError, NUM, explain, fieldSchema, type FieldSpec } from '@niaga/kernel';
import { companies, defineAct, reply, type ActContext, type Tx } from '@niaga/kernel/server';
import { konfigurasi } from './tables';
import type { AccCfgOptReply, ConfigGroup, ConfigValue, DataPerusahaanReply, PengaturanUmumReply } from './replies';
import { CONFIG_DEFAULTS, DATA_PERUSAHAAN, fromStored, LOGO_KEY, LOGO_MAX_BYTES, LOGO_TYPES, PENGATURAN_UMUM, specsOf, toStored } from './company-config';

const DP = specsOf(DATA_PERUSAHAAN);
const PU = specsOf(PENGATURAN_UMUM);

/** Stored values of names (missing names are absent). */
export async function readConfig(tx: Tx, names: string[]): Promise<Map<string, string>> {
  if (!names.length) return new Map();
  const rows = await tx.select().from(konfigurasi).where(inArray(konfigurasi.nama, names));
  return new Map(rows.map((r) => [r.nama, r.nilai]));
}

/** Stored value, else the catalogue's default, else ''. */
export async function configValues(tx: Tx, names: string[]): Promise<ConfigValue[]> {
  const stored = await readConfig(tx, names);
  return names.map((n) => ({ confname: n, confvalue: stored.get(n) ?? CONFIG_DEFAULTS[n] ?? '' }));
}

export async function writeConfig(tx: Tx, values: Record<string, string>) {
  const rows = Object.entries(values).map(([nama, nilai]) => ({ nama, nilai }));
  if (rows.length)
    await tx
      .insert(konfigurasi)
      .values(rows)
      .onConflictDoUpdate({ target: konfigurasi.nama, set: { nilai: sql`excluded.nilai` } });
}

async function readGroup(tx: Tx, specs: Record<string, FieldSpec>): Promise<ConfigGroup> {
  const stored = await readConfig(tx, Object.keys(specs));
  return Object.fromEntries(Object.entries(specs).map(([k, f]) => [k, fromStored(f, stored.get(k))]));
}

/** Validates the keys present in the payload (a partial save keeps the others). */
function validateGroup(specs: Record<string, FieldSpec>, payload: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const fields: Record<string, string> = {};
  for (const [k, f] of Object.entries(specs)) {
    if (!(k in payload)) continue;
    const r = fieldSchema(f).safeParse(payload[k]);
    if (r.success) out[k] = r.data;
    else fields[k] = explain(r.error).fields._ ?? Object.values(explain(r.error).fields)[0];
  }
  if (Object.keys(fields).length) throw new ActError(NUM.INVALID, `Data tidak valid: ${Object.values(fields).join('; ')}.`, { fields });
  return out;
}

const MAGIC: Record<(typeof LOGO_TYPES)[number], (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** A logo data URL checked: type, real image bytes, size. Returns the normalised data URL. */
export function checkLogo(dataUrl: string): string {
  const m = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl.trim());
  if (!m || !(LOGO_TYPES as readonly string[]).includes(m[1])) throw new ActError(NUM.INVALID, 'Logo harus berupa gambar PNG, JPEG, GIF atau WebP (data URL base64).', { fields: { logo: 'Format logo tidak valid' } });
  const bytes = Buffer.from(m[2].replace(/\s+/g, ''), 'base64');
  if (bytes.length > LOGO_MAX_BYTES) throw new ActError(NUM.INVALID, `Ukuran logo maksimal ${Math.round(LOGO_MAX_BYTES / 1024)} KB; perkecil gambarnya.`, { fields: { logo: 'Ukuran logo terlalu besar' } });
  if (!MAGIC[m[1] as (typeof LOGO_TYPES)[number]](bytes)) throw new ActError(NUM.INVALID, 'Isi file logo bukan gambar yang sesuai dengan jenisnya.', { fields: { logo: 'Isi file logo tidak valid' } });
  return `data:${m[1]};base64,${bytes.toString('base64')}`;
}

/** The cashier logo and its ratio for appcfg, or null. */
export async function cashierLogo(tx: Tx): Promise<{ data: string; rasio: string } | null> {
  const stored = await readConfig(tx, [LOGO_KEY, 'rasiologo']);
  const data = stored.get(LOGO_KEY);
  return data ? { data, rasio: stored.get('rasiologo') ?? CONFIG_DEFAULTS.rasiologo } : null;
}

/**
 * The company as reports print it: name (Data Perusahaan, else the company's name), address lines
 * (address, city, phone) and the logo image bytes (the cashier logo), for PDF and XLSX headers.
 */
export async function companyHeader(tx: Tx, fallbackName: string): Promise<{ nama: string; alamat: string[]; logo: Buffer | null; digits: { umum: number; qty: number } }> {
  const c = await readConfig(tx, ['namaperusahaan', 'alamat1', 'alamat2', 'kota', 'telepon', 'email', LOGO_KEY, 'digitumum', 'digitqty']);
  const kontak = [c.get('telepon') ? `Telp. ${c.get('telepon')}` : '', c.get('email') ?? ''].filter(Boolean).join(' · ');
  const logo = /^data:image\/[a-z]+;base64,(.+)$/.exec(c.get(LOGO_KEY) ?? '');
  const digit = (name: string) => {
    const n = Number(c.get(name) ?? CONFIG_DEFAULTS[name]);
    return Number.isInteger(n) && n >= 0 && n <= 6 ? n : 2;
  };
  return {
    nama: c.get('namaperusahaan') || fallbackName,
    alamat: [c.get('alamat1') ?? '', c.get('alamat2') ?? '', [c.get('kota') ?? '', kontak].filter(Boolean).join(' · ')].filter(Boolean),
    logo: logo ? Buffer.from(logo[1], 'base64') : null,
    digits: { umum: digit('digitumum'), qty: digit('digitqty') },
  };
}

/** The shop's name and address asked at /startingdb (so the first receipt carries them): the Data Perusahaan fields a setup may send. */
export const SETUP_DATA_PERUSAHAAN = ['namaperusahaan', 'alamat1', 'kota', 'telepon'] as const;

/**
 * Checks the shop data of the setup (Data Perusahaan's own rules; the keys present only) and
 * returns the values to store, or refuses with each field's message (15). Nothing is written.
 */
export function checkSetupDataPerusahaan(payload: Record<string, unknown>): Record<string, string> {
  const specs = Object.fromEntries(SETUP_DATA_PERUSAHAAN.map((k) => [k, DP[k]]));
  const given = Object.fromEntries(Object.entries(payload).filter(([k, v]) => k in specs && v !== undefined && v !== null));
  // An address left empty is not stored (the receipt then prints none); the name is required when sent.
  for (const k of ['alamat1', 'kota', 'telepon']) if (typeof given[k] === 'string' && !given[k].trim()) delete given[k];
  const values = validateGroup(specs, given);
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, toStored(v)]));
}

const objectPayload = z.record(z.string(), z.unknown(), { error: 'Data harus berupa objek' });

export const dataperusahaan_get = defineAct({
  name: 'dataperusahaan_get',
  summary: `Data perusahaan (/dataperusahaan): tbl_dataperusahaan [{${Object.keys(DP).join(', ')}}], logo (data URL gambar logo kasir, '' bila belum ada).`,
  access: { modul: 'mDtPerusahaan', aksi: 'mopen' },
  module: 'admin',
  schema: z.object({}).passthrough(),
  async handler(ctx): Promise<DataPerusahaanReply> {
    const values = await readGroup(ctx.tx, DP);
    if (!values.namaperusahaan) values.namaperusahaan = ctx.company!.nama;
    const logo = await readConfig(ctx.tx, [LOGO_KEY]);
    return { tbl_dataperusahaan: [values], logo: logo.get(LOGO_KEY) ?? '' };
  },
});

export const dataperusahaan_save = defineAct({
  name: 'dataperusahaan_save',
  summary: `Simpan data perusahaan: field yang dikirim dari {${Object.keys(DP).join(', ')}} (yang tidak dikirim tetap), logo: data URL PNG/JPEG/GIF/WebP maksimal ${LOGO_MAX_BYTES / 1024} KB ('' menghapus, tidak dikirim: tetap). Nama perusahaan juga menjadi nama di header.`,
  access: { modul: 'mDtPerusahaan', aksi: 'medit' },
  module: 'admin',
  log: 'ubah',
  schema: objectPayload,
  async handler(ctx, p) {
    const values = validateGroup(DP, p);
    if ('rasiologo' in values && !(Number(values.rasiologo) > 0)) throw new ActError(NUM.INVALID, 'Rasio Logo Kasir harus lebih dari 0.', { fields: { rasiologo: 'Rasio Logo Kasir harus lebih dari 0' } });
    const before = await readGroup(ctx.tx, DP);
    const out: Record<string, string> = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, toStored(v)]));
    if (typeof p.logo === 'string') out[LOGO_KEY] = p.logo === '' ? '' : checkLogo(p.logo);
    else if (p.logo !== undefined && p.logo !== null) throw new ActError(NUM.INVALID, 'Logo harus berupa data URL gambar.', { fields: { logo: 'Format logo tidak valid' } });
    await writeConfig(ctx.tx, out);
    if (values.namaperusahaan) await ctx.tx.update(companies).set({ nama: values.namaperusahaan as string }).where(eq(companies.id, ctx.company!.id));
    ctx.activity?.({ dokumen: 'dataperusahaan', before, after: { ...before, ...values, ...(LOGO_KEY in out ? { logo: out[LOGO_KEY] ? '[gambar baru]' : '[dihapus]' } : {}) } });
    return reply({ tbl_dataperusahaan: [await readGroup(ctx.tx, DP)] }, 'Data perusahaan berhasil disimpan.');
  },
});

export const pengaturanumum_get = defineAct({
  name: 'pengaturanumum_get',
  summary: `Pengaturan umum (/pengaturanumum): tbl_pengaturanumum [{${Object.keys(PU).join(', ')}}] (nilai tersimpan atau default; modeinputkasir 2 membuka /kasiradmode3, lainnya /kasiradmode2).`,
  access: { modul: 'mSettingUmum', aksi: 'mopen' },
  module: 'admin',
  schema: z.object({}).passthrough(),
  async handler(ctx): Promise<PengaturanUmumReply> {
    return { tbl_pengaturanumum: [await readGroup(ctx.tx, PU)] };
  },
});

export const pengaturanumum_save = defineAct({
  name: 'pengaturanumum_save',
  summary: 'Simpan pengaturan umum: field yang dikirim (yang tidak dikirim tetap), dengan aturan dan pilihan modules/admin/company-config.ts.',
  access: { modul: 'mSettingUmum', aksi: 'medit' },
  module: 'admin',
  log: 'ubah',
  schema: objectPayload,
  async handler(ctx: ActContext, p) {
    const values = validateGroup(PU, p);
    const before = await readGroup(ctx.tx, PU);
    await writeConfig(ctx.tx, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, toStored(v)])));
    ctx.activity?.({ dokumen: 'pengaturanumum', before, after: { ...before, ...values } });
    return reply({ tbl_pengaturanumum: [await readGroup(ctx.tx, PU)] }, 'Pengaturan umum berhasil disimpan.');
  },
});

/** The names of an acccfgopt request: a JSON list, or {cfg|config|confname: [...]}, or a comma list. */
function requestedNames(p: Record<string, unknown>): string[] {
  const src = p.aprq ?? p.cfg ?? p.config ?? p.confname ?? p.names;
  const list = Array.isArray(src) ? src : typeof src === 'string' ? src.split(',') : [];
  return [...new Set(list.filter((x): x is string => typeof x === 'string').map((s) => s.trim()).filter((s) => s.length > 0 && s.length <= 60))].slice(0, 200);
}

export const acccfgopt = defineAct({
  name: 'acccfgopt',
  summary: 'Konfigurasi menurut nama: daftar nama (aprq JSON list, atau cfg: [..]) → confreq [{confname, confvalue}] (nilai tersimpan, default katalog, atau \'\').',
  module: 'admin',
  schema: z.record(z.string(), z.unknown()),
  async handler(ctx, p): Promise<AccCfgOptReply> {
    return { confreq: await configValues(ctx.tx, requestedNames(p)) };
  },
});
