/**
 * The HTTP side every marketplace client shares: one call with node's fetch and a time limit, its
 * failures as MpError (no answer or a time-out → `network`, retriable; a non-JSON reply → `other`
 * retriable on 5xx, else `malformed`; a reply that is not an object → `malformed`). What the body
 * means (a platform's own error fields) is the platform's client's business. Server only.
 */
import { MpError } from '../adapter';

export interface JsonReply {
  status: number;
  body: Record<string, unknown>;
}

/** Socket errors of a kept-alive connection the server closed as it was reused: the request never reached it. */
const STALE_SOCKET = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
/** How many more times a GET is sent at once on such an error (each one drops a dead connection of the pool). */
const STALE_RETRIES = 3;

/**
 * fetch with the time limit; a GET that meets a closed kept-alive connection (the server's
 * keep-alive ran out while this process's event loop was busy — the three-platform bench's lost
 * batches) is sent again at once on another connection, as HTTP clients do for idempotent requests.
 * Other methods are not repeated here (the caller's retry decides: the worker, the pull).
 */
async function fetchOnce(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const idempotent = (init.method ?? 'GET').toUpperCase() === 'GET';
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      const code = (err as { cause?: { code?: string } }).cause?.code ?? '';
      if (!idempotent || attempt >= STALE_RETRIES || !STALE_SOCKET.has(code)) throw err;
    }
  }
}

/** Sends one request and reads its JSON object; `platform` and `path` name it in messages (never a token). */
export async function requestJson(platform: string, path: string, url: string, init: RequestInit, timeoutMs: number): Promise<JsonReply> {
  let res: Response;
  try {
    res = await fetchOnce(url, init, timeoutMs);
  } catch (err) {
    const why = (err as Error).name === 'TimeoutError' ? `tidak menjawab dalam ${timeoutMs / 1000} detik` : 'tidak dapat dihubungi';
    // What the socket said (e.g. UND_ERR_SOCKET "other side closed": a kept-alive connection the server closed as it was reused).
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const said = cause ? `: ${[cause.code, cause.message].filter(Boolean).join(' ')}` : '';
    throw new MpError('network', `${platform} ${why} (${path})${said}.`, true);
  }
  const text = await res.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    if (res.status >= 500) throw new MpError('other', `${platform} sedang bermasalah (HTTP ${res.status}, ${path}).`, true, { status: res.status });
    throw new MpError('malformed', `Data yang diterima bermasalah: balasan ${platform} ${path} bukan JSON (HTTP ${res.status}).`, false, { status: res.status });
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new MpError('malformed', `Data yang diterima bermasalah: balasan ${platform} ${path} bukan objek.`);
  return { status: res.status, body: body as Record<string, unknown> };
}
