/**
 * Debt payments on the server: each invoice is this supplier's, dated no later than the payment,
 * and is paid (with its discount) no more than remains (@niaga/accounting open-items, as receivable
 * payments); posting per ACCOUNTING.md §2 (BH).
 */
import { serverOf, type DoctypeServer } from '@niaga/kernel/server';
import { dec } from '@niaga/core';
import { credit, debit, type DocumentPosting } from '@niaga/ledger';
import { giroAccount, withGiro } from '@niaga/accounting';
import { checkPaidInvoices } from '@niaga/accounting';
import { BH_INVOICES, HUTANG, keepsHutang } from '../payables';
import bayarhutang from './bayar-hutang';

export const bayarhutangServer: DoctypeServer = keepsHutang(BH_INVOICES, withGiro('BH', serverOf(bayarhutang, {
  async beforeSave(ctx, rec, old) {
    await checkPaidInvoices(ctx.tx, HUTANG, rec, old ? old.notransaksi : '');
  },
  posting(_ctx, d): DocumentPosting {
    const kodesupel = d.kodesupel;
    const ket = d.keterangan || `Pembayaran hutang ${d.notransaksi} ${kodesupel}`;
    const total = dec(d.total);
    const potongan = dec(d.totalpotongan);
    return {
      keterangan: ket,
      lines: [
        debit({ role: 'hutang' }, total.plus(potongan).toFixed(2), { keterangan: ket, kontak: kodesupel, label: 'Hutang Usaha', fields: { kontak: 'kodesupel' } }),
        credit(giroAccount(d, 'BH'), total.toFixed(2), { keterangan: ket, label: d.jenisbayar === 'G' ? 'Hutang Giro' : 'Kas/Bank', fields: { akun: 'kodeacckas' } }),
        credit({ role: 'potonganpembelian' }, potongan.toFixed(2), { keterangan: ket, label: 'Potongan Pembelian' }),
      ],
    };
  },
})));
