/**
 * /eksporcsv on the server: the sales of a period read once (both sale documents, their lines, the
 * items' goods/service marks, the customers), turned into invoices by ./faktur.ts, checked, and
 * written as e-Faktur CSV or Coretax XML through the report service's one-time download
 * (`issueDownload`, `GET /unduh/<token>`).
 *
 * Right: the spec gives /eksporcsv no access name; the export is of sales, so it needs the sales
 * documents' export right (mJual · Ekspor), for the check as for the file.
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { ActError, NUM } from '@niaga/kernel';
import { defineAct, rowsOf, type Tx } from '@niaga/kernel/server';
import { issueDownload, type ServerFile } from '@niaga/report/server';
import { dec, sum } from '@niaga/core';
import { buildInvoices, KODE_FASILITAS, KODE_TRANSAKSI, npwp16, type Buyer, type Invoice, type KodeTransaksi, type Sale } from './faktur';
import { CORETAX_MAX, CSV_HEADER, csvInvoice, formulaOfInvoice, XML_FOOT, xmlHead, xmlInvoice, type CsvNomor, type Extra, type Seller } from './formats';
import { allocate, givenNomor, nomorOf, readNomor, sisaPerTahun } from './nsfp-server';
import type { EksporCekReply, EksporUnduhReply } from '../replies';

export const AKSES_FAKTUR = { modul: 'mJual', aksi: 'mexport' } as const;

const tanggal = (label: string) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} bukan tanggal yang valid (TTTT-BB-HH)`);

export const paramSchema = z
  .object({
    dari: tanggal('Tanggal dari'),
    sampai: tanggal('Tanggal sampai'),
    kodetransaksi: z.enum(KODE_TRANSAKSI.map((k) => k.value) as [KodeTransaksi, ...KodeTransaksi[]], { error: 'Kode transaksi harus 01 sampai 10' }).default('04'),
    /** ID_KETERANGAN_TAMBAHAN / AddInfo and FacilityStamp: codes 07 and 08 only. */
    keterangan: z.string().trim().max(40).optional().default(''),
    cap: z.string().trim().max(40).optional().default(''),
  })
  .refine((p) => p.dari <= p.sampai, { message: 'Tanggal dari tidak boleh setelah tanggal sampai', path: ['sampai'] })
  .refine((p) => !KODE_FASILITAS.includes(p.kodetransaksi) || (p.keterangan && p.cap), {
    message: 'Kode transaksi 07 dan 08 memerlukan Keterangan Tambahan dan Cap Fasilitas',
    path: ['keterangan'],
  });
export type Param = z.infer<typeof paramSchema>;

interface Row {
  tipe: 'JL' | 'KSR';
  notransaksi: string;
  tanggal: string;
  tipeppn: string;
  diskon: string;
  dpp: string;
  ppn: string;
  kodesupel: string;
  urut: number;
  kodeitem: string;
  namaitem: string | null;
  satuan: string;
  jumlah: string;
  harga: string;
  diskon1: string;
  diskon2: string;
  diskon3: string;
  diskon4: string;
  jenispajak: string;
  barangjasa: string | null;
}

interface Page {
  /** Only sales with PPN (Include/Exclude): the XML parts count these. */
  ppnOnly?: boolean;
  offset?: number;
  limit?: number;
}

const heads = (doc: 'jual' | 'kasir', tipe: 'JL' | 'KSR', p: Pick<Param, 'dari' | 'sampai'>, o: Page) => sql`
  select ${tipe}::text as tipe, id, notransaksi, tanggal, tipeppn, diskon, dpp, ppn, kodesupel from ${sql.identifier(doc)}
  where tanggal between ${p.dari}::date and ${p.sampai}::date and not batal ${o.ppnOnly ? sql`and tipeppn in ('I', 'E')` : sql``}`;
const salesOf = (p: Pick<Param, 'dari' | 'sampai'>, o: Page) => sql`(${heads('jual', 'JL', p, o)} union all ${heads('kasir', 'KSR', p, o)})`;

const linesOf = (doc: 'jual' | 'kasir', tipe: 'JL' | 'KSR') => sql`
  select h.tipe, h.notransaksi, to_char(h.tanggal, 'YYYY-MM-DD') as tanggal, h.tipeppn, h.diskon::text as diskon, h.dpp::text as dpp, h.ppn::text as ppn, h.kodesupel,
         d.urut, d.kodeitem, i.namaitem, d.satuan, d.jumlah::text as jumlah, d.harga::text as harga, d.diskon1::text as diskon1, d.diskon2::text as diskon2,
         d.diskon3::text as diskon3, d.diskon4::text as diskon4, d.jenispajak, i.barangjasa
  from h join ${sql.identifier(`${doc}_detail`)} d on h.tipe = ${tipe} and d.${sql.identifier(`${doc}_id`)} = h.id left join item i on i.kodeitem = d.kodeitem`;

