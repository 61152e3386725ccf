/**
 * Every user changes their own password from the user menu (issue 18), without the Data User
 * right: current password, new, repeat, with the spec's §5 messages; other devices log in again.
 */
import { describe, expect, test } from 'vitest';
import { freshCompany } from './harness';
import { addUser, loginAs, postFrom, randomIp } from './auth-helpers';

describe('own password', () => {
  test('a cashier without any right changes their own password; the old one stops working, the other session ends', async () => {
    const co = await freshCompany();
    const old = await addUser(co, { userid: 'KASIR9', password: 'lama-123' });
    const here = await loginAs(co, 'KASIR9', old);
    const elsewhere = await loginAs(co, 'KASIR9', old);
    // The administrator's reset needs mUser; the own change does not.
    expect((await here.act('pengguna_setpw', { userid: 'KASIR9', password: 'baru-456' })).num).toBe(30);

    expect(await here.act('gantipwsendiri', { passlama: 'lama-123', passbaru: '', passulang: '' })).toMatchObject({ num: 15, msg: expect.stringContaining('Masukkan Password') });
    expect(await here.act('gantipwsendiri', { passlama: 'lama-123', passbaru: 'baru-456', passulang: '' })).toMatchObject({ num: 15, msg: expect.stringContaining('Masukkan Ulang Password') });
    expect(await here.act('gantipwsendiri', { passlama: 'lama-123', passbaru: 'baru-456', passulang: 'baru-457' })).toMatchObject({
      num: 15,
      msg: expect.stringContaining('Maaf, Password baru dengan password yang diketik ulang tidak cocok'),
    });
    expect(await here.act('gantipwsendiri', { passlama: 'salah', passbaru: 'baru-456', passulang: 'baru-456' })).toMatchObject({ num: 1, msg: 'Password lama salah.', data: { fields: { passlama: 'Password lama salah.' } } });
    expect(await here.act('gantipwsendiri', { passlama: 'lama-123', passbaru: 'baru-456', passulang: 'baru-456' })).toMatchObject({ num: 0, msg: 'Password berhasil diganti' });

    expect((await here.act('lgxtk')).num).toBe(0); // this session stays
    expect((await elsewhere.act('lgxtk')).num).toBe(21); // the other device logs in again
    expect((await postFrom(randomIp(), { act: 'lgx', iper: co.iper, uname: 'KASIR9', passw: 'lama-123' })).num).toBe(22);
    expect((await postFrom(randomIp(), { act: 'lgx', iper: co.iper, uname: 'KASIR9', passw: 'baru-456' })).num).toBe(0);
  });

  test('without a session it is refused', async () => {
    const co = await freshCompany();
    const r = await postFrom(randomIp(), { act: 'gantipwsendiri', iper: co.iper, aprq: JSON.stringify({ passlama: 'x', passbaru: 'y', passulang: 'y' }) });
    expect(r.num).toBe(20);
  });
});
