/** The cost a line's item and unit propose on stock-in and purchasing forms (`gethargabeli`). */
import { z } from 'zod';
import { defineAct } from '@niaga/kernel/server';
import { itemsByCode } from '@niaga/master/server';
import { dec, round } from '@niaga/core';
import { HARGA_BELI_DEFAULTS } from '../lines';

/**
 * `gethargabeli`: the purchase price of some lines, the item's purchase price (per base unit) times
 * the unit's content — a box of 12 at 12 times a piece's. The purchase order, purchase and free
 * return forms, item in and opening stock propose it as a line's item or unit changes (the lines'
 * `defaults`); a typed price is kept, and an item or unit it does not know gives null.
 */
export const gethargabeli = defineAct({
  name: HARGA_BELI_DEFAULTS.act,
  summary:
    'Harga beli beberapa baris: lines [{kodeitem, satuan, iddetailvarian}] (paling banyak 500) → tbl_harga satu baris per line {harga} = harga beli item (per satuan dasar) × isi satuan; null bila item/satuan tidak dikenal.',
  module: 'inventory',
  access: [
    { modul: 'mPesanBeli', aksi: 'mopen' },
    { modul: 'mBeli', aksi: 'mopen' },
    { modul: 'mReturBeli', aksi: 'mopen' },
    { modul: 'mItemMasuk', aksi: 'mopen' },
    { modul: 'mSAItem', aksi: 'mopen' },
  ],
  log: false,
  schema: z.object({
    lines: z
      .array(z.object({ kodeitem: z.string().trim().toUpperCase().max(30), satuan: z.string().trim().toUpperCase().max(10), iddetailvarian: z.string().trim().max(40).optional() }), { error: 'lines harus berupa daftar' })
      .max(500, 'Paling banyak 500 baris'),
  }),
  async handler(ctx, p) {
    const items = await itemsByCode(ctx.tx, p.lines.map((l) => l.kodeitem));
    return {
      tbl_harga: p.lines.map((l) => {
        const it = items.get(l.kodeitem);
        const konversi = it?.konversi.get(l.satuan);
        return { harga: it && konversi !== undefined ? round(dec(it.hargabeli ?? '0').times(dec(konversi))).toFixed(2) : null };
      }),
    };
  },
});
