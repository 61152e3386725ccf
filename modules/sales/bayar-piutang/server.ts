/**
 * Receivable payments on the server: each invoice is this customer's, dated no later than the
 * payment, and is paid (with its discount) no more than remains (@niaga/accounting open-items, as
 * debt payments); the deposit used is no more than
 * the customer's balance; posting per ACCOUNTING.md §2 (BP).
 */
import { ActError, NUM } from '@niaga/kernel';
import { serverOf } from '@niaga/kernel/server';
import { dec, formatAmount } from '@niaga/core';
import { sql } from 'drizzle-orm';
import { credit, debit, type DocumentPosting } from '@niaga/ledger';
import { giroAccount, withGiro } from '@niaga/accounting';
import { checkPaidInvoices } from '@niaga/accounting';
import { BP_INVOICES, depositPelSaldo, keepsPiutang, PIUTANG } from '../receivables';
import { assertKomisiCovered, komisiTagih } from '../komisi';
import bayarpiutang from './bayar-piutang';

export const bayarpiutangServer = keepsPiutang(BP_INVOICES, withGiro('BP', serverOf(bayarpiutang, {
  async beforeSave(ctx, rec, old) {
    const lines = rec.lines;
    const kecuali = old ? old.notransaksi : '';
    await checkPaidInvoices(ctx.tx, PIUTANG, rec, kecuali);
    // The commission on collection each line earns the sale's sales person (komisi.ts).
    await komisiTagih(ctx.tx, lines);
    const deposit = dec(rec.deposit);
    if (deposit.gt(0)) {
      const kodesupel = rec.kodesupel;
      await ctx.tx.execute(sql`select id from pelanggan where kodesupel = ${kodesupel} for update`);
      const saldo = dec(await depositPelSaldo(ctx.tx, kodesupel, kecuali));
      if (deposit.gt(saldo))
        throw new ActError(NUM.RULE, `Deposit pelanggan ${kodesupel} hanya ${formatAmount((saldo.isNegative() ? dec(0) : saldo).toFixed(2))}; tidak cukup untuk ${formatAmount(deposit.toFixed(2))}.`, {
          fields: { deposit: 'Saldo deposit tidak cukup' },
        });
    }
  },
  async afterSave(ctx, saved, old) {
    // An edit may not leave a sale's commission paid out beyond what it now earns.
    if (old) await assertKomisiCovered(ctx.tx, old.notransaksi, new Map(BP_INVOICES(old).map((no) => [no, dec(0)])), 'diubah');
  },
  async beforeDelete(ctx, old) {
    const less = new Map<string, ReturnType<typeof dec>>();
    for (const l of old.lines ?? []) less.set(l.noinvoice, (less.get(l.noinvoice) ?? dec(0)).plus(dec(l.komisi)));
    await assertKomisiCovered(ctx.tx, old.notransaksi, less, 'dihapus');
  },
  posting(_ctx, d): DocumentPosting {
    const kodesupel = d.kodesupel;
    const ket = d.keterangan || `Pembayaran piutang ${d.notransaksi} ${kodesupel}`;
    const total = dec(d.total);
    const potongan = dec(d.totalpotongan);
    const deposit = dec(d.deposit);
    const lines = [
      debit(d.jenisbayar === 'G' ? giroAccount(d, 'BP') : d.kodeacckas || { role: 'kas' }, total.minus(deposit).toFixed(2), { keterangan: ket, label: d.jenisbayar === 'G' ? 'Piutang Giro' : 'Kas/Bank', fields: { akun: 'kodeacckas' } }),
      debit({ role: 'uangmukajual' }, deposit.toFixed(2), { keterangan: ket, kontak: kodesupel, label: 'Deposit Dipakai', fields: { kontak: 'kodesupel' } }),
      debit({ role: 'potonganpenjualan' }, potongan.toFixed(2), { keterangan: ket, label: 'Potongan Penjualan' }),
      credit({ role: 'piutang' }, total.plus(potongan).toFixed(2), { keterangan: ket, kontak: kodesupel, label: 'Piutang Usaha', fields: { kontak: 'kodesupel' } }),
    ].filter((l) => !dec(String(l.debet ?? l.kredit ?? 0)).isZero());
    return { keterangan: ket, lines };
  },
})));
