import { expect, test } from 'vitest';
import { companyWithBooks } from '../../accounting/test/books';

type Reply = { num: number; msg: string; data: Record<string, unknown> };

test('/listitemrb: the item lines of purchase returns in both modes, by date range and search, paged with totals; refusals; needs mReturBeli', async () => {
  const co = await companyWithBooks();
  expect((await co.act('satuan_save', { kodesatuan: 'KG', namasatuan: 'Kilogram' })).num).toBe(0);
  expect((await co.act('item_save', { kodeitem: 'GULA01', namaitem: 'Gula Pasir Lokal', satuan: 'KG', hargabeli: '15000' })).num).toBe(0);
  expect((await co.act('item_save', { kodeitem: 'BERAS01', namaitem: 'Beras Pandan Wangi', satuan: 'KG', hargabeli: '12000' })).num).toBe(0);
  expect((await co.act('supplier_save', { kodesupel: 'SUP01', namasupel: 'PT Sumber Makmur' })).num).toBe(0);
  const bl = (await co.act('beli_save', {
    tanggal: '2026-03-02',
    kodegudang: 'UTM',
    kodesupel: 'SUP01',
    jatuhtempo: '2026-03-31',
    lines: [
      { kodeitem: 'GULA01', satuan: 'KG', jumlah: '10', harga: '15000' },
      { kodeitem: 'BERAS01', satuan: 'KG', jumlah: '20', harga: '12000' },
    ],
  })) as Reply;
  expect(bl).toMatchObject({ num: 0, data: { notransaksi: 'BL-2603-00001' } });
  const lines = bl.data.tbl_beli_detail as Array<{ id: number; kodeitem: string }>;
  // Mode 1 against the purchase (two lines), then a free return (mode 2) a week later.
  expect(
    await co.act('returbeli_save', {
      tanggal: '2026-03-05',
      mode: '1',
      nobeli: 'BL-2603-00001',
      kodesupel: 'SUP01',
      kodegudang: 'UTM',
      potonghutang: true,
      lines: lines.map((l) => ({ idsumber: l.id, kodeitem: l.kodeitem, satuan: 'KG', jumlah: l.kodeitem === 'GULA01' ? '2' : '3', harga: l.kodeitem === 'GULA01' ? '15000' : '12000' })),
    }),
  ).toMatchObject({ num: 0, data: { notransaksi: 'RB-2603-00001' } });
  expect(
    await co.act('returbeli_save', { tanggal: '2026-03-12', mode: '2', kodesupel: 'SUP01', kodegudang: 'UTM', kodeacckas: '1-1100', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '1', harga: '14000' }] }),
  ).toMatchObject({ num: 0, data: { notransaksi: 'RB-2603-00002' } });

  const list = (p: Record<string, unknown>) => co.act('listitemrb', { dari: '2026-03-01', sampai: '2026-03-31', ...p }) as Promise<Reply>;
  const all = await list({});
  expect(all).toMatchObject({ num: 0, data: { query_data: [{ totpage: 1, totrec: 3, page: 0, limit: 50, jumlah: '6.0000', total: '80000.00' }] } });
  expect((all.data.tbl_itemrb as Array<Record<string, unknown>>).map((r) => [r.tanggal, r.notransaksi, r.mode, r.nobeli, r.namasupel, r.kodeitem, r.namaitem, r.jumlah, r.total])).toEqual([
    ['2026-03-12', 'RB-2603-00002', '2', '', 'PT Sumber Makmur', 'GULA01', 'Gula Pasir Lokal', '1.0000', '14000.00'],
    ['2026-03-05', 'RB-2603-00001', '1', 'BL-2603-00001', 'PT Sumber Makmur', 'GULA01', 'Gula Pasir Lokal', '2.0000', '30000.00'],
    ['2026-03-05', 'RB-2603-00001', '1', 'BL-2603-00001', 'PT Sumber Makmur', 'BERAS01', 'Beras Pandan Wangi', '3.0000', '36000.00'],
  ]);
  // Search by item name, by return number; a date range; paging.
  expect(((await list({ cari: 'pandan' })).data.tbl_itemrb as Array<{ kodeitem: string }>).map((r) => r.kodeitem)).toEqual(['BERAS01']);
  expect((await list({ cari: 'rb-2603-00002' })).data).toMatchObject({ query_data: [{ totrec: 1, total: '14000.00' }] });
  expect((await list({ dari: '2026-03-10' })).data).toMatchObject({ query_data: [{ totrec: 1 }] });
  expect((await list({ cari: '100%' })).data).toMatchObject({ query_data: [{ totrec: 0, total: '0.00' }], tbl_itemrb: [] });
  const p1 = await list({ limit: 2, page: 1 });
  expect(p1.data).toMatchObject({ query_data: [{ totpage: 2, totrec: 3, page: 1 }], tbl_itemrb: [{ kodeitem: 'BERAS01' }] });
  // Refusals change nothing and name the field.
  expect(await list({ dari: '2026-04-01' })).toMatchObject({ num: 15, data: { fields: { dari: expect.any(String) } } });
  expect(await list({ sampai: '31-03-2026' })).toMatchObject({ num: 15, msg: expect.stringContaining('Tanggal sampai') });

  // Without mReturBeli the list is refused.
  const { hashPassword } = await import('@niaga/admin');
  const { post } = await import('../../../apps/server/test/harness');
  await co.sql(`insert into pengguna (userid, nama, password_hash, kelompok) values ('STAF', 'Staf', '${await hashPassword('rahasia')}', 'STAF')`);
  const token = ((await post({ act: 'lgx', iper: co.iper, uname: 'staf', passw: 'rahasia' })).data as { token: string }).token;
  expect(await post({ act: 'listitemrb', token, aprq: JSON.stringify({ dari: '2026-03-01', sampai: '2026-03-31' }) })).toMatchObject({ num: 30, msg: expect.stringContaining('mReturBeli') });
  await co.sql(`insert into hak_akses (jenis, subjek, modul, aksi, izin) values ('G', 'STAF', 'mReturBeli', 'mopen', true)`);
  expect(await post({ act: 'listitemrb', token, aprq: JSON.stringify({ dari: '2026-03-01', sampai: '2026-03-31' }) })).toMatchObject({ num: 0, data: { query_data: [{ totrec: 3 }] } });
});
