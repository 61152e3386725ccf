/** Deposits to suppliers: Dr Uang Muka Pembelian / Cr Kas/Bank (DB); one that purchases used is not reduced below what they used. */
import { ActError, NUM } from '@niaga/kernel';
import type { DoctypeServer } from '@niaga/kernel/server';
import { dec, formatAmount } from '@niaga/core';
import { credit, debit, type DocumentPosting } from '@niaga/ledger';
import { depositSaldo } from '../payables';

async function assertCovered(tx: Parameters<typeof depositSaldo>[0], kodesupel: string, notransaksi: string, jumlahBaru: string) {
  const saldo = dec(await depositSaldo(tx, kodesupel, notransaksi)).plus(dec(jumlahBaru));
  if (saldo.isNegative()) throw new ActError(NUM.IN_USE, `Deposit ${notransaksi} sudah dipakai pembelian supplier ${kodesupel}; saldo deposit akan menjadi ${formatAmount(saldo)}.`);
}

export const depositsupServer: DoctypeServer = {
  async beforeSave(ctx, rec, old) {
    if (old) await assertCovered(ctx.tx, String(old.kodesupel), String(old.notransaksi), old.kodesupel === rec.kodesupel ? String(rec.jumlah) : '0');
  },
  async beforeDelete(ctx, old) {
    await assertCovered(ctx.tx, String(old.kodesupel), String(old.notransaksi), '0');
  },
  posting(_ctx, d): DocumentPosting {
    const ket = (d.keterangan as string) || `Deposit ke supplier ${String(d.kodesupel)}`;
    return {
      keterangan: ket,
      lines: [
        debit({ role: 'uangmukabeli' }, String(d.jumlah), { keterangan: ket, kontak: String(d.kodesupel), label: 'Uang Muka Pembelian' }),
        credit(String(d.kodeacckas), String(d.jumlah), { keterangan: ket, label: 'Kas/Bank', fields: { akun: 'kodeacckas' } }),
      ],
    };
  },
};
