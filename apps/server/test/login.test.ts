import { afterEach, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { attemptsSettled } from '@niaga/admin';
import { freshCompany, post, testServer } from './harness';
import { addUser, grant, loginAs, postFrom, randomIp } from './auth-helpers';

const ENV = { ...process.env };
afterEach(() => {
  process.env = { ...ENV };
});

describe('login shift', () => {
  test('cekloginshift says whether the user needs a shift; lgx then requires PAGI, SORE or MALAM', async () => {
    const co = await freshCompany();
    const pw = await addUser(co, { userid: 'KASIR1', loginshift: true });
    expect(await post({ act: 'cekloginshift', iper: co.iper, uname: 'kasir1' })).toMatchObject({ num: 0, data: true });
    expect(await post({ act: 'cekloginshift', iper: co.iper, uname: 'ADMIN' })).toMatchObject({ num: 0, data: false });
    expect(await post({ act: 'cekloginshift', iper: co.iper, uname: 'TIDAKADA' })).toMatchObject({ num: 0, data: false });
    expect(await post({ act: 'cekloginshift', iper: 'ZZTIDAKADA', uname: 'X' })).toMatchObject({ num: 4, msg: 'Id Perusahaan tidak ditemukan' });

    const ip = randomIp();
    expect(await postFrom(ip, { act: 'lgx', iper: co.iper, uname: 'KASIR1', passw: pw })).toMatchObject({ num: 15, msg: 'Pilih Login Shift' });
    expect(await postFrom(ip, { act: 'lgx', iper: co.iper, uname: 'KASIR1', passw: pw, loginshift: 'SIANG' })).toMatchObject({ num: 15, msg: 'Pilih Login Shift' });
    const ok = await postFrom(ip, { act: 'lgx', iper: co.iper, uname: 'KASIR1', passw: pw, loginshift: 'sore' });
    expect(ok).toMatchObject({ num: 0, data: { loginshift: 'SORE' } });
    const tk = await postFrom(ip, { act: 'lgxtk', token: (ok.data as { token: string }).token });
    expect(tk.data).toMatchObject({ loginshift: 'SORE', userid: 'KASIR1', token: null });
    // A user without the shift flag logs in without one; a shift sent anyway is dropped.
    expect((await postFrom(ip, { act: 'lgx', iper: co.iper, uname: 'ADMIN', passw: co.password, loginshift: 'PAGI' })).data).toMatchObject({ loginshift: '' });
  });
});

describe('rate limiting', () => {
  test('5 failures of one user in 15 minutes lock that user, even with the right password; the window passing unlocks', async () => {
    const co = await freshCompany();
    const pw = await addUser(co, { userid: 'BUDI' });
    for (let i = 0; i < 5; i++) {
      const r = await postFrom(randomIp(), { act: 'lgx', iper: co.iper, uname: 'BUDI', passw: `salah${i}` });
      expect(r).toMatchObject({ num: 22, msg: 'User ID atau Password salah.' });
    }
    await attemptsSettled();
    const locked = await postFrom(randomIp(), { act: 'lgx', iper: co.iper, uname: 'BUDI', passw: pw });
    expect(locked.num).toBe(23);
    expect(locked.msg).toMatch(/^Terlalu banyak percobaan login yang gagal\. Silakan coba lagi dalam (1[0-5]|[1-9]) menit\.$/);
    // Another user of the same company is not affected.
    expect((await postFrom(randomIp(), { act: 'lgx', iper: co.iper, uname: 'ADMIN', passw: co.password })).num).toBe(0);

    const { db } = await testServer();
    await db.tx(null, (tx) => tx.execute(sql`update control.login_attempts set at = at - interval '16 minutes' where company_id = ${co.company.id}`));
    expect((await postFrom(randomIp(), { act: 'lgx', iper: co.iper, uname: 'BUDI', passw: pw })).num).toBe(0);
  });

  test('concurrent failures are all counted, each once', async () => {
    const co = await freshCompany();
    const pw = await addUser(co, { userid: 'SARI' });
    const tries = await Promise.all(Array.from({ length: 12 }, (_, i) => postFrom(randomIp(), { act: 'lgx', iper: co.iper, uname: 'SARI', passw: `x${i}` })));
    expect(tries.filter((r) => r.num === 22).length).toBe(5);
    expect(tries.every((r) => r.num === 22 || r.num === 23)).toBe(true);
    await attemptsSettled();
    expect((await postFrom(randomIp(), { act: 'lgx', iper: co.iper, uname: 'SARI', passw: pw })).num).toBe(23);
  });

  test('a success forgets the user’s earlier failures', async () => {
    const co = await freshCompany();
    const pw = await addUser(co, { userid: 'ANI' });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await postFrom(randomIp(), { act: 'lgx', iper: co.iper, uname: 'ANI', passw: 'salah' })).num).toBe(22);
      await attemptsSettled();
      expect((await postFrom(randomIp(), { act: 'lgx', iper: co.iper, uname: 'ANI', passw: pw })).num).toBe(0);
    }
  });

  test('one address failing across users is locked (limit from LOGIN_MAX_FAILURES_PER_IP)', async () => {
    const co = await freshCompany();
    process.env.LOGIN_MAX_FAILURES_PER_IP = '4';
    const ip = randomIp();
    for (let i = 0; i < 4; i++) expect((await postFrom(ip, { act: 'lgx', iper: co.iper, uname: `U${i}`, passw: 'salah' })).num).toBe(22);
    await attemptsSettled();
    const r = await postFrom(ip, { act: 'lgx', iper: co.iper, uname: 'ADMIN', passw: co.password });
    expect(r.num).toBe(23);
    expect(r.msg).toMatch(/Terlalu banyak percobaan login yang gagal/);
    expect((await postFrom(randomIp(), { act: 'lgx', iper: co.iper, uname: 'ADMIN', passw: co.password })).num).toBe(0);
  });

  test('authorisation by another user’s password is limited the same way', async () => {
    const co = await freshCompany();
    const admin = await loginAs(co, 'ADMIN', co.password);
    process.env.LOGIN_MAX_FAILURES = '2';
    await addUser(co, { userid: 'SPV', password: 'benar' });
    for (let i = 0; i < 2; i++) expect((await admin.act('authaccess_izin', { modul: 'mJual', type: 'mdelete', userid: 'SPV', pass: 'salah' })).num).toBe(22);
    await attemptsSettled();
    const r = await admin.act('authaccess_izin', { modul: 'mJual', type: 'mdelete', userid: 'SPV', pass: 'benar' });
    expect(r.num).toBe(23);
    expect(r.msg).toMatch(/Terlalu banyak percobaan otorisasi yang gagal/);
  });
});

