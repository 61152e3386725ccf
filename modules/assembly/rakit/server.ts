/**
 * The assembly process posts its components out of stock at moving-average cost against the
 * work-in-progress account (R moves: Cr Persediaan / Dr the chosen account); components left empty
 * come from the assembly item's component list.
 */
import { sql } from 'drizzle-orm';
import { fieldError, NUM, type ChildRowOf } from '@niaga/kernel';
import { rowsOf, serverOf } from '@niaga/kernel/server';
import { dec, quantity } from '@niaga/core';
import { accountOf, moveText, type DocumentPosting, type StockMove } from '@niaga/ledger';
import { TIPE_STOK } from '@niaga/master';
import { itemsByCode } from '@niaga/master/server';
import { gudangId } from '@niaga/master/server';
import rakit from './rakit';

/** The components of `jumlah` `satuan` of an assembly item, from its component list. */
export async function defaultComponents(ctx: { tx: Parameters<typeof rowsOf>[0] }, kodeitem: string, satuan: string, jumlah: string): Promise<ChildRowOf<typeof rakit, 'komponen'>[]> {
  const it = (await itemsByCode(ctx.tx, [kodeitem])).get(kodeitem);
  if (!it) return [];
  const base = dec(jumlah).times(dec(it.konversi.get(satuan) ?? '1'));
  const rows = await rowsOf<{ kodekomponen: string; satuan: string; jumlah: string }>(
    ctx.tx,
    sql`select k.kodekomponen, k.satuan, k.jumlah::text as jumlah from itemkomponen k join item i on i.id = k.item_id where i.kodeitem = ${kodeitem} order by k.urut, k.id`,
  );
  return rows.map((r) => ({ kodeitem: r.kodekomponen, satuan: r.satuan, jumlah: quantity(dec(r.jumlah).times(base)) }));
}

export const rakitServer = serverOf(rakit, {
  async beforeSave(ctx, rec) {
    if (!rec.kodeacc) rec.kodeacc = (await accountOf(ctx.tx, { role: 'barangdalamproses' })).kodeacc;
    const product = (rec.lines ?? [])[0];
    let komponen = rec.komponen ?? [];
    if (!komponen.length && product) komponen = rec.komponen = await defaultComponents(ctx, product.kodeitem, product.satuan, product.jumlah);
    if (!komponen.length) throw fieldError('komponen', 'Komponen wajib diisi: item rakitan ini belum mempunyai daftar komponen.', NUM.INVALID);
    komponen.forEach((k, i) => {
      if (product && k.kodeitem === product.kodeitem) throw fieldError(`komponen.${i}.kodeitem`, `Komponen baris ${i + 1}: item rakitan tidak dapat menjadi komponennya sendiri.`);
    });
  },
  async posting(ctx, d): Promise<DocumentPosting> {
    const komponen = d.komponen ?? [];
    const items = await itemsByCode(ctx.tx, komponen.map((l) => l.kodeitem));
    const gudang = await gudangId(ctx.tx, d.kodegudang);
    const moves: StockMove[] = komponen.map((l, i) => {
      const it = items.get(l.kodeitem)!;
      if (!TIPE_STOK.includes(it.tipe)) throw fieldError(`komponen.${i}.kodeitem`, `Komponen baris ${i + 1}: item ${it.kodeitem} ${it.namaitem} bukan barang persediaan; stoknya tidak dicatat.`);
      const konversi = it.konversi.get(l.satuan) ?? '1';
      return { item: it.id, gudang, qty: quantity(dec(l.jumlah).times(dec(konversi)).neg()), lawan: d.kodeacc, keterangan: `Komponen ${moveText(it.kodeitem, null, dec(l.jumlah), l.satuan)}` };
    });
    return { keterangan: d.keterangan || `Proses perakitan ${d.notransaksi}`, lines: [], moves };
  },
});
