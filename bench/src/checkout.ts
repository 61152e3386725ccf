/**
 * The till's checkout (issue 14): a 5-line `kasir_save` with cash and change, made by a cashier (not
 * an administrator, so every price, discount, promo and rounding is checked), each with its own
 * `idem` key — beside a hand-written SQL transaction doing the same writes (idempotency row,
 * number, sale and lines, journal and lines, stock moves at average cost, item and warehouse
 * stock, the month's stock figures, account balances, the dashboard's sales figures, activity log):
 *   - one cashier: p50/p95 per checkout (target p95 ≤ 15 ms);
 *   - 8 cashiers at once: sales per second of each, and Niaga's share (target ≥ 50 %);
 *   - SQL statements per checkout; the rows each side writes; invariants and the dashboard's
 *     figures against a rebuild after the run.
 * The harness (lib/writers.ts) says how it is run and what it prints.
 *   npx tsx bench/src/checkout.ts      (BENCH_SAVES=300, BENCH_SECONDS=5, BENCH_TRACE=n, BENCH_CPU=1, BENCH_PROFILE=dir)
 */
import { sql } from 'drizzle-orm';
import { dec } from '@niaga/core';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { rebuildSaleFigures } from '@niaga/system/server';
import { runWriteBench, TANGGAL } from './lib/writers';

const ITEMS = [1, 2, 3, 4, 5];
// Prices 1,000 … 5,000 incl. PPN (1112): 15,000 = DPP 13,514 + PPN 1,486; paid 20,000, change 5,000.
const SALE = {
  tanggal: TANGGAL,
  kodegudang: 'UTM',
  kodesupel: 'UMUM',
  tipeppn: 'I',
  tunai: '20000',
  lines: ITEMS.map((i) => ({ kodeitem: `BRG0${i}`, satuan: 'PCS', jumlah: '1', harga: `${i}000`, jenispajak: '1112' })),
};