describe('after login', () => {
  test('subscription expired: login and token login are refused', async () => {
    const co = await freshCompany();
    const { db } = await testServer();
    await db.tx(null, (tx) => tx.execute(sql`update control.companies set expires_at = current_date - 1 where id = ${co.company.id}`));
    const r = await postFrom(randomIp(), { act: 'lgx', iper: co.iper, uname: 'ADMIN', passw: co.password });
    expect(r.num).toBe(24);
    expect(r.msg).toMatch(/langganan perusahaan sudah habis/);
    expect((await co.act('lgxtk')).num).toBe(24);
    await db.tx(null, (tx) => tx.execute(sql`update control.companies set expires_at = current_date where id = ${co.company.id}`));
    expect((await co.act('lgxtk')).num).toBe(0);
  });

  test('login data: start flag, cashier mode, cashier and price-terminal rights, next route, requested config', async () => {
    const co = await freshCompany();
    const admin = await loginAs(co, 'ADMIN', co.password, { aprq: Buffer.from(JSON.stringify(['modeinputkasir', 'CFG_X'])).toString('base64') });
    expect(admin.data).toMatchObject({
      startflag: 1,
      kasirmode: 1,
      akseskasir: true,
      aksesterminalharga: true,
      // Spec §2.1: an administrator holds mSKasir, so lands on the cashier in the company's mode.
      rute: '/kasiradmode2',
      appcfg: { config: [{ confname: 'modeinputkasir', confvalue: '1' }, { confname: 'CFG_X', confvalue: '' }], tbl_kantor: [] },
    });
    await co.sql(`insert into konfigurasi (nama, nilai) values ('modeinputkasir', '2')`);
    expect((await co.act('lgxtk')).data).toMatchObject({ kasirmode: 2, rute: '/kasiradmode3' });
    const pwK = await addUser(co, { userid: 'KSR' });
    await grant(co, 'U', 'KSR', [['mSKasir']]);
    expect((await loginAs(co, 'KSR', pwK)).data).toMatchObject({ akseskasir: true, rute: '/kasiradmode3' });

    const pwT = await addUser(co, { userid: 'TERM' });
    await grant(co, 'U', 'TERM', [['mSTerminalHarga']]);
    expect((await loginAs(co, 'TERM', pwT)).data).toMatchObject({ akseskasir: false, aksesterminalharga: true, rute: '/terminalharga' });
    const pwG = await addUser(co, { userid: 'GUDANG' });
    expect((await loginAs(co, 'GUDANG', pwG)).data).toMatchObject({ akseskasir: false, aksesterminalharga: false, rute: '/home', admin: false });

    const fresh = await freshCompany({ startflag: 0 });
    expect((await fresh.act('lgxtk')).data).toMatchObject({ startflag: 0, rute: '/startingdb' });
  });

  test('logout revokes the token: lgxtk with it fails afterwards', async () => {
    const co = await freshCompany();
    expect((await co.act('lgxtk')).num).toBe(0);
    expect((await co.act('logoutact')).num).toBe(0);
    expect((await co.act('lgxtk')).num).toBe(21);
  });
});
