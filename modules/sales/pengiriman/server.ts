/** Shipping data on the server: the sale must exist (JL or KSR, not cancelled); its customer is filled from it. */
import { sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { rowsOf, serverOf } from '@niaga/kernel/server';
import datapengiriman from './pengiriman';

export const datapengirimanServer = serverOf(datapengiriman, {
  async beforeSave(ctx, rec) {
    const no = rec.notransaksi ?? '';
    const [sale] = await rowsOf<{ kodesupel: string; batal: boolean }>(
      ctx.tx,
      sql`select kodesupel, batal from jual where notransaksi = ${no} union all select kodesupel, batal from kasir where notransaksi = ${no} limit 1`,
    );
    if (!sale) throw new ActError(NUM.INVALID, `Penjualan '${no}' tidak ditemukan.`, { fields: { notransaksi: 'Penjualan tidak ditemukan' } });
    if (sale.batal) throw new ActError(NUM.RULE, `Penjualan '${no}' sudah dibatalkan.`, { fields: { notransaksi: 'Penjualan dibatalkan' } });
    rec.kodesupel = sale.kodesupel;
  },
});
