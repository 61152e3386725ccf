/**
 * The invariants that prove the books are right. `checkInvariants` returns every violation found
 * (empty: the books hold); tests call it after every scenario and an admin runs it (act cekbuku).
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { dec, type Dec } from '@niaga/core';
import { costMoves, emptyState, type CostMove } from './cost';
import { postingDocuments } from './sources';
import { stockFiguresOf } from './balances';

export interface InvariantReport {
  ok: boolean;
  masalah: string[];
}

/** Extra checks other modules add (e.g. open invoices = receivable control account). */
export type InvariantCheck = (tx: Tx) => Promise<string[]>;
const extra = new Map<string, InvariantCheck>();
export function registerInvariant(name: string, check: InvariantCheck) {
  extra.set(name, check);
}

async function list<T>(tx: Tx, q: ReturnType<typeof sql>, limit = 20): Promise<T[]> {
  return rowsOf<T>(tx, sql`${q} limit ${limit}`);
}

export interface InvariantOptions {
  /** Also re-cost every move and compare (`checkCosting`). */
  deep?: boolean;
  /**
   * Called right after `recalculate` in the same transaction: the balances per month and day, the
   * stock per warehouse, item and month and the derived lines were just rebuilt from the lines and
   * moves, so comparing them with the lines and moves again is left out.
   */
  afterRecalculate?: boolean;
}

