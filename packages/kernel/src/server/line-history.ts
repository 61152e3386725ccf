/**
 * The price history of an item in business documents' lines (/historyhb for purchases, /historyhj
 * for sales): one act shape over any documents with the standard line columns (kodeitem, satuan,
 * jumlah, harga, diskon1..4, total) and a party (`kodesupel`), newest first, a page at a time.
 */
import { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import { MAX_PAGE_SIZE } from '../doctype';
import { rowsOf, type Tx } from './db';
import type { LineHistoryPage, PriceLine } from '../replies';

export const lineHistorySchema = z.object({
  kodeitem: z.string({ error: 'Item wajib diisi' }).trim().toUpperCase().min(1, 'Item wajib diisi').max(30),
  kodesupel: z.string().trim().toUpperCase().max(30).optional().default(''),
  page: z.coerce.number({ error: 'page harus berupa angka' }).int().min(0).default(0),
  limit: z.coerce.number({ error: 'limit harus berupa angka' }).int().min(1).max(MAX_PAGE_SIZE).default(15),
});
export type LineHistoryQuery = z.infer<typeof lineHistorySchema>;

export interface LineHistorySource {
  /** Document doctypes (their tables `<doc>` and `<doc>_detail`) with the code shown as `tipe`. */
  docs: { doc: string; tipe: string }[];
  /** The party master whose `namasupel` is shown (supplier, pelanggan). */
  party: string;
}

/**
 * One page of the item's lines, newest first: tanggal, tipe, notransaksi, kodesupel, namasupel,
 * satuan, jumlah, harga, diskon1..4, total, hargabersih (total ÷ jumlah) — with the page facts.
 */
export async function lineHistory(tx: Tx, src: LineHistorySource, p: LineHistoryQuery): Promise<{ query_data: [LineHistoryPage]; rows: PriceLine[] }> {
  const parts: SQL[] = src.docs.map(
    ({ doc, tipe }) => sql`select ${tipe}::text as tipe, h.id, h.tanggal, h.notransaksi, h.kodesupel, d.urut, d.satuan, d.jumlah, d.harga, d.diskon1, d.diskon2, d.diskon3, d.diskon4, d.total
      from ${sql.identifier(`${doc}_detail`)} d join ${sql.identifier(doc)} h on h.id = d.${sql.identifier(`${doc}_id`)}
      where d.kodeitem = ${p.kodeitem} ${p.kodesupel ? sql`and h.kodesupel = ${p.kodesupel}` : sql``}`,
  );
  const lines = sql.join(parts, sql` union all `);
  const [{ n }] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from (${lines}) x`);
  const rows = await rowsOf<PriceLine>(
    tx,
    sql`select to_char(x.tanggal, 'YYYY-MM-DD') as tanggal, x.tipe, x.notransaksi, x.kodesupel, s.namasupel, x.satuan, x.jumlah, x.harga, x.diskon1, x.diskon2, x.diskon3, x.diskon4, x.total,
               round(x.total / nullif(x.jumlah, 0), 2)::numeric(18,2)::text as hargabersih
        from (${lines}) x left join ${sql.identifier(src.party)} s on s.kodesupel = x.kodesupel
        order by x.tanggal desc, x.tipe, x.id desc, x.urut limit ${p.limit} offset ${p.page * p.limit}`,
  );
  return { query_data: [{ totpage: Math.ceil(Number(n) / p.limit), totrec: Number(n), page: p.page, limit: p.limit }], rows };
}
