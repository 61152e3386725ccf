/**
 * Purchases on the server (the kernel's `linksTo.same` keeps the orders taken the supplier's): the payable gets its due date, the
 * deposit used must be there, each line's stock value is its share of the DPP and the capitalised
 * costs; posting per ACCOUNTING.md §2 (BL).
 */
import { sql } from 'drizzle-orm';
import { ActError, datePlusDays, NUM } from '@niaga/kernel';
import { referencedRow, rowsOf, serverOf, type Tx } from '@niaga/kernel/server';
import { dec, formatAmount, quantity } from '@niaga/core';
import { credit, debit, moveText, openItemValues, type DocumentPosting, type JournalLine, type StockMove } from '@niaga/ledger';
import { gudangId } from '@niaga/master/server';
import { baseLines, type BaseLine } from '@niaga/inventory/server';
import { allocate } from '../pricing';
import { assertNotPaid, depositSaldo } from '../payables';
import beli from './beli';

type Rec = Record<string, unknown>;

/**
 * Lines to stock moves in base units at their fixed value (`nilai`, else `total`; signed like the
 * quantity); `base`, the lines in base units (`baseLines`) when the caller has them already.
 */
export async function stockMoves(tx: Tx, kodegudang: string, lines: Rec[], sign: 1 | -1, base?: BaseLine[]): Promise<StockMove[]> {
  const inBase = base ?? (await baseLines(tx, lines));
  const gudang = await gudangId(tx, kodegudang);
  return inBase.map((l) => ({
    item: l.it.id,
    ...(l.varian ? { varian: l.varian } : {}),
    gudang,
    qty: quantity(l.qty.times(sign)),
    nilai: dec(String(lines[l.i].nilai ?? lines[l.i].total)).times(sign).toFixed(2),
    keterangan: moveText(l.it.kodeitem, l.kodevarian, l.qty.div(l.konversi), l.satuan),
  }));
}

/** The date the supplier's terms give from `tanggal` (the supplier as the save's reference check read it, else read). */
async function addDays(tx: Tx, tanggal: string, kodesupel: string): Promise<string> {
  const seen = referencedRow(tx, 'supplier', kodesupel);
  if (seen) return datePlusDays(tanggal, Number(seen.jatuhtempo ?? 0));
  const [r] = await rowsOf<{ d: string }>(tx, sql`select to_char(${tanggal}::date + coalesce((select jatuhtempo from supplier where kodesupel = ${kodesupel}), 0), 'YYYY-MM-DD') as d`);
  return r.d;
}

export const beliServer = serverOf(beli, {
  async beforeSave(ctx, rec, old) {
    if (old) await assertNotPaid(ctx.tx, 'Pembelian', old.notransaksi, 'diubah');
    const lines = rec.lines;
    const kodesupel = rec.kodesupel;
    // The payable's due date: the supplier's terms when not given.
    if (dec(rec.kredit).gt(0) && !rec.jatuhtempo) rec.jatuhtempo = await addDays(ctx.tx, rec.tanggal, kodesupel);
    if (dec(rec.kredit).isZero()) rec.jatuhtempo = rec.jatuhtempo || null;
    openItemValues(rec, rec.kredit);
    // The deposit used: no more than the supplier has (the supplier row serialises its purchases).
    if (dec(rec.deposit).gt(0)) {
      await ctx.tx.execute(sql`select id from supplier where kodesupel = ${kodesupel} for update`);
      const saldo = dec(await depositSaldo(ctx.tx, kodesupel, old ? old.notransaksi : ''));
      if (dec(rec.deposit).gt(saldo))
        throw new ActError(NUM.RULE, `Deposit supplier ${kodesupel} hanya ${formatAmount(saldo)}; tidak cukup untuk ${formatAmount(rec.deposit)}.`, {
          fields: { deposit: `Saldo deposit ${formatAmount(saldo)}` },
        });
    }
    // Each line's value in stock: its share of the DPP plus the capitalised costs.
    const nilai = dec(rec.dpp).plus(dec(rec.biayakirim ?? 0)).plus(dec(rec.biayalain ?? 0));
    const shares = allocate(nilai, lines.map((l) => dec(l.total)));
    lines.forEach((l, i) => (l.nilai = shares[i].toFixed(2)));
  },
  async beforeDelete(ctx, old) {
    await assertNotPaid(ctx.tx, 'Pembelian', old.notransaksi, 'dihapus');
  },
  // A new purchase takes its number after its items are locked and their stock read (8 clerks
  // saving at once queued on the number series: docs/purchasing.md).
  numberLast: true,
  async posting(ctx, d): Promise<DocumentPosting> {
    const kodesupel = d.kodesupel;
    const ket = d.keterangan || `Pembelian ${d.notransaksi} ${kodesupel}`;
    const lines: JournalLine[] = [
      debit({ role: 'ppnmasukan' }, d.ppn, { keterangan: ket, label: 'PPN Masukan' }),
      credit({ role: 'hutang' }, d.kredit, { keterangan: ket, kontak: kodesupel, label: 'Hutang Usaha', fields: { kontak: 'kodesupel' } }),
      credit(d.kodeacckas || { role: 'kas' }, d.tunai, { keterangan: ket, label: 'Tunai', fields: { akun: 'kodeacckas' } }),
      credit({ role: 'uangmukabeli' }, d.deposit, { keterangan: ket, kontak: kodesupel, label: 'Deposit Dipakai' }),
    ].filter((l) => !dec(String(l.debet ?? l.kredit ?? 0)).isZero());
    return { keterangan: ket, lines, moves: await stockMoves(ctx.tx, d.kodegudang, d.lines, 1) };
  },
});
