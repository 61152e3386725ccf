import { expect, test } from 'vitest';
import { freshCompany, post } from './harness';
import { hashPassword } from '@niaga/admin';

type List = { query_data: [{ totpage: number; totrec: number; lebih: boolean; page: number; limit: number }]; tbl_satuan: Array<{ id: number; kodesatuan: string; namasatuan: string; aktif: boolean }> };

test('satuan: add, find, page, sort, edit, refuse duplicates, delete', async () => {
  const co = await freshCompany();
  const add = await co.act('satuan_save', { kodesatuan: ' box ', namasatuan: 'Kotak' });
  expect(add.num).toBe(0);
  const { id } = add.data as { id: number };
  expect(await co.act('satuan_get', { id })).toMatchObject({ num: 0, data: { tbl_satuan: [{ id, kodesatuan: 'BOX', namasatuan: 'Kotak', aktif: true }] } });

  expect(await co.act('satuan_save', { kodesatuan: 'BOX', namasatuan: 'Lagi' })).toMatchObject({ num: 41, msg: "Kode Satuan 'BOX' sudah dipakai." });

  for (let i = 1; i <= 20; i++) expect((await co.act('satuan_save', { kodesatuan: `U${String(i).padStart(2, '0')}`, namasatuan: `Unit ${i}` })).num).toBe(0);
  const page0 = (await co.act('satuan_list')).data as List;
  expect(page0.query_data[0]).toEqual({ totpage: 2, totrec: 21, lebih: false, page: 0, limit: 15 });
  expect(page0.tbl_satuan.map((r) => r.kodesatuan).slice(0, 3)).toEqual(['BOX', 'U01', 'U02']);
  const page1 = (await co.act('satuan_list', { page: 1 })).data as List;
  expect(page1.tbl_satuan).toHaveLength(6);
  const desc = (await co.act('satuan_list', { sort: 'namasatuan', dir: 'desc', limit: 2 })).data as List;
  expect(desc.tbl_satuan.map((r) => r.namasatuan)).toEqual(['Unit 9', 'Unit 8']);
  const found = (await co.act('satuan_list', { q: 'kot' })).data as List;
  expect(found.tbl_satuan.map((r) => r.kodesatuan)).toEqual(['BOX']);
  const literal = (await co.act('satuan_list', { q: '%' })).data as List;
  expect(literal.query_data[0].totrec).toBe(0);

  expect(await co.edit('satuan_save', { id, kodesatuan: 'U01', namasatuan: 'x' })).toMatchObject({ num: 41 });
  expect(await co.edit('satuan_save', { id, kodesatuan: 'BOX', namasatuan: 'Kardus', aktif: false })).toMatchObject({ num: 0, data: { tbl_satuan: [{ namasatuan: 'Kardus', aktif: false }] } });
  expect(await co.act('satuan_save', { id: 999999, kodesatuan: 'ZZ', namasatuan: 'x' })).toMatchObject({ num: 40, msg: 'Data Satuan tidak ditemukan.' });

  expect((await co.act('satuan_del', { id })).num).toBe(0);
  expect(await co.act('satuan_get', { id })).toMatchObject({ num: 40 });
  expect(await co.act('satuan_del', { id })).toMatchObject({ num: 40 });
});

test('satuan: a user without the mSatuan right is refused and nothing changes; with it the act works', async () => {
  const co = await freshCompany();
  await co.sql(`insert into pengguna (userid, nama, password_hash, kelompok) values ('KASIR', 'Kasir', '${await hashPassword('rahasia')}', 'KASIR')`);
  const login = await post({ act: 'lgx', iper: co.iper, uname: 'kasir', passw: 'rahasia' });
  const token = (login.data as { token: string }).token;
  const act = (name: string, p: unknown) => post({ act: name, token, aprq: JSON.stringify(p) });

  expect(await act('satuan_save', { kodesatuan: 'DUS', namasatuan: 'Dus' })).toMatchObject({ num: 30, msg: 'Maaf, Anda tidak memiliki hak akses tambah pada modul mSatuan.' });
  expect(await act('satuan_list', {})).toMatchObject({ num: 30 });
  expect(await co.sql('select * from satuan')).toHaveLength(0);

  await co.sql(`insert into hak_akses (jenis, subjek, modul, aksi, izin) values ('G', 'KASIR', 'mSatuan', 'mopen', true), ('G', 'KASIR', 'mSatuan', 'madd', true), ('U', 'KASIR', 'mSatuan', 'mopen', false)`);
  expect((await act('satuan_save', { kodesatuan: 'DUS', namasatuan: 'Dus' })).num).toBe(0);
  // The user's own entry overrides the group's.
  expect((await act('satuan_list', {})).num).toBe(30);
});

test('references: an item needs an existing unit; a unit in use cannot be deleted or re-coded', async () => {
  const co = await freshCompany();
  const item = { kodeitem: 'BRG01', namaitem: 'Beras 5 kg', satuan: 'sak' };
  expect(await co.act('item_save', item)).toMatchObject({ num: 15, msg: "Satuan Dasar 'SAK' tidak ditemukan.", data: { fields: { satuan: "Satuan Dasar 'SAK' tidak ditemukan." } } });
  expect(await co.sql('select * from item')).toHaveLength(0);

  const sak = (await co.act('satuan_save', { kodesatuan: 'SAK', namasatuan: 'Sak' })).data as { id: number };
  expect((await co.act('item_save', item)).num).toBe(0);

  expect(await co.act('satuan_del', { id: sak.id })).toMatchObject({ num: 42, msg: "Satuan 'SAK' masih dipakai di Item BRG01 sehingga tidak dapat dihapus." });
  expect(await co.edit('satuan_save', { id: sak.id, kodesatuan: 'KRG', namasatuan: 'Karung' })).toMatchObject({
    num: 42,
    msg: "Satuan 'SAK' masih dipakai di Item BRG01 sehingga tidak dapat diubah kodenya.",
  });
  // Its name may change; and once no item uses it, it may go.
  expect((await co.edit('satuan_save', { id: sak.id, kodesatuan: 'SAK', namasatuan: 'Karung' })).num).toBe(0);
  const [{ id: itemId }] = await co.sql<{ id: number }>('select id from item');
  expect((await co.act('item_del', { id: itemId })).num).toBe(0);
  expect((await co.act('satuan_del', { id: sak.id })).num).toBe(0);
});
