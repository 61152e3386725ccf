/**
 * Keeping the dashboard's sales figures (./tables.ts: item × month, item × year, office × month) with every sale: a save adds the new
 * version's figures and takes back the old version's, a delete takes back the old's — one
 * statement either way, in the sale's own transaction, sent with its COMMIT (called from modules/sales/sale-server.ts).
 * Quantities go to the item's base unit through its unit's konversi (satuanitem).
 */
import { sql, type SQL } from 'drizzle-orm';
import { atCommit, prepared, type Tx } from '@niaga/kernel/server';

type Rec = Record<string, unknown>;

const monthOf = (tanggal: unknown) => `${String(tanggal).slice(0, 7)}-01`;

/** The rows a sale version adds (sign 1) or takes back (sign −1); `g` the sign of its lines in dsb_jual_satuan (a version in 1, out −1). */
function parts(d: Rec, sign: 1 | -1, g: 1 | -1) {
  const bulan = monthOf(d.tanggal);
  const lines = ((d.lines as Rec[] | undefined) ?? []).filter(Boolean);
  return {
    items: lines.map((l) => ({ b: bulan, k: String(l.kodeitem), s: String(l.satuan), j: sign === 1 ? String(l.jumlah) : `-${String(l.jumlah)}`, q: String(l.jumlah), t: String(l.total ?? 0), g })),
    head: { d: String(d.dpp ?? 0), st: String(d.subtotal ?? 0) },
    omset: { b: bulan, k: String(d.kodekantor ?? ''), o: sign === 1 ? String(d.dpp ?? 0) : `-${String(d.dpp ?? 0)}` },
  };
}

/**
 * Moves the figures from `old` (an edited or deleted sale as saved, with its lines) to `rec` (the
 * version being saved, null on delete). One statement: the four upserts in one `with`. A sales
 * return calls it with `sign` −1: what it takes back leaves the figures. `sumber` (KSR, JL; RJ a
 * return of a back-office sale or a free return, RJK a return of a till sale) keys the document's lines in dsb_jual_satuan, their value computed on the columns' own types
 * as the reports compute it from the saved rows.
 */
export async function keepSaleFigures(tx: Tx, rec: Rec | null, old: Rec | null, sign: 1 | -1, sumber: 'KSR' | 'JL' | 'RJ' | 'RJK'): Promise<void> {
  const all = [...(old ? [parts(old, sign === 1 ? -1 : 1, -1)] : []), ...(rec ? [parts(rec, sign, 1)] : [])];
  if (!all.length) return;
  const items = JSON.stringify(all.flatMap((p) => p.items.map((i) => ({ ...i, d: p.head.d, st: p.head.st }))));
  const omset = JSON.stringify(all.map((p) => p.omset));
  // Last in the sale's transaction (with its COMMIT): the month's and the items' rows are shared by
  // every sale, so every other till waits on them while they are locked. The same text every time:
  // prepared (on PGlite; PostgreSQL sends it with the COMMIT).
  await atCommit(
    tx,
    prepared(sql`
    with d as (
      select (x->>'b')::date as bulan, x->>'k' as kodeitem, x->>'s' as satuan, (x->>'j')::numeric as jumlah,
             (x->>'g')::int as g, (x->>'q')::numeric(18,4) as qty, (x->>'t')::numeric(18,2) as total, (x->>'d')::numeric(18,2) as dpp, (x->>'st')::numeric(18,2) as subtotal
      from jsonb_array_elements(${items}::jsonb) x
    ), q as (
      select d.bulan, d.kodeitem, sum(d.jumlah * coalesce(s.konversi, 1)) as jmljual
      from d left join item i on i.kodeitem = d.kodeitem left join satuanitem s on s.item_id = i.id and s.satuan = d.satuan
      group by d.bulan, d.kodeitem
    ), i as (
      insert into dsb_jual_item (bulan, kodeitem, jmljual) select bulan, kodeitem, jmljual from q
      on conflict (bulan, kodeitem) do update set jmljual = dsb_jual_item.jmljual + excluded.jmljual
    ), y as (
      insert into dsb_jual_item_thn (tahun, kodeitem, jmljual) select extract(year from bulan)::int, kodeitem, sum(jmljual) from q group by 1, 2
      on conflict (tahun, kodeitem) do update set jmljual = dsb_jual_item_thn.jmljual + excluded.jmljual
    ), u as (
      insert into dsb_jual_satuan (bulan, sumber, kodeitem, satuan, jumlah, nilai)
      select bulan, ${sumber}, kodeitem, satuan, sum(g * qty), sum(g * (total * case when subtotal = 0 then 0 else dpp / subtotal end)) from d group by 1, 3, 4
      on conflict (bulan, sumber, kodeitem, satuan) do update set jumlah = dsb_jual_satuan.jumlah + excluded.jumlah, nilai = dsb_jual_satuan.nilai + excluded.nilai
    )
    insert into dsb_omset (bulan, kodekantor, omset)
    select (x->>'b')::date, x->>'k', sum((x->>'o')::numeric) from jsonb_array_elements(${omset}::jsonb) x group by 1, 2
    on conflict (bulan, kodekantor) do update set omset = dsb_omset.omset + excluded.omset`),
  );
}

