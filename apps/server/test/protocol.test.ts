import { describe, expect, test } from 'vitest';
import { freshCompany, post, testServer } from './harness';

const count = async (co: Awaited<ReturnType<typeof freshCompany>>) => (await co.sql<{ n: number }>('select count(*)::int as n from satuan'))[0].n;

describe('POST /api envelope', () => {
  test('a good call answers {num: 0, msg, data}', async () => {
    const r = await post({ act: 'ping' });
    expect(r.status).toBe(200);
    expect(r.num).toBe(0);
    expect(r.data).toMatchObject({ server: 'niaga' });
  });

  test('every malformed request gets its own message, a nonzero number, and changes nothing', async () => {
    const co = await freshCompany();
    const before = await count(co);
    const save = { act: 'satuan_save', token: co.token };
    const cases: Array<[string, Record<string, string>, number, RegExp]> = [
      ['no act', { token: co.token }, 10, /act wajib diisi/],
      ['unknown act', { act: 'tidak_ada', token: co.token }, 10, /Act 'tidak_ada' tidak dikenal/],
      ['aprq not JSON', { ...save, aprq: '{"kodesatuan": "X",' }, 11, /aprq tidak valid: isi bukan JSON/],
      ['aprq bad base64', { ...save, aprq: 'ab$c!!' }, 12, /bukan base64/],
      ['aprq base64 of non-JSON', { ...save, aprq: Buffer.from('halo dunia').toString('base64') }, 11, /isi bukan JSON/],
      ['adinfo not JSON', { ...save, adinfo: '{os:', aprq: '{"kodesatuan":"X1","namasatuan":"x"}' }, 13, /adinfo tidak valid/],
      ['adinfo not an object', { ...save, adinfo: '[1,2]', aprq: '{"kodesatuan":"X1","namasatuan":"x"}' }, 13, /objek JSON/],
      ['wrong types', { ...save, aprq: '{"kodesatuan": true, "namasatuan": ["a"], "aktif": "ya"}' }, 15, /Kode Satuan harus berupa teks; Nama Satuan harus berupa teks; Aktif harus bernilai ya\/tidak/],
      ['unknown field', { ...save, aprq: '{"kodesatuan":"X2","namasatuan":"x","hapus":true}' }, 15, /Field tidak dikenal: hapus/],
      ['too long', { ...save, aprq: JSON.stringify({ kodesatuan: 'ABCDEFGHIJK', namasatuan: 'x' }) }, 15, /Kode Satuan maksimal 10 karakter/],
      ['required', { ...save, aprq: '{"namasatuan":"x"}' }, 15, /Kode Satuan wajib diisi/],
      ['bad list paging', { act: 'satuan_list', token: co.token, aprq: '{"page": -1, "limit": "banyak"}' }, 15, /page minimal 0; limit harus berupa angka/],
      ['bad sort', { act: 'satuan_list', token: co.token, aprq: '{"sort": "password"}' }, 15, /sort harus salah satu dari/],
      ['no token', { act: 'satuan_save', aprq: '{"kodesatuan":"X3","namasatuan":"x"}' }, 20, /Sesi tidak ditemukan/],
      ['unknown token', { ...save, token: 'abc', aprq: '{"kodesatuan":"X3","namasatuan":"x"}' }, 20, /Sesi tidak ditemukan/],
    ];
    for (const [name, fields, num, msg] of cases) {
      const r = await post(fields);
      expect(r.status, name).toBe(200);
      expect(r.num, name).toBe(num);
      expect(r.msg, name).toMatch(msg);
    }
    expect(await count(co)).toBe(before);
  });

  test('aprq may come as base64 JSON and as a FormParam table', async () => {
    const co = await freshCompany();
    const b64 = Buffer.from(JSON.stringify({ kodesatuan: 'b64', namasatuan: 'Dari base64' })).toString('base64');
    const r1 = await co.act('satuan_save', undefined, { aprq: b64 });
    expect(r1.msg).toBe('OK');
    const r2 = await post({ act: 'satuan_save', token: co.token, aprq: JSON.stringify({ FormParam: [{ kodesatuan: 'fp', namasatuan: 'FormParam' }] }) });
    expect(r2.num).toBe(0);
    expect((await co.sql<{ k: string }>('select kodesatuan as k from satuan order by id')).map((r) => r.k)).toEqual(['B64', 'FP']);
  });

  test('an oversize body is refused with a message, not an error page', async () => {
    const co = await freshCompany();
    const r = await post({ act: 'satuan_save', token: co.token, aprq: JSON.stringify({ kodesatuan: 'BIG', namasatuan: 'x'.repeat(11 * 1024 * 1024) }) });
    expect(r.status).toBe(200);
    expect(r.num).toBe(14);
    expect(r.msg).toMatch(/terlalu besar \(maksimal 10 MB\)/);
    expect(await count(co)).toBe(0);
  });

  test('other shapes of request: multipart works, GET and plain text get an envelope', async () => {
    const co = await freshCompany();
    const { app } = await testServer();
    const boundary = '----niaga';
    const part = (k: string, v: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
    const body = part('act', 'satuan_save') + part('token', co.token) + part('aprq', '{"kodesatuan":"MP","namasatuan":"Multipart"}') + `--${boundary}--\r\n`;
    const mp = await app.inject({ method: 'POST', url: '/api', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
    expect(mp.json()).toMatchObject({ num: 0 });

    const get = await app.inject({ method: 'GET', url: '/api' });
    expect(get.json()).toMatchObject({ num: 16, msg: 'Gunakan metode POST untuk /api.' });
    const txt = await app.inject({ method: 'POST', url: '/api', headers: { 'content-type': 'text/plain' }, payload: 'act=ping' });
    expect(txt.statusCode).toBe(200);
    expect(txt.json()).toMatchObject({ num: 16 });
    const badForm = await app.inject({ method: 'POST', url: '/api', headers: { 'content-type': 'multipart/form-data; boundary=zz' }, payload: 'rusak' });
    expect(badForm.statusCode).toBe(200);
    expect(badForm.json().num).not.toBe(0);
    const badJson = await app.inject({ method: 'POST', url: '/api', headers: { 'content-type': 'application/json' }, payload: '{rusak' });
    expect(badJson.statusCode).toBe(200);
    expect(badJson.json()).toMatchObject({ num: 16 });
  });

  test('an expired or revoked session is refused with its own message', async () => {
    const co = await freshCompany();
    const { db } = await testServer();
    const { sql } = await import('drizzle-orm');
    const { hashToken } = await import('@niaga/kernel/server');
    expect((await co.act('satuan_list')).num).toBe(0);
    await db.tx(null, (tx) => tx.execute(sql`update control.sessions set expires_at = now() - interval '1 minute' where token_hash = ${hashToken(co.token)}`));
    const r = await co.act('satuan_list');
    expect(r).toMatchObject({ num: 21, msg: 'Sesi login sudah berakhir, silakan login kembali.' });

    const co2 = await freshCompany();
    expect((await co2.act('logoutact')).num).toBe(0);
    expect((await co2.act('satuan_list')).num).toBe(21);
  });

  test('login: cookie session, wrong password, unknown company', async () => {
    const co = await freshCompany();
    const ok = await post({ act: 'lgx', iper: ` ${co.iper.toLowerCase()} `, uname: 'admin', passw: co.password, remember: 'y' });
    expect(ok.num).toBe(0);
    expect(ok.cookies.niaga_session).toBe((ok.data as { token: string }).token);
    const viaCookie = await post({ act: 'lgxtk' }, `niaga_session=${ok.cookies.niaga_session}`);
    expect(viaCookie.data).toMatchObject({ idperusahaan: co.iper, userid: 'ADMIN', token: null });
    expect(await post({ act: 'lgx', iper: co.iper, uname: 'ADMIN', passw: 'salah' })).toMatchObject({ num: 22, msg: 'User ID atau Password salah.' });
    expect(await post({ act: 'lgx', iper: 'TIDAKADA', uname: 'ADMIN', passw: 'x' })).toMatchObject({ num: 4, msg: 'Id Perusahaan tidak ditemukan' });
    expect((await post({ act: 'lgx', iper: '', uname: '', passw: '' })).msg).toBe('Data tidak valid: Masukkan Id Perusahaan; Masukkan User ID; Masukkan Password.');
  });
});
