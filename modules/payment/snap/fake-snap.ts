/**
 * A local SNAP BI QRIS gateway (issue 38 "Show it"): a real HTTP server on 127.0.0.1 (port 0) that
 * enforces what a provider enforces — the B2B token's SHA256withRSA signature checked with the
 * merchant's configured public key and a fresh X-TIMESTAMP (±5 minutes), the Bearer token, the
 * HMAC-SHA512 transaction signature over the exact body, X-PARTNER-ID / CHANNEL-ID, an X-EXTERNAL-ID
 * used twice in a day refused (4094700 / 4095100) — and answers qr-mpm-generate (2004700) and
 * qr-mpm-query (2005100, latestTransactionStatus) with SNAP's codes. Tests make a QR paid, failed
 * or paid late, and the fake sends qr-mpm-notify to the merchant, signed with its own private key.
 * Never in production.
 */
import { createServer, type Server } from 'node:http';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { crc16, dynamicQris } from '@niaga/core/qris';
import { signNotify, snapTimestamp, timestampMs, verifyToken, verifyTransaction } from './sign';
import { SNAP_PATHS, type SnapConfig } from './client';

/** A static QRIS the fake's merchant is acquired with (made dynamic per payment). */
export const FAKE_STATIC_QRIS = (() => {
  const body = '00020101021126570011ID.DANA.WWW011893600915300000000102090000000010303UMI51440014ID.CO.QRIS.WWW0215ID10200000000010303UMI5204541153033605802ID5911TOKO UJI QR6007JAKARTA61051011062070703A016304';
  return body + crc16(body);
})();

interface FakeQr {
  referenceNo: string;
  partnerReferenceNo: string;
  value: string;
  status: '00' | '01' | '02' | '05' | '06';
  qrContent: string;
}

export interface FakeSnapOptions {
  /** Our public key (PEM) the token signature is checked with. */
  merchantPublicKey: string;
  clientId: string;
  clientSecret: string;
  partnerId: string;
  channelId: string;
  merchantId: string;
  prefix?: string;
  /** Where qr-mpm-notify goes (the merchant's POST /pg/snap/qr-mpm-notify). */
  notifyUrl?: string;
}

const json = (status: number, body: Record<string, unknown>) => ({ status, body });

export class FakeSnap {
  readonly qrs = new Map<string, FakeQr>();
  private readonly tokensIssued = new Map<string, number>();
  private readonly externalIds = new Set<string>();
  /** The provider's own key pair: it signs the notifications. */
  readonly keys = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  /** Every call received: path and responseCode (tests read it). */
  readonly calls: { path: string; responseCode: string }[] = [];
  url = '';
  private server!: Server;

  private constructor(readonly opts: FakeSnapOptions) {}

