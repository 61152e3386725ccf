/**
 * Transfer Item: each line a move out of the source warehouse at average cost and its mirror into
 * the destination (same value), without inventory account lines: the books' value is unchanged.
 */
import { sql } from 'drizzle-orm';
import { fieldError } from '@niaga/kernel';
import { rowsOf, serverOf } from '@niaga/kernel/server';
import { quantity } from '@niaga/core';
import { moveText, type DocumentPosting, type StockMove } from '@niaga/ledger';
import { gudangId } from '@niaga/master/server';
import { assertAvailable, baseLines } from '../stock';
import { transferitem } from './transfer';

export const transferitemServer = serverOf(transferitem, {
  /** Lines taken from a transfer order move between that order's warehouses. */
  async beforeSave(ctx, rec) {
    const rows = (rec.lines ?? []).map((l, i) => ({ i, id: Number(l.idsumber) })).filter((x) => x.id > 0);
    if (!rows.length) return;
    const orders = await rowsOf<{ id: number; notransaksi: string; kodegudang: string; kodegudangtujuan: string }>(
      ctx.tx,
      sql`select d.id, h.notransaksi, h.kodegudang, h.kodegudangtujuan from pesantransfer_detail d join pesantransfer h on h.id = d.pesantransfer_id
          where d.id in (${sql.join(rows.map((x) => sql`${x.id}`), sql`, `)})`,
    );
    for (const x of rows) {
      const o = orders.find((r) => Number(r.id) === x.id);
      if (o && (o.kodegudang !== rec.kodegudang || o.kodegudangtujuan !== rec.kodegudangtujuan))
        throw fieldError(
          `lines.${x.i}.idsumber`,
          `Baris ${x.i + 1}: pesanan transfer ${o.notransaksi} dari gudang ${o.kodegudang} ke ${o.kodegudangtujuan}, bukan dari ${rec.kodegudang} ke ${rec.kodegudangtujuan}.`,
        );
    }
  },
  async posting(ctx, d): Promise<DocumentPosting> {
    const lines = await baseLines(ctx.tx, d.lines ?? []);
    const kodegudang = d.kodegudang;
    const dari = await gudangId(ctx.tx, kodegudang);
    const ke = await gudangId(ctx.tx, d.kodegudangtujuan);
    if (dari === ke) throw fieldError('kodegudangtujuan', 'Gudang tujuan harus berbeda dengan gudang asal.');
    const notransaksi = d.notransaksi;
    await assertAvailable(ctx.tx, { lines, gudang: dari, kodegudang, tanggal: d.tanggal, sumber: 'TR', notransaksi });
    const moves: StockMove[] = [];
    for (const l of lines) {
      const keterangan = `${moveText(l.it.kodeitem, l.kodevarian, l.qty.div(l.konversi), l.satuan)} ${kodegudang} → ${d.kodegudangtujuan}`;
      const out = moves.push({ item: l.it.id, varian: l.varian, gudang: dari, qty: quantity(l.qty.neg()), akun: null, keterangan }) - 1;
      moves.push({ item: l.it.id, varian: l.varian, gudang: ke, qty: quantity(l.qty), akun: null, pasangan: out, keterangan });
    }
    return { keterangan: d.keterangan || `Transfer item ${notransaksi}`, lines: [], moves };
  },
});