await runWriteBench({
  title: 'kasir_save, 5 lines with cash and change, by a cashier',
  act: 'kasir_save',
  unit: 'sales',
  writer: 'cashier',
  prefix: 'CO',
  numbers: { table: 'kasir', prefix: 'KSR-2601-' },
  targets: { p95: 15, share: 50 },
  async setup(env) {
    await env.ok('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
    for (const i of ITEMS) await env.ok('item_save', { kodeitem: `BRG0${i}`, namaitem: `Barang ${i}`, satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: `${i}000` }] });
    await env.ok('pelanggan_save', { kodesupel: 'UMUM', namasupel: 'Pelanggan Umum' });
    await env.ok('itemmasuk_save', { tanggal: '2026-01-02', kodegudang: 'UTM', kodeacc: '3-1000', lines: ITEMS.map((i) => ({ kodeitem: `BRG0${i}`, satuan: 'PCS', jumlah: '1000000', harga: `${i * 600}` })) });
    const token = await env.user('KASIR1', [
      ['mJual', 'mopen'],
      ['mJual', 'madd'],
    ]);
    const ids = await env.tx(async (tx) => {
      const acc = Object.fromEntries(
        (await rowsOf<{ peran: string; id: number }>(tx, sql`select s.peran, s.perkiraan_id as id from setting_akun s where s.peran in ('kas', 'penjualan', 'ppnkeluaran', 'hpp', 'persediaan')`)).map((r) => [r.peran, Number(r.id)]),
      );
      const items = (await rowsOf<{ id: number }>(tx, sql`select id from item where kodeitem like 'BRG0%' order by kodeitem`)).map((r) => Number(r.id));
      const [g] = await rowsOf<{ id: number }>(tx, sql`select id from gudang where kodegudang = 'UTM'`);
      return { acc, items, gudang: Number(g.id) };
    });
    return {
      async act(i) {
        const r = await env.call('kasir_save', SALE, token, { idem: `bench-ksr-${i}` });
        if (r.num !== 0) throw new Error(`kasir_save: ${r.msg}`);
      },
      async handWritten(tx: Tx, i: number) {
        const kunci = `bench-sql-${i}`;
        await tx.execute(sql`insert into idempotensi (userid, kunci, act, sidik) values ('KASIR1', ${kunci}, 'kasir_save', 'x') on conflict (userid, kunci) do nothing`);
        const [{ nomor }] = await rowsOf<{ nomor: number }>(
          tx,
          sql`insert into nomor_urut (kode, kodekantor, periode, nomor) values ('KSR', '', '2601', 1) on conflict (kode, kodekantor, periode) do update set nomor = nomor_urut.nomor + 1 returning nomor`,
        );
        const no = `KSR-2601-${String(nomor).padStart(5, '0')}`;
        await tx.execute(sql`with h as (insert into kasir (notransaksi, tanggal, jam, userid, kodesupel, kodegudang, subtotal, tipeppn, dpp, ppn, total, tunai, dibayar, kembali, kodekantor)
              values (${no}, ${TANGGAL}, '10:00:00', 'KASIR1', 'UMUM', 'UTM', 15000, 'I', 13514, 1486, 15000, 20000, 20000, 5000, 'UTM') returning id)
          insert into kasir_detail (kasir_id, urut, kodeitem, satuan, jumlah, harga, total, jenispajak, sisa)
          select h.id, v.* from h, (values ${sql.join(ITEMS.map((k) => sql`(${k}::int, ${`BRG0${k}`}::varchar, 'PCS'::varchar, 1::numeric, ${k * 1000}::numeric, ${k * 1000}::numeric, '1112'::varchar, 1::numeric)`), sql`, `)}) v`);
        const [{ id: jurnal }] = await rowsOf<{ id: number }>(tx, sql`insert into gl_jurnal (sumber, notransaksi, tanggal, keterangan, userid) values ('KSR', ${no}, ${TANGGAL}, ${`Penjualan ${no}`}, 'KASIR1') returning id`);
        // Stock at average cost: the items' rows locked, one unit of each out.
        const stok = await rowsOf<{ item_id: number; qty: string; nilai: string }>(tx, sql`select item_id, qty, nilai from stok_item where item_id in (${sql.join(ids.items.map((x) => sql`${x}`), sql`, `)}) and iddetailvarian = 0 order by item_id for update`);
        const out = stok.map((s, k) => ({ kode: `BRG0${k + 1}`, item: Number(s.item_id), qty: dec(s.qty), nilai: dec(s.nilai), cost: dec(s.nilai).div(dec(s.qty)).toDecimalPlaces(2) }));
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
        const slot = i % 16;
        const sums = [
          [ids.acc.kas, '15000', '0'],
          [ids.acc.penjualan, '0', '13514'],
          [ids.acc.ppnkeluaran, '0', '1486'],
          [ids.acc.hpp, hpp.toFixed(2), '0'],
          [ids.acc.persediaan, '0', hpp.toFixed(2)],
        ].sort((a, b) => Number(a[0]) - Number(b[0]));
        await tx.execute(sql`with v (perkiraan_id, debet, kredit) as (values ${sql.join(sums.map(([a, d, c]) => sql`(${a}::int, ${d}::numeric, ${c}::numeric)`), sql`, `)}),
            s as (insert into gl_saldo (perkiraan_id, periode, slot, debet, kredit) select perkiraan_id, 202601, ${slot}, debet, kredit from v
                  on conflict (perkiraan_id, periode, slot) do update set debet = gl_saldo.debet + excluded.debet, kredit = gl_saldo.kredit + excluded.kredit)
          insert into gl_saldo_harian (perkiraan_id, tanggal, slot, debet, kredit) select perkiraan_id, ${TANGGAL}, ${slot}, debet, kredit from v
            on conflict (perkiraan_id, tanggal, slot) do update set debet = gl_saldo_harian.debet + excluded.debet, kredit = gl_saldo_harian.kredit + excluded.kredit`);
        // The dashboard's sales figures (item × month, item × year, item × unit × month, office × month), as every sale keeps them.
        await tx.execute(sql`with u as (insert into dsb_jual_satuan (bulan, sumber, kodeitem, satuan, jumlah, nilai)
              values ${sql.join(ITEMS.map((k) => sql`('2026-01-01'::date, 'KSR', ${`BRG0${k}`}, 'PCS', 1::numeric, ${k * 1000}::numeric * (13514::numeric(18,2) / 15000::numeric(18,2)))`), sql`, `)}
              on conflict (bulan, sumber, kodeitem, satuan) do update set jumlah = dsb_jual_satuan.jumlah + excluded.jumlah, nilai = dsb_jual_satuan.nilai + excluded.nilai),
            i as (insert into dsb_jual_item (bulan, kodeitem, jmljual) values ${sql.join(ITEMS.map((k) => sql`('2026-01-01'::date, ${`BRG0${k}`}, 1::numeric)`), sql`, `)}
              on conflict (bulan, kodeitem) do update set jmljual = dsb_jual_item.jmljual + excluded.jmljual),
            y as (insert into dsb_jual_item_thn (tahun, kodeitem, jmljual) values ${sql.join(ITEMS.map((k) => sql`(2026, ${`BRG0${k}`}, 1::numeric)`), sql`, `)}
              on conflict (tahun, kodeitem) do update set jmljual = dsb_jual_item_thn.jmljual + excluded.jmljual)
          insert into dsb_omset (bulan, kodekantor, omset) values ('2026-01-01', 'UTM', 13514) on conflict (bulan, kodekantor) do update set omset = dsb_omset.omset + excluded.omset`);
        await tx.execute(sql`insert into log_aktivitas (userid, act, modul, jenis, dokumen, ringkasan, ip) values ('KASIR1', 'kasir_save', 'mJual', 'tambah', ${no}, ${JSON.stringify({ sebelum: null, sesudah: { notransaksi: no, total: '15000.00' } })}::jsonb, '127.0.0.1')`);
        await tx.execute(sql`update idempotensi set hasil = ${JSON.stringify({ msg: 'OK', data: { notransaksi: no } })}::jsonb where userid = 'KASIR1' and kunci = ${kunci}`);
      },
      checks: dashboardFigures,
    };
  },
});

/** The dashboard's kept sales figures against a rebuild from the sales (in a savepoint, undone). */
async function dashboardFigures(tx: Tx): Promise<string[]> {
  const tables = ['dsb_jual_item', 'dsb_jual_item_thn', 'dsb_omset', 'dsb_jual_satuan'];
  const snap = async () => {
    const out: Record<string, string> = {};
    for (const t of tables) out[t] = (await rowsOf<{ r: string }>(tx, sql.raw(`select coalesce(string_agg(x::text, ';' order by x::text), '') as r from "${t}" x`)))[0].r;
    return out;
  };
  const kept = await snap();
  await tx.execute(sql`savepoint figures`);
  await rebuildSaleFigures(tx);
  const rebuilt = await snap();
  await tx.execute(sql`rollback to savepoint figures`);
  return tables.filter((t) => kept[t] !== rebuilt[t]).map((t) => `dashboard figures ${t} differ from a rebuild from the sales`);
}
