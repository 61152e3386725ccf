/** Saldo Awal Item posts Dr Persediaan (its moves in, at the lines' value) / Cr Ekuitas Saldo Awal. */
import { serverOf } from '@niaga/kernel/server';
import { quantity } from '@niaga/core';
import { credit, moveText, type DocumentPosting, type StockMove } from '@niaga/ledger';
import { gudangId } from '@niaga/master/server';
import { baseLines } from '../stock';
import saldoawalitem from './saldo-awal';

export const saldoawalitemServer = serverOf(saldoawalitem, {
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
      keterangan: `Saldo awal ${moveText(l.it.kodeitem, l.kodevarian, l.qty.div(l.konversi), l.satuan)}`,
    }));
    return {
      keterangan: d.keterangan || `Saldo awal item ${d.notransaksi}`,
      lines: [credit({ role: 'ekuitassaldoawal' }, d.total, { keterangan: d.keterangan, label: 'Ekuitas Saldo Awal' })],
      moves,
    };
  },
});