export async function checkInvariants(tx: Tx, opts: InvariantOptions = {}): Promise<InvariantReport> {
  const out: string[] = [];

  for (const r of await list<{ notransaksi: string; d: string; k: string }>(
    tx,
    sql`select j.notransaksi, sum(b.debet) as d, sum(b.kredit) as k from gl_baris b join gl_jurnal j on j.id = b.jurnal_id
        group by j.id, j.notransaksi having sum(b.debet) <> sum(b.kredit) order by j.id`,
  ))
    out.push(`Jurnal ${r.notransaksi} tidak seimbang: debet ${r.d}, kredit ${r.k}.`);

  const [tb] = await rowsOf<{ d: string; k: string }>(tx, sql`select coalesce(sum(debet), 0) as d, coalesce(sum(kredit), 0) as k from gl_baris`);
  if (!dec(tb.d).eq(dec(tb.k))) out.push(`Neraca saldo tidak seimbang: debet ${tb.d}, kredit ${tb.k}.`);

  // What a full recalculation has just made true in the same transaction (it rebuilt each of these
  // from the lines and moves) is not checked again after it.
  if (!opts.afterRecalculate) {
    for (const r of await list<{ perkiraan_id: number; periode: number; sd: string; sk: string; ld: string; lk: string }>(
      tx,
      sql`select coalesce(s.perkiraan_id, l.perkiraan_id) as perkiraan_id, coalesce(s.periode, l.periode) as periode,
                 coalesce(s.debet, 0) as sd, coalesce(s.kredit, 0) as sk, coalesce(l.d, 0) as ld, coalesce(l.k, 0) as lk
          from (select perkiraan_id, periode, sum(debet) as debet, sum(kredit) as kredit from gl_saldo group by 1, 2) s
            full join (select perkiraan_id, periode, sum(debet) as d, sum(kredit) as k from gl_baris group by perkiraan_id, periode) l
            on l.perkiraan_id = s.perkiraan_id and l.periode = s.periode
          where coalesce(s.debet, 0) <> coalesce(l.d, 0) or coalesce(s.kredit, 0) <> coalesce(l.k, 0)`,
    ))
      out.push(`Saldo perkiraan id ${r.perkiraan_id} periode ${r.periode} (${r.sd}/${r.sk}) tidak sama dengan jumlah baris jurnal (${r.ld}/${r.lk}).`);

    for (const r of await list<{ perkiraan_id: number; tanggal: string; sd: string; sk: string; ld: string; lk: string }>(
      tx,
      sql`select coalesce(s.perkiraan_id, l.perkiraan_id) as perkiraan_id, coalesce(s.tanggal, l.tanggal) as tanggal,
                 coalesce(s.debet, 0) as sd, coalesce(s.kredit, 0) as sk, coalesce(l.d, 0) as ld, coalesce(l.k, 0) as lk
          from (select perkiraan_id, tanggal, sum(debet) as debet, sum(kredit) as kredit from gl_saldo_harian group by 1, 2) s
            full join (select perkiraan_id, tanggal, sum(debet) as d, sum(kredit) as k from gl_baris group by perkiraan_id, tanggal) l
            on l.perkiraan_id = s.perkiraan_id and l.tanggal = s.tanggal
          where coalesce(s.debet, 0) <> coalesce(l.d, 0) or coalesce(s.kredit, 0) <> coalesce(l.k, 0)`,
    ))
      out.push(`Saldo harian perkiraan id ${r.perkiraan_id} tanggal ${r.tanggal} (${r.sd}/${r.sk}) tidak sama dengan jumlah baris jurnal (${r.ld}/${r.lk}).`);

    for (const r of await list<{ item_id: number; gudang_id: number; s: string; m: string }>(
      tx,
      sql`select coalesce(g.item_id, m.item_id) as item_id, coalesce(g.gudang_id, m.gudang_id) as gudang_id, coalesce(g.qty, 0) as s, coalesce(m.q, 0) as m
          from stok_gudang g full join (select item_id, iddetailvarian, gudang_id, sum(qty) as q from stok_mutasi where not batal group by 1, 2, 3) m
            on m.item_id = g.item_id and m.iddetailvarian = g.iddetailvarian and m.gudang_id = g.gudang_id
          where coalesce(g.qty, 0) <> coalesce(m.q, 0)`,
    ))
      out.push(`Stok item id ${r.item_id} gudang id ${r.gudang_id} (${r.s}) tidak sama dengan jumlah mutasinya (${r.m}).`);

    // The item's totals, and its tgl_akhir: a posting dated on or after it starts from the totals,
    // so no live move may be dated after it.
    for (const r of await list<{ item_id: number; sq: string; sn: string; mq: string; mn: string; beda: boolean; t: string | null; m: string | null }>(
      tx,
      sql`select coalesce(i.item_id, m.item_id) as item_id, coalesce(i.qty, 0) as sq, coalesce(i.nilai, 0) as sn, coalesce(m.q, 0) as mq, coalesce(m.n, 0) as mn,
                 coalesce(i.qty, 0) <> coalesce(m.q, 0) or coalesce(i.nilai, 0) <> coalesce(m.n, 0) as beda, i.tgl_akhir::text as t, m.tgl::text as m
          from stok_item i full join (select item_id, iddetailvarian, sum(qty) as q, sum(nilai) as n, max(tanggal) as tgl from stok_mutasi where not batal group by 1, 2) m
            on m.item_id = i.item_id and m.iddetailvarian = i.iddetailvarian
          where coalesce(i.qty, 0) <> coalesce(m.q, 0) or coalesce(i.nilai, 0) <> coalesce(m.n, 0) or i.tgl_akhir < m.tgl`,
    )) {
      if (r.beda) out.push(`Saldo item id ${r.item_id} (${r.sq} / ${r.sn}) tidak sama dengan jumlah mutasinya (${r.mq} / ${r.mn}).`);
      if (r.t !== null && r.m !== null && r.t < r.m) out.push(`Tanggal mutasi terakhir item id ${r.item_id} tercatat ${r.t}, padahal ada mutasi tanggal ${r.m}.`);
    }

    for (const r of await list<{ item_id: number; gudang_id: number; periode: number; s: string; m: string }>(
      tx,
      sql`select coalesce(s.item_id, m.item_id) as item_id, coalesce(s.gudang_id, m.gudang_id) as gudang_id, coalesce(s.periode, m.periode) as periode,
                 concat_ws(' / ', s.qmasuk, s.nmasuk, s.qkeluar, s.nkeluar, s.mutasi || ' mutasi') as s, concat_ws(' / ', m.qmasuk, m.nmasuk, m.qkeluar, m.nkeluar, m.mutasi || ' mutasi') as m
          from stok_saldo s full join (${stockFiguresOf(sql`true`)}) m
            on m.item_id = s.item_id and m.iddetailvarian = s.iddetailvarian and m.gudang_id = s.gudang_id and m.periode = s.periode
          where coalesce(s.qmasuk, 0) <> coalesce(m.qmasuk, 0) or coalesce(s.nmasuk, 0) <> coalesce(m.nmasuk, 0)
             or coalesce(s.qkeluar, 0) <> coalesce(m.qkeluar, 0) or coalesce(s.nkeluar, 0) <> coalesce(m.nkeluar, 0) or coalesce(s.mutasi, 0) <> coalesce(m.mutasi, 0)`,
    ))
      out.push(`Mutasi bulanan item id ${r.item_id} gudang id ${r.gudang_id} periode ${r.periode} (${r.s || '0'}) tidak sama dengan jumlah mutasinya (${r.m || '0'}).`);
  }

  // Inventory value in the stock ledger = inventory accounts in the GL, per account.
  for (const r of await list<{ kodeacc: string; gl: string; st: string }>(
    tx,
    sql`select p.kodeacc, coalesce(g.v, 0) as gl, coalesce(s.v, 0) as st
        from perkiraan p
        left join (select perkiraan_id, sum(debet - kredit) as v from gl_saldo group by 1) g on g.perkiraan_id = p.id
        left join (select perkiraan_id, sum(nilai) as v from stok_mutasi where not batal and perkiraan_id is not null group by 1) s on s.perkiraan_id = p.id
        where (p.tipe = 'PERSEDIAAN' or s.v is not null) and coalesce(g.v, 0) <> coalesce(s.v, 0)`,
  ))
    out.push(`Nilai persediaan perkiraan ${r.kodeacc} di buku besar (${r.gl}) tidak sama dengan nilai di kartu stok (${r.st}).`);
  const [unbooked] = await rowsOf<{ v: string }>(tx, sql`select coalesce(sum(nilai), 0) as v from stok_mutasi where not batal and perkiraan_id is null`);
  if (!dec(unbooked.v).isZero()) out.push(`Mutasi stok tanpa perkiraan (transfer) tidak berjumlah nol: ${unbooked.v}.`);

  if (!opts.afterRecalculate) {
    // Derived lines carry their move's value.
    for (const r of await list<{ id: number; nilai: string; d: string; k: string }>(
      tx,
      sql`select m.id, m.nilai, b.debet as d, b.kredit as k from stok_mutasi m join gl_baris b on b.mutasi_id = m.id and b.perkiraan_id = m.perkiraan_id and not b.batal
          where not m.batal and b.debet - b.kredit <> m.nilai`,
    ))
      out.push(`Baris jurnal mutasi stok id ${r.id} (${r.d}/${r.k}) tidak sama dengan nilai mutasinya (${r.nilai}).`);
  }

  // Receivable and payable subledgers: every line on a control account names its customer/supplier.
  for (const r of await list<{ kodeacc: string; n: number }>(
    tx,
    sql`select p.kodeacc, count(*)::int as n from gl_baris b join perkiraan p on p.id = b.perkiraan_id
        where p.tipe in ('PIUTANG', 'HUTANG') and b.kontak = '' group by p.kodeacc`,
  ))
    out.push(`Perkiraan kontrol ${r.kodeacc} memiliki ${r.n} baris tanpa kode pelanggan/supplier (buku pembantu tidak sama dengan akun kontrol).`);

  out.push(...(await checkReversals(tx)));

  if (opts.deep) out.push(...(await checkCosting(tx)));
  for (const [name, check] of extra) for (const m of await check(tx)) out.push(`${name}: ${m}`);
  return { ok: out.length === 0, masalah: out };
}

