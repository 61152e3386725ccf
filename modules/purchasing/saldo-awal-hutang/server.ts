/** Opening payables: Dr Ekuitas Saldo Awal / Cr Hutang Usaha (SAH); not changed once paid. */
import type { DoctypeServer } from '@niaga/kernel/server';
import { credit, debit, openItemValues, type DocumentPosting } from '@niaga/ledger';
import { assertNotPaid } from '../payables';

export const saldoawalhutangServer: DoctypeServer = {
  async beforeSave(ctx, rec, old) {
    if (old) await assertNotPaid(ctx.tx, 'Saldo Awal Hutang', String(old.notransaksi), 'diubah');
    openItemValues(rec, rec.jumlah);
  },
  async beforeDelete(ctx, old) {
    await assertNotPaid(ctx.tx, 'Saldo Awal Hutang', String(old.notransaksi), 'dihapus');
  },
  posting(_ctx, d): DocumentPosting {
    const ket = (d.keterangan as string) || `Saldo awal hutang ${String(d.kodesupel)} ${String(d.nofaktur ?? '')}`.trim();
    return {
      keterangan: ket,
      lines: [
        debit({ role: 'ekuitassaldoawal' }, String(d.jumlah), { keterangan: ket, label: 'Ekuitas Saldo Awal' }),
        credit({ role: 'hutang' }, String(d.jumlah), { keterangan: ket, kontak: String(d.kodesupel), label: 'Hutang Usaha', fields: { kontak: 'kodesupel' } }),
      ],
    };
  },
};
