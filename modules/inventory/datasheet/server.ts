/**
 * /datasheet (mItemDS): the item datasheet — one row per stock item with its base unit, purchase
 * price, stock in every warehouse, total stock, stock value and average cost (company-wide, the
 * books' running figures); a variant item's row adds the same figures per variant (`varian`).
 * Searchable by code or name, paged. Its import (/imdatasheet, kind DS of modules/master/import)
 * changes the items' own fields.
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { MAX_PAGE_SIZE } from '@niaga/kernel';
import { defineAct, rowsOf } from '@niaga/kernel/server';
import { dec, money, quantity, type Dec } from '@niaga/core';
import { TIPE_STOK, TIPE_VARIAN } from '@niaga/master';
import type { DatasheetReply } from './reply';

export const datasheet = defineAct({
  name: 'datasheet',
  summary:
    'Datasheet item: q (kode atau nama), page (dari 0), limit → tbl_gudang (kodegudang, namagudang), query_data, tbl_datasheet (kodeitem, namaitem, satuan, hargabeli, stokgudang {kodegudang: qty}, stok, nilai, hpp, varian [{iddetailvarian, nama, stokgudang, stok, nilai, hpp}] untuk barang varian) untuk item persediaan, jumlah dalam satuan dasar.',
  module: 'inventory',
  access: { modul: 'mItemDS', aksi: 'mopen' },
  schema: z.object({
    q: z.string({ error: 'q harus berupa teks' }).trim().max(100).optional().default(''),
    page: z.coerce.number({ error: 'page harus berupa angka' }).int().min(0).default(0),
    limit: z.coerce.number({ error: 'limit harus berupa angka' }).int().min(1).max(MAX_PAGE_SIZE).default(100),
  }),
  async handler(ctx, p): Promise<DatasheetReply> {
    const like = `%${p.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = sql`i.tipe in (${sql.join(TIPE_STOK.map((t) => sql`${t}`), sql`, `)}) ${p.q ? sql`and (i.kodeitem ilike ${like} or i.namaitem ilike ${like})` : sql``}`;
    const gudang = await rowsOf<{ id: number; kodegudang: string; namagudang: string }>(ctx.tx, sql`select id, kodegudang, namagudang from gudang order by kodegudang`);
    const [{ n }] = await rowsOf<{ n: number }>(ctx.tx, sql`select count(*)::int as n from item i where ${where}`);
    const items = await rowsOf<{ id: number; kodeitem: string; namaitem: string; satuan: string; hargabeli: string; qty: string | null; nilai: string | null }>(
      ctx.tx,
      sql`select i.id, i.kodeitem, i.namaitem, i.satuan, i.hargabeli, s.qty, s.nilai from item i
          left join (select item_id, sum(qty) as qty, sum(nilai) as nilai from v_stok_item group by item_id) s on s.item_id = i.id
          where ${where} order by i.kodeitem limit ${p.limit} offset ${p.page * p.limit}`,
    );
    const ids = items.map((i) => Number(i.id));
    const inIds = sql.join(ids.map((id) => sql`${id}`), sql`, `);
    const perGudang = ids.length
      ? await rowsOf<{ item_id: number; iddetailvarian: number; gudang_id: number; qty: string }>(
          ctx.tx,
          sql`select item_id, iddetailvarian, gudang_id, qty from v_stok_gudang where item_id in (${inIds})`,
        )
      : [];
    // The variants of the variant items, with their own totals (the books key stock by detailvarian.id).
    const variants = ids.length
      ? await rowsOf<{ id: number; item_id: number; iddetailvarian: string; nama: string; qty: string | null; nilai: string | null }>(
          ctx.tx,
          sql`select d.id, d.item_id, d.iddetailvarian, concat_ws(' ', d.nilai1, nullif(d.nilai2, '')) as nama, s.qty, s.nilai
              from detailvarian d join item i on i.id = d.item_id and i.tipe = ${TIPE_VARIAN}
              left join v_stok_item s on s.item_id = d.item_id and s.iddetailvarian = d.id
              where d.item_id in (${inIds}) order by d.item_id, d.id`,
        )
      : [];
    const kode = new Map(gudang.map((g) => [Number(g.id), g.kodegudang]));
    const figures = (qty: Dec, nilai: Dec) => ({ stok: quantity(qty), nilai: money(nilai), hpp: qty.gt(0) ? money(nilai.div(qty)) : '0.00' });
    const stokgudang = (item: number, varian?: number) => {
      const out: Record<string, string> = Object.fromEntries(gudang.map((g) => [g.kodegudang, quantity(0)]));
      for (const r of perGudang)
        if (Number(r.item_id) === item && (varian === undefined || Number(r.iddetailvarian) === varian)) {
          const k = kode.get(Number(r.gudang_id))!;
          out[k] = quantity(dec(out[k]).plus(dec(r.qty)));
        }
      return out;
    };
    return {
      tbl_gudang: gudang.map((g) => ({ kodegudang: g.kodegudang, namagudang: g.namagudang })),
      query_data: [{ totpage: Math.ceil(n / p.limit), totrec: n, page: p.page, limit: p.limit }],
      tbl_datasheet: items.map((i) => {
        const id = Number(i.id);
        const own = variants.filter((v) => Number(v.item_id) === id);
        return {
          kodeitem: i.kodeitem,
          namaitem: i.namaitem,
          satuan: i.satuan,
          hargabeli: money(i.hargabeli),
          stokgudang: stokgudang(id),
          ...figures(dec(i.qty ?? 0), dec(i.nilai ?? 0)),
          ...(own.length
            ? { varian: own.map((v) => ({ iddetailvarian: v.iddetailvarian, nama: v.nama, stokgudang: stokgudang(id, Number(v.id)), ...figures(dec(v.qty ?? 0), dec(v.nilai ?? 0)) })) }
            : {}),
        };
      }),
    };
  },
});
