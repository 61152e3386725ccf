/**
 * Keeping the dashboard's sales figures (./tables.ts: item × month, item × year, office × month) with every sale: a save adds the new
 * version's figures and takes back the old version's, a delete takes back the old's — one
 * statement either way, in the sale's own transaction, sent with its COMMIT (called from modules/sales/sale-server.ts).
 * Quantities go to the item's base unit through its unit's konversi (satuanitem).
 */
import { sql } from 'drizzle-orm';
import { atCommit, type Tx } from '@niaga/kernel/server';

type Rec = Record<string, unknown>;

const monthOf = (tanggal: unknown) => `${String(tanggal).slice(0, 7)}-01`;

/** The rows a sale version adds (sign 1) or takes back (sign −1). */
function parts(d: Rec, sign: 1 | -1) {
  const bulan = monthOf(d.tanggal);
  const lines = ((d.lines as Rec[] | undefined) ?? []).filter(Boolean);
  return {
    items: lines.map((l) => ({ b: bulan, k: String(l.kodeitem), s: String(l.satuan), j: sign === 1 ? String(l.jumlah) : `-${String(l.jumlah)}` })),
    omset: { b: bulan, k: String(d.kodekantor ?? ''), o: sign === 1 ? String(d.dpp ?? 0) : `-${String(d.dpp ?? 0)}` },
  };
}

/**
 * Moves the figures from `old` (an edited or deleted sale as saved, with its lines) to `rec` (the
 * version being saved, null on delete). One statement: the three upserts in one `with`. A sales
 * return calls it with `sign` −1: what it takes back leaves the figures.
 */
export async function keepSaleFigures(tx: Tx, rec: Rec | null, old: Rec | null, sign: 1 | -1 = 1): Promise<void> {
  const all = [...(old ? [parts(old, sign === 1 ? -1 : 1)] : []), ...(rec ? [parts(rec, sign)] : [])];
  if (!all.length) return;
  const items = JSON.stringify(all.flatMap((p) => p.items));
  const omset = JSON.stringify(all.map((p) => p.omset));
  // Last in the sale's transaction (with its COMMIT): the month's and the items' rows are shared by
  // every sale, so every other till waits on them while they are locked.
  await atCommit(tx, sql`
    with d as (
      select (x->>'b')::date as bulan, x->>'k' as kodeitem, x->>'s' as satuan, (x->>'j')::numeric as jumlah
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
    )
    insert into dsb_omset (bulan, kodekantor, omset)
    select (x->>'b')::date, x->>'k', sum((x->>'o')::numeric) from jsonb_array_elements(${omset}::jsonb) x group by 1, 2
    on conflict (bulan, kodekantor) do update set omset = dsb_omset.omset + excluded.omset`);
}

/**
 * Rebuilds the figures of a company from every sale (kasir and jual) less the sales returns: for sales saved before the
 * figures existed (`npm run dashboard:rebuild`) and to check them. A scan of all sales.
 */
export async function rebuildSaleFigures(tx: Tx): Promise<void> {
  await tx.execute(sql`delete from dsb_jual_item`);
  await tx.execute(sql`delete from dsb_omset`);
  await tx.execute(sql`delete from dsb_jual_item_thn`);
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
