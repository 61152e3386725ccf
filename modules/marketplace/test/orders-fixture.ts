/** A shop on a scripted marketplace for the order tests: the coffee shop's goods, a Shopee shop 777 on its head office, a mapping kept in memory. */
import { expect } from 'vitest';
import { testServer } from '../../../apps/server/test/harness';
import { companyWithBooks, invariants, type BooksCompany } from '../../accounting/test/books';
import { coffeeShop } from '../../sales/test/coffee-shop';
import { MpError, type AccessFor, type MarketplaceAdapter, type MpOrder, type MpPush } from '../adapter';
import { configureOrders, type MappedItem } from '../server';
import type { OrderShop } from '../orders/import';

export const SHOP: OrderShop = { marketplace: 'Shopee', shop_id: '777', namatoko: 'Kopi Kita', dept: 'UTM' };

/** SKU → our item, per company id (tests share the worker's module state). */
export const mappings = new Map<string, Map<string, MappedItem>>();

/** Orders the scripted platform knows, by number; `calls` counts its calls. */
export class ScriptedShop implements MarketplaceAdapter {
  readonly marketplace = 'Shopee' as const;
  orders = new Map<string, MpOrder>();
  calls = { orderList: 0, orderDetail: 0 };
  /** Throws this from the next calls of orderList / orderDetail when set. */
  failList: MpError | null = null;
  failDetail: MpError | null = null;
  pageSize = 2;
  /** A push is valid when its Authorization header is `sig:<body>`. */
  missingConfig = () => null;
  authUrl = () => '';
  exchangeCode = () => Promise.reject(new Error('tidak dipakai'));
  refresh = () => Promise.reject(new Error('tidak dipakai'));
  shopInfo = () => Promise.reject(new Error('tidak dipakai'));
  listings = () => Promise.resolve([]);
  updateStock = () => Promise.resolve({ ok: [], failed: [] });
  updatePrice = () => Promise.resolve({ ok: [], failed: [] });
  orderList(_shop: unknown, range: { from: number; to: number; cursor: string }) {
    this.calls.orderList++;
    if (this.failList) return Promise.reject(this.failList);
    const all = [...this.orders.values()].filter((o) => o.update_time >= range.from && o.update_time <= range.to).map((o) => o.no_order_mp).sort();
    const at = range.cursor ? Number(range.cursor) : 0;
    const next = at + this.pageSize < all.length ? String(at + this.pageSize) : '';
    return Promise.resolve({ orders: all.slice(at, at + this.pageSize), next });
  }
  orderDetail(_shop: unknown, nos: string[]) {
    this.calls.orderDetail++;
    if (this.failDetail) return Promise.reject(this.failDetail);
    return Promise.resolve(nos.map((n) => this.orders.get(n)).filter((o): o is MpOrder => !!o).map((o) => structuredClone(o)));
  }
  readPush(url: string, rawBody: string, headers: Record<string, string | undefined>): MpPush {
    if (headers.authorization !== `sig:${url}|${rawBody}`) throw new MpError('sign', 'Tanda tangan push tidak sah.');
    const b = JSON.parse(rawBody) as { code: number; shop_id: number; data?: { ordersn?: string; status?: string } };
    if (b.code === 3) return { kind: 'order', shop_id: String(b.shop_id), no_order_mp: b.data!.ordersn!, status: b.data!.status ?? '' };
    if (b.code === 2) return { kind: 'revoked', shop_id: String(b.shop_id) };
    return { kind: 'other', shop_id: String(b.shop_id), code: b.code };
  }
}

export const accessFor: AccessFor = (_m, shop_id) => Promise.resolve({ shop_id, access_token: 'token' });

/** An order of the coffee shop: 2 boxes of coffee (SKU KOPI-BOX) and 3 kg of sugar (SKU GULA). */
export function order(no: string, status: string, update_time: number, over: Partial<MpOrder> = {}): MpOrder {
  return {
    no_order_mp: no,
    status,
    tanggal: '2026-11-20T03:00:00Z',
    update_time,
    buyer: 'budi_s',
    shipping: { kurir: 'SPX', resi: '', alamat: 'Jl. Melati 1, Bandung', ongkir: '12000' },
    fees: { komisi: '17000', layanan: '4000', lain: '0' },
    total: '406000',
    lines: [
      { item_id: '1001', model_id: '0', sku: 'KOPI-BOX', nama: 'Kopi Bubuk 12 x 165 g', jumlah: 2, harga: '170000' },
      { item_id: '1002', model_id: '0', sku: 'GULA', nama: 'Gula Pasir 1 kg', jumlah: 3, harga: '18000' },
    ],
    ...over,
  };
}

export interface OrdersCompany extends BooksCompany {
  shop: ScriptedShop;
  map(sku: string, item: MappedItem): void;
  stock(kodeitem: string): Promise<string>;
  booksExact(): Promise<void>;
}

export async function ordersCompany(): Promise<OrdersCompany> {
  const co = await companyWithBooks();
  await coffeeShop(co, {});
  await co.sql(`insert into marketplace_toko (marketplace, shop_id, namatoko, dept) values ('Shopee', '777', 'Kopi Kita', 'UTM')`);
  const shop = new ScriptedShop();
  const mine = new Map<string, MappedItem>();
  mappings.set(co.company.schema_name, mine);
  const { db } = await testServer();
  void db;
  configureOrders({
    adapters: { Shopee: shop },
    accessFor,
    publicUrl: () => 'https://niaga.test',
    // The company's own mapping (the sync engine's itemmp in the real server), by the transaction's schema.
    mapping: async (tx, _mp, _shop, key) => {
      const { sql } = await import('drizzle-orm');
      const [{ s }] = (await tx.execute(sql`select current_schema() as s`)).rows as { s: string }[];
      return mappings.get(s)?.get(key.sku) ?? null;
    },
  });
  return {
    ...co,
    shop,
    map: (sku, item) => mine.set(sku, item),
    stock: async (kodeitem) => {
      const [r] = await co.sql<{ qty: string }>(`select coalesce(sum(s.qty), 0)::numeric(18,4)::text as qty from stok_gudang s join item i on i.id = s.item_id where i.kodeitem = '${kodeitem}'`);
      return r.qty;
    },
    booksExact: async () => {
      expect(await co.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true } });
      expect(await invariants(co)).toEqual([]);
    },
  };
}
