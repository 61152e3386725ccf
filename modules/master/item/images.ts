/**
 * Item pictures (spec §5 "Image upload": compressed by scale and quality percentages, defaults 50
 * and 50, orientation kept). The browser sends the picture as it is (`imgfileup`, base64 or a data
 * URL, the spec's field name); the server turns it upright by its EXIF orientation, scales it and
 * encodes it as JPEG with sharp, and keeps it in `item_gambar` (deleted with its item).
 */
import { z } from 'zod';
import sharp from 'sharp';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { ActError, NUM } from '@niaga/kernel';
import { colsOf, defineAct, recordTables, type ActDef, type Tx } from '@niaga/kernel/server';
import itemMeta from './item';
import { itemsChanged } from './price-listeners';
import type { ItemGambar, ItemGambarReply } from '../replies';

export const SKALA_GAMBAR = 50;
export const KUALITAS_GAMBAR = 50;
export const MAX_GAMBAR = 5;
/** Largest picture accepted before compression. */
export const MAX_BYTES = 8 * 1024 * 1024;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

const itemTable = () => recordTables(itemMeta).main;

export const itemGambar = pgTable(
  'item_gambar',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id')
      .notNull()
      .references(() => colsOf(itemTable()).id, { onDelete: 'cascade' }),
    urut: integer('urut').notNull().default(0),
    mime: varchar('mime', { length: 30 }).notNull().default('image/jpeg'),
    lebar: integer('lebar').notNull(),
    tinggi: integer('tinggi').notNull(),
    ukuran: integer('ukuran').notNull(),
    data: bytea('data').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('item_gambar_induk').on(t.item_id, t.urut)],
);

/** Decodes base64 or a data URL; null when it is neither. */
export function decodeUpload(v: string): Buffer | null {
  const b64 = v.startsWith('data:') ? v.slice(v.indexOf(',') + 1) : v;
  if (!/^[A-Za-z0-9+/=\s_-]*$/.test(b64)) return null;
  const buf = Buffer.from(b64, 'base64');
  return buf.length ? buf : null;
}

