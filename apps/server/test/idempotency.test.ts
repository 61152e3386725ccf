import { expect, test } from 'vitest';
import { freshCompany } from './harness';
import { addUser, loginAs } from './auth-helpers';

const KEY = 'b1946ac9-2f0e-4c1b-9c5d-5f2a5c3e0a11';

test('a repeated call with the same idem key gets the first reply and changes nothing', async () => {
  const co = await freshCompany();
  const first = await co.act('satuan_save', { kodesatuan: 'DUS', namasatuan: 'Dus' }, { idem: KEY });
  expect(first.num).toBe(0);
  const again = await co.act('satuan_save', { namasatuan: 'Dus', kodesatuan: 'DUS' }, { idem: KEY });
  expect(again).toMatchObject({ num: 0, msg: first.msg, data: first.data });
  expect(await co.sql('select kodesatuan from satuan')).toEqual([{ kodesatuan: 'DUS' }]);
  // Logged once: the repeat ran nothing.
  expect(await co.sql(`select act from log_aktivitas where act = 'satuan_save'`)).toHaveLength(1);

  // Without a key the same call runs again (and meets the duplicate-code rule).
  expect((await co.act('satuan_save', { kodesatuan: 'DUS', namasatuan: 'Dus' })).num).toBe(41);
});

test('the same key with another payload or act is refused; a failed call can be retried with its key', async () => {
  const co = await freshCompany();
  expect((await co.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' }, { idem: KEY })).num).toBe(0);
  expect(await co.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Buah' }, { idem: KEY })).toMatchObject({
    num: 44,
    msg: 'Kunci idempotensi ini sudah dipakai untuk permintaan lain. Muat ulang data lalu ulangi.',
  });
  expect(await co.act('gudang_save', { kodegudang: 'G2', namagudang: 'Gudang 2' }, { idem: KEY })).toMatchObject({ num: 44 });
  expect(await co.sql(`select namasatuan from satuan`)).toEqual([{ namasatuan: 'Pieces' }]);

  // A refused call stores nothing: after fixing the cause the same key runs.
  const k2 = 'retry-after-failure-0001';
  expect((await co.act('satuan_save', { kodesatuan: '', namasatuan: 'Kosong' }, { idem: k2 })).num).toBe(15);
  expect((await co.act('satuan_save', { kodesatuan: '', namasatuan: 'Kosong' }, { idem: k2 })).num).toBe(15);
  expect(await co.act('satuan_save', { kodesatuan: 'KG', namasatuan: 'Kilogram' }, { idem: k2 })).toMatchObject({ num: 0 });
  expect(await co.sql(`select kodesatuan from satuan order by kodesatuan`)).toEqual([{ kodesatuan: 'KG' }, { kodesatuan: 'PCS' }]);
});

test('keys belong to their user; malformed keys are refused with a message', async () => {
  const co = await freshCompany();
  const pw = await addUser(co, { userid: 'GUDANG', admin: true });
  const other = await loginAs(co, 'GUDANG', pw);
  expect((await co.act('satuan_save', { kodesatuan: 'BOX', namasatuan: 'Box' }, { idem: KEY })).num).toBe(0);
  // Another user with the same key is not handed the first user's reply: their call runs.
  expect((await other.act('satuan_save', { kodesatuan: 'BAL', namasatuan: 'Bal' }, { idem: KEY })).num).toBe(0);
  expect(await co.sql(`select kodesatuan from satuan order by kodesatuan`)).toEqual([{ kodesatuan: 'BAL' }, { kodesatuan: 'BOX' }]);

  for (const bad of ['pendek', 'ada spasi di dalam kunci', 'x'.repeat(101), 'kunci/miring']) {
    expect(await co.act('satuan_save', { kodesatuan: 'ZZ', namasatuan: 'Z' }, { idem: bad })).toMatchObject({
      num: 16,
      msg: 'Kunci idempotensi (idem) tidak valid: 8–100 karakter huruf, angka, titik, titik dua, - atau _.',
    });
  }
  expect(await co.sql(`select kodesatuan from satuan where kodesatuan = 'ZZ'`)).toHaveLength(0);
});

test('keys older than 30 days are forgotten', async () => {
  const co = await freshCompany();
  expect((await co.act('satuan_save', { kodesatuan: 'LSN', namasatuan: 'Lusin' }, { idem: KEY })).num).toBe(0);
  await co.sql(`update idempotensi set waktu = now() - interval '31 days'`);
  // The next keyed call prunes the old key; the old key then runs afresh.
  expect((await co.act('satuan_save', { kodesatuan: 'KOD', namasatuan: 'Kodi' }, { idem: 'another-key-0001' })).num).toBe(0);
  expect(await co.sql(`select kunci from idempotensi`)).toEqual([{ kunci: 'another-key-0001' }]);
  expect(await co.act('satuan_save', { kodesatuan: 'LSN', namasatuan: 'Lusin' }, { idem: KEY })).toMatchObject({ num: 41 });
});

test('a key past its time, repeated before any other keyed call, runs afresh', async () => {
  const co = await freshCompany();
  expect((await co.act('satuan_save', { kodesatuan: 'RIM', namasatuan: 'Rim' }, { idem: KEY })).num).toBe(0);
  await co.sql(`update idempotensi set waktu = now() - interval '31 days'`);
  expect(await co.act('satuan_save', { kodesatuan: 'RIM', namasatuan: 'Rim' }, { idem: KEY })).toMatchObject({ num: 41 });
});
