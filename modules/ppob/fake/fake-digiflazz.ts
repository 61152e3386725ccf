/**
 * A local Digiflazz for tests (issue 41 "Show it"): a real HTTP server on 127.0.0.1 (port 0) that
 * enforces the contract (INTEGRATIONS.md): every call signed md5(username + key + "depo" |
 * "pricelist" | ref_id), refused with rc 41 otherwise; rc 43 for a product switched off, 44 for a
 * deposit too small, 49 for a ref_id used with another product or number; the same ref_id again
 * answers the purchase's status (never a second purchase). A purchase answers Sukses (rc 00),
 * Pending (rc 03) or Gagal (rc 02) as the test plans (`plan`); a pending one is settled with
 * `settle`, which also sends the signed callback (X-Hub-Signature = sha1=HMAC-SHA1(webhook
 * secret, body), X-Digiflazz-Event update) to `callbackUrl`. The deposit goes down by a purchase
 * and back up when it fails, as Digiflazz's does. Never used by the server itself.
 */
import { FakeHttp } from '@niaga/marketplace/fake-http';
import { hubSignature, md5, type PriceItem, type TrxData } from '../digiflazz';

export type Outcome = 'Sukses' | 'Pending' | 'Gagal';

interface Trx extends TrxData {
  customer_no: string;
  buyer_sku_code: string;
  price: number;
}

const PRODUCTS: PriceItem[] = [
  { product_name: 'Telkomsel 10.000', category: 'Pulsa', brand: 'TELKOMSEL', buyer_sku_code: 'tsel10', price: 10150, buyer_product_status: true, seller_product_status: true },
  { product_name: 'Telkomsel 25.000', category: 'Pulsa', brand: 'TELKOMSEL', buyer_sku_code: 'tsel25', price: 24900, buyer_product_status: true, seller_product_status: true },
  { product_name: 'XL Data 10GB 30 Hari', category: 'Data', brand: 'XL', buyer_sku_code: 'xld10', price: 52300, buyer_product_status: true, seller_product_status: true },
  { product_name: 'Token PLN 20.000', category: 'PLN', brand: 'PLN', buyer_sku_code: 'pln20', price: 20250, buyer_product_status: true, seller_product_status: true },
  { product_name: 'Token PLN 50.000', category: 'PLN', brand: 'PLN', buyer_sku_code: 'pln50', price: 50250, buyer_product_status: true, seller_product_status: true },
  // Switched off by the seller: hidden by Niaga, refused (rc 43) when bought.
  { product_name: 'Indosat 5.000', category: 'Pulsa', brand: 'INDOSAT', buyer_sku_code: 'isat5', price: 5800, buyer_product_status: true, seller_product_status: false },
];

export class FakeDigiflazz {
  username = 'tokobaru';
  key = 'dev-key-7f3a9c';
  webhookSecret = 'rahasia-webhook-41';
  deposit = 1_000_000;
  products: PriceItem[] = PRODUCTS.map((p) => ({ ...p }));
  /** Where the signed callback goes (our /ppob/callback/<company>). */
  callbackUrl = '';
  readonly trx = new Map<string, Trx>();
  /** Purchases made (a repeat of a ref_id is not one). */
  purchases = 0;
  /** Every call received: path and rc answered. */
  readonly calls: { path: string; rc: string }[] = [];
  private readonly plans: Outcome[] = [];
  private readonly http = new FakeHttp((req, res, u, raw) => this.handle(req.method ?? '', u.pathname, raw, res));

  static async start(): Promise<FakeDigiflazz> {
    const f = new FakeDigiflazz();
    await f.http.listen();
    return f;
  }

  get url() {
    return this.http.url;
  }

  close = () => this.http.close();

  /** The server's default base URL pointed here (a company's own setting wins). */
  env(): Record<string, string> {
    return { DIGIFLAZZ_BASE_URL: this.url };
  }

  /** The next purchases' outcomes, in order (default Sukses). */
  plan(...o: Outcome[]) {
    this.plans.push(...o);
  }

