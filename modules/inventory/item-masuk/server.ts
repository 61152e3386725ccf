/** Item Masuk posts Dr Persediaan (its stock moves, at the lines' value) / Cr the chosen account. */
import { fieldError } from '@niaga/kernel';
import { colsOf, recordTables, type DoctypeServer, type Tx } from '@niaga/kernel/server';
import { dec, quantity } from '@niaga/core';
import { credit, type DocumentPosting, type StockMove } from '@niaga/ledger';
import { gudang as gudangMeta } from '@niaga/master';
import { eq } from 'drizzle-orm';
import { baseLines, itemCode, qtyText } from '../stock';

type Line = Record<string, unknown>;

/** A warehouse's id by its code. */
export async function gudangId(tx: Tx, kode: string): Promise<number> {
  const t = recordTables(gudangMeta).main;
  const [g] = await tx.select({ id: colsOf(t).id }).from(t).where(eq(colsOf(t).kodegudang, kode)).limit(1);
  if (!g) throw fieldError('kodegudang', `Gudang '${kode}' tidak ditemukan.`);
  return Number(g.id);
}

export const itemmasukServer: DoctypeServer = {
  async posting(ctx, d): Promise<DocumentPosting> {
    const raw = (d.lines as Line[]) ?? [];
    const lines = await baseLines(ctx.tx, raw);
    const gudang = await gudangId(ctx.tx, String(d.kodegudang));
    const moves: StockMove[] = lines.map((l) => ({
      item: l.it.id,
      varian: l.varian,
      gudang,
      qty: quantity(l.qty),
      nilai: String(raw[l.i].total),
      keterangan: `${itemCode(l)} ${qtyText(dec(String(raw[l.i].jumlah)))} ${l.satuan}`,
    }));
    return {
      keterangan: (d.keterangan as string) || `Item masuk ${String(d.notransaksi)}`,
      lines: [credit(String(d.kodeacc), String(d.total), { keterangan: d.keterangan as string, label: 'Perkiraan Lawan (Kredit)', fields: { akun: 'kodeacc' } })],
      moves,
    };
  },
};