/** How many sales of the period (with PPN only: what the XML parts count). */
export async function countSales(tx: Tx, p: Pick<Param, 'dari' | 'sampai'>, o: Page = {}): Promise<number> {
  const [r] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from ${salesOf(p, o)} x`);
  return Number(r.n);
}

/** The sales of a period (or one page of them) with their lines and buyers, in date and number order. */
export async function readSales(tx: Tx, p: Pick<Param, 'dari' | 'sampai'>, o: Page = {}): Promise<Sale[]> {
  const rows = await rowsOf<Row>(
    tx,
    sql`with h as (select * from ${salesOf(p, o)} x order by tanggal, tipe, notransaksi ${o.limit ? sql`limit ${o.limit} offset ${o.offset ?? 0}` : sql``})
        select * from (${linesOf('jual', 'JL')} union all ${linesOf('kasir', 'KSR')}) x order by tanggal, tipe, notransaksi, urut`,
  );
  const codes = [...new Set(rows.map((r) => r.kodesupel))];
  const buyers = new Map<string, Buyer>();
  if (codes.length) {
    const list = await rowsOf<Buyer>(
      tx,
      sql`select kodesupel, namasupel, npwp, nik, email, telepon, jalan, blok, nomor, rt, rw, kelurahan, kecamatan, kota, provinsi, kodepos
          from pelanggan where kodesupel in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`,
    );
    for (const b of list) buyers.set(b.kodesupel, b);
  }
  const out: Sale[] = [];
  let cur: Sale | null = null;
  for (const r of rows) {
    if (!cur || cur.tipe !== r.tipe || cur.notransaksi !== r.notransaksi) {
      cur = { tipe: r.tipe, notransaksi: r.notransaksi, tanggal: r.tanggal, tipeppn: r.tipeppn, diskon: r.diskon, dpp: r.dpp, ppn: r.ppn, buyer: buyers.get(r.kodesupel) ?? null, lines: [] };
      out.push(cur);
    }
    cur.lines.push({
      urut: r.urut,
      kodeitem: r.kodeitem,
      namaitem: r.namaitem ?? r.kodeitem,
      satuan: r.satuan,
      jumlah: r.jumlah,
      harga: r.harga,
      diskon1: r.diskon1,
      diskon2: r.diskon2,
      diskon3: r.diskon3,
      diskon4: r.diskon4,
      jenispajak: r.jenispajak,
      barangjasa: r.barangjasa ?? 'A',
    });
  }
  return out;
}

/** The seller from Data Perusahaan: NPWP 16 digits and the 22-character ID TKU (NPWP + TKU, 000000 for the head office). */
export async function readSeller(tx: Tx): Promise<Seller> {
  const rows = await rowsOf<{ nama: string; nilai: string }>(tx, sql`select nama, nilai from konfigurasi where nama in ('npwp', 'idtku')`);
  const c = new Map(rows.map((r) => [r.nama, r.nilai]));
  const tin = npwp16(c.get('npwp'));
  if (!tin) throw new ActError(NUM.RULE, 'NPWP perusahaan belum diisi (15 atau 16 angka) di Data Perusahaan; faktur pajak tidak dapat diekspor.', { fields: { npwp: 'NPWP perusahaan' } });
  const tku = String(c.get('idtku') ?? '').replace(/\D/g, '');
  const idtku = tku.length === 22 ? tku : tku.length === 6 ? `${tin}${tku}` : `${tin}000000`;
  return { tin, idtku };
}

/** Everything an export needs: invoices, rejected rows, the seller (`o`: one XML part). */
export async function prepare(tx: Tx, p: Param, o: Page = {}) {
  const seller = await readSeller(tx);
  const built = buildInvoices(await readSales(tx, p, o), { kodetransaksi: p.kodetransaksi });
  return { seller, ...built };
}

/** XML parts: the period's sales with PPN, 1,000 to a part (a part holds those of them that can be exported). */
const bagianOf = (n: number) => Math.max(1, Math.ceil(n / CORETAX_MAX));
const partOf = (bagian: number): Page => ({ ppnOnly: true, offset: (bagian - 1) * CORETAX_MAX, limit: CORETAX_MAX });

/** Writes the file of `format`: the invoices as e-Faktur CSV or one Coretax XML (at most 1,000). */
export async function writeFaktur(file: string, format: 'csv' | 'xml', faktur: Invoice[], seller: Seller, x: Extra, nomor: Map<string, CsvNomor> = new Map()) {
  const out = createWriteStream(file, { encoding: 'utf8' });
  const put = async (s: string) => {
    if (!out.write(s)) await once(out, 'drain');
  };
  if (format === 'csv') {
    await put(CSV_HEADER);
    // Only invoices with their serial number (NSFP): eksporcsv_unduh gave them and named the rest.
    for (const f of faktur) {
      const n = nomorOf(nomor, f) as CsvNomor | undefined;
      if (n) await put(csvInvoice(f, x, n));
    }
  } else {
    await put(xmlHead(seller));
    for (const f of faktur.slice(0, CORETAX_MAX)) await put(xmlInvoice(f, seller, x));
    await put(XML_FOOT);
  }
  out.end();
  await once(out, 'finish');
}

export const fileName = (p: Param, format: 'csv' | 'xml', bagian: number, bagianTotal: number) =>
  format === 'csv' ? `efaktur-keluaran-${p.dari}_${p.sampai}.csv` : `coretax-faktur-${p.dari}_${p.sampai}${bagianTotal > 1 ? `-bagian-${bagian}` : ''}.xml`;

export const eksporcsv_cek = defineAct({
  name: 'eksporcsv_cek',
  summary:
    'Periksa faktur pajak keluaran sebelum ekspor (/eksporcsv; hak mJual · Ekspor): dari, sampai (yyyy-MM-dd), kodetransaksi (01–10, bawaan 04), keterangan dan cap (kode 07/08) → ringkasan [{jumlahfaktur, dpp, dpplain, ppn (jumlah PPN baris faktur), ppnbuku (PPN penjualan yang diposting), selisihppn, nonppn, ditolak, tanpanomor, bagianxml}], tbl_faktur [{tipe, notransaksi, tanggal, kodesupel, namasupel, npwp, nomorfaktur (NSFP yang sudah diberikan, kosong bila belum), dpp, dpplain, ppn, ppnbuku}], tbl_ditolak [{tipe, notransaksi, tanggal, kodesupel, alasan}], tbl_tanpanomor [{tipe, notransaksi, tanggal, alasan}] (faktur yang tidak akan mendapat NSFP: tidak ikut berkas CSV).',
  module: 'sales',
  access: AKSES_FAKTUR,
  log: false,
  schema: paramSchema,
  async handler(ctx, p): Promise<EksporCekReply> {
    const { faktur, ditolak, nonppn } = await prepare(ctx.tx, p);
    // The serial numbers (NSFP) the e-Faktur CSV would give: those already given, then the years' numbers left in order.
    const have = await readNomor(ctx.tx, faktur);
    const left = await sisaPerTahun(ctx.tx);
    const tanpanomor: { tipe: string; notransaksi: string; tanggal: string; alasan: string }[] = [];
    const nomorfaktur = faktur.map((f) => {
      const n = nomorOf(have, f) as { nomor: string } | undefined;
      if (n) return n.nomor;
      const tahun = Number(f.tanggal.slice(0, 4));
      const sisa = left.get(tahun) ?? 0;
      if (sisa > 0) left.set(tahun, sisa - 1);
      else tanpanomor.push({ tipe: f.tipe, notransaksi: f.notransaksi, tanggal: f.tanggal, alasan: `Nomor Seri Faktur Pajak tahun ${tahun} habis atau belum diisi (/nsfplist); tidak ikut berkas e-Faktur CSV` });
      return '';
    });
    return {
      ringkasan: [
        {
          jumlahfaktur: faktur.length,
          dpp: sum(faktur.map((f) => f.dpp)).toFixed(2),
          dpplain: sum(faktur.map((f) => f.dppLain)).toFixed(2),
          ppn: sum(faktur.map((f) => f.ppn)).toFixed(2),
          ppnbuku: sum(faktur.map((f) => f.ppnBuku)).toFixed(2),
          selisihppn: sum(faktur.map((f) => dec(f.ppn).minus(f.ppnBuku))).toFixed(2),
          nonppn,
          ditolak: ditolak.length,
          tanpanomor: tanpanomor.length,
          bagianxml: bagianOf(faktur.length + ditolak.length),
        },
      ],
      tbl_faktur: faktur.map((f, i) => ({
        tipe: f.tipe,
        notransaksi: f.notransaksi,
        tanggal: f.tanggal,
        kodesupel: f.buyer.kodesupel,
        namasupel: f.buyer.namasupel,
        npwp: f.npwp16 || f.buyer.nik,
        nomorfaktur: nomorfaktur[i],
        dpp: f.dpp,
        dpplain: f.dppLain,
        ppn: f.ppn,
        ppnbuku: f.ppnBuku,
      })),
      tbl_ditolak: ditolak,
      tbl_tanpanomor: tanpanomor,
    };
  },
});

const unduhSchema = z.intersection(paramSchema, z.object({ format: z.enum(['csv', 'xml'], { error: 'format harus csv atau xml' }), bagian: z.coerce.number().int().min(1).default(1) }));

export const eksporcsv_unduh = defineAct({
  name: 'eksporcsv_unduh',
  summary: `Berkas faktur pajak keluaran (hak mJual · Ekspor): parameter eksporcsv_cek, format (csv: e-Faktur; xml: Coretax, maksimal ${CORETAX_MAX} faktur per berkas), bagian (xml, dari 1) → {url: '/unduh/<token>' (GET, sekali pakai), nama, penjualan (penjualan ber-PPN dalam berkas; yang tidak dapat diekspor dilewati, lihat eksporcsv_cek), tanpanomor (csv: nomor transaksi yang tidak mendapat NSFP dan tidak ikut berkas)}. CSV: setiap faktur diberi Nomor Seri Faktur Pajak berikutnya dari /nsfplist sekali untuk selamanya (ekspor ulang faktur yang berubah: FG_PENGGANTI 1, nomor sama); ditolak bila teks data (nama, alamat, item) diawali = + - @ (menyebut datanya) atau tidak ada NSFP tersisa. Ditolak bila tidak ada penjualan ber-PPN pada periode.`,
  module: 'sales',
  access: AKSES_FAKTUR,
  log: 'ekspor',
  schema: unduhSchema,
  async handler(ctx, p): Promise<EksporUnduhReply> {
    // Cheap here: the count of the period's sales with PPN (the file itself checks and builds
    // every invoice, once, when it is downloaded; the screen's Periksa lists what it leaves out).
    await readSeller(ctx.tx);
    const ppn = await countSales(ctx.tx, p, { ppnOnly: true });
    if (!ppn) throw new ActError(NUM.RULE, 'Tidak ada penjualan dengan PPN pada periode ini.');
    const total = bagianOf(ppn);
    if (p.format === 'xml' && p.bagian > total) throw new ActError(NUM.INVALID, `Bagian ${p.bagian} tidak ada; berkas XML periode ini ${total} bagian.`, { fields: { bagian: 'Bagian tidak ada' } });
    let jumlah = p.format === 'csv' ? ppn : Math.min(CORETAX_MAX, ppn - (p.bagian - 1) * CORETAX_MAX);
    let tanpanomor: string[] = [];
    if (p.format === 'csv') {
      // The CSV: no cell of user text may start a formula (saved before the rule: refused, naming the
      // record); every invoice gets its serial number (NSFP) now, once and forever.
      const { faktur } = await prepare(ctx.tx, p);
      for (const f of faktur) {
        const bad = formulaOfInvoice(f);
        if (bad) throw new ActError(NUM.RULE, bad);
      }
      const nomor = await allocate(ctx.tx, faktur);
      tanpanomor = faktur.filter((f) => !nomorOf(nomor, f)).map((f) => f.notransaksi);
      if (faktur.length && nomor.size === 0)
        throw new ActError(NUM.RULE, `Tidak ada Nomor Seri Faktur Pajak tersisa untuk faktur periode ini (${tanpanomor.length} faktur); isi rentang nomor dari DJP di Nomor Seri Faktur Pajak (/nsfplist).`);
      jumlah = nomor.size;
    }
    const url = await issueDownload(ctx, { name: 'efaktur', format: p.format, param: p });
    ctx.activity?.({ jenis: 'ekspor', dokumen: 'eksporcsv', after: { format: p.format, dari: p.dari, sampai: p.sampai, kodetransaksi: p.kodetransaksi, bagian: p.bagian, penjualan: jumlah, tanpanomor: tanpanomor.length } });
    return { url, nama: fileName(p, p.format, p.bagian, total), penjualan: jumlah, tanpanomor };
  },
});

/** The file of a download token (report service, GET /unduh/<token>). */
export const efakturFile: ServerFile = {
  name: 'efaktur',
  formats: {
    csv: { type: 'text/csv; charset=utf-8', ...AKSES_FAKTUR },
    xml: { type: 'application/xml; charset=utf-8', ...AKSES_FAKTUR },
  },
  async write(ctx, raw, format, file) {
    const p = unduhSchema.parse(raw);
    const xml = format === 'xml';
    const { seller, faktur } = await prepare(ctx.tx, p, xml ? partOf(p.bagian) : {});
    if (!xml)
      for (const f of faktur) {
        const bad = formulaOfInvoice(f);
        if (bad) throw new ActError(NUM.RULE, bad);
      }
    await writeFaktur(file, format as 'csv' | 'xml', faktur, seller, { keterangan: p.keterangan, cap: p.cap }, xml ? new Map() : await givenNomor(ctx.tx, faktur));
    return fileName(p, format as 'csv' | 'xml', p.bagian, xml ? bagianOf(await countSales(ctx.tx, p, { ppnOnly: true })) : 1);
  },
};
