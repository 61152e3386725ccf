/**
 * Sales orders on the server: each line's tax kind must be its item's (as on a sale), and the customer's
 * credit limit is checked on the order's total (receivables.ts, with the supervisor override).
 */
import { sql } from 'drizzle-orm';
import { fieldError, num } from '@niaga/kernel';
import { rowsOf, type DoctypeServer } from '@niaga/kernel/server';
import { checkCreditLimit } from '../receivables';

type Rec = Record<string, unknown>;

export const pesanjualServer: DoctypeServer = {
  async beforeSave(ctx, rec, old) {
    const lines = (rec.lines as Rec[]) ?? [];
    const codes = [...new Set(lines.map((l) => String(l.kodeitem)))];
    const items = await rowsOf<{ kodeitem: string; jenispajak: string }>(
      ctx.tx,
      sql`select kodeitem, jenispajak from item where kodeitem in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`,
    );
    const pajak = new Map(items.map((i) => [i.kodeitem, String(i.jenispajak)]));
    lines.forEach((l, i) => {
      const jp = pajak.get(String(l.kodeitem));
      if (jp === undefined) throw fieldError(`lines.${i}.kodeitem`, `Baris ${i + 1}: Item '${String(l.kodeitem)}' tidak ditemukan.`);
      if (String(l.jenispajak) !== jp) throw fieldError(`lines.${i}.jenispajak`, `Baris ${i + 1}: jenis pajak ${String(l.kodeitem)} adalah ${jp}, bukan ${String(l.jenispajak)}.`);
    });
    await checkCreditLimit(ctx, { kodesupel: String(rec.kodesupel), amount: num(rec.total), kecuali: old ? String(old.notransaksi) : '', dokumen: 'pesanan ini' });
  },
};
