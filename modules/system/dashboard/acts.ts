/**
 * The dashboard on /home (spec §2.11, §3 dashboard tables, §7.7): `dsbreqag_lite` (first load)
 * and `dsbreqag_refresh` (the Refresh button), both with an empty FormParam, read the maintained
 * figures (./tables.ts) in one statement and answer:
 * - FormParam [{tahun, bulan}] — the company's current year and month;
 * - tbl_jual_terbaik_bln — the last 4 months (oldest first), one row per month with the argument
 *   field `bulan` ('Agu 2026') and one field per best item (its kodeitem) holding the quantity sold;
 * - tbl_jual_terbaik_bln_dt — the series: the 5 best items of those months, {kodeitem, namaitem};
 * - tbl_item_terbaik — the 10 best items of the year, {kodeitem, namaitem, jmljual} (the pie);
 * - tbl_omset_thn — the 12 months of the year, {bulan ('Jan'), omset};
 * - tbl_omset_thn_cbg — the same months, one field per office (its kodekantor) holding its omset;
 * - tbl_omset_thn_cbg_dt — the series: the offices, {kodekantor, namakantor}.
 * Quantities in the item's base unit; omset is DPP (net of discounts and PPN). Right mTampilGrafik · mopen.
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { defineAct, rowsOf, type ActContext } from '@niaga/kernel/server';
import { companyToday } from '@niaga/ledger';

export const BULAN = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
/** Best items drawn per month (series) and in the year's pie. */
export const TOP_BULAN = 5;
export const TOP_TAHUN = 10;

const ym = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;

interface Raw {
  bln: Array<{ b: string; k: string; j: string }> | null;
  bln_dt: Array<{ kodeitem: string; namaitem: string }> | null;
  terbaik: Array<{ kodeitem: string; namaitem: string; jmljual: string }> | null;
  omset: Array<{ b: string; k: string; o: string }> | null;
  kantor: Array<{ kodekantor: string; namakantor: string }> | null;
}

