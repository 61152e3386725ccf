/**
 * The till's 5-line sale (1,000 … 5,000 incl. PPN, paid 20,000 in cash) written by hand, as the
 * checkout and hot-spots benchmarks compare `kasir_save` with: idempotency row, number, sale and
 * lines, journal and lines, stock moves at average cost, item and warehouse stock, the month's
 * stock figures, account balances, the dashboard's sales figures, activity log — in that order,
 * the number first (held from the second statement to the commit).
 */
import { sql } from 'drizzle-orm';
import { dec } from '@niaga/core';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { addToBalances, TANGGAL } from './writers';

/** The company's ids the statements use; `items` the sale's 5 items in id order (prices 1,000 … 5,000); `key` the idempotency keys' prefix. */
export interface SaleIds {
  acc: Record<string, number>;
  items: Array<{ id: number; kode: string }>;
  gudang: number;
  key: string;
}

/** The sale's items: 1 … 5 (price k × 1,000). */
export const SALE_ITEMS = [1, 2, 3, 4, 5];

export async function handWrittenSale(tx: Tx, i: number, ids: SaleIds): Promise<void> {
  const ITEMS = SALE_ITEMS;
  const kunci = `${ids.key}-${i}`;
  await tx.execute(sql`insert into idempotensi (userid, kunci, act, sidik) values ('KASIR1', ${kunci}, 'kasir_save', 'x') on conflict (userid, kunci) do nothing`);
  const [{ nomor }] = await rowsOf<{ nomor: number }>(
    tx,
    sql`insert into nomor_urut (kode, kodekantor, periode, nomor) values ('KSR', '', '2601', 1) on conflict (kode, kodekantor, periode) do update set nomor = nomor_urut.nomor + 1 returning nomor`,
  );
  const no = `KSR-2601-${String(nomor).padStart(5, '0')}`;
  await tx.execute(sql`with h as (insert into kasir (notransaksi, tanggal, jam, userid, kodesupel, kodegudang, subtotal, tipeppn, dpp, ppn, total, tunai, dibayar, kembali, kodekantor)
  values (${no}, ${TANGGAL}, '10:00:00', 'KASIR1', 'UMUM', 'UTM', 15000, 'I', 13514, 1486, 15000, 20000, 20000, 5000, 'UTM') returning id)
    insert into kasir_detail (kasir_id, urut, kodeitem, satuan, jumlah, harga, total, jenispajak, sisa)
    select h.id, v.* from h, (values ${sql.join(ITEMS.map((k) => sql`(${k}::int, ${ids.items[k - 1].kode}::varchar, 'PCS'::varchar, 1::numeric, ${k * 1000}::numeric, ${k * 1000}::numeric, '1112'::varchar, 1::numeric)`), sql`, `)}) v`);
  const [{ id: jurnal }] = await rowsOf<{ id: number }>(tx, sql`insert into gl_jurnal (sumber, notransaksi, tanggal, keterangan, userid) values ('KSR', ${no}, ${TANGGAL}, ${`Penjualan ${no}`}, 'KASIR1') returning id`);
  // Stock at average cost: the items' rows locked, one unit of each out.
  const stok = await rowsOf<{ item_id: number; qty: string; nilai: string }>(tx, sql`select item_id, qty, nilai from stok_item where item_id in (${sql.join(ids.items.map((x) => sql`${x.id}`), sql`, `)}) and iddetailvarian = 0 order by item_id for update`);
  const out = stok.map((s, k) => ({ kode: ids.items[k].kode, item: Number(s.item_id), qty: dec(s.qty), nilai: dec(s.nilai), cost: dec(s.nilai).div(dec(s.qty)).toDecimalPlaces(2) }));
  const moves = await rowsOf<{ id: number; item_id: number }>(
    tx,
    sql`insert into stok_mutasi (jurnal_id, sumber, notransaksi, tanggal, item_id, iddetailvarian, gudang_id, qty, nilai, metode, perkiraan_id, lawan_id, keterangan, saldo_qty, saldo_nilai)
  values ${sql.join(out.map((o) => sql`(${jurnal}, 'KSR', ${no}, ${TANGGAL}, ${o.item}, 0, ${ids.gudang}, -1, ${o.cost.neg().toFixed(2)}, 'R', ${ids.acc.persediaan}, ${ids.acc.hpp}, ${`${o.kode} 1 PCS`}, ${o.qty.minus(1).toFixed(4)}, ${o.nilai.minus(o.cost).toFixed(2)})`), sql`, `)}
  returning id, item_id`,
  );
  const hpp = out.reduce((t, o) => t.plus(o.cost), dec(0));
  const lines: Array<[number, string, string, number | null]> = [
    [ids.acc.kas, '15000', '0', null],
    [ids.acc.penjualan, '0', '13514', null],
    [ids.acc.ppnkeluaran, '0', '1486', null],
    ...out.flatMap((o, k): Array<[number, string, string, number | null]> => [
      [ids.acc.hpp, o.cost.toFixed(2), '0', Number(moves[k].id)],
      [ids.acc.persediaan, '0', o.cost.toFixed(2), Number(moves[k].id)],
    ]),
  ];
  await tx.execute(sql`insert into gl_baris (jurnal_id, perkiraan_id, tanggal, periode, debet, kredit, keterangan, mutasi_id)
    values ${sql.join(lines.map(([a, d, c, mu]) => sql`(${jurnal}, ${a}, ${TANGGAL}, 202601, ${d}::numeric, ${c}::numeric, ${`Penjualan ${no}`}, ${mu})`), sql`, `)}`);
  // The warehouse counts and the month's stock figures (out: quantity and value; one move).
  await tx.execute(sql`with g as (insert into stok_gudang (item_id, iddetailvarian, gudang_id, qty) values ${sql.join(out.map((o) => sql`(${o.item}, 0, ${ids.gudang}, -1)`), sql`, `)}
      on conflict (item_id, iddetailvarian, gudang_id) do update set qty = stok_gudang.qty + excluded.qty)
    insert into stok_saldo (item_id, iddetailvarian, gudang_id, periode, qmasuk, nmasuk, qkeluar, nkeluar, mutasi)
    values ${sql.join(out.map((o) => sql`(${o.item}, 0, ${ids.gudang}, 202601, 0, 0, 1, ${o.cost.toFixed(2)}::numeric, 1)`), sql`, `)}
    on conflict (item_id, iddetailvarian, gudang_id, periode) do update set qkeluar = stok_saldo.qkeluar + excluded.qkeluar, nkeluar = stok_saldo.nkeluar + excluded.nkeluar, mutasi = stok_saldo.mutasi + excluded.mutasi`);
  await tx.execute(sql`update stok_item s set qty = v.qty, nilai = v.nilai from (values ${sql.join(out.map((o) => sql`(${o.item}::int, ${o.qty.minus(1).toFixed(4)}::numeric, ${o.nilai.minus(o.cost).toFixed(2)}::numeric)`), sql`, `)}) v(item, qty, nilai) where s.item_id = v.item and s.iddetailvarian = 0`);
  await addToBalances(
    tx,
    [
      [ids.acc.kas, '15000', '0'],
      [ids.acc.penjualan, '0', '13514'],
      [ids.acc.ppnkeluaran, '0', '1486'],
      [ids.acc.hpp, hpp.toFixed(2), '0'],
      [ids.acc.persediaan, '0', hpp.toFixed(2)],
    ],
    i % 16,
  );
  // The dashboard's sales figures (item × month, item × year, item × unit × month, office × month), as every sale keeps them.
  await tx.execute(sql`with u as (insert into dsb_jual_satuan (bulan, sumber, kodeitem, satuan, jumlah, nilai)
  values ${sql.join(ITEMS.map((k) => sql`('2026-01-01'::date, 'KSR', ${ids.items[k - 1].kode}, 'PCS', 1::numeric, ${k * 1000}::numeric * (13514::numeric(18,2) / 15000::numeric(18,2)))`), sql`, `)}
  on conflict (bulan, sumber, kodeitem, satuan) do update set jumlah = dsb_jual_satuan.jumlah + excluded.jumlah, nilai = dsb_jual_satuan.nilai + excluded.nilai),
      i as (insert into dsb_jual_item (bulan, kodeitem, jmljual) values ${sql.join(ITEMS.map((k) => sql`('2026-01-01'::date, ${ids.items[k - 1].kode}, 1::numeric)`), sql`, `)}
  on conflict (bulan, kodeitem) do update set jmljual = dsb_jual_item.jmljual + excluded.jmljual),
      y as (insert into dsb_jual_item_thn (tahun, kodeitem, jmljual) values ${sql.join(ITEMS.map((k) => sql`(2026, ${ids.items[k - 1].kode}, 1::numeric)`), sql`, `)}
  on conflict (tahun, kodeitem) do update set jmljual = dsb_jual_item_thn.jmljual + excluded.jmljual)
    insert into dsb_omset (bulan, kodekantor, omset) values ('2026-01-01', 'UTM', 13514) on conflict (bulan, kodekantor) do update set omset = dsb_omset.omset + excluded.omset`);
  await tx.execute(sql`insert into log_aktivitas (userid, act, modul, jenis, dokumen, ringkasan, ip) values ('KASIR1', 'kasir_save', 'mJual', 'tambah', ${no}, ${JSON.stringify({ sebelum: null, sesudah: { notransaksi: no, total: '15000.00' } })}::jsonb, '127.0.0.1')`);
  await tx.execute(sql`update idempotensi set hasil = ${JSON.stringify({ msg: 'OK', data: { notransaksi: no } })}::jsonb where userid = 'KASIR1' and kunci = ${kunci}`);
}
