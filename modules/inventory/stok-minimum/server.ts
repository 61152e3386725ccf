/**
 * /stokminimum (mStokMin): the items whose stock in a warehouse is under the minimum declared on
 * the item (its `stokmin` rows, table `stokminimum`), with the quantity to order to bring the stock
 * back to that minimum, in the item's base unit, and the item's main supplier and purchase price
 * (what a purchase order needs).
 *
 * A variant item (type 7) is listed per variant: the books keep its stock per variant, and a
 * customer asking for a red shirt is not served by blue ones, so the item's minimum in a warehouse
 * is each active variant's minimum there, held against that variant's own stock (a row per variant
 * under it, with `iddetailvarian` and `namavarian`). Inactive variants are not listed (not sold or
 * bought any more).
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { MAX_PAGE_SIZE } from '@niaga/kernel';
import { defineAct, rowsOf } from '@niaga/kernel/server';
import { dec, quantity } from '@niaga/core';
import { TIPE_VARIAN } from '@niaga/master';
import type { StokMinimumReply } from './reply';

export const stokminimum = defineAct({
  name: 'stokminimum',
  summary:
    'Stok minimum: kodegudang (kosong: semua gudang), q (kode atau nama item, atau ID/nilai varian), page (dari 0), limit → query_data, tbl_stokminimum (kodeitem, namaitem, iddetailvarian, namavarian, satuan, kodegudang, namagudang, stokmin, stok, kurang, saran, kodesupel, hargabeli): item yang stoknya di bawah stok minimum gudang itu; barang varian per varian aktif (stok minimum item berlaku untuk tiap varian, dengan stok varian itu sendiri; iddetailvarian kosong untuk item lain); saran = stok minimum − stok (satuan dasar).',
  module: 'inventory',
  access: { modul: 'mStokMin', aksi: 'mopen' },
  schema: z.object({
    kodegudang: z.string().trim().toUpperCase().max(10).optional().default(''),
    q: z.string({ error: 'q harus berupa teks' }).trim().max(100).optional().default(''),
    page: z.coerce.number({ error: 'page harus berupa angka' }).int().min(0).default(0),
    limit: z.coerce.number({ error: 'limit harus berupa angka' }).int().min(1).max(MAX_PAGE_SIZE).default(100),
  }),
  async handler(ctx, p): Promise<StokMinimumReply> {
    const like = `%${p.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // A variant item: one row per active variant (none if it has none active); other items: one row, stock of variant key 0.
    const where = sql`m.stokmin > coalesce(s.qty, 0) and (i.tipe <> ${TIPE_VARIAN} or d.id is not null)
      ${p.kodegudang ? sql`and m.kodegudang = ${p.kodegudang}` : sql``}
      ${p.q ? sql`and (i.kodeitem ilike ${like} or i.namaitem ilike ${like} or d.iddetailvarian ilike ${like} or d.nilai1 ilike ${like} or d.nilai2 ilike ${like})` : sql``}`;
    const from = sql`from stokminimum m join item i on i.id = m.item_id join gudang g on g.kodegudang = m.kodegudang
      left join detailvarian d on i.tipe = ${TIPE_VARIAN} and d.item_id = i.id and d.aktif
      left join v_stok_gudang s on s.item_id = i.id and s.gudang_id = g.id and s.iddetailvarian = coalesce(d.id, 0)`;
    const [{ n }] = await rowsOf<{ n: number }>(ctx.tx, sql`select count(*)::int as n ${from} where ${where}`);
    const rows = await rowsOf<{
      kodeitem: string;
      namaitem: string;
      iddetailvarian: string | null;
      namavarian: string | null;
      satuan: string;
      kodegudang: string;
      namagudang: string;
      stokmin: string;
      stok: string;
      kodesupel: string | null;
      hargabeli: string;
    }>(
      ctx.tx,
      sql`select i.kodeitem, i.namaitem, d.iddetailvarian, concat_ws(' / ', d.nilai1, nullif(d.nilai2, '')) as namavarian, i.satuan, m.kodegudang, g.namagudang,
            m.stokmin, coalesce(s.qty, 0) as stok, i.kodesupel, i.hargabeli
          ${from} where ${where} order by m.kodegudang, i.kodeitem, d.urut, d.id limit ${p.limit} offset ${p.page * p.limit}`,
    );
    return {
      query_data: [{ totpage: Math.ceil(n / p.limit), totrec: n, page: p.page, limit: p.limit }],
      tbl_stokminimum: rows.map((r) => {
        const kurang = dec(r.stokmin).minus(dec(r.stok));
        return {
          ...r,
          iddetailvarian: r.iddetailvarian ?? '',
          namavarian: r.iddetailvarian ? (r.namavarian ?? '') : '',
          kodesupel: r.kodesupel ?? '',
          stokmin: quantity(r.stokmin),
          stok: quantity(r.stok),
          kurang: quantity(kurang),
          saran: quantity(kurang),
        };
      }),
    };
  },
});