/** The dashboard tables of the company at its today. */
export async function dashboard(ctx: ActContext) {
  const today = ctx.books ? await ctx.books.today(ctx.tx) : await companyToday(ctx.tx);
  const tahun = Number(today.slice(0, 4));
  const bulan = Number(today.slice(5, 7));
  // The last 4 months, oldest first.
  const months = [3, 2, 1, 0].map((back) => {
    const i = tahun * 12 + (bulan - 1) - back;
    return { y: Math.floor(i / 12), m: (i % 12) + 1 };
  });
  const from4 = ym(months[0].y, months[0].m);
  const cur = ym(tahun, bulan);
  const jan = ym(tahun, 1);
  const dec = ym(tahun, 12);
  const [r] = await rowsOf<Raw>(
    ctx.tx,
    sql`with m4 as (select bulan, kodeitem, jmljual from dsb_jual_item where bulan between ${from4}::date and ${cur}::date and jmljual <> 0),
             top4 as (select kodeitem, sum(jmljual) as t from m4 group by kodeitem having sum(jmljual) > 0 order by t desc, kodeitem limit ${TOP_BULAN}),
             yr as (select kodeitem, jmljual as t from dsb_jual_item_thn where tahun = ${tahun} and jmljual > 0 order by jmljual desc, kodeitem limit ${TOP_TAHUN})
        select
          (select json_agg(json_build_object('b', m4.bulan, 'k', m4.kodeitem, 'j', trim_scale(m4.jmljual)::text)) from m4 join top4 using (kodeitem)) as bln,
          (select json_agg(json_build_object('kodeitem', t.kodeitem, 'namaitem', coalesce(i.namaitem, t.kodeitem)) order by t.t desc, t.kodeitem) from top4 t left join item i on i.kodeitem = t.kodeitem) as bln_dt,
          (select json_agg(json_build_object('kodeitem', y.kodeitem, 'namaitem', coalesce(i.namaitem, y.kodeitem), 'jmljual', trim_scale(y.t)::text) order by y.t desc, y.kodeitem) from yr y left join item i on i.kodeitem = y.kodeitem) as terbaik,
          (select json_agg(json_build_object('b', bulan, 'k', kodekantor, 'o', omset::text)) from dsb_omset where bulan between ${jan}::date and ${dec}::date and omset <> 0) as omset,
          (select json_agg(json_build_object('kodekantor', kodekantor, 'namakantor', namakantor) order by kodekantor) from kantor) as kantor`,
  );
  const label = (y: number, m: number) => `${BULAN[m - 1]} ${y}`;
  const series = r.bln_dt ?? [];
  const tbl_jual_terbaik_bln = months.map(({ y, m }) => {
    const row: Record<string, string> = { bulan: label(y, m) };
    for (const s of series) row[s.kodeitem] = (r.bln ?? []).find((x) => x.b === ym(y, m) && x.k === s.kodeitem)?.j ?? '0';
    return row;
  });
  const perMonth = new Map<string, Map<string, string>>();
  for (const o of r.omset ?? []) {
    const m = perMonth.get(o.b) ?? new Map<string, string>();
    m.set(o.k, o.o);
    perMonth.set(o.b, m);
  }
  const sumOf = (vals: Iterable<string>) => {
    // Exact cents: figures are numeric(18,2) text.
    let cents = 0n;
    for (const v of vals) {
      const [w, f = ''] = v.replace('-', '').split('.');
      const c = BigInt(w) * 100n + BigInt((f + '00').slice(0, 2));
      cents += v.startsWith('-') ? -c : c;
    }
    const neg = cents < 0n;
    const a = neg ? -cents : cents;
    return `${neg ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
  };
  const kantor = new Map((r.kantor ?? []).map((k) => [k.kodekantor, k.namakantor]));
  for (const o of r.omset ?? []) if (!kantor.has(o.k)) kantor.set(o.k, o.k || 'Tanpa Kantor');
  const tbl_omset_thn_cbg_dt = [...kantor].map(([kodekantor, namakantor]) => ({ kodekantor, namakantor }));
  const tbl_omset_thn = BULAN.map((b, i) => ({ bulan: b, omset: sumOf(perMonth.get(ym(tahun, i + 1))?.values() ?? []) }));
  const tbl_omset_thn_cbg = BULAN.map((b, i) => {
    const row: Record<string, string> = { bulan: b };
    for (const k of kantor.keys()) row[k] = perMonth.get(ym(tahun, i + 1))?.get(k) ?? '0.00';
    return row;
  });
  return {
    FormParam: [{ tahun, bulan }],
    tbl_jual_terbaik_bln,
    tbl_jual_terbaik_bln_dt: series,
    tbl_item_terbaik: r.terbaik ?? [],
    tbl_omset_thn,
    tbl_omset_thn_cbg,
    tbl_omset_thn_cbg_dt,
  };
}

const access = { modul: 'mTampilGrafik', aksi: 'mopen' } as const;
/** The spec's empty FormParam table (or nothing at all). */
const empty = z.object({ FormParam: z.array(z.record(z.string(), z.unknown())).max(1).optional() }).passthrough();

export const dsbreqag_lite = defineAct({
  name: 'dsbreqag_lite',
  summary:
    'Dasbor /home, muat pertama: FormParam kosong → FormParam [{tahun, bulan}], tbl_jual_terbaik_bln (4 bulan terakhir: bulan + satu field per kodeitem), tbl_jual_terbaik_bln_dt [{kodeitem, namaitem}], tbl_item_terbaik [{kodeitem, namaitem, jmljual}], tbl_omset_thn [{bulan, omset}], tbl_omset_thn_cbg (bulan + satu field per kodekantor), tbl_omset_thn_cbg_dt [{kodekantor, namakantor}]; dari ringkasan penjualan yang dijaga tiap simpan/hapus penjualan.',
  module: 'system',
  access,
  schema: empty,
  handler: (ctx) => dashboard(ctx),
});

export const dsbreqag_refresh = defineAct({
  name: 'dsbreqag_refresh',
  summary: 'Dasbor /home, tombol Refresh: sama dengan dsbreqag_lite (angka terkini dari ringkasan penjualan).',
  module: 'system',
  access,
  schema: empty,
  handler: (ctx) => dashboard(ctx),
});
