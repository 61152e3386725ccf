/** Item Masuk posts Dr Persediaan (its stock moves, at the lines' value) / Cr the chosen account. */
import { serverOf } from '@niaga/kernel/server';
import { dec, quantity } from '@niaga/core';
import { credit, moveText, type DocumentPosting, type StockMove } from '@niaga/ledger';
import { gudangId } from '@niaga/master/server';
import { baseLines } from '../stock';
import itemmasuk from './item-masuk';

export const itemmasukServer = serverOf(itemmasuk, {
  async posting(ctx, d): Promise<DocumentPosting> {
    const raw = d.lines ?? [];
    const lines = await baseLines(ctx.tx, raw);
    const gudang = await gudangId(ctx.tx, d.kodegudang);
    const moves: StockMove[] = lines.map((l) => ({
      item: l.it.id,
      varian: l.varian,
      gudang,
      qty: quantity(l.qty),
      nilai: raw[l.i].total,
      keterangan: moveText(l.it.kodeitem, l.kodevarian, dec(raw[l.i].jumlah), l.satuan),
    }));
    return {
      keterangan: d.keterangan || `Item masuk ${d.notransaksi}`,
      lines: [credit(d.kodeacc, d.total, { keterangan: d.keterangan, label: 'Perkiraan Lawan (Kredit)', fields: { akun: 'kodeacc' } })],
      moves,
    };
  },
});
