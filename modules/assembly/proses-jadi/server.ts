/**
 * The finished-goods process: each line takes its share of an assembly process's work in progress
 * (the value its components went out at), the last take of a process the rest; extra costs are
 * spread over the lines by that value. Stock in at the sum (T moves: Dr Persediaan) / Cr work in
 * progress, Cr each cost account.
 */
import { sql } from 'drizzle-orm';
import { fieldError, NUM } from '@niaga/kernel';
import { rowsOf, serverOf, type ActContext } from '@niaga/kernel/server';
import { dec, money, quantity, round, ZERO, type Dec } from '@niaga/core';
import { credit, moveText, type DocumentPosting, type JournalLine, type StockMove } from '@niaga/ledger';
import { itemsByCode } from '@niaga/master/server';
import { gudangId } from '@niaga/master/server';
import prosesjadi from './proses-jadi';

interface Source {
  id: number;
  jumlah: string;
  notransaksi: string;
  kodeacc: string;
}

async function sources(ctx: ActContext, ids: number[]): Promise<Map<number, Source>> {
  if (!ids.length) return new Map();
  const rows = await rowsOf<Source>(
    ctx.tx,
    sql`select d.id, d.jumlah::text as jumlah, r.notransaksi, r.kodeacc from rakit_detail d join rakit r on r.id = d.rakit_id where d.id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

/** The work in progress an assembly process put on its account: what its live posting debited there. */
async function workInProgress(ctx: ActContext, s: Source): Promise<Dec> {
  const [r] = await rowsOf<{ v: string }>(
    ctx.tx,
    sql`select coalesce(sum(b.debet - b.kredit), 0)::text as v from v_gl_baris b join v_gl_jurnal j on j.id = b.jurnal_id join perkiraan p on p.id = b.perkiraan_id
        where j.sumber = 'PR' and j.notransaksi = ${s.notransaksi} and j.status = 0 and p.kodeacc = ${s.kodeacc}`,
  );
  return dec(r.v);
}

export const prosesjadiServer = serverOf(prosesjadi, {
  async beforeSave(ctx, rec, old) {
    const lines = rec.lines ?? [];
    // A line typed in without its process takes from the oldest assembly process of that item and
    // unit that still has enough left (the generic form has no source picker).
    for (const [i, l] of lines.entries()) {
      if (l.idsumber) continue;
      const [s] = await rowsOf<{ id: number }>(
        ctx.tx,
        sql`select d.id from rakit_detail d join rakit r on r.id = d.rakit_id where d.kodeitem = ${l.kodeitem} and d.satuan = ${l.satuan} and d.sisa >= ${l.jumlah}::numeric
            order by r.tanggal, r.id limit 1`,
      );
      if (!s) throw fieldError(`lines.${i}.jumlah`, `Baris ${i + 1}: tidak ada Proses Perakitan ${l.kodeitem} yang sisanya mencukupi ${l.jumlah} ${l.satuan}.`, NUM.RULE);
      l.idsumber = Number(s.id);
    }
    const src = await sources(ctx, lines.map((l) => Number(l.idsumber)));
    // What other finished-goods processes have already taken from each process line.
    const taken = new Map<number, { q: Dec; v: Dec }>();
    for (const r of await rowsOf<{ idsumber: number; q: string; v: string }>(
      ctx.tx,
      sql`select idsumber, sum(jumlah)::text as q, sum(nilai)::text as v from prosesjadi_detail where idsumber in (${sql.join([...src.keys(), 0].map((i) => sql`${i}`), sql`, `)})
          ${old ? sql`and prosesjadi_id <> ${old.id}` : sql``} group by idsumber`,
    ))
      taken.set(Number(r.idsumber), { q: dec(r.q), v: dec(r.v) });
    for (const [i, l] of lines.entries()) {
      const s = src.get(Number(l.idsumber));
      if (!s) continue; // the kernel refuses a missing source row
      const wip = await workInProgress(ctx, s);
      const t = taken.get(s.id) ?? { q: ZERO, v: ZERO };
      const q = dec(l.jumlah);
      const total = dec(s.jumlah);
      const nilai = t.q.plus(q).gte(total) ? wip.minus(t.v) : round(wip.times(q).div(total));
      if (nilai.isNegative()) throw fieldError(`lines.${i}.jumlah`, `Baris ${i + 1}: nilai proses ${s.notransaksi} sudah habis diambil.`, NUM.RULE);
      l.nilai = money(nilai);
      taken.set(s.id, { q: t.q.plus(q), v: t.v.plus(nilai) });
    }
  },
  async posting(ctx, d): Promise<DocumentPosting> {
    const lines = d.lines ?? [];
    const biaya = d.biaya ?? [];
    const src = await sources(ctx, lines.map((l) => Number(l.idsumber)));
    const items = await itemsByCode(ctx.tx, lines.map((l) => l.kodeitem));
    const gudang = await gudangId(ctx.tx, d.kodegudang);
    // Extra costs spread by the lines' value (by quantity when nothing has a value), the last line the rest.
    const extra = biaya.reduce((s, b) => s.plus(dec(b.total)), ZERO);
    const weights = lines.map((l) => dec(l.nilai));
    const useQty = weights.every((w) => w.isZero());
    const basis = lines.map((l, i) => (useQty ? dec(l.jumlah) : weights[i]));
    const sumBasis = basis.reduce((s, b) => s.plus(b), ZERO);
    let spread = ZERO;
    const moves: StockMove[] = lines.map((l, i) => {
      const it = items.get(l.kodeitem)!;
      const share = i === lines.length - 1 ? extra.minus(spread) : sumBasis.isZero() ? ZERO : round(extra.times(basis[i]).div(sumBasis));
      spread = spread.plus(share);
      const konversi = it.konversi.get(l.satuan) ?? '1';
      return { item: it.id, gudang, qty: quantity(dec(l.jumlah).times(dec(konversi))), nilai: money(dec(l.nilai).plus(share)), keterangan: moveText(it.kodeitem, null, dec(l.jumlah), l.satuan) };
    });
    const wip = new Map<string, Dec>();
    for (const l of lines) {
      const acc = src.get(Number(l.idsumber))!.kodeacc;
      wip.set(acc, (wip.get(acc) ?? ZERO).plus(dec(l.nilai)));
    }
    const journal: JournalLine[] = [
      ...[...wip].map(([acc, v]) => credit(acc, money(v), { keterangan: 'Barang dalam proses' })),
      ...biaya.map((b, i) => credit(b.kodeacc, b.total, { keterangan: b.keterangan || 'Biaya tambahan', label: `Biaya baris ${i + 1}`, fields: { akun: `biaya.${i}.kodeacc` } })),
    ];
    return { keterangan: d.keterangan || `Proses barang jadi ${d.notransaksi}`, lines: journal, moves };
  },
});
