/**
 * The till's reads (spec §7.3 discounts and promos, §7.5 cash drawer). Every reply is a table of
 * the spec's names; the figures come from the same engine (@niaga/core pricing) the till runs and
 * the sale's save checks, at the company's time when `tanggaljam` is not given.
 */
import { z } from 'zod';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { defineAct, rowsOf } from '@niaga/kernel/server';
import { dec, diskonPeriode, hargaJual, periodeBerlaku, promoGratis } from '@niaga/core';
import { searchItems, KATALOG_SUMMARY, katalogSchema, loadCatalog } from '@niaga/master/server';
import { companyNow, diskonRows, itemHarga, promoRows, tebusRows } from './pricing-data';
import { kasLaci } from './tables';
import type { KasirItemReply, KasLaciStatusReply, PromoListReply } from './replies';

const open = { modul: 'mJual', aksi: 'mopen' } as const;
const kode = (label: string, max = 30) => z.string({ error: `${label} wajib diisi` }).trim().toUpperCase().min(1, `${label} wajib diisi`).max(max);
const opt = (max = 30) => z.string().trim().toUpperCase().max(max).optional().default('');
/**
 * A variant id: as text or a JSON number; 0, '0' and null mean "no variant" (a common none in API
 * clients; no variant is named 0 — the item form refuses it).
 */
const varianId = z
  .union([z.string(), z.number(), z.null()], { error: 'iddetailvarian harus berupa teks' })
  .optional()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim().toUpperCase()))
  .transform((v) => (v === '0' ? '' : v))
  .refine((v) => v.length <= 40, 'iddetailvarian maksimal 40 karakter');
