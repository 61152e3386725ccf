/**
 * A purchase with 8 concurrent writers (issue 13): a 10-line `beli_save` on credit (stock in at
 * the purchase price, the payable to the supplier), made by a purchasing user (not an
 * administrator) — beside a hand-written SQL transaction doing the same writes (number, purchase
 * and lines with the payable's remaining amount and due date, journal and lines, stock moves at
 * the new average cost, item and warehouse stock, the month's stock figures, account balances,
 * activity log):
 *   - one writer: p50/p95 per purchase;
 *   - 8 writers at once (target ≥ 300 a second on PostgreSQL), and Niaga's share of the
 *     hand-written rate, in two scenarios: all 8 buy the same 10 items (they queue on the same
 *     stock rows), and each buys its own 10 items (8 clerks, each with their own supplier's goods);
 *   - SQL statements per purchase; the rows each side writes; invariants after the run.
 * The harness (lib/writers.ts) says how it is run and what it prints.
 *   npx tsx bench/src/purchase-writers.ts      (BENCH_SAVES=300, BENCH_SECONDS=5, BENCH_TRACE=n, BENCH_CPU=1, BENCH_PROFILE=dir)
 */
import { sql } from 'drizzle-orm';
import { dec } from '@niaga/core';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { addToBalances, runWriteBench, TANGGAL } from './lib/writers';

const WRITERS = 8;
const ITEMS = Array.from({ length: 10 }, (_, k) => k + 1);
/** Item k of lane l (lane 0: the items every writer buys in the first scenario). */
const code = (lane: number, k: number) => `BRG${lane}${String(k).padStart(2, '0')}`;
// Ten lines, 2 pieces each at 1,000 … 10,000: 110,000 on credit, no PPN.
const purchase = (lane: number) => ({
  tanggal: TANGGAL,
  kodegudang: 'UTM',
  kodesupel: 'SUP01',
  lines: ITEMS.map((k) => ({ kodeitem: code(lane, k), satuan: 'PCS', jumlah: '2', harga: `${k}000` })),
});
const TOTAL = ITEMS.reduce((t, k) => t + 2 * k * 1000, 0);

