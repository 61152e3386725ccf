/**
 * /pengaturanwa (right mSettingUmum) and sending (docs/whatsapp.md):
 * - pengaturanwa_show / pengaturanwa_simpan — the Cloud API settings; the token is sealed at rest and
 *   never answered (only whether one is stored);
 * - wa_tes {nomor} — a test message (the test template);
 * - wa_kirim {jenis: struk|faktur|pengingat, doctype, id, nomor?} — a sale's receipt, an invoice or
 *   the reminder of its remaining receivable, to the number typed or else the customer's telephone;
 * - wa_log — the last messages with their status.
 * A number that is not an Indonesian mobile number is refused before anything is written. A send is
 * queued in the act's transaction and tried at once after it (afterCommit); what fails for a
 * passing reason stays queued for the worker.
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { afterCommit, defineAct, rowsOf, sealSecret, type ActContext, type Tx } from '@niaga/kernel/server';
import { angka } from '../receipt/receipt';
import { piutang } from '../receivables';
import { nomorWa, NOMOR_SALAH } from './nomor';
import { enqueue, runOnce, readConfig, type Isi, type Jenis } from './outbox';
import { docLink, linkDays, loadSale, type SaleDoc } from './dokumen';
import type { WaKirimReply, WaLogReply, WaLogRow, WaSettingReply } from '../replies';

// The spec names no right of its own for /pengaturanwa: it is a company setting, as Pengaturan Umum.
const SETTING = 'mSettingUmum';
const NOT_SET = 'WhatsApp belum diatur: isi Phone Number ID dan token di Pengaturan WhatsApp.';

async function settingOf(tx: Tx): Promise<WaSettingReply> {
  const [r] = await rowsOf<Record<string, string>>(tx, sql`select * from wa_pengaturan where id = 1`);
  const d = { phone_number_id: '', versi_api: 'v21.0', bahasa: 'id', tpl_struk: 'struk_belanja', tpl_faktur: 'faktur_penjualan', tpl_pengingat: 'pengingat_piutang', tpl_tes: 'hello_world', token: '' };
  const v = { ...d, ...(r ?? {}) };
  return { phone_number_id: v.phone_number_id, versi_api: v.versi_api, bahasa: v.bahasa, tpl_struk: v.tpl_struk, tpl_faktur: v.tpl_faktur, tpl_pengingat: v.tpl_pengingat, tpl_tes: v.tpl_tes, token_ada: !!v.token };
}

export const pengaturanwa_show = defineAct({
  name: 'pengaturanwa_show',
  summary: 'Pengaturan WhatsApp Cloud API (/pengaturanwa): → {phone_number_id, versi_api, bahasa, tpl_struk, tpl_faktur, tpl_pengingat, tpl_tes, token_ada}. Token tidak pernah dikirim.',
  module: 'sales',
  access: { modul: SETTING, aksi: 'mopen' },
  readOnly: true,
  schema: z.object({}).passthrough(),
  handler: (ctx): Promise<WaSettingReply> => settingOf(ctx.tx),
});

const tpl = (label: string) =>
  z.string().trim().min(1, `${label} wajib diisi`).max(100).regex(/^[a-z0-9_]+$/, `${label} hanya boleh huruf kecil, angka dan garis bawah (nama template WhatsApp)`);

const simpanSchema = z.object({
  phone_number_id: z.string().trim().regex(/^[0-9]{5,40}$/, 'Phone Number ID harus berupa angka'),
  /** Empty or absent: the stored token is kept. */
  token: z.string().trim().max(1000).optional(),
  versi_api: z.string().trim().regex(/^v[0-9]{1,3}\.[0-9]{1,2}$/, 'Versi API harus seperti v21.0').default('v21.0'),
  bahasa: z.string().trim().regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'Kode bahasa template harus seperti id atau en_US').default('id'),
  tpl_struk: tpl('Template struk').default('struk_belanja'),
  tpl_faktur: tpl('Template faktur').default('faktur_penjualan'),
  tpl_pengingat: tpl('Template pengingat piutang').default('pengingat_piutang'),
  tpl_tes: tpl('Template pesan uji').default('hello_world'),
});

