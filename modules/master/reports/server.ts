/** Master lists' queries, over the master tables; stock from the books' warehouse counts (`v_stok_gudang`). */
import { sql } from 'drizzle-orm';
import { rowsOf } from '@niaga/kernel/server';
import { row, serverReport, type ServerReport } from '@niaga/report/server';
import type { ReportRow } from '@niaga/report';
import { TIPE_ITEM } from '../item/item';
import * as R from './reports';

type Rows = Record<string, string>[];
const TIPE = new Map(TIPE_ITEM.map((t) => [t.value, t.label]));

const itemCond = (p: Record<string, unknown>) => sql`${p.jenis ? sql`and i.jenis = ${String(p.jenis)}` : sql``} ${p.aktif ? sql`and i.aktif` : sql``}`;

const masterItem = serverReport(R.masterItem, async (ctx, p) => {
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select i.kodeitem, i.namaitem, i.tipe, i.satuan, i.merek, i.jenis, i.kodesupel, i.hargabeli::text as hargabeli,
               coalesce((select u.hargajual1 from satuanitem u where u.item_id = i.id and u.satuan = i.satuan limit 1), 0)::text as hargajual1,
               coalesce((select sum(g.qty) from v_stok_gudang g where g.item_id = i.id), 0)::numeric(20,4)::text as stok
        from item i where true ${itemCond(p)} order by i.kodeitem`,
  );
  return { rows: rows.map((r) => row.d({ ...r, tipe: TIPE.get(r.tipe) ?? r.tipe })), notes: ['Stok: jumlah semua gudang saat ini, satuan dasar.'] };
});

const masterItemLengkap = serverReport(R.masterItemLengkap, async (ctx, p) => {
  const items = await rowsOf<{ id: number; kodeitem: string; namaitem: string; tipe: string; satuan: string }>(ctx.tx, sql`select i.id, i.kodeitem, i.namaitem, i.tipe, i.satuan from item i where true ${itemCond(p)} order by i.kodeitem`);
  const units = (await rowsOf(
    ctx.tx,
    sql`select u.item_id::text as item_id, u.satuan, u.konversi::text as konversi, u.barcode, u.hargajual1::text as hargajual1, u.hargajual2::text as hargajual2, u.hargajual3::text as hargajual3, u.hargajual4::text as hargajual4
        from satuanitem u join item i on i.id = u.item_id where true ${itemCond(p)} order by u.item_id, u.konversi, u.urut`,
  )) as Rows;
  const stock = (await rowsOf(
    ctx.tx,
    sql`select g.item_id::text as item_id, d.kodegudang, d.namagudang, sum(g.qty)::numeric(20,4)::text as stok
        from v_stok_gudang g join gudang d on d.id = g.gudang_id join item i on i.id = g.item_id where true ${itemCond(p)} group by g.item_id, d.kodegudang, d.namagudang having sum(g.qty) <> 0 order by g.item_id, d.kodegudang`,
  )) as Rows;
  const rows: ReportRow[] = [];
  for (const it of items) {
    rows.push(row.h(`${it.kodeitem} · ${it.namaitem} · ${TIPE.get(it.tipe) ?? it.tipe} · satuan dasar ${it.satuan}`));
    for (const u of units.filter((x) => Number(x.item_id) === Number(it.id))) {
      const { item_id: _, satuan, ...rest } = u;
      rows.push(row.d({ baris: `Satuan ${satuan}`, ...rest }));
    }
    for (const g of stock.filter((x) => Number(x.item_id) === Number(it.id))) rows.push(row.d({ baris: `Gudang ${g.kodegudang}`, stok: g.stok }));
  }
  return { rows, notes: ['Stok per gudang saat ini, satuan dasar.'] };
});

const list = (q: (p: Record<string, unknown>) => ReturnType<typeof sql>) => async (ctx: { tx: Parameters<typeof rowsOf>[0] }, p: Record<string, unknown>) => ({
  rows: ((await rowsOf(ctx.tx, q(p))) as Rows).map((r) => row.d(r)),
});

const masterSupplier = serverReport(
  R.masterSupplier,
  list(
    (p) => sql`select kodesupel, namasupel, kontak, alamat, kota, telepon, npwp, jatuhtempo::text as jatuhtempo, limithutang::text as limithutang
               from supplier ${p.aktif ? sql`where aktif` : sql``} order by kodesupel`,
  ),
);

const masterPelanggan = serverReport(
  R.masterPelanggan,
  list(
    (p) => sql`select kodesupel, namasupel, kgruppel, kodewilayah, kodesales, kota, telepon, limitkredit::text as limitkredit, jatuhtempo::text as jatuhtempo, point::text as point
               from pelanggan where true ${p.wilayah ? sql`and kodewilayah = ${String(p.wilayah)}` : sql``} ${p.aktif ? sql`and aktif` : sql``} order by kodesupel`,
  ),
);

const masterSales = serverReport(
  R.masterSales,
  list((p) => sql`select kodesales, namasales, alamat, telepon, komisijual::text as komisijual, komisibayar::text as komisibayar from sales ${p.aktif ? sql`where aktif` : sql``} order by kodesales`),
);

export const serverReports: ServerReport[] = [masterItem, masterItemLengkap, masterSupplier, masterPelanggan, masterSales];
