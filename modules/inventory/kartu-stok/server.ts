/** /kartustok (mKartuStok): the moves of one item, in one warehouse or all, with running quantity and average cost. */
import { z } from 'zod';
import { ActError, fieldError, MAX_PAGE_SIZE, NUM } from '@niaga/kernel';
import { defineAct } from '@niaga/kernel/server';
import { companyToday, stockCard } from '@niaga/ledger';
import { itemsByCode } from '@niaga/master/server';
import { gudangId } from '@niaga/master/server';
import { variantKey, variantsOf } from '../stock';
import type { KartuStokReply } from './reply';

const tanggal = (label: string) =>
  z
    .string({ error: `${label} harus berupa tanggal` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} bukan tanggal yang valid (TTTT-BB-HH)`);

export const kartustok = defineAct({
  name: 'kartustok',
  summary:
    'Kartu stok: kodeitem, iddetailvarian (wajib untuk barang varian: stok dicatat per varian), kodegudang (kosong: semua gudang), dari, sampai (default bulan ini), page (dari 0), limit → info (saldo awal dan akhir: qty, nilai, hpp; masuk, keluar), query_data, tbl_kartustok (tanggal, sumber, notransaksi, keterangan, kodegudang, masuk, keluar, nilai, saldo, hpp) dalam satuan dasar.',
  module: 'inventory',
  access: { modul: 'mKartuStok', aksi: 'mopen' },
  schema: z.object({
    kodeitem: z.string({ error: 'Item wajib diisi' }).trim().toUpperCase().min(1, 'Item wajib diisi').max(30),
    iddetailvarian: z.string().trim().toUpperCase().max(40).optional().default(''),
    kodegudang: z.string().trim().toUpperCase().max(10).optional().default(''),
    dari: tanggal('Tanggal dari').optional(),
    sampai: tanggal('Tanggal sampai').optional(),
    page: z.coerce.number({ error: 'page harus berupa angka' }).int().min(0).default(0),
    limit: z.coerce.number({ error: 'limit harus berupa angka' }).int().min(1).max(MAX_PAGE_SIZE).default(100),
  }),
  async handler(ctx, p): Promise<KartuStokReply> {
    const it = (await itemsByCode(ctx.tx, [p.kodeitem])).get(p.kodeitem);
    if (!it) throw new ActError(NUM.INVALID, `Item '${p.kodeitem}' tidak ditemukan.`, { fields: { kodeitem: `Item '${p.kodeitem}' tidak ditemukan.` } });
    const varian = variantKey(it, p.iddetailvarian, await variantsOf(ctx.tx, [it]));
    if (typeof varian === 'string') throw fieldError('iddetailvarian', varian.charAt(0).toUpperCase() + varian.slice(1), NUM.INVALID);
    const gudang = p.kodegudang ? await gudangId(ctx.tx, p.kodegudang) : undefined;
    // The company's date only when a bound is left to it.
    const today = p.dari && p.sampai ? '' : await companyToday(ctx.tx);
    const dari = p.dari ?? `${today.slice(0, 8)}01`;
    const sampai = p.sampai ?? today;
    if (dari > sampai) throw new ActError(NUM.INVALID, 'Tanggal dari tidak boleh setelah tanggal sampai.');
    const c = await stockCard(ctx.tx, { item: it.id, varian, gudang, dari, sampai, offset: p.page * p.limit, limit: p.limit });
    return {
      info: [{ kodeitem: it.kodeitem, iddetailvarian: p.iddetailvarian, namaitem: it.namaitem, satuan: it.satuan, kodegudang: p.kodegudang, dari, sampai, awal: c.awal, akhir: c.akhir, masuk: c.masuk, keluar: c.keluar }],
      query_data: [{ totpage: Math.ceil(c.totrec / p.limit), totrec: c.totrec, page: p.page, limit: p.limit }],
      tbl_kartustok: c.rows,
    };
  },
});
