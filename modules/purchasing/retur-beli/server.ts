/**
 * Purchase returns on the server. Mode 1: the purchase's supplier, warehouse and PPN, each line one
 * of its lines (the kernel keeps what may still be returned) at its net unit price; reducing its
 * payable no more than remains. Mode 2: free lines, refunded in cash. Posting per ACCOUNTING.md §2 (RB).
 */
import { sql } from 'drizzle-orm';
import { computeRecord, fieldError, LINK_FIELD } from '@niaga/kernel';
import { rowsOf, serverOf, type DoctypeServer } from '@niaga/kernel/server';
import { credit, type DocumentPosting, type JournalLine } from '@niaga/ledger';
import returbeli, { fromPurchase } from './retur-beli';
import { assertReturnCovered, freeReturn, returnSettlement } from '@niaga/accounting';
import { HUTANG, keepsHutang, RB_INVOICES } from '../payables';
import { stockMoves } from '../beli/server';
import { gudangId } from '@niaga/master/server';
import { assertAvailable, baseLines } from '@niaga/inventory/server';

export const returbeliServer: DoctypeServer = keepsHutang(RB_INVOICES, serverOf(returbeli, {
  async beforeSave(ctx, rec, old) {
    const lines = rec.lines;
    if (rec.mode === '2') {
      freeReturn(HUTANG, rec);
      return;
    }
    const [b] = await rowsOf<{ id: number; kodesupel: string; kodegudang: string; tipeppn: string; jenispajak: string; dpp: string; tanggal: string }>(
      ctx.tx,
      sql`select id, kodesupel, kodegudang, tipeppn, jenispajak, dpp::text as dpp, to_char(tanggal, 'YYYY-MM-DD') as tanggal from beli where notransaksi = ${rec.nobeli} for update`,
    );
    if (!b) throw fieldError('nobeli', `Pembelian '${rec.nobeli}' tidak ditemukan.`);
    if (rec.tanggal < b.tanggal) throw fieldError('tanggal', `Tanggal retur tidak boleh sebelum tanggal pembelian ${rec.nobeli} (${b.tanggal}).`);
    const src = await rowsOf<{ id: number; jumlah: string; total: string }>(ctx.tx, sql`select id, jumlah::text as jumlah, total::text as total from beli_detail where beli_id = ${b.id} order by urut, id`);
    // What the purchase decides (the form applied the same when the rows were taken): its supplier,
    // warehouse and PPN, each line's net unit price excl. PPN.
    const given = fromPurchase({ head: b, rows: src });
    const unit = new Map(src.map((s, i) => [Number(s.id), given.rows![i]]));
    lines.forEach((l, i) => {
      const u = unit.get(Number(l[LINK_FIELD]));
      if (u === undefined) throw fieldError(`lines.${i}.${LINK_FIELD}`, `Baris ${i + 1}: pilih baris dari pembelian ${rec.nobeli}.`);
      Object.assign(l, u);
    });
    Object.assign(rec, given.head);
    Object.assign(rec, computeRecord(returbeli, rec));
    await assertReturnCovered(ctx.tx, HUTANG, rec, old);
  },
  async posting(ctx, d): Promise<DocumentPosting> {
    const kodesupel = d.kodesupel;
    const ket = d.keterangan || `Retur pembelian ${d.notransaksi} ${kodesupel}`;
    const lines: JournalLine[] = [
      returnSettlement(HUTANG, d, ket),
      credit({ role: 'ppnmasukan' }, d.ppn, { keterangan: ket, label: 'PPN Masukan' }),
    ];
    // Not more than the warehouse holds on the date, named on the line (as an item out).
    const kodegudang = d.kodegudang;
    const base = await baseLines(ctx.tx, d.lines);
    await assertAvailable(ctx.tx, { lines: base, gudang: await gudangId(ctx.tx, kodegudang), kodegudang, tanggal: d.tanggal, sumber: 'RB', notransaksi: d.notransaksi });
    return { keterangan: ket, lines, moves: await stockMoves(ctx.tx, kodegudang, d.lines, -1, base) };
  },
}));
