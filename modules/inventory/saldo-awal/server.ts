/** Saldo Awal Item posts Dr Persediaan (its moves in, at the lines' value) / Cr Ekuitas Saldo Awal. */
import type { DoctypeServer } from '@niaga/kernel/server';
import { quantity } from '@niaga/core';
import { credit, moveText, type DocumentPosting, type StockMove } from '@niaga/ledger';
import { gudangId } from '@niaga/master/server';
import { baseLines } from '../stock';

type Line = Record<string, unknown>;

export const saldoawalitemServer: DoctypeServer = {
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
      keterangan: `Saldo awal ${moveText(l.it.kodeitem, l.kodevarian, l.qty.div(l.konversi), l.satuan)}`,
    }));
    return {
      keterangan: (d.keterangan as string) || `Saldo awal item ${String(d.notransaksi)}`,
      lines: [credit({ role: 'ekuitassaldoawal' }, String(d.total), { keterangan: d.keterangan as string, label: 'Ekuitas Saldo Awal' })],
      moves,
    };
  },
};