export const pengaturanwa_simpan = defineAct({
  name: 'pengaturanwa_simpan',
  summary: 'Simpan pengaturan WhatsApp {phone_number_id, token?, versi_api, bahasa, tpl_struk, tpl_faktur, tpl_pengingat, tpl_tes}: token disegel (tanpa token: token tersimpan dipakai terus). → seperti pengaturanwa_show.',
  module: 'sales',
  access: { modul: SETTING, aksi: 'medit' },
  schema: simpanSchema,
  async handler(ctx, p): Promise<WaSettingReply> {
    const before = await settingOf(ctx.tx);
    if (!p.token && !before.token_ada) throw new ActError(NUM.INVALID, 'Token akses WhatsApp wajib diisi.');
    const sealed = p.token ? sealSecret(p.token) : null;
    await ctx.tx.execute(sql`insert into wa_pengaturan (id, phone_number_id, token, versi_api, bahasa, tpl_struk, tpl_faktur, tpl_pengingat, tpl_tes, diubah)
      values (1, ${p.phone_number_id}, ${sealed ?? ''}, ${p.versi_api}, ${p.bahasa}, ${p.tpl_struk}, ${p.tpl_faktur}, ${p.tpl_pengingat}, ${p.tpl_tes}, now())
      on conflict (id) do update set phone_number_id = excluded.phone_number_id, token = coalesce(${sealed}, wa_pengaturan.token), versi_api = excluded.versi_api,
        bahasa = excluded.bahasa, tpl_struk = excluded.tpl_struk, tpl_faktur = excluded.tpl_faktur, tpl_pengingat = excluded.tpl_pengingat, tpl_tes = excluded.tpl_tes, diubah = now()`);
    const { token: _t, ...shown } = p;
    ctx.activity?.({ modul: SETTING, dokumen: 'WhatsApp', after: { ...shown, token: p.token ? '(diganti)' : '(tetap)' } });
    return settingOf(ctx.tx);
  },
});

const nomorSchema = z.string().trim().max(30).optional();

/** The number typed, else the customer's telephone; normalised, or refused (15). */
function nomorOf(typed: string | undefined, telepon: string | null | undefined): string {
  const raw = typed || telepon || '';
  if (!raw) throw new ActError(NUM.INVALID, 'Nomor WhatsApp wajib diisi (pelanggan ini tidak punya nomor telepon).');
  const n = nomorWa(raw);
  if (!n) throw new ActError(NUM.INVALID, typed ? NOMOR_SALAH : `Nomor telepon pelanggan (${raw}) bukan nomor WhatsApp yang valid: ketik nomornya.`);
  return n;
}

/** Sends the queued row at once, after the act's transaction; its state is the answer. */
function sendNow(ctx: ActContext, id: number) {
  const db = ctx.db;
  const co = ctx.company!;
  return afterCommit(async (): Promise<WaKirimReply> => {
    await runOnce(db, co, [id]);
    const [r] = await db.tx(co.schema_name, (tx) => rowsOf<WaKirimReply>(tx, sql`select id, status, nomor, wamid, last_error from wa_pesan where id = ${id}`));
    if (r.status === 'gagal') throw new ActError(NUM.RULE, `Pesan WhatsApp gagal dikirim: ${r.last_error}`);
    return { ...r, id: Number(r.id) };
  });
}

async function requireConfig(tx: Tx) {
  const cfg = await readConfig(tx).catch(() => null);
  if (!cfg?.phone_number_id || !cfg.token) throw new ActError(NUM.RULE, NOT_SET);
  return cfg;
}

export const wa_tes = defineAct({
  name: 'wa_tes',
  summary: 'Kirim pesan uji WhatsApp {nomor} dengan template uji (/pengaturanwa) → {id, status, nomor, wamid, last_error}. Nomor Indonesia 08…/628…/+628….',
  module: 'sales',
  access: { modul: SETTING, aksi: 'medit' },
  schema: z.object({ nomor: z.string({ error: 'Nomor WhatsApp wajib diisi' }).trim().min(1, 'Nomor WhatsApp wajib diisi').max(30) }),
  async handler(ctx, p) {
    const nomor = nomorOf(p.nomor, null);
    const cfg = await requireConfig(ctx.tx);
    // Meta's sample template exists in en_US only.
    const isi: Isi = { name: cfg.tpl.tes, language: cfg.tpl.tes === 'hello_world' ? 'en_US' : cfg.bahasa, body: [] };
    return sendNow(ctx, await enqueue(ctx.tx, { jenis: 'tes', nomor, isi, userid: ctx.session?.userid }));
  },
});

const kirimSchema = z.object({
  jenis: z.enum(['struk', 'faktur', 'pengingat'], { error: 'jenis harus struk, faktur atau pengingat' }),
  doctype: z.enum(['kasir', 'jual'], { error: 'doctype harus kasir atau jual' }).optional(),
  id: z.coerce.number({ error: 'id harus berupa angka' }).int().positive().optional(),
  /** Instead of doctype + id: the sale's number (a till sale or an invoice). */
  notransaksi: z.string().trim().toUpperCase().max(40).optional(),
  nomor: nomorSchema,
}).refine((v) => v.id !== undefined || !!v.notransaksi, { message: 'id atau notransaksi wajib diisi' });

