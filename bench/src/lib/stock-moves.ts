/**
 * Shared by the stock benchmarks (stock-card, perbaikan-saldo): a company with its books, items
 * cloned in SQL from one made by `item_save`, and stock moves written in bulk SQL the way the
 * ledger writes them (packages/ledger/src/post.ts): journals (`gl_jurnal`, source BM, a bench
 * source with no document table), the moves (`stok_mutasi`), their derived journal lines
 * (Dr/Cr Persediaan, the cost-of-goods counter line of 'R' moves), the cash line of every stock-in,
 * the warehouse and item counts and the maintained balances.
 *
 * Every item runs the same cycle of five moves: in 50 at a fixed price ('T', Dr Persediaan /
 * Cr Kas), out 10 twice at the moving average ('R', Dr HPP / Cr Persediaan), and a transfer of 5
 * from UTM to GD2 (an 'R' move out and its 'P' mirror in). The average-cost moves are written with
 * value 0 and every move with running state 0, as books before a repair: `perbaikansaldo`
 * (or `recalculate`) costs them.
 */
import { sql } from 'drizzle-orm';
import { dispatch, openDatabase, rowsOf, type Company, type Database, type Kernel } from '@niaga/kernel/server';
import { initialiseBooks } from '@niaga/accounting';
import { accessPolicy } from '@niaga/admin';
import { ledgerBooks } from '@niaga/ledger';
import { buildRegistry, migrate, newCompany } from '../../../apps/server/src/app';

export interface BenchCompany {
  db: Database;
  schema: string;
  /** The company (for module functions that take one, e.g. the marketplace's pullOrders). */
  company: Company;
  kind: 'pglite' | 'postgres';
  call: (act: string, fields: Record<string, string>) => Promise<{ num: number; msg: string; data: unknown }>;
  /**
   * Runs `fn` with every statement it sends recorded: each with the time from its sending to the
   * next one's (its execution and the work after it), in order; and the count.
   */
  profile: <T>(fn: () => Promise<T>) => Promise<{ result: T; ms: number; statements: Array<{ ms: number; q: string }> }>;
  close: () => Promise<void>;
}

/** A profile's statements, the slowest `top` with their share of the whole, one line each. */
export function printProfile(label: string, p: { ms: number; statements: Array<{ ms: number; q: string }> }, top = 12) {
  console.log(`[${label}] ${p.statements.length} statements, ${(p.ms / 1000).toFixed(2)} s`);
  const rows = p.statements.map((s, i) => ({ ...s, i })).sort((a, b) => b.ms - a.ms).slice(0, top).sort((a, b) => a.i - b.i);
  for (const s of rows)
    console.log(`[${label}]   #${String(s.i + 1).padStart(2)} ${(s.ms / 1000).toFixed(2).padStart(6)} s ${((100 * s.ms) / p.ms).toFixed(0).padStart(3)} %  ${s.q.replace(/\s+/g, ' ').slice(0, 140)}`);
}