/**
 * Rebuilds the figures of a company from every sale (kasir and jual) less the sales returns: for sales saved before the
 * figures existed (`npm run dashboard:rebuild`) and to check them. A scan of all sales.
 */
export async function rebuildSaleFigures(tx: Tx): Promise<void> {
  await tx.execute(sql`delete from dsb_jual_item`);
  await tx.execute(sql`delete from dsb_omset`);
  await tx.execute(sql`delete from dsb_jual_item_thn`);
  await tx.execute(sql`delete from dsb_jual_satuan`);
  await tx.execute(sql`insert into dsb_jual_satuan (bulan, sumber, kodeitem, satuan, jumlah, nilai) ${saleUnitFigures()}`);
  await tx.execute(sql`
    with l as (
      select date_trunc('month', h.tanggal)::date as bulan, d.kodeitem, d.satuan, d.jumlah from kasir h join kasir_detail d on d.kasir_id = h.id
      union all
      select date_trunc('month', h.tanggal)::date, d.kodeitem, d.satuan, d.jumlah from jual h join jual_detail d on d.jual_id = h.id
      union all
      select date_trunc('month', h.tanggal)::date, d.kodeitem, d.satuan, -d.jumlah from returjual h join returjual_detail d on d.returjual_id = h.id
    ), i as (
      insert into dsb_jual_item (bulan, kodeitem, jmljual)
      select l.bulan, l.kodeitem, sum(l.jumlah * coalesce(s.konversi, 1))
      from l left join item it on it.kodeitem = l.kodeitem left join satuanitem s on s.item_id = it.id and s.satuan = l.satuan
      group by 1, 2
      returning bulan, kodeitem, jmljual
    ), y as (
      insert into dsb_jual_item_thn (tahun, kodeitem, jmljual) select extract(year from bulan)::int, kodeitem, sum(jmljual) from i group by 1, 2
    )
    insert into dsb_omset (bulan, kodekantor, omset)
    select date_trunc('month', tanggal)::date, kodekantor, sum(dpp)
    from (select tanggal, kodekantor, dpp from kasir union all select tanggal, kodekantor, dpp from jual union all select tanggal, kodekantor, -dpp from returjual) s group by 1, 2`);
}

/** dsb_jual_satuan computed from the documents (not cancelled): the rebuild, and the check of the kept figures. */
export function saleUnitFigures() {
  const of = (sumber: SQL, head: string, lines: string, fk: string) =>
    sql`select date_trunc('month', h.tanggal)::date as bulan, ${sumber}::varchar as sumber, d.kodeitem, d.satuan, sum(d.jumlah) as jumlah,
               sum(d.total * case when h.subtotal = 0 then 0 else h.dpp / h.subtotal end) as nilai
        from ${sql.raw(head)} h join ${sql.raw(lines)} d on d.${sql.raw(fk)} = h.id where ${sql.raw(head === 'returjual' ? 'true' : 'not h.batal')} group by 1, 2, 3, 4`;
  // A return of a till sale (its lines taken from `kasir`) is RJK, any other RJ (returFigures).
  const retur = sql`case when exists (select 1 from returjual_detail k where k.returjual_id = h.id and k.jenissumber = 'kasir') then 'RJK' else 'RJ' end`;
  return sql`${of(sql`'KSR'`, 'kasir', 'kasir_detail', 'kasir_id')} union all ${of(sql`'JL'`, 'jual', 'jual_detail', 'jual_id')} union all ${of(retur, 'returjual', 'returjual_detail', 'returjual_id')}`;
}

/** The key of a sales return's lines in dsb_jual_satuan: RJK when they are a till sale's (`jenissumber` kasir), RJ otherwise (a back-office sale's, or a free return's). */
export const returFigures = (d: Rec): 'RJ' | 'RJK' => (((d.lines as Rec[] | undefined) ?? []).some((l) => l && l.jenissumber === 'kasir') ? 'RJK' : 'RJ');
