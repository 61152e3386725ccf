/** Item Keluar posts Dr the chosen account / Cr Persediaan, each line a stock move out at average cost. */
import type { DoctypeServer } from '@niaga/kernel/server';
import { quantity } from '@niaga/core';
import { moveText, type DocumentPosting, type StockMove } from '@niaga/ledger';
import { gudangId } from '@niaga/master/server';
import { assertAvailable, baseLines } from '../stock';

type Line = Record<string, unknown>;

export const itemkeluarServer: DoctypeServer = {
  async posting(ctx, d): Promise<DocumentPosting> {
    const lines = await baseLines(ctx.tx, (d.lines as Line[]) ?? []);
    const kodegudang = String(d.kodegudang);
    const gudang = await gudangId(ctx.tx, kodegudang);
    const notransaksi = String(d.notransaksi);
    await assertAvailable(ctx.tx, { lines, gudang, kodegudang, tanggal: String(d.tanggal), sumber: 'IK', notransaksi });
    const moves: StockMove[] = lines.map((l) => ({
      item: l.it.id,
      varian: l.varian,
      gudang,
      qty: quantity(l.qty.neg()),
      lawan: String(d.kodeacc),
      keterangan: moveText(l.it.kodeitem, l.kodevarian, l.qty.div(l.konversi), l.satuan),
    }));
    return { keterangan: (d.keterangan as string) || `Item keluar ${notransaksi}`, lines: [], moves };
  },
};
