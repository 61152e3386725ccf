/** Item Masuk posts Dr Persediaan (its stock moves, at the lines' value) / Cr the chosen account. */
import { fieldError } from '@niaga/kernel';
import { colsOf, recordTables, type DoctypeServer, type Tx } from '@niaga/kernel/server';
import { dec, quantity } from '@niaga/core';
import { credit, type DocumentPosting, type StockMove } from '@niaga/ledger';
import { gudang as gudangMeta, TIPE_STOK } from '@niaga/master';
import { itemsByCode } from '@niaga/master/item/server';
import { eq } from 'drizzle-orm';

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
    const lines = (d.lines as Line[]) ?? [];
    const items = await itemsByCode(ctx.tx, lines.map((l) => String(l.kodeitem)));
    const gudang = await gudangId(ctx.tx, String(d.kodegudang));
    const moves: StockMove[] = lines.map((l, i) => {
      const it = items.get(String(l.kodeitem))!;
      if (!TIPE_STOK.includes(it.tipe)) throw fieldError(`lines.${i}.kodeitem`, `Baris ${i + 1}: item ${it.kodeitem} ${it.namaitem} bukan barang persediaan; stoknya tidak dicatat.`);
      const konversi = it.konversi.get(String(l.satuan)) ?? '1';
      return { item: it.id, gudang, qty: quantity(dec(String(l.jumlah)).times(dec(konversi))), nilai: String(l.total), keterangan: `${it.kodeitem} ${String(l.jumlah)} ${String(l.satuan)}` };
    });
    return {
      keterangan: (d.keterangan as string) || `Item masuk ${String(d.notransaksi)}`,
      lines: [credit(String(d.kodeacc), String(d.total), { keterangan: d.keterangan as string, label: 'Perkiraan Lawan (Kredit)', fields: { akun: 'kodeacc' } })],
      moves,
    };
  },
};
