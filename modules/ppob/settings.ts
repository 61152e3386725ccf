/**
 * /pengaturanppob (mSettingPPOB; issue 41 item 1): the Digiflazz account (base URL, username, key,
 * webhook secret: the two secrets sealed at rest and never sent back), the margins, the deposit
 * (`cek-saldo`) beside account 1-1700 in the books, and the price list fetched (`price-list`) and
 * cached with its time. Digiflazz is called after the act's transaction (afterCommit), never in it.
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { afterCommit, defineAct, rowsOf, sealSecret, type Tx } from '@niaga/kernel/server';
import { dec } from '@niaga/core';
import { akunOf, configOf, DEFAULT_BASE_URL, depositInBooks } from './config';
import { cekSaldo, DigiflazzError, priceList } from './digiflazz';
import { jenisOf } from './customer-no';
import type { CekSaldoReply, PengaturanPpobReply, PpobProduk } from './replies';

const SETTING = 'mSettingPPOB';
const money = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} harus berupa angka` })
    .transform((v) => String(v).trim() || '0')
    .refine((v) => /^\d{1,15}(\.\d{1,2})?$/.test(v), `${label} harus berupa angka tidak negatif`);

/** The price list with each product's margin (its own, else its category's, else the general one) and sale price. */
export async function produkList(tx: Tx, where = sql`true`): Promise<PpobProduk[]> {
  return rowsOf<PpobProduk>(
    tx,
    sql`select p.sku, p.nama, p.kategori, p.brand, p.jenis, p.harga::text as harga, m.margin::text as margin, (p.harga + m.margin)::numeric(20,2)::text as jual
          from ppob_produk p
          cross join lateral (select coalesce((select margin from ppob_margin where jenis = 'produk' and kunci = p.sku),
                                              (select margin from ppob_margin where jenis = 'kategori' and kunci = p.kategori),
                                              (select marginumum from ppob_akun where id = 1), 0)::numeric(20,2) as margin) m
         where p.aktif and ${where}
         order by p.jenis, p.brand, p.harga, p.sku`,
  );
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));
/** A Digiflazz failure as the act's answer (network: try again; refused: its message). */
const refused = (e: unknown) => new ActError(NUM.RULE, message(e));

async function reconcile(tx: Tx, saldo: string | null): Promise<{ saldobuku: string; selisih: string | null }> {
  const saldobuku = dec(await depositInBooks(tx)).toFixed(2);
  return { saldobuku, selisih: saldo === null ? null : dec(saldo).minus(dec(saldobuku)).toFixed(2) };
}

export const pengaturanppob_show = defineAct({
  name: 'pengaturanppob_show',
  summary:
    'Pengaturan PPOB: akun Digiflazz (baseurl, username, adakey, adawebhook — key dan webhook secret tidak pernah dikirim), marginumum, saldo deposit terakhir dari Digiflazz (saldo, saldo_at) dan saldo akun Deposit PPOB 1-1700 di buku (saldobuku, selisih), pricelist_at, callback_url, tbl_margin [{jenis kategori|produk, kunci, margin}], tbl_produk [{sku, nama, kategori, brand, jenis, harga, margin, jual}] (produk yang dimatikan Digiflazz tidak tampil).',
  module: 'ppob',
  access: { modul: SETTING, aksi: 'mopen' },
  readOnly: true,
  schema: z.object({}).passthrough(),
  async handler(ctx): Promise<PengaturanPpobReply> {
    const a = await akunOf(ctx.tx);
    const margins = await rowsOf<{ jenis: string; kunci: string; margin: string }>(ctx.tx, sql`select jenis, kunci, margin::text as margin from ppob_margin order by jenis, kunci`);
    return {
      baseurl: a?.baseurl || DEFAULT_BASE_URL(),
      username: a?.username ?? '',
      adakey: !!a?.apikey,
      adawebhook: !!a?.webhooksecret,
      marginumum: a?.marginumum ?? '0.00',
      saldo: a?.saldo ?? null,
      saldo_at: a?.saldo_at ?? null,
      ...(await reconcile(ctx.tx, a?.saldo ?? null)),
      pricelist_at: a?.pricelist_at ?? null,
      callback_url: `${ctx.origin ?? ''}/ppob/callback/${ctx.company!.idperusahaan}`,
      tbl_margin: margins,
      tbl_produk: await produkList(ctx.tx),
    };
  },
});

export const pengaturanppob_save = defineAct({
  name: 'pengaturanppob_save',
  summary:
    'Simpan akun Digiflazz: baseurl (http/https), username, apikey dan webhooksecret (kosong: yang tersimpan tetap; disimpan terenkripsi), marginumum (margin produk tanpa margin sendiri atau kategori). Tidak memanggil Digiflazz.',
  module: 'ppob',
  access: { modul: SETTING, aksi: 'medit' },
  log: 'ubah',
  schema: z.object({
    baseurl: z.string().trim().max(300).refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), 'Base URL harus diawali http:// atau https://').default(''),
    username: z.string({ error: 'Username wajib diisi' }).trim().min(1, 'Username wajib diisi').max(100),
    apikey: z.string().trim().max(200).default(''),
    webhooksecret: z.string().trim().max(200).default(''),
    marginumum: money('Margin umum').default('0'),
  }),
  async handler(ctx, p) {
    const a = await akunOf(ctx.tx);
    if (!p.apikey && !a?.apikey) throw new ActError(NUM.INVALID, 'API key wajib diisi', { fields: { apikey: 'API key wajib diisi' } });
    const key = p.apikey ? sealSecret(p.apikey) : a!.apikey;
    const hook = p.webhooksecret ? sealSecret(p.webhooksecret) : (a?.webhooksecret ?? '');
    await ctx.tx.execute(
      sql`insert into ppob_akun (id, baseurl, username, apikey, webhooksecret, marginumum) values (1, ${p.baseurl}, ${p.username}, ${key}, ${hook}, ${p.marginumum})
          on conflict (id) do update set baseurl = excluded.baseurl, username = excluded.username, apikey = excluded.apikey, webhooksecret = excluded.webhooksecret,
                                         marginumum = excluded.marginumum, diubah = now()`,
    );
    return {};
  },
});