/** The sale named by doctype + id or by its number; refused when there is none. */
async function saleOf(tx: Tx, p: { doctype?: SaleDoc; id?: number; notransaksi?: string }) {
  // By id the doctype is needed (kasir by default: the till); by number an invoice first, then a till sale.
  const tried: SaleDoc[] = p.doctype ? [p.doctype] : p.id !== undefined ? ['kasir'] : ['jual', 'kasir'];
  for (const doctype of tried) {
    const sale = await loadSale(tx, doctype, p.id ?? { key: p.notransaksi! });
    if (sale) return { doctype, id: Number(sale.id), sale };
  }
  throw new ActError(NUM.NOT_FOUND, `Data penjualan${p.notransaksi ? ` ${p.notransaksi}` : ''} tidak ditemukan.`);
}

const tanggalId = (d: string | null | undefined) => (d && /^\d{4}-\d{2}-\d{2}/.test(d) ? `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}` : '-');

export const wa_kirim = defineAct({
  name: 'wa_kirim',
  summary:
    'Kirim dokumen penjualan lewat WhatsApp {jenis: struk|faktur|pengingat, doctype: kasir|jual, id — atau notransaksi —, nomor?}: template dengan tautan PDF bertanda tangan yang kedaluwarsa (WHATSAPP_LINK_DAYS). Tanpa nomor: telepon pelanggan. Lewat antrean, dicatat dan dicoba ulang. → {id, status: terkirim|antri|gagal, nomor, wamid, last_error}.',
  module: 'sales',
  access: { modul: 'mJual', aksi: 'mopen' },
  schema: kirimSchema,
  async handler(ctx, p) {
    const { doctype, id: docid, sale } = await saleOf(ctx.tx, p);
    const [pel] = await rowsOf<{ telepon: string | null; namasupel: string }>(ctx.tx, sql`select telepon, namasupel from pelanggan where kodesupel = ${sale.kodesupel}`);
    const nomor = nomorOf(p.nomor, pel?.telepon);
    const cfg = await requireConfig(ctx.tx);
    const origin = ctx.origin ?? '';
    if (!/^https?:\/\//.test(origin)) throw new ActError(NUM.RULE, 'Alamat publik server belum diketahui: atur PUBLIC_URL, lalu mulai ulang server.');
    const nama = pel?.namasupel || sale.namasupel || 'Pelanggan';
    const link = docLink(origin, ctx.company!.idperusahaan, doctype, docid, Date.now() + linkDays() * 86_400_000);
    const document = { link, filename: `${sale.notransaksi}.pdf` };
    let body: string[];
    if (p.jenis === 'struk') body = [nama, sale.notransaksi, `Rp ${angka(sale.total)}`];
    else if (p.jenis === 'faktur') body = [nama, sale.notransaksi, `Rp ${angka(sale.total)}`, tanggalId(String(sale.jatuhtempo ?? sale.tanggal))];
    else {
      const [inv] = await piutang(ctx.tx, { kodesupel: sale.kodesupel, nos: [sale.notransaksi], terbuka: true });
      if (!inv) throw new ActError(NUM.RULE, `Faktur ${sale.notransaksi} tidak punya sisa piutang.`);
      body = [nama, sale.notransaksi, `Rp ${angka(inv.sisa)}`, tanggalId(inv.jatuhtempo ?? inv.tanggal)];
    }
    const isi: Isi = { name: cfg.tpl[p.jenis as Jenis], language: cfg.bahasa, body, document };
    const id = await enqueue(ctx.tx, { jenis: p.jenis as Jenis, nomor, doctype, docid, notransaksi: sale.notransaksi, isi, userid: ctx.session?.userid });
    return sendNow(ctx, id);
  },
});

export const wa_log = defineAct({
  name: 'wa_log',
  summary: 'Log pesan WhatsApp (/pengaturanwa) {notransaksi?} → tbl_walog [{id, jenis, nomor, notransaksi, status, attempts, last_error, wamid, userid, dibuat, diubah}], 200 terakhir.',
  module: 'sales',
  access: { modul: SETTING, aksi: 'mopen' },
  readOnly: true,
  schema: z.object({ notransaksi: z.string().trim().max(40).optional() }).passthrough(),
  async handler(ctx, p): Promise<WaLogReply> {
    const rows = await rowsOf<WaLogRow>(
      ctx.tx,
      sql`select id, jenis, nomor, notransaksi, status, attempts, last_error, wamid, userid, dibuat, diubah from wa_pesan
          ${p.notransaksi ? sql`where notransaksi = ${p.notransaksi}` : sql``} order by id desc limit 200`,
    );
    const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));
    return { tbl_walog: rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts), dibuat: iso(r.dibuat), diubah: iso(r.diubah) })) };
  },
});

export const waActs = [pengaturanwa_show, pengaturanwa_simpan, wa_tes, wa_kirim, wa_log];
