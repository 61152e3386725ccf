/**
 * A local WhatsApp Cloud API (tests and trials; never used by the server itself): a real HTTP
 * server on 127.0.0.1 (port 0) that enforces what Meta's does for `POST /{version}/{phone-number-id}/messages`:
 * the bearer token (190 OAuthException), a known phone number id (100 GraphMethodException, subcode
 * 33), the body's shape (`messaging_product: 'whatsapp'`, `to` digits, `type: 'template'`, a
 * template with name, language.code and components — 100 Invalid parameter), a template that exists
 * in that language (132001) with the number of body parameters it declares (132000) and a document
 * header when it has one; answers `{messaging_product, contacts:[{input, wa_id}], messages:[{id:'wamid.…'}]}`.
 * `failNext()` makes the next send fail once with 500 / code 131000 (Meta's "Something went wrong").
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTemplate {
  language: string;
  /** How many {{n}} parameters its body has. */
  params: number;
  /** A document header. */
  document: boolean;
}

export interface SentMessage {
  id: string;
  phone_number_id: string;
  to: string;
  template: { name: string; language: { code: string }; components: Array<{ type: string; parameters: Array<Record<string, unknown>> }> };
}

type Rec = Record<string, unknown>;

export class FakeWhatsApp {
  url = '';
  readonly token = `EAAG${randomBytes(24).toString('hex')}`;
  readonly phoneNumberId = String(100_000_000_000_000 + Math.floor(Math.random() * 1e12));
  readonly sent: SentMessage[] = [];
  /** Every request's Authorization header and path, for checks that nothing else leaked. */
  readonly requests: Array<{ path: string; authorization: string; body: string }> = [];
  readonly templates = new Map<string, FakeTemplate>([
    ['hello_world', { language: 'en_US', params: 0, document: false }],
    ['struk_belanja', { language: 'id', params: 3, document: true }],
    ['faktur_penjualan', { language: 'id', params: 4, document: true }],
    ['pengingat_piutang', { language: 'id', params: 4, document: true }],
  ]);
  private failures = 0;
  private server: Server | null = null;

  static async start(): Promise<FakeWhatsApp> {
    const f = new FakeWhatsApp();
    f.server = createServer((req, res) => void f.handle(req, res));
    await new Promise<void>((ok) => f.server!.listen(0, '127.0.0.1', ok));
    f.url = `http://127.0.0.1:${(f.server.address() as AddressInfo).port}`;
    return f;
  }

  /** The next `n` sends fail with 500 / 131000. */
  failNext(n = 1): void {
    this.failures += n;
  }

  env(): Record<string, string> {
    return { WHATSAPP_API_URL: this.url };
  }

  async close(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((ok) => s.close(() => ok()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    this.requests.push({ path, authorization: req.headers.authorization ?? '', body: raw });
    const [status, body] = this.answer(req, path, raw);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private error(status: number, message: string, type: string, code: number, extra: Rec = {}): [number, Rec] {
    return [status, { error: { message, type, code, ...extra, fbtrace_id: randomBytes(9).toString('base64url') } }];
  }

  private answer(req: IncomingMessage, path: string, raw: string): [number, Rec] {
    const m = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(path);
    if (!m || req.method !== 'POST') return this.error(400, 'Unknown path components', 'OAuthException', 2500);
    const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    if (!auth) return this.error(400, 'An active access token must be used to query information about the current user.', 'OAuthException', 2500);
    if (auth[1] !== this.token) return this.error(401, 'Invalid OAuth access token - Cannot parse access token', 'OAuthException', 190);
    if (m[2] !== this.phoneNumberId)
      return this.error(400, `Unsupported post request. Object with ID '${m[2]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, 'GraphMethodException', 100, { error_subcode: 33 });
    let b: Rec;
    try {
      b = JSON.parse(raw) as Rec;
    } catch {
      return this.error(400, '(#100) Invalid parameter', 'OAuthException', 100);
    }
    const bad = (details: string) => this.error(400, '(#100) Invalid parameter', 'OAuthException', 100, { error_data: { messaging_product: 'whatsapp', details } });
    if (b.messaging_product !== 'whatsapp') return bad('messaging_product must be whatsapp');
    if (typeof b.to !== 'string' || !/^[0-9]{8,15}$/.test(b.to)) return bad('Invalid to parameter');
    if (b.type !== 'template') return bad('type must be template');
    const t = b.template as SentMessage['template'] | undefined;
    if (!t || typeof t.name !== 'string' || typeof t.language?.code !== 'string') return bad('template.name and template.language.code are required');
    const known = this.templates.get(t.name);
    if (!known || known.language !== t.language.code) return this.error(404, `(#132001) Template name does not exist in the translation`, 'OAuthException', 132001, { error_data: { messaging_product: 'whatsapp', details: `template name (${t.name}) does not exist in ${t.language.code}` } });
    const comps = Array.isArray(t.components) ? t.components : [];
    const body = comps.find((c) => c.type === 'body')?.parameters ?? [];
    const header = comps.find((c) => c.type === 'header')?.parameters ?? [];
    if (body.length !== known.params || body.some((p) => p.type !== 'text' || typeof p.text !== 'string' || !p.text))
      return this.error(400, '(#132000) Number of parameters does not match the expected number of params', 'OAuthException', 132000, { error_data: { messaging_product: 'whatsapp', details: `body: number of localizable_params (${body.length}) does not match the expected number of params (${known.params})` } });
    if (known.document) {
      const d = header[0]?.document as { link?: unknown; filename?: unknown } | undefined;
      if (header[0]?.type !== 'document' || typeof d?.link !== 'string' || !/^https?:\/\//.test(d.link)) return bad('header: a document parameter with a link is required');
    }
    if (this.failures > 0) {
      this.failures--;
      return this.error(500, 'Something went wrong', 'OAuthException', 131000, { error_data: { messaging_product: 'whatsapp', details: 'Something went wrong' } });
    }
    const id = `wamid.${Buffer.from(`${b.to}${randomBytes(12).toString('hex')}`).toString('base64')}`;
    this.sent.push({ id, phone_number_id: m[2], to: b.to, template: t });
    return [200, { messaging_product: 'whatsapp', contacts: [{ input: b.to, wa_id: b.to }], messages: [{ id }] }];
  }
}
