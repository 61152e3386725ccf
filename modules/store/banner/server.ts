/**
 * Banner pictures on the server (issue 42): `sharebanner_save` takes the picture in its payload
 * (`imgfileup`, base64 or a data URL, as item pictures do); the server turns it upright, resizes
 * it (at most 1600×800, and a copy at most 800 wide for phones), encodes JPEG with sharp and keeps
 * both in `share_gambar` under names made of their content hash — a changed picture is a new name,
 * so the storefront serves them as immutable (cached a year). Server only.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { z } from 'zod';
import { eq, inArray, sql } from 'drizzle-orm';
import { customType, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ActError, NUM } from '@niaga/kernel';
import { rowsOf, type DoctypeServer, type Tx } from '@niaga/kernel/server';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/** Pictures of the store by name (`<hash>.jpg` and `<hash>-kecil.jpg`). */
export const shareGambar = pgTable(
  'share_gambar',
  {
    id: serial('id').primaryKey(),
    nama: varchar('nama', { length: 80 }).notNull(),
    mime: varchar('mime', { length: 30 }).notNull().default('image/jpeg'),
    lebar: integer('lebar').notNull(),
    tinggi: integer('tinggi').notNull(),
    ukuran: integer('ukuran').notNull(),
    data: bytea('data').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('share_gambar_nama_key').on(t.nama)],
);

export const MAX_BYTES = 8 * 1024 * 1024;
const BESAR = { width: 1600, height: 800 };
const KECIL = 800;
const bad = (msg = 'File bukan gambar yang dapat dibaca.') => new ActError(NUM.INVALID, msg, { fields: { imgfileup: msg } });

/** Decodes base64 or a data URL; null when it is neither. */
function decode(v: string): Buffer | null {
  const b64 = v.startsWith('data:') ? v.slice(v.indexOf(',') + 1) : v;
  if (!/^[A-Za-z0-9+/=\s_-]*$/.test(b64)) return null;
  const buf = Buffer.from(b64, 'base64');
  return buf.length ? buf : null;
}

/** The big and small JPEG of an uploaded picture, upright. */
export async function bannerImages(input: Buffer) {
  try {
    const upright = sharp(input, { failOn: 'error' }).rotate();
    const big = await upright.clone().resize({ ...BESAR, fit: 'inside', withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    const small = await sharp(big.data).resize({ width: KECIL, withoutEnlargement: true }).jpeg({ quality: 72, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return { big, small };
  } catch {
    throw bad();
  }
}

const hashName = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 24);

/** Stores the pictures (once per content) and answers the big one's name. */
async function store(tx: Tx, input: Buffer): Promise<string> {
  const { big, small } = await bannerImages(input);
  const name = hashName(big.data);
  const rows = [
    { nama: `${name}.jpg`, lebar: big.info.width, tinggi: big.info.height, ukuran: big.data.length, data: big.data },
    { nama: `${name}-kecil.jpg`, lebar: small.info.width, tinggi: small.info.height, ukuran: small.data.length, data: small.data },
  ];
  await tx.insert(shareGambar).values(rows).onConflictDoNothing();
  return `${name}.jpg`;
}

/** The small copy's name of a big picture's name. */
export const smallName = (nama: string) => nama.replace(/\.jpg$/, '-kecil.jpg');

/** A picture by name (the storefront). */
export async function pictureByName(tx: Tx, nama: string): Promise<{ mime: string; data: Buffer } | null> {
  const [g] = await tx.select({ mime: shareGambar.mime, data: shareGambar.data }).from(shareGambar).where(eq(shareGambar.nama, nama)).limit(1);
  return g ?? null;
}

export const bannerServer: DoctypeServer = {
  extra: { imgfileup: z.string().max(Math.ceil((MAX_BYTES * 4) / 3) + 100, 'Gambar maksimal 8 MB').optional() },
  async beforeSave(ctx, rec, old, extra) {
    const up = typeof extra.imgfileup === 'string' && extra.imgfileup ? extra.imgfileup : null;
    if (!up) {
      // The picture is the server's: kept as it was unless a new one is uploaded.
      rec.gambar = old?.gambar ?? '';
      if (!rec.gambar) throw new ActError(NUM.INVALID, 'Pilih gambar banner.', { fields: { imgfileup: 'Pilih gambar banner' } });
      return;
    }
    const buf = decode(up);
    if (!buf) throw bad();
    if (buf.length > MAX_BYTES) throw bad('Gambar maksimal 8 MB.');
    rec.gambar = await store(ctx.tx, buf);
  },
  async afterSave(ctx, saved, old) {
    if (old?.gambar && old.gambar !== saved.gambar) await forget(ctx.tx, String(old.gambar));
  },
  async beforeDelete(ctx, old) {
    if (old.gambar) await forget(ctx.tx, String(old.gambar), Number(old.id));
  },
};

/** Drops a picture no other banner uses (an address already given out stays valid while another uses it). */
async function forget(tx: Tx, nama: string, exceptId = 0) {
  const users = await rowsOf<{ id: number }>(tx, sql`select id from sharebanner where gambar = ${nama} and id <> ${exceptId} limit 1`);
  if (!users.length) await tx.delete(shareGambar).where(inArray(shareGambar.nama, [nama, smallName(nama)]));
}