  static async start(opts: FakeSnapOptions): Promise<FakeSnap> {
    const f = new FakeSnap(opts);
    f.server = createServer((req, res) => {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (c: string) => (raw += c));
      req.on('end', () => {
        const r = f.handle(req.url ?? '', req.headers as Record<string, string | undefined>, raw);
        f.calls.push({ path: req.url ?? '', responseCode: String(r.body.responseCode ?? '') });
        res.writeHead(r.status, { 'content-type': 'application/json' }).end(JSON.stringify(r.body));
      });
    });
    await new Promise<void>((ok) => f.server.listen(0, '127.0.0.1', ok));
    f.url = `http://127.0.0.1:${(f.server.address() as AddressInfo).port}`;
    return f;
  }

  close = () => new Promise<void>((ok) => this.server.close(() => ok()));

  /** The merchant's settings that point at this fake (secrets in plain: the act seals them). */
  config(privateKeyPem: string): SnapConfig & { publickeygateway: string } {
    const o = this.opts;
    return { baseurl: this.url, prefix: o.prefix ?? '', clientid: o.clientId, clientsecret: o.clientSecret, privatekey: privateKeyPem, partnerid: o.partnerId, channelid: o.channelId, merchantid: o.merchantId, terminalid: 'T01', publickeygateway: this.keys.publicKey };
  }

  private path = (p: string) => `${this.opts.prefix ? `/${this.opts.prefix.replace(/^\/+|\/+$/g, '')}` : ''}${p}`;

  private handle(url: string, h: Record<string, string | undefined>, raw: string) {
    const ts = h['x-timestamp'] ?? '';
    const t = timestampMs(ts);
    const service = url === this.path(SNAP_PATHS.token) ? '73' : url === this.path(SNAP_PATHS.generate) ? '47' : url === this.path(SNAP_PATHS.query) ? '51' : '';
    if (!service) return json(404, { responseCode: '4040000', responseMessage: 'Not Found' });
    if (!(Math.abs(t - Date.now()) <= 5 * 60_000)) return json(400, { responseCode: `400${service}01`, responseMessage: 'Invalid Field Format [X-TIMESTAMP]' });
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return json(400, { responseCode: `400${service}00`, responseMessage: 'Bad Request' });
    }
    if (service === '73') {
      if (h['x-client-key'] !== this.opts.clientId) return json(401, { responseCode: '4017300', responseMessage: 'Unauthorized. [Unknown client]' });
      if (!verifyToken(this.opts.merchantPublicKey, this.opts.clientId, ts, h['x-signature'] ?? '')) return json(401, { responseCode: '4017300', responseMessage: 'Unauthorized. [Signature]' });
      if (body.grantType !== 'client_credentials') return json(400, { responseCode: '4007302', responseMessage: 'Invalid Mandatory Field grantType' });
      const token = randomBytes(24).toString('base64url');
      this.tokensIssued.set(token, Date.now() + 900_000);
      return json(200, { responseCode: '2007300', responseMessage: 'Successful', accessToken: token, tokenType: 'Bearer', expiresIn: '900' });
    }
    const token = /^Bearer (.+)$/.exec(h.authorization ?? '')?.[1] ?? '';
    if (!((this.tokensIssued.get(token) ?? 0) > Date.now())) return json(401, { responseCode: `401${service}01`, responseMessage: 'Invalid Token (B2B)' });
    if (!verifyTransaction(this.opts.clientSecret, 'POST', url, token, raw, ts, h['x-signature'] ?? '')) return json(401, { responseCode: `401${service}00`, responseMessage: 'Unauthorized. [Signature]' });
    if (h['x-partner-id'] !== this.opts.partnerId || h['channel-id'] !== this.opts.channelId) return json(401, { responseCode: `401${service}00`, responseMessage: 'Unauthorized. [Unknown partner]' });
    const ext = `${ts.slice(0, 10)}|${h['x-external-id'] ?? ''}`;
    if (!h['x-external-id']) return json(400, { responseCode: `400${service}02`, responseMessage: 'Invalid Mandatory Field [X-EXTERNAL-ID]' });
    if (this.externalIds.has(ext)) return json(409, { responseCode: `409${service}00`, responseMessage: 'Conflict' });
    this.externalIds.add(ext);
    return service === '47' ? this.generate(body) : this.query(body);
  }

  private generate(b: Record<string, unknown>) {
    const amount = b.amount as { value?: string; currency?: string } | undefined;
    const ref = String(b.partnerReferenceNo ?? '');
    if (!ref || !amount?.value || amount.currency !== 'IDR' || !/^\d+\.\d\d$/.test(amount.value)) return json(400, { responseCode: '4004702', responseMessage: 'Invalid Mandatory Field' });
    if (b.merchantId !== this.opts.merchantId) return json(404, { responseCode: '4044708', responseMessage: 'Invalid Merchant' });
    if ([...this.qrs.values()].some((q) => q.partnerReferenceNo === ref)) return json(409, { responseCode: '4094701', responseMessage: 'Duplicate partnerReferenceNo' });
    const referenceNo = `FS${randomBytes(8).toString('hex').toUpperCase()}`;
    const qrContent = dynamicQris(FAKE_STATIC_QRIS, amount.value.replace(/\.00$/, ''));
    this.qrs.set(referenceNo, { referenceNo, partnerReferenceNo: ref, value: amount.value, status: '01', qrContent });
    return json(200, { responseCode: '2004700', responseMessage: 'Successful', referenceNo, partnerReferenceNo: ref, qrContent, merchantName: 'TOKO UJI QR' });
  }

  private query(b: Record<string, unknown>) {
    const q = this.find(String(b.originalPartnerReferenceNo ?? ''), String(b.originalReferenceNo ?? ''));
    if (!q) return json(404, { responseCode: '4045101', responseMessage: 'Transaction Not Found' });
    const desc = { '00': 'Success', '01': 'Initiated', '02': 'Paying', '05': 'Cancelled', '06': 'Failed' }[q.status];
    return json(200, {
      responseCode: '2005100',
      responseMessage: 'Successful',
      originalReferenceNo: q.referenceNo,
      originalPartnerReferenceNo: q.partnerReferenceNo,
      serviceCode: '47',
      latestTransactionStatus: q.status,
      transactionStatusDesc: desc,
      amount: { value: q.value, currency: 'IDR' },
    });
  }

  find(partnerRef: string, ref = ''): FakeQr | undefined {
    return (ref && this.qrs.get(ref)) || [...this.qrs.values()].find((q) => q.partnerReferenceNo === partnerRef);
  }

  /** The buyer pays (or the payment fails); `notify` sends qr-mpm-notify (default yes). Returns the notify's answer. */
  async settle(partnerRef: string, status: '00' | '06' = '00', opts: { notify?: boolean } = {}): Promise<{ status: number; body: string } | null> {
    const q = this.find(partnerRef);
    if (!q) throw new Error(`fake SNAP: QR ${partnerRef} tidak ada`);
    q.status = status;
    return opts.notify === false ? null : this.notify(partnerRef);
  }

  /** Sends (again) the notification of a QR's current status to the merchant, signed by the provider. */
  async notify(partnerRef: string, tamper = false): Promise<{ status: number; body: string }> {
    const q = this.find(partnerRef)!;
    const url = new URL(this.opts.notifyUrl ?? '');
    const body = JSON.stringify({
      originalReferenceNo: q.referenceNo,
      originalPartnerReferenceNo: q.partnerReferenceNo,
      latestTransactionStatus: q.status,
      transactionStatusDesc: q.status === '00' ? 'Success' : 'Failed',
      amount: { value: q.value, currency: 'IDR' },
      externalStoreId: this.opts.merchantId,
      additionalInfo: {},
    });
    const ts = snapTimestamp();
    const signature = signNotify(this.keys.privateKey, 'POST', url.pathname, body, ts);
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-TIMESTAMP': ts, 'X-SIGNATURE': tamper ? signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) : signature, 'X-PARTNER-ID': this.opts.partnerId, 'X-EXTERNAL-ID': `${Date.now()}${randomBytes(3).readUIntBE(0, 3)}`, 'CHANNEL-ID': this.opts.channelId },
      body,
    });
    return { status: res.status, body: await res.text() };
  }
}

