/**
 * Edits that cannot silently overwrite each other (issue 36 item 3). A record's version (`versi`)
 * is the time of its last save, in microseconds (every save of the kernel writes `updated_at`);
 * `_get` and an edit's `_save` reply it beside the record (`data.versi`). Every edit sends the
 * version it was based on: an edit without one is refused (15, `requireVersion`), one based on an
 * older version is refused (45): nothing written either way. The record is locked first, so of
 * concurrent edits based on one version exactly one is written. The message names who saved it and
 * when (the activity log's last save of the record). A server-side caller that edits on its user's
 * behalf (an import that updates records) reads the version when it reads the record (`VERSION_SQL`).
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { ActError, NUM } from '../../errors';
import { rowsOf, type Tx } from '../db';
import type { ActContext } from '../acts';
import type { RecordContext, Row } from './context';

/** `versi` as a save may send it: the digits `_get` gave (a number is taken too). */
export const VERSI = z
  .union([z.string().trim().regex(/^\d{1,20}$/, 'versi harus berupa angka dari _get'), z.number().int().nonnegative()], { error: 'versi harus berupa angka dari _get' })
  .transform((v) => String(v))
  .optional();

/** A record's version as an SQL expression over its table's `updated_at` (the same digits `_get` gives). */
export const VERSION_SQL = sql<string | null>`(extract(epoch from updated_at) * 1000000)::bigint::text`;

/** The version of a record now (its last save), or null when it has none. */
export async function versionOf(tx: Tx, cx: RecordContext, id: number): Promise<string | null> {
  const [r] = await rowsOf<{ v: string | null }>(tx, sql`select ${VERSION_SQL} as v from ${cx.t.main} where id = ${id}`);
  return r?.v ?? null;
}

/** Refuses an edit that does not say which version it is based on (15, the field `versi`). */
export function requireVersion(cx: RecordContext, sent: string | undefined): asserts sent is string {
  if (sent !== undefined) return;
  const msg = `versi wajib diisi untuk mengubah data: ambil dari ${cx.names.get}`;
  throw new ActError(NUM.INVALID, `${msg} (data.versi), lalu kirim bersama perubahannya. Tidak ada yang disimpan.`, { fields: { versi: msg } });
}

/** Refuses an edit based on an older version of the (locked) record `old`. */
export async function assertCurrent(cx: RecordContext, ctx: ActContext, old: Row, sent: string): Promise<void> {
  const now = await versionOf(ctx.tx, cx, Number(old.id));
  if (now === null || now === sent) return;
  const key = String(old[cx.meta.key] ?? old.id);
  // The time in the head office's zone (every company has its offices' table, set up by /startingdb).
  const [last] = await rowsOf<{ userid: string; waktu: string }>(
    ctx.tx,
    sql`select userid, to_char(waktu at time zone coalesce((select timezone from kantor where pusat limit 1), 'Asia/Jakarta'), 'DD/MM/YYYY HH24:MI:SS') as waktu
        from log_aktivitas where act = ${cx.names.save} and dokumen = ${key} order by id desc limit 1`,
  );
  const who = last ? `oleh ${last.userid} pada ${last.waktu} ` : '';
  throw new ActError(
    NUM.STALE,
    `${cx.meta.title} ${key} sudah diubah ${who}setelah Anda membukanya. Perubahan Anda tidak disimpan: buka ulang datanya untuk melihat yang terbaru, lalu ubah lagi.`,
    { versi: now, oleh: last?.userid ?? null, waktu: last?.waktu ?? null },
  );
}
