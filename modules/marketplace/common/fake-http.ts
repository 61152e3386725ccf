/**
 * What every fake marketplace (test-only) shares: a real HTTP server on 127.0.0.1 (port 0 unless
 * given) whose requests arrive with their raw body read, and small HTML pages for the fakes'
 * authorisation screens. Never used by the server itself.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeHandler = (req: IncomingMessage, res: ServerResponse, u: URL, raw: string) => unknown;

export class FakeHttp {
  url = '';
  private server: Server | null = null;
  constructor(private readonly handler: FakeHandler) {}

  async listen(port = 0): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((ok) => this.server!.listen(port, '127.0.0.1', ok));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
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
    try {
      await this.handler(req, res, new URL(req.url ?? '/', 'http://fake'), Buffer.concat(chunks).toString('utf8'));
    } catch (err) {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`fake: ${(err as Error).message}`);
    }
  }
}

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An HTML page of a fake's authorisation screen. */
export function sendHtml(res: ServerResponse, status: number, title: string, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)}</title></head><body>${body}</body></html>`);
}