export async function benchCompany(kind: 'pglite' | 'postgres', url: string | undefined, prefix: string): Promise<BenchCompany> {
  let trace: Array<{ at: number; q: string }> | null = null;
  const onQuery = (q: string) => trace?.push({ at: performance.now(), q });
  const db: Database = await openDatabase(kind === 'postgres' ? { databaseUrl: url, poolSize: 4, onQuery } : { onQuery });
  await migrate(db);
  const iper = `${prefix}${Date.now().toString(36).toUpperCase()}`;
  const company = await newCompany(db, { idperusahaan: iper, nama: 'Bench stock', startflag: 1, adminPassword: 'bench-pass' });
  const schema = company.schema_name;
  await db.tx(schema, async (tx) => {
    await tx.execute(sql`insert into kantor (kodekantor, namakantor, pusat, timezone) values ('UTM', 'Kantor Pusat', true, 'Asia/Jakarta') on conflict do nothing`);
    await initialiseBooks(tx, { kodekantor: 'UTM', namakantor: 'Bench', tahun: 2026, bulanAwal: 1, bulanAkhir: 12 });
  });
  const kernel: Kernel = { db, registry: buildRegistry(), access: accessPolicy, books: ledgerBooks, onError: (e) => console.error(e) };
  const raw = (act: string, fields: Record<string, string>, token?: string) => dispatch(kernel, { act, token, fields, ip: '127.0.0.1', cookies: { set() {}, clear() {} } });
  const login = await raw('lgx', { iper, uname: 'ADMIN', passw: 'bench-pass' });
  if (login.num !== 0) throw new Error(login.msg);
  const token = (login.data as { token: string }).token;
  const call = async (act: string, fields: Record<string, string>) => raw(act, fields, token);
  const must = async (act: string, fields: Record<string, string>) => {
    const r = await call(act, fields);
    if (r.num !== 0) throw new Error(`${act}: ${r.msg}`);
  };
  await must('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
  await must('gudang_save', { kodegudang: 'GD2', namagudang: 'Gudang Cabang' });
  return {
    db,
    schema,
    company,
    kind,
    call,
    async profile(fn) {
      trace = [];
      const t0 = performance.now();
      const result = await fn();
      const end = performance.now();
      const seen = trace;
      trace = null;
      const statements = seen.map((x, i) => ({ q: x.q, ms: (seen[i + 1]?.at ?? end) - x.at }));
      return { result, ms: end - t0, statements };
    },
    async close() {
      if (kind === 'postgres') {
        await db.rows(sql.raw(`drop schema "${schema}" cascade`));
        await db.rows(sql`delete from control.companies where id = ${company.id}`);
      }
      await db.close();
    },
  };
}

/**
 * Items `prefix`0001… (`count` of them): the first through `item_save`, the rest cloned from it in
 * one statement. Returns their ids in code order.
 */
export async function benchItems(co: BenchCompany, prefix: string, count: number): Promise<number[]> {
  const first = `${prefix}${'1'.padStart(5, '0')}`;
  const r = await co.call('item_save', { kodeitem: first, namaitem: `Barang bench 1`, satuan: 'PCS', hargabeli: '1000' });
  if (r.num !== 0) throw new Error(`item_save: ${r.msg}`);
  return co.db.tx(co.schema, async (tx) => {
    if (count > 1) {
      const cols = (
        await rowsOf<{ c: string }>(
          tx,
          sql`select column_name as c from information_schema.columns where table_schema = current_schema() and table_name = 'item'
              and column_name not in ('id', 'kodeitem', 'namaitem') and is_generated = 'NEVER' order by ordinal_position`,
        )
      ).map((x) => `"${x.c}"`);
      await tx.execute(
        sql.raw(`insert into item (kodeitem, namaitem, ${cols.join(', ')})
                 select '${prefix}' || lpad(g::text, 5, '0'), 'Barang bench ' || g, ${cols.map((c) => `t.${c}`).join(', ')}
                 from item t, generate_series(2, ${count}) g where t.kodeitem = '${first}'`),
      );
    }
    return (await rowsOf<{ id: number }>(tx, sql`select id from item where kodeitem like ${prefix + '%'} order by kodeitem`)).map((x) => Number(x.id));
  });
}

/**
 * `perItem` moves (a multiple of 5) for each of `items`, spread evenly over `days` days from
 * 2026-01-01, in journals of at most 100 moves; then the counts and balances from them.
 */
export async function benchMoves(co: BenchCompany, items: number[], perItem: number, days: number): Promise<number> {
  return co.db.tx(co.schema, async (tx) => {
    const acc = Object.fromEntries(
      (await rowsOf<{ kodeacc: string; id: number }>(tx, sql`select kodeacc, id from perkiraan where kodeacc in ('1-1100', '1-1400', '5-1000')`)).map((r) => [r.kodeacc, Number(r.id)]),
    );
    const gud = Object.fromEntries((await rowsOf<{ kodegudang: string; id: number }>(tx, sql`select kodegudang, id from gudang`)).map((r) => [r.kodegudang, Number(r.id)]));
    const [{ base }] = await rowsOf<{ base: number }>(tx, sql`select coalesce(max(id), 0)::bigint as base from stok_mutasi`);
    const [{ jbase }] = await rowsOf<{ jbase: number }>(tx, sql`select coalesce(max(id), 0)::int as jbase from gl_jurnal`);
    const n = items.length * perItem;
    // Move k of item i (both from 0); seq orders moves by time then item: id = base + seq.
    await tx.execute(sql.raw(`create temp table bench_m on commit drop as
      select ${Number(base)} + row_number() over (order by k, i) as id, i, k, it.item_id
      from (select i - 1 as i, item_id from unnest('{${items.join(',')}}'::int[]) with ordinality as u(item_id, i)) it,
           generate_series(0, ${perItem - 1}) k`));
    await tx.execute(sql.raw(`alter table bench_m add column seq bigint, add column tanggal date, add column jurnal int`));
    await tx.execute(sql.raw(`update bench_m set seq = id - ${Number(base)} - 1,
      tanggal = date '2026-01-01' + ((k::bigint * ${days}) / ${perItem})::int`));
    await tx.execute(sql.raw(`update bench_m set jurnal = ${Number(jbase)} + 1 + seq / 100`));
    await tx.execute(sql.raw(`insert into gl_jurnal (id, sumber, notransaksi, tanggal, keterangan, userid)
      select jurnal, 'BM', 'BM-' || lpad(jurnal::text, 7, '0'), min(tanggal), 'bench', 'ADMIN' from bench_m group by jurnal order by jurnal`));
    await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('gl_jurnal', 'id'), (select max(id) from gl_jurnal))`));
    // The five moves of the cycle: 0 in (T), 1–2 out (R), 3 transfer out (R, no line), 4 its mirror (P).
    await tx.execute(sql.raw(`insert into stok_mutasi (id, jurnal_id, sumber, notransaksi, tanggal, item_id, iddetailvarian, gudang_id, qty, nilai, metode, pasangan_id, perkiraan_id, lawan_id, keterangan, saldo_qty, saldo_nilai)
      select m.id, m.jurnal, 'BM', 'BM-' || lpad(m.jurnal::text, 7, '0'), m.tanggal, m.item_id, 0,
             case when m.k % 5 = 4 then ${gud.GD2} else ${gud.UTM} end,
             case m.k % 5 when 0 then 50 when 3 then -5 when 4 then 5 else -10 end,
             case when m.k % 5 = 0 then 50 * (1000 + (m.k / 5) % 7 * 10 + m.i % 13) else 0 end,
             case m.k % 5 when 0 then 'T' when 4 then 'P' else 'R' end,
             case m.k % 5 when 3 then m.id + ${items.length} when 4 then m.id - ${items.length} end,
             case when m.k % 5 in (0, 1, 2) then ${acc['1-1400']} end,
             case when m.k % 5 in (1, 2) then ${acc['5-1000']} end,
             'bench', 0, 0
      from bench_m m order by m.id`));
    await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('stok_mutasi', 'id'), (select max(id) from stok_mutasi))`));
    // Derived lines (value as written) and the cash line of each stock-in.
    await tx.execute(sql.raw(`insert into gl_baris (jurnal_id, perkiraan_id, tanggal, periode, debet, kredit, keterangan, mutasi_id)
      select jurnal_id, perkiraan_id, tanggal, (extract(year from tanggal) * 100 + extract(month from tanggal))::int, greatest(nilai, 0), greatest(-nilai, 0), 'bench', id
      from stok_mutasi where sumber = 'BM' and perkiraan_id is not null and id > ${Number(base)}
      union all
      select jurnal_id, lawan_id, tanggal, (extract(year from tanggal) * 100 + extract(month from tanggal))::int, greatest(-nilai, 0), greatest(nilai, 0), 'bench', id
      from stok_mutasi where sumber = 'BM' and lawan_id is not null and id > ${Number(base)}
      union all
      select jurnal_id, ${acc['1-1100']}, tanggal, (extract(year from tanggal) * 100 + extract(month from tanggal))::int, 0, nilai, 'bench', null
      from stok_mutasi where sumber = 'BM' and metode = 'T' and id > ${Number(base)}`));
    await tx.execute(sql`delete from stok_gudang`);
    await tx.execute(sql`insert into stok_gudang (item_id, iddetailvarian, gudang_id, qty) select item_id, iddetailvarian, gudang_id, sum(qty) from stok_mutasi where not batal group by 1, 2, 3`);
    await tx.execute(sql`insert into stok_item (item_id, iddetailvarian, qty, nilai) select item_id, iddetailvarian, sum(qty), sum(nilai) from stok_mutasi where not batal group by 1, 2
                         on conflict (item_id, iddetailvarian) do update set qty = excluded.qty, nilai = excluded.nilai`);
    await tx.execute(sql`delete from gl_saldo`);
    await tx.execute(sql`insert into gl_saldo (perkiraan_id, periode, debet, kredit) select perkiraan_id, periode, sum(debet), sum(kredit) from gl_baris group by 1, 2`);
    await tx.execute(sql`delete from gl_saldo_harian`);
    await tx.execute(sql`insert into gl_saldo_harian (perkiraan_id, tanggal, debet, kredit) select perkiraan_id, tanggal, sum(debet), sum(kredit) from gl_baris group by 1, 2`);
    return n;
  });
}

export const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
