/**
 * /listitemrb (spec §2.7 mReturBeli, "Item Retur Pembelian"): the item lines of purchase returns
 * (both modes), newest first, in a date range, searchable by return number, purchase number,
 * item code or name, supplier code or name; paged, with the totals of the whole selection.
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { ActError, MAX_PAGE_SIZE, NUM } from '@niaga/kernel';
import { defineAct, rowsOf } from '@niaga/kernel/server';
import type { ItemReturBeliReply, ItemReturBeliRow } from './item-retur-beli-reply';

const tanggal = (label: string) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} bukan tanggal yang valid (TTTT-BB-HH)`);

export const listitemrb = defineAct({
  name: 'listitemrb',
  summary:
    'Item retur pembelian (mReturBeli): dari, sampai (tanggal), cari (no. retur, no. pembelian, kode/nama item, kode/nama supplier; opsional), page (dari 0), limit (default 50) → query_data [{totpage, totrec, page, limit, jumlah (total kuantitas), total}], tbl_itemrb (tanggal, notransaksi, mode, nobeli, kodesupel, namasupel, kodegudang, kodeitem, namaitem, satuan, jumlah, harga, total), terbaru dahulu.',
  module: 'purchasing',
  access: { modul: 'mReturBeli', aksi: 'mopen' },
  schema: z.object({
    dari: tanggal('Tanggal dari'),
    sampai: tanggal('Tanggal sampai'),
    cari: z.string().trim().max(100).default(''),
    page: z.coerce.number({ error: 'page harus berupa angka' }).int().min(0, 'page mulai dari 0').default(0),
    limit: z.coerce.number({ error: 'limit harus berupa angka' }).int().min(1).max(MAX_PAGE_SIZE).default(50),
  }),
  async handler(ctx, p): Promise<ItemReturBeliReply> {
    if (p.dari > p.sampai) throw new ActError(NUM.INVALID, 'Tanggal dari tidak boleh sesudah tanggal sampai.', { fields: { dari: 'Tanggal dari tidak boleh sesudah tanggal sampai.' } });
    const like = `%${p.cari.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = sql`h.tanggal between ${p.dari}::date and ${p.sampai}::date
      ${p.cari ? sql`and (h.notransaksi ilike ${like} or coalesce(h.nobeli, '') ilike ${like} or d.kodeitem ilike ${like} or coalesce(i.namaitem, '') ilike ${like} or coalesce(h.kodesupel, '') ilike ${like} or coalesce(s.namasupel, '') ilike ${like})` : sql``}`;
    const from = sql`returbeli_detail d join returbeli h on h.id = d.returbeli_id left join item i on i.kodeitem = d.kodeitem left join supplier s on s.kodesupel = h.kodesupel`;
    const [sum] = await rowsOf<{ n: number; jumlah: string; total: string }>(
      ctx.tx,
      sql`select count(*)::int as n, coalesce(sum(d.jumlah), 0)::text as jumlah, coalesce(sum(d.total), 0)::numeric(18,2)::text as total from ${from} where ${where}`,
    );
    const rows = await rowsOf<ItemReturBeliRow>(
      ctx.tx,
      sql`select to_char(h.tanggal, 'YYYY-MM-DD') as tanggal, h.notransaksi, h.mode, h.nobeli, h.kodesupel, s.namasupel, h.kodegudang,
                 d.kodeitem, i.namaitem, d.satuan, d.jumlah::text as jumlah, d.harga::text as harga, d.total::numeric(18,2)::text as total
          from ${from} where ${where}
          order by h.tanggal desc, h.id desc, d.urut limit ${p.limit} offset ${p.page * p.limit}`,
    );
    const n = Number(sum.n);
    return { query_data: [{ totpage: Math.ceil(n / p.limit), totrec: n, page: p.page, limit: p.limit, jumlah: sum.jumlah, total: sum.total }], tbl_itemrb: rows };
  },
});
