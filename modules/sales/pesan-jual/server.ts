/**
 * Sales orders on the server: each line's tax kind must be its item's (as on a sale), and the customer's
 * credit limit is checked on the order's total (receivables.ts, with the supervisor override).
 */
import { sql } from 'drizzle-orm';
import { fieldError, num } from '@niaga/kernel';
import { rowsOf, serverOf } from '@niaga/kernel/server';
import { checkCreditLimit } from '../receivables';
import pesanjual from './pesan-jual';

export const pesanjualServer = serverOf(pesanjual, {
  async beforeSave(ctx, rec, old) {
    const lines = rec.lines ?? [];
    const codes = [...new Set(lines.map((l) => l.kodeitem))];
    const items = await rowsOf<{ kodeitem: string; jenispajak: string }>(
      ctx.tx,
      sql`select kodeitem, jenispajak from item where kodeitem in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`,
    );
    const pajak = new Map(items.map((i) => [i.kodeitem, String(i.jenispajak)]));
    lines.forEach((l, i) => {
      const jp = pajak.get(l.kodeitem);
      if (jp === undefined) throw fieldError(`lines.${i}.kodeitem`, `Baris ${i + 1}: Item '${l.kodeitem}' tidak ditemukan.`);
      if (l.jenispajak !== jp) throw fieldError(`lines.${i}.jenispajak`, `Baris ${i + 1}: jenis pajak ${l.kodeitem} adalah ${jp}, bukan ${l.jenispajak}.`);
    });
    await checkCreditLimit(ctx, { kodesupel: rec.kodesupel, amount: num(rec.total), kecuali: old ? old.notransaksi : '', dokumen: 'pesanan ini' });
  },
});