/**
 * Postings and their documents: a reversed posting has exactly one reversal and every reversal
 * cancels a reversed posting; for every registered posting document type (sources.ts), each live
 * posting has its document and each document its live posting.
 */
export async function checkReversals(tx: Tx): Promise<string[]> {
  const out: string[] = [];
  for (const r of await list<{ sumber: string; notransaksi: string; n: number }>(
    tx,
    sql`select j.sumber, j.notransaksi, count(r.id)::int as n from gl_jurnal j join gl_jurnal r on r.batal_id = j.id and r.status = 2
        group by j.id, j.sumber, j.notransaksi having count(r.id) > 1 order by j.id`,
  ))
    out.push(`Posting ${r.sumber} ${r.notransaksi} dibatalkan ${r.n} kali (seharusnya satu kali).`);
  for (const r of await list<{ sumber: string; notransaksi: string }>(
    tx,
    sql`select j.sumber, j.notransaksi from gl_jurnal j where j.status = 1 and not exists (select 1 from gl_jurnal r where r.batal_id = j.id and r.status = 2) order by j.id`,
  ))
    out.push(`Posting ${r.sumber} ${r.notransaksi} berstatus batal tetapi tidak memiliki jurnal pembalik.`);
  for (const r of await list<{ sumber: string; notransaksi: string }>(
    tx,
    sql`select r.sumber, r.notransaksi from gl_jurnal r left join gl_jurnal j on j.id = r.batal_id where r.status = 2 and (j.id is null or j.status <> 1) order by r.id`,
  ))
    out.push(`Jurnal pembalik ${r.sumber} ${r.notransaksi} tidak membatalkan posting yang berstatus batal.`);

  for (const d of postingDocuments()) {
    const docs = sql.raw(`select (${d.nomor ?? 'notransaksi'})::varchar as nomor from "${d.table}"`);
    for (const r of await list<{ notransaksi: string }>(
      tx,
      sql`select j.notransaksi from gl_jurnal j where j.status = 0 and j.sumber = ${d.sumber}
            and not exists (select 1 from (${docs}) d where d.nomor = j.notransaksi) order by j.id`,
    ))
      out.push(`${d.title} ${r.notransaksi}: posting masih aktif tetapi dokumennya tidak ada.`);
    for (const r of await list<{ nomor: string }>(
      tx,
      // A row without a number has no posting to have (a document whose number says it posts nothing).
      sql`select d.nomor from (${docs}) d
          where d.nomor is not null and not exists (select 1 from gl_jurnal j where j.status = 0 and j.sumber = ${d.sumber} and j.notransaksi = d.nomor) order by d.nomor`,
    ))
      out.push(`${d.title} ${r.nomor} tidak memiliki posting aktif.`);
  }
  return out;
}