await runWriteBench({
  title: 'beli_save, 10 lines on credit, by a purchasing user',
  act: 'beli_save',
  unit: 'purchases',
  writer: 'writer',
  writers: WRITERS,
  prefix: 'PW',
  numbers: { table: 'beli', prefix: 'BL-2601-' },
  targets: { rate: { postgres: 300 } },
  scenarios: [
    { label: 'the same 10 items', lane: () => 0 },
    { label: 'each its own 10 items', lane: (w) => w },
  ],
  async setup(env) {
    await env.ok('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
    for (let lane = 0; lane < WRITERS; lane++)
      for (const k of ITEMS)
        await env.ok('item_save', { kodeitem: code(lane, k), namaitem: `Barang ${lane}-${k}`, satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: `${k * 1500}` }] });
    await env.ok('supplier_save', { kodesupel: 'SUP01', namasupel: 'PT Pemasok', jatuhtempo: 30 });
    const token = await env.user('BELI1', [
      ['mBeli', 'mopen'],
      ['mBeli', 'madd'],
    ]);
    const ids = await env.tx(async (tx) => {
      const acc = Object.fromEntries(
        (await rowsOf<{ peran: string; id: number }>(tx, sql`select s.peran, s.perkiraan_id as id from setting_akun s where s.peran in ('persediaan', 'hutang')`)).map((r) => [r.peran, Number(r.id)]),
      );
      const item = new Map((await rowsOf<{ kodeitem: string; id: number }>(tx, sql`select kodeitem, id from item where kodeitem like 'BRG%'`)).map((r) => [r.kodeitem, Number(r.id)]));
      const [g] = await rowsOf<{ id: number }>(tx, sql`select id from gudang where kodegudang = 'UTM'`);
      return { acc, items: (lane: number) => ITEMS.map((k) => item.get(code(lane, k))!), gudang: Number(g.id) };
    });
    const payloads = Array.from({ length: WRITERS }, (_, lane) => purchase(lane));
    return {
      async act(_i, lane) {
        const r = await env.call('beli_save', payloads[lane], token);
        if (r.num !== 0) throw new Error(`beli_save: ${r.msg}`);
      },
      async handWritten(tx: Tx, i: number, lane: number) {
        const items = ids.items(lane);
        const [{ nomor }] = await rowsOf<{ nomor: number }>(
          tx,
          sql`insert into nomor_urut (kode, kodekantor, periode, nomor) values ('BL', '', '2601', 1) on conflict (kode, kodekantor, periode) do update set nomor = nomor_urut.nomor + 1 returning nomor`,
        );
        const no = `BL-2601-${String(nomor).padStart(5, '0')}`;
        await tx.execute(sql`with h as (insert into beli (notransaksi, tanggal, kodesupel, kodegudang, subtotal, tipeppn, jenispajak, dpp, total, kredit, jatuhtempo, sisakredit, tempo, kodekantor)
              values (${no}, ${TANGGAL}, 'SUP01', 'UTM', ${TOTAL}, 'N', '1112', ${TOTAL}, ${TOTAL}, ${TOTAL}, '2026-02-14', ${TOTAL}, '2026-02-14', 'UTM') returning id)
          insert into beli_detail (beli_id, urut, kodeitem, satuan, jumlah, harga, total, nilai, sisa)
          select h.id, v.* from h, (values ${sql.join(ITEMS.map((k) => sql`(${k}::int, ${code(lane, k)}::varchar, 'PCS'::varchar, 2::numeric, ${k * 1000}::numeric, ${2 * k * 1000}::numeric, ${2 * k * 1000}::numeric, 2::numeric)`), sql`, `)}) v`);
        const ket = `Pembelian ${no} SUP01`;
        const [{ id: jurnal }] = await rowsOf<{ id: number }>(tx, sql`insert into gl_jurnal (sumber, notransaksi, tanggal, keterangan, userid) values ('BL', ${no}, ${TANGGAL}, ${ket}, 'BELI1') returning id`);
        // Stock in at the purchase price: the items' rows locked, the new quantity and value after each line.
        const stok = await rowsOf<{ item_id: number; qty: string; nilai: string }>(tx, sql`select item_id, qty, nilai from stok_item where item_id in (${sql.join(items.map((x) => sql`${x}`), sql`, `)}) and iddetailvarian = 0 order by item_id for update`);
        const byItem = new Map(stok.map((s) => [Number(s.item_id), s]));
        const lines = ITEMS.map((k, n) => {
          const s = byItem.get(items[n]);
          const nilai = dec(2 * k * 1000);
          return { item: items[n], k, nilai, qty: dec(s?.qty ?? 0).plus(2), saldo: dec(s?.nilai ?? 0).plus(nilai) };
        });
        const moves = await rowsOf<{ id: number }>(
          tx,
          sql`insert into stok_mutasi (jurnal_id, sumber, notransaksi, tanggal, item_id, iddetailvarian, gudang_id, qty, nilai, metode, perkiraan_id, keterangan, saldo_qty, saldo_nilai)
              values ${sql.join(lines.map((l) => sql`(${jurnal}, 'BL', ${no}, ${TANGGAL}, ${l.item}, 0, ${ids.gudang}, 2, ${l.nilai.toFixed(2)}, 'T', ${ids.acc.persediaan}, ${`${code(lane, l.k)} 2 PCS`}, ${l.qty.toFixed(4)}, ${l.saldo.toFixed(2)})`), sql`, `)}
              returning id`,
        );
        await tx.execute(sql`insert into gl_baris (jurnal_id, perkiraan_id, tanggal, periode, debet, kredit, keterangan, kontak, mutasi_id)
          values (${jurnal}, ${ids.acc.hutang}, ${TANGGAL}, 202601, 0, ${TOTAL}, ${ket}, 'SUP01', null),
                 ${sql.join(lines.map((l, n) => sql`(${jurnal}, ${ids.acc.persediaan}, ${TANGGAL}, 202601, ${l.nilai.toFixed(2)}::numeric, 0, ${`${code(lane, l.k)} 2 PCS`}, '', ${Number(moves[n].id)})`), sql`, `)}`);
        // The warehouse counts, the item totals and the month's stock figures (in: quantity and value; one move).
        await tx.execute(sql`with g as (insert into stok_gudang (item_id, iddetailvarian, gudang_id, qty) values ${sql.join(lines.map((l) => sql`(${l.item}, 0, ${ids.gudang}, 2)`), sql`, `)}
              on conflict (item_id, iddetailvarian, gudang_id) do update set qty = stok_gudang.qty + excluded.qty),
            t as (insert into stok_item (item_id, iddetailvarian, qty, nilai) values ${sql.join(lines.map((l) => sql`(${l.item}::int, 0, ${l.qty.toFixed(4)}::numeric, ${l.saldo.toFixed(2)}::numeric)`), sql`, `)}
              on conflict (item_id, iddetailvarian) do update set qty = excluded.qty, nilai = excluded.nilai)
          insert into stok_saldo (item_id, iddetailvarian, gudang_id, periode, qmasuk, nmasuk, qkeluar, nkeluar, mutasi)
          values ${sql.join(lines.map((l) => sql`(${l.item}, 0, ${ids.gudang}, 202601, 2, ${l.nilai.toFixed(2)}::numeric, 0, 0, 1)`), sql`, `)}
          on conflict (item_id, iddetailvarian, gudang_id, periode) do update set qmasuk = stok_saldo.qmasuk + excluded.qmasuk, nmasuk = stok_saldo.nmasuk + excluded.nmasuk, mutasi = stok_saldo.mutasi + excluded.mutasi`);
        await addToBalances(
          tx,
          [
            [ids.acc.persediaan, String(TOTAL), '0'],
            [ids.acc.hutang, '0', String(TOTAL)],
          ],
          i % 16,
        );
        await tx.execute(sql`insert into log_aktivitas (userid, act, modul, jenis, dokumen, ringkasan, ip) values ('BELI1', 'beli_save', 'mBeli', 'tambah', ${no}, ${JSON.stringify({ sebelum: null, sesudah: { notransaksi: no, total: `${TOTAL}.00` } })}::jsonb, '127.0.0.1')`);
      },
    };
  },
});
