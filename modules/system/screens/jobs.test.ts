import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError, MSG_CONNECTION } from '@niaga/ui/api';
import { runJob, UNANSWERED_MAX } from './jobs';

/** A server that answers each call with the next of `replies` (an Error: the request fails). */
function serverSays(...replies: Array<object | Error>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
    asked.push(new URLSearchParams(init.body).get('act') ?? '');
    const r = replies.shift();
    if (!r || r instanceof Error) throw r ?? new Error('tidak ada jawaban');
    return new Response(JSON.stringify(r));
  });
  return asked;
}
const running = { num: 0, msg: 'Restore sedang berjalan.', data: { job: 'j1', jenis: 'restore', status: 'jalan', msg: '', hasil: null } };
const done = { num: 0, msg: '', data: { job: 'j1', jenis: 'restore', status: 'selesai', msg: 'Backup … direstore sebagai perusahaan baru SALIN.', hasil: null } };

afterEach(() => vi.unstubAllGlobals());

describe('runJob: a job is asked about until it ends', () => {
  test('status questions that time out while the database is busy are asked again', async () => {
    const asked = serverSays(running, new Error('timeout'), new Error('timeout'), running, done);
    const j = await runJob('backup_restore', {}, 1);
    expect(j.status).toBe('selesai');
    expect(asked).toEqual(['backup_restore', 'backup_status', 'backup_status', 'backup_status', 'backup_status']);
  });
  test('a server that stays silent is reported after UNANSWERED_MAX questions', async () => {
    serverSays(running, ...Array.from({ length: UNANSWERED_MAX }, () => new Error('down')));
    await expect(runJob('backup_restore', {}, 1)).rejects.toThrow(MSG_CONNECTION);
  });
  test('a refusal from the server ends at once', async () => {
    serverSays(running, { num: 40, msg: 'Pekerjaan tidak ditemukan.', data: null });
    await expect(runJob('backup_restore', {}, 1)).rejects.toBeInstanceOf(ApiError);
  });
});
