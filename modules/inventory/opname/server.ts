/**
 * Stok Opname: before saving, each line gets the stock in the books on the document's date
 * (`stok`, in the line's unit, the document's own earlier version left out) and the difference
 * (`selisih`); the posting moves the difference at average cost against Selisih Persediaan.
 */
import type { DoctypeServer } from '@niaga/kernel/server';
import { dec, quantity } from '@niaga/core';
import type { DocumentPosting, StockMove } from '@niaga/ledger';
import { gudangId } from '@niaga/master/server';
import { baseLines, itemCode, qtyText, stockKey, stockOn } from '../stock';

type Line = Record<string, unknown>;

async function withStock(ctx: Parameters<NonNullable<DoctypeServer['posting']>>[0], d: Record<string, unknown>) {
  const lines = await baseLines(ctx.tx, (d.lines as Line[]) ?? []);
  const gudang = await gudangId(ctx.tx, String(d.kodegudang));
  const notransaksi = d.notransaksi ? String(d.notransaksi) : undefined;
  const stock = await stockOn(ctx.tx, { items: lines, gudang, tanggal: String(d.tanggal), sumber: 'OP', notransaksi });
  return { gudang, lines: lines.map((l) => ({ ...l, stok: stock.get(stockKey(l)) ?? dec(0) })) };
}

export const opnameServer: DoctypeServer = {
  async beforeSave(ctx, rec) {
    const { lines } = await withStock(ctx, rec);
    const rows = rec.lines as Line[];
    for (const l of lines) {
      const stok = l.stok.div(l.konversi);
      rows[l.i].stok = quantity(stok);
      rows[l.i].selisih = quantity(dec(String(rows[l.i].jumlah)).minus(stok));
    }
  },
  async posting(ctx, d): Promise<DocumentPosting> {
    const { gudang, lines } = await withStock(ctx, d);
    const moves: StockMove[] = [];
    for (const l of lines) {
      const selisih = l.qty.minus(l.stok);
      if (selisih.isZero()) continue;
      moves.push({
        item: l.it.id,
        varian: l.varian,
        gudang,
        qty: quantity(selisih),
        lawan: { role: 'selisihpersediaan' },
        keterangan: `Opname ${itemCode(l)}: fisik ${qtyText(l.qty)}, sistem ${qtyText(l.stok)} ${l.it.satuan}`,
      });
    }
    return { keterangan: (d.keterangan as string) || `Stok opname ${String(d.notransaksi)}`, lines: [], moves };
  },
};