const angka = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} harus berupa angka` })
    .transform((v) => String(v).trim() || '0')
    .refine((v) => /^-?\d+(\.\d+)?$/.test(v), `${label} harus berupa angka`);
const tanggaljam = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, 'tanggaljam harus berformat yyyy-MM-dd HH:mm:ss')
  .optional();

const at = async (tx: Parameters<typeof companyNow>[0], given?: string) => {
  if (given) return given.length === 16 ? `${given}:00` : given;
  const n = await companyNow(tx);
  return `${n.tanggal} ${n.jam}`;
};

export const getdiskonperiode_promo_list = defineAct({
  name: 'getdiskonperiode_promo_list',
  summary:
    'Diskon periode dan promo yang berlaku sekarang (untuk disimpan kasir): tanpa payload → tbl_itemdisp (baris diskonperiode), tbl_itempromo (baris periodepromo dengan itemgratis), tbl_itempromotebus (baris periodepromotebus); waktu perusahaan (zona kantor pusat).',
  module: 'sales',
  access: open,
  schema: z.object({}).passthrough(),
  async handler(ctx): Promise<PromoListReply> {
    const now = await at(ctx.tx);
    return {
      tbl_itemdisp: (await diskonRows(ctx.tx)).filter((r) => periodeBerlaku(r, now)),
      tbl_itempromo: (await promoRows(ctx.tx)).filter((r) => periodeBerlaku(r, now)),
      tbl_itempromotebus: (await tebusRows(ctx.tx)).filter((r) => periodeBerlaku(r, now)),
    };
  },
});

const diskonQuery = z.object({
  kodeitem: kode('Kode item'),
  kgruppel: opt(10),
  satuan: kode('Satuan', 10),
  hargapokok: angka('hargapokok'),
  tanggaljam,
  kodevoucher: opt(),
  iddetailvarian: varianId,
});

const potongan = (r: ReturnType<typeof diskonPeriode>, q: z.infer<typeof diskonQuery>) => ({
  kodeitem: q.kodeitem,
  satuan: q.satuan,
  iddetailvarian: q.iddetailvarian,
  iddiskon: r.iddiskon ?? '',
  pot1: r.pot[0].toFixed(4),
  pot2: r.pot[1].toFixed(4),
  pot3: r.pot[2].toFixed(4),
  pot4: r.pot[3].toFixed(4),
});

export const getdiskonperiode = defineAct({
  name: 'getdiskonperiode',
  summary:
    'Diskon periode satu item: kodeitem, kgruppel, satuan, hargapokok (harga yang didiskon), tanggaljam (yyyy-MM-dd HH:mm:ss, zona perusahaan; kosong = sekarang), kodevoucher, iddetailvarian (item varian) → tbl_potongan [{pot1..pot4 persen yang berlaku, 0 bila tidak ada; iddiskon}]. Contoh: {kodeitem:"KOPI01", satuan:"PCS", hargapokok:"15000", tanggaljam:"2026-11-23 10:00:00"} → {tbl_potongan:[{pot1:"10.0000", pot2:"5.0000", pot3:"0.0000", pot4:"0.0000", iddiskon:"DSK01"}]}.',
  module: 'sales',
  access: open,
  schema: diskonQuery,
  async handler(ctx, p) {
    const r = diskonPeriode(await diskonRows(ctx.tx, [p.kodeitem]), { ...p, tanggaljam: await at(ctx.tx, p.tanggaljam) });
    return { tbl_potongan: [potongan(r, p)] };
  },
});

export const getdiskonperiodelist = defineAct({
  name: 'getdiskonperiodelist',
  summary:
    'Diskon periode beberapa item sekaligus: kgruppel, tanggaljam, kodevoucher, items [{kodeitem, satuan, hargapokok, iddetailvarian}] (paling banyak 500) → tbl_potongan satu baris per item dengan kodeitem, satuan, iddetailvarian, iddiskon, pot1..pot4.',
  module: 'sales',
  access: open,
  schema: z.object({
    kgruppel: opt(10),
    tanggaljam,
    kodevoucher: opt(),
    items: z.array(diskonQuery.pick({ kodeitem: true, satuan: true, hargapokok: true, iddetailvarian: true }), { error: 'items harus berupa daftar' }).max(500, 'Paling banyak 500 item'),
  }),
  async handler(ctx, p) {
    const rows = await diskonRows(ctx.tx, [...new Set(p.items.map((i) => i.kodeitem))]);
    const when = await at(ctx.tx, p.tanggaljam);
    return {
      tbl_potongan: p.items.map((i) => {
        const q = { ...i, kgruppel: p.kgruppel, kodevoucher: p.kodevoucher, tanggaljam: when };
        return potongan(diskonPeriode(rows, q), q);
      }),
    };
  },
});

/**
 * `gethargajual`: the list price and period discounts of some lines for a customer, as the sale's
 * check computes them (sale-server.ts): the group price, else the quantity tier the line's quantity
 * reaches, else the customer's level; the discounts on that price at the document's date and the
 * company's time. The back-office sale and order forms fill a line's price and discounts with it
 * (the lines' `defaults`); an item or unit it does not know gives no row values (nulls).
 */
export const gethargajual = defineAct({
  name: 'gethargajual',
  summary:
    'Harga jual daftar dan diskon periode beberapa baris untuk pelanggan: kodesupel, tanggal (yyyy-MM-dd; kosong = hari ini), kodevoucher, lines [{kodeitem, satuan, iddetailvarian, jumlah}] (paling banyak 500) → tbl_harga satu baris per line {harga, diskon1..diskon4} (harga grup pelanggan, lalu harga per jumlah, lalu level harga; null bila item/satuan tidak dikenal).',
  module: 'sales',
  access: [open, { modul: 'mPesanJual', aksi: 'mopen' }],
  log: false,
  schema: z.object({
    kodesupel: opt(),
    tanggal: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'tanggal harus berformat yyyy-MM-dd').optional(),
    kodevoucher: opt(),
    lines: z
      .array(z.object({ kodeitem: kode('Kode item'), satuan: kode('Satuan', 10), iddetailvarian: varianId, jumlah: angka('jumlah') }), { error: 'lines harus berupa daftar' })
      .max(500, 'Paling banyak 500 baris'),
  }),
  async handler(ctx, p) {
    const codes = [...new Set(p.lines.map((l) => l.kodeitem))];
    const [pel] = await rowsOf<{ levelharga: string; kgruppel: string | null }>(ctx.tx, sql`select levelharga, kgruppel from pelanggan where kodesupel = ${p.kodesupel}`);
    const items = await itemHarga(ctx.tx, codes);
    const diskon = await diskonRows(ctx.tx, codes);
    const now = await companyNow(ctx.tx);
    const when = `${p.tanggal ?? now.tanggal} ${now.jam}`;
    const none = { harga: null, diskon1: null, diskon2: null, diskon3: null, diskon4: null };
    return {
      tbl_harga: p.lines.map((l) => {
        const it = items.get(l.kodeitem);
        const unit = it?.units.get(l.satuan);
        if (!it || !unit) return none;
        const iddetailvarian = l.iddetailvarian || null;
        const varian = iddetailvarian ? (it.varian.get(iddetailvarian) ?? null) : null;
        const harga = hargaJual({ satuan: l.satuan, levelharga: pel?.levelharga, kgruppel: pel?.kgruppel, unit, varian, hargagrup: it.grup, jumlah: l.jumlah, iddetailvarian, hargajumlah: it.hargajumlah });
        const { pot } = diskonPeriode(diskon, { kodeitem: it.kodeitem, satuan: l.satuan, iddetailvarian, kgruppel: pel?.kgruppel ?? null, kodevoucher: p.kodevoucher || null, hargapokok: harga, tanggaljam: when });
        return { harga: harga.toFixed(2), diskon1: pot[0].toFixed(4), diskon2: pot[1].toFixed(4), diskon3: pot[2].toFixed(4), diskon4: pot[3].toFixed(4) };
      }),
    };
  },
});

const promoQuery = z.object({
  kodeitem: kode('Kode item'),
  satuan: kode('Satuan', 10),
  tanggaljam,
  jmljual: angka('jmljual'),
  jmlgratis: angka('jmlgratis').optional(),
  kodegr: opt(),
  tebusgr: z.unknown().optional(),
  iddetailvarian: varianId,
});

const promoRow = (r: ReturnType<typeof promoGratis>, q: z.infer<typeof promoQuery>) => ({
  kodeitem: q.kodeitem,
  satuan: q.satuan,
  idpromo: r?.idpromo ?? '',
  jmlgratis: (r?.jmlgratis ?? dec(0)).toFixed(4),
  kodeitemgr: r?.kodeitemgr ?? '',
  satuangratis: r?.satuangratis ?? '',
  tebus: r?.tebus ?? false,
  harga: (r?.harga ?? dec(0)).toFixed(2),
  opsigratis: r?.opsigratis ?? '',
  iddetailvariangratis: r?.iddetailvariangratis ?? '',
});
const listRows = (r: ReturnType<typeof promoGratis>) =>
  (r?.opsigratis === '2' ? r.itemgratis : []).map((g) => ({ ...g, jumlahgratis: g.jumlahgratis.toFixed(4), harga: g.harga.toFixed(2), iddetailvariangratis: g.iddetailvariangratis ?? '' }));

export const getperiodepromo = defineAct({
  name: 'getperiodepromo',
  summary:
    'Promo item gratis untuk jumlah yang dijual: kodeitem, satuan, tanggaljam, jmljual, jmlgratis, kodegr, tebusgr (jawaban berdasar promo aktif; kodegr/tebusgr diterima untuk kecocokan) → tbl_promo satu baris (idpromo, jmlgratis = jumlah gratis yang didapat, kodeitemgr, satuangratis, tebus, harga tebus, opsigratis; jmlgratis 0 bila tidak ada) dan untuk opsi 2 tbl_itemgratis (kodeitemgr, namaitemgr, satuangratis, jumlahgratis, harga, tebus, iddetailvariangratis). Contoh: beli 3 KOPI01 PCS, promo beli 2 gratis 1 kelipatan → jmlgratis "1.0000".',
  module: 'sales',
  access: open,
  schema: promoQuery,
  async handler(ctx, p) {
    const r = promoGratis(await promoRows(ctx.tx, [p.kodeitem]), { ...p, iddetailvarian: p.iddetailvarian || null, tanggaljam: await at(ctx.tx, p.tanggaljam) });
    return { tbl_promo: [promoRow(r, p)], tbl_itemgratis: listRows(r) };
  },
});

export const getperiodepromolist = defineAct({
  name: 'getperiodepromolist',
  summary:
    'Promo item gratis beberapa item sekaligus: tanggaljam, items [{kodeitem, satuan, jmljual, iddetailvarian}] (paling banyak 500) → tbl_promo satu baris per item (kodeitem, satuan, idpromo, jmlgratis, kodeitemgr, satuangratis, tebus, harga, opsigratis) dan tbl_itemgratis (dengan kodeitem item yang dijual).',
  module: 'sales',
  access: open,
  schema: z.object({
    tanggaljam,
    items: z.array(promoQuery.pick({ kodeitem: true, satuan: true, jmljual: true, iddetailvarian: true }), { error: 'items harus berupa daftar' }).max(500, 'Paling banyak 500 item'),
  }),
  async handler(ctx, p) {
    const rows = await promoRows(ctx.tx, [...new Set(p.items.map((i) => i.kodeitem))]);
    const when = await at(ctx.tx, p.tanggaljam);
    const out = p.items.map((i) => ({ i, r: promoGratis(rows, { ...i, iddetailvarian: i.iddetailvarian || null, tanggaljam: when }) }));
    return {
      tbl_promo: out.map(({ i, r }) => promoRow(r, i as z.infer<typeof promoQuery>)),
      tbl_itemgratis: out.flatMap(({ i, r }) => listRows(r).map((g) => ({ kodeitem: i.kodeitem, ...g }))),
    };
  },
});

const compname = z.string({ error: 'compname wajib diisi' }).trim().min(1, 'compname wajib diisi').max(100, 'compname paling panjang 100 karakter');

export const getkaslacistatus = defineAct({
  name: 'getkaslacistatus',
  summary: 'Status kas laci kasir ini di perangkat ini: compname → tbl_kaslaci [{login_flag (true bila kas laci sudah dibuka dan belum ditutup), saldoawal, dibuka}].',
  module: 'sales',
  access: { modul: 'mKasLaci', aksi: 'mopen' },
  log: false,
  schema: z.object({ compname }),
  async handler(ctx, p): Promise<KasLaciStatusReply> {
    const [r] = await ctx.tx
      .select({ saldoawal: kasLaci.saldoawal, dibuka: kasLaci.dibuka })
      .from(kasLaci)
      .where(and(eq(kasLaci.userid, ctx.session!.userid), eq(kasLaci.compname, p.compname), isNull(kasLaci.ditutup)))
      .limit(1);
    return { tbl_kaslaci: [{ login_flag: Boolean(r), saldoawal: r?.saldoawal ?? '0.00', dibuka: r ? r.dibuka.toISOString() : null }] };
  },
});

export const kaslacilogin = defineAct({
  name: 'kaslacilogin',
  summary: 'Buka kas laci: SaldoAwal (uang di laci saat mulai, boleh 0), compname → data [{id, saldoawal}]. Satu kas laci terbuka per kasir dan perangkat.',
  module: 'sales',
  access: { modul: 'mKasLaci', aksi: 'mopen' },
  log: 'tambah',
  schema: z.object({
    SaldoAwal: angka('Jumlah Kas Laci').refine((v) => !v.startsWith('-'), 'Jumlah Kas Laci tidak boleh negatif'),
    compname,
  }),
  async handler(ctx, p) {
    const userid = ctx.session!.userid;
    await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kaslaci:${userid}:${p.compname}`}))`);
    const [opened] = await rowsOf<{ id: number }>(ctx.tx, sql`select id from kas_laci where userid = ${userid} and compname = ${p.compname} and ditutup is null limit 1`);
    if (opened) throw new ActError(NUM.RULE, 'Kas laci di perangkat ini sudah dibuka.');
    const [row] = await ctx.tx.insert(kasLaci).values({ userid, compname: p.compname, saldoawal: dec(p.SaldoAwal).toFixed(2) }).returning({ id: kasLaci.id, saldoawal: kasLaci.saldoawal });
    return { data: [row] };
  },
});

/** Items as the till and the price terminal need them: every unit with its barcode and prices, variants, group prices, quantity tiers. */
async function tillItems(tx: Parameters<typeof itemHarga>[0], codes: string[], withCost: boolean) {
  const items = await itemHarga(tx, codes);
  return codes
    .map((k) => items.get(k))
    .filter((it): it is NonNullable<typeof it> => Boolean(it))
    .map((it) => ({
      kodeitem: it.kodeitem,
      namaitem: it.namaitem,
      tipe: it.tipe,
      jenispajak: it.jenispajak,
      satuan: it.satuan,
      timbangan: it.timbangan,
      units: [...it.units.entries()].map(([satuan, u]) => ({ satuan, konversi: u.konversi, barcode: u.barcode, hargajual1: u.hargajual1, hargajual2: u.hargajual2, hargajual3: u.hargajual3, hargajual4: u.hargajual4 })),
      varian: [...it.varian.entries()].map(([iddetailvarian, v]) => ({ iddetailvarian, hargajual1: v.hargajual1, hargajual2: v.hargajual2, hargajual3: v.hargajual3, hargajual4: v.hargajual4, ...(withCost ? { hpp: v.hpp } : {}) })),
      grup: it.grup,
      hargajumlah: it.hargajumlah.map((t) => ({ satuan: t.satuan, iddetailvarian: t.iddetailvarian, jumlahdari: t.jumlahdari, hargajual: t.hargajual })),
      ...(withCost ? { hpp: it.hpp } : {}),
    }));
}

export const kasir_item = defineAct({
  name: 'kasir_item',
  summary:
    'Item untuk kasir dan terminal harga: exact (kode item, barcode satuan atau varian; aktif saja) atau q (kode diawali, kata nama), limit (maks. 20) → tbl_item [{kodeitem, namaitem, tipe, jenispajak, satuan (dasar), timbangan, units [{satuan, konversi, barcode, hargajual1..4}], varian [{iddetailvarian, hargajual1..4, hpp (varian dengan stok sendiri)}], grup [{kgruppel, satuan, hargajual}], hargajumlah [{satuan, iddetailvarian, jumlahdari, hargajual}] (harga per jumlah), hpp (harga pokok per satuan dasar: rata-rata stok, bila belum ada harga beli; hanya bagi user kasir mJual)}], cocok {satuan | iddetailvarian} untuk barcode.',
  module: 'sales',
  access: [open, { modul: 'mTerminalHarga', aksi: 'mopen' }],
  log: false,
  schema: z.object({
    exact: z.string().trim().max(100).optional(),
    q: z.string().trim().max(100).optional().default(''),
    limit: z.coerce.number().int().min(1).max(20).default(10),
  }),
  async handler(ctx, p): Promise<KasirItemReply> {
    const { rows, cocok } = await searchItems(ctx.tx, { q: p.q, exact: p.exact || undefined, filter: { aktif: true }, limit: p.exact ? 1 : p.limit, varian: false });
    // The cost only for the till (its minimum-profit check), never for the price terminal's screen.
    return { tbl_item: await tillItems(ctx.tx, rows.map((r) => String(r.kodeitem)), await ctx.can('mJual', 'mopen')), cocok: cocok ?? null };
  },
});

/**
 * `kasir_katalog`: the till's catalogue in memory (docs/kasir.md "Scan-to-line"): the master's
 * maintained catalogue (`item_katalog`, modules/master/item/katalog.ts: blocks of item ids kept up
 * to date in `katalog_blok`, only those the till lacks sent) for a cashier (mJual), who has no item
 * right. A scan of a known code or barcode is answered from it without a round trip; the server
 * still judges every price at the save.
 */
export const kasir_katalog = defineAct({
  name: 'kasir_katalog',
  summary: `Katalog item kasir (untuk kasir, hak mJual), sama dengan item_katalog: ${KATALOG_SUMMARY}`,
  module: 'sales',
  access: open,
  log: false,
  schema: katalogSchema,
  handler: (ctx, p) => loadCatalog(ctx.tx, p),
});
