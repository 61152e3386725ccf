/**
 * Sales returns on the server. Mode 1: the sale (a back-office sale JL or a till sale KSR) and its customer, warehouse, PPN mode and document
 * discount; each line one of its lines (the kernel keeps what may still be returned) at its price,
 * discounts and tax kind; each stock line back at the cost the sale's stock moves took out;
 * reducing its receivable no more than remains. Mode 2: free lines at the item's tax kind, back into
 * stock at the average cost. Posting per ACCOUNTING.md §2 (RJ).
 */
import { sql } from 'drizzle-orm';
import { computeRecord, fieldError, LINK_FIELD, LINK_SOURCE_FIELD, NUM } from '@niaga/kernel';
import type { ChildRowOf, RecordOf, SavedOf } from '@niaga/kernel';
import { rowsOf, serverOf, type ActContext } from '@niaga/kernel/server';
import { dec, quantity, round } from '@niaga/core';
import { credit, debit, moveText, type DocumentPosting, type JournalLine, type StockMove } from '@niaga/ledger';
import { TIPE_STOK } from '@niaga/master';
import { itemsByCode } from '@niaga/master/server';
import { gudangId } from '@niaga/master/server';
import { variantKey, variantsOf } from '@niaga/inventory/server';
import returjual, { fromSale } from './retur-jual';
import { assertReturnCovered, freeReturn, returnSettlement } from '@niaga/accounting';
import { keepsPiutang, PIUTANG, RJ_INVOICES } from '../receivables';
import { keepSaleFigures, returFigures } from '@niaga/system/server';

type ReturLine = ChildRowOf<typeof returjual, 'lines'>;
type Items = Awaited<ReturnType<typeof itemsByCode>>;

/** Each line's variant key in the books (0 without; a variant item's own variant): refused on its cell otherwise. */
async function lineVariants(ctx: ActContext, lines: ReturLine[], items: Items): Promise<number[]> {
  const variants = await variantsOf(ctx.tx, [...items.values()]);
  return lines.map((l, i) => {
    const it = items.get(l.kodeitem);
    if (!it || !TIPE_STOK.includes(it.tipe)) return 0;
    const v = variantKey(it, (l.iddetailvarian ?? '').trim().toUpperCase(), variants);
    if (typeof v === 'string') throw fieldError(`lines.${i}.iddetailvarian`, `Baris ${i + 1}: ${v}`, NUM.INVALID);
    return v;
  });
}

/** The sales a mode-1 return takes from: back-office sales (JL) and till sales (KSR). */
const SALES = [
  { doctype: 'jual', code: 'JL' },
  { doctype: 'kasir', code: 'KSR' },
] as const;
type SaleHead = { id: number; kodesupel: string; kodegudang: string; tipeppn: string; diskon: string; tanggal: string; batal: boolean };

/** The sale a mode-1 return names, a back-office or a till sale, locked while the return uses it. */
async function saleOf(ctx: ActContext, nojual: string) {
  for (const kind of SALES) {
    const [head] = await rowsOf<SaleHead>(
      ctx.tx,
      sql`select id, kodesupel, kodegudang, tipeppn, diskon::text as diskon, to_char(tanggal, 'YYYY-MM-DD') as tanggal, batal
          from ${sql.identifier(kind.doctype)} where notransaksi = ${nojual} for update`,
    );
    if (!head) continue;
    if (head.batal) throw fieldError('nojual', `Penjualan ${nojual} sudah dibatalkan.`);
    return { kind, head };
  }
  throw fieldError('nojual', `Penjualan '${nojual}' tidak ditemukan.`);
}

