/**
 * Writing the outbox (docs/marketplace.md "The sync engine"): in the transaction of the change that
 * asks for a push. The ledger tells `enqueueStockChanges` of every committed stock change
 * (packages/ledger stock-listeners.ts); a mapping's save and setting_sync_all enqueue listings.
 */
import { sql } from 'drizzle-orm';
import { atCommit, rowsOf, valuesList, type Tx } from '@niaga/kernel/server';
import type { StockChange } from '@niaga/ledger';
import type { PriceChange } from '@niaga/master/server';

export type OutboxKind = 'stok' | 'harga';

/**
 * A stock row is due this long after the first change that queued it: the changes of a burst within
 * it are one send (a busy item is still sent within this long of its first change — a later change
 * does not move the row's time).
 */
export const COALESCE_MS = 1_000;

/** One platform item of a shop: what one outbox row pushes (all its models in one call). */
export interface ListingKey {
  marketplace: string;
  shop_id: string;
  item_id: string;
}

/**
 * The ledger's listener: every active mapping (aktifsync, an item) whose item (and variant, when
 * the mapping names one) moved in the shop's warehouse (`dept`; empty: any warehouse) gets its
 * stock row, one per (shop, platform item), due COALESCE_MS later: a burst raises `versi` of the same row. Sent with the
 * COMMIT (atCommit): the row's lock is held for the commit's round trip only, and an item that
 * has no mapping costs the till no round trip of its own.
 */
export async function enqueueStockChanges(tx: Tx, changes: StockChange[]): Promise<void> {
  if (!changes.length) return;
  await atCommit(
    tx,
    sql`insert into mp_outbox (kind, marketplace, shop_id, kunci, due_at)
        select distinct 'stok', m.marketplace, m.shop_id, m.item_id, now() + ${COALESCE_MS} * interval '1 millisecond'
        from (values ${valuesList(
          changes.map((c) => [c.item, c.varian, c.gudang]),
          ['::int', '::int', '::int'],
        )}) as c(item_id, varian_id, gudang_id)
        join item i on i.id = c.item_id
        join itemmp m on m.kodeitem = i.kodeitem and m.aktifsync and m.item_id <> ''
        join marketplace_toko t on t.marketplace = m.marketplace and t.shop_id = m.shop_id
        join gudang g on g.id = c.gudang_id
        left join detailvarian dv on dv.id = c.varian_id
        where (m.iddetailvarian = '' or m.iddetailvarian = dv.iddetailvarian) and (t.dept = '' or t.dept = g.kodegudang)
        order by 2, 3, 4
        on conflict (kind, marketplace, shop_id, kunci) do update set versi = mp_outbox.versi + 1, diubah = now()`,
  );
}

/**
 * The item master's listener (`onPriceChanged`, modules/master/item/price-listeners.ts): every
 * active mapping (aktifsync, an item) of a shop that syncs prices (`aktifharga`) whose price moved —
 * the item's base unit for a mapping without a variant, the combination for one that names it — gets
 * its price row, one per (shop, platform item), due at once (a price edit is no burst). In the item's
 * transaction: it commits or rolls back with the edit.
 */
export async function enqueuePriceChanges(tx: Tx, changes: PriceChange[]): Promise<void> {
  const rows = changes.flatMap((c) => [...(c.satuan ? [[c.kodeitem, '']] : []), ...c.varian.map((v) => [c.kodeitem, v])]);
  if (!rows.length) return;
  await tx.execute(
    sql`insert into mp_outbox (kind, marketplace, shop_id, kunci)
        select distinct 'harga', m.marketplace, m.shop_id, m.item_id
        from (values ${valuesList(rows, ['::varchar', '::varchar'])}) as c(kodeitem, iddetailvarian)
        join itemmp m on m.kodeitem = c.kodeitem and m.iddetailvarian = c.iddetailvarian and m.aktifsync and m.item_id <> ''
        join marketplace_toko t on t.marketplace = m.marketplace and t.shop_id = m.shop_id and t.aktifharga
        order by 2, 3, 4
        on conflict (kind, marketplace, shop_id, kunci) do update set versi = mp_outbox.versi + 1, due_at = now(), attempts = 0, diubah = now()`,
  );
}

/**
 * Listings to push now (a mapping saved, setting_sync_all): their rows due at once, their backoff
 * forgotten. Returns the rows' ids.
 */
export async function enqueueListings(tx: Tx, kind: OutboxKind, keys: ListingKey[]): Promise<number[]> {
  const unique = [...new Map(keys.filter((k) => k.item_id).map((k) => [`${k.marketplace}/${k.shop_id}/${k.item_id}`, k])).values()];
  if (!unique.length) return [];
  // In the outbox's key order (the database's), as every writer of it: no two wait on each other.
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`insert into mp_outbox (kind, marketplace, shop_id, kunci)
        select * from (values ${valuesList(unique.map((k) => [kind, k.marketplace, k.shop_id, k.item_id]), ['::varchar', '::varchar', '::varchar', '::varchar'])}) as v(kind, marketplace, shop_id, kunci)
        order by 1, 2, 3, 4
        on conflict (kind, marketplace, shop_id, kunci)
        do update set versi = mp_outbox.versi + 1, due_at = now(), attempts = 0, diubah = now()
        returning id`,
  );
  return rows.map((r) => Number(r.id));
}
