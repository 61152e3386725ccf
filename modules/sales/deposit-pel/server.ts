/** Customer deposits: Dr Kas/Bank / Cr Uang Muka Penjualan (DP); one that sales or payments used is not reduced below what they used (42). */
import { ActError, NUM } from '@niaga/kernel';
import type { DoctypeServer, Tx } from '@niaga/kernel/server';
import { dec, formatAmount } from '@niaga/core';
import { sql } from 'drizzle-orm';
import { credit, debit, type DocumentPosting } from '@niaga/ledger';
import { depositPelSaldo } from '../receivables';

async function assertCovered(tx: Tx, kodesupel: string, notransaksi: string, jumlahBaru: string) {
  // The customer's row: sales and payments using the deposit take the same lock.
  await tx.execute(sql`select id from pelanggan where kodesupel = ${kodesupel} for update`);
  const saldo = dec(await depositPelSaldo(tx, kodesupel, notransaksi)).plus(dec(jumlahBaru));
  if (saldo.isNegative()) throw new ActError(NUM.IN_USE, `Deposit ${notransaksi} sudah dipakai transaksi pelanggan ${kodesupel}; saldo deposit akan menjadi ${formatAmount(saldo)}.`);
}

export const depositpelServer: DoctypeServer = {
  async beforeSave(ctx, rec, old) {
    if (old) await assertCovered(ctx.tx, String(old.kodesupel), String(old.notransaksi), old.kodesupel === rec.kodesupel ? String(rec.jumlah) : '0');
  },
  async beforeDelete(ctx, old) {
    await assertCovered(ctx.tx, String(old.kodesupel), String(old.notransaksi), '0');
  },
  posting(_ctx, d): DocumentPosting {
    const ket = (d.keterangan as string) || `Deposit pelanggan ${String(d.kodesupel)}`;
    return {
      keterangan: ket,
      lines: [
        debit(String(d.kodeacckas), String(d.jumlah), { keterangan: ket, label: 'Kas/Bank', fields: { akun: 'kodeacckas' } }),
        credit({ role: 'uangmukajual' }, String(d.jumlah), { keterangan: ket, kontak: String(d.kodesupel), label: 'Uang Muka Penjualan' }),
      ],
    };
  },
};
