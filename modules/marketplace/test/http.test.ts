/**
 * common/http.ts: a GET that meets a connection the server closes as it is used (a kept-alive
 * connection whose keep-alive ran out — the three-platform bench's lost batches, ECONNRESET) is sent
 * again at once and answered; a POST is not repeated there (network, retriable: its caller decides).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { requestJson } from '../common/http';
import { MpError } from '../adapter';

let server: Server;
let url = '';
/** How many next requests the server drops without an answer (the socket closed). */
let drop = 0;
let answered = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (drop > 0) {
      drop--;
      req.socket.destroy();
      return;
    }
    answered++;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: true, method: req.method }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

test('a GET on a connection closed under it is sent again at once; a POST is left to its caller (network, retriable)', async () => {
  drop = 2;
  expect((await requestJson('Uji', '/x', url, { method: 'GET' }, 5000)).body).toEqual({ ok: true, method: 'GET' });
  expect([drop, answered]).toEqual([0, 1]);
  drop = 1;
  const e = await requestJson('Uji', '/x', url, { method: 'POST', body: '{}' }, 5000).then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(MpError);
  expect(e).toMatchObject({ kind: 'network', retriable: true });
  expect((e as MpError).message).toMatch(/^Uji tidak dapat dihubungi \(\/x\): \S+/);
  expect(answered).toBe(1);
  // Dropped more often than it retries: the GET fails too, naming what the socket said.
  drop = 10;
  await expect(requestJson('Uji', '/x', url, { method: 'GET' }, 5000)).rejects.toMatchObject({ kind: 'network' });
  expect(drop).toBe(6);
  drop = 0;
});
