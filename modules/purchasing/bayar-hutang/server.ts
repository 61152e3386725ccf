/**
 * Debt payments on the server: each invoice is this supplier's, dated no later than the payment,
 * and is paid (with its discount) no more than remains (@niaga/accounting open-items, as receivable
 * payments); posting per ACCOUNTING.md §2 (BH).
 */
import type { DoctypeServer } from '@niaga/kernel/server';
import { dec } from '@niaga/core';
import { credit, debit, type DocumentPosting } from '@niaga/ledger';
import { giroAccount, withGiro } from '@niaga/accounting';
import { checkPaidInvoices } from '@niaga/accounting';
import { BH_INVOICES, HUTANG, keepsHutang } from '../payables';

export const bayarhutangServer: DoctypeServer = keepsHutang(BH_INVOICES, withGiro('BH', {
  async beforeSave(ctx, rec, old) {
    await checkPaidInvoices(ctx.tx, HUTANG, rec, old ? String(old.notransaksi) : '');
  },
  posting(_ctx, d): DocumentPosting {
    const kodesupel = String(d.kodesupel);
    const ket = (d.keterangan as string) || `Pembayaran hutang ${String(d.notransaksi)} ${kodesupel}`;
    const total = dec(String(d.total));
    const potongan = dec(String(d.totalpotongan));
    return {
      keterangan: ket,
      lines: [
        debit({ role: 'hutang' }, total.plus(potongan).toFixed(2), { keterangan: ket, kontak: kodesupel, label: 'Hutang Usaha', fields: { kontak: 'kodesupel' } }),
        credit(giroAccount(d, 'BH'), total.toFixed(2), { keterangan: ket, label: d.jenisbayar === 'G' ? 'Hutang Giro' : 'Kas/Bank', fields: { akun: 'kodeacckas' } }),
        credit({ role: 'potonganpembelian' }, potongan.toFixed(2), { keterangan: ket, label: 'Potongan Pembelian' }),
      ],
    };
  },
}));
