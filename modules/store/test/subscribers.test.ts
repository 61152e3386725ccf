/**
 * Subscribers' CSV export from a fresh company (issue 42 item 4): visitors sign up on the
 * storefront, the export (right mShare · Ekspor) gives a one-time address whose file is read back:
 * header, one line per subscriber with its unsubscribe link (which works), a formula-looking
 * e-mail defused, only the active ones when asked.
 */
import { expect, test } from 'vitest';
import { freshCompany, testServer } from '../../../apps/server/test/harness';
import { addUser, grant, loginAs } from '../../../apps/server/test/auth-helpers';

type Reply = { num: number; msg: string; data: Record<string, unknown> };

test('the subscribers CSV export is a real file: read back, its unsubscribe links work, it needs the export right', async () => {
  const { app } = await testServer();
  const co = await freshCompany({ startflag: 0 });
  const must = async (name: string, payload: unknown) => {
    const r = (await co.act(name, payload)) as Reply;
    expect(r.num, `${name}: ${r.msg}`).toBe(0);
    return r;
  };
  await must('startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: 'Toko Baru', TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: 2026, Bulan: 12 }] });
  const shareid = `kabar-${Math.random().toString(36).slice(2, 8)}`;
  await must('tokoonline_save', { shareid, namatoko: 'Toko Kabar' });

  // Nothing to export yet: said plainly.
  expect(await co.act('sharesubscriber_ekspor', {})).toMatchObject({ num: 1, msg: 'Belum ada subscriber untuk diekspor.' });

  const signUp = (email: string, ip: string) =>
    app.inject({ method: 'POST', url: `/s/${shareid}/langganan`, headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip }, payload: new URLSearchParams({ email }).toString() });
  expect((await signUp('Ani@Contoh.id', '10.9.0.1')).statusCode).toBe(200);
  expect((await signUp('budi@contoh.id', '10.9.0.2')).statusCode).toBe(200);
  expect((await signUp('-2+3@contoh.id', '10.9.0.3')).statusCode).toBe(200);

  const download = async (payload: Record<string, unknown>) => {
    const r = await must('sharesubscriber_ekspor', payload);
    const res = await app.inject({ method: 'GET', url: r.data.url as string });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="subscriber.csv"');
    // One-time address.
    expect((await app.inject({ method: 'GET', url: r.data.url as string })).statusCode).not.toBe(200);
    return { reply: r.data, lines: res.body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean).map((l) => l.split(';')) };
  };
  const all = await download({});
  expect(all.reply).toMatchObject({ nama: 'subscriber.csv', baris: 3 });
  expect(all.lines[0]).toEqual(['email', 'toko', 'aktif', 'tanggal_daftar', 'tautan_berhenti']);
  expect(all.lines.slice(1).map((l) => [l[0], l[1], l[2]])).toEqual([
    ["'-2+3@contoh.id", shareid, 'ya'],
    ['ani@contoh.id', shareid, 'ya'],
    ['budi@contoh.id', shareid, 'ya'],
  ]);
  for (const l of all.lines.slice(1)) expect(l[3]).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // The file's unsubscribe link works; the active-only export leaves that subscriber out.
  const link = all.lines.find((l) => l[0] === 'budi@contoh.id')![4];
  const path = link.slice(link.indexOf('/s/'));
  expect(path).toMatch(new RegExp(`^/s/${shareid}/berhenti/[A-Za-z0-9_-]{32}$`));
  const off = await app.inject({ method: 'GET', url: path });
  expect(off.statusCode).toBe(200);
  expect(off.body).toContain('Anda sudah berhenti berlangganan.');
  const active = await download({ aktif: true });
  expect(active.lines.slice(1).map((l) => l[0])).toEqual(["'-2+3@contoh.id", 'ani@contoh.id']);
  expect((await download({})).lines.find((l) => l[0] === 'budi@contoh.id')?.[2]).toBe('tidak');

  // A user with the store's open right but not its export right is refused.
  const pw = await addUser(co, { userid: 'STAF' });
  await grant(co, 'U', 'STAF', [['mShare']]);
  const staf = await loginAs(co, 'STAF', pw);
  expect(await staf.act('sharesubscriber_ekspor', {})).toMatchObject({ num: 30 });
  await grant(co, 'U', 'STAF', [['mShare', 'mexport']]);
  expect(await staf.act('sharesubscriber_ekspor', {})).toMatchObject({ num: 0 });
});
