/**
 * Purchase orders from /stokminimum: the chosen items under their minimum (a variant item's rows
 * per variant, each naming its `iddetailvarian`, carried onto the order's line), each with the quantity
 * to order (base unit; the screen suggests minimum − stock), become one purchase order per main
 * supplier and warehouse, at the item's purchase price, through `pesanbeli_save` (the one save
 * path: numbering, date rule, references). All or nothing: an item without a main supplier is
 * refused by name and no order is made.
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { defineAct, inList, rowsOf, type ActDef } from '@niaga/kernel/server';
import { companyToday } from '@niaga/ledger';
import { variantKey, variantsOf } from '@niaga/inventory/server';
import type { PesanDariStok, PesanDariStokReply } from './reply';

const baris = z.object({
  kodeitem: z.string({ error: 'Item wajib diisi' }).trim().toUpperCase().min(1, 'Item wajib diisi').max(30),
  /** The variant of a variant item (its /stokminimum row's); empty for other items. */
  iddetailvarian: z.string({ error: 'Varian harus berupa teks' }).trim().toUpperCase().max(40).optional().default(''),
  kodegudang: z.string({ error: 'Gudang wajib diisi' }).trim().toUpperCase().min(1, 'Gudang wajib diisi').max(10),
  jumlah: z
    .string({ error: 'Jumlah harus berupa angka' })
    .trim()
    .regex(/^\d+(\.\d{1,4})?$/, 'Jumlah harus berupa angka')
    .refine((v) => Number(v) > 0, 'Jumlah harus lebih dari 0'),
});

export function pesanbeliDariStokMinimum(actOf: (name: string) => ActDef | undefined): ActDef {
  return defineAct({
    name: 'pesanbeli_stokminimum',
    summary:
      'Pesanan pembelian dari stok minimum: baris [{kodeitem, iddetailvarian (varian barang varian, wajib untuknya; kosong untuk item lain), kodegudang, jumlah (satuan dasar)}] → satu pesanan per supplier utama item dan gudang, harga = harga beli item; tbl_pesanbeli (id, notransaksi, kodesupel, kodegudang, jumlahitem, total). Item tanpa supplier utama, atau varian yang tidak sesuai item, ditolak (15) dan tidak ada pesanan yang dibuat.',
    module: 'purchasing',
    access: { modul: 'mPesanBeli', aksi: 'madd' },
    schema: z.object({
      baris: z.array(baris, { error: 'Pilih item yang akan dipesan' }).min(1, 'Pilih item yang akan dipesan').max(500, 'Paling banyak 500 item sekaligus'),
      keterangan: z.string().trim().max(200).optional().default('Dari stok minimum'),
    }),
    async handler(ctx, p): Promise<PesanDariStokReply> {
      const save = actOf('pesanbeli_save');
      if (!save) throw new Error('act pesanbeli_save tidak ada');
      const codes = [...new Set(p.baris.map((b) => b.kodeitem))];
      const items = new Map(
        (await rowsOf<{ id: number; kodeitem: string; namaitem: string; tipe: string; satuan: string; kodesupel: string | null; hargabeli: string }>(
          ctx.tx,
          sql`select id, kodeitem, namaitem, tipe, satuan, kodesupel, hargabeli::text as hargabeli from item where kodeitem in ${inList(codes)}`,
        )).map((r) => [r.kodeitem, { ...r, id: Number(r.id) }]),
      );
      const variants = await variantsOf(ctx.tx, [...items.values()]);
      const fields: Record<string, string> = {};
      p.baris.forEach((b, i) => {
        const it = items.get(b.kodeitem);
        const varian = it ? variantKey(it, b.iddetailvarian, variants) : 0;
        if (!it) fields[`baris.${i}.kodeitem`] = `Item '${b.kodeitem}' tidak ditemukan.`;
        else if (typeof varian === 'string') fields[`baris.${i}.iddetailvarian`] = `Baris ${i + 1}: ${varian}`;
        else if (!it.kodesupel) fields[`baris.${i}.kodeitem`] = `Item ${b.kodeitem} belum mempunyai supplier utama; isi Supplier Utama di data item atau buat pesanannya sendiri.`;
      });
      const msgs = Object.values(fields);
      if (msgs.length) throw new ActError(NUM.INVALID, msgs.length === 1 ? msgs[0] : `${msgs[0]} (dan ${msgs.length - 1} lainnya)`, { fields });
      // One order per supplier and warehouse, in the order the rows came.
      const groups = new Map<string, { kodesupel: string; kodegudang: string; lines: Record<string, string>[] }>();
      for (const b of p.baris) {
        const it = items.get(b.kodeitem)!;
        const k = `${it.kodesupel}\u0000${b.kodegudang}`;
        if (!groups.has(k)) groups.set(k, { kodesupel: it.kodesupel!, kodegudang: b.kodegudang, lines: [] });
        groups.get(k)!.lines.push({ kodeitem: b.kodeitem, ...(b.iddetailvarian ? { iddetailvarian: b.iddetailvarian } : {}), satuan: it.satuan, jumlah: b.jumlah, harga: it.hargabeli });
      }
      const tanggal = await companyToday(ctx.tx);
      const made: PesanDariStok[] = [];
      for (const g of groups.values()) {
        const r = (await save.handler(ctx, save.schema.parse({ tanggal, kodesupel: g.kodesupel, kodegudang: g.kodegudang, keterangan: p.keterangan, lines: g.lines }))) as {
          id: number;
          notransaksi: string;
          tbl_pesanbeli: { total: string }[];
        };
        made.push({ id: r.id, notransaksi: r.notransaksi, kodesupel: g.kodesupel, kodegudang: g.kodegudang, jumlahitem: g.lines.length, total: r.tbl_pesanbeli[0].total });
      }
      return { tbl_pesanbeli: made };
    },
  });
}
