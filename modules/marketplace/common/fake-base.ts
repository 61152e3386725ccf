/**
 * What a local fake of a marketplace can share besides its HTTP server (test-only): a clock that a
 * test can move forward (`advance`) — codes and tokens age with it, and an adapter under test given
 * `nowMs` signs with the moved time — and the server itself (fake-http.ts `FakeHttp`), whose
 * requests reach the subclass's `handle` with their URL and raw body read.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FakeHttp } from './fake-http';

export abstract class FakeBase {
  private clockOffset = 0;
  private readonly http = new FakeHttp((req, res, u, raw) => this.handle(req, res, u, raw));

  /** The fake's address (http://127.0.0.1:<port>) once listening. */
  get url(): string {
    return this.http.url;
  }
  listen(port = 0): Promise<string> {
    return this.http.listen(port);
  }
  close(): Promise<void> {
    return this.http.close();
  }

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

  protected abstract handle(req: IncomingMessage, res: ServerResponse, u: URL, raw: string): Promise<unknown>;
}
