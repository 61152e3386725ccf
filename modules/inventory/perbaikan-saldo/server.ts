/**
 * /perbaikansaldo: the repair process. Recomputes, through the ledger's `recalculate`, every
 * item's cost from its moves, the stock per warehouse and per item, the moves' derived journal
 * lines and the maintained balances; then checks the books (the ledger's invariants; the costing
 * itself was just recomputed for every move). Reports what it changed: stock per
 * item and warehouse, item quantity, value and average cost, and account balances, each before
 * and after (only the rows that differ).
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { defineAct, reply, rowsOf, type Reply, type Tx } from '@niaga/kernel/server';
import { dec, money, quantity } from '@niaga/core';
import { checkInvariants, recalculate } from '@niaga/ledger';
import type { PerbaikanSaldoReply } from './reply';

interface Snapshot {
  stok: Map<string, { kodeitem: string; namaitem: string; kodegudang: string; qty: string }>;
  item: Map<string, { kodeitem: string; namaitem: string; qty: string; nilai: string }>;
  akun: Map<string, { kodeacc: string; namaacc: string; saldo: string }>;
}

async function snapshot(tx: Tx): Promise<Snapshot> {
  const stok = await rowsOf<{ kodeitem: string; namaitem: string; kodegudang: string; qty: string }>(
    tx,
    sql`select i.kodeitem, i.namaitem, g.kodegudang, sum(s.qty)::numeric(20,4)::text as qty from v_stok_gudang s join item i on i.id = s.item_id join gudang g on g.id = s.gudang_id group by 1, 2, 3`,
  );
  const item = await rowsOf<{ kodeitem: string; namaitem: string; qty: string; nilai: string }>(
    tx,
    sql`select i.kodeitem, i.namaitem, sum(s.qty)::numeric(20,4)::text as qty, sum(s.nilai)::numeric(20,2)::text as nilai from v_stok_item s join item i on i.id = s.item_id group by 1, 2`,
  );
  const akun = await rowsOf<{ kodeacc: string; namaacc: string; saldo: string }>(
    tx,
    sql`select p.kodeacc, p.namaacc, sum(s.debet - s.kredit)::numeric(20,2)::text as saldo from v_gl_saldo s join perkiraan p on p.id = s.perkiraan_id group by 1, 2`,
  );
  return {
    stok: new Map(stok.map((r) => [`${r.kodeitem}\u0000${r.kodegudang}`, r])),
    item: new Map(item.map((r) => [r.kodeitem, r])),
    akun: new Map(akun.map((r) => [r.kodeacc, r])),
  };
}

const hpp = (qty: string, nilai: string) => (dec(qty).gt(0) ? money(dec(nilai).div(dec(qty))) : '0.00');

/** The rows of two snapshots that differ, before and after. */
function changes(a: Snapshot, b: Snapshot) {
  const keys = <T,>(x: Map<string, T>, y: Map<string, T>) => [...new Set([...x.keys(), ...y.keys()])].sort();
  const stok = keys(a.stok, b.stok).flatMap((k) => {
    const s = a.stok.get(k);
    const t = b.stok.get(k);
    const [sebelum, sesudah] = [quantity(s?.qty ?? 0), quantity(t?.qty ?? 0)];
    return sebelum === sesudah ? [] : [{ kodeitem: (s ?? t)!.kodeitem, namaitem: (s ?? t)!.namaitem, kodegudang: (s ?? t)!.kodegudang, sebelum, sesudah }];
  });
  const item = keys(a.item, b.item).flatMap((k) => {
    const s = a.item.get(k) ?? { ...b.item.get(k)!, qty: '0', nilai: '0' };
    const t = b.item.get(k) ?? { ...s, qty: '0', nilai: '0' };
    const row = {
      kodeitem: k,
      namaitem: s.namaitem,
      qty_sebelum: quantity(s.qty),
      qty_sesudah: quantity(t.qty),
      nilai_sebelum: money(s.nilai),
      nilai_sesudah: money(t.nilai),
      hpp_sebelum: hpp(s.qty, s.nilai),
      hpp_sesudah: hpp(t.qty, t.nilai),
    };
    return row.qty_sebelum === row.qty_sesudah && row.nilai_sebelum === row.nilai_sesudah ? [] : [row];
  });
  const akun = keys(a.akun, b.akun).flatMap((k) => {
    const s = a.akun.get(k);
    const t = b.akun.get(k);
    const [sebelum, sesudah] = [money(s?.saldo ?? 0), money(t?.saldo ?? 0)];
    return sebelum === sesudah ? [] : [{ kodeacc: k, namaacc: (s ?? t)!.namaacc, sebelum, sesudah }];
  });
  return { stok, item, akun };
}

export const perbaikansaldo = defineAct({
  name: 'perbaikansaldo',
  summary:
    'Perbaikan saldo: hitung ulang harga pokok semua item dari mutasinya, stok per gudang dan per item, baris jurnal turunan mutasi, dan saldo perkiraan; lalu periksa invarian → items, mutasiBerubah, ok, masalah, tbl_stok (kodeitem, namaitem, kodegudang, sebelum, sesudah), tbl_item (kodeitem, namaitem, qty/nilai/hpp _sebelum dan _sesudah), tbl_perkiraan (kodeacc, namaacc, sebelum, sesudah): hanya yang berubah.',
  module: 'inventory',
  access: { modul: 'mPerbaikanSaldo', aksi: 'medit' },
  schema: z.object({}).passthrough(),
  async handler(ctx): Promise<Reply<PerbaikanSaldoReply>> {
    const before = await snapshot(ctx.tx);
    const r = await recalculate(ctx.tx);
    const after = await snapshot(ctx.tx);
    // The ledger's invariants; not the deep costing check, which would cost every move again
    // exactly as `recalculate` just did (the same `costMoves`) and compare it with what it wrote,
    // nor the comparisons of the kept balances and stock with the lines and moves it just rebuilt.
    const inv = await checkInvariants(ctx.tx, { afterRecalculate: true });
    const c = changes(before, after);
    const berubah = c.stok.length + c.item.length + c.akun.length;
    return reply(
      { ...r, ...inv, tbl_stok: c.stok, tbl_item: c.item, tbl_perkiraan: c.akun },
      `Perhitungan ulang selesai: ${r.items} item, ${r.mutasiBerubah} mutasi berubah` +
        (berubah ? `; ${c.stok.length} stok gudang, ${c.item.length} item dan ${c.akun.length} saldo perkiraan diperbaiki.` : '; tidak ada yang perlu diperbaiki.'),
    );
  },
});
