/** Item Masuk posts Dr Persediaan (its stock moves, at the lines' value) / Cr the chosen account. */
import type { DoctypeServer } from '@niaga/kernel/server';
import { dec, quantity } from '@niaga/core';
import { credit, moveText, type DocumentPosting, type StockMove } from '@niaga/ledger';
import { gudangId } from '@niaga/master/server';
import { baseLines } from '../stock';

type Line = Record<string, unknown>;

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
      keterangan: moveText(l.it.kodeitem, l.kodevarian, dec(String(raw[l.i].jumlah)), l.satuan),
    }));
    return {
      keterangan: (d.keterangan as string) || `Item masuk ${String(d.notransaksi)}`,
      lines: [credit(String(d.kodeacc), String(d.total), { keterangan: d.keterangan as string, label: 'Perkiraan Lawan (Kredit)', fields: { akun: 'kodeacc' } })],
      moves,
    };
  },
};
