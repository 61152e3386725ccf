/**
 * Debt payments on the server: each invoice is this supplier's, dated no later than the payment,
 * and is paid (with its discount) no more than remains; posting per ACCOUNTING.md §2 (BH).
 */
import { ActError, NUM } from '@niaga/kernel';
import type { DoctypeServer } from '@niaga/kernel/server';
import { dec, formatAmount } from '@niaga/core';
import { credit, debit, type DocumentPosting } from '@niaga/ledger';
import { giroAccount, withGiro } from '@niaga/accounting';
import { BH_INVOICES, invoices, keepsHutang } from '../payables';

type Rec = Record<string, unknown>;

export const bayarhutangServer: DoctypeServer = keepsHutang(BH_INVOICES, withGiro('BH', {
  async beforeSave(ctx, rec, old) {
    const lines = rec.lines as Rec[];
    const nos = lines.map((l) => String(l.noinvoice));
    const found = new Map((await invoices(ctx.tx, { nos, kecuali: old ? String(old.notransaksi) : '', lock: true })).map((x) => [x.notransaksi, x]));
    const fields: Record<string, string> = {};
    lines.forEach((l, i) => {
      const inv = found.get(String(l.noinvoice));
      const f = `lines.${i}.noinvoice`;
      if (!inv) fields[f] = `Baris ${i + 1}: faktur hutang '${String(l.noinvoice)}' tidak ditemukan.`;
      else if (inv.kodesupel !== rec.kodesupel) fields[f] = `Baris ${i + 1}: faktur ${inv.notransaksi} milik supplier ${inv.kodesupel}, bukan ${String(rec.kodesupel)}.`;
      else if (inv.tanggal > String(rec.tanggal)) fields[f] = `Baris ${i + 1}: faktur ${inv.notransaksi} bertanggal ${inv.tanggal}, setelah tanggal pembayaran.`;
      else {
        const v = dec(String(l.bayar)).plus(dec(String(l.potongan)));
        if (v.gt(dec(inv.sisa))) fields[`lines.${i}.bayar`] = `Baris ${i + 1}: bayar dan potongan ${formatAmount(v)} melebihi sisa hutang ${inv.notransaksi} (${formatAmount(inv.sisa)}).`;
      }
    });
    const msgs = Object.values(fields);
    if (msgs.length) throw new ActError(NUM.RULE, msgs.length === 1 ? msgs[0] : `${msgs[0]} (dan ${msgs.length - 1} lainnya)`, { fields });
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
