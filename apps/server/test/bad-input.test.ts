/**
 * Bad input that used to reach 99 (issue 9): a NUL character in any text, a truncated or broken
 * multipart body, JSON nested thousands of levels deep. Each answers 15, 16, 11 or 13 with its
 * own message, and nothing changes.
 */
import { describe, expect, test } from 'vitest';
import { freshCompany, post, testServer } from './harness';

const count = async (co: Awaited<ReturnType<typeof freshCompany>>) => (await co.sql<{ n: number }>('select count(*)::int as n from satuan'))[0].n;
const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describe('NUL characters', () => {
  test('in any text of the payload, a form field, a line or a key: 15 naming the field, nothing saved', async () => {
    const co = await freshCompany();
    const cases: Array<[Record<string, string>, string]> = [
      [{ aprq: JSON.stringify({ kodesatuan: 'PCS', namasatuan: 'Pi\u0000eces' }) }, 'namasatuan'],
      [{ aprq: JSON.stringify({ kodesatuan: 'PCS' }), namasatuan: 'Pieces\u0000' }, 'namasatuan'],
      [{ aprq: JSON.stringify({ kodesatuan: 'PCS', namasatuan: 'x', 'ka\u0000': 1 }) }, 'ka\\0'],
      [{ aprq: JSON.stringify({ kodesatuan: 'PCS', namasatuan: 'x' }), adinfo: JSON.stringify({ os: 'Lin\u0000ux' }) }, 'adinfo'],
    ];
    for (const [fields, field] of cases) {
      const r = await post({ act: 'satuan_save', token: co.token, ...fields });
      expect(r, field).toMatchObject({ num: 15, msg: `Data tidak valid: ${field} berisi karakter NUL (\\0), yang tidak dapat disimpan.`, data: { fields: { [field]: 'Tidak boleh berisi karakter NUL (\\0)' } } });
    }
    const doc = await co.act('kasmasuk_save', { tanggal: '2026-01-05', kodeacc: '1-1100', lines: [{ kodeacc: '4-9000', jumlah: '1', keterangan: 'a\u0000' }] });
    expect(doc).toMatchObject({ num: 15, data: { fields: { 'lines.0.keterangan': 'Tidak boleh berisi karakter NUL (\\0)' } } });
    expect(await count(co)).toBe(0);
    expect(await co.sql(`select count(*)::int as n from log_aktivitas where act <> 'lgx'`)).toEqual([{ n: 0 }]);
  });

  test('logoutact with a NUL is refused without harm, and logging out still works', async () => {
    const co = await freshCompany();
    expect(await co.act('logoutact', { alasan: 'selesai\u0000' })).toMatchObject({ num: 15 });
    expect((await co.act('lgxtk')).num).toBe(0);
    expect((await co.act('logoutact')).num).toBe(0);
    expect((await co.act('lgxtk')).num).toBe(21);
    expect(await co.sql(`select jenis from log_aktivitas order by id`)).toEqual([{ jenis: 'login' }, { jenis: 'logout' }]);
  });
});

describe('multipart bodies cut short or broken', () => {
  test('answer 16 with a message, never 99, and change nothing', async () => {
    const co = await freshCompany();
    const { app } = await testServer();
    const boundary = '----niaga';
    const part = (k: string, v: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
    const whole = part('act', 'satuan_save') + part('token', co.token) + part('aprq', '{"kodesatuan":"MP","namasatuan":"Multipart"}') + `--${boundary}--\r\n`;
    const bodies = [whole.slice(0, whole.length - 20), whole.slice(0, whole.indexOf('aprq') + 10), whole.replace(/--\r\n$/, ''), 'rusak'];
    for (const payload of bodies) {
      const r = await app.inject({ method: 'POST', url: '/api', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
      expect(r.statusCode).toBe(200);
      expect(r.json(), payload.slice(-30)).toMatchObject({ num: 16, msg: 'Permintaan tidak dapat dibaca: isi form multipart terpotong atau rusak.' });
    }
    expect(await count(co)).toBe(0);
    const ok = await app.inject({ method: 'POST', url: '/api', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: whole });
    expect(ok.json()).toMatchObject({ num: 0 });
  });
});

describe('JSON nested too deep', () => {
  test('adinfo and aprq deeper than 32 levels answer 13 and 11; 32 levels still pass', async () => {
    const co = await freshCompany();
    const save = { act: 'satuan_save', token: co.token };
    expect(await post({ ...save, aprq: '{"kodesatuan":"D1","namasatuan":"x"}', adinfo: nested(5000) })).toMatchObject({
      num: 13,
      msg: 'Format adinfo tidak valid: JSON bertingkat terlalu dalam (maksimal 32 tingkat).',
    });
    expect(await post({ ...save, aprq: `{"kodesatuan":"D1","namasatuan":"x","lain":${nested(5000)}}` })).toMatchObject({
      num: 11,
      msg: 'Format aprq tidak valid: JSON bertingkat terlalu dalam (maksimal 32 tingkat).',
    });
    expect((await post({ ...save, aprq: Buffer.from('['.repeat(40) + ']'.repeat(40)).toString('base64') })).num).toBe(11);
    expect((await post({ act: 'ping', aprq: '['.repeat(200_000) })).num).toBe(11);
    // Brackets inside text do not count.
    expect(await post({ ...save, aprq: JSON.stringify({ kodesatuan: 'D2', namasatuan: '[[[[{{{{'.repeat(20) }) })).toMatchObject({ num: 15 });
    expect(await count(co)).toBe(0);
    expect((await post({ act: 'ping', adinfo: nested(32), aprq: nested(31) })).num).toBe(0);
  });
});
