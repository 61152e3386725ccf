/**
 * What every local fake of a marketplace shares (test-only): a real HTTP server on 127.0.0.1 (port
 * 0) and a clock that a test can move forward (`advance`) — codes and tokens age with it, and an
 * adapter under test given `nowMs` signs with the moved time. The fake's own API is its subclass's.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export abstract class FakeBase {
  private clockOffset = 0;
  url = '';
  private server: Server | null = null;

  /** The platform's time (Unix seconds). */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.clockOffset;
  }
  /** The platform's time in milliseconds: the clock to give an adapter under test. */
  readonly nowMs = (): number => Date.now() + this.clockOffset * 1000;
  /** Moves the platform's clock forward (codes and tokens age; the timestamp window moves with it). */
  advance(seconds: number): void {
    this.clockOffset += seconds;
  }

  protected abstract handle(req: IncomingMessage, res: ServerResponse): Promise<unknown>;

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
}

/** The raw body of a request. */
export async function rawBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const c of req) parts.push(c as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export const escHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
