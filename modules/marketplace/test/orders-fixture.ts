/** A shop on a scripted marketplace for the order tests: the coffee shop's goods (48 packs of coffee, 10 kg of sugar), a Shopee shop 777 on its head office. */
import { expect } from 'vitest';
import { companyWithBooks, invariants, type BooksCompany } from '../../accounting/test/books';
import { coffeeShop } from '../../sales/test/coffee-shop';
import { MpError, type AccessFor, type MarketplaceAdapter, type MpOrder, type MpPush } from '../adapter';
import { configureOrders, depsOf, provideMarketplace } from '../server';
import type { OrderShop } from '../orders/import';

export const SHOP: OrderShop = { marketplace: 'Shopee', shop_id: '777', namatoko: 'Kopi Kita', dept: 'UTM' };

/** Orders the scripted platform knows, by number; `calls` counts its calls. */
export class ScriptedShop implements MarketplaceAdapter {
  readonly marketplace = 'Shopee' as const;
  orders = new Map<string, MpOrder>();
  calls = { orderList: 0, orderDetail: 0 };
  /** Throws this from the next calls of orderList / orderDetail when set. */
  failList: MpError | null = null;
  failDetail: MpError | null = null;
  /** When above 0: only that many next calls throw (then it is cleared). */
  failTimes = 0;
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
    if (this.failList) return Promise.reject(this.fail('failList'));
    const all = [...this.orders.values()].filter((o) => o.update_time >= range.from && o.update_time <= range.to).map((o) => o.no_order_mp).sort();
    const at = range.cursor ? Number(range.cursor) : 0;
    const next = at + this.pageSize < all.length ? String(at + this.pageSize) : '';
    return Promise.resolve({ orders: all.slice(at, at + this.pageSize), next });
  }
  orderDetail(_shop: unknown, nos: string[]) {
    this.calls.orderDetail++;
    if (this.failDetail) return Promise.reject(this.fail('failDetail'));
    return Promise.resolve(nos.map((n) => this.orders.get(n)).filter((o): o is MpOrder => !!o).map((o) => structuredClone(o)));
  }
  private fail(which: 'failList' | 'failDetail'): MpError {
    const e = this[which]!;
    if (this.failTimes > 0 && --this.failTimes === 0) this[which] = null;
    return e;
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

/** An order of the coffee shop: 2 packs of coffee (SKU KOPI, 15,000) and 3 kg of sugar (SKU GULA, 18,000); fees 21,000. */
export function order(no: string, status: string, update_time: number, over: Partial<MpOrder> = {}): MpOrder {
  return {
    no_order_mp: no,
    status,
    tanggal: '2026-11-20T03:00:00Z',
    update_time,
    buyer: 'budi_s',
    shipping: { kurir: 'SPX', resi: '', alamat: 'Jl. Melati 1, Bandung', ongkir: '12000' },
    fees: { komisi: '17000', layanan: '4000', lain: '0' },
    total: '96000',
    lines: [
      { item_id: '1001', model_id: '0', sku: 'KOPI', nama: 'Kopi Bubuk 165 g', jumlah: 2, harga: '15000' },
      { item_id: '1002', model_id: '0', sku: 'GULA', nama: 'Gula Pasir 1 kg', jumlah: 3, harga: '18000' },
    ],
    ...over,
  };
}

export interface OrdersCompany extends BooksCompany {
  shop: ScriptedShop;
  /** Maps a listing of the shop to our item (itemmp, as /itemadmp saves it). */
  map(item_id: string, sku: string, kodeitem: string): Promise<void>;
  stock(kodeitem: string): Promise<string>;
  booksExact(): Promise<void>;
}

/** `shop_id`: another than 777 where the company must be found by its shop (a push), since other tests' companies have 777 too. */
export async function ordersCompany(shop_id = SHOP.shop_id): Promise<OrdersCompany> {
  const co = await companyWithBooks();
  await coffeeShop(co, {});
  await co.sql(`insert into marketplace_toko (marketplace, shop_id, namatoko, dept) values ('Shopee', '${shop_id}', 'Kopi Kita', 'UTM')`);
  const shop = new ScriptedShop();
  provideMarketplace(depsOf([shop], () => accessFor));
  configureOrders({ publicUrl: () => 'https://niaga.test' });
  return {
    ...co,
    shop,
    map: async (item_id, sku, kodeitem) => {
      expect(await co.act('itemmp_save', { marketplace: 'Shopee', shop_id, item_id, model_id: '0', sku, kodeitem, namaitem: sku })).toMatchObject({ num: 0 });
    },
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