  /**
   * Settles a pending purchase and sends the signed callback; `sign` false sends a wrong signature;
   * `callback` false sends none (the status is then learnt by asking again with the ref_id).
   */
  async settle(ref_id: string, status: 'Sukses' | 'Gagal', opts: { sn?: string; sign?: boolean; callback?: boolean } = {}): Promise<Response | null> {
    const t = this.trx.get(ref_id);
    if (!t) throw new Error(`fake digiflazz: ref_id ${ref_id} tidak ada`);
    if (t.status === 'Pending') this.finish(t, status, opts.sn);
    if (opts.callback === false) return null;
    const body = JSON.stringify({ data: { ...t } });
    const sig = opts.sign === false ? hubSignature('bukan-rahasianya', body) : hubSignature(this.webhookSecret, body);
    return fetch(this.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Hub-Signature': `sha1=${sig}`, 'X-Digiflazz-Event': 'update', 'User-Agent': 'Digiflazz-Hookshot' },
      body,
    });
  }

  private finish(t: Trx, status: 'Sukses' | 'Gagal', sn?: string) {
    t.status = status;
    if (status === 'Sukses') {
      t.rc = '00';
      t.message = 'Transaksi Sukses';
      t.sn = sn ?? (t.buyer_sku_code.startsWith('pln') ? `5123-4567-8901-2345-6789/BUDI/R1/900VA/${t.price / 1000}` : `SN${String(100000 + this.purchases).padStart(12, '0')}`);
    } else {
      t.rc = '02';
      t.message = 'Transaksi Gagal';
      t.sn = '';
      this.deposit += t.price;
    }
    t.buyer_last_saldo = this.deposit;
  }

  private reply(res: import('node:http').ServerResponse, path: string, status: number, data: unknown, rc = '00') {
    this.calls.push({ path, rc });
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data }));
  }

  private handle(method: string, path: string, raw: string, res: import('node:http').ServerResponse) {
    if (method !== 'POST') return this.reply(res, path, 405, { rc: '40', message: 'Method tidak diizinkan' }, '40');
    let b: Record<string, unknown>;
    try {
      b = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return this.reply(res, path, 400, { rc: '40', message: 'Payload Error' }, '40');
    }
    const sig = (tail: string) => md5(this.username + this.key + tail);
    const badSign = () => this.reply(res, path, 400, { rc: '41', message: 'Signature Anda salah', status: 'Gagal' }, '41');
    if (b.username !== this.username) return this.reply(res, path, 400, { rc: '45', message: 'Username tidak dikenal', status: 'Gagal' }, '45');
    if (path === '/v1/cek-saldo') {
      if (b.cmd !== 'deposit' || b.sign !== sig('depo')) return badSign();
      return this.reply(res, path, 200, { deposit: this.deposit });
    }
    if (path === '/v1/price-list') {
      if (b.sign !== sig('pricelist')) return badSign();
      if (b.cmd !== 'prepaid') return this.reply(res, path, 200, []);
      return this.reply(res, path, 200, this.products);
    }
    if (path === '/v1/transaction') return this.transaction(b, res, path, sig, badSign);
    return this.reply(res, path, 404, { rc: '40', message: 'Tidak ditemukan' }, '40');
  }

  private transaction(b: Record<string, unknown>, res: import('node:http').ServerResponse, path: string, sig: (t: string) => string, badSign: () => void) {
    const ref_id = String(b.ref_id ?? '');
    if (!ref_id || b.sign !== sig(ref_id)) return badSign();
    const sku = String(b.buyer_sku_code ?? '');
    const customer_no = String(b.customer_no ?? '');
    const known = this.trx.get(ref_id);
    if (known) {
      if (known.buyer_sku_code !== sku || known.customer_no !== customer_no)
        return this.reply(res, path, 400, { ref_id, rc: '49', status: 'Gagal', message: 'Ref ID tidak unik' }, '49');
      return this.reply(res, path, 200, { ...known }, known.rc);
    }
    const p = this.products.find((x) => x.buyer_sku_code === sku);
    const fail = (rc: string, message: string) => {
      const t: Trx = { ref_id, customer_no, buyer_sku_code: sku, status: 'Gagal', rc, sn: '', price: Number(p?.price ?? 0), message, buyer_last_saldo: this.deposit };
      this.trx.set(ref_id, t);
      return this.reply(res, path, 200, { ...t }, rc);
    };
    if (!p || !p.buyer_product_status || !p.seller_product_status) return fail('43', 'SKU Tidak di Temukan atau Non-Aktif');
    if (this.deposit < Number(p.price)) return fail('44', 'Saldo tidak cukup');
    this.purchases += 1;
    this.deposit -= Number(p.price);
    const t: Trx = { ref_id, customer_no, buyer_sku_code: sku, status: 'Pending', rc: '03', sn: '', price: Number(p.price), message: 'Transaksi Pending', buyer_last_saldo: this.deposit };
    this.trx.set(ref_id, t);
    const plan = this.plans.shift() ?? 'Sukses';
    if (plan !== 'Pending') this.finish(t, plan);
    return this.reply(res, path, 200, { ...t }, t.rc);
  }
}