/** Upright (EXIF orientation applied), scaled to `skala` % of its width, JPEG at `kualitas` %. */
export async function compress(input: Buffer, skala = SKALA_GAMBAR, kualitas = KUALITAS_GAMBAR) {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw new ActError(NUM.INVALID, 'File bukan gambar yang dapat dibaca.', { fields: { imgfileup: 'File bukan gambar yang dapat dibaca' } });
  }
  // Orientations 5–8 turn the picture a quarter: its upright width is the stored height.
  const upright = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  const width = Math.max(1, Math.round(((upright ?? 1) * skala) / 100));
  try {
    const { data, info } = await sharp(input).rotate().resize({ width }).flatten({ background: '#ffffff' }).jpeg({ quality: kualitas, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return { data, lebar: info.width, tinggi: info.height };
  } catch {
    throw new ActError(NUM.INVALID, 'File bukan gambar yang dapat dibaca.', { fields: { imgfileup: 'File bukan gambar yang dapat dibaca' } });
  }
}

async function itemId(tx: Tx, kodeitem: string): Promise<number> {
  const c = colsOf(itemTable());
  const [row] = await tx.select({ id: c.id }).from(itemTable()).where(eq(c.kodeitem, kodeitem.toUpperCase())).limit(1);
  if (!row) throw new ActError(NUM.NOT_FOUND, `Item '${kodeitem}' tidak ditemukan.`);
  return Number(row.id);
}

const kode = z.string({ error: 'kodeitem wajib diisi' }).trim().min(1, 'kodeitem wajib diisi').max(30);
const listOf = async (tx: Tx, id: number): Promise<ItemGambar[]> =>
  (await tx.select().from(itemGambar).where(eq(itemGambar.item_id, id)).orderBy(asc(itemGambar.urut), asc(itemGambar.id))).map((g) => ({
    id: g.id,
    urut: g.urut,
    lebar: g.lebar,
    tinggi: g.tinggi,
    ukuran: g.ukuran,
    gambar: `data:${g.mime};base64,${g.data.toString('base64')}`,
  }));

export const imageActs: ActDef[] = [
  defineAct({
    name: 'item_gambar_list',
    summary: 'Gambar satu item: kodeitem → tbl_item_gambar [{id, urut, lebar, tinggi, ukuran, gambar (data URL JPEG)}].',
    access: { modul: 'mItem', aksi: 'mopen' },
    schema: z.object({ kodeitem: kode }),
    module: 'master',
    async handler(ctx, p): Promise<ItemGambarReply> {
      return { tbl_item_gambar: await listOf(ctx.tx, await itemId(ctx.tx, p.kodeitem)) };
    },
  }),
  defineAct({
    name: 'item_gambar_simpan',
    summary: `Unggah gambar item: kodeitem, imgfileup (base64 atau data URL), skala dan kualitas (persen, bawaan ${SKALA_GAMBAR} dan ${KUALITAS_GAMBAR}); diputar tegak menurut EXIF, diperkecil, disimpan JPEG. Maks. ${MAX_GAMBAR} gambar per item → tbl_item_gambar.`,
    access: { modul: 'mItem', aksi: 'medit' },
    schema: z.object({
      kodeitem: kode,
      imgfileup: z.string({ error: 'Pilih file gambar' }).min(1, 'Pilih file gambar').max(Math.ceil((MAX_BYTES * 4) / 3) + 100, 'Gambar maksimal 8 MB'),
      skala: z.coerce.number({ error: 'Skala harus berupa angka' }).int().min(1, 'Skala 1–100 persen').max(100, 'Skala 1–100 persen').default(SKALA_GAMBAR),
      kualitas: z.coerce.number({ error: 'Kualitas harus berupa angka' }).int().min(1, 'Kualitas 1–100 persen').max(100, 'Kualitas 1–100 persen').default(KUALITAS_GAMBAR),
    }),
    module: 'master',
    log: 'ubah',
    async handler(ctx, p): Promise<ItemGambarReply> {
      const id = await itemId(ctx.tx, p.kodeitem);
      const buf = decodeUpload(p.imgfileup);
      if (!buf) throw new ActError(NUM.INVALID, 'File bukan gambar yang dapat dibaca.', { fields: { imgfileup: 'File bukan gambar yang dapat dibaca' } });
      if (buf.length > MAX_BYTES) throw new ActError(NUM.INVALID, 'Gambar maksimal 8 MB.', { fields: { imgfileup: 'Gambar maksimal 8 MB' } });
      // Lock the item so that two uploads cannot both pass the count.
      await ctx.tx.execute(sql`select id from item where id = ${id} for update`);
      const [{ n }] = await ctx.tx.select({ n: count() }).from(itemGambar).where(eq(itemGambar.item_id, id));
      if (Number(n) >= MAX_GAMBAR) throw new ActError(NUM.RULE, `Gambar item maksimal ${MAX_GAMBAR}.`);
      const img = await compress(buf, p.skala, p.kualitas);
      await ctx.tx.insert(itemGambar).values({ item_id: id, urut: Number(n) + 1, lebar: img.lebar, tinggi: img.tinggi, ukuran: img.data.length, data: img.data });
      await itemsChanged(ctx.tx);
      ctx.activity?.({ dokumen: p.kodeitem.toUpperCase(), after: { gambar: `${img.lebar}x${img.tinggi} ${img.data.length} byte` } });
      return { tbl_item_gambar: await listOf(ctx.tx, id) };
    },
  }),
  defineAct({
    name: 'item_gambar_hapus',
    summary: 'Hapus satu gambar item: kodeitem, id → tbl_item_gambar.',
    access: { modul: 'mItem', aksi: 'medit' },
    schema: z.object({ kodeitem: kode, id: z.coerce.number({ error: 'id harus berupa angka' }).int().positive() }),
    module: 'master',
    log: 'ubah',
    async handler(ctx, p): Promise<ItemGambarReply> {
      const id = await itemId(ctx.tx, p.kodeitem);
      const gone = await ctx.tx.delete(itemGambar).where(and(eq(itemGambar.item_id, id), eq(itemGambar.id, p.id))).returning({ id: itemGambar.id });
      if (!gone.length) throw new ActError(NUM.NOT_FOUND, 'Gambar tidak ditemukan.');
      await itemsChanged(ctx.tx);
      return { tbl_item_gambar: await listOf(ctx.tx, id) };
    },
  }),
];
