/** Item Keluar posts Dr the chosen account / Cr Persediaan, each line a stock move out at average cost. */
import { serverOf } from '@niaga/kernel/server';
import { quantity } from '@niaga/core';
import { moveText, type DocumentPosting, type StockMove } from '@niaga/ledger';
import { gudangId } from '@niaga/master/server';
import { assertAvailable, baseLines } from '../stock';
import itemkeluar from './item-keluar';

export const itemkeluarServer = serverOf(itemkeluar, {
  async posting(ctx, d): Promise<DocumentPosting> {
    const lines = await baseLines(ctx.tx, d.lines ?? []);
    const kodegudang = d.kodegudang;
    const gudang = await gudangId(ctx.tx, kodegudang);
    const notransaksi = d.notransaksi;
    await assertAvailable(ctx.tx, { lines, gudang, kodegudang, tanggal: d.tanggal, sumber: 'IK', notransaksi });
    const moves: StockMove[] = lines.map((l) => ({
      item: l.it.id,
      varian: l.varian,
      gudang,
      qty: quantity(l.qty.neg()),
      lawan: d.kodeacc,
      keterangan: moveText(l.it.kodeitem, l.kodevarian, l.qty.div(l.konversi), l.satuan),
    }));
    return { keterangan: d.keterangan || `Item keluar ${notransaksi}`, lines: [], moves };
  },
});
