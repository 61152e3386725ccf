/** Opening receivables: Dr Piutang Usaha / Cr Ekuitas Saldo Awal (SAP); not changed once paid. */
import type { DoctypeServer } from '@niaga/kernel/server';
import { credit, debit, openItemValues, type DocumentPosting } from '@niaga/ledger';
import { assertPiutangFree } from '../receivables';

export const saldoawalpiutangServer: DoctypeServer = {
  async beforeSave(ctx, rec, old) {
    if (old) await assertPiutangFree(ctx.tx, 'Saldo Awal Piutang', String(old.notransaksi), 'diubah');
    openItemValues(rec, rec.jumlah);
  },
  async beforeDelete(ctx, old) {
    await assertPiutangFree(ctx.tx, 'Saldo Awal Piutang', String(old.notransaksi), 'dihapus');
  },
  posting(_ctx, d): DocumentPosting {
    const ket = (d.keterangan as string) || `Saldo awal piutang ${String(d.kodesupel)} ${String(d.nofaktur ?? '')}`.trim();
    return {
      keterangan: ket,
      lines: [
        debit({ role: 'piutang' }, String(d.jumlah), { keterangan: ket, kontak: String(d.kodesupel), label: 'Piutang Usaha', fields: { kontak: 'kodesupel' } }),
        credit({ role: 'ekuitassaldoawal' }, String(d.jumlah), { keterangan: ket, label: 'Ekuitas Saldo Awal' }),
      ],
    };
  },
};