/** The return's lines and figures: mode 2 as given at the items' tax kinds; mode 1 from its sale. */
async function prepareReturn(ctx: ActContext, rec: RecordOf<typeof returjual>, old: SavedOf<typeof returjual> | null) {
  const lines = rec.lines;
  if (rec.mode === '2') {
    freeReturn(PIUTANG, rec);
    for (const l of lines) l[LINK_SOURCE_FIELD] = null;
    // Each line's tax kind is its item's; no stock value is given (in at the average cost).
    const codes = [...new Set(lines.map((l) => l.kodeitem))];
    const items = await rowsOf<{ kodeitem: string; jenispajak: string }>(ctx.tx, sql`select kodeitem, jenispajak from item where kodeitem in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`);
    const pajak = new Map(items.map((x) => [x.kodeitem, String(x.jenispajak)]));
    lines.forEach((l) => {
      l.jenispajak = pajak.get(l.kodeitem) ?? l.jenispajak;
      l.hpp = null;
    });
    Object.assign(rec, computeRecord(returjual, rec));
    return;
  }
  const nojual = rec.nojual;
  const sale = await saleOf(ctx, nojual);
  const j = sale.head;
  if (rec.tanggal < j.tanggal) throw fieldError('tanggal', `Tanggal retur tidak boleh sebelum tanggal penjualan ${nojual} (${j.tanggal}).`);
  const src = await rowsOf<{ id: number; harga: string; diskon1: string; diskon2: string; diskon3: string; diskon4: string; jenispajak: string }>(
    ctx.tx,
    sql`select id, harga::text as harga, diskon1::text as diskon1, diskon2::text as diskon2, diskon3::text as diskon3, diskon4::text as diskon4, jenispajak
        from ${sql.identifier(`${sale.kind.doctype}_detail`)} where ${sql.identifier(`${sale.kind.doctype}_id`)} = ${j.id}`,
  );
  // What the sale decides (the form applied the same when the rows were taken).
  const given = fromSale({ head: j, rows: src });
  const byId = new Map(src.map((s, i) => [Number(s.id), given.rows![i]]));
  lines.forEach((l, i) => {
    const s = byId.get(Number(l[LINK_FIELD]));
    if (!s) throw fieldError(`lines.${i}.${LINK_FIELD}`, `Baris ${i + 1}: pilih baris dari penjualan ${nojual}.`);
    // The line is that sale's: the kernel keeps what is left to return on its table.
    Object.assign(l, s, { [LINK_SOURCE_FIELD]: sale.kind.doctype });
  });
  Object.assign(rec, given.head);
  Object.assign(rec, computeRecord(returjual, rec));
  // The goods go back at what the sale's stock moves took out: its cost per base unit of each item (and variant).
  const costs = await rowsOf<{ item_id: number; iddetailvarian: number; qty: string; nilai: string }>(
    ctx.tx,
    sql`select item_id, iddetailvarian, sum(qty)::text as qty, sum(nilai)::text as nilai from v_stok_mutasi where sumber = ${sale.kind.code} and notransaksi = ${nojual} and not batal group by item_id, iddetailvarian`,
  );
  const cost = new Map(costs.map((c) => [`${c.item_id}:${c.iddetailvarian}`, c]));
  const computed = rec.lines;
  const items = await itemsByCode(ctx.tx, computed.map((l) => l.kodeitem));
  const varian = await lineVariants(ctx, computed, items);
  computed.forEach((l, i) => {
    const it = items.get(l.kodeitem);
    const c = it && cost.get(`${it.id}:${varian[i]}`);
    if (!it || !c || dec(c.qty).isZero()) return void (l.hpp = null);
    const base = dec(l.jumlah).times(dec(it.konversi.get(l.satuan) ?? '1'));
    l.hpp = round(dec(c.nilai).times(base).div(dec(c.qty))).toFixed(2);
  });
  // (The sale's invoice row is the sale's, locked above.)
  await assertReturnCovered(ctx.tx, PIUTANG, rec, old);
}

export const returjualServer = keepsPiutang(RJ_INVOICES, serverOf(returjual, {
  async beforeSave(ctx, rec, old) {
    await prepareReturn(ctx, rec, old);
    // The dashboard's sales figures: what comes back leaves them, keyed by the kind of sale it returns.
    const [now, was] = [returFigures(rec), old && returFigures(old)];
    if (!old || was === now) await keepSaleFigures(ctx.tx, rec, old, -1, now);
    else {
      await keepSaleFigures(ctx.tx, null, old, -1, was!);
      await keepSaleFigures(ctx.tx, rec, null, -1, now);
    }
  },
  async beforeDelete(ctx, old) {
    await keepSaleFigures(ctx.tx, null, old, -1, returFigures(old));
  },
  async posting(ctx, d): Promise<DocumentPosting> {
    const kodesupel = d.kodesupel;
    const ket = d.keterangan || `Retur penjualan ${d.notransaksi} ${kodesupel}`;
    const rows = d.lines ?? [];
    const items = await itemsByCode(ctx.tx, rows.map((l) => l.kodeitem));
    const gudang = await gudangId(ctx.tx, d.kodegudang);
    const varian = await lineVariants(ctx, rows, items);
    const moves: StockMove[] = [];
    let atCost = dec(0);
    rows.forEach((l, i) => {
      const it = items.get(l.kodeitem);
      if (!it || !TIPE_STOK.includes(it.tipe)) return;
      const qty = quantity(dec(l.jumlah).times(dec(it.konversi.get(l.satuan) ?? '1')));
      const keterangan = moveText(it.kodeitem, l.iddetailvarian || '', l.jumlah, l.satuan);
      const key = { item: it.id, ...(varian[i] ? { varian: varian[i] } : {}), gudang, qty, keterangan };
      if (l.hpp !== null && l.hpp !== undefined && l.hpp !== '') {
        atCost = atCost.plus(dec(l.hpp));
        moves.push({ ...key, nilai: dec(l.hpp).toFixed(2) });
      } else moves.push({ ...key, lawan: { role: 'hpp' } });
    });
    const lines: JournalLine[] = [
      debit({ role: 'returpenjualan' }, d.dpp, { keterangan: ket, label: 'Retur Penjualan' }),
      debit({ role: 'ppnkeluaran' }, d.ppn, { keterangan: ket, label: 'PPN Keluaran' }),
      returnSettlement(PIUTANG, d, ket),
      credit({ role: 'hpp' }, atCost.toFixed(2), { keterangan: ket, label: 'Harga Pokok Penjualan' }),
    ].filter((l) => !dec(String(l.debet ?? l.kredit ?? 0)).isZero());
    return { keterangan: ket, lines, moves };
  },
}));
