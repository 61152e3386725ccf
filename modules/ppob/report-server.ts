/** The PPOB report's query: ppob_transaksi by day, product and status. */
import { sql } from 'drizzle-orm';
import { rowsOf } from '@niaga/kernel/server';
import { row, serverReport } from '@niaga/report/server';
import { dec, ZERO } from '@niaga/core';
import * as R from './report';

interface Line {
  tanggal: string;
  sku: string;
  nama: string;
  status: string;
  jumlah: number;
  jual: string;
  modal: string;
  margin: string;
}

const laporanPpob = serverReport(R.laporanPpob, async (ctx, p) => {
  const { dari, sampai } = p.periode as { dari: string; sampai: string };
  const status = String(p.status ?? '');
  const rows = await rowsOf<Line>(
    ctx.tx,
    sql`select tanggal::text as tanggal, sku, min(nama) as nama, status, count(*)::int as jumlah,
               sum(jual)::text as jual, sum(modal)::text as modal, sum(margin)::text as margin
          from ppob_transaksi
         where tanggal between ${dari} and ${sampai} ${status ? sql`and status = ${status}` : sql``}
         group by tanggal, sku, status order by tanggal, sku, status`,
  );
  // A failed sale was reversed: listed (count), never in the money totals.
  let jual = ZERO;
  let modal = ZERO;
  let margin = ZERO;
  for (const r of rows)
    if (r.status !== 'Gagal') {
      jual = jual.plus(dec(r.jual));
      modal = modal.plus(dec(r.modal));
      margin = margin.plus(dec(r.margin));
    }
  return {
    rows: rows.map((r) => row.d({ ...r })),
    totals: [row.t('Total (tanpa yang gagal)', { jual: jual.toFixed(2), modal: modal.toFixed(2), margin: margin.toFixed(2) })],
  };
});

export const serverReports = [laporanPpob];