/** Recomputes every item's moving average from scratch in memory and compares with the stored values. */
export async function checkCosting(tx: Tx): Promise<string[]> {
  const rows = await rowsOf<CostMove & { item_id: number; iddetailvarian: number; saldo_qty: string; saldo_nilai: string }>(
    tx,
    sql`select id, item_id, iddetailvarian, qty, nilai, metode, pasangan_id, saldo_qty, saldo_nilai from stok_mutasi where not batal order by item_id, iddetailvarian, tanggal, id`,
  );
  const out: string[] = [];
  let i = 0;
  while (i < rows.length) {
    let j = i;
    while (j < rows.length && rows[j].item_id === rows[i].item_id && rows[j].iddetailvarian === rows[i].iddetailvarian) j++;
    const group = rows.slice(i, j).map((r) => ({ ...r, id: Number(r.id), pasangan_id: r.pasangan_id === null ? null : Number(r.pasangan_id) }));
    const { results } = costMoves(emptyState(), group);
    results.forEach((res, n) => {
      const r = group[n];
      const eq = (a: Dec, b: string) => a.eq(dec(b));
      if (!eq(res.nilai, r.nilai) || !eq(res.saldo_qty, r.saldo_qty) || !eq(res.saldo_nilai, r.saldo_nilai))
        out.push(`Harga pokok mutasi id ${r.id} item id ${r.item_id}: tersimpan ${r.nilai} (saldo ${r.saldo_qty} / ${r.saldo_nilai}), hitung ulang ${res.nilai.toFixed(2)} (saldo ${res.saldo_qty.toFixed(4)} / ${res.saldo_nilai.toFixed(2)}).`);
    });
    i = j;
  }
  return out.slice(0, 20);
}

