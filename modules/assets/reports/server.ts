/** The fixed-asset reports' queries: the register and the depreciation runs (penyusutan_detail). */
import { sql } from 'drizzle-orm';
import { dec } from '@niaga/core';
import { rowsOf } from '@niaga/kernel/server';
import { grouped, row, serverReport, type ServerReport } from '@niaga/report/server';
import { METODE_PENYUSUTAN } from '@niaga/master';
import * as R from './reports';

type Range = { dari: string; sampai: string };
const metode = (v: unknown) => METODE_PENYUSUTAN.find((m) => m.value === v)?.label ?? String(v ?? '');

interface AsetRow {
  kodeaset: string;
  namaaset: string;
  kodegrupaset: string;
  namagrupaset: string;
  tglperolehan: string;
  hargaperolehan: string;
  metode: string;
  tarif: string;
  tglpelepasan: string | null;
  awal: string;
  penyusutan: string;
}

const laporanAset = serverReport(R.laporanAset, async (ctx, p) => {
  const tanggal = String(p.tanggal);
  const rows = await rowsOf<AsetRow>(
    ctx.tx,
    sql`select a.kodeaset, a.namaaset, a.kodegrupaset, coalesce(g.namagrupaset, '') as namagrupaset, a.tglperolehan, a.hargaperolehan::text as hargaperolehan, a.metode, a.tarif::text as tarif,
               a.tglpelepasan, coalesce((select sum(d.nilai) from penyusutan_detail d join penyusutan s on s.id = d.penyusutan_id where d.kodeaset = a.kodeaset and s.tanggal <= ${tanggal}), 0)::text as awal, '0' as penyusutan
        from dataaset a left join grupaset g on g.kodegrupaset = a.kodegrupaset
        where a.tglperolehan <= ${tanggal} ${p.dilepas ? sql`` : sql`and (a.tglpelepasan is null or a.tglpelepasan > ${tanggal})`}
        order by a.kodegrupaset, a.kodeaset`,
  );
  const g = grouped(rows, {
    key: (r) => r.kodegrupaset,
    label: (k) => `${k} · ${rows.find((r) => r.kodegrupaset === k)?.namagrupaset ?? ''}`,
    row: (r) => {
      const sold = r.tglpelepasan && r.tglpelepasan <= tanggal;
      return {
        kodeaset: r.kodeaset,
        namaaset: r.namaaset,
        tglperolehan: r.tglperolehan,
        metode: metode(r.metode),
        tarif: r.tarif,
        hargaperolehan: sold ? '0.00' : r.hargaperolehan,
        akumulasi: sold ? '0.00' : dec(r.awal).toFixed(2),
        nilaibuku: sold ? '0.00' : dec(r.hargaperolehan).minus(dec(r.awal)).toFixed(2),
        status: sold ? `Dilepas ${r.tglpelepasan!.split('-').reverse().join('/')}` : 'Aktif',
      };
    },
    sum: ['hargaperolehan', 'akumulasi', 'nilaibuku'],
  });
  return { rows: g.rows, totals: [row.t('Total', g.sums.values())] };
});

const laporanPenyusutan = serverReport(R.laporanPenyusutan, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  const rows = await rowsOf<AsetRow>(
    ctx.tx,
    sql`select a.kodeaset, a.namaaset, a.kodegrupaset, coalesce(g.namagrupaset, '') as namagrupaset, a.tglperolehan, a.hargaperolehan::text as hargaperolehan, a.metode, a.tarif::text as tarif, a.tglpelepasan,
               coalesce(sum(d.nilai) filter (where s.tanggal < ${dari}), 0)::text as awal,
               coalesce(sum(d.nilai) filter (where s.tanggal between ${dari} and ${sampai}), 0)::text as penyusutan
        from dataaset a left join grupaset g on g.kodegrupaset = a.kodegrupaset
        join penyusutan_detail d on d.kodeaset = a.kodeaset join penyusutan s on s.id = d.penyusutan_id and s.tanggal <= ${sampai}
        group by a.kodeaset, a.namaaset, a.kodegrupaset, g.namagrupaset, a.tglperolehan, a.hargaperolehan, a.metode, a.tarif, a.tglpelepasan
        having coalesce(sum(d.nilai) filter (where s.tanggal between ${dari} and ${sampai}), 0) <> 0
        order by a.kodegrupaset, a.kodeaset`,
  );
  const g = grouped(rows, {
    key: (r) => r.kodegrupaset,
    label: (k) => `${k} · ${rows.find((r) => r.kodegrupaset === k)?.namagrupaset ?? ''}`,
    row: (r) => {
      const akhir = dec(r.awal).plus(dec(r.penyusutan));
      return {
        kodeaset: r.kodeaset,
        namaaset: r.namaaset,
        hargaperolehan: r.hargaperolehan,
        awal: dec(r.awal).toFixed(2),
        penyusutan: dec(r.penyusutan).toFixed(2),
        akhir: akhir.toFixed(2),
        nilaibuku: dec(r.hargaperolehan).minus(akhir).toFixed(2),
      };
    },
    sum: ['hargaperolehan', 'awal', 'penyusutan', 'akhir', 'nilaibuku'],
  });
  return { rows: g.rows, totals: [row.t('Total', g.sums.values())] };
});

export const serverReports: ServerReport[] = [laporanAset, laporanPenyusutan];
