import { expect, test } from 'vitest';
import { companyWithBooks } from './books';

type Akun = { kodeacc: string; namaacc: string };

test('initialiseBooks: default chart, role settings, period and warehouse; getlistakun filters', async () => {
  const co = await companyWithBooks();
  const all = (await co.act('getlistakun', { option: 'semua' })).data as { tbl_perkiraan: Akun[] };
  expect(all.tbl_perkiraan.length).toBeGreaterThan(45);
  const kasbank = (await co.act('getlistakun', { option: 'kasbank' })).data as { tbl_perkiraan: Akun[] };
  expect(kasbank.tbl_perkiraan.map((r) => r.kodeacc)).toEqual(['1-1100', '1-1110', '1-1200', '1-1210']);
  const beban = (await co.act('getlistakun', { kelompok: '6' })).data as { tbl_perkiraan: Akun[] };
  expect(beban.tbl_perkiraan.every((r) => r.kodeacc.startsWith('6-1') && r.kodeacc !== '6-1000')).toBe(true);
  const piutang = (await co.act('getlistakun', { kelompok: 'PIUTANG,HUTANG' })).data as { tbl_perkiraan: Akun[] };
  expect(piutang.tbl_perkiraan).toEqual([
    expect.objectContaining({ kodeacc: '1-1300', namaacc: 'Piutang Usaha' }),
    expect.objectContaining({ kodeacc: '2-1100', namaacc: 'Hutang Usaha' }),
  ]);
  expect((await co.act('getlistakun', { kelompok: "1'; drop" })).num).toBe(15);
  // Search by code or name, and a limit, for pickers over large charts.
  const penyusutan = (await co.act('getlistakun', { q: 'penyusutan', option: 'semua' })).data as { tbl_perkiraan: Akun[] };
  expect(penyusutan.tbl_perkiraan.map((r) => r.kodeacc)).toEqual(['1-2900', '1-2920', '1-2930', '1-2940', '6-1500']);
  const byCode = (await co.act('getlistakun', { q: '1-11', limit: 2 })).data as { tbl_perkiraan: Akun[] };
  expect(byCode.tbl_perkiraan.map((r) => r.kodeacc)).toEqual(['1-1100', '1-1110']);
  expect(((await co.act('getlistakun', { q: '%' })).data as { tbl_perkiraan: Akun[] }).tbl_perkiraan).toEqual([]);
  expect(await co.act('getlistakun', { limit: 0 })).toMatchObject({ num: 15, msg: expect.stringContaining('limit minimal 1') });

  const setting = (await co.act('settingakun_list')).data as { tbl_settingakun: Array<{ peran: string; kodeacc: string }> };
  expect(setting.tbl_settingakun.find((r) => r.peran === 'persediaan')?.kodeacc).toBe('1-1400');
  expect(setting.tbl_settingakun.every((r) => r.kodeacc !== '')).toBe(true);
  expect(await co.sql('select tglawal, bulanakhir, tglkunci from buku_periode')).toEqual([{ tglawal: '2026-01-01', bulanakhir: 12, tglkunci: null }]);
  expect(await co.sql('select kodegudang, namagudang from gudang')).toEqual([{ kodegudang: 'UTM', namagudang: 'Kantor Pusat' }]);
});

test('perkiraan: tree rules, role bindings, settings refuse wrong types', async () => {
  const co = await companyWithBooks();
  const save = (p: Record<string, unknown>) => co.act('perkiraan_save', { kelompok: '1', tipe: 'KAS', saldonormal: 'D', grup: false, ...p });
  expect(await save({ kodeacc: '1-1120', namaacc: 'Kas Cabang', induk: '1-1000' })).toMatchObject({ num: 0 });
  expect(await save({ kodeacc: '1-1130', namaacc: 'X', induk: '1-1100' })).toMatchObject({ num: 15, msg: "Perkiraan Induk '1-1100' bukan perkiraan grup (header)." });
  expect(await save({ kodeacc: '1-1130', namaacc: 'X', induk: '9-9999' })).toMatchObject({ num: 15 });
  expect(await save({ kodeacc: '1-1130', namaacc: 'X', induk: '6-1000' })).toMatchObject({ num: 15 });
  // A group cannot be moved below its own child.
  const [grp] = await co.sql<{ id: number }>(`select id from perkiraan where kodeacc = '1-1000'`);
  expect(await co.edit('perkiraan_save', { id: grp.id, kodeacc: '1-1000', namaacc: 'Aset Lancar', induk: '1-2000', grup: true, kelompok: '1', tipe: 'LAIN', saldonormal: 'D' })).toMatchObject({ num: 0 });
  const [sub] = await co.sql<{ id: number }>(`select id from perkiraan where kodeacc = '1-2000'`);
  expect(await co.edit('perkiraan_save', { id: sub.id, kodeacc: '1-2000', namaacc: 'Aset Tetap', induk: '1-1000', grup: true, kelompok: '1', tipe: 'LAIN', saldonormal: 'D' })).toMatchObject({ num: 15 });
  // A group with children is not deleted; an account bound to a role is neither deleted nor made inactive.
  expect(await co.act('perkiraan_del', { id: grp.id })).toMatchObject({ num: 42 });
  const [kas] = await co.sql<{ id: number }>(`select id from perkiraan where kodeacc = '1-1100'`);
  expect(await co.act('perkiraan_del', { id: kas.id })).toMatchObject({ num: 42, msg: 'Perkiraan 1-1100 dipakai di Setting Perkiraan (Kas) sehingga tidak dapat dihapus.' });
  expect(await co.edit('perkiraan_save', { id: kas.id, kodeacc: '1-1100', namaacc: 'Kas', induk: '1-1000', kelompok: '1', tipe: 'KAS', saldonormal: 'D', aktif: false })).toMatchObject({ num: 42 });
  // Role settings: type must fit the role; a detail account; known role.
  expect(await co.act('settingakun_save', { rows: [{ peran: 'kas', kodeacc: '1-1200' }] })).toMatchObject({ num: 15, msg: 'Kas: perkiraan 1-1200 harus bertipe Kas.' });
  expect(await co.act('settingakun_save', { rows: [{ peran: 'kas', kodeacc: '1-1000' }] })).toMatchObject({ num: 15 });
  expect(await co.act('settingakun_save', { rows: [{ peran: 'xx', kodeacc: '1-1100' }] })).toMatchObject({ num: 15 });
  expect(await co.act('settingakun_save', { rows: [{ peran: 'kas', kodeacc: '1-1120' }] })).toMatchObject({ num: 0 });
  expect(await co.act('perkiraan_del', { id: kas.id })).toMatchObject({ num: 0 });
});
