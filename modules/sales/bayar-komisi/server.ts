/**
 * Commission payments on the server: each line is a sale of this sales person, dated no later than
 * the payment, paid no more than its commission less what other payments paid; the sales person's
 * row is locked so that two payments of one person wait for each other. Posting per ACCOUNTING.md
 * §2 (BKS): Dr Beban Komisi Sales / Cr Kas/Bank, or Hutang Giro for a cheque/giro.
 */
import { sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { serverOf } from '@niaga/kernel/server';
import { dec, formatAmount } from '@niaga/core';
import { credit, debit, type DocumentPosting } from '@niaga/ledger';
import { giroAccount, withGiro } from '@niaga/accounting';
import { komisiSales } from '../komisi';
import bayarkomisi from './bayar-komisi';

export const bayarkomisiServer = withGiro('BKS', serverOf(bayarkomisi, {
  async beforeSave(ctx, rec, old) {
    const kodesales = rec.kodesales;
    await ctx.tx.execute(sql`select id from sales where kodesales = ${kodesales} for update`);
    const lines = rec.lines;
    const found = new Map((await komisiSales(ctx.tx, { nos: lines.map((l) => l.nojual), kecuali: old ? old.notransaksi : '' })).map((x) => [x.notransaksi, x]));
    const fields: Record<string, string> = {};
    lines.forEach((l, i) => {
      const s = found.get(l.nojual);
      const f = `lines.${i}.nojual`;
      if (!s) fields[f] = `Baris ${i + 1}: penjualan '${l.nojual}' tidak ditemukan atau tidak memiliki sales.`;
      else if (s.kodesales !== kodesales) fields[f] = `Baris ${i + 1}: penjualan ${s.notransaksi} milik sales ${s.kodesales}, bukan ${kodesales}.`;
      else if (s.tanggal > rec.tanggal) fields[f] = `Baris ${i + 1}: penjualan ${s.notransaksi} bertanggal ${s.tanggal}, setelah tanggal pembayaran.`;
      else if (dec(l.bayar).gt(dec(s.sisa)))
        fields[`lines.${i}.bayar`] = `Baris ${i + 1}: bayar ${formatAmount(l.bayar)} melebihi sisa komisi ${s.notransaksi} (${formatAmount(s.sisa)} dari komisi ${formatAmount(s.komisi)}).`;
    });
    const msgs = Object.values(fields);
    if (msgs.length) throw new ActError(NUM.RULE, msgs.length === 1 ? msgs[0] : `${msgs[0]} (dan ${msgs.length - 1} lainnya)`, { fields });
  },
  posting(_ctx, d): DocumentPosting {
    const kodesales = d.kodesales;
    const ket = d.keterangan || `Pembayaran komisi ${d.notransaksi} ${kodesales}`;
    const total = dec(d.total).toFixed(2);
    return {
      keterangan: ket,
      lines: [
        debit({ role: 'bebankomisi' }, total, { keterangan: ket, label: 'Beban Komisi Sales' }),
        credit(giroAccount(d, 'BKS'), total, { keterangan: ket, label: d.jenisbayar === 'G' ? 'Hutang Giro' : 'Kas/Bank', fields: { akun: 'kodeacckas' } }),
      ],
    };
  },
}));