export const ppob_margin_save = defineAct({
  name: 'ppob_margin_save',
  summary: 'Margin PPOB per kategori atau produk: jenis (kategori|produk), kunci (nama kategori atau kode produk), margin (kosong: dihapus, kembali ke margin kategori/umum).',
  module: 'ppob',
  access: { modul: SETTING, aksi: 'medit' },
  log: 'ubah',
  schema: z.object({
    jenis: z.enum(['kategori', 'produk'], { error: 'Jenis margin harus kategori atau produk' }),
    kunci: z.string({ error: 'Kategori/produk wajib diisi' }).trim().min(1, 'Kategori/produk wajib diisi').max(60),
    margin: z.union([z.string(), z.number()]).transform((v) => String(v).trim()).refine((v) => v === '' || /^\d{1,15}(\.\d{1,2})?$/.test(v), 'Margin harus berupa angka tidak negatif').default(''),
  }),
  async handler(ctx, p) {
    if (p.margin === '') await ctx.tx.execute(sql`delete from ppob_margin where jenis = ${p.jenis} and kunci = ${p.kunci}`);
    else
      await ctx.tx.execute(
        sql`insert into ppob_margin (jenis, kunci, margin) values (${p.jenis}, ${p.kunci}, ${p.margin}) on conflict (jenis, kunci) do update set margin = excluded.margin`,
      );
    return {};
  },
});

export const ppob_ceksaldo = defineAct({
  name: 'ppob_ceksaldo',
  summary:
    'Cek saldo deposit Digiflazz (cek-saldo, setelah transaksi act) dan cocokkan dengan akun Deposit PPOB 1-1700 → saldo, saldo_at, saldobuku, selisih (saldo Digiflazz − buku; 0 bila cocok). 1 bila akun belum diatur atau Digiflazz menolak.',
  module: 'ppob',
  access: { modul: SETTING, aksi: 'mopen' },
  schema: z.object({}).passthrough(),
  async handler(ctx) {
    const cfg = await configOf(ctx.tx);
    const { db, company } = ctx;
    return afterCommit(async (): Promise<CekSaldoReply> => {
      let saldo: string;
      try {
        saldo = dec(await cekSaldo(cfg)).toFixed(2);
      } catch (e) {
        throw e instanceof DigiflazzError ? refused(e) : e;
      }
      return db.tx(company!.schema_name, async (tx) => {
        const [r] = await rowsOf<{ saldo_at: string }>(tx, sql`update ppob_akun set saldo = ${saldo}, saldo_at = now() where id = 1 returning saldo_at::text as saldo_at`);
        const rec = await reconcile(tx, saldo);
        return { saldo, saldo_at: r.saldo_at, saldobuku: rec.saldobuku, selisih: rec.selisih! };
      });
    });
  },
});

export const ppob_pricelist = defineAct({
  name: 'ppob_pricelist',
  summary:
    'Ambil daftar harga prabayar Digiflazz (price-list, setelah transaksi act) dan simpan sebagai cache dengan waktunya → pricelist_at, jumlah, tbl_produk (yang aktif, dengan harga jual = harga + margin). Produk yang dimatikan pembeli/penjual di Digiflazz disimpan tidak aktif dan tidak tampil.',
  module: 'ppob',
  access: { modul: SETTING, aksi: 'medit' },
  log: 'proses',
  schema: z.object({}).passthrough(),
  async handler(ctx) {
    const cfg = await configOf(ctx.tx);
    const { db, company } = ctx;
    return afterCommit(async () => {
      let list;
      try {
        list = await priceList(cfg);
      } catch (e) {
        throw e instanceof DigiflazzError ? refused(e) : e;
      }
      const rows = list
        .filter((p) => p.buyer_sku_code && /^\d+(\.\d+)?$/.test(String(p.price)))
        .map((p) => ({
          sku: String(p.buyer_sku_code).slice(0, 60),
          nama: String(p.product_name ?? '').slice(0, 200),
          kategori: String(p.category ?? '').slice(0, 60),
          brand: String(p.brand ?? '').slice(0, 60),
          jenis: jenisOf(String(p.category ?? '')),
          harga: String(p.price),
          aktif: p.buyer_product_status === true && p.seller_product_status === true,
        }));
      return db.tx(company!.schema_name, async (tx) => {
        await tx.execute(sql`delete from ppob_produk`);
        if (rows.length)
          await tx.execute(
            sql`insert into ppob_produk (sku, nama, kategori, brand, jenis, harga, aktif)
                select sku, nama, kategori, brand, jenis, harga::numeric, aktif from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
                  as x(sku text, nama text, kategori text, brand text, jenis text, harga text, aktif boolean)
                on conflict (sku) do nothing`,
          );
        const [r] = await rowsOf<{ t: string }>(tx, sql`update ppob_akun set pricelist_at = now() where id = 1 returning pricelist_at::text as t`);
        return { pricelist_at: r.t, jumlah: rows.length, tbl_produk: await produkList(tx) };
      });
    });
  },
});

export const settingActs = [pengaturanppob_show, pengaturanppob_save, ppob_margin_save, ppob_ceksaldo, ppob_pricelist];
