/**
 * Stok Opname: before saving, each line gets the stock in the books on the document's date
 * (`stok`, in the line's unit, the document's own earlier version left out) and the difference
 * (`selisih`); the posting moves the difference at average cost against Selisih Persediaan.
 */
import { serverOf, type ActContext } from '@niaga/kernel/server';
import type { RecordOf } from '@niaga/kernel';
import { dec, quantity } from '@niaga/core';
import type { DocumentPosting, StockMove } from '@niaga/ledger';
import { gudangId } from '@niaga/master/server';
import { baseLines, itemCode, qtyText, stockKey, stockOn } from '../stock';
import opname from './opname';

async function withStock(ctx: ActContext, d: RecordOf<typeof opname>) {
  const lines = await baseLines(ctx.tx, d.lines ?? []);
  const gudang = await gudangId(ctx.tx, d.kodegudang);
  const notransaksi = d.notransaksi || undefined;
  const stock = await stockOn(ctx.tx, { items: lines, gudang, tanggal: d.tanggal, sumber: 'OP', notransaksi });
  return { gudang, lines: lines.map((l) => ({ ...l, stok: stock.get(stockKey(l)) ?? dec(0) })) };
}

export const opnameServer = serverOf(opname, {
  async beforeSave(ctx, rec) {
    const { lines } = await withStock(ctx, rec);
    const rows = rec.lines;
    for (const l of lines) {
      const stok = l.stok.div(l.konversi);
      rows[l.i].stok = quantity(stok);
      rows[l.i].selisih = quantity(dec(rows[l.i].jumlah).minus(stok));
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
    return { keterangan: d.keterangan || `Stok opname ${d.notransaksi}`, lines: [], moves };
  },
});
